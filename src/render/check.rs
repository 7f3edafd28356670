//! Check reports as text: one line per step or claim, boards side by side where they differ, and
//! a lesson's whole walk-through for snapshots.

use owo_colors::OwoColorize;

use super::{
    board::{self, Legend},
    layout::{self, Marks},
    trace,
};
use crate::{
    engine::Position,
    lesson::{
        check::{ItemReport, Mismatch, differing_holes},
        control,
        model::Compare,
    },
    style::Styles,
    t,
};

/// Draws the one line of a step or claim: ✓ or ✗, where it is and what was checked.
#[must_use]
pub fn line(item: &ItemReport, styles: &Styles) -> String {
    let mark = if item.passed() {
        "✓".style(styles.ok).to_string()
    } else {
        "✗".style(styles.error).to_string()
    };
    let place = item.place.to_string();
    format!(
        "{mark} {} {}: {}",
        control::printable(&place),
        item.what,
        item.summary
    )
}

/// Draws a step or claim in full: its ✓ or ✗ line, then [`details`].
#[must_use]
pub fn entry(item: &ItemReport, styles: &Styles) -> String {
    format!("{}\n{}", line(item, styles), details(item, styles))
}

/// Draws every step or claim that does not hold, in full; empty when all hold.
#[must_use]
pub fn failures(items: &[ItemReport], styles: &Styles) -> String {
    items
        .iter()
        .filter(|i| !i.passed())
        .map(|i| entry(i, styles))
        .collect()
}

/// Draws what went wrong in a step or claim: each mismatch, boards side by side, then the trace
/// of the move in words; and any warnings.
#[must_use]
pub fn details(item: &ItemReport, styles: &Styles) -> String {
    let mut out = String::new();
    for mismatch in &item.mismatches {
        out.push_str(&mismatch_text(mismatch, styles));
    }
    if !item.passed()
        && let Some((mv, played)) = &item.played
    {
        out.push_str(&format!(
            "    {}\n",
            t!("check-report-what-does", mv = mv.to_string())
        ));
        out.push_str(&numbered(&trace::lines(&played.trace, styles), 6));
    }
    for warning in &item.warnings {
        out.push_str(&format!(
            "    {} {warning}\n",
            t!("check-report-warning").style(styles.error)
        ));
    }
    out
}

fn mismatch_text(mismatch: &Mismatch, styles: &Styles) -> String {
    let mut out = match mismatch {
        Mismatch::Goal { answer, .. } => format!(
            "    {}\n",
            t!("check-report-misses-goal", answer = answer.to_string())
        ),
        _ => format!("    {mismatch}\n"),
    };
    match mismatch {
        Mismatch::Position {
            name,
            expected,
            actual,
            compare,
        } => {
            out.push_str(&indent(
                &side_by_side(
                    &t!("check-report-expected", name = name.as_str()),
                    expected,
                    &t!("check-report-actual"),
                    actual,
                    *compare,
                    styles,
                ),
                4,
            ));
        }
        Mismatch::Goal {
            answer,
            mismatches,
            played,
        } => {
            for inner in mismatches {
                out.push_str(&indent(&mismatch_text(inner, styles), 2));
            }
            out.push_str(&format!(
                "      {}\n",
                t!("check-report-what-does", mv = answer.to_string())
            ));
            out.push_str(&numbered(&trace::lines(&played.trace, styles), 8));
        }
        Mismatch::Answer {
            played: Some((mv, played)),
            ..
        } => {
            out.push_str(&format!(
                "      {}\n",
                t!("check-report-what-does", mv = mv.to_string())
            ));
            out.push_str(&numbered(&trace::lines(&played.trace, styles), 8));
        }
        _ => {}
    }
    out
}

fn numbered(lines: &[String], width: usize) -> String {
    lines
        .iter()
        .enumerate()
        .map(|(n, line)| format!("{:>width$}. {line}\n", n + 1))
        .collect()
}

fn indent(text: &str, by: usize) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                "\n".to_owned()
            } else {
                format!("{:by$}{l}\n", "")
            }
        })
        .collect()
}

