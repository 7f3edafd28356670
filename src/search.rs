//! The game-tree search behind `bao analyse`: pure like the engine, with no clock of its own.
//!
//! - [`analyse`] (or [`analyse_with`] other evaluation weights): iterative deepening negamax alpha-beta with principal variation search
//!   ([`negamax`]), a transposition table ([`table`]) keyed by a Zobrist hash ([`zobrist`]), move
//!   ordering (the table's move, captures by size, history) and a capture extension at the
//!   horizon, over the evaluation in [`eval`].
//! - [`prove`]: exact `win in N` proofs; [`puzzle`] plays them out (soonest win, longest
//!   defence, the main line).
//! - [`find`]: puzzles from random games, each a unique win in N proved by [`prove`].
//! - [`level`]: playing levels, weaker by a smaller budget and a choice among near-best moves.
//! - [`solve`]: the proofs of `prove` in bounded memory, by deepening or by df-pn, with progress.
//!
//! Time comes in as a stop check the caller gives: the search calls it every few hundred nodes,
//! between moves at the root and, through the engine's [`Watch`](crate::engine::Watch), every
//! few million laps of a long sowing, and when it says stop, returns the best move of the
//! deepest search completed. Every tunable number is in [`params`]. Legal moves are the engine's
//! own (sown out together, or one at a time where no capture is possible), so never-ending moves
//! follow the ruleset's `endless` option exactly as [`Position::children`] does.
//!
//! ```
//! use bao::engine::{Position, Rules};
//! use bao::search::{Limits, analyse};
//!
//! let start = Position::start(Rules::KISWAHILI);
//! let analysis = analyse(&start, Limits { depth: 2, nodes: None }, &|| false)?;
//! assert!(start.legal_moves().contains(&analysis.best));
//! # Ok::<(), bao::search::SearchError>(())
//! ```

pub mod dice;
pub mod eval;
pub mod find;
pub mod level;
mod negamax;
pub mod params;
pub mod prove;
pub mod puzzle;
pub mod solve;
pub mod table;
pub mod zobrist;

use std::{fmt, ops::ControlFlow};

use crate::engine::{Child, EndReason, Move, Outcome, Position, Watch};
use negamax::{INFINITY, Searcher, terminal};
use params::{MATE_RANGE, MAX_PLY, QUIESCENCE_PLIES, WIN, Weights};

/// Asks the caller's stop check during a long sowing, which it then cuts short.
struct StopWatch<'a>(&'a dyn Fn() -> bool);

