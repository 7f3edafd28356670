//! The win chance fitted to self-play, and the steadiness of the evaluation over a game.
//!
//! `cargo run --release --example fit_chance -- --games 100 --seed 2979`
//!
//! plays `--games` games of bao against itself (both sides one level, searching to `--depth`
//! plies; the level's margin makes its random choices, and each game starts from an opening of
//! a few random plies, all fixed by `--seed`), searches every position to `--eval-depth` and
//! records its steady evaluation ([`Analysis::steady`], the one a person is shown) from the side
//! of the player to move and how the game ended for that player, and fits the scale of the logistic curve of
//! [`bao::search::chance`] to those results by maximum likelihood. It prints the data, the
//! scale, its error (log-loss and Brier score, against a coin's) and a calibration table by
//! evaluation. A proved score, and a game the turns ran out on, are left out.
//!
//! `cargo run --release --example fit_chance -- --stability --games 10 --seed 2979`
//!
//! plays the first `--games` of the same games and searches every position after a move as
//! `bao replay --annotate` does (`--annotate-ms` a position), then counts the plies whose chance,
//! from South's side, crosses 50 % from the ply before, among the plies where neither score is a
//! proved result: with the search's own score at depth 4 (the old annotation), its steady score
//! at depth 4, its own score at the set time, and the steady score at the set time (the new
//! annotation).

use std::time::{Duration, Instant};

use bao::{
    engine::{Position, Rules, Side},
    search::{Analysis, Limits, Score, analyse, dice::Dice, params::Weights},
};
use clap::Parser;

#[path = "../common/mod.rs"]
mod common;
mod stability;
use common::{End, Player, opening};

/// Fits the win chance to self-play, or measures its steadiness.
#[derive(Debug, Parser)]
pub(crate) struct Args {
    /// How many games.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// The seed of the openings and of the level's random choices.
    #[arg(long, default_value_t = 2979)]
    seed: u64,
    /// The level both sides play at, 1 to 6 (its margin, below level 5, makes random choices).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=6))]
    level: u8,
    /// The depth both sides search to, in plies.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=40))]
    depth: u32,
    /// The depth each position is searched to for the evaluation the fit takes, in plies.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=40))]
    eval_depth: u32,
    /// How many random plies from the start make an opening.
    #[arg(long, default_value_t = 6)]
    plies: usize,
    /// The most turns of a game.
    #[arg(long, default_value_t = 300)]
    max_turns: usize,
    /// The ruleset.
    #[arg(long, default_value = "kiswahili")]
    rules: Rules,
    /// Measure how often the chance over a game crosses 50 % instead of fitting.
    #[arg(long)]
    stability: bool,
    /// The time the stability measurement searches each position for, in milliseconds.
    #[arg(long, default_value_t = 200)]
    annotate_ms: u64,
}

/// One game: the positions searched, each with its analysis, and how it ended.
pub(crate) struct Game {
    positions: Vec<(Position, Analysis)>,
    end: End,
}

/// Plays the games the arguments say, printing one line for each.
pub(crate) fn games(args: &Args) -> Vec<Game> {
    let player = Player {
        level: args.level,
        // The depth bounds the search; the time only guards against a pathological position.
        per_move: Duration::from_secs(60),
        weights: Weights::DEFAULT,
        depth: Some(args.depth),
    };
    let mut rng = Dice::from_state(args.seed | 1);
    (0..args.games)
        .map(|i| {
            let start = opening(args.rules, args.plies, &mut rng);
            let mut positions = Vec::new();
            let end = common::play(
                start,
                |_| player,
                args.max_turns,
                &mut rng,
                |p, a| positions.push((*p, a.clone())),
            );
            eprintln!("game {:>3}: {} plies, {end:?}", i + 1, positions.len());
            Game { positions, end }
        })
        .collect()
}

/// The result of a game for `side`: 1 a win, 0 a loss, a half a draw; none if unfinished.
fn result(end: End, side: Side) -> Option<f64> {
    match end {
        End::Won(winner) => Some(if winner == side { 1.0 } else { 0.0 }),
        End::Drawn => Some(0.5),
        End::Unfinished => None,
    }
}

/// The mean log-loss of a scale over the data (evaluation, result).
fn log_loss(data: &[(i32, f64)], scale: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|&(e, r)| {
            let p = (1.0 / (1.0 + (-f64::from(e) / scale).exp())).clamp(1e-12, 1.0 - 1e-12);
            -(r * p.ln() + (1.0 - r) * (1.0 - p).ln())
        })
        .sum();
    sum / data.len() as f64
}

/// The scale of least log-loss, by golden-section search over its logarithm from 20 to 20 000.
fn fit(data: &[(i32, f64)]) -> f64 {
    let loss = |x: f64| log_loss(data, x.exp());
    let (mut low, mut high) = (20f64.ln(), 20_000f64.ln());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..100 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if loss(a) < loss(b) {
            high = b;
        } else {
            low = a;
        }
    }
    ((low + high) / 2.0).exp()
}

/// How many times the bootstrap draws the games again.
const BOOTSTRAP: usize = 200;

