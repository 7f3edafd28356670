//! The steadiness of the evaluation over a game: how often South's chance crosses 50 % from one
//! ply to the next, searched as the old and the new annotation do.

use std::time::{Duration, Instant};

use bao::{
    engine::Side,
    search::{Limits, Score, analyse, chance::of_eval},
};

use super::{Args, games};

/// The chance of a score from South's side, or none when it is a proved result.
fn south(score: Score, mover: Side) -> Option<f64> {
    match score {
        Score::Eval(e) => {
            let c = of_eval(e);
            Some(if mover == Side::South { c } else { 1.0 - c })
        }
        _ => None,
    }
}

/// Counts the crossings of 50 % between consecutive chances (none where either is proved), and
/// the plies compared.
fn crossings(chances: &[Option<f64>]) -> (usize, usize) {
    let (mut crossed, mut compared) = (0, 0);
    for pair in chances.windows(2) {
        if let [Some(a), Some(b)] = *pair {
            compared += 1;
            if (a - 0.5) * (b - 0.5) < 0.0 {
                crossed += 1;
            }
        }
    }
    (crossed, compared)
}

/// Measures how often South's chance crosses 50 % over the games, as the example's doc says.
pub(crate) fn run(args: &Args) {
    let games = games(args);
    let per = Duration::from_millis(args.annotate_ms);
    // The score at depth 4 (the old annotation); at the time, its own score and the steady one
    // (the new); the steady score at depth 4.
    let mut totals = [(0, 0); 4];
    let mut depths = Vec::new();
    for (i, game) in games.iter().enumerate() {
        let mut chances: [Vec<Option<f64>>; 4] = Default::default();
        // The positions after each move: every one searched but the first, and the end.
        for (position, _) in game.positions.iter().skip(1) {
            let mover = position.to_move();
            let never = || false;
            let Ok(old) = analyse(
                position,
                Limits {
                    depth: 4,
                    nodes: Some(300_000),
                },
                &never,
            ) else {
                continue;
            };
            let deadline = Instant::now() + per;
            let stop = || Instant::now() >= deadline;
            let Ok(timed) = analyse(
                position,
                Limits {
                    depth: 40,
                    nodes: None,
                },
                &stop,
            ) else {
                continue;
            };
            depths.push(timed.depth);
            chances[0].push(south(old.score, mover));
            chances[1].push(south(timed.score, mover));
            chances[2].push(south(timed.steady, mover));
            chances[3].push(south(old.steady, mover));
        }
        let counted: Vec<(usize, usize)> = chances.iter().map(|c| crossings(c)).collect();
        println!(
            "game {:>2}: {:?}; crossings / plies compared: depth 4 {}/{}, {} ms {}/{}, {} ms steady {}/{}, depth 4 steady {}/{}",
            i + 1,
            game.end,
            counted[0].0,
            counted[0].1,
            args.annotate_ms,
            counted[1].0,
            counted[1].1,
            args.annotate_ms,
            counted[2].0,
            counted[2].1,
            counted[3].0,
            counted[3].1,
        );
        for (total, c) in totals.iter_mut().zip(&counted) {
            total.0 += c.0;
            total.1 += c.1;
        }
    }
    depths.sort_unstable();
    let share = |(crossed, compared): (usize, usize)| {
        format!(
            "{crossed} of {compared} plies ({:.1} %)",
            100.0 * crossed as f64 / compared.max(1) as f64
        )
    };
    println!(
        "{} games (level {} at depth {}, seed {}), South's chance crossing 50 %, proved plies left out:",
        games.len(),
        args.level,
        args.depth,
        args.seed
    );
    println!("  the score at depth 4:           {}", share(totals[0]));
    println!("  the steady score at depth 4:    {}", share(totals[3]));
    println!(
        "  the score at {} ms:            {}",
        args.annotate_ms,
        share(totals[1])
    );
    println!(
        "  the steady score at {} ms:     {}",
        args.annotate_ms,
        share(totals[2])
    );
    if let (Some(low), Some(high)) = (depths.first(), depths.last()) {
        println!(
            "  depths reached at {} ms: {low} to {high}, median {}",
            args.annotate_ms,
            depths[depths.len() / 2]
        );
    }
}
