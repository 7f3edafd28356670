//! From raw files to the checked model: every problem of a file is collected, each with its line,
//! column, a snippet of the source, what is wrong and how to fix it.

mod id;
pub mod image;
pub mod markdown;
mod position;
mod rest;
mod steps;

pub use id::{check_id, id_like, is_valid_id};
pub use rest::{diagram_rest, lesson_rest};

use std::{collections::BTreeMap, path::PathBuf};

use super::{
    diagnostic::{Problem, locate_in},
    load::{Located, SourceFile, Span},
    model::{Chapter, Diagram, Language, Lesson, Quote, Source, Status},
    schema::{
        ChapterFile, DiagramFile, FORMAT_VERSION, LanguageRaw, LessonFile, PositionRaw, StatusRaw,
    },
};
use crate::{
    engine::{Position, Rules},
    t,
};

/// The diagrams a lesson may name, by id.
#[derive(Clone, Debug, Default)]
pub struct DiagramIndex {
    /// Each diagram's position and title.
    positions: BTreeMap<String, (Position, String)>,
    broken: BTreeMap<String, PathBuf>,
}

impl DiagramIndex {
    /// Makes an index of the diagrams that were read.
    pub fn new<'a>(diagrams: impl IntoIterator<Item = &'a Diagram>) -> DiagramIndex {
        DiagramIndex {
            positions: diagrams
                .into_iter()
                .map(|d| (d.id.clone(), (d.position, d.title.clone())))
                .collect(),
            broken: BTreeMap::new(),
        }
    }

    /// Notes a diagram whose file has problems, so a lesson naming it is told so.
    pub fn add_broken(&mut self, id: String, file: PathBuf) {
        self.broken.insert(id, file);
    }

    /// Adds a diagram's position and title under its id.
    pub fn add(&mut self, id: &str, position: Position, title: &str) {
        self.positions
            .insert(id.to_owned(), (position, title.to_owned()));
    }
}

/// The state of checking one file: its source and the problems found so far.
pub(crate) struct Ctx<'a> {
    source: &'a SourceFile,
    diagrams: &'a DiagramIndex,
    images: Option<ImageCheck<'a>>,
    /// Where each step or claim cut out of the file before it was read was.
    gaps: &'a [Span],
    problems: Vec<Problem>,
}

/// Looks up the file a relative image of a file's Markdown names: `None` when it is a file of
/// the course, or what is wrong with it. The catalog, which reads the files, gives it.
pub type ImageCheck<'a> = &'a dyn Fn(&str) -> Option<String>;

impl<'a> Ctx<'a> {
    fn new(source: &'a SourceFile, diagrams: &'a DiagramIndex) -> Ctx<'a> {
        Ctx {
            source,
            diagrams,
            images: None,
            gaps: &[],
            problems: Vec::new(),
        }
    }

    /// Checks if a step or claim was cut out of the file between lines `after` and `before`.
    fn gap_between(&self, after: usize, before: usize) -> bool {
        self.gaps.iter().any(|g| g.line > after && g.line < before)
    }

    /// Notes a problem at `span`.
    fn error(&mut self, span: Span, message: impl Into<String>, label: &str, help: Option<String>) {
        self.problems
            .push(Problem::at(self.source, span, message, label, help));
    }

    /// Gives `value` if no problem was found, else every problem, in the order of the file.
    fn finish<T>(mut self, value: T) -> Result<T, Vec<Problem>> {
        if self.problems.is_empty() {
            Ok(value)
        } else {
            self.problems.sort_by_key(|p| (p.line, p.column));
            Err(self.problems)
        }
    }

    fn format_version(&mut self, version: &Located<i64>) {
        let v = version.value;
        if v > FORMAT_VERSION {
            self.error(
                version.at,
                t!(
                    "check-version-newer",
                    version = v,
                    supported = FORMAT_VERSION
                ),
                &t!("check-version-newer-label"),
                Some(t!("check-version-newer-help", supported = FORMAT_VERSION)),
            );
        } else if v < FORMAT_VERSION {
            self.error(
                version.at,
                t!("check-version-unknown", version = v),
                &t!("check-version-unknown-label"),
                Some(t!("check-version-unknown-help", supported = FORMAT_VERSION)),
            );
        }
    }

    /// Reports what the Markdown policy ([`markdown`]) refuses in a lesson's or chapter's text.
    fn markdown(&mut self, text: &Located<String>) {
        for refusal in markdown::refusals(&text.value) {
            let at = locate_in(
                self.source,
                text.at,
                &text.value,
                refusal.range.start,
                refusal.range.len(),
            );
            let help = Some(refusal.help());
            self.error(at, refusal.message(), &refusal.label(), help);
        }
        let Some(check) = self.images else {
            return;
        };
        for (path, range) in markdown::images(&text.value) {
            if let Some(why) = check(&path) {
                let at = locate_in(self.source, text.at, &text.value, range.start, range.len());
                let help = Some(t!("check-image-help"));
                self.error(at, why, &t!("check-image-label"), help);
            }
        }
    }

    fn rules(&mut self, rules: Option<&Located<String>>) -> Rules {
        let Some(rules) = rules else {
            return Rules::default();
        };
        rules.value.parse().unwrap_or_else(|err| {
            self.error(
                rules.at,
                format!("{err}"),
                &t!("check-rules-label"),
                Some(t!("check-rules-help")),
            );
            Rules::default()
        })
    }
}

/// Checks a chapter file; the lessons are added by the catalog.
///
/// # Errors
/// Returns every problem of the file.
pub fn chapter(source: &SourceFile, raw: ChapterFile, id: &str) -> Result<Chapter, Vec<Problem>> {
    chapter_with(source, raw, id, None)
}

