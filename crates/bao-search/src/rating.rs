//! A puzzle's rating: how hard its solution is to find, measured by how often bao's weaker
//! playing levels find it at a fixed budget, put on a scale like lichess's.
//!
//! Six solvers play the solver's side of the solution line, against the line's defence. Level 0
//! plays any legal move, each as likely; levels 1 to 5 are bao's playing levels
//! ([`super::level`]): each searches its level's depth within [`NODE_BUDGET`] nodes (a node
//! budget, not a time, so that a rating is the same on any machine) and chooses as the level
//! does, a proved win at once, else any move scored within the level's margin of the best, each
//! as likely. A turn is solved when the move chosen still forces the win within the turns left:
//! the line's move, or any other that does (proved by [`super::puzzle::defence`]). A level's
//! solve rate is its chance of solving every turn: the product over the turns of the share of
//! its choices that solve it. That is the exact expectation over the level's dice, the limit of
//! a count of sampled tries, so no seed changes it.
//!
//! Each solver stands for a player of a nominal rating ([`LEVEL_RATINGS`]) who finds a solution
//! rated `r` with the chance `1 / (1 + e^((r - R) / s))`, `s` being [`SCALE`]. A puzzle's rating
//! is the `r` at which those chances add up to the solvers' solve rates, the maximum-likelihood
//! rating under that model, clamped to [`MIN_RATING`] ..= [`MAX_RATING`]. It falls as the sum of
//! the solve rates rises, so the ratings order puzzles exactly as the solvers' mean solve rate
//! does (docs/puzzle-ratings.md; BENCHMARKS.md, "Puzzle ratings", checks it against the order
//! of the chapter's puzzles).

use std::collections::HashMap;

use bao_engine::{Move, Position};

use super::{
    Limits, Score, analyse,
    level::{choose, level},
    puzzle::{Holds, defence},
};

/// The most nodes each level searches at each turn: a fixed budget, so that ratings are the same
/// on any machine.
pub const NODE_BUDGET: u64 = 20_000;

/// The solver levels with the rating each stands for, weakest first. Level 0 is no search at
/// all: any legal move, each as likely; levels 1 to 5 are bao's playing levels.
pub const LEVEL_RATINGS: [(u8, f64); 6] = [
    (0, 700.0),
    (1, 1000.0),
    (2, 1300.0),
    (3, 1600.0),
    (4, 1900.0),
    (5, 2200.0),
];

/// The rating difference at which a solver's chance is `1 / (1 + e)`, about 27 %.
pub const SCALE: f64 = 200.0;

/// The lowest rating given.
pub const MIN_RATING: u32 = 600;

/// The highest rating given.
pub const MAX_RATING: u32 = 2400;

/// A puzzle's rating with the solve rates it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    /// The rating, from [`MIN_RATING`] (easy) to [`MAX_RATING`] (hard).
    pub rating: u32,
    /// Each solver level with the chance it solves the whole line, from 0 to 1.
    pub solve_rates: Vec<(u8, f64)>,
}

/// Rates a puzzle: `line` is its solution from `position` (the solver's move, the defence, ...,
/// ending with the winning move), as [`super::puzzle::main_line`] gives it.
///
/// The rates are exact expectations over the levels' random choices, so every `seed` gives the
/// same result; it is taken so that a rating made by sampling tries would keep this signature.
/// A line that is not legal, or does not end in the solver's win, rates as no level solving it.
#[must_use]
pub fn rate(position: &Position, line: &[Move], seed: u64) -> Rated {
    let _ = seed;
    rate_with_budget(position, line, NODE_BUDGET)
}

/// Rates a puzzle as [`rate`] does, the levels searching at most `nodes` nodes a turn rather
/// than [`NODE_BUDGET`]: for measuring how the budget changes the ratings.
#[must_use]
pub fn rate_with_budget(position: &Position, line: &[Move], nodes: u64) -> Rated {
    let turns = solver_turns(position, line);
    let mut wins = Wins::default();
    let solve_rates: Vec<(u8, f64)> = LEVEL_RATINGS
        .iter()
        .map(|&(n, _)| {
            let rate = match &turns {
                Some(turns) => turns
                    .iter()
                    .map(|turn| turn_rate(turn, n, nodes, &mut wins))
                    .product(),
                None => 0.0,
            };
            (n, rate)
        })
        .collect();
    let total: f64 = solve_rates.iter().map(|(_, r)| r).sum();
    Rated {
        rating: rating_for(total),
        solve_rates,
    }
}

