//! Proving a puzzle: the win in exactly `wins_in`, the solution move by move, and the cooks.

use std::fmt;

use super::{ItemReport, Mismatch};
use crate::{
    engine::{Child, Move, Position, Side},
    lesson::model::Puzzle,
    search::{
        params::MAX_PROOF_TURNS,
        prove::{Proof, ProveError, prove_soonest},
        puzzle::{Holds, defence},
    },
    t,
};

/// What the engine proves differently from a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleMismatch {
    /// The mover wins sooner than `wins_in` says.
    Quicker {
        /// The file's number of turns.
        wins_in: u32,
        /// The least number of turns he needs.
        actual: u32,
        /// A first move that wins so soon.
        mv: Move,
    },
    /// The mover has no win within `wins_in`.
    NoWin {
        /// The file's number of turns.
        wins_in: u32,
    },
    /// The proof could not be finished (stopped, or the game is over).
    NotProved {
        /// Why, in words.
        reason: String,
    },
    /// A move of the mover's in the solution does not win within the turns left.
    NoLongerWins {
        /// The move's place in the solution (1-based).
        ply: usize,
        /// The move.
        mv: Move,
        /// The mover's turns left, this one included.
        left: u32,
    },
    /// A defender's move in the solution is not a longest defence.
    ShortDefence {
        /// The move's place in the solution (1-based).
        ply: usize,
        /// The move.
        mv: Move,
        /// A longer defence.
        longer: Move,
        /// How long the longer one holds.
        holds: Holds,
    },
    /// The solution has more of the mover's turns than `wins_in`.
    TooLong {
        /// The move's place in the solution (1-based) that is one turn too many.
        ply: usize,
    },
    /// The solution stops before the game ends.
    Unfinished {
        /// The solution's last move.
        last: Move,
    },
    /// The game ends otherwise than in the mover's favour.
    Lost {
        /// The move that ends it.
        mv: Move,
        /// The winner, if any.
        winner: Option<Side>,
    },
    /// A listed cook does not win within `wins_in`.
    CookNoWin {
        /// The cook.
        mv: Move,
        /// The file's number of turns.
        wins_in: u32,
    },
    /// A listed cook is the solution's own first move.
    CookIsSolution {
        /// The move.
        mv: Move,
    },
}

impl fmt::Display for PuzzleMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            PuzzleMismatch::Quicker {
                wins_in,
                actual,
                mv,
            } => t!(
                "check-puzzle-quicker",
                wins_in = *wins_in,
                actual = *actual,
                mv = mv.to_string()
            ),
            PuzzleMismatch::NoWin { wins_in } => t!("check-puzzle-no-win", wins_in = *wins_in),
            PuzzleMismatch::NotProved { reason } => {
                t!("check-puzzle-not-proved", reason = reason.as_str())
            }
            PuzzleMismatch::NoLongerWins { ply, mv, left } => t!(
                "check-puzzle-no-longer-wins",
                ply = *ply,
                mv = mv.to_string(),
                left = *left
            ),
            PuzzleMismatch::ShortDefence {
                ply,
                mv,
                longer,
                holds,
            } => match holds {
                Holds::Escapes => t!(
                    "check-puzzle-short-defence-escapes",
                    ply = *ply,
                    mv = mv.to_string(),
                    longer = longer.to_string()
                ),
                Holds::LosesIn(k) => t!(
                    "check-puzzle-short-defence-holds",
                    ply = *ply,
                    mv = mv.to_string(),
                    longer = longer.to_string(),
                    turns = *k
                ),
            },
            PuzzleMismatch::TooLong { ply } => t!("check-puzzle-too-long", ply = *ply),
            PuzzleMismatch::Unfinished { last } => {
                t!("check-puzzle-unfinished", mv = last.to_string())
            }
            PuzzleMismatch::Lost { mv, winner } => match winner {
                Some(Side::South) => t!("check-puzzle-lost-south", mv = mv.to_string()),
                Some(Side::North) => t!("check-puzzle-lost-north", mv = mv.to_string()),
                None => t!("check-puzzle-lost-draw", mv = mv.to_string()),
            },
            PuzzleMismatch::CookNoWin { mv, wins_in } => t!(
                "check-puzzle-cook-no-win",
                mv = mv.to_string(),
                wins_in = *wins_in
            ),
            PuzzleMismatch::CookIsSolution { mv } => {
                t!("check-puzzle-cook-is-solution", mv = mv.to_string())
            }
        })
    }
}

