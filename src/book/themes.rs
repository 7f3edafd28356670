//! The puzzles by theme: a chapter with a page per theme of the puzzle collection
//! ([`crate::puzzles::collection`]), each with the theme's explanation and its easiest
//! [`PER_THEME`] puzzles, played on the page ([`super::play`]) with their solutions folded away.

use super::{BookError, Page, PageId, figure, lessons, markdown, play, puzzle, words};
use crate::{
    bt,
    i18n::Language,
    lesson::model::Puzzle as Claim,
    puzzles::{
        collection::{Collection, Puzzle},
        themes::explain,
    },
    search::theme::Theme,
};

/// The chapter's id.
pub(crate) const ID: &str = "puzzle-themes";

/// Where a book in another language finds the English book's pages: its HTML, as `mdbook build`
/// writes each book into its folder's `book/` (`book/book/` and `book/es/book/`).
pub(crate) const ENGLISH_BOOK: &str = "../../book/";

/// The puzzles a theme's page shows: its easiest.
pub(crate) const PER_THEME: usize = 5;

/// Gets the chapter of the puzzles by theme: a page per theme that has puzzles, in the order of
/// [`Theme::ALL`].
///
/// # Errors
/// Returns a [`BookError`] when a puzzle's win cannot be proved again or drawn.
pub(crate) fn chapter(collection: &Collection) -> Result<Page, BookError> {
    // A book in another language than English links to the English book's theme pages, drawn
    // once: their boards and lines are nine tenths of the book.
    let english = words::language() == Language::English;
    let mut pages = Vec::new();
    let mut list = String::new();
    for theme in Theme::ALL {
        let chosen = easiest(collection, theme);
        if chosen.is_empty() {
            continue;
        }
        let page = theme_page(theme, &chosen, english)?;
        let link = if english {
            format!("{}.md", page.id)
        } else {
            format!("{ENGLISH_BOOK}{}.html", page.id)
        };
        list.push_str(&format!(
            "- [{}]({link}): {}\n",
            markdown::text(&page.title),
            markdown::text(explain(theme))
        ));
        pages.push(page);
    }
    if pages.is_empty() {
        return Err(BookError::Example {
            example: "the puzzles by theme".to_owned(),
            message: "the collection has no puzzle".to_owned(),
        });
    }
    let title = bt!("book-themes-title");
    let mut intro = bt!("book-themes-intro", count = PER_THEME);
    if !english {
        intro = format!("{intro} {}", bt!("book-themes-in-english"));
    }
    Ok(Page {
        id: PageId::new(ID)?,
        markdown: format!("# {}\n\n{intro}\n\n{list}\n", markdown::text(&title)),
        title,
        sub_pages: if english { pages } else { Vec::new() },
        images: Vec::new(),
    })
}

/// The theme's easiest puzzles, by rating then id.
fn easiest(collection: &Collection, theme: Theme) -> Vec<&Puzzle> {
    let mut with: Vec<&Puzzle> = collection
        .puzzles
        .iter()
        .filter(|p| p.themes.contains(&theme))
        .collect();
    with.sort_by(|a, b| a.rating.cmp(&b.rating).then_with(|| a.id.cmp(&b.id)));
    with.truncate(PER_THEME);
    with
}

/// A theme's page: its explanation, then each puzzle to play; only its title unless `drawn`.
fn theme_page(theme: Theme, puzzles: &[&Puzzle], drawn: bool) -> Result<Page, BookError> {
    let title = bt!("book-theme-title", name = theme.name());
    let mut md = format!(
        "# {}\n\n{}\n\n",
        markdown::text(&title),
        markdown::text(explain(theme))
    );
    for p in puzzles.iter().filter(|_| drawn) {
        let context = format!("puzzle {} (line {} of the collection)", p.id, p.row);
        let claim = Claim {
            turns: p.wins_in,
            solution: Some(p.line.clone()),
            cooks: Vec::new(),
            idea: None,
        };
        md.push_str(&format!(
            "## {}\n\n*{}*\n\n{}",
            markdown::text(&bt!("book-theme-puzzle", id = p.id.as_str())),
            bt!("book-theme-rated", rating = p.rating.to_string()),
            lessons::rules_line(&p.position.rules())
        ));
        md.push_str(&figure::position(
            &p.position,
            &[],
            &bt!("book-theme-position", id = p.id.as_str()),
        ));
        md.push_str(&format!(
            "**{}.**\n\n",
            markdown::text(&puzzle::question(&p.position, &claim))
        ));
        md.push_str(&puzzle::side(&p.position));
        md.push_str(&play::page::play_box(
            &p.position,
            p.wins_in,
            &context,
            figure::Detail::Moves,
        )?);
        md.push_str(&puzzle::solution(
            &p.position,
            &claim,
            &context,
            figure::Detail::Moves,
        )?);
    }
    Ok(Page {
        id: PageId::new(&format!("theme-{}", theme.name()))?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}

#[cfg(test)]
mod tests;
