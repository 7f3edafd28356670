//! Exact proofs: does the player to move win within N of his turns, whatever the opponent plays?
//!
//! "Wins within N" means he can force the end of the game in his favour on or before his N-th
//! turn from now (N = 1: a move that wins at once). The proof is exhaustive AND/OR search over
//! every legal move, with no heuristic cut; results are kept by position hash ("no win within n",
//! "a win within n"), which is exact because Bao has no repetition rule: what a player can force
//! from a position depends on the position alone. A never-ending sowing follows the ruleset's
//! `endless` option, as [`Position::children`] applies it: a draw is not a win.
//!
//! The search is the bounded depth-first prover of [`super::solve`], given
//! memory by the number of turns, up to [`PROVE_MEMORY`]: what it forgets when full it proves
//! again, so the bound costs only time.

use std::fmt;

use bao_engine::{Child, Move, Position};

use super::{
    SearchError,
    params::{MAX_PROOF_TURNS, PROVE_MEMORY},
    solve::{MIN_MEMORY, Method, Options, SolveError, prove_with},
};

/// What a proof found for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// He wins on or before his n-th turn, and not before: n is the least.
    WinIn(u32),
    /// He cannot force a win within this many turns.
    NoWinWithin(u32),
}

/// A finished proof: the verdict, the verdict of every legal move, and the work done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved {
    /// The verdict for the position.
    pub proof: Proof,
    /// A move that wins soonest, when there is a win.
    pub best: Option<Move>,
    /// Every legal move with its verdict, in the order [`Position::children`] lists them.
    pub moves: Vec<(Move, Proof)>,
    /// The positions visited.
    pub nodes: u64,
}

/// Error when a proof cannot be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProveError {
    /// The position cannot be searched: the game is over.
    Search(SearchError),
    /// The number of turns is 0 or above [`MAX_PROOF_TURNS`].
    Turns(u32),
    /// The caller stopped the proof; no move wins within `decided` turns, more is not known.
    Stopped {
        /// The most turns proved without a win.
        decided: u32,
        /// The positions visited.
        nodes: u64,
    },
}

impl fmt::Display for ProveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProveError::Search(err) => err.fmt(f),
            ProveError::Turns(n) => write!(
                f,
                "cannot prove a win within {n} turns: give 1 to {MAX_PROOF_TURNS} turns"
            ),
            ProveError::Stopped { decided: 0, .. } => {
                f.write_str("stopped before deciding even a win in 1")
            }
            ProveError::Stopped { decided, .. } => write!(
                f,
                "stopped after proving no win within {decided} turns; a longer proof was not finished"
            ),
        }
    }
}

impl std::error::Error for ProveError {}

/// Decides whether the player to move wins within `turns` turns, and with which moves.
///
/// # Errors
/// Returns [`ProveError::Turns`] for 0 or more than [`MAX_PROOF_TURNS`] turns,
/// [`ProveError::Search`] when the game is over, and [`ProveError::Stopped`] when `stop` said
/// stop before the proof was done.
pub fn prove(
    position: &Position,
    turns: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Proved, ProveError> {
    prove_in_memory(position, turns, true, stop)
}

/// Decides whether the player to move wins within `turns` turns as [`prove`] does, but ends at
/// the first number of turns k within which a move wins: the verdict and the best move are
/// those of [`prove`], and every other move is only known not to win within k (given as
/// [`Proof::NoWinWithin`] k). A win in 1 claimed as a win in 30 is thus found in one turn's
/// work, not thirty.
///
/// # Errors
/// As [`prove`].
pub fn prove_soonest(
    position: &Position,
    turns: u32,
    stop: &dyn Fn() -> bool,
) -> Result<Proved, ProveError> {
    prove_in_memory(position, turns, false, stop)
}

/// Proves with the memory [`prove`] gives, deciding every move or ending at the first win.
fn prove_in_memory(
    position: &Position,
    turns: u32,
    all_moves: bool,
    stop: &dyn Fn() -> bool,
) -> Result<Proved, ProveError> {
    let options = Options {
        memory: (MIN_MEMORY << turns.min(MAX_PROOF_TURNS).saturating_sub(3)).min(PROVE_MEMORY),
        all_moves,
        method: Method::Deepening,
    };
    prove_with(position, turns, &options, &mut |_| {}, stop).map_err(|err| match err {
        SolveError::Prove(err) => err,
        // Never met: PROVE_MEMORY is at least MIN_MEMORY, as asserted below.
        SolveError::Memory(_) => ProveError::Turns(turns),
    })
}

const _: () = assert!(PROVE_MEMORY >= MIN_MEMORY);

/// Puts the moves that take the most seeds first.
pub(super) fn by_captures(position: &Position, children: &mut [Child]) {
    let opponent = position.to_move().opponent();
    children.sort_by_key(|c| c.position.board().count(opponent));
}
