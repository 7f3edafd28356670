//! Proving a puzzle: the win in exactly `wins_in`, the solution move by move, and the cooks.

use std::fmt;

use super::{ItemReport, Mismatch};
use crate::{
    engine::{Child, Move, Position, Side},
    lesson::model::Puzzle,
    search::{
        prove::{Proof, ProveError, prove_soonest},
        puzzle::{Holds, defence},
    },
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
        match self {
            PuzzleMismatch::Quicker {
                wins_in,
                actual,
                mv,
            } => write!(
                f,
                "wins_in: expected a win in {wins_in}, there is a quicker win in {actual}, starting {mv}"
            ),
            PuzzleMismatch::NoWin { wins_in } => write!(
                f,
                "wins_in: expected a win in {wins_in}, the player to move has no win within {}",
                turns(*wins_in)
            ),
            PuzzleMismatch::NotProved { reason } => {
                write!(f, "wins_in: the proof was not finished: {reason}")
            }
            PuzzleMismatch::NoLongerWins { ply, mv, left } => write!(
                f,
                "solution: move {ply}, {mv}, does not win within the {} left",
                turns(*left)
            ),
            PuzzleMismatch::ShortDefence {
                ply,
                mv,
                longer,
                holds,
            } => {
                write!(
                    f,
                    "solution: move {ply}, {mv}, is not the longest defence: {longer} "
                )?;
                match holds {
                    Holds::Escapes => f.write_str("escapes the win"),
                    Holds::LosesIn(k) => write!(f, "holds out {} more", turns(*k)),
                }
            }
            PuzzleMismatch::TooLong { ply } => write!(
                f,
                "solution: move {ply} is beyond the turns of `wins_in`: the line must end the game sooner"
            ),
            PuzzleMismatch::Unfinished { last } => write!(
                f,
                "solution: the game goes on after the last move, {last}: end the line with the move that wins"
            ),
            PuzzleMismatch::Lost { mv, winner } => match winner {
                Some(side) => write!(f, "solution: {mv} ends the game, won by {side}"),
                None => write!(f, "solution: {mv} ends the game in a draw"),
            },
            PuzzleMismatch::CookNoWin { mv, wins_in } => {
                write!(f, "cooks: {mv} does not win within {}", turns(*wins_in))
            }
            PuzzleMismatch::CookIsSolution { mv } => write!(
                f,
                "cooks: {mv} is the solution's first move, not another win"
            ),
        }
    }
}

fn turns(n: u32) -> String {
    if n == 1 {
        "1 turn".to_owned()
    } else {
        format!("{n} turns")
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
        reason: err.to_string(),
    }
}

/// Warns of the winning first moves that the puzzle does not list.
fn cooks_warning(unlisted: &[Move], n: u32) -> Option<String> {
    let names: Vec<String> = unlisted.iter().map(ToString::to_string).collect();
    let (last, rest) = names.split_last()?;
    let (list, verb, them) = if rest.is_empty() {
        (last.clone(), "also wins", "it")
    } else {
        (
            format!("{} and {last}", rest.join(", ")),
            "also win",
            "them",
        )
    };
    Some(format!(
        "{list} {verb} within {}, so the puzzle has more than one solution: add {them} to `cooks` or change the position",
        turns(n)
    ))
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
