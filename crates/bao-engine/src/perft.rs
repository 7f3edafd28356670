//! Counting move sequences, the regression oracle for move generation.

use super::{
    Cancelled, Child, Endless, Move, Position, Watch, movegen,
    sowing::{Quiet, Stop},
};

/// The deepest depth counted: each ply multiplies the work about five times from the start
/// (depth 10 takes a tenth of a second, depth 15 minutes), so a deeper count would not finish.
pub const MAX_DEPTH: usize = 15;

/// Counts the complete turns at each depth from 1 to `depth`.
///
/// A move that ends the game counts once and is not expanded.
#[must_use]
pub fn perft(position: &Position, depth: usize) -> Vec<u64> {
    let mut counts = vec![0; depth];
    walk_all(position, &mut counts, 0);
    counts
}

/// Counts every depth in one walk: faster than [`perft_each`], but nothing is known until the end.
fn walk_all(position: &Position, counts: &mut [u64], ply: usize) {
    if ply == counts.len() {
        return;
    }
    if ply + 1 == counts.len() {
        counts[ply] += count_moves(position, &mut ()).unwrap_or_else(|_| unreachable!());
        return;
    }
    position.for_each_child(|child| {
        counts[ply] += 1;
        if child.end.is_none() {
            walk_all(&child.position, counts, ply + 1);
        }
    });
}

/// Counts the complete turns at each depth from 1 to `depth`, calling `each(depth, count)` as
/// soon as a depth is counted. Every depth is counted afresh (the deeper one costs several times
/// all the shallower ones together), so memory does not grow with the depth.
///
/// # Errors
/// Returns [`Cancelled`] when `watch` stops the count.
pub fn perft_each(
    position: &Position,
    depth: usize,
    watch: &mut dyn Watch,
    mut each: impl FnMut(usize, u64),
) -> Result<(), Cancelled> {
    for d in 1..=depth {
        let mut leaves = 0;
        walk(position, d, &mut leaves, watch)?;
        each(d, leaves);
    }
    Ok(())
}

/// Positions between two calls of the watch during a count.
const WATCH_EVERY: u64 = 1 << 16;

/// Adds to `leaves` the complete turns `plies` deep from `position`.
fn walk(
    position: &Position,
    plies: usize,
    leaves: &mut u64,
    watch: &mut dyn Watch,
) -> Result<(), Cancelled> {
    if plies == 1 {
        let before = *leaves;
        *leaves += count_moves(position, watch)?;
        if before / WATCH_EVERY != *leaves / WATCH_EVERY && watch.positions(*leaves).is_break() {
            return Err(Cancelled);
        }
        return Ok(());
    }
    for mv in movegen::candidates(position).iter() {
        let (child, choice) = position.child(mv, &mut (), watch)?;
        if let Some(child) = child {
            visit(&child, plies, leaves, watch)?;
        }
        if choice
            && let (Some(child), _) = position.child(Move { safari: true, ..mv }, &mut (), watch)?
        {
            visit(&child, plies, leaves, watch)?;
        }
    }
    Ok(())
}

/// Counts the legal moves of `position` without making the positions they lead to, as the last
/// ply of a count needs no more: each candidate is sown, to know whether it ends (a never-ending
/// move is illegal under the default rules) and whether it offers the safari as well as the stop.
fn count_moves(position: &Position, watch: &mut dyn Watch) -> Result<u64, Cancelled> {
    let endless_illegal = position.rules().endless == Endless::Illegal;
    let legal = |stop: Stop| u64::from(!(endless_illegal && stop == Stop::NeverEnding));
    let mut count = 0;
    let quiet = Quiet::new(position);
    for mv in movegen::candidates(position).iter() {
        let (stop, choice) = quiet.ending(mv, watch)?;
        count += legal(stop);
        if choice {
            let safari = Move { safari: true, ..mv };
            count += legal(quiet.ending(safari, watch)?.0);
        }
    }
    Ok(count)
}

fn visit(
    child: &Child,
    plies: usize,
    leaves: &mut u64,
    watch: &mut dyn Watch,
) -> Result<(), Cancelled> {
    if plies > 1 {
        if child.end.is_none() {
            walk(&child.position, plies - 1, leaves, watch)?;
        }
        return Ok(());
    }
    *leaves += 1;
    if leaves.is_multiple_of(WATCH_EVERY) && watch.positions(*leaves).is_break() {
        return Err(Cancelled);
    }
    Ok(())
}
