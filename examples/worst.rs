//! Searches random play for the positions slowest to list their moves (those with a long
//! never-ending candidate): `cargo run --release --example worst -- GAMES SEED`.
//!
//! Every position of every game is timed; the slowest ten are printed with their time, so they
//! can be kept as benchmarks. Games use the default rules and random moves.

use bao::engine::{Position, Rules, notation::position_text};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(0x5eed);
    let mut dice = bao::search::dice::Dice::from_state(seed);
    let mut below = |n: usize| dice.pick(n);
    let mut slowest: Vec<(std::time::Duration, String)> = Vec::new();
    let clock = std::time::Instant::now();
    for _ in 0..games {
        let mut position = Position::start(Rules::KISWAHILI);
        for _ in 0..2000 {
            let t = std::time::Instant::now();
            let children = position.children();
            slowest.push((t.elapsed(), position_text::write(&position)));
            if slowest.len() > 1000 {
                slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
                slowest.truncate(10);
            }
            let live: Vec<_> = children.iter().filter(|c| c.end.is_none()).collect();
            if live.is_empty() {
                break;
            }
            position = live[below(live.len())].position;
        }
    }
    slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
    println!("{games} games in {:?}", clock.elapsed());
    for (time, text) in slowest.iter().take(10) {
        println!("{time:?} {text}");
    }
}
