//! Exact proofs: does the player to move win within N of his turns, whatever the opponent plays?
//!
//! "Wins within N" means he can force the end of the game in his favour on or before his N-th
//! turn from now (N = 1: a move that wins at once). The proof is exhaustive AND/OR search over
//! every legal move, with no heuristic cut; results are kept by position hash ("no win within n",
//! "a win within n"), which is exact because Bao has no repetition rule: what a player can force
//! from a position depends on the position alone. A never-ending sowing follows the ruleset's
//! `endless` option, as [`Position::children`] applies it: a draw is not a win.

use std::{collections::HashMap, fmt, rc::Rc};

use crate::engine::{Child, Move, Position, Side};

use super::{
    SearchError,
    params::{CHILDREN_CACHE_SIZE, MAX_PROOF_TURNS},
    zobrist::hash,
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

/// What is known of one position with its player to move.
#[derive(Clone, Copy, Debug)]
struct Known {
    /// He has no win within this many turns.
    no_win_within: u32,
    /// He has a win within this many turns (`u32::MAX`: none known).
    win_within: u32,
}

/// One proof in progress.
struct Prover<'a> {
    known: HashMap<u64, Known>,
    /// The legal moves of positions met, ordered, so that a deeper proof does not sow them out
    /// again (a never-ending candidate can take a second to prove so).
    children: HashMap<u64, Rc<Vec<Child>>>,
    nodes: u64,
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

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
    if turns == 0 || turns > MAX_PROOF_TURNS {
        return Err(ProveError::Turns(turns));
    }
    if let Some(outcome) = position.outcome() {
        return Err(ProveError::Search(SearchError::GameOver(outcome)));
    }
    let me = position.to_move();
    let mut prover = Prover {
        known: HashMap::new(),
        children: HashMap::new(),
        nodes: 0,
        stop,
        stopped: false,
    };
    let children = position.children();
    let mut verdicts: Vec<Option<u32>> = vec![None; children.len()];
    for k in 1..=turns {
        for (child, verdict) in children.iter().zip(verdicts.iter_mut()) {
            if verdict.is_some() {
                continue;
            }
            let wins = match child.end {
                Some(end) => Some(end.winner == Some(me)),
                None => prover.opponent_loses(&child.position, me, k - 1),
            };
            match wins {
                None => {
                    return Err(ProveError::Stopped {
                        decided: k - 1,
                        nodes: prover.nodes,
                    });
                }
                Some(true) => *verdict = Some(k),
                Some(false) => {}
            }
        }
    }
    let moves: Vec<(Move, Proof)> = children
        .iter()
        .zip(&verdicts)
        .map(|(c, v)| (c.mv, v.map_or(Proof::NoWinWithin(turns), Proof::WinIn)))
        .collect();
    let best = children
        .iter()
        .zip(&verdicts)
        .filter_map(|(c, v)| v.map(|k| (k, c.mv)))
        .min_by_key(|(k, _)| *k);
    Ok(Proved {
        proof: best.map_or(Proof::NoWinWithin(turns), |(k, _)| Proof::WinIn(k)),
        best: best.map(|(_, mv)| mv),
        moves,
        nodes: prover.nodes,
    })
}

impl Prover<'_> {
    /// Counts a node and checks the caller's stop now and then.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped && (self.nodes - 1).is_multiple_of(256) {
            self.stopped = (self.stop)();
        }
        !self.stopped
    }

    /// Gets the legal moves of a position, those that take the most seeds first (they end games
    /// soonest), from the cache when it was met before.
    fn children_of(&mut self, position: &Position, key: u64) -> Rc<Vec<Child>> {
        if let Some(children) = self.children.get(&key) {
            return Rc::clone(children);
        }
        let mut children = position.children();
        by_captures(position, &mut children);
        let children = Rc::new(children);
        if self.children.len() < CHILDREN_CACHE_SIZE {
            self.children.insert(key, Rc::clone(&children));
        }
        children
    }

    /// Checks if the player to move in `position` wins within `turns` of his turns; `None` when
    /// stopped.
    fn wins(&mut self, position: &Position, turns: u32) -> Option<bool> {
        if turns == 0 {
            return Some(false);
        }
        if !self.visit() {
            return None;
        }
        let me = position.to_move();
        if position.board().front_is_empty(me) {
            return Some(false);
        }
        let key = hash(position);
        let known = self.known.get(&key).copied().unwrap_or(Known {
            no_win_within: 0,
            win_within: u32::MAX,
        });
        if turns <= known.no_win_within {
            return Some(false);
        }
        if turns >= known.win_within {
            return Some(true);
        }
        let children = self.children_of(position, key);
        let mut won = false;
        for child in children.iter() {
            won = match child.end {
                Some(end) => end.winner == Some(me),
                None => self.opponent_loses(&child.position, me, turns - 1)?,
            };
            if won {
                break;
            }
        }
        let entry = self.known.entry(key).or_insert(known);
        if won {
            entry.win_within = entry.win_within.min(turns);
        } else {
            entry.no_win_within = entry.no_win_within.max(turns);
        }
        Some(won)
    }

    /// Checks if `winner`'s opponent, to move in `position`, loses whatever he plays, with
    /// `winner` to win within `turns` more turns of his own; `None` when stopped.
    fn opponent_loses(&mut self, position: &Position, winner: Side, turns: u32) -> Option<bool> {
        if !self.visit() {
            return None;
        }
        let defender = position.to_move();
        if position.board().front_is_empty(defender) {
            return Some(true);
        }
        let children = self.children_of(position, hash(position));
        if children.is_empty() {
            return Some(true);
        }
        if turns == 0 {
            return Some(false);
        }
        for child in children.iter() {
            let lost = match child.end {
                Some(end) => end.winner == Some(winner),
                None => self.wins(&child.position, turns)?,
            };
            if !lost {
                return Some(false);
            }
        }
        Some(true)
    }
}

/// Puts the moves that take the most seeds first.
pub(super) fn by_captures(position: &Position, children: &mut [Child]) {
    let opponent = position.to_move().opponent();
    children.sort_by_key(|c| c.position.board().count(opponent));
}
