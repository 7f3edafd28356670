//! Playing a proved win out: the attacker's soonest win, the defender's longest defence, and the
//! main line they make, as a puzzle's solution is written and as `bao learn` plays a puzzle.
//!
//! Everything here is exact: it is built on [`prove_soonest`], never on the heuristic search.

use bao_engine::{Child, Move, Position, Side};

use super::{
    SearchError,
    prove::{Proof, ProveError, prove_soonest},
};

/// How long a defence holds out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    /// The attacker can no longer force a win within his remaining turns (or the defender's move
    /// ends the game without the attacker winning).
    Escapes,
    /// The attacker still wins, on or before his n-th turn after this move (0: the move itself
    /// loses the game at once).
    LosesIn(u32),
}

/// The defender's best reply: one that escapes if any does, else one that holds out longest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defence {
    /// The move.
    pub mv: Move,
    /// How long it holds.
    pub holds: Holds,
}

/// Finds the defender's best reply when the attacker has `turns` turns left to win in.
///
/// `position` has the defender to move. Ties go to the first move [`Position::children`] lists.
///
/// # Errors
/// Returns [`ProveError::Search`] when the game is over (the defender has no move, or his front
/// row is empty), and [`ProveError::Stopped`] when `stop` said stop.
pub fn defence(
    position: &Position,
    turns: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Defence, ProveError> {
    if let Some(outcome) = position.outcome() {
        return Err(ProveError::Search(SearchError::GameOver(outcome)));
    }
    let attacker = position.to_move().opponent();
    let mut best: Option<Defence> = None;
    for child in position.children() {
        let holds = holds(&child, attacker, turns, stop)?;
        let better = match (best.map(|b| b.holds), holds) {
            (None, _) => true,
            (Some(Holds::Escapes), _) => false,
            (Some(_), Holds::Escapes) => true,
            (Some(Holds::LosesIn(old)), Holds::LosesIn(new)) => new > old,
        };
        if better {
            best = Some(Defence {
                mv: child.mv,
                holds,
            });
        }
        if holds == Holds::Escapes {
            break;
        }
    }
    // A position that is not over has a legal move.
    best.ok_or(ProveError::Search(SearchError::GameOver(
        position.outcome().unwrap_or(bao_engine::Outcome {
            winner: Some(attacker),
            reason: bao_engine::EndReason::NoLegalMove,
        }),
    )))
}

/// How long the defender's move `child` holds when the attacker has `turns` turns left.
fn holds(
    child: &Child,
    attacker: Side,
    turns: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Holds, ProveError> {
    if let Some(end) = child.end {
        return Ok(if end.winner == Some(attacker) {
            Holds::LosesIn(0)
        } else {
            Holds::Escapes
        });
    }
    if turns == 0 {
        return Ok(Holds::Escapes);
    }
    match prove_soonest(&child.position, turns, stop) {
        Ok(proved) => Ok(match proved.proof {
            Proof::WinIn(k) => Holds::LosesIn(k),
            Proof::NoWinWithin(_) => Holds::Escapes,
        }),
        Err(ProveError::Search(SearchError::GameOver(outcome))) => {
            Ok(if outcome.winner == Some(attacker) {
                Holds::LosesIn(0)
            } else {
                Holds::Escapes
            })
        }
        Err(err) => Err(err),
    }
}

/// Error when a main line cannot be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The proof could not be made (the game is over, a bad number of turns, stopped).
    Prove(ProveError),
    /// The player to move has no win within this many turns.
    NoWin(u32),
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LineError::Prove(err) => err.fmt(f),
            LineError::NoWin(1) => f.write_str("the player to move has no winning move"),
            LineError::NoWin(n) => write!(f, "the player to move has no win within {n} turns"),
        }
    }
}

impl std::error::Error for LineError {}

impl From<ProveError> for LineError {
    fn from(err: ProveError) -> Self {
        LineError::Prove(err)
    }
}

/// Gets the main line of a win within `turns`: the attacker's soonest winning move, the
/// defender's longest defence, and so on until the game ends in the attacker's favour.
///
/// The line starts with the player to move in `position` and ends with the move that wins
/// (the defender is then out of moves or his front row is empty).
///
/// # Errors
/// Returns [`LineError::NoWin`] when there is no win within `turns`, and [`LineError::Prove`]
/// when a proof fails or is stopped.
pub fn main_line(
    position: &Position,
    turns: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Vec<Move>, LineError> {
    let attacker = position.to_move();
    let mut line = Vec::new();
    let mut at = *position;
    let mut left = turns;
    loop {
        let proved = prove_soonest(&at, left, stop)?;
        let (Proof::WinIn(k), Some(mv)) = (proved.proof, proved.best) else {
            return Err(LineError::NoWin(left));
        };
        line.push(mv);
        // The moves are the positions' own, so never illegal.
        let played = at.play(mv).map_err(|_| LineError::NoWin(left))?;
        if played.outcome.is_some() {
            return Ok(line);
        }
        let reply = defence(&played.position, k - 1, stop)?;
        line.push(reply.mv);
        let next = played
            .position
            .play(reply.mv)
            .map_err(|_| LineError::NoWin(left))?;
        if next.outcome.is_some() {
            // The defender's reply lost at once (his front row emptied by his own sowing).
            return Ok(line);
        }
        debug_assert_eq!(next.position.to_move(), attacker);
        at = next.position;
        left = k - 1;
    }
}
