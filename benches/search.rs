//! Search benchmarks: nodes a second over fixed mid-game positions, the time to reach depths 8
//! and 12 from the start of both rulesets, and the time to prove each step of win-in-N puzzles.
//!
//! Run with `cargo bench --bench search`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::{
    engine::{Position, Rules, Setup},
    search::{
        Limits, analyse,
        prove::{Proof, prove},
        puzzle::main_line,
    },
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

    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    for (name, rules) in [
        ("kiswahili", Rules::KISWAHILI),
        ("kujifunza", Rules::KUJIFUNZA),
    ] {
        let start = Position::start(rules);
        for depth in [8, 12] {
            group.bench_function(format!("{name} start to depth {depth}"), |b| {
                b.iter(|| analyse(black_box(&start), Limits { depth, nodes: None }, &|| false))
            });
        }
    }
    group.finish();

    let mut group = c.benchmark_group("puzzles");
    group.sample_size(10);
    for (i, (steps, turns)) in puzzles().iter().enumerate() {
        group.bench_function(
            format!("puzzle {i}, win in {turns}, {} steps", steps.len()),
            |b| {
                b.iter(|| {
                    for (position, left) in steps {
                        let proved = prove(black_box(position), *left, &|| false);
                        assert!(matches!(proved.map(|p| p.proof), Ok(Proof::WinIn(_))));
                    }
                })
            },
        );
    }
    group.finish();
}

/// The win-in-2 position of `tests/analyse.rs`.
const WIN_IN_2: &str =
    "1,1,0,1,0,0,1,2/1,1,0,1,0,0,0,0/4,4,1,8,0,8,9,1/1,3,0,4,1,6,1,4 S stock=0,0 nyumba=-";

/// Win-in-N puzzles, as each step of them is proved: the winner's position before each of his
/// moves on the main line, with the turns left. Until the puzzle chapter of the course exists
/// these are the proofs of `tests/search.rs` (late positions of random games of both rulesets
/// with a win in 2, seed `0x9a2`) and the win in 2 of `tests/analyse.rs`.
fn puzzles() -> Vec<(Vec<(Position, u32)>, u32)> {
    let mut starts = vec![
        WIN_IN_2
            .parse::<Setup>()
            .expect("a setup")
            .into_position(Rules::KISWAHILI)
            .expect("a position"),
    ];
    let mut rng = Rng(0x9a2);
    for g in 0..60 {
        let rules = if g % 2 == 0 {
            Rules::KUJIFUNZA
        } else {
            Rules::KISWAHILI
        };
        let mut game = vec![Position::start(rules)];
        for _ in 0..400 {
            let here = *game.last().expect("a position");
            match here.sample_child(|n| rng.below(n)) {
                Some(child) if child.end.is_none() => game.push(child.position),
                _ => break,
            }
        }
        starts.extend(game.iter().rev().take(4).filter(|p| p.outcome().is_none()));
    }
    let mut puzzles = Vec::new();
    for start in starts {
        let Ok(Proof::WinIn(k)) = prove(&start, 2, &|| false).map(|p| p.proof) else {
            continue;
        };
        let line = main_line(&start, k, &|| false).expect("a main line");
        let mut steps = Vec::new();
        let mut at = start;
        for (ply, mv) in line.iter().enumerate() {
            if ply % 2 == 0 {
                steps.push((at, k - ply as u32 / 2));
            }
            at = at.play(*mv).expect("a legal move").position;
        }
        puzzles.push((steps, k));
        if puzzles.len() == 12 {
            break;
        }
    }
    puzzles
}

criterion_group!(search, benches);
criterion_main!(search);
