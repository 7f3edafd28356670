//! Which puzzle comes next: one not yet solved and not yet tried in this session, near the
//! learner's rating (a few nearest, taken in turn for some spread), or the easiest in a streak.

use std::collections::BTreeSet;

use super::Mode;
use crate::{progress::Puzzles, puzzles::collection::Puzzle};

/// How many of the nearest puzzles the rated mode chooses among.
const SPREAD: usize = 4;

/// Gets the index of the next puzzle, or none when every puzzle was tried in this session.
pub(super) fn next(
    puzzles: &[Puzzle],
    record: &Puzzles,
    tried: &BTreeSet<String>,
    mode: Mode,
) -> Option<usize> {
    let fresh = |p: &&Puzzle| !tried.contains(&p.id);
    let unsolved: Vec<usize> = (0..puzzles.len())
        .filter(|&i| fresh(&&puzzles[i]) && !record.solved.contains(&puzzles[i].id))
        .collect();
    // Once every puzzle is solved, the solved ones come round again.
    let mut candidates = if unsolved.is_empty() {
        (0..puzzles.len())
            .filter(|&i| fresh(&&puzzles[i]))
            .collect()
    } else {
        unsolved
    };
    match mode {
        Mode::Streak => candidates
            .into_iter()
            .min_by_key(|&i| (puzzles[i].rating, i)),
        Mode::Rated => {
            let target = record.rating.rating;
            candidates.sort_by(|&a, &b| {
                let da = (f64::from(puzzles[a].rating) - target).abs();
                let db = (f64::from(puzzles[b].rating) - target).abs();
                da.total_cmp(&db).then(a.cmp(&b))
            });
            let near = candidates.len().min(SPREAD);
            let turn = record.history.len() % near.max(1);
            candidates.get(turn).copied()
        }
    }
}