/// Proves a puzzle from `position`, adding what differs and the unlisted cooks to `report`.
pub(super) fn check(
    position: &Position,
    puzzle: &Puzzle,
    stop: &dyn Fn() -> bool,
    report: &mut ItemReport,
) {
    let n = puzzle.turns;
    let mut push = |m: PuzzleMismatch| report.mismatches.push(Mismatch::Puzzle(m));
    // Ended at the first win: a quicker one is reported as soon as it is proved, and a win in
    // exactly `n` leaves every other move decided to `n`, as the cooks need.
    let proved = match prove_soonest(position, n, stop) {
        Ok(proved) => proved,
        Err(err) => {
            push(not_proved(err));
            return;
        }
    };
    match (proved.proof, proved.best) {
        (Proof::WinIn(k), Some(mv)) if k < n => {
            push(PuzzleMismatch::Quicker {
                wins_in: n,
                actual: k,
                mv,
            });
            return;
        }
        (Proof::WinIn(_), _) => {}
        (Proof::NoWinWithin(_), _) => {
            push(PuzzleMismatch::NoWin { wins_in: n });
            return;
        }
    }
    let wins = |mv: Move| {
        proved
            .moves
            .iter()
            .any(|(m, p)| *m == mv && matches!(p, Proof::WinIn(_)))
    };
    let first = puzzle.solution.as_ref().and_then(|s| s.first().copied());
    for cook in &puzzle.cooks {
        if Some(*cook) == first {
            push(PuzzleMismatch::CookIsSolution { mv: *cook });
        } else if !wins(*cook) {
            push(PuzzleMismatch::CookNoWin {
                mv: *cook,
                wins_in: n,
            });
        }
    }
    if let Some(solution) = &puzzle.solution
        && let Err(m) = self::solution(position, n, solution, stop)
    {
        push(m);
    }
    let unlisted: Vec<Move> = proved
        .moves
        .iter()
        .filter(|(m, p)| {
            matches!(p, Proof::WinIn(_)) && Some(*m) != first && !puzzle.cooks.contains(m)
        })
        .map(|(m, _)| *m)
        .collect();
    let unlisted = match first {
        Some(_) => unlisted,
        // Without a solution, the soonest win stands for it and the others are cooks.
        None => unlisted
            .into_iter()
            .filter(|m| Some(*m) != proved.best)
            .collect(),
    };
    if let Some(warning) = cooks_warning(&unlisted, n) {
        report.warnings.push(warning);
    }
}

fn not_proved(err: ProveError) -> PuzzleMismatch {
    PuzzleMismatch::NotProved {
        reason: prove_error_text(&err),
    }
}

/// Says why a proof was not finished, in the language bao speaks.
fn prove_error_text(err: &ProveError) -> String {
    match err {
        ProveError::Turns(n) => t!("check-prove-turns", turns = *n, most = MAX_PROOF_TURNS),
        ProveError::Stopped { decided: 0, .. } => t!("check-prove-stopped-at-once"),
        ProveError::Stopped { decided, .. } => t!("check-prove-stopped", turns = *decided),
        ProveError::Search(_) => err.to_string(),
    }
}

