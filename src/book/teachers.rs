//! The teachers' chapter: how to write lessons, and a worked example of the whole workflow.
//!
//! The prose is in `teachers/*.md`, written for the book; lines there that start with `@@` are
//! filled in while the book is generated:
//!
//! - `@@board RULES | POSITION | CAPTION`: the position read by the engine and drawn;
//! - `@@yaml NAME`: a file of the worked example, word for word, as a YAML code block;
//! - `@@check NAME`: what `bao check` prints for the example lesson, computed by checking it;
//! - `@@mistake FIND => REPLACE`: what `bao check` prints for the lesson as written, before
//!   `bao record`, with a mistake made in it;
//! - `@@record`: what `bao record` adds to the lesson, as a diff of the two fixture files.
//!
//! The example's files are test fixtures (`tests/fixtures/teachers/`), which the test suite loads
//! and checks, so the chapter and the files cannot drift apart.

use std::path::Path;

use super::{BookError, Page, PageId, example, figure, markdown};
use crate::{
    i18n::Language,
    lesson::{
        check, diagnostic,
        load::{self, SourceFile},
        model::Diagram,
        schema::LessonFile,
        validate::{self, DiagramIndex},
    },
    render,
    style::Styles,
};

/// The example course's chapter file.
const CHAPTER: &str =
    include_str!("../../tests/fixtures/teachers/my-course/01-first-captures/chapter.yaml");
/// The example course's course file.
const COURSE: &str = include_str!("../../tests/fixtures/teachers/my-course/course.yaml");
/// The example lesson as the teacher writes it, before `bao record`.
const WRITTEN: &str = include_str!("../../tests/fixtures/teachers/written/01-first-capture.yaml");
/// The example lesson once `bao record` has filled in what the engine computes.
const RECORDED: &str =
    include_str!("../../tests/fixtures/teachers/my-course/01-first-captures/01-first-capture.yaml");

/// Where the example's course file is in the teacher's folder.
const COURSE_PATH: &str = "my-course/course.yaml";
/// Where the example's chapter file is in the teacher's folder, as the chapter names it.
const CHAPTER_PATH: &str = "my-course/01-first-captures/chapter.yaml";
/// Where the example lesson is in the teacher's folder.
const LESSON_PATH: &str = "my-course/01-first-captures/01-first-capture.yaml";

/// Builds the two pages: writing lessons, and the worked example. `diagrams` are the diagrams the
/// example lesson may name (the built-in ones).
pub(crate) fn pages(diagrams: &[Diagram]) -> Result<Vec<Page>, BookError> {
    let index = DiagramIndex::new(diagrams);
    let (writing, workflow) = prose(super::words::language());
    let writing = retitle(
        &fill(writing, &index)?,
        &crate::bt!("book-teachers-writing"),
    );
    let workflow = retitle(
        &fill(workflow, &index)?,
        &crate::bt!("book-teachers-example"),
    );
    Ok(vec![
        Page {
            id: PageId::new("writing-lessons")?,
            title: crate::bt!("book-teachers-writing"),
            markdown: writing,
            sub_pages: Vec::new(),
            images: Vec::new(),
        },
        Page {
            id: PageId::new("worked-example")?,
            title: crate::bt!("book-teachers-example"),
            markdown: workflow,
            sub_pages: Vec::new(),
            images: Vec::new(),
        },
    ])
}

/// The chapter's two pages, writing lessons and the worked example, in `language`: each a
/// translation of the English with the same `@@` lines and code blocks (a test holds them to it).
fn prose(language: Language) -> (&'static str, &'static str) {
    match language {
        Language::English => (
            include_str!("teachers/writing.md"),
            include_str!("teachers/workflow.md"),
        ),
        Language::Spanish => (
            include_str!("teachers/writing.es.md"),
            include_str!("teachers/workflow.es.md"),
        ),
        Language::Catalan => (
            include_str!("teachers/writing.ca.md"),
            include_str!("teachers/workflow.ca.md"),
        ),
        Language::Swahili => (
            include_str!("teachers/writing.sw.md"),
            include_str!("teachers/workflow.sw.md"),
        ),
    }
}

/// Gives a page its title in the book's language, in place of its first line's `# ` heading.
fn retitle(page: &str, title: &str) -> String {
    match page.split_once('\n') {
        Some((first, rest)) if first.starts_with("# ") => {
            format!("# {}\n{rest}", markdown::text(title))
        }
        _ => page.to_owned(),
    }
}

