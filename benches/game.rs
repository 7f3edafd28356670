//! `bao game`'s opponent: the time of one reply at levels 1 and 2 (the issue asks under 100 ms)
//! over fixed mid-game positions, the reply as `bao game` computes it (the search at the level,
//! then the choice among near-best moves).
//!
//! Run with `cargo bench --bench game`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::game::{
    opponent::{Dice, reply},
    record::Strength,
};
use criterion::{Criterion, criterion_group, criterion_main};

mod support;
use support::mid_game_positions;

fn replies(c: &mut Criterion) {
    // Twenty positions, 10 to 49 turns in.
    let positions = mid_game_positions(20, 10..50, Dice::new(0x5eed));
    let mut group = c.benchmark_group("game_reply");
    group.sample_size(20);
    for level in [1u8, 2] {
        group.bench_function(format!("level {level}, one position"), |b| {
            let mut i = 0;
            let mut dice = Dice::new(1);
            b.iter(|| {
                let position = &positions[i % positions.len()];
                i += 1;
                black_box(reply(position, Strength::Level(level), &mut dice, &|| {
                    false
                }))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, replies);
criterion_main!(benches);