/// Gets the width of text as shown, without colour codes.
fn visible_width(text: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for c in text.chars() {
        match (in_escape, c) {
            (false, '\u{1b}') => in_escape = true,
            (true, 'm') => in_escape = false,
            (true, _) => {}
            (false, _) => width += 1,
        }
    }
    width
}

/// Draws two positions side by side, the holes where their boards differ marked `*` on both.
#[must_use]
pub fn side_by_side(
    left_title: &str,
    left: &Position,
    right_title: &str,
    right: &Position,
    compare: Compare,
    styles: &Styles,
) -> String {
    let differing = differing_holes(left.board(), right.board());
    // The language is chosen once at start-up, so the legend's words are said once.
    static DIFFER: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let mut legend = Legend::new(DIFFER.get_or_init(|| t!("check-report-legend-differ")));
    let mut told = Vec::new();
    let mut draw = |title: &str, position: &Position| -> Vec<String> {
        let marks = Marks {
            highlight: &differing,
            ..Marks::of(position)
        };
        told.extend(legend.explain(&layout::cells(position.board(), &marks)));
        let mut lines = vec![title.style(styles.heading).to_string()];
        lines.extend(
            board::draw(position.board(), &marks, styles)
                .lines()
                .map(str::to_owned),
        );
        let mut facts = Vec::new();
        if compare.to_move {
            facts.push(match position.to_move() {
                crate::engine::Side::South => t!("check-report-south-to-move"),
                crate::engine::Side::North => t!("check-report-north-to-move"),
            });
        }
        if compare.stock {
            let stock = position.stock();
            facts.push(t!(
                "check-report-stock",
                south = stock.south,
                north = stock.north
            ));
        }
        if compare.blocked
            && let Some(hole) = position.blocked()
        {
            facts.push(t!("check-report-blocked", hole = hole.to_string()));
        }
        if !facts.is_empty() {
            lines.push(facts.join(", "));
        }
        lines
    };
    let left_lines = draw(left_title, left);
    let right_lines = draw(right_title, right);
    let width = left_lines
        .iter()
        .map(|l| visible_width(l))
        .max()
        .unwrap_or(0)
        + 4;
    let mut out = String::new();
    for i in 0..left_lines.len().max(right_lines.len()) {
        let l = left_lines.get(i).map_or("", String::as_str);
        let r = right_lines.get(i).map_or("", String::as_str);
        let pad = width.saturating_sub(visible_width(l));
        let row = format!("{l}{:pad$}{r}", "");
        out.push_str(row.trim_end());
        out.push('\n');
    }
    for line in told {
        out.push_str(&format!("{}\n", line.style(styles.label)));
    }
    out
}

/// Draws a file's steps or claims one after another: what each checks, the board it starts
/// from when it changes, and for a move played, its trace in words and the board after.
#[must_use]
pub fn walkthrough(items: &[ItemReport], styles: &Styles) -> String {
    let mut out = String::new();
    let mut previous: Option<Position> = None;
    let mut legend = Legend::new(board::TOUCHED);
    for item in items {
        out.push_str(&t!(
            "check-walk-item",
            what = item.what.to_string(),
            line = item.place.line,
            summary = item.summary.as_str()
        ));
        out.push('\n');
        if previous != Some(item.before) {
            out.push_str(&indent(
                &board::position_in(&item.before, &[], &mut legend, styles),
                2,
            ));
        }
        previous = Some(item.before);
        if let Some((mv, played)) = &item.played {
            out.push_str(&format!("  {mv}:\n"));
            out.push_str(&numbered(&trace::lines(&played.trace, styles), 4));
            out.push_str(&indent(&board::after(played, &mut legend, styles), 2));
            previous = Some(played.position);
        }
        for mismatch in &item.mismatches {
            out.push_str(&format!("  ✗ {mismatch}\n"));
        }
        for warning in &item.warnings {
            out.push_str(&format!("  {} {warning}\n", t!("check-report-warning")));
        }
        out.push('\n');
    }
    out
}
