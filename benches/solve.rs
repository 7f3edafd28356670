//! Proof benchmarks: the unbounded prover (`prove`, a `HashMap`) against the bounded one
//! (`prove_with`, buckets of four with the cheapest proof replaced), on late positions of random
//! games, as `tests/search.rs` builds them.
//!
//! Run with `cargo bench --bench solve`; figures are recorded in BENCHMARKS.md.

use std::hint::black_box;

use bao::{
    engine::{Position, Rules},
    search::{
        prove::prove,
        solve::{Method, Options, prove_with},
    },
};
use criterion::{Criterion, criterion_group, criterion_main};

/// Positions near the end of 40 random games of both variants (xorshift64, fixed seed).
fn late_positions() -> Vec<Position> {
    let mut dice = bao::search::dice::Dice::from_state(0xb0a_u64);
    let mut below = |n: usize| dice.pick(n);
    let mut out = Vec::new();
    for g in 0..40 {
        let rules = [Rules::KUJIFUNZA, Rules::KISWAHILI][g % 2];
        let mut game = vec![Position::start(rules)];
        while let Some(child) = game[game.len() - 1].sample_child(&mut below) {
            if child.end.is_some() || game.len() > 400 {
                break;
            }
            game.push(child.position);
        }
        out.extend(game.iter().rev().skip(2).take(8));
    }
    out
}

fn proofs(c: &mut Criterion) {
    let positions = late_positions();
    let mut group = c.benchmark_group("proofs");
    group.sample_size(10);
    group.bench_function("prove, 320 late positions, 4 turns", |b| {
        b.iter(|| {
            for p in &positions {
                black_box(prove(p, 4, &|| false).ok());
            }
        });
    });
    let runs = [
        ("deepening 64M", Method::Deepening, 64 << 20),
        ("deepening 1M", Method::Deepening, 1 << 20),
        ("dfpn 1M", Method::ProofNumbers, 1 << 20),
    ];
    for (name, method, memory) in runs {
        let options = Options {
            memory,
            all_moves: true,
            method,
        };
        group.bench_function(
            format!("prove_with {name}, 320 late positions, 4 turns"),
            |b| {
                b.iter(|| {
                    for p in &positions {
                        black_box(prove_with(p, 4, &options, &mut |_| {}, &|| false).ok());
                    }
                });
            },
        );
    }
    group.finish();
}

criterion_group!(benches, proofs);
criterion_main!(benches);
