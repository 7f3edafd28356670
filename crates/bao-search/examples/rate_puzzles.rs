//! Rates puzzles as the collection does and prints the figures of BENCHMARKS.md, "Puzzle
//! ratings": the 13 chapter puzzles' ratings against their order (Spearman's rank correlation),
//! then a sample of puzzles found in random games, their mean solve rate by rating bucket, and the
//! time a rating takes.
//!
//! `cargo run --release -p bao-search --example rate_puzzles -- [--sample N] [--seed S]
//! [--nodes N]`, from the workspace's root (it reads `lessons/12-puzzles/`).

use std::time::Instant;

use bao_engine::{
    Move, Position, Rules, Setup,
    notation::{MoveText, position_text},
};
use bao_search::{
    find::{FindOptions, find},
    rating::{NODE_BUDGET, Rated, rate_with_budget},
    theme::{Theme, detect},
};

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut sample, mut seed, mut nodes) = (60usize, 1u64, NODE_BUDGET);
    while let Some(arg) = args.next() {
        let value = args.next().and_then(|v| v.parse::<u64>().ok());
        match (arg.as_str(), value) {
            ("--sample", Some(v)) => sample = v as usize,
            ("--seed", Some(v)) => seed = v,
            ("--nodes", Some(v)) => nodes = v,
            _ => {
                eprintln!("usage: rate_puzzles [--sample N] [--seed S] [--nodes N]");
                std::process::exit(2);
            }
        }
    }
    chapter(nodes);
    if sample > 0 {
        generated(sample, seed, nodes);
    }
}

/// One chapter puzzle: its file, the least turns, the position and the solution line.
struct ChapterPuzzle {
    file: String,
    turns: u32,
    position: Position,
    line: Vec<Move>,
}

/// Reads the chapter's puzzles by their `rules:`, `position:`, `wins_in:` and `solution:` lines
/// (the lesson files' own loader belongs to the application).
fn chapter_puzzles() -> Vec<ChapterPuzzle> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../lessons/12-puzzles");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the chapter folder")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.file_name().is_some_and(|n| n != "chapter.yaml"))
        .collect();
    files.sort();
    let mut puzzles = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a lesson file");
        let value = |key: &str| -> Vec<String> {
            text.lines()
                .filter_map(|l| l.trim().strip_prefix(key))
                .map(|v| v.trim().trim_matches('"').to_owned())
                .collect()
        };
        let rules: Rules = value("rules:")[0].parse().expect("a ruleset");
        let positions = value("position:");
        let (turns, lines) = (value("wins_in:"), value("solution:"));
        assert_eq!(turns.len(), 1, "one puzzle in {}", path.display());
        let position = positions
            .last()
            .expect("a position")
            .parse::<Setup>()
            .expect("a position text")
            .into_position(rules)
            .expect("a legal position");
        let mut at = position;
        let mut line = Vec::new();
        for mv in lines[0].trim_matches(['[', ']']).split(',') {
            let mv = mv
                .trim()
                .trim_matches('"')
                .parse::<MoveText>()
                .expect("a move")
                .resolve(&at)
                .expect("a legal move");
            at = at.play(mv).expect("a legal move").position;
            line.push(mv);
        }
        puzzles.push(ChapterPuzzle {
            file: path.file_stem().unwrap().to_string_lossy().into_owned(),
            turns: turns[0].parse().expect("a number of turns"),
            position,
            line,
        });
    }
    puzzles
}

/// Rates the chapter's puzzles in their order.
fn chapter(nodes: u64) {
    let puzzles = chapter_puzzles();
    assert_eq!(puzzles.len(), 13, "the chapter's thirteen puzzles");
    let mut ratings = Vec::new();
    println!("| # | puzzle | wins in | rating | solve rates, levels 0..5 | themes | ms |");
    println!("|---|---|---|---|---|---|---|");
    for puzzle in &puzzles {
        let clock = Instant::now();
        let rated = rate_with_budget(&puzzle.position, &puzzle.line, nodes);
        let ms = clock.elapsed().as_millis();
        let themes: Vec<&str> = detect(&puzzle.position, &puzzle.line)
            .iter()
            .map(|t| t.name())
            .collect();
        ratings.push(f64::from(rated.rating));
        println!(
            "| {} | {} | {} | {} | {} | {} | {ms} |",
            ratings.len(),
            puzzle.file,
            puzzle.turns,
            rated.rating,
            rates(&rated),
            themes.join(" ")
        );
    }
    let order: Vec<f64> = (1..=ratings.len()).map(|i| i as f64).collect();
    println!(
        "\nSpearman's rank correlation of rating with the chapter's order: {:.2} ({} puzzles)",
        spearman(&order, &ratings),
        ratings.len()
    );
}

