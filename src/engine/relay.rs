//! Plain relay laps at speed: one side's 16 holes as 16 bytes, sown with one vector add.
//!
//! A never-ending sowing can take a hundred million laps to come back to a state it has been in,
//! so exact cycle detection needs laps that cost a few instructions. Within a run of plain relays
//! (no capture, no nyumba stop, no block) only the mover's side changes, so the state is 16
//! bytes and the hole the lap ended in. A cycle can only be made of such laps: a capture, the loss
//! of a nyumba and every stop change the game for good.

use super::{Direction, Hole};

/// `MASKS[d][start][n]`: one seed in each of `n` holes from `start` going clockwise (`d` = 0) or
/// anticlockwise (`d` = 1).
static MASKS: [[[[u8; 16]; 16]; 16]; 2] = masks();

/// One seed in every hole, as a number with a byte a hole.
const ONES: u128 = u128::from_le_bytes([1; 16]);

/// [`MASKS`] as numbers with a byte a hole.
static WIDE_MASKS: [[[u128; 16]; 16]; 2] = wide_masks();

const fn wide_masks() -> [[[u128; 16]; 16]; 2] {
    let masks = masks();
    let mut wide = [[[0u128; 16]; 16]; 2];
    let mut d = 0;
    while d < 2 {
        let mut start = 0;
        while start < 16 {
            let mut n = 0;
            while n < 16 {
                wide[d][start][n] = u128::from_le_bytes(masks[d][start][n]);
                n += 1;
            }
            start += 1;
        }
        d += 1;
    }
    wide
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
pub(crate) enum Exit {
    /// A lap ended where more than a relay happens; `Relay::last` and `holes` say where things stand.
    Decide,
    /// The laps came back to a state they had been in: the sowing never ends.
    Cycle,
}

impl Relay {
    /// Relays from `last` until a lap ends where more than a relay happens (an empty hole, a
    /// capture, the functional nyumba in namua, a block, an empty front row) or a cycle is found.
    /// Returns how it ended and the number of laps run.
    pub(crate) fn run(&mut self) -> (Exit, u64) {
        // The 16 holes as one number, a byte a hole: no count exceeds 64, so adding masks never
        // carries from one hole into the next.
        let mut x = u128::from_le_bytes(self.holes);
        let mut last = self.last.index() as u32;
        let d = usize::from(self.direction == Direction::Anticlockwise);
        let blocked = self.blocked.map_or(16, |h| h.index() as u32);
        let lane = |x: u128, i: u32| (x >> (8 * i)) as u8;
        // Brent's cycle finding over (holes, last, nyumba): exact, constant memory, no lap cap.
        let mut tortoise = (x, last, self.nyumba_owned);
        let (mut power, mut lambda) = (1u64, 0u64);
        let mut laps = 0u64;
        let exit = loop {
            let seeds = lane(x, last);
            if last == 4 {
                self.nyumba_owned = false;
            }
            x &= !(0xffu128 << (8 * last));
            let n = u32::from(seeds & 15);
            let first = if d == 0 {
                (last + 1) & 15
            } else {
                (last + 15) & 15
            };
            x += WIDE_MASKS[d][first as usize][n as usize] + ONES * u128::from(seeds >> 4);
            let steps = u32::from(seeds.wrapping_sub(1) & 15);
            last = if d == 0 {
                (first + steps) & 15
            } else {
                (first + 16 - steps) & 15
            };
            laps += 1;
            let nyumba = last == 4 && self.nyumba_stops && self.nyumba_owned && lane(x, 4) >= 6;
            if x as u64 == 0
                || lane(x, last) == 1
                || self.capturing & (1 << last) != 0
                || nyumba
                || last == blocked
            {
                break Exit::Decide;
            }
            let here = (x, last, self.nyumba_owned);
            if here == tortoise {
                break Exit::Cycle;
            }
            lambda += 1;
            if lambda == power {
                tortoise = here;
                power *= 2;
                lambda = 0;
            }
        };
        self.holes = x.to_le_bytes();
        self.last = Hole::from_index(self.last.side(), last as u8);
        (exit, laps)
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
}
