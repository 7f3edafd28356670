//! A small deterministic random source (xorshift64): the one bao's random choices, its random
//! games and its tests draw from, so that a seed names what it gives.

/// A xorshift64 sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dice(u64);

impl Dice {
    /// Dice from a seed (any value), mixed so that small seeds differ at once.
    #[must_use]
    pub fn new(seed: u64) -> Dice {
        Dice(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    /// Dice that start from exactly this state (xorshift never leaves 0: give another value).
    #[must_use]
    pub fn from_state(state: u64) -> Dice {
        Dice(state)
    }

    /// Gets a number below `n` (0 when `n` is 0).
    pub fn pick(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        if n == 0 {
            0
        } else {
            (self.0 % n as u64) as usize
        }
    }
}
