//! "The rules at a glance": one printable page that sums up the game in the order of play, each
//! line linking to the lesson that teaches it. It is one of bao's reference chapters.

use super::{BookError, Page, PageId, markdown, words};
use crate::{
    engine::Board,
    render::{layout::Marks, svg},
};

/// The page's id.
pub(crate) const ID: &str = "rules-at-a-glance";

/// The summary in the order of play: a heading, then its lines, each with the lesson (or
/// chapter) page that teaches it; each text is a message of the catalogue, by its id.
const LINES: &[(&str, &[(&str, &str)])] = &[
    (
        "book-glance-h-board",
        &[
            ("book-glance-rows", "01-board-rows"),
            ("book-glance-special-holes", "02-board-special-holes"),
            ("book-glance-circuit", "03-board-circuit"),
        ],
    ),
    (
        "book-glance-h-sowing",
        &[
            ("book-glance-lap", "01-sowing-one-lap"),
            ("book-glance-relay", "02-sowing-relay"),
            ("book-glance-corner", "03-sowing-round-the-corner"),
        ],
    ),
    (
        "book-glance-h-capture",
        &[
            ("book-glance-capture", "02-namua-capture"),
            ("book-glance-entry", "03-kichwa-kimbi"),
            ("book-glance-again", "04-multiple-captures"),
        ],
    ),
    (
        "book-glance-h-namua",
        &[
            ("book-glance-setup", "01-namua-setup"),
            ("book-glance-takasa", "01-namua-setup"),
        ],
    ),
    (
        "book-glance-h-nyumba",
        &[
            ("book-glance-safari", "01-nyumba-stop-safari"),
            ("book-glance-tax", "02-nyumba-tax"),
        ],
    ),
    (
        "book-glance-h-mtaji",
        &[
            ("book-glance-mtaji-capture", "01-mtaji-capture"),
            ("book-glance-sixteen", "03-mtaji-sixteen"),
        ],
    ),
    (
        "book-glance-h-takasa",
        &[
            ("book-glance-mtaji-takasa", "02-mtaji-takasa"),
            ("book-glance-takasia", "01-mtaji-moja"),
            ("book-glance-takasia-limits", "02-takasia-limits"),
        ],
    ),
    (
        "book-glance-h-end",
        &[
            ("book-glance-bao-hamna", "01-end-bao-hamna"),
            ("book-glance-no-move", "02-end-no-move"),
            ("book-glance-never-ending", "03-end-never-ending"),
        ],
    ),
    (
        "book-glance-h-kujifunza",
        &[("book-glance-learners", "03-kujifunza")],
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
        md.push_str(&format!(
            "## {}\n\n",
            markdown::text(&words::say(heading, &[]))
        ));
        for (line, lesson) in *lines {
            let text = markdown::text(&words::say(line, &[]));
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