/// Fills in a page's `@@` lines.
fn fill(template: &str, index: &DiagramIndex) -> Result<String, BookError> {
    let mut out = String::with_capacity(template.len() * 2);
    for line in template.lines() {
        let Some(directive) = line.strip_prefix("@@") else {
            out.push_str(line);
            out.push('\n');
            continue;
        };
        let (name, argument) = directive.split_once(' ').unwrap_or((directive, ""));
        let argument = argument.trim();
        out.push_str(&match name {
            "board" => board(argument)?,
            "yaml" => yaml(file(argument)?.1),
            "check" => checked(argument, index)?,
            "mistake" => mistake(argument, index)?,
            "record" => record()?,
            _ => return Err(template_error(line, "unknown directive")),
        });
    }
    if let Some(at) = out.find("{{") {
        let found: String = out[at..].chars().take(40).collect();
        return Err(template_error(&found, "an mdBook directive in the chapter"));
    }
    Ok(out)
}

/// Says what is wrong with a line of the chapter or a file of the example.
fn template_error(what: &str, message: &str) -> BookError {
    BookError::Example {
        example: format!("teachers' chapter: {what}"),
        message: message.to_owned(),
    }
}

/// Gets a file of the worked example by name: its path in the teacher's folder and its text.
fn file(name: &str) -> Result<(&'static str, &'static str), BookError> {
    match name {
        "course" => Ok((COURSE_PATH, COURSE)),
        "chapter" => Ok((CHAPTER_PATH, CHAPTER)),
        "written" => Ok((LESSON_PATH, WRITTEN)),
        "recorded" => Ok((LESSON_PATH, RECORDED)),
        _ => Err(template_error(name, "no such example file")),
    }
}

/// Draws `RULES | POSITION | CAPTION`.
fn board(argument: &str) -> Result<String, BookError> {
    let parts: Vec<&str> = argument.split('|').map(str::trim).collect();
    let [rules, text, caption] = parts.as_slice() else {
        return Err(template_error(
            argument,
            "write @@board RULES | POSITION | CAPTION",
        ));
    };
    let position = example::position(rules, text)?;
    Ok(figure::position(&position, &[], caption))
}

/// Writes a file as a fenced YAML block, with a fence longer than any run of backticks in it.
fn yaml(text: &str) -> String {
    let mut fence = String::from("```");
    while text.contains(fence.as_str()) {
        fence.push('`');
    }
    markdown_safe(&format!("{fence}yaml\n{}\n{fence}\n", text.trim_end()))
}

/// What `bao check my-course` prints when the example lesson reads `text`: a line per step with
/// the details of any that fail and the count, or the file's problems. `Ok` holds whether the
/// lesson passed.
fn check_output(text: &str, index: &DiagramIndex) -> (bool, String) {
    let source = SourceFile::new(LESSON_PATH, text);
    let id = Path::new(LESSON_PATH)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let lesson = load::parse::<LessonFile>(&source)
        .and_then(|raw| validate::lesson(&source, raw, &id, index));
    let mut out = String::from("$ bao check my-course\n");
    let styles = Styles::default();
    let problems = match lesson {
        Ok(lesson) => {
            let reports = check::lesson(&lesson);
            let failed = reports.iter().filter(|r| !r.passed()).count();
            for report in &reports {
                out.push_str(&render::check::line(report, &styles));
                out.push('\n');
                out.push_str(&render::check::details(report, &styles));
            }
            let warned = reports.iter().any(|r| !r.warnings.is_empty());
            out.push_str(&crate::t!(
                "check-summary",
                checked = reports.len(),
                passed = reports.len() - failed,
                failed = failed
            ));
            out.push('\n');
            return (failed == 0 && !warned, out);
        }
        Err(problems) => problems,
    };
    // As `bao check` says it, in the book's language.
    out.push_str(&crate::t!(
        "check-summary",
        checked = 0,
        passed = 0,
        failed = 0
    ));
    out.push('\n');
    let rendered = diagnostic::render(&problems, false, WIDTH);
    let invalid = crate::t!(
        "cli-error-invalid",
        count = problems.len(),
        rendered = rendered.trim_end()
    );
    out.push_str(&crate::t!("cli-error", message = invalid));
    (false, out)
}

/// The width `bao check` wraps diagnostics at.
const WIDTH: usize = 100;

/// Writes a text block.
fn text_block(text: &str) -> String {
    markdown_safe(&format!("```text\n{}\n```\n", text.trim_end()))
}

/// Writes what `bao check` prints for an example file, which must pass.
fn checked(name: &str, index: &DiagramIndex) -> Result<String, BookError> {
    let (passed, out) = check_output(file(name)?.1, index);
    if !passed {
        return Err(template_error(
            name,
            &format!("the example lesson does not pass:\n{out}"),
        ));
    }
    Ok(text_block(&out))
}

/// Writes what `bao check` prints for the lesson as the teacher wrote it, before `bao record`
/// (the page shows the mistakes before the recording), with one mistake made in it
/// (`FIND => REPLACE`), which must fail.
fn mistake(argument: &str, index: &DiagramIndex) -> Result<String, BookError> {
    let Some((find, replace)) = argument.split_once(" => ") else {
        return Err(template_error(argument, "write @@mistake FIND => REPLACE"));
    };
    if WRITTEN.matches(find).count() != 1 {
        return Err(template_error(
            argument,
            "the text to change is not in the lesson once",
        ));
    }
    let (passed, out) = check_output(&WRITTEN.replacen(find, replace, 1), index);
    if passed {
        return Err(template_error(argument, "the mistake is not caught"));
    }
    Ok(text_block(&out))
}

