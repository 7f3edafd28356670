//! The review as text, for a pipe: the count of each side's moves by class, their accuracy,
//! the turning points with the better move, and a line graph of South's chance in characters.

use super::{Review, TURNING_POINTS};
use crate::{
    engine::Side,
    game::{coach::Class, record::GameResult},
    search::chance::percent,
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
    out.push_str(&format!("review of the game: {}\n", review.title));
    out.push_str(&format!("result: {}\n", result(review.result)));
    out.push_str(&format!(
        "each position searched {} plies deep, at most {} nodes\n\n",
        review.limits.depth,
        review
            .limits
            .nodes
            .map_or("unlimited".to_owned(), |n| n.to_string())
    ));
    out.push_str(&format!("{:<28}{:>8}{:>8}\n", "", "South", "North"));
    for (at, class) in Class::ALL.iter().enumerate() {
        let [s, n] = review.tallies.each_ref().map(|t| t.counts[at]);
        out.push_str(&format!("{:<28}{s:>8}{n:>8}\n", class.plural()));
    }
    let [s, n] = review
        .tallies
        .each_ref()
        .map(|t| t.accuracy.map_or("-".to_owned(), |a| format!("{a:.0} %")));
    out.push_str(&format!("{:<28}{s:>8}{n:>8}\n\n", "accuracy"));
    out.push_str(&turning_points(review));
    out.push('\n');
    out.push_str(&graph(&review.south));
    out
}

/// Says how the game stands.
pub(super) fn result(result: GameResult) -> String {
    match result {
        GameResult::InProgress => "not finished".to_owned(),
        result => result.to_string(),
    }
}

/// Says the turning points, one a line: `turn 7, a6L* (North), a blunder: North's chances go
/// from 55 % to 18 %; b2R was better`.
#[must_use]
pub fn turning_points(review: &Review) -> String {
    if review.turning.is_empty() {
        return "turning points: none, no move lost 10 points of chance or more\n".to_owned();
    }
    let mut out = format!(
        "turning points (the {} that lost the most):\n",
        if review.turning.len() == 1 {
            "move".to_owned()
        } else {
            format!("{} moves", review.turning.len().min(TURNING_POINTS))
        }
    );
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
            let better = m
                .best
                .map(|b| format!("; {b} was better"))
                .unwrap_or_default();
            format!(
                "turn {}, {} ({}), {}: {}'s chances go from {} % to {} %{better}",
                i + 1,
                m.mv,
                m.mover,
                m.class,
                m.mover,
                percent(m.before),
                percent(m.after)
            )
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
    let mut out = format!(
        "{}'s chances over the game (a dot a position):\n",
        Side::South
    );
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
    let end = format!("turn {last}");
    out.push_str(&format!(
        "       start{}{end}\n",
        " ".repeat(columns.saturating_sub(5 + end.len()))
    ));
    out
}
