//! The legend under a board: a sample of each mark the drawing shows, with its name.

use std::fmt::Write;

use super::{BLOCKED, HOLE, HOLE_EDGE, INK, LEFT, TOUCHED, TOUCHED_EDGE, WIDTH, cross, text};
use crate::render::layout::Cell;

/// A mark explained in the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Key {
    Nyumba,
    Kichwa,
    Kimbi,
    Touched,
    Blocked,
}

impl Key {
    fn words(self) -> String {
        match self {
            Key::Nyumba => "nyumba".to_owned(),
            Key::Kichwa => "kichwa".to_owned(),
            Key::Kimbi => "kimbi".to_owned(),
            Key::Touched => crate::t!("common-legend-highlighted"),
            Key::Blocked => crate::t!("common-legend-blocked"),
        }
    }

    /// The room the item takes: the sample, the words at about 7 units a letter, and a space.
    pub(super) fn width(self) -> i32 {
        30 + 7 * self.words().chars().count() as i32 + 14
    }
}

/// Lists the marks the drawing shows; kichwa and kimbi are always there.
pub(super) fn legend_items(cells: &[Cell]) -> Vec<Key> {
    let mut keys = Vec::new();
    if cells.iter().any(|c| c.nyumba) {
        keys.push(Key::Nyumba);
    }
    keys.extend([Key::Kichwa, Key::Kimbi]);
    if cells.iter().any(|c| c.highlight) {
        keys.push(Key::Touched);
    }
    if cells.iter().any(|c| c.blocked) {
        keys.push(Key::Blocked);
    }
    keys
}

/// Breaks the legend into rows that fit the drawing's width.
pub(super) fn legend_rows(keys: &[Key]) -> Vec<Vec<Key>> {
    let mut rows: Vec<Vec<Key>> = Vec::new();
    let mut used = 0;
    for &key in keys {
        match rows.last_mut() {
            Some(row) if used + key.width() <= WIDTH - LEFT => {
                row.push(key);
                used += key.width();
            }
            _ => {
                rows.push(vec![key]);
                used = key.width();
            }
        }
    }
    rows
}

/// Draws one legend item: a small sample of the mark, then its words.
pub(super) fn legend_item(svg: &mut String, x: i32, y: i32, key: Key) {
    let (cx, r) = (x + 10, 7);
    let plain = format!("fill=\"{HOLE}\" stroke=\"{HOLE_EDGE}\"");
    let sample = match key {
        Key::Nyumba => format!(
            "<rect x=\"{}\" y=\"{}\" width=\"{d}\" height=\"{d}\" rx=\"2\" {plain} stroke-width=\"2\"/>",
            cx - r,
            y - r,
            d = 2 * r
        ),
        Key::Kichwa | Key::Kimbi => {
            let dash = if key == Key::Kimbi {
                " stroke-dasharray=\"3 2\""
            } else {
                ""
            };
            format!(
                "<circle cx=\"{cx}\" cy=\"{y}\" r=\"{}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"1.5\"{dash}/>\n\
                 <circle cx=\"{cx}\" cy=\"{y}\" r=\"{}\" {plain}/>",
                r + 2,
                r - 2
            )
        }
        Key::Touched => format!(
            "<circle cx=\"{cx}\" cy=\"{y}\" r=\"{r}\" fill=\"{TOUCHED}\" stroke=\"{TOUCHED_EDGE}\" stroke-width=\"2\"/>"
        ),
        Key::Blocked => format!(
            "<circle cx=\"{cx}\" cy=\"{y}\" r=\"{r}\" {plain}/>\n<g stroke=\"{BLOCKED}\" stroke-width=\"2\">{}</g>",
            cross(cx, y, 5)
        ),
    };
    let _ = writeln!(svg, "{sample}\n{}", text(x + 24, y + 4, &key.words()));
}
