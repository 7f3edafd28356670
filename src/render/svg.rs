//! The board as inline SVG for the book, drawn from [`layout::cells`] like the terminal board.
//!
//! Counts sit in the holes; an owned nyumba is drawn square (seed 002 §4.2.3.11: "el hueco marcado
//! con un rectángulo"), a kichwa with a solid ring and a kimbi with a dashed ring; highlighted
//! holes (those a step touches) are filled amber and a hole blocked by takasia is crossed out in
//! red. A legend under the board names the marks it shows, and the drawing has its own light
//! background so it reads the same in dark themes. The drawing is built by hand as one element a line, with no
//! blank line inside, so it can sit in a Markdown HTML block; the same input always gives the same
//! text, and every piece of text is escaped.

use std::fmt::Write;

mod legend;

use legend::{legend_item, legend_items, legend_rows};

use super::layout::{self, Cell, Marks};
use crate::engine::{Board, Hole, Position, Side};

/// Width of one hole's square.
const CELL: i32 = 46;
/// Radius of a hole: at the smallest width the book is read at (320 px, the board about 290 px
/// wide) a hole is still 24 px across, and 44 px where the board has its full width.
const RADIUS: i32 = 19;
/// Left margin, for the row letters.
const LEFT: i32 = 30;
/// Right margin.
const RIGHT: i32 = 12;
/// Extra space between North's and South's halves.
const GAP: i32 = 8;
/// Height of a line of text (notes, hole numbers, legend).
const LINE: i32 = 20;
/// The whole drawing's width.
const WIDTH: i32 = LEFT + 8 * CELL + RIGHT;

/// The paper every drawing of bao's is drawn on.
pub(crate) const PAPER: &str = "#fffdf6";
const WOOD: &str = "#c8955a";
const WOOD_EDGE: &str = "#7a5230";
const HOLE: &str = "#f7eedb";
const HOLE_EDGE: &str = "#5b3a1e";
/// The ink of every drawing's text and lines.
pub(crate) const INK: &str = "#1f1a14";
const TOUCHED: &str = "#ffcf3f";
const TOUCHED_EDGE: &str = "#a85d00";
const BLOCKED: &str = "#c62828";

/// Escapes text for HTML and XML, in element content and in quoted attributes alike.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Draws a board with the given marks.
#[must_use]
pub fn board(board: &Board, marks: &Marks<'_>) -> String {
    draw(board, marks, None, 0)
}

/// Draws a board with the lines beside it (North's above, South's below: who they are, their
/// stock, who is to move) and room for at least `legend` rows of legend, so that every board of
/// a stepper has the same size and the same lines.
#[must_use]
pub fn board_with_notes(
    board: &Board,
    marks: &Marks<'_>,
    notes: [String; 2],
    legend: usize,
) -> String {
    draw(board, marks, Some(notes), legend)
}

/// Gets how many rows of legend a board with these marks has.
#[must_use]
pub fn legend_lines(board: &Board, marks: &Marks<'_>) -> usize {
    legend_rows(&legend_items(&layout::cells(board, marks))).len()
}

/// Draws a position: its board with the nyumba owners and any block, both stocks and the player
/// to move, with the given holes highlighted.
#[must_use]
pub fn position(position: &Position, highlight: &[Hole]) -> String {
    let marks = Marks {
        highlight,
        ..Marks::of(position)
    };
    let over = position.outcome().is_some();
    let note = |side: Side| layout::side_note(position, side, ", ", over);
    draw(
        position.board(),
        &marks,
        Some([note(Side::North), note(Side::South)]),
        0,
    )
}