/// Finds `count` puzzles in random games (wins in 1 to 3, both rulesets) and rates them.
fn generated(count: usize, seed: u64, nodes: u64) {
    let mut rated: Vec<(Rated, String)> = Vec::new();
    let mut themes = [0usize; Theme::ALL.len()];
    let mut rating_time = 0.0;
    let mut tries = 0u64;
    while rated.len() < count && tries < count as u64 * 20 {
        tries += 1;
        let rules = if tries.is_multiple_of(4) {
            Rules::KUJIFUNZA
        } else {
            Rules::KISWAHILI
        };
        let options = FindOptions {
            turns: 1 + (tries % 3) as u32,
            positions: 60,
            ..FindOptions::default()
        };
        let Some(found) = find(
            rules,
            seed.wrapping_mul(1000).wrapping_add(tries),
            &options,
            &|| false,
        ) else {
            continue;
        };
        for theme in detect(&found.position, &found.line) {
            themes[Theme::ALL.iter().position(|t| *t == theme).unwrap_or(0)] += 1;
        }
        let clock = Instant::now();
        let r = rate_with_budget(&found.position, &found.line, nodes);
        rating_time += clock.elapsed().as_secs_f64();
        rated.push((r, describe(&found.position, found.turns)));
    }
    rated.sort_by_key(|(r, _)| r.rating);
    println!(
        "\n{} puzzles found; rating took {:.3} s a puzzle on average",
        rated.len(),
        rating_time / rated.len().max(1) as f64
    );
    println!("\n| rating | puzzles | mean solve rate | levels 0..5 |");
    println!("|---|---|---|---|");
    for low in (600..2400).step_by(200) {
        let bucket: Vec<&Rated> = rated
            .iter()
            .map(|(r, _)| r)
            .filter(|r| r.rating >= low && (r.rating < low + 200 || low + 200 >= 2400))
            .collect();
        if bucket.is_empty() {
            continue;
        }
        let levels: Vec<String> = (0..bucket[0].solve_rates.len())
            .map(|i| format!("{:.2}", mean(bucket.iter().map(|r| r.solve_rates[i].1))))
            .collect();
        println!(
            "| {low}–{} | {} | {:.2} | {} |",
            low + 199,
            bucket.len(),
            mean(bucket.iter().map(|r| mean_rate(r))),
            levels.join(" ")
        );
    }
    let ratings: Vec<f64> = rated.iter().map(|(r, _)| f64::from(r.rating)).collect();
    let means: Vec<f64> = rated.iter().map(|(r, _)| mean_rate(r)).collect();
    println!(
        "\nSpearman's rank correlation of rating with mean solve rate: {:.2}",
        spearman(&ratings, &means)
    );
    println!("\n| theme | puzzles showing it |");
    println!("|---|---|");
    for (theme, n) in Theme::ALL.iter().zip(themes) {
        println!("| {theme} | {n} |");
    }
    if std::env::var_os("RATE_PUZZLES_LIST").is_some() {
        for (r, what) in &rated {
            println!("{} {} {what}", r.rating, rates(r));
        }
    }
}

fn describe(position: &Position, turns: u32) -> String {
    format!("win in {turns}: {}", position_text::write(position))
}

fn rates(rated: &Rated) -> String {
    let each: Vec<String> = rated
        .solve_rates
        .iter()
        .map(|(_, r)| format!("{r:.2}"))
        .collect();
    each.join(" ")
}

fn mean_rate(rated: &Rated) -> f64 {
    mean(rated.solve_rates.iter().map(|(_, r)| *r))
}

fn mean(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = values.fold((0.0, 0usize), |(s, n), v| (s + v, n + 1));
    if n == 0 { 0.0 } else { sum / n as f64 }
}

/// Spearman's rank correlation, ties given their mean rank.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    pearson(&ranks(a), &ranks(b))
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&i, &j| values[i].total_cmp(&values[j]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for k in i..=j {
            ranks[order[k]] = (i + j) as f64 / 2.0 + 1.0;
        }
        i = j + 1;
    }
    ranks
}

fn pearson(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len() as f64;
    let (ma, mb) = (a.iter().sum::<f64>() / n, b.iter().sum::<f64>() / n);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb).powi(2)).sum();
    if va == 0.0 || vb == 0.0 {
        0.0
    } else {
        cov / (va * vb).sqrt()
    }
}
