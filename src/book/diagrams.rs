//! The published diagrams: every diagram a lesson may name, with where its numbers come from,
//! its board, and each sentence of its source with what the engine proved about it. Every claim
//! is checked while the page is written; a claim that does not hold stops the book.

use super::{BookError, Page, PageId, example, figure, lessons, markdown, puzzle, step};
use crate::{
    engine::{Hole, Position},
    lesson::{
        check,
        model::{Checks, Claim, Diagram, Play, Source, Status},
    },
};

/// The id of the page, which lesson pages may link to (`diagrams.md#ID`).
pub(crate) const ID: &str = "diagrams";

/// Says what a status means.
fn status_words(status: Status) -> (&'static str, &'static str) {
    match status {
        Status::Primary => (
            "primary",
            "the numbers are copied from a seed text or a faithful translation of it",
        ),
        Status::Secondary => (
            "secondary",
            "the numbers come from a third party's transcription of a figure we could not see",
        ),
        Status::Reconstructed => (
            "reconstructed",
            "the numbers were never found; the position was built to satisfy every sentence the \
             text says about it, and each of those sentences is proved below",
        ),
    }
}

/// Builds the page of every diagram, ordered by id.
pub(crate) fn page(diagrams: &[Diagram]) -> Result<Page, BookError> {
    let mut diagrams: Vec<&Diagram> = diagrams.iter().collect();
    diagrams.sort_by(|a, b| a.id.cmp(&b.id));
    let mut md = String::from("# Published diagrams\n\n");
    md.push_str(
        "These are the positions printed in the sources, as `bao` reads them. A lesson names \
         one by its id (`position: seed000-d09`), and so may a teacher's own lessons. Each \
         diagram has a status, which says where its numbers come from:\n\n",
    );
    for status in [Status::Primary, Status::Secondary, Status::Reconstructed] {
        let (name, words) = status_words(status);
        let end = if status == Status::Reconstructed {
            '.'
        } else {
            ';'
        };
        md.push_str(&format!("- **{name}**: {words}{end}\n"));
    }
    md.push_str(
        "\nThe sentences the sources say about a diagram are its claims. Each is quoted in the \
         source's language with an English gloss, and each was proved by the engine when this \
         page was written.\n\n",
    );
    md.push_str("| id | what it shows | status | claims |\n|---|---|---|---|\n");
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
        title: "Published diagrams".to_owned(),
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
        "**Status: {name}.** {}.\n\n",
        step::capitalise(words)
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
        &format!("Diagram {}: {}", d.id, d.title),
    ));
    if !d.claims.is_empty() {
        md.push_str("What the source says about it, each sentence proved by the engine:\n\n");
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
    let mut md = format!("**Source:** {}", markdown::text(&source.work));
    if let Some(figure) = &source.figure {
        md.push_str(&format!(", {}", markdown::text(figure)));
    }
    if let Some(file) = &source.file {
        md.push_str(&format!(" (seed file {})", markdown::code(file)));
    }
    md.push_str(".\n\n");
    if let Some(caption) = &source.caption {
        let language = source.language.map_or("English", lessons::language_name);
        let cite = format!(
            "the caption{}",
            source
                .figure
                .as_deref()
                .map(|f| format!(" of {f}"))
                .unwrap_or_default()
        );
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
    let mut md = format!("**Claim {number}.**\n\n");
    md.push_str(&format!(
        "> “{}”\n>\n> — said of {}",
        markdown::text(&c.text),
        markdown::text(figure_name)
    ));
    if language != "English" {
        md.push_str(&format!(", in {language}"));
    }
    if let Some(gloss) = c.gloss.as_deref().filter(|g| !g.is_empty()) {
        // An English claim's gloss explains it rather than translating it.
        let label = if language == "English" {
            "That is:"
        } else {
            "In English:"
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
            format!("The position claim {number} is checked on")
        } else {
            format!("The position claim {number} is checked on, the move's hole highlighted")
        };
        md.push_str(&figure::position(&c.checks.position, &holes, &caption));
    }
    md.push_str(&format!("**Proved:** {}\n\n", proved(&c.checks)));
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
            .map(|m| markdown::code(m))
            .collect();
        said.push(match moves.as_slice() {
            [] => "there is no legal move.".to_owned(),
            [one] => format!("the only legal move is {one}."),
            _ => format!("the legal moves are exactly {}.", moves.join(", ")),
        });
    }
    match &checks.play {
        Some(Play::Legal { mv, expect }) if expect.is_empty() => {
            said.push(format!("{} is legal.", markdown::code(&mv.to_string())));
        }
        Some(Play::Legal { mv, expect }) => said.push(format!(
            "{} is legal and {}.",
            markdown::code(&mv.to_string()),
            step::expectation(expect)
        )),
        Some(Play::Illegal { mv, .. }) => {
            let why = mv
                .resolve(position)
                .err()
                .and_then(|e| e.reason().map(str::to_owned))
                .unwrap_or_else(|| "it is not among the legal moves".to_owned());
            said.push(format!(
                "{} is not legal: {}.",
                markdown::code(&mv.to_string()),
                markdown::text(&why)
            ));
        }
        None => {}
    }
    if let Some(p) = &checks.puzzle {
        said.push(format!(
            "{} to move wins in {}, and not sooner, whatever the defence.",
            position.to_move(),
            p.turns
        ));
    }
    step::capitalise(&said.join(" "))
}
