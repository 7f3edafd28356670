//! The puzzle collection's generator: positions bao's own games reach, kept when they are a
//! puzzle [`solve_puzzle`] proves, one of each position up to the mirror and the sides.
//!
//! Each game pairs two playing levels ([`level`], 1 to 5, a node cap on each move so that no
//! clock is read) and alternates the rulesets; every choice is drawn from [`Dice`] named by the
//! seed, so the same seed and count always give the same puzzles. The last positions of each
//! game are proved, and for Kiswahili the namua part too (where puzzles are rarer). A position is
//! kept when the player to move wins by force within [`GenerateOptions::turns`], exactly one
//! first move wins that soon, and the proof with its main line takes at most
//! [`GenerateOptions::work`] (so that checking the whole collection stays quick). Wins in 1 are
//! capped to a share of the collection so that longer wins are not crowded out.

use std::collections::HashSet;

use bao_engine::{Hole, Move, Position, Row, Rules, Side};

use super::{
    Limits, analyse,
    dice::Dice,
    level::{choose, level},
    prove::{Proof, prove_soonest},
    verify::{Solution, solve_puzzle},
};

/// What [`generate`] makes, and how hard it tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The number of puzzles.
    pub count: usize,
    /// The seed naming the games.
    pub seed: u64,
    /// The longest win kept, in the mover's turns.
    pub turns: u32,
    /// The most work (calls of the stop check) a puzzle's proof may take, finding and checking.
    pub work: u64,
    /// The most nodes a player searches per move.
    pub nodes: u64,
    /// The longest game, in moves.
    pub plies: usize,
    /// The positions proved at the end of each game.
    pub tail: usize,
    /// The most puzzles kept from one game.
    pub per_game: usize,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            count: 1000,
            seed: 1,
            turns: 5,
            work: 48,
            nodes: 4000,
            plies: 300,
            tail: 14,
            per_game: 2,
        }
    }
}

/// A puzzle made by [`generate`], with where it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The position, the winner to move.
    pub position: Position,
    /// Its proved solution.
    pub solution: Solution,
    /// The game's number (from 0) under the seed.
    pub game: usize,
    /// The position's ply in the game (0: the start).
    pub ply: usize,
    /// South's and North's playing levels in the game.
    pub levels: (u8, u8),
}

/// How far [`generate`] has gone, for a progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The games played.
    pub games: usize,
    /// The positions proved.
    pub tried: usize,
    /// The puzzles kept.
    pub kept: usize,
}

/// The most puzzles of a ruleset kept for each number of turns (1, 2, 3, 4, 5 and more), in
/// percent of the ruleset's share: wins in 1 are capped low, so that longer wins are not crowded
/// out.
const SHARES: [usize; 5] = [12, 30, 30, 30, 30];

/// Makes `options.count` puzzles from self-play games named by `options.seed`, both rulesets in
/// turn; fewer when `stop` says stop.
pub fn generate(
    options: &GenerateOptions,
    stop: &dyn Fn() -> bool,
    progress: &mut dyn FnMut(&Progress),
) -> Vec<Generated> {
    let mut dice = Dice::new(options.seed);
    let mut kept: Vec<Generated> = Vec::new();
    let mut seen = HashSet::new();
    let mut status = Progress {
        games: 0,
        tried: 0,
        kept: 0,
    };
    // Each ruleset makes half the puzzles; within it, each number of turns at most its share.
    let target = |rules: Rules| {
        if rules == Rules::KISWAHILI {
            options.count.div_ceil(2)
        } else {
            options.count / 2
        }
    };
    let cap = |rules: Rules, turns: u32| {
        let percent = SHARES[(turns as usize).min(SHARES.len()) - 1];
        (target(rules) * percent).div_ceil(100).max(1)
    };
    while kept.len() < options.count && !stop() {
        let game = status.games;
        status.games += 1;
        let rules = if game.is_multiple_of(2) {
            Rules::KISWAHILI
        } else {
            Rules::KUJIFUNZA
        };
        let levels = (pick_level(&mut dice), pick_level(&mut dice));
        let positions = self_play(rules, levels, options, &mut dice, stop);
        let mut from_game = 0;
        for ply in candidates(&positions, options.tail) {
            if kept.len() >= options.count || from_game >= options.per_game || stop() {
                break;
            }
            let position = &positions[ply];
            status.tried += 1;
            let Some(solution) = puzzle_at(position, options, stop) else {
                continue;
            };
            let of_rules = kept.iter().filter(|g| g.position.rules() == rules);
            let same = of_rules
                .clone()
                .filter(|g| g.solution.wins_in == solution.wins_in)
                .count();
            if of_rules.count() >= target(rules)
                || same >= cap(rules, solution.wins_in)
                || !seen.insert(key(position))
            {
                continue;
            }
            from_game += 1;
            kept.push(Generated {
                position: *position,
                solution,
                game,
                ply,
                levels,
            });
        }
        status.kept = kept.len();
        progress(&status);
    }
    kept
}

