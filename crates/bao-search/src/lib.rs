//! The game-tree search behind `bao analyse`: pure like the engine, with no clock of its own.
//!
//! - [`analyse`] (or [`analyse_with`] other evaluation weights, or [`Search`] a table kept from
//!   one search to the next and each iteration told as it completes): iterative deepening negamax alpha-beta with principal variation search
//!   (the private module `negamax`), a transposition table ([`table`]) keyed by a Zobrist hash ([`zobrist`]), move
//!   ordering (the table's move, captures by size, history) and a capture extension at the
//!   horizon, over the evaluation in [`eval`].
//! - [`prove`]: exact `win in N` proofs; [`puzzle`] plays them out (soonest win, longest
//!   defence, the main line).
//! - [`find`]: puzzles from random games, each a unique win in N proved by [`prove`].
//! - [`generate`]: the puzzle collection from self-play games at mixed levels, each puzzle
//!   proved by [`verify`], the collection's one judge.
//! - [`level`]: playing levels, weaker by a smaller budget and a choice among near-best moves.
//! - [`solve`]: the proofs of `prove` in bounded memory, by deepening or by df-pn, with progress.
//!
//! Time comes in as a stop check the caller gives: the search calls it every
//! [`params::STOP_CHECK_NODES`] nodes, between moves at the root and, through the engine's
//! [`Watch`](bao_engine::Watch), every [`params::STOP_CHECK_LAPS`] laps of a long sowing (about a
//! millisecond), and when it says stop, returns the best move of the
//! deepest search completed, listing the root moves it had no time to score as such (a root move
//! whose sowing runs long is set aside, with a share of the work, so that it cannot take the
//! whole budget from the others). Every tunable number is in [`params`]. Legal moves are the engine's
//! own (sown out together, or one at a time where no capture is possible), so never-ending moves
//! follow the ruleset's `endless` option exactly as [`Position::children`] does.
//!
//! # Examples
//!
//! Analyse the start to a fixed depth (a fixed depth or node count gives the same answer on
//! every machine; a caller with a clock passes a `stop` that reads it):
//!
//! ```
//! use bao_engine::{Position, Rules};
//! use bao_search::{Limits, Score, analyse, chance::{chance, percent}};
//!
//! let start = Position::start(Rules::KISWAHILI);
//! let analysis = analyse(&start, Limits { depth: 4, nodes: None }, &|| false)?;
//! assert!(start.legal_moves().contains(&analysis.best));
//! assert_eq!(analysis.pv.first(), Some(&analysis.best));
//! assert!(matches!(analysis.score, Score::Eval(_)));
//! // The score as the mover's chance to win, for people.
//! let percent = percent(chance(analysis.score));
//! assert!((0..=100).contains(&percent));
//! # Ok::<(), bao_search::SearchError>(())
//! ```
//!
//! Prove a puzzle: South to move wins within two of his turns, `A2L` is his only winning move,
//! and the line against the longest defence is `A2L a2L A6R`:
//!
//! ```
//! use bao_engine::{Rules, Setup};
//! use bao_search::{prove::{Proof, prove}, puzzle::main_line};
//!
//! let text = "0,0,0,0,0,1,2,2/0,3,1,9,0,0,3,1/1,1,1,1,0,1,0,1/2,2,1,1,1,1,0,2 S stock=13,13 nyumba=N";
//! let position = text.parse::<Setup>()?.into_position(Rules::KISWAHILI)?;
//! let proved = prove(&position, 2, &|| false)?;
//! assert_eq!(proved.proof, Proof::WinIn(2));
//! let winners: Vec<String> = proved
//!     .moves
//!     .iter()
//!     .filter(|(_, proof)| matches!(proof, Proof::WinIn(_)))
//!     .map(|(mv, _)| mv.to_string())
//!     .collect();
//! assert_eq!(winners, ["A2L"]);
//! let line: Vec<String> = main_line(&position, 2, &|| false)?.iter().map(|m| m.to_string()).collect();
//! assert_eq!(line, ["A2L", "a2L", "A6R"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod chance;
pub mod dice;
pub mod eval;
pub mod find;
pub mod generate;
#[cfg(test)]
mod kept_tests;
pub mod level;
mod negamax;
pub mod params;
pub mod prove;
pub mod puzzle;
pub mod rating;
mod root;
pub mod solve;
pub mod steady;
pub mod table;
pub mod theme;
pub mod verify;
pub mod zobrist;

