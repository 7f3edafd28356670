//! Every lesson in `lessons/` is a test: each stated expectation must hold on the engine, and the
//! step-by-step walk-through, traces in words, is a reviewed snapshot.

use std::path::{Path, PathBuf};

use bao::{
    lesson::{catalog, check, diagnostic},
    render,
    style::Styles,
};

/// Gets the path relative to the package root, so messages and snapshots do not name the machine.
fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_owned()
}

#[test]
fn lessons_hold_on_the_engine() {
    insta::glob!("..", "lessons/**/*.yaml", |path| {
        if path
            .file_name()
            .is_some_and(|n| n == catalog::CHAPTER_FILE || n == bao::book::course_file::COURSE_FILE)
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