/// The 2.5 % and 97.5 % points of the scales fitted to the games drawn again with replacement
/// ([`BOOTSTRAP`] times): the positions of one game are not independent, so the games are.
fn bootstrap(data: &[(i32, f64)], game_of: &[usize], games: usize, seed: u64) -> (f64, f64) {
    let mut by_game = vec![Vec::new(); games];
    for (point, &game) in data.iter().zip(game_of) {
        by_game[game].push(*point);
    }
    let mut rng = Dice::from_state(seed.rotate_left(17) | 1);
    let mut scales: Vec<f64> = (0..BOOTSTRAP)
        .map(|_| {
            let drawn: Vec<(i32, f64)> = (0..games)
                .flat_map(|_| by_game[rng.pick(games)].iter().copied())
                .collect();
            fit(&drawn)
        })
        .collect();
    scales.sort_by(f64::total_cmp);
    (
        scales[BOOTSTRAP / 40],
        scales[BOOTSTRAP - 1 - BOOTSTRAP / 40],
    )
}

fn fit_mode(args: &Args) {
    let started = Instant::now();
    let games = games(args);
    // The steady evaluation, and the search's own score of the same position.
    let mut data = Vec::new();
    let mut own = Vec::new();
    // The game each evaluation comes from, for the bootstrap over games.
    let mut game_of = Vec::new();
    let (mut proved, mut unfinished) = (0, 0);
    let mut ends = [0usize; 3];
    for (i, game) in games.iter().enumerate() {
        eprintln!("searching the positions of game {:>3}", i + 1);
        match game.end {
            End::Won(Side::South) => ends[0] += 1,
            End::Won(Side::North) => ends[1] += 1,
            _ => ends[2] += 1,
        }
        for (position, _) in &game.positions {
            let Some(r) = result(game.end, position.to_move()) else {
                unfinished += 1;
                continue;
            };
            let limits = Limits {
                depth: args.eval_depth,
                nodes: None,
            };
            let analysis = analyse(position, limits, &|| false).expect("a position in play");
            match (analysis.steady, analysis.score) {
                (Score::Eval(e), Score::Eval(raw)) => {
                    data.push((e, r));
                    own.push((raw, r));
                    game_of.push(i);
                }
                _ => proved += 1,
            }
        }
    }
    println!(
        "{} games ({}), level {} at depth {}, openings of {} random plies, seed {}, positions searched to depth {}: South won {}, North {}, {} drawn or unfinished; {:.0} s",
        games.len(),
        args.rules,
        args.level,
        args.depth,
        args.plies,
        args.seed,
        args.eval_depth,
        ends[0],
        ends[1],
        ends[2],
        started.elapsed().as_secs_f64()
    );
    println!(
        "{} positions with an evaluation; {proved} with a proved score and {unfinished} of unfinished games left out",
        data.len()
    );
    let scale = fit(&data);
    let (low, high) = bootstrap(&data, &game_of, games.len(), args.seed);
    let brier = |scale: f64| {
        data.iter()
            .map(|&(e, r)| {
                let p = 1.0 / (1.0 + (-f64::from(e) / scale).exp());
                (p - r).powi(2)
            })
            .sum::<f64>()
            / data.len() as f64
    };
    println!(
        "fitted scale: {scale:.0} hundredths of a seed (steady evaluation); 95 % of {BOOTSTRAP} fits to games drawn again with replacement between {low:.0} and {high:.0}"
    );
    println!(
        "fitted scale of the search's own score: {:.0} (log-loss {:.4})",
        fit(&own),
        log_loss(&own, fit(&own))
    );
    println!(
        "log-loss {:.4} (a coin: {:.4}), Brier {:.4} (a coin: 0.2500)",
        log_loss(&data, scale),
        2f64.ln(),
        brier(scale)
    );
    for other in [200.0, 400.0, 800.0] {
        println!(
            "  at scale {other:.0}: log-loss {:.4}, Brier {:.4}",
            log_loss(&data, other),
            brier(other)
        );
    }
    println!("calibration (evaluation from the mover's side, hundredths of a seed):");
    println!("  bucket           positions  predicted  scored");
    let edges = [
        i32::MIN,
        -1000,
        -500,
        -250,
        -100,
        -25,
        25,
        100,
        250,
        500,
        1000,
        i32::MAX,
    ];
    for pair in edges.windows(2) {
        let inside: Vec<&(i32, f64)> = data
            .iter()
            .filter(|(e, _)| *e >= pair[0] && *e < pair[1])
            .collect();
        if inside.is_empty() {
            continue;
        }
        let n = inside.len() as f64;
        let predicted: f64 = inside
            .iter()
            .map(|(e, _)| 1.0 / (1.0 + (-f64::from(*e) / scale).exp()))
            .sum::<f64>()
            / n;
        let scored: f64 = inside.iter().map(|(_, r)| r).sum::<f64>() / n;
        let name = |edge: i32| match edge {
            i32::MIN => "-inf".to_owned(),
            i32::MAX => "inf".to_owned(),
            e => e.to_string(),
        };
        println!(
            "  [{:>5}, {:>5})  {:>9}  {:>8.1} %  {:>5.1} %",
            name(pair[0]),
            name(pair[1]),
            inside.len(),
            100.0 * predicted,
            100.0 * scored
        );
    }
}

fn main() {
    let args = Args::parse();
    if args.stability {
        stability::run(&args);
    } else {
        fit_mode(&args);
    }
}