/// Draws the board with optional notes above (North) and below (South), and room for at least
/// `min_legend` rows of legend.
///
/// Shared attributes sit on groups, so each hole is a short element: labels, holes, rings,
/// crosses and counts each have their own `<g>`.
fn draw(board: &Board, marks: &Marks<'_>, notes: Option<[String; 2]>, min_legend: usize) -> String {
    let cells = layout::cells(board, marks);
    let note_lines = i32::from(notes.is_some());
    let top = (note_lines + 1) * LINE;
    let board_height = 4 * CELL + GAP;
    let legend = legend_rows(&legend_items(&cells));
    let rows = legend.len().max(min_legend) as i32;
    let height = top + board_height + (1 + note_lines + rows) * LINE + 8;
    let mut label = crate::t!("common-board-label", board = layout::describe(board, marks));
    if let Some([north, south]) = &notes {
        label.push_str(&format!("; {north}; {south}"));
    }
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bao-board\" role=\"img\" \
         aria-label=\"{}\" viewBox=\"0 0 {WIDTH} {height}\" width=\"{WIDTH}\" height=\"{height}\" \
         style=\"max-width:100%;height:auto\" font-family=\"sans-serif\" fill=\"{INK}\">\n",
        escape(&label)
    );
    let _ = writeln!(
        svg,
        "<rect width=\"{WIDTH}\" height=\"{height}\" rx=\"6\" fill=\"{PAPER}\"/>"
    );
    let _ = writeln!(
        svg,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"10\" fill=\"{WOOD}\" stroke=\"{WOOD_EDGE}\" stroke-width=\"2\"/>",
        LEFT - 4,
        top - 4,
        8 * CELL + 8,
        board_height + 8
    );
    let mid = top + 2 * CELL + GAP / 2;
    let _ = writeln!(
        svg,
        "<line x1=\"{LEFT}\" y1=\"{mid}\" x2=\"{}\" y2=\"{mid}\" stroke=\"{WOOD_EDGE}\" stroke-width=\"2\"/>",
        LEFT + 8 * CELL
    );
    svg.push_str("<g font-size=\"11\" text-anchor=\"middle\">\n");
    for column in 0..8 {
        let x = LEFT + column * CELL + CELL / 2;
        let _ = writeln!(svg, "{}", text(x, top - 6, &(8 - column).to_string()));
        let y = top + board_height + LINE - 4;
        let _ = writeln!(svg, "{}", text(x, y, &(column + 1).to_string()));
    }
    svg.push_str("</g>\n<g font-size=\"13\" text-anchor=\"middle\">\n");
    for row in 0..4 {
        let letter = layout::row_letter(row as usize).to_string();
        let _ = writeln!(svg, "{}", text(LEFT - 16, cell_y(top, row) + 5, &letter));
    }
    svg.push_str("</g>\n");
    let mut y = top + board_height + LINE;
    if let Some([north, south]) = &notes {
        y += LINE;
        svg.push_str("<g font-size=\"13\">\n");
        let _ = writeln!(svg, "{}", text(LEFT, LINE - 6, &escape(north)));
        let _ = writeln!(svg, "{}", text(LEFT, y - 4, &escape(south)));
        svg.push_str("</g>\n");
    }
    holes(&mut svg, top, &cells);
    svg.push_str("<g font-size=\"12\">\n");
    for row in legend {
        y += LINE;
        let mut x = LEFT;
        for item in row {
            legend_item(&mut svg, x, y - 5, item);
            x += item.width();
        }
    }
    svg.push_str("</g>\n</svg>");
    svg
}

/// Gets the y of the centre of a printed row.
fn cell_y(top: i32, row: i32) -> i32 {
    let gap = if row >= 2 { GAP } else { 0 };
    top + row * CELL + CELL / 2 + gap
}

/// Makes a text element; `content` must already be escaped.
fn text(x: i32, y: i32, content: &str) -> String {
    format!("<text x=\"{x}\" y=\"{y}\">{content}</text>")
}

/// Gets the centre of a cell.
fn centre(top: i32, cell: &Cell) -> (i32, i32) {
    (
        LEFT + cell.column as i32 * CELL + CELL / 2,
        cell_y(top, cell.row as i32),
    )
}

