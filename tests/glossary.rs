//! The glossaries (`lessons/glossary/<lang>.yaml`): every translated text of the built-in course
//! keeps to its language's glossary, its terms and its moves' letters; a language the course
//! lists has one. Checked too on two small fixture courses, one that keeps to its glossary and
//! one that does not.

use std::path::Path;

use bao::lesson::{
    catalog, course_file,
    translation::{self, LANGUAGES, glossary},
};

/// Gets what a course folder's translations break of its glossaries, one line each.
fn faults(course: &Path) -> Vec<String> {
    let loaded = catalog::load(&[course.to_owned()], Some(catalog::builtin_diagrams()));
    faults_of(course, &loaded)
}

/// Gets what the translations of what was read break of the glossaries of a course folder.
fn faults_of(course: &Path, loaded: &catalog::Loaded) -> Vec<String> {
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let mut out = Vec::new();
    for language in LANGUAGES {
        let path = glossary::path(course, language);
        if !path.exists() {
            continue;
        }
        let glossary = glossary::read(&path, language).unwrap_or_else(|problems| {
            panic!("{} is not a glossary: {problems:?}", path.display())
        });
        for pair in translation::pairs(&loaded.catalog, language) {
            for fault in glossary.faults(&pair.english, &pair.text) {
                let file = pair
                    .file
                    .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap_or(&pair.file);
                out.push(format!(
                    "{}:{}: {}: {fault}",
                    file.display(),
                    pair.line,
                    pair.slot
                ));
            }
        }
    }
    out
}

#[test]
fn a_translation_that_keeps_to_its_glossary_passes() {
    assert_eq!(
        faults(Path::new("tests/fixtures/translated")),
        Vec::<String>::new()
    );
}

#[test]
fn a_term_left_out_or_a_move_in_english_letters_fails() {
    let found = faults(Path::new("tests/fixtures/glossary_fails"));
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].contains(
            "the `rule`: the English has the move `A3R`, and the translation does not write `A3D`"
        ),
        "{found:#?}"
    );
    assert!(
        found[1].contains("step 1's `say`: the English says `sowing`"),
        "{found:#?}"
    );
}

#[test]
fn every_translation_of_the_built_in_course_keeps_to_its_glossary() {
    let lessons = catalog::builtin_lessons();
    let course = course_file::read(lessons).expect("the built-in course file");
    for language in &course.translations {
        let path = glossary::path(lessons, *language);
        assert!(
            path.is_file(),
            "the course lists `{}` in its translations, and has no glossary {}: write it",
            language.code(),
            path.display()
        );
    }
    let found = faults(lessons);
    assert!(
        found.is_empty(),
        "{} times a translated text does not keep to its glossary:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_translation_of_the_published_diagrams_keeps_to_the_courses_glossary() {
    let lessons = catalog::builtin_lessons();
    let diagrams = catalog::builtin_diagrams();
    let loaded = catalog::load(&[diagrams.to_owned()], None);
    assert_eq!(loaded.catalog.diagrams.len(), 24);
    let found = faults_of(lessons, &loaded);
    assert!(
        found.is_empty(),
        "{} times a translated text does not keep to its glossary:\n{}",
        found.len(),
        found.join("\n")
    );
    for language in LANGUAGES {
        assert_eq!(
            translation::pairs(&loaded.catalog, language).len(),
            loaded
                .catalog
                .diagrams
                .iter()
                .map(|d| 1
                    + usize::from(d.note.is_some())
                    + d.claims.iter().filter(|c| c.gloss.is_some()).count())
                .sum::<usize>(),
            "every title, note and gloss of a diagram is translated into {}",
            language.code()
        );
    }
}