/// One of the solver's turns: the position, the line's move, and the turns left to win in.
struct Turn {
    position: Position,
    mv: Move,
    left: u32,
}

/// Lists the solver's turns along the line, or `None` when it is not a legal line to a win.
fn solver_turns(position: &Position, line: &[Move]) -> Option<Vec<Turn>> {
    let solver = position.to_move();
    let count = line.len().div_ceil(2) as u32;
    let mut turns = Vec::new();
    let mut at = *position;
    for (i, &mv) in line.iter().enumerate() {
        if at.to_move() == solver {
            turns.push(Turn {
                position: at,
                mv,
                left: count - turns.len() as u32,
            });
        }
        let played = at.play(mv).ok()?;
        if let Some(end) = played.outcome {
            return (i + 1 == line.len() && end.winner == Some(solver)).then_some(turns);
        }
        at = played.position;
    }
    None
}

/// Which moves still force the win, found once for all levels.
#[derive(Default)]
struct Wins(HashMap<(Position, Move), bool>);

impl Wins {
    /// Checks if `mv` still wins within the turn's turns left.
    fn wins(&mut self, turn: &Turn, mv: Move) -> bool {
        if mv == turn.mv {
            return true;
        }
        *self.0.entry((turn.position, mv)).or_insert_with(|| {
            let Ok(played) = turn.position.play(mv) else {
                return false;
            };
            if let Some(end) = played.outcome {
                return end.winner == Some(turn.position.to_move());
            }
            turn.left > 1
                && matches!(
                    defence(&played.position, turn.left - 1, &|| false),
                    Ok(d) if matches!(d.holds, Holds::LosesIn(_))
                )
        })
    }
}

/// Gets the chance that level `n` plays a winning move at this turn.
fn turn_rate(turn: &Turn, n: u8, nodes: u64, wins: &mut Wins) -> f64 {
    let Some(level) = level(n) else {
        let moves = turn.position.legal_moves();
        let good = moves.iter().filter(|mv| wins.wins(turn, **mv)).count();
        return good as f64 / moves.len().max(1) as f64;
    };
    let limits = Limits {
        depth: level.depth,
        nodes: Some(nodes),
    };
    let Ok(analysis) = analyse(&turn.position, limits, &|| false) else {
        return 0.0;
    };
    // Every choice the level's dice can make, each as likely: `choose` with each pick in turn.
    let mut options = 1;
    let _ = choose(&analysis, level.margin, |k| {
        options = k;
        0
    });
    let good = (0..options)
        .filter(|&i| wins.wins(turn, choose(&analysis, level.margin, |_| i)))
        .count();
    if matches!(analysis.score, Score::Eval(_)) {
        good as f64 / options as f64
    } else {
        f64::from(u8::from(good > 0))
    }
}

/// Gets the rating at which the levels' expected solves add up to `total`.
fn rating_for(total: f64) -> u32 {
    let expected = |r: f64| -> f64 {
        LEVEL_RATINGS
            .iter()
            .map(|(_, level)| 1.0 / (1.0 + ((r - level) / SCALE).exp()))
            .sum()
    };
    let (mut low, mut high) = (f64::from(MIN_RATING), f64::from(MAX_RATING));
    if expected(low) <= total {
        return MIN_RATING;
    }
    if expected(high) >= total {
        return MAX_RATING;
    }
    // `expected` falls as r rises: bisect to a tenth of a point.
    while high - low > 0.1 {
        let mid = (low + high) / 2.0;
        if expected(mid) > total {
            low = mid;
        } else {
            high = mid;
        }
    }
    ((low + high) / 2.0).round() as u32
}

#[cfg(test)]
#[path = "rating_tests.rs"]
mod tests;
