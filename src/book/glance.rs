//! "The rules at a glance": one printable page that sums up the game in the order of play, each
//! line linking to the lesson that teaches it. It is one of bao's reference chapters.

use super::{BookError, Page, PageId, markdown};
use crate::{
    engine::Board,
    render::{layout::Marks, svg},
};

/// The page's id.
pub(crate) const ID: &str = "rules-at-a-glance";

/// The summary in the order of play: a heading, then its lines, each with the lesson (or
/// chapter) page that teaches it.
const LINES: &[(&str, &[(&str, &str)])] = &[
    (
        "The board",
        &[
            (
                "Four rows of eight holes. Each player owns the two rows on his side: his front row A and his back row B, each numbered 1 to 8 from his own left.",
                "01-board-rows",
            ),
            (
                "The end holes of a front row, A1 and A8, are the kichwa; the holes beside them, A2 and A7, the kimbi; A5, drawn square, is the nyumba.",
                "02-board-special-holes",
            ),
            (
                "A player's seeds go round his own sixteen holes only, clockwise or anticlockwise.",
                "03-board-circuit",
            ),
        ],
    ),
    (
        "Sowing",
        &[
            (
                "A lap: lift every seed of a hole and drop them one at a time into the holes that follow.",
                "01-sowing-one-lap",
            ),
            (
                "A last seed that lands in a hole with seeds in it (and captures nothing) makes the player lift that hole and sow on; one that lands in an empty hole ends the turn.",
                "02-sowing-relay",
            ),
            (
                "At the end of the front row the sowing turns into the back row, and back again.",
                "03-sowing-round-the-corner",
            ),
        ],
    ),
    (
        "Capture",
        &[
            (
                "A front hole with seeds can capture the seeds of the opponent's front hole facing it. When a capture is possible, the player must capture.",
                "02-namua-capture",
            ),
            (
                "Captured seeds are sown into the capturer's front row from a kichwa: from the near kichwa when taken at a kichwa or kimbi.",
                "03-kichwa-kimbi",
            ),
            (
                "A lap of captured seeds that ends by another threatened hole captures again.",
                "04-multiple-captures",
            ),
        ],
    ),
    (
        "Namua, the first stage",
        &[
            (
                "Bao la Kiswahili starts with 6, 2 and 2 seeds in A5, A6 and A7 of each player and 22 more in each player's hand. While his hand holds seeds, every move of his begins by putting one on the board.",
                "01-namua-setup",
            ),
            (
                "With no capture to make, the seed goes into a front hole that has seeds, and that hole is sown: a takasa.",
                "01-namua-setup",
            ),
        ],
    ),
    (
        "The nyumba",
        &[
            (
                "In the namua stage, a capture whose lap ends, capturing nothing more, in the player's own nyumba, still owned and holding six or more seeds, may stop there or sow the nyumba on: a safari.",
                "01-nyumba-stop-safari",
            ),
            (
                "A namua takasa whose only front hole with seeds is that nyumba sows just two of its seeds: the tax.",
                "02-nyumba-tax",
            ),
        ],
    ),
    (
        "Mtaji, the second stage",
        &[
            (
                "Once his hand is empty a player starts each move by lifting one of his own holes; it captures only if its first lap ends in a front hole that already had seeds, facing seeds of the opponent.",
                "01-mtaji-capture",
            ),
            (
                "A hole of sixteen seeds or more never starts a capture.",
                "03-mtaji-sixteen",
            ),
        ],
    ),
    (
        "Takasa and takasia",
        &[
            (
                "A move without capture, a takasa, sows a front hole of two or more seeds; the back row only when the front row has none.",
                "02-mtaji-takasa",
            ),
            (
                "A takasa that leaves just one of the opponent's holes open to capture blocks that hole for his next turn: takasia.",
                "01-mtaji-moja",
            ),
            (
                "Some holes are never blocked, and a block lasts one turn.",
                "02-takasia-limits",
            ),
        ],
    ),
    (
        "The end",
        &[
            (
                "A player whose front row is empty has lost, at once.",
                "01-end-bao-hamna",
            ),
            (
                "A player with no legal move on his turn has lost.",
                "02-end-no-move",
            ),
            (
                "A sowing that would go round for ever is not a move bao lets you play.",
                "03-end-never-ending",
            ),
        ],
    ),
    (
        "Bao la Kujifunza",
        &[(
            "The learners' game: two seeds in every hole, no hand of seeds and no nyumba; every move is played as in the mtaji stage.",
            "03-kujifunza",
        )],
    ),
];

/// Escapes text for an HTML element's content: `&`, `<` and `>` (quotes need none there).
fn element_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Builds the page; a line links to its lesson, by the lesson's title, when `title_of` finds the
/// lesson in the book.
pub(crate) fn page(title_of: &dyn Fn(&str) -> Option<String>) -> Result<Page, BookError> {
    let title = crate::bt!("book-glance-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(&format!("{}\n\n", crate::bt!("book-glance-intro")));
    // The page's script shows the button; without it, the browser's own print does the same.
    md.push_str(&format!(
        "<p class=\"bao-print-sheet\" hidden><button type=\"button\" class=\"bao-step-button\" \
         data-print-sheet>{}</button></p>\n\n",
        element_text(&crate::bt!("book-glance-print"))
    ));
    md.push_str("<div class=\"bao-glance\">\n\n");
    md.push_str(&format!(
        "<figure class=\"bao-figure bao-glance-board\">\n{}\n<figcaption>{}</figcaption>\n</figure>\n\n",
        svg::board(
            &Board::default(),
            &Marks {
                nyumba: [true, true],
                ..Marks::default()
            }
        ),
        element_text(&crate::bt!("book-glance-board"))
    ));
    for (heading, lines) in LINES {
        md.push_str(&format!("## {}\n\n", markdown::text(heading)));
        for (line, lesson) in *lines {
            let text = markdown::text(line);
            if let (Some(title), Ok(id)) = (title_of(lesson), PageId::new(lesson)) {
                let title = markdown::text(&title);
                md.push_str(&format!("- {text} ([{title}]({id}.md))\n"));
            } else {
                md.push_str(&format!("- {text}\n"));
            }
        }
        md.push('\n');
    }
    md.push_str("</div>\n");
    Ok(Page {
        id: PageId::new(ID)?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In the built-in course every line links to a page the book has.
    #[test]
    fn every_line_links_in_the_built_in_book() {
        let book = crate::book::files().expect("the book generates");
        let page = book
            .iter()
            .find(|f| f.path == format!("src/{ID}.md"))
            .expect("the page is in the book");
        let lines: Vec<&str> = page
            .contents
            .lines()
            .filter(|l| l.starts_with("- "))
            .collect();
        assert_eq!(
            lines.len(),
            LINES.iter().map(|(_, l)| l.len()).sum::<usize>()
        );
        for line in lines {
            let target = line
                .rsplit_once("](")
                .and_then(|(_, rest)| rest.strip_suffix(".md))"))
                .unwrap_or_else(|| panic!("no link: {line}"));
            assert!(
                book.iter().any(|f| f.path == format!("src/{target}.md")),
                "{target}"
            );
        }
    }

    #[test]
    fn a_missing_lesson_leaves_the_line_unlinked() {
        let page = page(&|id| (id != "01-board-rows").then(|| format!("<{id}>"))).unwrap();
        assert!(page.markdown.contains("from his own left.\n"));
        assert!(
            page.markdown
                .contains("([&lt;02-board-special-holes&gt;](02-board-special-holes.md))\n")
        );
    }
}
