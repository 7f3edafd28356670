//! The published diagrams: every diagram a lesson may name, with where its numbers come from,
//! its board, and each sentence of its source with what the engine proved about it. Every claim
//! is checked while the page is written; a claim that does not hold stops the book.

use super::words::{move_text, side_name};
use super::{BookError, Page, PageId, example, figure, lessons, markdown, puzzle, step};
use crate::{
    bt,
    engine::{Hole, Position},
    lesson::{
        check,
        model::{Checks, Claim, Diagram, Play, Source, Status},
    },
};

/// The id of the page, which lesson pages may link to (`diagrams.md#ID`).
pub(crate) const ID: &str = "diagrams";

/// Says a status's name and what it means.
fn status_words(status: Status) -> (String, String) {
    let id = match status {
        Status::Primary => "primary",
        Status::Secondary => "secondary",
        Status::Reconstructed => "reconstructed",
    };
    (
        bt!("book-diagram-status", status = id),
        bt!("book-diagram-status-means", status = id),
    )
}

/// Builds the page of every diagram, ordered by id.
pub(crate) fn page(diagrams: &[Diagram]) -> Result<Page, BookError> {
    let mut diagrams: Vec<&Diagram> = diagrams.iter().collect();
    diagrams.sort_by(|a, b| a.id.cmp(&b.id));
    let title = bt!("book-diagrams-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(&format!("{}\n\n", bt!("book-diagrams-intro")));
    for status in [Status::Primary, Status::Secondary, Status::Reconstructed] {
        let (name, words) = status_words(status);
        let end = if status == Status::Reconstructed {
            '.'
        } else {
            ';'
        };
        md.push_str(&format!("- **{name}**: {words}{end}\n"));
    }
    md.push_str(&format!("\n{}\n\n", bt!("book-diagrams-claims")));
    md.push_str(&format!(
        "| {} |\n|---|---|---|---|\n",
        bt!("book-diagrams-table-head")
    ));
    for d in &diagrams {
        // A non-breaking hyphen keeps `seed000-d09` on one line of the narrow column.
        md.push_str(&format!(
            "| [{}](#{}) | {} | {} | {} |\n",
            markdown::text(&d.id).replace('-', "\u{2011}"),
            PageId::new(&d.id)?,
            markdown::text(&d.title),
            status_words(d.status).0,
            d.claims.len()
        ));
    }
    md.push('\n');
    for d in diagrams {
        md.push_str(&diagram(d)?);
    }
    Ok(Page {
        id: PageId::new(ID)?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}

/// Writes one diagram's section, its heading anchored at its id.
fn diagram(d: &Diagram) -> Result<String, BookError> {
    let file = lessons::file_name(&d.file);
    lessons::holds(check::diagram(d), &file)?;
    let anchor = PageId::new(&d.id).map_err(|_| BookError::Lesson {
        file: file.clone(),
        message: format!(
            "the diagram id `{}` cannot be an anchor",
            d.id.escape_debug()
        ),
    })?;
    let mut md = format!(
        "## {}: {} {{#{anchor}}}\n\n",
        markdown::text(&d.id),
        markdown::text(&d.title)
    );
    let (name, words) = status_words(d.status);
    md.push_str(&format!(
        "**{}** {}.\n\n",
        bt!("book-diagram-status-line", status = name),
        step::capitalise(&words)
    ));
    md.push_str(&source(&d.source));
    if let Some(note) = &d.note {
        for paragraph in note.split("\n\n").filter(|p| !p.trim().is_empty()) {
            md.push_str(&format!("{}\n\n", markdown::text(paragraph.trim())));
        }
    }
    md.push_str(&figure::position(
        &d.position,
        &[],
        &bt!(
            "book-diagram-caption",
            id = d.id.as_str(),
            title = d.title.as_str()
        ),
    ));
    if !d.claims.is_empty() {
        md.push_str(&format!("{}\n\n", bt!("book-diagram-claims")));
    }
    let language = d.source.language.map_or("English", lessons::language_name);
    let cite = d.source.figure.as_deref().unwrap_or(&d.source.work);
    for (i, c) in d.claims.iter().enumerate() {
        md.push_str(&claim(c, i + 1, &d.position, language, cite)?);
    }
    Ok(md)
}

/// Writes where a diagram was published: the work, the seed file, the figure and its caption.
fn source(source: &Source) -> String {
    let mut md = format!(
        "**{}** {}",
        bt!("book-diagram-source"),
        markdown::text(&source.work)
    );
    if let Some(figure) = &source.figure {
        md.push_str(&format!(", {}", markdown::text(figure)));
    }
    if let Some(file) = &source.file {
        md.push_str(&bt!("book-diagram-seed-file", file = markdown::code(file)));
    }
    md.push_str(".\n\n");
    if let Some(caption) = &source.caption {
        let language = source.language.map_or("English", lessons::language_name);
        let cite = match source.figure.as_deref() {
            Some(figure) => bt!("book-diagram-caption-of", figure = figure),
            None => bt!("book-diagram-the-caption"),
        };
        md.push_str(&markdown::quote(caption, language, "", &cite));
    }
    md
}

/// Writes a claim: the sentence and its gloss, the position if it has its own, and what the
/// engine proved.
fn claim(
    c: &Claim,
    number: usize,
    diagram: &Position,
    language: &str,
    figure_name: &str,
) -> Result<String, BookError> {
    // Not a heading: mdBook would list every claim of every diagram in the sidebar.
    let mut md = format!("**{}**\n\n", bt!("book-claim", number = number));
    md.push_str(&format!(
        "> “{}”\n>\n> — {}",
        markdown::text(&c.text),
        bt!("book-claim-said-of", figure = markdown::text(figure_name))
    ));
    let reader = lessons::language_name(super::words::language());
    if language != reader {
        md.push_str(&bt!("book-quote-in", language = language));
    }
    if let Some(gloss) = c.gloss.as_deref().filter(|g| !g.is_empty()) {
        // A gloss in the claim's own language explains it rather than translating it (an
        // English claim's in the English book; a Spanish one's in the Spanish book).
        let label = if language == reader {
            bt!("book-claim-that-is")
        } else {
            bt!("book-quote-gloss")
        };
        md.push_str(&format!("\n>\n> *{label}* {}", markdown::text(gloss)));
    }
    md.push_str("\n\n");
    if c.checks.position != *diagram {
        let holes: Vec<Hole> = match &c.checks.play {
            Some(Play::Legal { mv, .. }) => vec![mv.hole()],
            Some(Play::Illegal { mv, .. }) => vec![mv.hole()],
            None => Vec::new(),
        };
        let caption = if holes.is_empty() {
            bt!("book-claim-position", number = number)
        } else {
            bt!("book-claim-position-hole", number = number)
        };
        md.push_str(&figure::position(&c.checks.position, &holes, &caption));
    }
    md.push_str(&format!(
        "**{}** {}\n\n",
        bt!("book-claim-proved"),
        proved(&c.checks)
    ));
    if let Some(p) = &c.checks.puzzle {
        md.push_str(&puzzle::solution(
            &c.checks.position,
            p,
            &format!("claim {number} of {figure_name}"),
            figure::Detail::Laps,
        )?);
    }
    Ok(md)
}

/// Says what the engine proved of a claim's checks, in one or two sentences.
fn proved(checks: &Checks) -> String {
    let position = &checks.position;
    let mut said = Vec::new();
    if checks.moves.is_some() {
        let moves: Vec<String> = example::legal(position)
            .iter()
            .map(|m| markdown::code(&move_text(m)))
            .collect();
        said.push(match moves.as_slice() {
            [] => bt!("book-proved-no-move"),
            [one] => bt!("book-proved-only-move", mv = one.as_str()),
            _ => bt!("book-proved-moves", moves = moves.join(", ")),
        });
    }
    match &checks.play {
        Some(Play::Legal { mv, expect }) if expect.is_empty() => {
            said.push(bt!(
                "book-proved-legal",
                mv = markdown::code(&move_text(&mv.to_string()))
            ));
        }
        Some(Play::Legal { mv, expect }) => said.push(bt!(
            "book-proved-legal-and",
            mv = markdown::code(&move_text(&mv.to_string())),
            what = step::expectation(expect)
        )),
        Some(Play::Illegal { mv, .. }) => {
            let why = mv
                .resolve(position)
                .err()
                .and_then(|e| crate::render::illegal::reason(&e))
                .unwrap_or_else(|| bt!("book-step-not-among-legal"));
            said.push(bt!(
                "book-proved-illegal",
                mv = markdown::code(&move_text(&mv.to_string())),
                why = markdown::text(&why)
            ));
        }
        None => {}
    }
    if let Some(p) = &checks.puzzle {
        said.push(bt!(
            "book-proved-puzzle",
            side = side_name(position.to_move()),
            turns = p.turns
        ));
    }
    step::capitalise(&said.join(" "))
}
