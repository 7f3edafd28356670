//! Engine against engine: two levels (or one level at two time limits) play each opening twice,
//! once with each colour, and the result is given as wins, losses, draws and an Elo difference
//! with its 95 % error bar.
//!
//! `cargo run --release --example match -- --a 5 --b 3 --openings 20`
//!
//! A side may play with other evaluation weights than the default ones, named as the fields of
//! [`Weights`] (`--a-weights mobility=14,exposed=4`), and both may search to one fixed depth
//! (`--depth 4` with a long time per move makes games fast and repeatable).
//!
//! Openings are the positions after a few random plies from the start (fixed by `--seed`). A game
//! that reaches `--max-turns` without an end is counted as a draw, and said so.

use std::time::Duration;

use bao::{
    engine::{Position, Rules, Side},
    search::{dice::Dice, params::Weights},
};
use clap::Parser;

mod common;
use common::{End, Player, opening};

/// Engine-against-engine matches.
#[derive(Debug, Parser)]
struct Args {
    /// The level of player A, 1 to 6.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=6))]
    a: u8,
    /// The level of player B, 1 to 6.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=6))]
    b: u8,
    /// The time per move of player A, in milliseconds.
    #[arg(long, default_value_t = 200)]
    a_ms: u64,
    /// The time per move of player B, in milliseconds.
    #[arg(long, default_value_t = 200)]
    b_ms: u64,
    /// The evaluation weights of player A that differ from the default, as `name=value,...`.
    #[arg(long, value_parser = parse_weights, default_value = "")]
    a_weights: Weights,
    /// The evaluation weights of player B that differ from the default, as `name=value,...`.
    #[arg(long, value_parser = parse_weights, default_value = "")]
    b_weights: Weights,
    /// The depth both players search to, in plies, instead of their levels' depths (their
    /// levels still say how far below the best a random choice may go).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=40))]
    depth: Option<u32>,
    /// How many opening positions; each is played twice, colours swapped.
    #[arg(long, default_value_t = 10)]
    openings: usize,
    /// How many random plies from the start make an opening.
    #[arg(long, default_value_t = 4)]
    plies: usize,
    /// The most turns of a game before it is called a draw.
    #[arg(long, default_value_t = 300)]
    max_turns: usize,
    /// The seed of the openings and of the levels' random choices.
    #[arg(long, default_value_t = 0x0ba0)]
    seed: u64,
    /// The ruleset.
    #[arg(long, default_value = "kiswahili")]
    rules: Rules,
}

/// Reads weights as `name=value,...` over the default ones; the empty text is the default.
fn parse_weights(text: &str) -> Result<Weights, String> {
    let mut weights = Weights::DEFAULT;
    for item in text.split(',').filter(|item| !item.trim().is_empty()) {
        let Some((name, value)) = item.split_once('=') else {
            return Err(format!("weight `{item}` is not `name=value`"));
        };
        let value: i32 = value
            .trim()
            .parse()
            .map_err(|_| format!("weight `{item}` has no whole number after `=`"))?;
        let field = match name.trim() {
            "seed" => &mut weights.seed,
            "front_seed" => &mut weights.front_seed,
            "nyumba" => &mut weights.nyumba,
            "mobility" => &mut weights.mobility,
            "capture_threat" => &mut weights.capture_threat,
            "exposed" => &mut weights.exposed,
            other => {
                return Err(format!(
                    "no weight is named `{other}` (seed, front_seed, nyumba, mobility, \
                     capture_threat, exposed)"
                ));
            }
        };
        *field = value;
    }
    Ok(weights)
}

/// How a game ended for player A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameResult {
    Win,
    Loss,
    Draw,
    Unfinished,
}

/// Plays one game from `position`, A playing `a_side`.
fn play(
    position: Position,
    a: Player,
    b: Player,
    a_side: Side,
    max_turns: usize,
    rng: &mut Dice,
) -> GameResult {
    let player = |side| if side == a_side { a } else { b };
    match common::play(position, player, max_turns, rng, |_, _| {}) {
        End::Won(side) if side == a_side => GameResult::Win,
        End::Won(_) => GameResult::Loss,
        End::Drawn => GameResult::Draw,
        End::Unfinished => GameResult::Unfinished,
    }
}

/// The Elo difference of a score fraction.
fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

fn main() {
    let args = Args::parse();
    let a = Player {
        level: args.a,
        per_move: Duration::from_millis(args.a_ms),
        weights: args.a_weights,
        depth: args.depth,
    };
    let b = Player {
        level: args.b,
        per_move: Duration::from_millis(args.b_ms),
        weights: args.b_weights,
        depth: args.depth,
    };
    let mut rng = Dice::from_state(args.seed | 1);
    let (mut wins, mut losses, mut draws, mut unfinished) = (0u32, 0u32, 0u32, 0u32);
    for i in 0..args.openings {
        let start = opening(args.rules, args.plies, &mut rng);
        for a_side in Side::ALL {
            let result = play(start, a, b, a_side, args.max_turns, &mut rng);
            match result {
                GameResult::Win => wins += 1,
                GameResult::Loss => losses += 1,
                GameResult::Draw => draws += 1,
                GameResult::Unfinished => unfinished += 1,
            }
            println!("opening {:>3}, A as {a_side}: {result:?}", i + 1);
        }
    }
    let n = f64::from(wins + losses + draws + unfinished);
    let even = f64::from(draws + unfinished);
    let score = (f64::from(wins) + even / 2.0) / n;
    let variance = (f64::from(wins) * (1.0 - score).powi(2)
        + f64::from(losses) * score.powi(2)
        + even * (0.5 - score).powi(2))
        / n;
    let error = 1.96 * (variance / n).sqrt();
    let clamp = |s: f64| s.clamp(0.5 / n, 1.0 - 0.5 / n);
    let (low, high) = (elo(clamp(score - error)), elo(clamp(score + error)));
    let depth = args.depth.map_or(String::new(), |d| format!(", depth {d}"));
    println!(
        "A (level {}, {} ms{depth}) against B (level {}, {} ms{depth}), {} games: {wins} wins, {losses} losses, {draws} draws, {unfinished} unfinished (counted as draws)",
        a.level, args.a_ms, b.level, args.b_ms, n
    );
    println!("A's weights: {:?}", a.weights);
    println!("B's weights: {:?}", b.weights);
    if variance == 0.0 {
        // Every game ended alike: the score gives a bound, not an estimate with an error bar.
        let bound = elo(clamp(score));
        let side = if bound >= 0.0 { "at least" } else { "at most" };
        println!(
            "score {:.1} %, Elo difference {side} {bound:+.0} (every game alike: play more or closer levels for an error bar)",
            100.0 * score
        );
    } else {
        println!(
            "score {:.1} %, Elo difference {:+.0} (95 %: {:+.0} to {:+.0})",
            100.0 * score,
            elo(clamp(score)),
            low,
            high
        );
    }
}
