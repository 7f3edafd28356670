//! Every file in `tests/fixtures/lesson_errors/` is wrong in some way: its diagnostics, rendered
//! plain at a fixed width, are reviewed snapshots. A fixture is read as a diagram or chapter when
//! its first line names that schema, else as a lesson; lessons may name the diagrams in
//! `tests/fixtures/diagrams/`.

use std::path::{Path, PathBuf};

use bao::lesson::{
    catalog::{self, Kind},
    diagnostic,
};

fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_owned()
}

fn kind(text: &str) -> Kind {
    let first = text.lines().next().unwrap_or("");
    if first.contains("diagram.schema.json") {
        Kind::Diagram
    } else if first.contains("chapter.schema.json") {
        Kind::Chapter
    } else {
        Kind::Lesson
    }
}

#[test]
fn bad_files_are_explained() {
    insta::glob!("fixtures/lesson_errors/*.yaml", |path| {
        let path = relative(path);
        let text = std::fs::read_to_string(&path).unwrap();
        let loaded = catalog::load_file(
            &path,
            kind(&text),
            Some(Path::new("tests/fixtures/diagrams")),
        );
        assert!(
            !loaded.problems.is_empty(),
            "{} should have problems",
            path.display()
        );
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(diagnostic::render(&loaded.problems, false, 80));
        });
    });
}

#[test]
fn the_fixture_diagrams_are_valid() {
    let loaded = catalog::load(&[PathBuf::from("tests/fixtures/diagrams")], None);
    assert!(
        loaded.problems.is_empty(),
        "{}",
        diagnostic::render(&loaded.problems, false, 100)
    );
}
