//! The review of a game: every position's chance by a search of a fixed budget (never a clock,
//! so the same record with the same budget gives the same review), each move classed by the
//! chance it lost ([`Class`]), each side's moves counted by class, an accuracy figure per side,
//! the three turning points with the better move, and South's chance over the game.
//!
//! A move's chance lost is the mover's chance in the position before it (its best move, by the
//! search) less his chance in the position after it (the opponent's search, seen from the
//! mover's side), in percentage points, never below 0, and 0 for the search's own best move:
//! the same numbers the graph shows.
//!
//! Accuracy follows lichess: each move scores `103.1668 · e^(−0.04354 · lost) − 3.1669`
//! ([`move_accuracy`]), clamped to 0..100, and a side's accuracy is the mean over its moves.
//! Renderers: [`text`] for a pipe, [`svg`] for a picture; the full screen's chart is
//! [`crate::tui::review`]. Pure.

pub mod svg;
pub mod text;

use crate::{
    engine::{Move, Played, Position, Side},
    game::{
        coach::{Class, class},
        record::{GameResult, Record},
    },
    search::{Limits, Score, analyse, chance::chance},
};

/// The search's budget for each position of a review (and of the evaluation bar): three turns
/// of each side deep, a fraction of a second for a whole game in a release build
/// (BENCHMARKS.md, "The game review").
pub const LIMITS: Limits = Limits {
    depth: 6,
    nodes: Some(1_000_000),
};

/// How many turning points a review names at most.
pub const TURNING_POINTS: usize = 3;

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub mover: Side,
    /// The search's best move in the position before it.
    pub best: Option<Move>,
    /// The mover's chance before the move (after his best move).
    pub before: f64,
    /// The mover's chance after the move played.
    pub after: f64,
    /// The chance lost, in percentage points.
    pub lost: f64,
    /// The move's class.
    pub class: Class,
}

/// One side's moves in a review.
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    /// How many moves of each class, in the order of [`Class::ALL`].
    pub counts: [usize; 7],
    /// The mean of [`move_accuracy`] over the side's moves, 0 to 100; `None` without moves.
    pub accuracy: Option<f64>,
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Who played South and North, under which rules, and how the game stands.
    pub title: String,
    /// The game's result.
    pub result: GameResult,
    /// Every move, judged, in order.
    pub moves: Vec<Judged>,
    /// South's chance in every position, from the start to the last: one more than the moves.
    pub south: Vec<f64>,
    /// South's tally and North's.
    pub tallies: [Tally; 2],
    /// The indices in [`Review::moves`] of the turning points, in the game's order: the moves
    /// that lost the most chance, an inaccuracy or worse, at most [`TURNING_POINTS`].
    pub turning: Vec<usize>,
    /// The search's budget.
    pub limits: Limits,
}

/// The accuracy of one move that lost `lost` points of chance, 0 to 100 (lichess's formula).
#[must_use]
pub fn move_accuracy(lost: f64) -> f64 {
    (103.1668 * (-0.04354 * lost).exp() - 3.1669).clamp(0.0, 100.0)
}

/// What the search says of one position: the best move and the score for the side to move.
#[derive(Clone, Copy, Debug)]
struct Seen {
    best: Option<Move>,
    score: Score,
}

/// Searches a position, or reads the result where the game is over.
fn see(position: &Position, over: Option<Option<Side>>, limits: Limits) -> Seen {
    let me = position.to_move();
    let exact = |winner: Option<Side>| match winner {
        Some(w) if w == me => Score::WinIn(1),
        Some(_) => Score::LossIn(1),
        None => Score::Draw,
    };
    if let Some(winner) = over {
        return Seen {
            best: None,
            score: exact(winner),
        };
    }
    match analyse(position, limits, &|| false) {
        // The steady score (the last two depths weighed together), so that the graph does not
        // zigzag with the depth's parity.
        Ok(a) => Seen {
            best: Some(a.best),
            score: a.steady,
        },
        // The player to move has already lost.
        Err(_) => Seen {
            best: None,
            score: Score::LossIn(1),
        },
    }
}

/// Gets South's chance in a position, searched within `limits` (with no clock: the same as a
/// review's), or from the winner where the move before it ended the game (`over`).
#[must_use]
pub fn south_chance(position: &Position, over: Option<Option<Side>>, limits: Limits) -> f64 {
    let score = see(position, over, limits).score;
    let c = chance(score);
    if position.to_move() == Side::South {
        c
    } else {
        1.0 - c
    }
}

