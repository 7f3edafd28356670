//! The puzzles by theme: a chapter with a page per theme of the puzzle collection
//! ([`crate::puzzles::collection`]), each with the theme's explanation and its easiest
//! [`PER_THEME`] puzzles, played on the page ([`super::play`]) with their solutions folded away.

use super::{BookError, Page, PageId, figure, lessons, markdown, play, puzzle};
use crate::{
    lesson::model::Puzzle as Claim,
    puzzles::{
        collection::{Collection, Puzzle},
        themes::explain,
    },
    search::theme::Theme,
};

/// The chapter's id.
pub(crate) const ID: &str = "puzzle-themes";

/// The puzzles a theme's page shows: its easiest.
pub(crate) const PER_THEME: usize = 5;

/// Gets the chapter of the puzzles by theme: a page per theme that has puzzles, in the order of
/// [`Theme::ALL`].
///
/// # Errors
/// Returns a [`BookError`] when a puzzle's win cannot be proved again or drawn.
pub(crate) fn chapter(collection: &Collection) -> Result<Page, BookError> {
    let mut pages = Vec::new();
    let mut list = String::new();
    for theme in Theme::ALL {
        let chosen = easiest(collection, theme);
        if chosen.is_empty() {
            continue;
        }
        let page = theme_page(theme, &chosen)?;
        list.push_str(&format!(
            "- [{}]({}.md): {}\n",
            markdown::text(&page.title),
            page.id,
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
    Ok(Page {
        id: PageId::new(ID)?,
        title: "Puzzles by theme".to_owned(),
        markdown: format!(
            "# Puzzles by theme\n\nThe puzzles of bao's collection, found in its own games, by \
             what their solutions show: a page per theme with its {PER_THEME} easiest puzzles. \
             Play each on the page: touch a hole or type a move, and the page answers with the \
             longest defence, or says why the move fails.\n\n{list}\n"
        ),
        sub_pages: pages,
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

/// A theme's page: its explanation, then each puzzle to play.
fn theme_page(theme: Theme, puzzles: &[&Puzzle]) -> Result<Page, BookError> {
    let title = format!("Theme: {}", theme.name());
    let mut md = format!(
        "# {}\n\n{}\n\n",
        markdown::text(&title),
        markdown::text(explain(theme))
    );
    for p in puzzles {
        let context = format!("puzzle {} (line {} of the collection)", p.id, p.row);
        let claim = Claim {
            turns: p.wins_in,
            solution: Some(p.line.clone()),
            cooks: Vec::new(),
            idea: None,
        };
        md.push_str(&format!(
            "## Puzzle {}\n\n*Rated {}.*\n\n{}",
            markdown::text(&p.id),
            p.rating,
            lessons::rules_line(&p.position.rules())
        ));
        md.push_str(&figure::position(
            &p.position,
            &[],
            &format!("Puzzle {}: the puzzle's position", p.id),
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