use std::fmt;

use bao_engine::{EndReason, Move, Outcome, Position};
use params::{MATE_RANGE, TABLE_FIRST_BITS, WIN, Weights};
use table::Table;

/// What a score says, from the side of the player to move at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// A heuristic evaluation in hundredths of a seed.
    Eval(i32),
    /// Proved: the player to move wins on or before his n-th turn from now.
    WinIn(u32),
    /// Proved: the opponent wins on or before his n-th turn, however the player defends.
    LossIn(u32),
    /// The line ends in a draw by the never-ending ruling.
    Draw,
}

impl Score {
    /// Reads a search value, counted from the root, as a score.
    ///
    /// A game won by the `p`-th ply scores `WIN - p`: the player's own move at ply `p` (odd) is
    /// his `(p + 1) / 2`-th turn; an opponent losing by his own move at ply `p` (even, under
    /// `endless=mover-loses`) ends the game before the player's `p / 2 + 1`-th turn. Losses count
    /// the opponent's turns alike.
    #[must_use]
    pub fn from_value(value: i32) -> Score {
        if value > WIN - MATE_RANGE {
            Score::WinIn((WIN - value) as u32 / 2 + 1)
        } else if value < -(WIN - MATE_RANGE) {
            Score::LossIn(((WIN + value) as u32).div_ceil(2))
        } else {
            Score::Eval(value)
        }
    }
}

/// How far a search may go; the caller's stop check may end it sooner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (at most [`params::MAX_PLY`] less the capture extension).
    pub depth: u32,
    /// The most nodes to visit, if limited.
    pub nodes: Option<u64>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The best move.
    pub best: Move,
    /// Its score.
    pub score: Score,
    /// The position's score with the lean of the depth's parity taken out: the best scores of
    /// the last two iterations weighed together ([`steady`]), or [`Analysis::score`] itself when
    /// it is a proof or a draw or only one iteration was completed. What a person following a
    /// game is shown, as a chance ([`chance`]); [`Analysis::score`] is the one the moves are
    /// chosen by.
    pub steady: Score,
    /// The line expected, starting with the best move.
    pub pv: Vec<Move>,
    /// The deepest iteration completed (0 when none was: the moves are then ordered by the
    /// evaluation of the positions they lead to).
    pub depth: u32,
    /// The nodes visited.
    pub nodes: u64,
    /// Every legal move searched, with its score at that depth, best first.
    pub moves: Vec<(Move, Score)>,
    /// Every other root move, with why it has no score: together with [`Analysis::moves`], every
    /// legal move, each once (a move whose sowing had not ended is listed even though, under
    /// `endless=illegal`, it may prove never-ending and so not legal). Empty unless the search
    /// was stopped.
    pub unscored: Vec<(Move, Unscored)>,
}

/// Why a root move has no score in an [`Analysis`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unscored {
    /// Its sowing had not ended when the search was stopped: it ran past its share of the
    /// search and was set aside. The move may never end, which under `endless=illegal` would
    /// make it no legal move at all.
    Unsown,
    /// It was sown out, but the search was stopped before it was searched as deep as the moves
    /// scored.
    Unsearched,
}

/// Error when a position cannot be searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchError {
    /// The game is over: the player to move has lost (or it is drawn).
    GameOver(Outcome),
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::GameOver(outcome) => {
                let why = match (outcome.reason, outcome.winner) {
                    // Named by side: a position may be given with either front row empty.
                    (EndReason::FrontRowEmpty, Some(winner)) => {
                        format!("{}'s front row is empty", winner.opponent())
                    }
                    (EndReason::FrontRowEmpty, None) => "a front row is empty".to_owned(),
                    (EndReason::NoLegalMove, _) => {
                        "the player to move has no legal move".to_owned()
                    }
                    (EndReason::NeverEnding, _) => "a sowing never ends".to_owned(),
                };
                match outcome.winner {
                    Some(winner) => write!(f, "the game is over: {why}, so {winner} has won"),
                    None => write!(f, "the game is over: {why}, a draw"),
                }
            }
        }
    }
}

impl std::error::Error for SearchError {}

