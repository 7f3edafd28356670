//! The translations of published diagrams (issue 24): `diagrams/gc-d04.es.yaml` beside
//! `gc-d04.yaml` translates the diagram's title, note and claims' glosses, in the format of a
//! lesson's translation. Every folder of `tests/fixtures/diagram_translation_errors/` is a small
//! course with a diagram whose translation is wrong in one way, and its problems are reviewed
//! snapshots; `tests/fixtures/diagram_translated/` is the same course whole.

mod support;

use std::{fs, path::Path};

use bao::{
    i18n::Language,
    lesson::{
        catalog, diagnostic,
        model::Catalog,
        translation::{self, english::Target, read, scaffold},
    },
};
use support::Bao;

const TRANSLATED: &str = "tests/fixtures/diagram_translated";

fn relative(path: &Path) -> std::path::PathBuf {
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
fn bad_diagram_translations_are_explained() {
    insta::glob!(
        "fixtures/diagram_translation_errors/*/course.yaml",
        |path| {
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
        }
    );
}

#[test]
fn a_whole_diagram_translation_has_no_problem_and_is_put_in_place_of_the_english() {
    let (mut catalog, problems) = read(Path::new(TRANSLATED));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(translation::check(&catalog).diagrams, 1);
    let english = catalog.clone();
    for language in [Language::English, Language::Catalan, Language::Swahili] {
        let mut copy = english.clone();
        assert!(translation::translate(&mut copy, language).is_empty());
        assert_eq!(copy.diagrams[0].title, "Only the nyumba is left");
    }
    assert!(translation::translate(&mut catalog, Language::Spanish).is_empty());
    let diagram = &catalog.diagrams[0];
    assert_eq!(diagram.title, "Solo queda la nyumba");
    assert_eq!(
        diagram.note.as_deref(),
        Some("Inventado para las pruebas a partir de gc-d22.")
    );
    let glosses: Vec<_> = diagram.claims.iter().map(|c| c.gloss.as_deref()).collect();
    assert_eq!(
        glosses,
        [
            Some("No se puede hacer ninguna captura."),
            Some("Se pone una semilla en la nyumba, luego salen dos y se siembran.")
        ]
    );
    // The claim's own words are a quote: they keep their language.
    assert_eq!(diagram.claims[0].text, "No se puede capturar.");
}

#[test]
fn a_stale_entry_stays_english() {
    let dir = Path::new("tests/fixtures/diagram_translation_errors/03-stale-fingerprint");
    let mut catalog = catalog::load(&[dir.to_owned()], None).catalog;
    let problems = translation::translate(&mut catalog, Language::Spanish);
    assert_eq!(problems.len(), 1, "{problems:?}");
    let diagram = &catalog.diagrams[0];
    assert_eq!(diagram.title, "Only the nyumba is left");
    assert_eq!(
        diagram.note.as_deref(),
        Some("Inventado para las pruebas a partir de gc-d22.")
    );
}

#[test]
fn a_scaffold_filled_in_reads_back_and_translates_every_text() {
    let mut catalog = catalog::load(&[Path::new(TRANSLATED).to_owned()], None).catalog;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("small-d1.es.yaml");
    let written = scaffold::scaffold(
        &Target::Diagram(&mut catalog.diagrams[0]),
        Language::Spanish,
        None,
        "translation.schema.json",
    );
    assert_eq!(written.added, 4, "title, note and two glosses");
    assert!(written.text.contains("\nclaims:\n  1:\n    gloss:\n"));
    fs::write(&file, written.text.replace("text: \"\"", "text: \"hecho\"")).unwrap();
    let translation = read::read(
        &file,
        Language::Spanish,
        translation::english::Kind::Diagram,
    )
    .unwrap();
    assert_eq!(translation.entries.len(), 4);
    let mut target = Target::Diagram(&mut catalog.diagrams[0]);
    let problems = translation::compare::apply(&mut target, &translation);
    assert!(problems.is_empty(), "{problems:?}");
    let diagram = &catalog.diagrams[0];
    assert_eq!(diagram.title, "hecho");
    assert_eq!(diagram.note.as_deref(), Some("hecho"));
    assert!(
        diagram
            .claims
            .iter()
            .all(|c| c.gloss.as_deref() == Some("hecho"))
    );
    // Brought up to date, a filled-in file is left as it is.
    let updated = scaffold::scaffold(
        &Target::Diagram(
            &mut catalog::load(&[Path::new(TRANSLATED).to_owned()], None)
                .catalog
                .diagrams[0],
        ),
        Language::Spanish,
        Some(&translation),
        "translation.schema.json",
    );
    assert_eq!((updated.added, updated.stale, updated.kept), (0, 0, 4));
}

#[test]
fn bao_new_translation_writes_a_diagrams_file() {
    let dir = tempfile::tempdir().unwrap();
    let diagrams = dir.path().join("diagrams");
    fs::create_dir(&diagrams).unwrap();
    fs::copy(
        Path::new(TRANSLATED).join("diagrams/small-d1.yaml"),
        diagrams.join("small-d1.yaml"),
    )
    .unwrap();
    let out = Bao::new()
        .current_dir(dir.path())
        .args([
            "--lang",
            "ca",
            "new",
            "translation",
            "diagrams/small-d1.yaml",
        ])
        .output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written = fs::read_to_string(diagrams.join("small-d1.ca.yaml")).unwrap();
    assert!(
        written.starts_with("# yaml-language-server: $schema=translation.schema.json\n"),
        "{written}"
    );
    assert!(diagrams.join("translation.schema.json").is_file());
    // Not translated yet: `bao check` says so of each entry.
    let out = Bao::new()
        .current_dir(dir.path())
        .args(["check", "diagrams"])
        .output();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.matches("is not translated yet").count(),
        4,
        "{stderr}"
    );
}