/// Draws a playing level, 1 to 5.
fn pick_level(dice: &mut Dice) -> u8 {
    1 + dice.pick(5) as u8
}

/// The plies of a game to prove: its last `tail` positions, latest first, then every fourth
/// position of its namua stage.
fn candidates(positions: &[Position], tail: usize) -> Vec<usize> {
    let mut plies: Vec<usize> = (0..positions.len()).rev().take(tail).collect();
    let namua = positions
        .iter()
        .enumerate()
        .filter(|(ply, p)| p.is_namua(p.to_move()) && ply % 4 == 3 && !plies.contains(ply))
        .map(|(ply, _)| ply)
        .collect::<Vec<_>>();
    plies.extend(namua);
    plies
}

/// Proves `position` a puzzle: its least win within the options' turns, then the claims.
fn puzzle_at(
    position: &Position,
    options: &GenerateOptions,
    stop: &dyn Fn() -> bool,
) -> Option<Solution> {
    let calls = std::cell::Cell::new(0u64);
    let counted = || {
        calls.set(calls.get() + 1);
        calls.get() > options.work || stop()
    };
    let proved = prove_soonest(position, options.turns, &counted).ok()?;
    let Proof::WinIn(turns) = proved.proof else {
        return None;
    };
    let left = options.work.saturating_sub(calls.get());
    solve_puzzle(position, turns, Some(left), stop).ok()
}

/// Plays one game from the start of `rules`, South at `levels.0` and North at `levels.1`:
/// every position that is not over, in order.
fn self_play(
    rules: Rules,
    levels: (u8, u8),
    options: &GenerateOptions,
    dice: &mut Dice,
    stop: &dyn Fn() -> bool,
) -> Vec<Position> {
    let mut positions = vec![Position::start(rules)];
    while positions.len() < options.plies && !stop() {
        let here = *positions.last().expect("a game starts with a position");
        let n = if here.to_move() == Side::South {
            levels.0
        } else {
            levels.1
        };
        let Some(level) = level(n) else { break };
        let limits = Limits {
            depth: level.depth,
            nodes: Some(options.nodes),
        };
        let Ok(analysis) = analyse(&here, limits, &|| false) else {
            break;
        };
        let mv: Move = choose(&analysis, level.margin, |k| dice.pick(k));
        let Ok(played) = here.play(mv) else { break };
        if played.outcome.is_some() || played.position.outcome().is_some() {
            break;
        }
        positions.push(played.position);
    }
    positions
}

/// The same puzzle's key: the position seen from the player to move (so that the same position
/// with the sides swapped is the same), and, when neither player owns a nyumba (the only part of
/// the board that is not the same in the mirror), the least of it and its mirror.
#[must_use]
pub fn key(position: &Position) -> Vec<u8> {
    let mover = position.to_move();
    let form = |mirror: bool| {
        let number = |n: u8| if mirror { 9 - n } else { n };
        let mut out = vec![u8::from(position.rules().has_nyumba())];
        for side in [mover, mover.opponent()] {
            for row in [Row::Front, Row::Back] {
                for n in 1..=8 {
                    out.push(position.board().get(Hole::new(side, row, number(n))));
                }
            }
            out.push(*position.stock().get(side));
            out.push(u8::from(*position.nyumba().get(side)));
        }
        out.push(position.blocked().map_or(0, |h| number(h.number())));
        out.extend(position.rules().to_string().bytes());
        out
    };
    let plain = form(false);
    let nyumba = position.nyumba();
    if nyumba.south || nyumba.north {
        plain
    } else {
        plain.min(form(true))
    }
}

#[cfg(test)]
mod tests;
