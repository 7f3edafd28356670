//! Counting move sequences, the regression oracle for move generation.

use super::Position;

/// Counts the complete turns at each depth from 1 to `depth`.
///
/// A move that ends the game counts once and is not expanded.
#[must_use]
pub fn perft(position: &Position, depth: usize) -> Vec<u64> {
    let mut counts = vec![0; depth];
    walk(position, &mut counts, 0);
    counts
}

fn walk(position: &Position, counts: &mut [u64], ply: usize) {
    if ply == counts.len() {
        return;
    }
    position.for_each_child(|child| {
        counts[ply] += 1;
        if child.end.is_none() {
            walk(&child.position, counts, ply + 1);
        }
    });
}
