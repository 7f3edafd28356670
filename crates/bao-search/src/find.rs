//! Finding puzzles: positions from random games where exactly one first move forces a win, and
//! no sooner win exists.
//!
//! [`find`] plays random games from a ruleset's start with [`Dice`] (so the same seed always
//! gives the same games), and asks [`prove`] about the last positions
//! of each game, where short wins are most likely. It keeps the first position where the player
//! to move wins in exactly the turns asked, with one winning first move only (no cook).

use bao_engine::{Child, Move, Position, Rules};

use super::{
    dice::Dice,
    prove::{Proof, ProveError, prove},
    puzzle::main_line,
};

/// What [`find`] looks for, and how hard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FindOptions {
    /// The number of the mover's turns the win must take, and not fewer (1 to 3 make puzzles).
    pub turns: u32,
    /// The most positions to prove before giving up.
    pub positions: usize,
    /// The positions taken from the end of each random game.
    pub per_game: usize,
    /// The longest random game, in moves.
    pub plies: usize,
    /// Whether the winning first move may be an obvious one: the mover's only legal move, or a
    /// move taking as many seeds as any other does (the greedy choice).
    pub obvious: bool,
}

impl Default for FindOptions {
    fn default() -> Self {
        FindOptions {
            turns: 2,
            positions: 200,
            per_game: 8,
            plies: 400,
            obvious: false,
        }
    }
}

/// A puzzle found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The position, its player to move the one who wins.
    pub position: Position,
    /// The least number of his turns he wins in.
    pub turns: u32,
    /// The only first move that wins within `turns`.
    pub mv: Move,
    /// The main line: his soonest win against the longest defence, ending with the winning move.
    pub line: Vec<Move>,
    /// The positions proved to find it.
    pub tried: usize,
}

/// The dice a seed names: xorshift never leaves 0, so the seed is mixed first, and small seeds
/// differ at once.
fn dice(seed: u64) -> Dice {
    let mixed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x2545_F491_4F6C_DD1D;
    Dice::from_state(if mixed == 0 { 1 } else { mixed })
}

/// Looks for a puzzle under `rules`, from random games named by `seed`.
///
/// Returns `None` when `options.positions` positions were proved without finding one, when
/// `options.turns` is not a number of turns [`prove`] takes, or when `stop` said stop.
#[must_use]
pub fn find(
    rules: Rules,
    seed: u64,
    options: &FindOptions,
    stop: &dyn Fn() -> bool,
) -> Option<Found> {
    let mut rng = dice(seed);
    let mut tried = 0;
    while tried < options.positions {
        let game = random_game(rules, &mut rng, options.plies);
        for position in game.iter().rev().take(options.per_game.max(1)) {
            if tried >= options.positions || stop() {
                return None;
            }
            tried += 1;
            match puzzle_at(position, options, stop) {
                Ok(Some((mv, line))) => {
                    return Some(Found {
                        position: *position,
                        turns: options.turns,
                        mv,
                        line,
                        tried,
                    });
                }
                Ok(None) => {}
                Err(()) => return None,
            }
        }
    }
    None
}

/// Checks if `position` is a puzzle as `options` asks: its winning move and main line, `None`
/// when it is not one, and `Err` when the proof was stopped or cannot be made at all.
fn puzzle_at(
    position: &Position,
    options: &FindOptions,
    stop: &dyn Fn() -> bool,
) -> Result<Option<(Move, Vec<Move>)>, ()> {
    let proved = match prove(position, options.turns, stop) {
        Ok(proved) => proved,
        Err(ProveError::Search(_)) => return Ok(None),
        Err(ProveError::Turns(_) | ProveError::Stopped { .. }) => return Err(()),
    };
    if proved.proof != Proof::WinIn(options.turns) {
        return Ok(None);
    }
    let mut winners = proved
        .moves
        .iter()
        .filter(|(_, proof)| matches!(proof, Proof::WinIn(_)));
    let (Some((mv, _)), None) = (winners.next(), winners.next()) else {
        return Ok(None);
    };
    if !options.obvious && is_obvious(position, *mv) {
        return Ok(None);
    }
    match main_line(position, options.turns, stop) {
        Ok(line) => Ok(Some((*mv, line))),
        Err(_) => Err(()),
    }
}

/// Checks if `mv` is the obvious choice: the only legal move, or a capture taking as many seeds
/// as any other move does.
fn is_obvious(position: &Position, mv: Move) -> bool {
    let opponent = position.to_move().opponent();
    let before = position.board().count(opponent);
    let children = position.children();
    if children.len() < 2 {
        return true;
    }
    let taken = |c: &Child| before.saturating_sub(c.position.board().count(opponent));
    let most = children.iter().map(taken).max().unwrap_or(0);
    children
        .iter()
        .find(|c| c.mv == mv)
        .is_some_and(|c| taken(c) > 0 && taken(c) == most)
}

/// Every position of one random game from the start of `rules` that is not over, in order.
fn random_game(rules: Rules, rng: &mut Dice, plies: usize) -> Vec<Position> {
    let mut positions = vec![Position::start(rules)];
    for _ in 0..plies {
        let here = *positions.last().expect("a game starts with a position");
        let Some(child) = here.sample_child(|n| rng.pick(n)) else {
            break;
        };
        if child.end.is_some() || child.position.outcome().is_some() {
            break;
        }
        positions.push(child.position);
    }
    positions
}
