//! `bao game`'s opponent: the time of one reply at levels 1 and 2 (the issue asks under 100 ms)
//! over fixed mid-game positions, the reply as `bao game` computes it (the search at the level,
//! then the choice among near-best moves).
//!
//! Run with `cargo bench --bench game`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::{
    engine::{Position, Rules},
    game::{
        opponent::{Dice, reply},
        record::Strength,
    },
};
use criterion::{Criterion, criterion_group, criterion_main};

/// Twenty Kiswahili positions reached by a fixed random play, 10 to 50 turns in, not over.
fn mid_game_positions() -> Vec<Position> {
    let mut dice = Dice::new(0x5eed);
    let mut positions = Vec::new();
    while positions.len() < 20 {
        let mut position = Position::start(Rules::KISWAHILI);
        let target = 10 + dice.pick(40);
        for _ in 0..target {
            let live: Vec<_> = position
                .children()
                .into_iter()
                .filter(|c| c.end.is_none())
                .collect();
            if live.is_empty() {
                break;
            }
            position = live[dice.pick(live.len())].position;
        }
        if position.outcome().is_none() {
            positions.push(position);
        }
    }
    positions
}

fn replies(c: &mut Criterion) {
    let positions = mid_game_positions();
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
