//! The legal moves of the positions a search sowed out above the horizon, kept for the rest of
//! the search in one pool.
//!
//! One pool, not a block per position: freeing tens of thousands of small blocks when a search
//! ended took a median 19 ms, after the search's time was up (BENCHMARKS.md, "Punctual under
//! load, again"); the pool and its index are two blocks.

use std::{collections::HashMap, ops::Range};

use bao_engine::Child;

use crate::params::CHILDREN_CACHE_SIZE;

/// The cached legal moves of positions, by key.
#[derive(Default)]
pub(super) struct ChildrenCache {
    /// Where each position's moves are in the pool.
    index: HashMap<u64, Range<u32>>,
    /// Every cached position's moves, one position after another.
    pool: Vec<Child>,
}

/// The legal moves of one position: in the cache, or sown out for this visit alone once the cache
/// is full.
pub(super) enum Children {
    /// In the cache's pool.
    Cached(Range<u32>),
    /// Not kept.
    Sown(Vec<Child>),
}

impl ChildrenCache {
    /// Gets the moves of the position with `key`, if they are cached.
    pub(super) fn get(&self, key: u64) -> Option<Children> {
        self.index.get(&key).cloned().map(Children::Cached)
    }

    /// Keeps the moves of the position with `key` while the cache has room.
    pub(super) fn keep(&mut self, key: u64, children: Vec<Child>) -> Children {
        let start = self.pool.len();
        let end = start + children.len();
        match (u32::try_from(start), u32::try_from(end)) {
            (Ok(start), Ok(end)) if self.index.len() < CHILDREN_CACHE_SIZE => {
                self.pool.extend(children);
                self.index.insert(key, start..end);
                Children::Cached(start..end)
            }
            _ => Children::Sown(children),
        }
    }

    /// Gets the moves as a slice.
    pub(super) fn slice<'a>(&'a self, children: &'a Children) -> &'a [Child] {
        match children {
            Children::Cached(range) => &self.pool[range.start as usize..range.end as usize],
            Children::Sown(children) => children,
        }
    }
}