/// Searches a position by iterative deepening up to `limits`, stopping when `stop` returns true.
///
/// A search stopped early gives the result of its deepest completed iteration; one stopped in
/// the first gives the moves ordered by the evaluation of the positions they lead to.
///
/// A root move whose sowing runs long (a never-ending candidate, say) is set aside while the
/// others are searched, and sown again with a share of laps as large as the work of the search so
/// far ([`params::ROOT_LAPS_PER_NODE`]); a search that reaches its depth sows it to the end and
/// searches it too. One whose sowing or search the stop cut short is listed in
/// [`Analysis::unscored`], never dropped and never given a score (unless no other move is
/// legal: then every candidate is sown out, so that the search always has a legal move to give).
///
/// # Errors
/// Returns [`SearchError::GameOver`] when the player to move has already lost.
pub fn analyse(
    position: &Position,
    limits: Limits,
    stop: &dyn Fn() -> bool,
) -> Result<Analysis, SearchError> {
    analyse_with(position, limits, &Weights::DEFAULT, stop)
}

/// Searches a position as [`analyse`] does, evaluating quiet positions with `weights`.
///
/// # Errors
/// Returns [`SearchError::GameOver`] when the player to move has already lost.
pub fn analyse_with(
    position: &Position,
    limits: Limits,
    weights: &Weights,
    stop: &dyn Fn() -> bool,
) -> Result<Analysis, SearchError> {
    Search::exact_with_weights(*weights).analyse(position, limits, stop, &mut |_| {})
}

/// What a search has found when it completes an iteration: told to the caller of
/// [`Search::analyse`] as it goes, so that a front end can show the search deepening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress<'a> {
    /// The iteration just completed, in plies.
    pub depth: u32,
    /// Its best move.
    pub best: Move,
    /// The best move's score.
    pub score: Score,
    /// The line expected, starting with the best move.
    pub pv: &'a [Move],
    /// The nodes visited so far.
    pub nodes: u64,
}

/// A search that keeps its transposition table from one call to the next, as an engine playing a
/// game does between its moves; [`analyse`] makes a fresh one for each position.
///
/// What a kept table holds is only a hint: its moves are checked against the position's legal
/// moves, and its scores used only where they were searched at least as deep as needed. A search
/// in a kept table so gets to a depth sooner, and may score a position from what an earlier
/// search saw deeper than itself, so that its result can differ from a fresh search's.
///
/// It searches for the best move, as an engine playing does: in iterations deeper than
/// [`params::ROOT_EXACT_DEPTH`] only the best root move gets an exact score, each other one the
/// bound that shows it no better (see [`params::ROOT_EXACT_DEPTH`]); [`analyse`] scores every
/// root move exactly at every depth.
#[derive(Debug)]
pub struct Search {
    table: Table,
    weights: Weights,
    /// Whether iterations deeper than [`params::ROOT_EXACT_DEPTH`] score only the best root move.
    best_first: bool,
}

impl Search {
    /// Makes a search with the default evaluation weights and an empty table.
    #[must_use]
    pub fn new() -> Search {
        Search::with_weights(Weights::DEFAULT)
    }

    /// Makes a search that scores every root move exactly at every depth, as [`analyse`] does:
    /// for a report that lists each move's score (`bao analyse --prove`), where [`Search::new`]
    /// searches for the best move only.
    #[must_use]
    pub fn exact() -> Search {
        Search::exact_with_weights(Weights::DEFAULT)
    }

    /// Makes a search as [`Search::exact`] with `weights`.
    fn exact_with_weights(weights: Weights) -> Search {
        Search {
            best_first: false,
            ..Search::with_weights(weights)
        }
    }

    /// Makes a search with `weights` and an empty table.
    #[must_use]
    pub fn with_weights(weights: Weights) -> Search {
        Search {
            table: Table::new(TABLE_FIRST_BITS),
            weights,
            best_first: true,
        }
    }

    /// Forgets what the table holds, as at a new game.
    pub fn clear(&mut self) {
        self.table = Table::new(TABLE_FIRST_BITS);
    }

    /// Searches a position as [`analyse`] does, in the kept table, telling `progress` each
    /// iteration as it completes.
    ///
    /// # Errors
    /// Returns [`SearchError::GameOver`] when the player to move has already lost.
    pub fn analyse(
        &mut self,
        position: &Position,
        limits: Limits,
        stop: &dyn Fn() -> bool,
        progress: &mut dyn FnMut(&Progress),
    ) -> Result<Analysis, SearchError> {
        root::analyse_root(
            position,
            limits,
            &self.weights,
            &mut self.table,
            self.best_first,
            stop,
            progress,
        )
    }
}

impl Default for Search {
    fn default() -> Search {
        Search::new()
    }
}
