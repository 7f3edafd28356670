//! Plain relay laps at speed: one side's 16 holes as 16 bytes, sown with one vector add.
//!
//! A never-ending sowing can take a hundred million laps to come back to a state it has been in,
//! so exact cycle detection needs laps that cost a few instructions. Within a run of plain relays
//! (no capture, no nyumba stop, no block) only the mover's side changes, so the state is 16
//! bytes and the hole the lap ended in. A cycle can only be made of such laps: a capture, the loss
//! of a nyumba and every stop change the game for good.

mod cycle;

use std::ops::ControlFlow;

use super::{Direction, Hole, Watch};
use cycle::{Marks, State};

pub(crate) use cycle::Cycle;

/// `MASKS[d][start][n]`: one seed in each of `n` holes from `start` going clockwise (`d` = 0) or
/// anticlockwise (`d` = 1).
static MASKS: [[[[u8; 16]; 16]; 16]; 2] = masks();

/// One seed in every hole, as a number with a byte a hole.
const ONES: u128 = u128::from_le_bytes([1; 16]);

/// The most seeds a hole can hold: every seed of the game.
const MOST: usize = 64;

/// `LAPS[d][seeds][last]`: what one relay lap adds to the 16 holes (a byte a hole, wrapping) when
/// it lifts `seeds` from place `last` and sows them on in direction `d`: the lifted seeds taken
/// away, one seed a hole after `last`, a seed in every hole for each full round.
pub(crate) static LAPS: [[[u128; 16]; MOST + 1]; 2] = laps();

const fn laps() -> [[[u128; 16]; MOST + 1]; 2] {
    let masks = masks();
    let mut laps = [[[0u128; 16]; MOST + 1]; 2];
    let mut d = 0;
    while d < 2 {
        let mut last = 0;
        while last < 16 {
            let first = if d == 0 {
                (last + 1) % 16
            } else {
                (last + 15) % 16
            };
            let mut seeds = 0;
            while seeds <= MOST {
                let sown = u128::from_le_bytes(masks[d][first][seeds % 16])
                    .wrapping_add(ONES.wrapping_mul((seeds / 16) as u128));
                laps[d][seeds][last] = sown.wrapping_sub((seeds as u128) << (8 * last));
                seeds += 1;
            }
            last += 1;
        }
        d += 1;
    }
    laps
}

const fn masks() -> [[[[u8; 16]; 16]; 16]; 2] {
    let mut masks = [[[[0u8; 16]; 16]; 16]; 2];
    let mut d = 0;
    while d < 2 {
        let mut start = 0;
        while start < 16 {
            let mut n = 0;
            while n < 15 {
                let hole = if d == 0 {
                    (start + n) % 16
                } else {
                    (start + 16 - n) % 16
                };
                let mut m = n + 1;
                while m < 16 {
                    masks[d][start][m][hole] = 1;
                    m += 1;
                }
                n += 1;
            }
            start += 1;
        }
        d += 1;
    }
    masks
}

/// Sows `seeds` into `holes` one a hole from circuit place `first` on; returns the place of the last.
pub(crate) fn sow(holes: &mut [u8; 16], first: usize, seeds: u8, direction: Direction) -> usize {
    let d = usize::from(direction == Direction::Anticlockwise);
    let (rounds, n) = (seeds >> 4, usize::from(seeds & 15));
    // Byte-wise adds of 16 lanes: the compiler makes this one vector add.
    for (hole, add) in holes.iter_mut().zip(&MASKS[d][first][n]) {
        *hole += add + rounds;
    }
    // The last seed lands `seeds - 1` places on from `first`.
    let steps = usize::from(seeds.wrapping_sub(1) & 15);
    if d == 0 {
        (first + steps) % 16
    } else {
        (first + 16 - steps) % 16
    }
}

/// The mover's side during a run of plain relays.
pub(crate) struct Relay {
    /// The mover's holes, A1 first.
    pub(crate) holes: [u8; 16],
    /// The hole the last lap ended in; it holds 2 or more seeds and only a relay happens there.
    pub(crate) last: Hole,
    pub(crate) direction: Direction,
    /// Front holes where a lap's end captures (bit *i* is circuit place *i*).
    pub(crate) capturing: u16,
    /// A hole blocked by takasia, where a lap's end stops.
    pub(crate) blocked: Option<Hole>,
    /// The mover is in namua, where a lap ending in his functional nyumba stops or gives a choice.
    pub(crate) nyumba_stops: bool,
    /// The mover still owns his nyumba.
    pub(crate) nyumba_owned: bool,
}

/// How a run of fast laps ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Exit {
    /// A lap ended where more than a relay happens; `Relay::last` and `holes` say where things stand.
    Decide,
    /// The laps came back to a state they had been in: the sowing never ends. `Relay` holds the
    /// cycle's representative state (the same whatever lap the cycle was joined at).
    Cycle(Cycle),
    /// The watch asked to stop before the sowing was decided.
    Stopped,
}

/// Laps between two calls of the [`Watch`] unless it asks for more ([`Watch::every`]): a few
/// tens of milliseconds.
pub const WATCH_EVERY: u64 = 1 << 22;

/// Gets the seeds in circuit place `i` of `x`.
#[inline(always)]
pub(crate) fn lane(x: u128, i: u32) -> usize {
    usize::from((x >> (8 * i)) as u8)
}

