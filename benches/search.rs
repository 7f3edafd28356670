//! Search benchmarks: nodes a second over fixed mid-game positions, the time to reach depths 8
//! and 12 from the start of both rulesets, and the time to prove each step of the course's
//! puzzles (`lessons/12-puzzles`).
//!
//! Run with `cargo bench --bench search`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::{
    engine::{Position, Rules, Setup},
    search::{
        Limits, analyse,
        dice::Dice,
        prove::{Proof, prove},
        puzzle::main_line,
    },
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod support;
use support::mid_game_positions;

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
    // Twenty positions, 20 to 59 turns in.
    let positions = mid_game_positions(20, 20..60, Dice::from_state(0x5eed));
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
    for (name, steps, turns) in &puzzles() {
        group.bench_function(
            format!("{name}, win in {turns}, {} steps", steps.len()),
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

/// The winner's positions on a main line, each with the turns he has left.
type Steps = Vec<(Position, u32)>;

/// The puzzles of the course's chapter `lessons/12-puzzles`, as each step of them is proved:
/// the winner's position before each of his moves on the main line, with the turns left. Read
/// from the lesson files line by line (`rules:`, then each step's `position:` and `wins_in:`).
fn puzzles() -> Vec<(String, Steps, u32)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/lessons/12-puzzles");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the puzzle chapter")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().contains("puzzle"))
        })
        .collect();
    files.sort();
    let mut puzzles = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a lesson file");
        let name = file
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        let mut rules = Rules::KISWAHILI;
        let mut position = None;
        for line in text.lines() {
            let line = line.trim();
            if let Some(r) = line.strip_prefix("rules: ") {
                rules = r.trim().parse().expect("a ruleset");
            } else if let Some(p) = line.strip_prefix("position: ") {
                let p = p.trim().trim_matches('"');
                position = Some(
                    p.parse::<Setup>()
                        .expect("a setup")
                        .into_position(rules)
                        .expect("a position"),
                );
            } else if let Some(k) = line.strip_prefix("wins_in: ") {
                let k: u32 = k.trim().parse().expect("a number of turns");
                let start = position.take().expect("a position before wins_in");
                puzzles.push((name.clone(), steps(&start, k), k));
            }
        }
    }
    assert!(!puzzles.is_empty(), "no puzzle found in {dir}");
    puzzles
}

/// The winner's positions along the main line of a win in `k`, with the turns left at each.
fn steps(start: &Position, k: u32) -> Steps {
    let line = main_line(start, k, &|| false).expect("a main line");
    let mut steps = Vec::new();
    let mut at = *start;
    for (ply, mv) in line.iter().enumerate() {
        if ply % 2 == 0 {
            steps.push((at, k - ply as u32 / 2));
        }
        at = at.play(*mv).expect("a legal move").position;
    }
    steps
}

criterion_group!(search, benches);
criterion_main!(search);
