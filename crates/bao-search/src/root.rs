//! The root of a search: its moves sown with a share of the work, deepened one iteration at a
//! time, each searched with a full window.
//!
//! A root move whose sowing runs past its share (at first [`ROOT_FIRST_LAPS`], later as many laps
//! as the search so far has cost, counting
//! [`ROOT_LAPS_PER_NODE`](super::params::ROOT_LAPS_PER_NODE) for each node) is set aside, so that a
//! never-ending candidate cannot take the whole budget from the others. It is sown again with
//! each larger share, joins the search at the next iteration once its sowing ends, and is sown
//! to the end when the search itself has ended without a stop. One still unsown, or sown but not
//! searched, when the stop comes is listed as [`Unscored`], never dropped and never given a
//! score.

use std::ops::ControlFlow;

use bao_engine::{Child, EndReason, Move, Outcome, Position, WATCH_EVERY, Watch};

use super::{
    Analysis, Progress, Score, SearchError, Unscored, eval,
    negamax::{INFINITY, Searcher, terminal},
    params::{
        MATE_RANGE, MAX_PLY, QUIESCENCE_PLIES, ROOT_EXACT_DEPTH, ROOT_FIRST_LAPS, STOP_CHECK_LAPS,
        WIN, Weights,
    },
    steady,
    table::Table,
};

/// Asks the caller's stop check during a root move's sowing, and cuts the sowing when it runs
/// past its share of laps.
struct ShareWatch<'a> {
    stop: &'a dyn Fn() -> bool,
    /// The most laps the sowing may run, if limited.
    share: Option<u64>,
    /// The laps of the relay runs before the current one, and of the current one so far.
    before: u64,
    current: u64,
    /// Whether the share ran out (rather than the stop saying so).
    spent: bool,
}

impl Watch for ShareWatch<'_> {
    fn laps(&mut self, laps: u64) -> ControlFlow<()> {
        // The share is measured at the engine's own looks, as when the stop was asked only at
        // those, so that which moves are set aside does not depend on how often it is asked.
        if laps.is_multiple_of(WATCH_EVERY) {
            if laps < self.current {
                // A new run of relays within the same sowing.
                self.before += self.current;
            }
            self.current = laps;
            if self.share.is_some_and(|share| self.before + laps >= share) {
                self.spent = true;
                return ControlFlow::Break(());
            }
        }
        if (self.stop)() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    fn every(&self) -> u64 {
        STOP_CHECK_LAPS
    }
}

/// How sowing one root candidate went.
enum Sown {
    /// It ended: its legal moves (none when it never ends and the rules make that illegal; two
    /// when it reaches the choice between stop and safari).
    Ended(Vec<Child>),
    /// It ran past its share.
    Spent,
    /// The stop cut it short.
    Stopped,
}

/// Sows a root candidate out, within `share` laps if given, while `stop` may cut it short.
fn sow(position: &Position, mv: Move, share: Option<u64>, stop: &dyn Fn() -> bool) -> Sown {
    let mut watch = ShareWatch {
        stop,
        share,
        before: 0,
        current: 0,
        spent: false,
    };
    let mut children = Vec::new();
    let mut sown = position.sow_candidate(mv, &mut watch);
    if let Ok((child, choice)) = sown {
        children.extend(child);
        if choice {
            sown = position.sow_candidate(mv.with_safari(true), &mut watch);
            if let Ok((child, _)) = sown {
                children.extend(child);
            }
        }
    }
    match sown {
        Ok(_) => Sown::Ended(children),
        Err(_) if watch.spent => Sown::Spent,
        Err(_) => Sown::Stopped,
    }
}

/// One root move as the last completed iteration scored it.
#[derive(Clone, Debug)]
struct RootMove {
    child: Child,
    value: i32,
    line: Vec<Move>,
}

impl RootMove {
    /// A root move scored by the evaluation of the position it leads to, as at depth 0.
    fn new(child: Child, weights: &Weights) -> RootMove {
        let value = match child.end {
            Some(end) => terminal(end, child.position.to_move().opponent(), 1),
            None => -eval::evaluate_with(&child.position, weights),
        };
        RootMove {
            child,
            value,
            line: vec![child.mv],
        }
    }
}

/// A root candidate set aside, with the share of laps its last sowing ran out of.
struct Aside {
    mv: Move,
    share: u64,
}

