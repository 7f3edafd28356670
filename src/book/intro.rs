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
    let mut md = String::from("# Introduction\n\n");
    md.push_str(
        "Bao is the four-row mancala game of the East African coast. This book sets out its \
         rules as the `bao` program plays them, quoting the published texts they come from. \
         Nothing here is drawn by hand: every board is computed, and every example move is read, \
         checked and played by the same rules engine that `bao play` uses, each \
         time the book is written. If an example stopped being legal, the book would not build.\n\n",
    );
    md.push_str("## Reading a board\n\n");
    md.push_str(
        "Boards are drawn from South's seat, as the published diagrams print them. The top two \
         rows are North's: his back row `b` and his front row `a`. The bottom two are South's: \
         his front row `A` and his back row `B`. Each player numbers his holes 1 to 8 from his \
         own left, so South's numbers run left to right along the bottom and North's right to \
         left along the top, and `A1` faces `a8`.\n\n\
         The marks:\n\n\
         - a square hole is a **nyumba** (house) that its owner still has;\n\
         - a solid ring is a **kichwa**, an end hole of a front row;\n\
         - a dashed ring is a **kimbi**, the hole beside a kichwa;\n\
         - an amber hole is one the step being shown touched;\n\
         - a red cross marks a hole that **takasia** blocks for this turn.\n\n\
         Each board carries a text description of every count for screen readers.\n\n",
    );
    md.push_str(&figure::position(
        &start,
        &[],
        "The start of Bao la Kiswahili: six seeds in each nyumba, two in each of the next two holes, 22 in each stock",
    ));
    md.push_str(&figure::position(
        &kujifunza,
        &[],
        "The start of Bao la Kujifunza, the learners' game: two seeds in every hole",
    ));
    md.push_str("## The texts quoted\n\n");
    md.push_str(
        "The rules are quoted from five texts, named here by the numbers the project gives \
         them:\n\n\
         - **seeds 000 and 001**: “Bao Part 2”, a Catalan and a Spanish translation of Rob \
         Nierse's article on Bao, with diagrams 7 to 15;\n\
         - **seeds 002 and 003**: “Bao de Zanzíbar”, a Spanish translation of the same rules, \
         sections 4.2.3.7 to 4.2.6;\n\
         - **seed 004**: “THE RULES OF BAO”, an older English text in twenty paragraphs.\n\n\
         Other rule books (Mancala World, the KIBA club's rules and notation) are quoted through \
         the project's survey of where the sources disagree. Quotations keep their language and \
         their typing errors; each one that is not in English has an English gloss.\n\n",
    );
    md.push_str(&format!(
        "Where the sources disagree, `bao` follows one reading and names the others as rules \
         options ({} and so on)",
        markdown::command("--rules kiswahili,takasia=off")
    ));
    md.push_str(if reference {
        "; the chapter on rules options shows each one at work.\n"
    } else {
        ".\n"
    });
    Ok(Page {
        id: PageId::new("introduction")?,
        title: "Introduction".to_owned(),
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}
