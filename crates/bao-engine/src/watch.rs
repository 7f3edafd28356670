//! Watching a long computation: the caller is told how it goes and may stop it.
//!
//! The engine has no clock and prints nothing: a caller that wants progress shown, or a way for
//! the user to interrupt, passes a [`Watch`].

use std::{error::Error, fmt, ops::ControlFlow, sync::atomic::AtomicBool};

/// Told now and then how a long sowing goes, and asked whether to go on.
pub trait Watch {
    /// Called every few million relay laps of one sowing with the laps it has run so far.
    /// Returning [`ControlFlow::Break`] stops the computation, which then fails with [`Cancelled`].
    fn laps(&mut self, laps: u64) -> ControlFlow<()>;

    /// Gets how many laps of a sowing pass between two calls of [`Watch::laps`]: a power of two,
    /// [`WATCH_EVERY`](crate::WATCH_EVERY) unless the watch wants to look more often (a search on
    /// a deadline looks about every millisecond, so that it cannot be late by a look's worth).
    fn every(&self) -> u64 {
        crate::WATCH_EVERY
    }

    /// Called every few tens of thousands of positions of a count (`perft`) with the positions
    /// counted so far at the depth being counted; the default goes on.
    fn positions(&mut self, counted: u64) -> ControlFlow<()> {
        let _ = counted;
        ControlFlow::Continue(())
    }
}

/// Watches nothing and never stops.
impl Watch for () {
    fn laps(&mut self, _: u64) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Stops as soon as the flag is set (by a Ctrl-C handler, say).
impl Watch for &AtomicBool {
    fn laps(&mut self, _: u64) -> ControlFlow<()> {
        if self.load(std::sync::atomic::Ordering::Relaxed) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    fn positions(&mut self, _: u64) -> ControlFlow<()> {
        self.laps(0)
    }
}

/// Stops as soon as the caller's stop check says so (a deadline, say), asked at each look.
impl Watch for &dyn Fn() -> bool {
    fn laps(&mut self, _: u64) -> ControlFlow<()> {
        if self() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    fn positions(&mut self, _: u64) -> ControlFlow<()> {
        self.laps(0)
    }
}

/// Error when a [`Watch`] stopped a computation before it was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cancelled;

impl fmt::Display for Cancelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("stopped before it was done")
    }
}

impl Error for Cancelled {}
