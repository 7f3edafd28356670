//! Closing a cycle of relay laps: its period, the lap it is entered at, and one state that stands
//! for it whatever lap the cycle was joined at.
//!
//! Besides Brent's tortoise, the laps remember *marked* states (about one state in 65,536, chosen
//! by a hash of the holes) with the lap they were reached at. A long cycle is closed when a marked
//! state comes round again, and the marks give the lap the cycle is entered at with a few short
//! walks instead of a second pass over the whole run.

use std::collections::HashMap;

use super::lap;

/// A relay state: the mover's 16 holes (a byte a hole), the place the last lap ended in, and
/// whether he still owns his nyumba.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct State {
    pub(crate) x: u128,
    pub(crate) last: u32,
    pub(crate) owned: bool,
}

impl State {
    /// Mixes the holes and the place into 64 well-spread bits.
    #[inline(always)]
    fn hash(self) -> u64 {
        ((self.x as u64) ^ ((self.x >> 64) as u64).rotate_left(29) ^ u64::from(self.last))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// Orders states for choosing a cycle's representative: by hash, then by the state itself.
    fn key(self) -> (u64, u128, u32, bool) {
        (self.hash(), self.x, self.last, self.owned)
    }

    /// Checks if the state is one the laps remember.
    #[inline(always)]
    pub(crate) fn is_marked(self) -> bool {
        self.hash() >> (64 - MARK_BITS) == 0
    }
}

/// One state in `2^MARK_BITS` is marked.
const MARK_BITS: u32 = 16;

/// A never-ending run of plain relay laps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cycle {
    /// The laps in one round of the cycle.
    pub(crate) period: u64,
    /// The laps of the run before the first state on the cycle, when asked for.
    pub(crate) entry: Option<u64>,
    /// A lap of the run (on the cycle) at which the representative state is reached.
    pub(crate) lap: u64,
}

/// The marked states of a run of laps, in the order reached.
pub(crate) struct Marks {
    start: State,
    list: Vec<(u64, State)>,
    /// The marked states with their lap, made at the first.
    seen: Option<HashMap<State, u64>>,
}

impl Marks {
    /// Starts a run of laps from `start` (lap 0); allocates nothing until a state is marked.
    pub(crate) fn new(start: State) -> Marks {
        Marks {
            start,
            list: Vec::new(),
            seen: None,
        }
    }

    /// Tells the marks the marked state `s` reached at lap `laps`; returns the cycle's period if
    /// it was reached before.
    #[cold]
    #[inline(never)]
    pub(crate) fn remember(&mut self, s: State, laps: u64) -> Option<u64> {
        let seen = self.seen.get_or_insert_with(HashMap::new);
        if let Some(&before) = seen.get(&s) {
            return Some(laps - before);
        }
        seen.insert(s, laps);
        self.list.push((laps, s));
        None
    }

    /// Gets mark `i`, the start being mark 0.
    fn mark(&self, i: usize) -> (u64, State) {
        if i == 0 {
            (0, self.start)
        } else {
            self.list[i - 1]
        }
    }

    /// Gets the state reached at lap `at` (no later than the run has gone) from the nearest mark.
    fn state_at<const ANTI: bool>(&self, at: u64) -> State {
        let i = self.list.partition_point(|(l, _)| *l <= at);
        let (mut lap_now, mut s) = self.mark(i);
        while lap_now < at {
            s = lap::<ANTI>(s);
            lap_now += 1;
        }
        s
    }

    /// Closes a run of laps found to cycle: `s`, reached at lap `laps`, was also reached `period`
    /// laps earlier. Returns the cycle and its representative: the least marked state on it by
    /// [`State::key`], or the least of all its states when none is marked.
    pub(crate) fn close<const ANTI: bool>(
        &self,
        s: State,
        laps: u64,
        period: u64,
        entry: bool,
    ) -> (Cycle, State) {
        let round = laps - period;
        let on_cycle = &self.list[self.list.partition_point(|(l, _)| *l < round)..];
        let (lap_of, rep) = match on_cycle.iter().min_by_key(|(_, m)| m.key()) {
            Some(&(l, m)) => (l, m),
            None => {
                let (mut best, mut t) = ((round, s), s);
                for i in 0..period {
                    if t.key() < best.1.key() {
                        best = (round + i, t);
                    }
                    t = lap::<ANTI>(t);
                }
                best
            }
        };
        let cycle = Cycle {
            period,
            entry: entry.then(|| self.entry::<ANTI>(round, period)),
            lap: lap_of,
        };
        (cycle, rep)
    }

    /// Finds the first lap whose state is on the cycle: the least `m` with the same state at `m`
    /// and at `m + period`. Marks up to lap `round` (which is on the cycle) narrow it down by
    /// bisection; a walk of two states in step finds it between two marks.
    fn entry<const ANTI: bool>(&self, round: u64, period: u64) -> u64 {
        let on_cycle = |m: u64| self.state_at::<ANTI>(m) == self.state_at::<ANTI>(m + period);
        // Marks 0..=last are at laps no later than `round`.
        let last = self.list.partition_point(|(l, _)| *l <= round);
        let (mut lo, mut hi) = (0, last);
        if on_cycle(0) {
            return 0;
        }
        if !on_cycle(self.mark(hi).0) {
            lo = hi;
        }
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if on_cycle(self.mark(mid).0) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        let (mut m, mut t) = self.mark(lo);
        let mut ahead = self.state_at::<ANTI>(m + period);
        while t != ahead {
            t = lap::<ANTI>(t);
            ahead = lap::<ANTI>(ahead);
            m += 1;
        }
        m
    }
}