/// The root moves of one search, by how far each has got.
struct Root<'a> {
    position: &'a Position,
    stop: &'a dyn Fn() -> bool,
    weights: &'a Weights,
    /// The moves the last completed iteration scored, best first.
    scored: Vec<RootMove>,
    /// The moves sown out since, which the next iteration searches with the others.
    fresh: Vec<RootMove>,
    /// The candidates whose sowing has not ended yet.
    aside: Vec<Aside>,
}

impl Root<'_> {
    /// Sows each candidate set aside whose share has at least doubled since its last try (every
    /// one with `None`, to its end), until the stop; gives false when the stop came.
    fn sow_aside(&mut self, share: Option<u64>) -> bool {
        let mut i = 0;
        while i < self.aside.len() {
            let aside = &mut self.aside[i];
            if share.is_some_and(|s| s < aside.share.saturating_mul(2)) {
                i += 1;
                continue;
            }
            match sow(self.position, aside.mv, share, self.stop) {
                Sown::Ended(children) => {
                    self.aside.remove(i);
                    let weights = self.weights;
                    self.fresh
                        .extend(children.into_iter().map(|c| RootMove::new(c, weights)));
                }
                Sown::Spent => {
                    aside.share = share.unwrap_or(u64::MAX);
                    i += 1;
                }
                Sown::Stopped => return false,
            }
        }
        true
    }
}

