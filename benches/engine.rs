//! Engine benchmarks: perft from the start, random complete games, move generation mid-game.
//!
//! Run with `cargo bench`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::{
    engine::{Position, Rules, perft::perft},
    search::dice::Dice,
};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};

mod support;
use support::mid_game_positions;

/// The longest game the benchmark plays before giving up on it; random play can shuffle forever.
const MAX_TURNS: usize = 2_000;

/// Plays one random game from the start; returns the number of turns.
fn random_game(rng: &mut Dice) -> usize {
    let mut position = Position::start(Rules::KISWAHILI);
    for turn in 0..MAX_TURNS {
        let Some(child) = position.sample_child(|n| rng.pick(n)) else {
            return turn;
        };
        if child.end.is_some() {
            return turn + 1;
        }
        position = child.position;
    }
    MAX_TURNS
}

fn benches(c: &mut Criterion) {
    let start = Position::start(Rules::KISWAHILI);
    let mut group = c.benchmark_group("perft");
    group.sample_size(20);
    for depth in [8, 10] {
        group.bench_function(format!("start depth {depth}"), |b| {
            b.iter(|| perft(black_box(&start), depth))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("games");
    group.throughput(Throughput::Elements(1));
    let mut rng = Dice::from_state(0x0ba0);
    group.bench_function("random complete game", |b| {
        b.iter(|| random_game(black_box(&mut rng)))
    });
    group.finish();

    // Positions found by random play where one candidate sows for a long time before its cycle
    // closes: the cost of exact never-ending detection (the slow positions of tests/deadlines.rs). `a4L*` (21 seeds) has a cycle of
    // 27,920,752 laps; in the worst position known (from issue 10) one candidate's cycle is
    // 1,415,171,007 laps long.
    let long = |text: &str| -> Position {
        text.parse::<bao::engine::Setup>()
            .expect("position text")
            .into_position(Rules::KISWAHILI)
            .expect("position")
    };
    let endless = long(
        "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-",
    );
    let worst = long(
        "0,1,1,0,0,1,0,3/0,1,0,0,0,0,0,1/3,0,6,5,1,5,20,0/0,3,2,1,2,3,2,3 S stock=0,0 nyumba=-",
    );
    // Found by a random search for issue 20: North's `a5R*` sows for seconds, Kujifunza rules.
    let kujifunza =
        "1,0,3,0,1,13,1,3/8,1,10,8,1,4,3,2/0,0,1,0,0,0,0,0/1,0,0,1,1,0,1,0 N stock=0,0 nyumba=-"
            .parse::<bao::engine::Setup>()
            .expect("position text")
            .into_position(Rules::KUJIFUNZA)
            .expect("position");
    let mut group = c.benchmark_group("never-ending");
    group.sample_size(10);
    group.bench_function("legal moves with a long cycle", |b| {
        b.iter(|| black_box(&endless).legal_moves().len())
    });
    group.bench_function("legal moves, worst position known", |b| {
        b.iter(|| black_box(&worst).legal_moves().len())
    });
    group.bench_function("legal moves, slow kujifunza position", |b| {
        b.iter(|| black_box(&kujifunza).legal_moves().len())
    });
    group.finish();

    // A hundred positions, 20 to 59 turns in.
    let positions = mid_game_positions(100, 20..60, Dice::from_state(0x5eed));
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("legal moves, 100 mid-game positions", |b| {
        b.iter_batched(
            || positions.clone(),
            |ps| ps.iter().map(|p| p.children().len()).sum::<usize>(),
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

criterion_group!(engine, benches);
criterion_main!(engine);
