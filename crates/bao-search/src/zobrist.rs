//! Zobrist hashing of everything that decides a position's future: the seeds in each hole, the
//! player to move, both stocks, who owns his nyumba and the takasia block.
//!
//! The rules are not hashed: one search runs under one ruleset.

use bao_engine::{Hole, Position, Side, TOTAL_SEEDS};

/// The most seeds one hole or one stock can hold, plus one.
const COUNTS: usize = TOTAL_SEEDS as usize + 1;

/// A fixed random key for each feature, made at compile time by splitmix64.
struct Keys {
    holes: [[u64; COUNTS]; 32],
    stock: [[u64; COUNTS]; 2],
    north_to_move: u64,
    nyumba: [u64; 2],
    blocked: [u64; 32],
}

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

const fn make_keys() -> Keys {
    let mut state = 0x0ba0_5eed_u64;
    let mut holes = [[0; COUNTS]; 32];
    let mut h = 0;
    while h < 32 {
        // Zero seeds hash to nothing, so that an empty board hashes to 0.
        let mut n = 1;
        while n < COUNTS {
            holes[h][n] = splitmix(&mut state);
            n += 1;
        }
        h += 1;
    }
    let mut stock = [[0; COUNTS]; 2];
    let mut s = 0;
    while s < 2 {
        let mut n = 1;
        while n < COUNTS {
            stock[s][n] = splitmix(&mut state);
            n += 1;
        }
        s += 1;
    }
    let north_to_move = splitmix(&mut state);
    let nyumba = [splitmix(&mut state), splitmix(&mut state)];
    let mut blocked = [0; 32];
    let mut b = 0;
    while b < 32 {
        blocked[b] = splitmix(&mut state);
        b += 1;
    }
    Keys {
        holes,
        stock,
        north_to_move,
        nyumba,
        blocked,
    }
}

static KEYS: Keys = make_keys();

/// Gets the index of a hole among all 32: South's 16 first, each side clockwise from A1.
fn slot(hole: Hole) -> usize {
    hole.side().index() * 16 + hole.index()
}

/// Hashes a position from scratch.
#[must_use]
pub fn hash(position: &Position) -> u64 {
    let board = position.board();
    let mut key = 0;
    for side in Side::ALL {
        for hole in Hole::all(side) {
            key ^= KEYS.holes[slot(hole)][usize::from(board.get(hole)).min(COUNTS - 1)];
        }
        let stock = usize::from(*position.stock().get(side)).min(COUNTS - 1);
        key ^= KEYS.stock[side.index()][stock];
        if *position.nyumba().get(side) {
            key ^= KEYS.nyumba[side.index()];
        }
    }
    if position.to_move() == Side::North {
        key ^= KEYS.north_to_move;
    }
    if let Some(hole) = position.blocked() {
        key ^= KEYS.blocked[slot(hole)];
    }
    key
}