/// Searches a position as [`super::analyse_with`] documents, in `table`, telling `progress`
/// each iteration completed; with `best_first`, iterations deeper than [`ROOT_EXACT_DEPTH`]
/// score exactly only the best root move.
pub(super) fn analyse_root(
    position: &Position,
    limits: super::Limits,
    weights: &Weights,
    table: &mut Table,
    best_first: bool,
    stop: &dyn Fn() -> bool,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Analysis, SearchError> {
    let super::Limits { depth, nodes } = limits;
    // Told apart here rather than by `Position::outcome`, which would sow every candidate again.
    let game_over = |reason| {
        Err(SearchError::GameOver(Outcome {
            winner: Some(position.to_move().opponent()),
            reason,
        }))
    };
    if let Some(outcome) = position.front_row_outcome() {
        return Err(SearchError::GameOver(outcome));
    }
    let mut root = Root {
        position,
        stop,
        weights,
        scored: Vec::new(),
        fresh: Vec::new(),
        aside: Vec::new(),
    };
    let mut stopped = false;
    for mv in position.candidates().iter() {
        // Once stopped, every later long sowing is cut at the watch's first look.
        match sow(position, mv, Some(ROOT_FIRST_LAPS), stop) {
            Sown::Ended(children) => root
                .scored
                .extend(children.into_iter().map(|c| RootMove::new(c, weights))),
            Sown::Spent => root.aside.push(Aside {
                mv,
                share: ROOT_FIRST_LAPS,
            }),
            Sown::Stopped => {
                stopped = true;
                root.aside.push(Aside { mv, share: 0 });
            }
        }
    }
    if root.scored.is_empty() {
        // Only long sowings are left: sow them to the end, or every candidate out whatever the
        // stop says, so that the search always has a legal move to give.
        if !stopped && root.sow_aside(None) && root.fresh.is_empty() {
            // Every candidate never ends, which these rules forbid.
            return game_over(EndReason::NoLegalMove);
        }
        root.scored.append(&mut root.fresh);
        if root.scored.is_empty() {
            root.aside.clear();
            root.scored = position
                .children()
                .into_iter()
                .map(|c| RootMove::new(c, weights))
                .collect();
        }
        if root.scored.is_empty() {
            return game_over(EndReason::NoLegalMove);
        }
    }
    root.scored.sort_by_key(|r| std::cmp::Reverse(r.value));
    let mut searcher = Searcher::new(table, stop, nodes, *weights);
    searcher.stopped = stopped;
    let max_depth = depth.min((MAX_PLY as u32).saturating_sub(QUIESCENCE_PLIES + 1));
    let mut completed = 0;
    // The best value of the iteration before the last completed one.
    let mut previous = None;
    for depth in 1..=max_depth {
        if searcher.stopped {
            break;
        }
        let share = ROOT_FIRST_LAPS.max(searcher.work());
        if !root.sow_aside(Some(share)) {
            searcher.stopped = true;
            break;
        }
        let moves = root.scored.iter().chain(&root.fresh);
        let best_only = best_first && depth > ROOT_EXACT_DEPTH;
        let Some(next) = iterate(&mut searcher, position, moves, depth, best_only) else {
            break;
        };
        if completed > 0 {
            previous = Some(root.scored[0].value);
        }
        root.scored = next;
        root.fresh.clear();
        completed = depth;
        let best = &root.scored[0];
        progress(&Progress {
            depth,
            best: best.child.mv,
            score: score_of(best),
            pv: &best.line,
            nodes: searcher.nodes,
        });
        if root.scored.iter().all(|r| r.value.abs() > WIN - MATE_RANGE) {
            // Every move is proved a win or a loss: deeper search changes nothing.
            break;
        }
    }
    if !searcher.stopped && !root.aside.is_empty() {
        // The search ended by its depth: the moves still set aside now have all the time left.
        searcher.stopped = !root.sow_aside(None);
    }
    if completed == 0 {
        // At depth 0 every move sown is scored by the evaluation alike.
        root.scored.append(&mut root.fresh);
        root.scored.sort_by_key(|r| std::cmp::Reverse(r.value));
    } else if !root.fresh.is_empty()
        && !searcher.stopped
        && let Some(late) = iterate(&mut searcher, position, root.fresh.iter(), completed, false)
    {
        root.fresh.clear();
        root.scored.extend(late);
        // A stable sort keeps the earlier order among equals, so the best move stays put.
        root.scored.sort_by_key(|r| std::cmp::Reverse(r.value));
    }
    let moves: Vec<(Move, Score)> = root
        .scored
        .iter()
        .map(|r| (r.child.mv, score_of(r)))
        .collect();
    let unscored = root
        .aside
        .iter()
        .map(|a| (a.mv, Unscored::Unsown))
        .chain(
            root.fresh
                .iter()
                .map(|r| (r.child.mv, Unscored::Unsearched)),
        )
        .collect();
    let best = &root.scored[0];
    let score = moves[0].1;
    let steady = match score {
        Score::Eval(_) => Score::from_value(steady::combine(previous, best.value)),
        proved_or_drawn => proved_or_drawn,
    };
    Ok(Analysis {
        best: best.child.mv,
        score,
        steady,
        pv: best.line.clone(),
        depth: completed,
        nodes: searcher.nodes,
        moves,
        unscored,
    })
}

/// Searches every root move to `depth` with a full window, so that each gets an exact score,
/// or with `best_only` each after the first with a null window at the best score so far, again
/// with a full one only when it does better; gives them best first, or `None` when the search
/// was stopped.
fn iterate<'r>(
    searcher: &mut Searcher,
    position: &Position,
    roots: impl Iterator<Item = &'r RootMove>,
    depth: u32,
    best_only: bool,
) -> Option<Vec<RootMove>> {
    let me = position.to_move();
    let mut next = Vec::new();
    // The best score so far, which the later moves are searched against with `best_only`.
    let mut alpha = -INFINITY;
    for root in roots {
        if searcher.check_stop_now() {
            return None;
        }
        let child = root.child;
        let (value, line) = match child.end {
            Some(end) => (terminal(end, me, 1), vec![child.mv]),
            None => {
                let mut search = |lower: i32, upper: i32| {
                    -searcher.negamax(
                        &child.position,
                        depth - 1,
                        1,
                        -upper,
                        -lower,
                        QUIESCENCE_PLIES,
                    )
                };
                let value = if best_only && alpha > -INFINITY {
                    let probe = search(alpha, alpha + 1);
                    if probe > alpha {
                        search(alpha, INFINITY)
                    } else {
                        probe
                    }
                } else {
                    search(-INFINITY, INFINITY)
                };
                let mut line = vec![child.mv];
                line.extend_from_slice(searcher.line(1));
                (value, line)
            }
        };
        if searcher.stopped {
            return None;
        }
        alpha = alpha.max(value);
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
        let started = mv.with_safari(false);
        if !child.position.candidates().iter().any(|c| c == started) {
            return false;
        }
        match child.position.sow_candidate(*mv, &mut ()) {
            Ok((Some(next), choice)) if choice || !mv.is_safari() => child = next,
            _ => return false,
        }
    }
    child.end.is_some_and(|end| end.winner.is_none())
}
