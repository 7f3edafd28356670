//! The lesson chapters: a page a chapter of the catalogue, in curriculum order, with a sub-page a
//! lesson. A lesson page gives the rule, the sources' words and every step, each step checked by
//! the engine first, so a page is only written for a lesson whose every step holds.

use std::path::Path;

use super::{BookError, Page, PageId, images, markdown, step};
use crate::{
    engine::Rules,
    lesson::{
        check,
        model::{Chapter, Language, Lesson},
    },
};

/// Names a file in a message: its path with `/` between folders.
pub(crate) fn file_name(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// Ids a chapter or lesson may not have: the book's own pages, and the files mdBook writes
/// besides the pages (`index.html`, `print.html`, `toc.html`, `404.html`).
pub(crate) const RESERVED: &[&str] = &[
    "introduction",
    super::glance::ID,
    "notation",
    "disagreements",
    "glossary",
    super::diagrams::ID,
    super::themes::ID,
    "writing-lessons",
    "worked-example",
    "summary",
    "index",
    "print",
    "toc",
    "404",
];

/// Gets a page id for a chapter or lesson id, or says which file it came from.
fn page_id(id: &str, what: &str, file: &Path) -> Result<PageId, BookError> {
    let fail = |message: String| BookError::Lesson {
        file: file_name(file),
        message,
    };
    if id.starts_with(super::seal::ANSWERS_PREFIX) {
        return Err(fail(format!(
            "the {what} id `{id}` starts as the book's answers pages do (`{}`): rename the {}",
            super::seal::ANSWERS_PREFIX,
            if what == "chapter" { "folder" } else { "file" }
        )));
    }
    if RESERVED.contains(&id) {
        return Err(fail(format!(
            "the {what} id `{id}` is the name of a page of the book already: rename the {}",
            if what == "chapter" { "folder" } else { "file" }
        )));
    }
    PageId::new(id).map_err(|_| {
        fail(format!(
            "the {what} id `{}` cannot name a page of the book: use lowercase letters, digits and `-`",
            id.escape_debug()
        ))
    })
}

/// Makes the page of a chapter (its title, introduction and list of lessons) with its lessons'
/// pages under it.
pub(crate) fn chapter(chapter: &Chapter) -> Result<Page, BookError> {
    let title = if chapter.title.is_empty() {
        crate::bt!("book-lessons")
    } else {
        chapter.title.clone()
    };
    let mut md = format!("# {}\n\n", markdown::text(&title));
    if !chapter.intro.trim().is_empty() {
        let context = file_name(&chapter.file);
        md.push_str(markdown::prose(&chapter.intro, &context)?.trim_end());
        md.push_str("\n\n");
    }
    md.push_str(&format!("## {}\n\n", crate::bt!("book-the-lessons")));
    let mut sub_pages = Vec::new();
    for (i, lesson) in chapter.lessons.iter().enumerate() {
        let page = self::lesson(lesson, &chapter.id)?;
        md.push_str(&format!(
            "{}. [{}]({}.md)\n",
            i + 1,
            markdown::text(&page.title),
            page.id
        ));
        sub_pages.push(page);
    }
    let id = page_id(&chapter.id, "chapter", &chapter.file)?;
    let (markdown, images) = images::localise(&md, id.as_str(), &chapter.file)?;
    Ok(Page {
        id,
        title,
        markdown,
        sub_pages,
        images,
    })
}

/// Gets a language's English name, as the book's quotations give it.
pub(crate) fn language_name(language: Language) -> &'static str {
    match language {
        Language::Catalan => "Catalan",
        Language::Spanish => "Spanish",
        Language::English => "English",
        Language::Swahili => "Swahili",
    }
}

/// Makes the page of a lesson. Every step is checked by the engine first.
///
/// # Errors
/// Checks that every step or claim of a file holds on the engine, so no page shows a false step.
///
/// # Errors
/// Returns a [`BookError`] naming the file and the first mismatch.
pub(crate) fn holds(reports: Vec<check::ItemReport>, file: &str) -> Result<(), BookError> {
    match reports
        .iter()
        .find_map(|r| r.mismatches.first().map(|m| (r, m)))
    {
        Some((report, mismatch)) => Err(BookError::Lesson {
            file: file.to_owned(),
            message: format!(
                "{} does not hold: {mismatch}; run `bao check {file}` for the details",
                report.what
            ),
        }),
        None => Ok(()),
    }
}

/// Returns a [`BookError`] naming the lesson's file when a step does not hold, its id cannot name
/// a page, or its Markdown holds raw HTML or an mdBook directive.
pub(crate) fn lesson(lesson: &Lesson, chapter: &str) -> Result<Page, BookError> {
    let file = file_name(&lesson.file);
    let id = page_id(&lesson.id, "lesson", &lesson.file)?;
    holds(check::lesson(lesson), &file)?;
    let mut md = format!("# {}\n\n", markdown::text(&lesson.title));
    md.push_str(&rules_line(&lesson.rules));
    md.push_str(&format!("## {}\n\n", crate::bt!("book-the-rule")));
    md.push_str(markdown::prose(&lesson.rule, &format!("{file}, rule"))?.trim_end());
    md.push_str("\n\n");
    if !lesson.quotes.is_empty() {
        md.push_str(&format!("## {}\n\n", crate::bt!("book-the-sources")));
        for quote in &lesson.quotes {
            // A quote in the reader's language needs no gloss.
            let gloss = if quote.language == crate::i18n::current() {
                ""
            } else {
                quote.gloss.as_str()
            };
            md.push_str(&markdown::quote(
                &quote.text,
                language_name(quote.language),
                gloss,
                &quote.cite,
            ));
        }
    }
    if !lesson.steps.is_empty() {
        md.push_str(&format!("## {}\n\n", crate::bt!("book-step-by-step")));
        md.push_str(&format!(
            "{}\n\n",
            crate::bt!("book-steps-played", count = lesson.steps.len())
        ));
    }
    for (i, s) in lesson.steps.iter().enumerate() {
        let context = format!("{file}, step {}", i + 1);
        md.push_str(&step::step(s, i + 1, &context)?);
    }
    let (markdown, images) = images::localise(&md, chapter, &lesson.file)?;
    Ok(Page {
        id,
        title: lesson.title.clone(),
        markdown,
        sub_pages: Vec::new(),
        images,
    })
}

/// Says which rules a lesson is played under, naming any option that is not the default.
pub(crate) fn rules_line(rules: &Rules) -> String {
    format!(
        "*{}*\n\n",
        crate::bt!(
            "book-rules-line",
            rules = markdown::code(&rules.to_string())
        )
    )
}
