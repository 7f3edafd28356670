//! Every lesson in `lessons/` is a test: each stated expectation must hold on the engine, and the
//! step-by-step walk-through, traces in words, is a reviewed snapshot.

use std::path::{Path, PathBuf};

use bao::{
    lesson::{
        catalog, check, diagnostic,
        translation::{self, glossary::GLOSSARY_DIR},
    },
    render,
    style::Styles,
};

/// Gets the path relative to the package root, so messages and snapshots do not name the machine.
fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_owned()
}

/// Checks if a file of `lessons/` is a translation (`x.es.yaml`, checked with its English by
/// `tests/translations.rs` and `bao check`) or a glossary (`glossary/es.yaml`).
fn is_translation_or_glossary(path: &Path) -> bool {
    translation::language_of_file(path).is_some()
        || path.parent().and_then(Path::file_name) == Some(GLOSSARY_DIR.as_ref())
}

#[test]
fn lessons_hold_on_the_engine() {
    insta::glob!("..", "lessons/**/*.yaml", |path| {
        if path.file_name().is_some_and(|n| {
            n == catalog::CHAPTER_FILE || n == bao::lesson::course_file::COURSE_FILE
        }) || is_translation_or_glossary(path)
        {
            return;
        }
        let path = relative(path);
        let loaded = catalog::load(std::slice::from_ref(&path), Some(Path::new("diagrams")));
        assert!(
            loaded.problems.is_empty(),
            "{}",
            diagnostic::render(&loaded.problems, false, 100)
        );
        let lesson = loaded
            .catalog
            .lessons()
            .next()
            .expect("the file is a lesson");
        let reports = check::lesson(lesson);
        let styles = Styles::default();
        let failures = render::check::failures(&reports, &styles);
        assert!(
            failures.is_empty(),
            "{} does not hold:\n{failures}",
            path.display()
        );
        // Named by chapter and file, so that adding content elsewhere renames nothing.
        let name = path
            .strip_prefix("lessons")
            .unwrap_or(&path)
            .to_string_lossy()
            .replace(['/', '\\'], "__");
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(render::check::walkthrough(&reports, &styles));
        });
    });
}

/// Words that name the project's files or their transcription rather than a publication. A
/// learner reads "seed 003" as a game piece; a lesson cites a source by its title and section
/// ("Bao de Zanzíbar §4.2.5", "The Rules of Bao §12", "Bao, part 2, diagram 9") and leaves notes
/// on files and transcriptions to the teachers' chapter and the published diagrams (issue 9).
const FILE_TALK: [&str; 11] = [
    "seed prints",
    "seed's",
    "seed 00",
    "seed file",
    "seed text",
    "seeds of this course",
    "diagram file",
    "transcri",
    "engine confirms",
    "seed spelling",
    "damaged",
];

#[test]
fn lessons_cite_publications_not_files() {
    let mut checked = 0;
    let mut found = Vec::new();
    insta::glob!("..", "lessons/**/*.yaml", |path| {
        if path.parent().and_then(Path::file_name) == Some(GLOSSARY_DIR.as_ref()) {
            return;
        }
        let text = std::fs::read_to_string(path).expect("a lesson file");
        let prose: Vec<&str> = text
            .lines()
            .filter(|line| !line.trim_start().starts_with('#'))
            .collect();
        let prose = prose.join(" ").to_lowercase();
        let prose = prose.split_whitespace().collect::<Vec<_>>().join(" ");
        for words in FILE_TALK {
            if let Some(at) = prose.find(words) {
                let start = prose[..at]
                    .char_indices()
                    .rev()
                    .nth(40)
                    .map_or(0, |(i, _)| i);
                let end = (at + words.len() + 40).min(prose.len());
                let end = (end..=prose.len())
                    .find(|i| prose.is_char_boundary(*i))
                    .unwrap_or(prose.len());
                found.push(format!(
                    "{}: `{words}` in “…{}…”",
                    relative(path).display(),
                    &prose[start..end]
                ));
            }
        }
        checked += 1;
    });
    assert!(checked > 40, "only {checked} lesson files read");
    assert!(found.is_empty(), "{}", found.join("\n"));
}
