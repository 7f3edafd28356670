//! Playing levels: a search budget and, at the lower levels, a random choice among the moves
//! scored within a margin of the best, never a random move.

use bao_engine::Move;

use super::{Analysis, Score, params::LEVELS};

/// What one level searches and how far from the best it may stray.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The most, in hundredths of a seed, a chosen move's evaluation may fall below the best's.
    pub margin: i32,
}

/// Gets level `n` (1, the weakest, to 6), or `None` outside that range.
#[must_use]
pub fn level(n: u8) -> Option<Level> {
    let (depth, margin) = *LEVELS.get(usize::from(n).checked_sub(1)?)?;
    Some(Level { depth, margin })
}

/// Chooses a move from an analysis: the best, or where the best is an evaluation, any move whose
/// evaluation is within `margin` of it, `pick(n)` (below `n`) choosing among them. A proved win
/// is always played; a proved loss or a draw is never chosen in place of an evaluation.
pub fn choose(analysis: &Analysis, margin: i32, mut pick: impl FnMut(usize) -> usize) -> Move {
    let Score::Eval(best) = analysis.score else {
        return analysis.best;
    };
    let near: Vec<Move> = analysis
        .moves
        .iter()
        .filter(|(_, score)| matches!(score, Score::Eval(e) if *e >= best - margin))
        .map(|(mv, _)| *mv)
        .collect();
    if near.is_empty() {
        return analysis.best;
    }
    near[pick(near.len()).min(near.len() - 1)]
}
