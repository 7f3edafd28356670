//! The review as text, for a pipe: the count of each side's moves by class, their accuracy,
//! the turning points with the better move, and a line graph of South's chance in characters.

use super::{Review, TURNING_POINTS};
use crate::{
    engine::Side,
    game::{
        coach::Class,
        record::GameResult,
        words::{mv, side},
    },
    search::chance::percent,
    t,
};

/// The graph's height in rows, from 100 % at the top to 0 % at the bottom.
const ROWS: usize = 9;
/// The graph's most columns: a longer game is sampled.
const COLUMNS: usize = 60;
/// The graph's fewest columns: a shorter game is stretched.
const FEWEST: usize = 24;

/// Says the review in lines of text.
#[must_use]
pub fn text(review: &Review) -> String {
    let mut out = String::new();
    out.push_str(&t!("game-review-of", title = review.title.as_str()));
    out.push('\n');
    out.push_str(&t!("game-review-result", result = result(review.result)));
    out.push('\n');
    out.push_str(&match review.limits.nodes {
        Some(nodes) => t!(
            "game-review-budget",
            depth = review.limits.depth,
            nodes = nodes.to_string()
        ),
        None => t!("game-review-budget-unlimited", depth = review.limits.depth),
    });
    out.push_str("\n\n");
    // The labels' column is as wide as the longest label, 28 at least (English's).
    let labels: Vec<String> = Class::ALL.iter().map(|c| c.plural()).collect();
    let accuracy = t!("game-review-accuracy");
    let wide = labels
        .iter()
        .chain([&accuracy])
        .map(|l| l.chars().count() + 1)
        .max()
        .unwrap_or(0)
        .max(28);
    // Each side's column is 8 wide, or its name's width and a space.
    let (south, north) = (side(Side::South), side(Side::North));
    let column = south.chars().count().max(north.chars().count()) + 1;
    let column = column.max(8);
    let row = |label: &str, s: &str, n: &str| {
        let pad = wide.saturating_sub(label.chars().count());
        format!("{label}{}{s:>column$}{n:>column$}\n", " ".repeat(pad))
    };
    out.push_str(&row("", &south, &north));
    for (at, label) in labels.iter().enumerate() {
        let [s, n] = review.tallies.each_ref().map(|t| t.counts[at].to_string());
        out.push_str(&row(label, &s, &n));
    }
    let [s, n] = review
        .tallies
        .each_ref()
        .map(|t| t.accuracy.map_or("-".to_owned(), |a| format!("{a:.0} %")));
    out.push_str(&row(&accuracy, &s, &n));
    out.push('\n');
    out.push_str(&turning_points(review));
    out.push('\n');
    out.push_str(&graph(&review.south));
    out
}

/// Says how the game stands.
pub(super) fn result(result: GameResult) -> String {
    crate::game::words::result(result)
}

/// Says the turning points, one a line: `turn 7, a6L* (North), a blunder: North's chances go
/// from 55 % to 18 %; b2R was better`.
#[must_use]
pub fn turning_points(review: &Review) -> String {
    if review.turning.is_empty() {
        return format!("{}\n", t!("game-review-no-turning-points"));
    }
    let mut out = t!(
        "game-review-turning-points",
        count = review.turning.len().min(TURNING_POINTS)
    );
    out.push('\n');
    for line in turning_lines(review) {
        out.push_str(&format!("  {line}\n"));
    }
    out
}

/// The turning points, each in words.
#[must_use]
pub fn turning_lines(review: &Review) -> Vec<String> {
    review
        .turning
        .iter()
        .map(|&i| {
            let m = &review.moves[i];
            let said = t!(
                "game-review-turning",
                turn = i + 1,
                move = mv(m.mv),
                side = side(m.mover),
                class = m.class.key(),
                before = percent(m.before),
                after = percent(m.after)
            );
            match m.best {
                Some(b) => t!("game-review-better", said = said, move = mv(b)),
                None => said,
            }
        })
        .collect()
}

/// Draws South's chance over the game in characters: a dot a position, 100 % at the top.
#[must_use]
pub fn graph(south: &[f64]) -> String {
    let columns = south.len().clamp(FEWEST, COLUMNS);
    let sample = |c: usize| {
        let last = south.len().saturating_sub(1);
        let at = (c * last + (columns - 1) / 2) / (columns - 1);
        south.get(at).copied().unwrap_or(0.5)
    };
    let row_of = |chance: f64| ((1.0 - chance) * (ROWS - 1) as f64).round() as usize;
    let dots: Vec<usize> = (0..columns).map(|c| row_of(sample(c))).collect();
    let mut out = format!("{}\n", t!("game-review-graph"));
    for r in 0..ROWS {
        let label = match r {
            0 => "100 % ┤",
            _ if r == ROWS / 2 => " 50 % ┤",
            _ if r == ROWS - 1 => "  0 % ┤",
            _ => "      │",
        };
        let line: String = dots
            .iter()
            .map(|&d| match d {
                _ if d == r => '•',
                _ if r == ROWS / 2 => '·',
                _ => ' ',
            })
            .collect();
        out.push_str(&format!("{label}{}\n", line.trim_end()));
    }
    out.push_str(&format!("      └{}\n", "─".repeat(columns)));
    let last = south.len().saturating_sub(1);
    let start = t!("game-review-start");
    let end = t!("game-review-turn", turn = last);
    out.push_str(&format!(
        "       {start}{}{end}\n",
        " ".repeat(columns.saturating_sub(start.chars().count() + end.chars().count()))
    ));
    out
}