/// Warns of the winning first moves that the puzzle does not list.
fn cooks_warning(unlisted: &[Move], n: u32) -> Option<String> {
    let names: Vec<String> = unlisted.iter().map(ToString::to_string).collect();
    let (last, rest) = names.split_last()?;
    Some(if rest.is_empty() {
        t!("check-cooks-warning-one", mv = last.as_str(), turns = n)
    } else {
        t!(
            "check-cooks-warning-many",
            moves = rest.join(", "),
            last = last.as_str(),
            turns = n
        )
    })
}

/// Plays a puzzle's solution out from `position`: each mover's move still wins within the turns
/// left of `n`, each defender's move is a longest defence, and the last ends the game in the
/// mover's favour.
///
/// # Errors
/// Returns the first thing that does not hold, or [`PuzzleMismatch::NotProved`] when a proof
/// was stopped.
pub fn solution(
    position: &Position,
    n: u32,
    solution: &[Move],
    stop: &dyn Fn() -> bool,
) -> Result<(), PuzzleMismatch> {
    let mover = position.to_move();
    let mut at = *position;
    let mut left = n;
    for (i, &mv) in solution.iter().enumerate() {
        let ply = i + 1;
        let child = child_after(&at, mv).ok_or(PuzzleMismatch::Unfinished { last: mv })?;
        if at.to_move() == mover {
            if left == 0 {
                return Err(PuzzleMismatch::TooLong { ply });
            }
            let wins = child.end.map_or_else(
                || defender_loses(&child.position, left - 1, stop),
                |end| Ok(end.winner == Some(mover)),
            );
            if !wins.map_err(not_proved)? {
                return Err(PuzzleMismatch::NoLongerWins { ply, mv, left });
            }
            left -= 1;
        } else {
            let best = defence(&at, left, stop).map_err(not_proved)?;
            let chosen = holds(&child, mover, left, stop).map_err(not_proved)?;
            let shorter = match (chosen, best.holds) {
                (Holds::Escapes, _) => false,
                (Holds::LosesIn(_), Holds::Escapes) => true,
                (Holds::LosesIn(a), Holds::LosesIn(b)) => a < b,
            };
            if shorter {
                return Err(PuzzleMismatch::ShortDefence {
                    ply,
                    mv,
                    longer: best.mv,
                    holds: best.holds,
                });
            }
        }
        if let Some(end) = child.end.or_else(|| child.position.outcome()) {
            if end.winner != Some(mover) {
                return Err(PuzzleMismatch::Lost {
                    mv,
                    winner: end.winner,
                });
            }
            return Ok(());
        }
        at = child.position;
    }
    match solution.last() {
        Some(&last) => Err(PuzzleMismatch::Unfinished { last }),
        None => Ok(()),
    }
}

/// Checks if the defender, to move in `position`, loses with the attacker to win within `left`
/// more turns.
fn defender_loses(
    position: &Position,
    left: u32,
    stop: &dyn Fn() -> bool,
) -> Result<bool, ProveError> {
    if position.outcome().is_some() {
        return Ok(true);
    }
    if left == 0 {
        return Ok(false);
    }
    let reply = defence(position, left, stop)?;
    Ok(reply.holds != Holds::Escapes)
}

/// How long the defender's move `child` holds with the attacker to win within `left` turns.
fn holds(
    child: &Child,
    attacker: Side,
    left: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Holds, ProveError> {
    if let Some(end) = child.end.or_else(|| child.position.outcome()) {
        return Ok(if end.winner == Some(attacker) {
            Holds::LosesIn(0)
        } else {
            Holds::Escapes
        });
    }
    if left == 0 {
        return Ok(Holds::Escapes);
    }
    Ok(match prove_soonest(&child.position, left, stop)?.proof {
        Proof::WinIn(k) => Holds::LosesIn(k),
        Proof::NoWinWithin(_) => Holds::Escapes,
    })
}

fn child_after(position: &Position, mv: Move) -> Option<Child> {
    position.children().into_iter().find(|c| c.mv == mv)
}
