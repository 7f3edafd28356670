//! The review as an SVG picture a person can put on a page: South's chance over the game as a
//! line over a shaded area, the 50 % line, the turning points marked and named, and each side's
//! accuracy. The same review always gives the same text; every piece of text is escaped.

use std::fmt::Write;

use super::{Review, text::turning_lines};
use crate::{
    render::svg::{INK, PAPER, escape},
    search::chance::percent,
    t,
};

/// The picture's width.
const WIDTH: f64 = 800.0;
/// The plot's left edge, after the axis labels.
const LEFT: f64 = 56.0;
/// The plot's right margin.
const RIGHT: f64 = 16.0;
/// The plot's top, under the title lines.
const TOP: f64 = 64.0;
/// The plot's height.
const PLOT: f64 = 220.0;
/// The height of a line of text.
const LINE: f64 = 20.0;

const SOUTH: &str = "#2e6db4";
const SOUTH_FILL: &str = "#c9dcf2";
const GRID: &str = "#b9ad99";
const TURN: &str = "#c62828";

/// Draws the review as an SVG document.
#[must_use]
pub fn svg(review: &Review) -> String {
    let turning = turning_lines(review);
    let height = TOP + PLOT + 2.0 * LINE + LINE * turning.len() as f64 + 16.0;
    let right = WIDTH - RIGHT;
    let bottom = TOP + PLOT;
    let n = review.south.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| LEFT + (right - LEFT) * i as f64 / n;
    let y = |chance: f64| TOP + PLOT * (1.0 - chance);
    let mut s = String::new();
    // The catalogue's own words carry no markup; what comes from the record is escaped.
    let over_the_game = t!("game-svg-chances");
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH:.0}" height="{height:.0}" viewBox="0 0 {WIDTH:.0} {height:.0}" font-family="sans-serif" font-size="13" role="img" aria-label="{over_the_game}">"#
    );
    let _ = writeln!(
        s,
        r#"<rect width="{WIDTH:.0}" height="{height:.0}" fill="{PAPER}"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{LEFT:.0}" y="22" fill="{INK}" font-weight="bold">{}</text>"#,
        escape(&review.title)
    );
    let accuracy = |i: usize| {
        review.tallies[i]
            .accuracy
            .map_or("-".to_owned(), |a| format!("{a:.0} %"))
    };
    let _ = writeln!(
        s,
        r#"<text x="{LEFT:.0}" y="42" fill="{INK}">{}</text>"#,
        t!(
            "game-svg-subtitle",
            result = escape(&super::text::result(review.result)),
            south = escape(&accuracy(0)),
            north = escape(&accuracy(1))
        )
    );
    for (chance, label) in [(1.0, "100 %"), (0.5, "50 %"), (0.0, "0 %")] {
        let _ = writeln!(
            s,
            r#"<line x1="{LEFT:.1}" y1="{yy:.1}" x2="{right:.1}" y2="{yy:.1}" stroke="{GRID}" stroke-dasharray="{dash}"/>"#,
            yy = y(chance),
            dash = if chance == 0.5 { "4 3" } else { "none" }
        );
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{:.1}" fill="{INK}" text-anchor="end">{label}</text>"#,
            LEFT - 6.0,
            y(chance) + 4.0
        );
    }
    let points: Vec<String> = review
        .south
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{:.1},{:.1}", x(i), y(*c)))
        .collect();
    if !points.is_empty() {
        let area = format!(
            "{:.1},{bottom:.1} {} {:.1},{bottom:.1}",
            x(0),
            points.join(" "),
            x(review.south.len() - 1)
        );
        let _ = writeln!(
            s,
            r#"<polygon points="{area}" fill="{SOUTH_FILL}" stroke="none"/>"#
        );
        let _ = writeln!(
            s,
            r#"<polyline points="{}" fill="none" stroke="{SOUTH}" stroke-width="2"/>"#,
            points.join(" ")
        );
    }
    for (k, &i) in review.turning.iter().enumerate() {
        // The move of index i leads to position i + 1.
        let (cx, cy) = (x(i + 1), y(review.south[i + 1]));
        let _ = writeln!(
            s,
            r#"<circle cx="{cx:.1}" cy="{cy:.1}" r="5" fill="{TURN}"/><text x="{cx:.1}" y="{:.1}" fill="{TURN}" text-anchor="middle" font-weight="bold">{}</text>"#,
            cy - 9.0,
            k + 1
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{LEFT:.0}" y="{:.1}" fill="{INK}">{}</text><text x="{right:.0}" y="{:.1}" fill="{INK}" text-anchor="end">{}</text>"#,
        bottom + 16.0,
        t!("game-review-start"),
        bottom + 16.0,
        t!(
            "game-review-turn",
            turn = review.south.len().saturating_sub(1)
        )
    );
    for (k, line) in turning.iter().enumerate() {
        let _ = writeln!(
            s,
            r#"<text x="{LEFT:.0}" y="{:.1}" fill="{INK}"><tspan fill="{TURN}" font-weight="bold">{}</tspan> {}</text>"#,
            bottom + 2.0 * LINE + LINE * k as f64 + 8.0,
            k + 1,
            escape(line)
        );
    }
    let last = review.south.last().copied().unwrap_or(0.5);
    let _ = writeln!(
        s,
        r#"<desc>{}</desc>"#,
        t!("game-svg-end", percent = percent(last))
    );
    s.push_str("</svg>\n");
    s
}
