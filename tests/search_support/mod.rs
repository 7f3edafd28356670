//! Helpers shared by the search tests: a fixed pseudo-random sequence and random games.

use bao::engine::{Position, Rules};

/// A small fixed pseudo-random sequence (xorshift64).
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Every position of one random game from the start of `rules`, the last one the final one.
pub fn random_game(rules: Rules, rng: &mut Rng, max: usize) -> Vec<Position> {
    let mut positions = vec![Position::start(rules)];
    for _ in 0..max {
        let here = *positions.last().expect("a position");
        let Some(child) = here.sample_child(|n| rng.below(n)) else {
            break;
        };
        if child.end.is_some() {
            break;
        }
        positions.push(child.position);
    }
    positions
}