impl Watch for StopWatch<'_> {
    fn laps(&mut self, _: u64) -> ControlFlow<()> {
        if (self.0)() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

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
    /// The line expected, starting with the best move.
    pub pv: Vec<Move>,
    /// The deepest iteration completed (0 when none was: the moves are then ordered by the
    /// evaluation of the positions they lead to).
    pub depth: u32,
    /// The nodes visited.
    pub nodes: u64,
    /// Every legal move with its score at that depth, best first.
    pub moves: Vec<(Move, Score)>,
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
                let why = match outcome.reason {
                    EndReason::FrontRowEmpty => "the front row of the player to move is empty",
                    EndReason::NoLegalMove => "the player to move has no legal move",
                    EndReason::NeverEnding => "a sowing never ends",
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

/// One root move as the last completed iteration scored it.
#[derive(Clone, Debug)]
struct RootMove {
    child: Child,
    value: i32,
    line: Vec<Move>,
}

/// Searches a position by iterative deepening up to `limits`, stopping when `stop` returns true.
///
/// A search stopped early gives the result of its deepest completed iteration; one stopped in
/// the first gives the moves ordered by the evaluation of the positions they lead to. A root
/// move whose sowing the stop cut short is left out of [`Analysis::moves`], unless no other move
/// is legal.
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
    // A sowing the stop cut short here is sown again, and cut again, among the root's moves.
    if let Ok(Some(outcome)) = position.outcome_watched(&mut StopWatch(stop)) {
        return Err(SearchError::GameOver(outcome));
    }
    let children = root_children(position, stop);
    if children.is_empty() {
        let outcome = position
            .outcome()
            .expect("no legal move is the end of the game");
        return Err(SearchError::GameOver(outcome));
    }
    let me = position.to_move();
    let mut searcher = Searcher::new(stop, limits.nodes, *weights);
    let mut roots: Vec<RootMove> = children
        .into_iter()
        .map(|child| {
            let value = match child.end {
                Some(end) => terminal(end, me, 1),
                None => -eval::evaluate_with(&child.position, weights),
            };
            RootMove {
                child,
                value,
                line: vec![child.mv],
            }
        })
        .collect();
    roots.sort_by_key(|r| std::cmp::Reverse(r.value));
    let max_depth = limits
        .depth
        .min((MAX_PLY as u32).saturating_sub(QUIESCENCE_PLIES + 1));
    let mut completed = 0;
    for depth in 1..=max_depth {
        let Some(next) = iterate(&mut searcher, position, &roots, depth) else {
            break;
        };
        roots = next;
        completed = depth;
        if roots.iter().all(|r| r.value.abs() > WIN - MATE_RANGE) {
            // Every move is proved a win or a loss: deeper search changes nothing.
            break;
        }
    }
    let moves: Vec<(Move, Score)> = roots.iter().map(|r| (r.child.mv, score_of(r))).collect();
    let best = &roots[0];
    Ok(Analysis {
        best: best.child.mv,
        score: moves[0].1,
        pv: best.line.clone(),
        depth: completed,
        nodes: searcher.nodes,
        moves,
    })
}

/// Sows out the root's moves, cutting a long sowing short when `stop` says so: a move whose
/// sowing was cut short is left out, unless no other move is legal (then every candidate is sown
/// out to the end, so that the search always has a legal move to give).
fn root_children(position: &Position, stop: &dyn Fn() -> bool) -> Vec<Child> {
    let mut children = Vec::new();
    let mut cut = false;
    for mv in position.candidates().iter() {
        // Once stopped, every later long sowing is cut at the watch's first look.
        let Ok((child, choice)) = position.child(mv, &mut (), &mut StopWatch(stop)) else {
            cut = true;
            continue;
        };
        children.extend(child);
        if choice {
            let safari = Move { safari: true, ..mv };
            match position.child(safari, &mut (), &mut StopWatch(stop)) {
                Ok((child, _)) => children.extend(child),
                Err(_) => cut = true,
            }
        }
    }
    if children.is_empty() && cut {
        return position.children();
    }
    children
}

/// Searches every root move to `depth` with a full window, so that each gets an exact score;
/// gives them best first, or `None` when the search was stopped.
fn iterate(
    searcher: &mut Searcher,
    position: &Position,
    roots: &[RootMove],
    depth: u32,
) -> Option<Vec<RootMove>> {
    let me = position.to_move();
    let mut next = Vec::with_capacity(roots.len());
    for root in roots {
        if searcher.check_stop_now() {
            return None;
        }
        let child = root.child;
        let (value, line) = match child.end {
            Some(end) => (terminal(end, me, 1), vec![child.mv]),
            None => {
                let value = -searcher.negamax(
                    &child.position,
                    depth - 1,
                    1,
                    -INFINITY,
                    INFINITY,
                    QUIESCENCE_PLIES,
                );
                let mut line = vec![child.mv];
                line.extend_from_slice(searcher.line(1));
                (value, line)
            }
        };
        if searcher.stopped {
            return None;
        }
        next.push(RootMove { child, value, line });
    }
    // A stable sort keeps the earlier order among equals, so the best move stays put.
    next.sort_by_key(|r| std::cmp::Reverse(r.value));
    Some(next)
}

/// Scores a root move, calling it a draw when its score is 0 because its line ends in a
/// never-ending sowing ruled a draw.
fn score_of(root: &RootMove) -> Score {
    if root.value == 0 && ends_in_draw(root) {
        Score::Draw
    } else {
        Score::from_value(root.value)
    }
}

/// Checks if playing a root move's line ends in a draw, sowing each later move of the line alone.
fn ends_in_draw(root: &RootMove) -> bool {
    let mut child = root.child;
    for mv in &root.line[1..] {
        if child.end.is_some() {
            break;
        }
        let started = Move {
            safari: false,
            ..*mv
        };
        if !child.position.candidates().iter().any(|c| c == started) {
            return false;
        }
        match child.position.child(*mv, &mut (), &mut ()) {
            Ok((Some(next), choice)) if choice || !mv.safari => child = next,
            _ => return false,
        }
    }
    child.end.is_some_and(|end| end.winner.is_none())
}
