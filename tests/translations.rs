//! A course's translations (issue 24): every folder of `tests/fixtures/translation_errors/` is a
//! small course whose translation (or course file, or glossary) is wrong in one way, and its
//! problems, rendered plain at a fixed width, are reviewed snapshots; `tests/fixtures/translated/`
//! is the same course translated whole into Spanish, which `bao check` passes and `bao learn
//! --lang es` shows.

mod support;

use std::path::{Path, PathBuf};

use bao::{
    i18n::Language,
    lesson::{catalog, diagnostic, model::Catalog, translation},
};
use support::Bao;

const TRANSLATED: &str = "tests/fixtures/translated";

fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_owned()
}

/// Reads a course folder: its catalog and every problem the loader and the translations' check
/// find.
fn read(dir: &Path) -> (Catalog, Vec<bao::lesson::Problem>) {
    let loaded = catalog::load(&[dir.to_owned()], None);
    let checked = translation::check(&loaded.catalog);
    let mut problems = loaded.problems;
    problems.extend(checked.problems);
    (loaded.catalog, problems)
}

#[test]
fn bad_translations_are_explained() {
    insta::glob!("fixtures/translation_errors/*/course.yaml", |path| {
        let dir = relative(path.parent().unwrap());
        let (_, problems) = read(&dir);
        assert!(
            !problems.is_empty(),
            "{} should have problems",
            dir.display()
        );
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(diagnostic::render(&problems, false, 80));
        });
    });
}

#[test]
fn a_whole_translation_has_no_problem_and_is_put_in_place_of_the_english() {
    let (mut catalog, problems) = read(Path::new(TRANSLATED));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        translation::check(&catalog).languages,
        vec![Language::Spanish]
    );
    let english = catalog.clone();
    // No Catalan or Swahili file: nothing changes, and nothing is said (neither is listed).
    for language in [Language::English, Language::Catalan, Language::Swahili] {
        let mut copy = english.clone();
        assert!(translation::translate(&mut copy, language).is_empty());
        assert_eq!(copy.lessons().next().unwrap().title, "A small lesson");
    }
    assert!(translation::translate(&mut catalog, Language::Spanish).is_empty());
    let chapter = &catalog.chapters[0];
    assert_eq!(chapter.title, "Un capítulo pequeño");
    assert_eq!(chapter.intro, "Su introducción.\n");
    let lesson = &chapter.lessons[0];
    assert_eq!(lesson.title, "Una lección pequeña");
    assert_eq!(
        lesson.rule,
        "Una regla en **castellano**, con la jugada `A3D`.\n"
    );
    // The Spanish quote keeps its English gloss (a Spanish reader is shown none); the Catalan
    // one's is Spanish.
    assert_eq!(lesson.quotes[0].gloss, "A sentence in Spanish.");
    assert_eq!(lesson.quotes[1].gloss, "Una frase en catalán.");
    assert_eq!(
        lesson.steps[0].say.as_deref(),
        Some("Sembrar hacia la derecha.")
    );
    let exercise = format!("{:?}", lesson.steps[1].exercise);
    assert!(exercise.contains("¿Es legal esta jugada?"), "{exercise}");
    assert!(exercise.contains("Mira la primera fila."), "{exercise}");
    assert_eq!(
        catalog.course.as_ref().map(|c| c.course.title.as_str()),
        Some("Un curso pequeño")
    );
}

#[test]
fn a_stale_or_missing_entry_stays_english() {
    let dir = Path::new("tests/fixtures/translation_errors");
    let mut stale = catalog::load(&[dir.join("03-stale-fingerprint")], None).catalog;
    assert_eq!(
        translation::translate(&mut stale, Language::Spanish).len(),
        1
    );
    let lesson = stale.lessons().next().unwrap();
    assert_eq!(lesson.title, "A small lesson");
    assert_eq!(
        lesson.steps[0].say.as_deref(),
        Some("Sembrar hacia la derecha.")
    );
    let mut missing = catalog::load(&[dir.join("02-missing-entry")], None).catalog;
    assert_eq!(
        translation::translate(&mut missing, Language::Spanish).len(),
        1
    );
    let exercise = format!("{:?}", missing.lessons().next().unwrap().steps[1].exercise);
    assert!(exercise.contains("Look at the front row."), "{exercise}");
    assert!(exercise.contains("¿Es legal esta jugada?"), "{exercise}");
}

#[test]
fn the_catalog_reads_no_translation_or_glossary_as_a_lesson() {
    let (catalog, problems) = read(Path::new("tests/fixtures/glossary_fails"));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(catalog.lessons().count(), 1);
    assert_eq!(catalog.chapters.len(), 1);
}

#[test]
fn check_says_how_many_translations_it_checked() {
    let out = Bao::new().args(["check", TRANSLATED]).output();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.ends_with("2 checked: 2 passed, 0 failed\n1 translation checked: es\n"),
        "{stdout}"
    );
    // A translation named on the command line is checked with its English.
    let file = format!("{TRANSLATED}/01-chapter/01-lesson.es.yaml");
    let out = Bao::new().args(["check", &file]).output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = Bao::new()
        .args([
            "check",
            "tests/fixtures/translation_errors/03-stale-fingerprint",
        ])
        .output();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("the English of the `title` changed since it was translated"),
        "{stderr}"
    );
}