#[test]
fn check_reports_the_built_in_diagrams_translations() {
    let out = Bao::new()
        .args(["check", "diagrams", "lessons/04-namua"])
        .output();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.ends_with(
            "3 translations checked: es, ca, sw\n72 translations of published diagrams checked\n"
        ),
        "{stdout}"
    );
}

#[test]
fn the_spanish_book_and_tutor_show_a_diagrams_spanish_title() {
    let out = support::book_in("es", Some(TRANSLATED));
    let page = fs::read_to_string(out.path().join("src/diagrams.md")).unwrap();
    assert!(
        page.contains("## gc-d04: La semilla capturada entra por el kichwa izquierdo {#gc-d04}"),
        "{page}"
    );
    assert!(page.contains("## small-d1: Solo queda la nyumba"), "{page}");
    // A Spanish claim's Spanish gloss explains it: "that is", not "in Spanish".
    assert!(
        page.contains("*Es decir:* No se puede hacer ninguna captura."),
        "{page}"
    );
}

#[test]
fn a_lesson_that_reaches_a_diagram_names_it_in_the_readers_language() {
    let chapter = catalog::builtin_lessons().join("04-namua");
    let load = || {
        catalog::load(
            std::slice::from_ref(&chapter),
            Some(catalog::builtin_diagrams()),
        )
    };
    let titles = |catalog: &Catalog| -> Vec<String> {
        catalog
            .lessons()
            .flat_map(|l| &l.steps)
            .filter_map(|s| match &s.checks.play {
                Some(bao::lesson::model::Play::Legal { expect, .. }) => {
                    expect.position.as_ref().and_then(|p| p.title.clone())
                }
                _ => None,
            })
            .collect()
    };
    let english = load().catalog;
    assert!(
        titles(&english).contains(&"The captured seed entered at the left kichwa".to_owned()),
        "{:?}",
        titles(&english)
    );
    for (language, title) in [
        (
            Language::Spanish,
            "La semilla capturada entra por el kichwa izquierdo",
        ),
        (
            Language::Catalan,
            "La llavor capturada entra pel kichwa de l'esquerra",
        ),
        (
            Language::Swahili,
            "Kete iliyoliwa inaingia kwa kichwa cha kushoto",
        ),
    ] {
        let mut catalog = load().catalog;
        let problems = translation::translate(&mut catalog, language);
        assert!(problems.is_empty(), "{problems:?}");
        let found = titles(&catalog);
        assert!(found.contains(&title.to_owned()), "{found:?}");
        assert!(!found.iter().any(|t| t.starts_with("The ")), "{found:?}");
    }
}

#[test]
fn a_translations_problem_is_told_in_the_readers_language() {
    let dir = "tests/fixtures/diagram_translation_errors/04-unknown-claim";
    for (language, said) in [
        (
            "es",
            "la afirmación 3 no existe: el diagrama tiene 2 afirmaciones",
        ),
        (
            "ca",
            "l'afirmació 3 no existeix: el diagrama té 2 afirmacions",
        ),
        ("sw", "dai 3 halipo: mchoro una madai 2"),
        ("en", "claim 3 does not exist: the diagram has 2 claims"),
    ] {
        let out = Bao::new().args(["--lang", language, "check", dir]).output();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{language}: {stderr}");
    }
}
