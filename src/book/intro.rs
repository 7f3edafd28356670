//! The introduction: what the book is, how its boards are drawn, and the texts it quotes.

use super::{BookError, Page, PageId, example, figure, markdown};
use crate::engine::{Position, Rules};

/// Builds the introduction page; `reference` when the book has bao's reference chapters, which
/// it then points to.
pub(crate) fn page(reference: bool) -> Result<Page, BookError> {
    let start = Position::start(Rules::KISWAHILI);
    let kujifunza = example::position(
        "kujifunza",
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S",
    )?;
    let title = crate::bt!("book-intro-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(&format!("{}\n\n", crate::bt!("book-intro-what")));
    md.push_str(&format!("## {}\n\n", crate::bt!("book-intro-reading")));
    md.push_str(&format!("{}\n\n", crate::bt!("book-intro-seat")));
    md.push_str(&format!(
        "{}\n\n{}\n\n",
        crate::bt!("book-intro-marks"),
        crate::bt!("book-intro-marks-list")
    ));
    md.push_str(&format!("{}\n\n", crate::bt!("book-intro-screen-readers")));
    md.push_str(&figure::position(
        &start,
        &[],
        &crate::bt!("book-intro-start-kiswahili"),
    ));
    md.push_str(&figure::position(
        &kujifunza,
        &[],
        &crate::bt!("book-intro-start-kujifunza"),
    ));
    md.push_str(&format!("## {}\n\n", crate::bt!("book-intro-texts")));
    md.push_str(&format!(
        "{}\n\n{}\n\n",
        crate::bt!("book-intro-texts-quoted"),
        crate::bt!("book-intro-texts-list")
    ));
    md.push_str(&format!("{}\n\n", crate::bt!("book-intro-other-books")));
    let options = markdown::command("--rules kiswahili,takasia=off");
    md.push_str(&if reference {
        crate::bt!("book-intro-options-chapter", example = options)
    } else {
        crate::bt!("book-intro-options", example = options)
    });
    md.push('\n');
    Ok(Page {
        id: PageId::new("introduction")?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}