/// Runs `bao learn` on the translated course, pressing Enter three times.
fn learn(language: Option<&str>) -> String {
    let mut bao = Bao::new();
    for name in ["LANG", "LC_ALL", "LC_MESSAGES"] {
        bao.env_remove(name);
    }
    bao.args(["learn", "--lessons", TRANSLATED, "--plain", "--width", "60"]);
    if let Some(language) = language {
        bao.args(["--lang", language]);
    }
    let out = bao.stdin("\n\n\nq\n").output();
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn learn_shows_the_translation_of_the_readers_language() {
    let spanish = learn(Some("es"));
    assert!(
        spanish.starts_with("Una lección pequeña · 1/5\n\nUn capítulo pequeño\n"),
        "{spanish}"
    );
    assert!(spanish.contains("Sembrar hacia la derecha."), "{spanish}");
    // The Spanish quote is shown with no gloss, the Catalan one with its Spanish gloss.
    assert!(!spanish.contains("A sentence in Spanish."), "{spanish}");
    assert!(spanish.contains("Una frase en catalán."), "{spanish}");
    let english = learn(None);
    assert!(
        english.starts_with("A small lesson · 1/5\n\nA small chapter\n"),
        "{english}"
    );
    assert!(english.contains("A sentence in Spanish."), "{english}");
    assert!(english.contains("A sentence in Catalan."), "{english}");
    // Swahili has no translation: English is shown.
    let swahili = learn(Some("sw"));
    assert!(swahili.contains("A small chapter"), "{swahili}");
}

#[test]
fn the_book_shows_no_gloss_of_a_quote_in_the_readers_language() {
    let page = |language: &str| {
        let out = support::book_in(language, Some(TRANSLATED));
        std::fs::read_to_string(out.path().join("src/01-lesson.md")).unwrap()
    };
    // The Spanish book shows the Spanish quote with no gloss, and the
    // Catalan one with the translation's Spanish gloss.
    let spanish = page("es");
    assert!(spanish.contains("Una frase en castellano."), "{spanish}");
    assert!(!spanish.contains("A sentence in Spanish."), "{spanish}");
    assert!(
        !spanish.contains("*En español:* Una frase en castellano"),
        "{spanish}"
    );
    assert!(
        spanish.contains("*En español:* Una frase en catalán."),
        "{spanish}"
    );
    assert!(!spanish.contains("A sentence in Catalan."), "{spanish}");
    let english = page("en");
    assert!(english.contains("A sentence in Spanish."), "{english}");
}

#[test]
fn a_puzzles_idea_is_translated() {
    let dir = tempfile::tempdir().unwrap();
    let chapter = dir.path().join("12-puzzles");
    std::fs::create_dir(&chapter).unwrap();
    let lessons = catalog::builtin_lessons().join("12-puzzles");
    for name in ["chapter.yaml", "01-puzzle-entry-side.yaml"] {
        std::fs::copy(lessons.join(name), chapter.join(name)).unwrap();
    }
    let mut catalog = catalog::load(
        std::slice::from_ref(&chapter),
        Some(catalog::builtin_diagrams()),
    )
    .catalog;
    let idea = catalog.lessons().next().unwrap().steps[0]
        .checks
        .puzzle
        .as_ref()
        .and_then(|p| p.idea.clone())
        .unwrap();
    std::fs::write(
        chapter.join("01-puzzle-entry-side.es.yaml"),
        format!(
            "format_version: 1\nlanguage: es\nsteps:\n  1:\n    idea:\n      source: {}\n      text: La semilla de la reserva va a `A6`.\n",
            translation::fingerprint(&idea)
        ),
    )
    .unwrap();
    // No course lists Spanish: each entry missing is said (the Spanish quote needs no gloss),
    // and the idea is put in place.
    let problems = translation::translate(&mut catalog, Language::Spanish);
    assert_eq!(problems.len(), 3, "{problems:?}");
    let lesson = catalog.lessons().next().unwrap();
    let puzzle = lesson.steps[0].checks.puzzle.as_ref().unwrap();
    assert_eq!(
        puzzle.idea.as_deref(),
        Some("La semilla de la reserva va a `A6`.")
    );
    assert_eq!(lesson.title, "Which kichwa?");
}

/// A translated text is held to the Markdown policy of the English it stands for: raw HTML in
/// it is refused at its line by `bao check`, as it would be in the lesson.
#[test]
fn raw_html_in_a_translation_is_refused_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let course = dir.path().join("translated");
    let status = std::process::Command::new("cp")
        .args(["-r", TRANSLATED])
        .arg(&course)
        .status()
        .unwrap();
    assert!(status.success());
    let file = course.join("01-chapter/01-lesson.es.yaml");
    let text = std::fs::read_to_string(&file).unwrap();
    let bad = text.replace(
        "text: Sembrar hacia la derecha.",
        "text: Sembrar <script>alert(1)</script> hacia la derecha.",
    );
    assert_ne!(bad, text, "the fixture's Spanish step 1 changed");
    std::fs::write(&file, bad).unwrap();
    let out = Bao::new().args(["check"]).arg(&course).output();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("raw HTML in lesson Markdown"), "{stderr}");
    assert!(stderr.contains("01-lesson.es.yaml:20:21"), "{stderr}");
}