/// Turns a score for one side into the score for the other.
fn flip(score: Score) -> Score {
    match score {
        Score::WinIn(n) => Score::LossIn(n),
        Score::LossIn(n) => Score::WinIn(n),
        Score::Eval(e) => Score::Eval(-e),
        Score::Draw => Score::Draw,
    }
}

/// Reviews a game: `played` is the record's turns as played ([`Record::replay`]); each
/// position is searched within `limits`, and nothing else, so a review is the same each time.
/// `progress` is told each position reviewed (from 1) and may return false to stop: `None`.
#[must_use]
pub fn review(
    record: &Record,
    played: &[Played],
    limits: Limits,
    progress: &mut dyn FnMut(usize) -> bool,
) -> Option<Review> {
    let mut positions = vec![(record.start, None)];
    positions.extend(
        played
            .iter()
            .map(|p| (p.position, p.outcome.map(|o| o.winner))),
    );
    let mut seen = Vec::with_capacity(positions.len());
    for (i, (position, over)) in positions.iter().enumerate() {
        seen.push(see(position, *over, limits));
        if !progress(i + 1) {
            return None;
        }
    }
    let south: Vec<f64> = positions
        .iter()
        .zip(&seen)
        .map(|((p, _), s)| {
            let c = chance(s.score);
            if p.to_move() == Side::South {
                c
            } else {
                1.0 - c
            }
        })
        .collect();
    let mut moves = Vec::with_capacity(played.len());
    for (i, turn) in record.turns.iter().enumerate().take(played.len()) {
        let (position, _) = positions[i];
        let mover = position.to_move();
        let next = positions[i + 1].0.to_move();
        let after_score = if next == mover {
            seen[i + 1].score
        } else {
            flip(seen[i + 1].score)
        };
        let is_best = seen[i].best == Some(turn.mv);
        let class = Class::of(seen[i].score, after_score, is_best);
        let (before, after) = (chance(seen[i].score), chance(after_score));
        let lost = if is_best {
            0.0
        } else {
            class::lost(before, after)
        };
        moves.push(Judged {
            mv: turn.mv,
            mover,
            best: seen[i].best,
            before,
            after,
            lost,
            class,
        });
    }
    let tallies = [Side::South, Side::North].map(|side| tally(&moves, side));
    Some(Review {
        title: title(record),
        result: record.result,
        turning: turning_points(&moves),
        moves,
        south,
        tallies,
        limits,
    })
}

/// Names the players and the rules: `Amina (South) against bao level 2 (North), rules
/// kiswahili`.
fn title(record: &Record) -> String {
    super::words::players(&record.south, &record.north, &record.rules().to_string())
}

/// Counts a side's moves by class and averages their accuracy.
fn tally(moves: &[Judged], side: Side) -> Tally {
    let mut counts = [0; 7];
    let mut sum = 0.0;
    let mut n = 0;
    for m in moves.iter().filter(|m| m.mover == side) {
        if let Some(at) = Class::ALL.iter().position(|c| *c == m.class) {
            counts[at] += 1;
        }
        sum += move_accuracy(m.lost);
        n += 1;
    }
    Tally {
        counts,
        accuracy: (n > 0).then(|| sum / f64::from(n)),
    }
}

/// Finds the turning points: the faults that lost the most chance (an exact win let go or
/// loss walked into first), at most [`TURNING_POINTS`], in the game's order.
fn turning_points(moves: &[Judged]) -> Vec<usize> {
    let mut faults: Vec<usize> = (0..moves.len())
        .filter(|&i| moves[i].class.is_fault())
        .collect();
    let weight = |m: &Judged| {
        let exact = matches!(m.class, Class::MissedWin | Class::WalkedIntoLoss);
        (u8::from(exact), m.lost)
    };
    // Largest first; a stable sort keeps the earlier of two equal swings first.
    faults.sort_by(|&a, &b| {
        let (wa, wb) = (weight(&moves[a]), weight(&moves[b]));
        wb.0.cmp(&wa.0).then(wb.1.total_cmp(&wa.1))
    });
    faults.truncate(TURNING_POINTS);
    faults.sort_unstable();
    faults
}

#[cfg(test)]
pub(crate) mod tests;