/// Lines of context a hunk of the diff shows around the added lines.
const CONTEXT: usize = 2;

/// Writes the lines `bao record` adds to the written lesson as a unified diff. Recording only adds
/// lines, so the written file must be the recorded one with lines taken out.
fn record() -> Result<String, BookError> {
    let recorded: Vec<&str> = RECORDED.lines().collect();
    let written: Vec<&str> = WRITTEN.lines().collect();
    let mut next = 0;
    let mut added = Vec::with_capacity(recorded.len());
    for line in &recorded {
        let kept = written.get(next) == Some(line);
        next += usize::from(kept);
        added.push(!kept);
    }
    if next != written.len() {
        return Err(template_error(
            "@@record",
            "the written lesson is not the recorded one with lines taken out",
        ));
    }
    let near_change = |i: usize| {
        let end = (i + CONTEXT).min(recorded.len() - 1);
        added[i.saturating_sub(CONTEXT)..=end].contains(&true)
    };
    let mut out = format!("```diff\n--- {LESSON_PATH}\n+++ {LESSON_PATH}\n");
    let mut i = 0;
    while i < recorded.len() {
        if !near_change(i) {
            i += 1;
            continue;
        }
        let start = i;
        while i < recorded.len() && near_change(i) {
            i += 1;
        }
        let kept_before = added[..start].iter().filter(|a| !**a).count();
        let kept = added[start..i].iter().filter(|a| !**a).count();
        out.push_str(&format!(
            "@@ -{},{kept} +{},{} @@\n",
            kept_before + 1,
            start + 1,
            i - start
        ));
        for (line, add) in recorded[start..i].iter().zip(&added[start..i]) {
            out.push(if *add { '+' } else { ' ' });
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str("```\n");
    Ok(markdown_safe(&out))
}

/// Keeps `{{` in a code block from reaching mdBook as a directive.
fn markdown_safe(block: &str) -> String {
    block.replace("{{", "{\u{200b}{")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a translation of a page must keep: its `@@` lines, in order (a board's caption, after
    /// the last `|`, is translated), and its code blocks word for word.
    fn skeleton(page: &str) -> Vec<String> {
        let mut kept = Vec::new();
        let mut in_code = false;
        for line in page.lines() {
            let fence = line.starts_with("```");
            if in_code || fence {
                kept.push(line.to_owned());
            } else if let Some(board) = line.strip_prefix("@@board") {
                let (directive, _caption) = board.rsplit_once('|').unwrap_or((board, ""));
                kept.push(format!("@@board{directive}"));
            } else if line.starts_with("@@") {
                kept.push(line.to_owned());
            }
            in_code ^= fence;
        }
        kept
    }

    #[test]
    fn each_translation_keeps_the_english_directives_and_code() {
        let (writing, workflow) = prose(Language::English);
        for language in &Language::ALL[1..] {
            let (their_writing, their_workflow) = prose(*language);
            for (english, theirs, page) in [
                (writing, their_writing, "writing"),
                (workflow, their_workflow, "workflow"),
            ] {
                assert!(theirs.starts_with("# "), "{page}.{}.md", language.code());
                assert_eq!(
                    skeleton(theirs),
                    skeleton(english),
                    "{page}.{}.md does not keep {page}.md's @@ lines and code blocks",
                    language.code()
                );
                assert!(!skeleton(english).is_empty());
            }
        }
    }

    #[test]
    fn the_diff_shows_only_added_lines_with_context() {
        let diff = record().unwrap();
        let added: Vec<&str> = diff
            .lines()
            .filter(|l| l.starts_with('+') && !l.starts_with("+++"))
            .collect();
        assert_eq!(added.len(), 4 + 1 + 1 + 1, "{diff}");
        assert!(diff.contains("\n@@ -22,4 +22,8 @@\n"), "{diff}");
        assert!(diff.contains("+    expect:\n+      last: A1\n"), "{diff}");
        assert!(diff.contains("+      answer: no\n"), "{diff}");
    }

    #[test]
    fn unknown_directives_stop_the_book() {
        let err = fill("@@nonsense x\n", &DiagramIndex::default()).unwrap_err();
        assert!(err.to_string().contains("unknown directive"), "{err}");
    }

    #[test]
    fn the_yaml_block_keeps_the_file_word_for_word() {
        let block = yaml(WRITTEN);
        assert!(block.starts_with("```yaml\n# yaml-language-server"));
        assert!(block.contains(WRITTEN.trim_end()));
    }
}