/// Plays one plain relay lap: lift the hole the last lap ended in and sow on.
#[inline(always)]
fn lap<const ANTI: bool>(s: State) -> State {
    lap_lifting::<ANTI>(s, lane(s.x, s.last))
}

/// Plays one plain relay lap, `seeds` being the seeds in the hole the last lap ended in.
#[inline(always)]
fn lap_lifting<const ANTI: bool>(s: State, seeds: usize) -> State {
    let x =
        s.x.wrapping_add(LAPS[usize::from(ANTI)][seeds][s.last as usize]);
    let last = if ANTI {
        s.last.wrapping_sub(seeds as u32) & 15
    } else {
        (s.last + seeds as u32) & 15
    };
    State {
        x,
        last,
        owned: s.owned && s.last != 4,
    }
}

impl Relay {
    /// Relays from `last` until a lap ends where more than a relay happens (an empty hole, a
    /// capture, the functional nyumba in namua, a block, an empty front row) or a cycle is found.
    /// Returns how it ended and the number of laps run (for a cycle, the lap of the state left in
    /// `self`). With `entry`, a cycle also says after how many laps of this run it is entered.
    pub(crate) fn run(&mut self, watch: &mut dyn Watch, entry: bool) -> (Exit, u64) {
        let start = State {
            x: u128::from_le_bytes(self.holes),
            last: self.last.index() as u32,
            owned: self.nyumba_owned,
        };
        let (exit, end, laps) = if self.direction == Direction::Anticlockwise {
            self.walk::<true>(start, watch, entry)
        } else {
            self.walk::<false>(start, watch, entry)
        };
        self.holes = end.x.to_le_bytes();
        self.last = Hole::from_index(self.last.side(), end.last as u8);
        self.nyumba_owned = end.owned;
        (exit, laps)
    }

    fn walk<const ANTI: bool>(
        &self,
        start: State,
        watch: &mut dyn Watch,
        entry: bool,
    ) -> (Exit, State, u64) {
        // No count exceeds 64, so adding a lap's bytes never carries from one hole into the next.
        let stops = self.capturing | self.blocked.map_or(0, |h| 1 << h.index());
        let nyumba_stops = self.nyumba_stops;
        let mut s = start;
        // Brent's cycle finding (exact, cheap on short cycles) together with distinguished
        // states remembered with their lap (a long cycle is closed within a few thousand laps
        // of its first lap round, where Brent may need up to three rounds more).
        let mut tortoise = start;
        let (mut power, mut lambda) = (1u64, 0u64);
        let mut marks = Marks::new(start);
        let mut laps = 0u64;
        let mut seeds = lane(s.x, s.last);
        let look = watch.every().max(1).next_power_of_two() - 1;
        loop {
            s = lap_lifting::<ANTI>(s, seeds);
            seeds = lane(s.x, s.last);
            laps += 1;
            let nyumba = s.last == 4 && nyumba_stops && s.owned && seeds >= 6;
            if s.x as u64 == 0 || seeds == 1 || stops >> s.last & 1 != 0 || nyumba {
                return (Exit::Decide, s, laps);
            }
            lambda += 1;
            let period = if s == tortoise {
                Some(lambda)
            } else if s.is_marked() {
                marks.remember(s, laps)
            } else {
                None
            };
            if let Some(period) = period {
                let (cycle, state) = marks.close::<ANTI>(s, laps, period, entry);
                return (Exit::Cycle(cycle), state, cycle.lap);
            }
            if lambda == power {
                tortoise = s;
                power *= 2;
                lambda = 0;
            }
            if laps & look == 0 && watch.laps(laps) == ControlFlow::Break(()) {
                return (Exit::Stopped, start, laps);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_wrap_round_the_circuit() {
        let holes = |m: &[u8; 16]| (0..16).filter(|&i| m[i] == 1).collect::<Vec<_>>();
        assert_eq!(holes(&MASKS[0][15][2]), [0, 15]);
        assert_eq!(holes(&MASKS[1][0][3]), [0, 14, 15]);
        assert_eq!(holes(&MASKS[0][3][0]), Vec::<usize>::new());
    }

    /// One table add is the same lap as lifting the hole and sowing seed by seed.
    #[test]
    fn a_lap_is_a_lift_and_a_sowing() {
        for anti in [false, true] {
            let direction = if anti {
                Direction::Anticlockwise
            } else {
                Direction::Clockwise
            };
            for last in 0..16u32 {
                for seeds in 2..=40u8 {
                    let mut holes = [0u8; 16];
                    for (i, h) in holes.iter_mut().enumerate() {
                        *h = (i as u8 * 7 + seeds) % 3;
                    }
                    holes[last as usize] = seeds;
                    let s = State {
                        x: u128::from_le_bytes(holes),
                        last,
                        owned: true,
                    };
                    let after = if anti {
                        lap::<true>(s)
                    } else {
                        lap::<false>(s)
                    };
                    let mut sown = holes;
                    sown[last as usize] = 0;
                    let first = if anti {
                        (last + 15) % 16
                    } else {
                        (last + 1) % 16
                    };
                    let end = sow(&mut sown, first as usize, seeds, direction);
                    assert_eq!(after.x.to_le_bytes(), sown, "{last} {seeds} {anti}");
                    assert_eq!(after.last as usize, end, "{last} {seeds} {anti}");
                    assert_eq!(after.owned, last != 4);
                }
            }
        }
    }
}