/// Checks a chapter file as [`chapter`] does, each image its Markdown shows looked up with
/// `images`.
///
/// # Errors
/// Returns every problem of the file.
pub fn chapter_with(
    source: &SourceFile,
    raw: ChapterFile,
    id: &str,
    images: Option<ImageCheck<'_>>,
) -> Result<Chapter, Vec<Problem>> {
    let index = DiagramIndex::default();
    let mut ctx = Ctx::new(source, &index);
    ctx.images = images;
    ctx.format_version(&raw.format_version);
    if let Some(intro) = &raw.intro {
        ctx.markdown(intro);
    }
    ctx.finish(Chapter {
        id: id.to_owned(),
        file: source.path.clone(),
        title: raw.title,
        intro: raw.intro.map(|i| i.value).unwrap_or_default(),
        lessons: Vec::new(),
    })
}

/// Checks a lesson file against the engine, looking diagram ids up in `diagrams`.
///
/// # Errors
/// Returns every problem of the file.
pub fn lesson(
    source: &SourceFile,
    raw: LessonFile,
    id: &str,
    diagrams: &DiagramIndex,
) -> Result<Lesson, Vec<Problem>> {
    lesson_with(source, raw, id, diagrams, None)
}

/// Checks a lesson file as [`lesson`] does, each image its Markdown shows looked up with
/// `images`.
///
/// # Errors
/// Returns every problem of the file.
pub fn lesson_with(
    source: &SourceFile,
    raw: LessonFile,
    id: &str,
    diagrams: &DiagramIndex,
    images: Option<ImageCheck<'_>>,
) -> Result<Lesson, Vec<Problem>> {
    let mut ctx = Ctx::new(source, diagrams);
    ctx.images = images;
    lesson_in(ctx, raw, id)
}

/// Checks a lesson file with `ctx`.
fn lesson_in(mut ctx: Ctx<'_>, raw: LessonFile, id: &str) -> Result<Lesson, Vec<Problem>> {
    ctx.format_version(&raw.format_version);
    let rules = ctx.rules(raw.rules.as_ref());
    ctx.markdown(&raw.rule);
    let quotes = raw
        .quotes
        .into_iter()
        .map(|q| Quote {
            text: q.text,
            language: language(q.language),
            gloss: q.gloss,
            cite: q.cite,
        })
        .collect();
    let steps = steps::lesson_steps(&mut ctx, &raw.steps, rules);
    let file = ctx.source.path.clone();
    ctx.finish(Lesson {
        id: id.to_owned(),
        file,
        title: raw.title,
        rules,
        rule: raw.rule.value,
        quotes,
        steps,
    })
}

/// Reads a diagram's own position alone, before any claims, so that the claims of every diagram
/// may name any other diagram.
#[must_use]
pub fn diagram_position(source: &SourceFile, raw: &DiagramFile) -> Option<Position> {
    let index = DiagramIndex::default();
    let mut ctx = Ctx::new(source, &index);
    let rules = ctx.rules(raw.rules.as_ref());
    if let PositionRaw::Text(text) = &raw.position.value
        && position::is_id(text)
    {
        return None;
    }
    ctx.position(&raw.position, rules).map(|p| p.position)
}

/// Checks a diagram file against the engine; its claims may name the diagrams in `diagrams`.
///
/// # Errors
/// Returns every problem of the file.
pub fn diagram(
    source: &SourceFile,
    raw: DiagramFile,
    id: &str,
    diagrams: &DiagramIndex,
) -> Result<Diagram, Vec<Problem>> {
    diagram_in(Ctx::new(source, diagrams), raw, id)
}

/// Checks a diagram file with `ctx`.
fn diagram_in(mut ctx: Ctx<'_>, raw: DiagramFile, id: &str) -> Result<Diagram, Vec<Problem>> {
    ctx.format_version(&raw.format_version);
    let rules = ctx.rules(raw.rules.as_ref());
    let position = if let PositionRaw::Text(text) = &raw.position.value
        && position::is_id(text)
    {
        ctx.error(
            raw.position.at,
            t!("check-diagram-position-is-diagram"),
            &t!("check-diagram-position-is-diagram-label"),
            Some(t!("check-diagram-position-is-diagram-help")),
        );
        None
    } else {
        ctx.position(&raw.position, rules).map(|p| p.position)
    };
    let status = match raw.status {
        StatusRaw::Primary => Status::Primary,
        StatusRaw::Secondary => Status::Secondary,
        StatusRaw::Reconstructed => Status::Reconstructed,
    };
    let claims = position
        .map(|p| steps::claims(&mut ctx, &raw.claims, p))
        .unwrap_or_default();
    // A claim cut out for a problem of its own is a claim all the same.
    if status == Status::Reconstructed && raw.claims.is_empty() && ctx.gaps.is_empty() {
        ctx.error(
            raw.position.at,
            t!("check-reconstructed-without-claims"),
            &t!("check-reconstructed-without-claims-label"),
            Some(t!("check-reconstructed-without-claims-help")),
        );
    }
    let Some(position) = position else {
        return Err(ctx.finish(()).err().unwrap_or_default());
    };
    let source_raw = raw.source;
    let file = ctx.source.path.clone();
    ctx.finish(Diagram {
        id: id.to_owned(),
        file,
        title: raw.title,
        source: Source {
            work: source_raw.work,
            file: source_raw.file,
            figure: source_raw.figure,
            language: source_raw.language.map(language),
            caption: source_raw.caption,
        },
        status,
        note: raw.note,
        position,
        claims,
    })
}

fn language(raw: LanguageRaw) -> Language {
    match raw {
        LanguageRaw::Ca => Language::Catalan,
        LanguageRaw::Es => Language::Spanish,
        LanguageRaw::En => Language::English,
        LanguageRaw::Sw => Language::Swahili,
    }
}
