//! How punctual a search on time is: the wall-clock time of searches given `--ms` each, from
//! positions of varied games, as a median, a 99th percentile and a worst, with the overrun past
//! the budget (BENCHMARKS.md, "Punctual under load", says how the machine was loaded).
//!
//! `cargo run --release -p bao-search --example punctual -- --moves 1000 --ms 500`
//!
//! Each position is the one after a random number of random plies from the start (fixed by
//! `--seed`), so that openings, middle games and endings with long sowings all come up. Each
//! search is the one `bao analyse --time` runs: iterative deepening to the deepest depth, stopped
//! by a check of the clock.

use std::{
    cell::Cell,
    time::{Duration, Instant},
};

use bao_engine::{Position, Rules, notation::position_text};
use bao_search::{Limits, analyse, dice::Dice};

/// What to measure: `--moves N --ms T --plies P --seed S --rules R --position TEXT`, each
/// optional.
#[derive(Debug)]
struct Args {
    /// How many searches.
    moves: usize,
    /// The time each search is given, in milliseconds.
    ms: u64,
    /// The most random plies from the start to a position searched.
    plies: usize,
    /// The seed of the positions.
    seed: u64,
    /// The ruleset.
    rules: Rules,
    /// One position to search every time, instead of random ones.
    position: Option<String>,
}

impl Args {
    /// Reads the command line, stopping with a message at anything unknown.
    fn parse() -> Args {
        let mut args = Args {
            moves: 1000,
            ms: 500,
            plies: 80,
            seed: 0x0ba0,
            rules: Rules::KISWAHILI,
            position: None,
        };
        let words: Vec<String> = std::env::args().skip(1).collect();
        for pair in words.chunks(2) {
            let [name, value] = pair else {
                panic!("`{}` needs a value", pair[0]);
            };
            match name.as_str() {
                "--moves" => {
                    args.moves = value
                        .parse()
                        .unwrap_or_else(|_| panic!("bad value `{value}` for `{name}`"))
                }
                "--ms" => {
                    args.ms = value
                        .parse()
                        .unwrap_or_else(|_| panic!("bad value `{value}` for `{name}`"))
                }
                "--plies" => {
                    args.plies = value
                        .parse()
                        .unwrap_or_else(|_| panic!("bad value `{value}` for `{name}`"))
                }
                "--seed" => {
                    args.seed = value
                        .parse()
                        .unwrap_or_else(|_| panic!("bad value `{value}` for `{name}`"))
                }
                "--position" => args.position = Some(value.clone()),
                "--rules" => {
                    args.rules = value
                        .parse()
                        .unwrap_or_else(|_| panic!("bad value `{value}` for `{name}`"))
                }
                _ => panic!(
                    "unknown option `{name}`: --moves, --ms, --plies, --seed, --rules, --position"
                ),
            }
        }
        args
    }
}

/// Gets the position after `plies` random plies from the start, none of which ends the game
/// (as the self-play examples' openings are made).
fn opening(rules: Rules, plies: usize, rng: &mut Dice) -> Position {
    loop {
        let mut position = Position::start(rules);
        let mut ok = true;
        for _ in 0..plies {
            let live: Vec<_> = position
                .children()
                .into_iter()
                .filter(|c| c.end.is_none())
                .collect();
            if live.is_empty() {
                ok = false;
                break;
            }
            position = live[rng.pick(live.len())].position;
        }
        if ok && position.outcome().is_none() {
            return position;
        }
    }
}

/// The value at fraction `q` of sorted durations.
fn quantile(sorted: &[Duration], q: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let args = Args::parse();
    let budget = Duration::from_millis(args.ms);
    let mut rng = Dice::from_state(args.seed | 1);
    let mut times = Vec::with_capacity(args.moves);
    let (mut lags, mut unwinds) = (Vec::new(), Vec::new());
    // The slowest searches: time, the stop check's lag, the return after it, the position.
    let mut slowest: Vec<(Duration, Duration, Duration, String)> = Vec::new();
    while times.len() < args.moves {
        let plies = 1 + rng.pick(args.plies);
        let position = match &args.position {
            Some(text) => text
                .parse::<bao_engine::Setup>()
                .expect("a position")
                .into_position(args.rules)
                .expect("a legal position"),
            None => opening(args.rules, plies, &mut rng),
        };
        let start = Instant::now();
        let deadline = start + budget;
        // When the stop check first said stop: the lag before it, and the time from it to the
        // search's return, are the two parts of an overrun.
        let stopped_at = Cell::new(None);
        let stop = || {
            let now = Instant::now();
            let stop = now >= deadline;
            if stop && stopped_at.get().is_none() {
                stopped_at.set(Some(now));
            }
            stop
        };
        let Ok(_analysis) = analyse(
            &position,
            Limits {
                depth: 40,
                nodes: None,
            },
            &stop,
        ) else {
            continue;
        };
        let took = start.elapsed();
        if let Some(at) = stopped_at.get() {
            lags.push(at - deadline);
            unwinds.push(start + took - at);
        }
        let (lag, unwind) = stopped_at
            .get()
            .map_or((Duration::ZERO, Duration::ZERO), |at| {
                (at - deadline, start + took - at)
            });
        slowest.push((took, lag, unwind, position_text::write(&position)));
        slowest.sort_by_key(|s| std::cmp::Reverse(s.0));
        slowest.truncate(5);
        times.push(took);
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let over = |d: Duration| ms(d) - ms(budget);
    let median = quantile(&times, 0.5);
    let p99 = quantile(&times, 0.99);
    let max = *times.last().expect("at least one search");
    println!(
        "{} searches at {} ms: median {:.1} ms (+{:.1}), p99 {:.1} ms (+{:.1}), max {:.1} ms (+{:.1})",
        times.len(),
        args.ms,
        ms(median),
        over(median),
        ms(p99),
        over(p99),
        ms(max),
        over(max)
    );
    for (name, mut parts) in [
        ("stop check's lag", lags),
        ("return after the stop", unwinds),
    ] {
        if parts.is_empty() {
            continue;
        }
        parts.sort();
        println!(
            "{name}: median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            ms(quantile(&parts, 0.5)),
            ms(quantile(&parts, 0.99)),
            ms(*parts.last().expect("not empty"))
        );
    }
    let late = times
        .iter()
        .filter(|t| **t > budget + Duration::from_millis(30))
        .count();
    println!("{late} searches ran more than 30 ms over");
    for (took, lag, unwind, position) in slowest {
        println!(
            "{:.1} ms (lag {:.1}, return {:.1}): {position}",
            ms(took),
            ms(lag),
            ms(unwind)
        );
    }
}