/// Draws the holes: rings for kichwa and kimbi, the holes themselves (squares for an owned
/// nyumba), crosses on blocked holes, then the counts.
fn holes(svg: &mut String, top: i32, cells: &[Cell]) {
    svg.push_str(&format!(
        "<g fill=\"none\" stroke=\"{INK}\" stroke-width=\"1.5\">\n"
    ));
    for cell in cells.iter().filter(|c| c.kichwa || c.kimbi) {
        let (cx, cy) = centre(top, cell);
        let dash = if cell.kimbi {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        let _ = writeln!(
            svg,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{}\"{dash}/>",
            RADIUS + 3
        );
    }
    svg.push_str(&format!(
        "</g>\n<g fill=\"{HOLE}\" stroke=\"{HOLE_EDGE}\">\n"
    ));
    for cell in cells {
        let (cx, cy) = centre(top, cell);
        let style = if cell.highlight {
            format!(" fill=\"{TOUCHED}\" stroke=\"{TOUCHED_EDGE}\" stroke-width=\"3\"")
        } else if cell.nyumba {
            " stroke-width=\"2\"".to_owned()
        } else {
            String::new()
        };
        let name = cell.hole;
        if cell.nyumba {
            let _ = writeln!(
                svg,
                "<rect x=\"{}\" y=\"{}\" width=\"{d}\" height=\"{d}\" rx=\"3\"{style}><title>{name}, nyumba</title></rect>",
                cx - RADIUS,
                cy - RADIUS,
                d = 2 * RADIUS
            );
        } else {
            let _ = writeln!(
                svg,
                "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{RADIUS}\"{style}><title>{name}</title></circle>"
            );
        }
    }
    svg.push_str("</g>\n");
    for cell in cells.iter().filter(|c| c.blocked) {
        let (cx, cy) = centre(top, cell);
        let _ = writeln!(
            svg,
            "<g stroke=\"{BLOCKED}\" stroke-width=\"3\" stroke-linecap=\"round\">{}</g>",
            cross(cx, cy, RADIUS - 3)
        );
    }
    svg.push_str("<g font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\">\n");
    for cell in cells.iter().filter(|c| c.seeds > 0) {
        let (cx, cy) = centre(top, cell);
        let _ = writeln!(svg, "{}", text(cx, cy + 6, &cell.seeds.to_string()));
    }
    svg.push_str("</g>\n");
}

/// Makes the path of a cross of half-size `r` centred on a point.
fn cross(cx: i32, cy: i32, r: i32) -> String {
    format!(
        "<path d=\"M{} {}L{} {}M{} {}L{} {}\"/>",
        cx - r,
        cy - r,
        cx + r,
        cy + r,
        cx + r,
        cy - r,
        cx - r,
        cy + r
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    #[test]
    fn escapes_markup() {
        assert_eq!(
            escape("<a href=\"x\">&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"
        );
    }

    #[test]
    fn marks_what_the_layout_marks() {
        let start = Position::start(Rules::KISWAHILI);
        let a6: Hole = "A6".parse().unwrap();
        let svg = position(&start, &[a6]);
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
        assert!(svg.contains("role=\"img\""));
        assert!(svg.contains("aria-label=\"Bao board: North back row"));
        assert!(svg.contains("<title>A5, nyumba</title>"));
        assert!(svg.contains("<title>a5, nyumba</title>"));
        assert!(svg.contains(&format!("fill=\"{TOUCHED}\"")));
        assert!(svg.contains("South, stock 22, to move"));
        assert!(
            !svg.contains("\n\n"),
            "a blank line would end the HTML block"
        );
        assert!(!svg.contains(BLOCKED));
    }

    /// One board with every mark: both nyumba, two highlighted holes, a blocked hole, stocks.
    #[test]
    fn snapshot_of_every_mark() {
        let setup: crate::engine::Setup =
            "0,0,0,0,0,0,0,0/0,2,2,6,0,2,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 N stock=3,4 block=a3"
                .parse()
                .unwrap();
        let position = setup.into_position(Rules::KISWAHILI).unwrap();
        let highlight: Vec<Hole> = ["A6", "A7"].iter().map(|h| h.parse().unwrap()).collect();
        insta::assert_snapshot!(super::position(&position, &highlight));
    }

    #[test]
    fn crosses_out_a_blocked_hole() {
        let board = Board::from_printed_rows([[0; 8], [0, 0, 2, 0, 0, 0, 0, 0], [0; 8], [0; 8]]);
        let a6: Hole = "a6".parse().unwrap();
        let svg = super::board(
            &board,
            &Marks {
                blocked: Some(a6),
                ..Marks::default()
            },
        );
        assert!(svg.contains(BLOCKED));
        assert!(svg.contains("a6 blocked by takasia"));
        assert!(svg.contains(">blocked by takasia</text>"));
    }
}
