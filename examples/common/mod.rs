//! What the self-play examples share: openings from random plies and one game between two
//! players, each a level, a time per move, evaluation weights and maybe a fixed depth.

use std::time::{Duration, Instant};

use bao::{
    engine::{Move, Position, Rules, Side},
    search::{Analysis, Limits, analyse_with, dice::Dice, level, params::Weights},
};

/// One player: a level, a time per move, evaluation weights and maybe a fixed depth.
#[derive(Clone, Copy, Debug)]
pub struct Player {
    /// The level, 1 to 6: its depth unless `depth` says otherwise, and its margin.
    pub level: u8,
    /// The time per move.
    pub per_move: Duration,
    /// The evaluation weights.
    pub weights: Weights,
    /// The depth to search to instead of the level's.
    pub depth: Option<u32>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// A side won.
    Won(Side),
    /// A draw by the rules.
    Drawn,
    /// The turns ran out.
    Unfinished,
}

/// Gets an opening: the position after `plies` random plies from the start, none of which ends
/// the game.
pub fn opening(rules: Rules, plies: usize, rng: &mut Dice) -> Position {
    opening_moves(rules, plies, rng).0
}

/// Gets an opening as [`opening`] does (the same position for the same dice), with the moves
/// that lead to it from the start, for a runner that hands the opening to another program.
pub fn opening_moves(rules: Rules, plies: usize, rng: &mut Dice) -> (Position, Vec<Move>) {
    loop {
        let mut position = Position::start(rules);
        let mut moves = Vec::with_capacity(plies);
        let mut ok = true;
        for _ in 0..plies {
            let live: Vec<_> = position
                .children()
                .into_iter()
                .filter(|c| c.end.is_none())
                .collect();
            if live.is_empty() {
                ok = false;
                break;
            }
            let child = live[rng.pick(live.len())];
            moves.push(child.mv);
            position = child.position;
        }
        if ok && position.outcome().is_none() {
            return (position, moves);
        }
    }
}

/// Plays one game from `position`, `player(side)` choosing each side's moves, for at most
/// `max_turns` turns; `seen` is shown each position searched (with its analysis) before its
/// move is played.
pub fn play(
    mut position: Position,
    player: impl Fn(Side) -> Player,
    max_turns: usize,
    rng: &mut Dice,
    mut seen: impl FnMut(&Position, &Analysis),
) -> End {
    for _ in 0..max_turns {
        let player = player(position.to_move());
        let level = level::level(player.level).expect("a checked level");
        let deadline = Instant::now() + player.per_move;
        let stop = || Instant::now() >= deadline;
        let Ok(analysis) = analyse_with(
            &position,
            Limits {
                depth: player.depth.unwrap_or(level.depth),
                nodes: None,
            },
            &player.weights,
            &stop,
        ) else {
            // The player to move has already lost.
            return End::Won(position.to_move().opponent());
        };
        seen(&position, &analysis);
        let mv = level::choose(&analysis, level.margin, |n| rng.pick(n));
        let played = position.play(mv).expect("the search gives legal moves");
        if let Some(outcome) = played.outcome {
            return outcome.winner.map_or(End::Drawn, End::Won);
        }
        position = played.position;
    }
    End::Unfinished
}
