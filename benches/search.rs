//! Search benchmarks: nodes a second over fixed mid-game positions, and the time to reach depth 8
//! from the start.
//!
//! Run with `cargo bench --bench search`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::{
    engine::{Position, Rules},
    search::{Limits, analyse},
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// A small, fixed pseudo-random sequence (xorshift64), so runs are comparable.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Twenty Kiswahili positions reached by random play, 20 to 60 turns in, the game not over.
fn mid_game_positions() -> Vec<Position> {
    let mut rng = Rng(0x5eed);
    let mut positions = Vec::new();
    while positions.len() < 20 {
        let mut position = Position::start(Rules::KISWAHILI);
        let target = 20 + rng.below(40);
        for _ in 0..target {
            let live: Vec<_> = position
                .children()
                .into_iter()
                .filter(|c| c.end.is_none())
                .collect();
            if live.is_empty() {
                break;
            }
            position = live[rng.below(live.len())].position;
        }
        if position.outcome().is_none() {
            positions.push(position);
        }
    }
    positions
}

/// Searches every position to `depth`; gives the nodes visited.
fn search_all(positions: &[Position], depth: u32) -> u64 {
    positions
        .iter()
        .map(|p| {
            analyse(p, Limits { depth, nodes: None }, &|| false)
                .expect("a live position")
                .nodes
        })
        .sum()
}

fn benches(c: &mut Criterion) {
    let positions = mid_game_positions();
    let depth = 5;
    let nodes = search_all(&positions, depth);
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(
        format!("20 mid-game positions, depth {depth} (nodes)"),
        |b| b.iter(|| search_all(black_box(&positions), depth)),
    );
    group.finish();

    let start = Position::start(Rules::KISWAHILI);
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.bench_function("start to depth 8", |b| {
        b.iter(|| {
            analyse(
                black_box(&start),
                Limits {
                    depth: 8,
                    nodes: None,
                },
                &|| false,
            )
        })
    });
    group.finish();
}

criterion_group!(search, benches);
criterion_main!(search);
