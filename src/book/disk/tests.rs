use std::fs;

use super::*;
use crate::book::GENERATED_MARK;

fn file(path: &str, contents: &str) -> GeneratedFile {
    GeneratedFile::text(path, contents)
}

/// A course folder apart from the book folders of the tests.
fn course() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

fn book(pages: &[&str]) -> Vec<GeneratedFile> {
    let mut files = vec![file("book.toml", &format!("{GENERATED_MARK}\n"))];
    files.extend(pages.iter().map(|p| file(&format!("src/{p}.md"), p)));
    files
}

#[test]
fn only_book_paths_pass() {
    let dir = Path::new("out");
    for ok in [
        "book.toml",
        "src/SUMMARY.md",
        "src/notation.md",
        "src/seed000-d09.md",
        "src/images/01-mine/board.png",
        "src/images/01-mine/pics/b.JPG",
    ] {
        assert_eq!(checked_path(dir, ok).unwrap(), dir.join(ok));
    }
    for bad in [
        "../x.md",
        "src/../../x.md",
        "src/a/b.md",
        "/etc/passwd",
        "src/.md",
        "src/x.txt",
        "src/Notation.md",
        "src\\x.md",
        "src/x.md/",
        "book.toml/../x",
        "",
        "src/images/01-mine/../../../x.png",
        "src/images/01-mine/board.svg",
        "src/images/01-mine/.x/b.png",
        "src/images/Mine/b.png",
        "src/images/b.png",
        "src/images/01-mine//b.png",
    ] {
        assert!(
            matches!(checked_path(dir, bad), Err(DiskError::UnsafePath(_))),
            "{bad}"
        );
    }
}

#[test]
fn unsafe_paths_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let files = [file("src/a.md", "a"), file("src/../../escape.md", "x")];
    assert!(matches!(
        write(dir.path(), &files, course().path()),
        Err(DiskError::UnsafePath(_))
    ));
    assert!(!dir.path().join("src/a.md").exists());
}

#[test]
fn writes_checks_and_removes_only_its_own_files() {
    let dir = tempfile::tempdir().unwrap();
    let course = course();
    let files = book(&["a", "b"]);
    assert_eq!(
        compare(dir.path(), &files).unwrap(),
        [
            Mismatch::Missing("book.toml".into()),
            Mismatch::Missing("src/a.md".into()),
            Mismatch::Missing("src/b.md".into())
        ]
    );
    let done = write(dir.path(), &files, course.path()).unwrap();
    assert_eq!(done.written, ["book.toml", "src/a.md", "src/b.md"]);
    assert!(compare(dir.path(), &files).unwrap().is_empty());
    let manifest = fs::read_to_string(dir.path().join(MANIFEST)).unwrap();
    assert!(
        manifest.ends_with("\nbook.toml\nsrc/a.md\nsrc/b.md\n"),
        "{manifest}"
    );

    fs::write(dir.path().join("src/mine.md"), "mine").unwrap();
    fs::write(dir.path().join("src/a.md"), "changed").unwrap();
    assert_eq!(
        compare(dir.path(), &files).unwrap(),
        [
            Mismatch::Differs("src/a.md".into()),
            Mismatch::Stale("src/mine.md".into())
        ]
    );
    // `b` leaves the book: bao wrote it, so it goes; `mine` is the user's, so it stays.
    let files = book(&["a"]);
    let done = write(dir.path(), &files, course.path()).unwrap();
    assert_eq!(done.written, ["src/a.md"]);
    assert_eq!(done.removed, ["src/b.md"]);
    assert_eq!(done.kept, ["src/mine.md"]);
    assert_eq!(
        fs::read_to_string(dir.path().join("src/mine.md")).unwrap(),
        "mine"
    );
    let manifest = fs::read_to_string(dir.path().join(MANIFEST)).unwrap();
    assert!(manifest.ends_with("\nbook.toml\nsrc/a.md\n"), "{manifest}");
}

#[test]
fn a_page_bao_did_not_write_is_never_replaced() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &book(&["a"]), course().path()).unwrap();
    fs::write(dir.path().join("src/b.md"), "mine").unwrap();
    let err = write(dir.path(), &book(&["a", "b"]), course().path()).unwrap_err();
    assert!(matches!(err, DiskError::NotOurs(_)), "{err}");
    assert_eq!(
        fs::read_to_string(dir.path().join("src/b.md")).unwrap(),
        "mine"
    );
}

#[test]
fn a_folder_that_is_not_a_book_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("SUMMARY.md"), "mine").unwrap();
    let err = write(dir.path(), &book(&["a"]), course().path()).unwrap_err();
    assert!(matches!(err, DiskError::NotABook(_)), "{err}");
    assert!(err.to_string().contains("not a book folder"), "{err}");
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        1,
        "nothing written"
    );

    let other = tempfile::tempdir().unwrap();
    fs::write(other.path().join("book.toml"), "[book]\n").unwrap();
    assert!(matches!(
        write(other.path(), &book(&["a"]), course().path()),
        Err(DiskError::Foreign(_))
    ));
    assert!(!other.path().join("src").exists());
}

#[test]
fn a_manifest_cannot_point_outside_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let book_dir = dir.path().join("b");
    write(&book_dir, &book(&["a"]), course().path()).unwrap();
    fs::write(dir.path().join("victim.md"), "mine").unwrap();
    fs::write(book_dir.join(MANIFEST), "book.toml\nsrc/../../victim.md\n").unwrap();
    let err = write(&book_dir, &book(&[]), course().path()).unwrap_err();
    assert!(matches!(err, DiskError::UnsafePath(_)), "{err}");
    assert!(dir.path().join("victim.md").exists());
}

#[test]
fn a_book_written_before_manifests_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("src")).unwrap();
    fs::write(dir.path().join("book.toml"), GENERATED_MARK).unwrap();
    fs::write(dir.path().join("src/old.md"), "old").unwrap();
    let done = write(dir.path(), &book(&["a"]), course().path()).unwrap();
    assert_eq!(done.kept, ["src/old.md"]);
    assert!(done.removed.is_empty());
    assert!(dir.path().join("src/old.md").exists());
}

#[cfg(unix)]
#[test]
fn nothing_is_written_through_a_symlink() {
    use std::os::unix::fs::symlink;
    let elsewhere = tempfile::tempdir().unwrap();
    fs::write(elsewhere.path().join("a.md"), "theirs").unwrap();
    fs::write(elsewhere.path().join("page.md"), "theirs").unwrap();

    // `src` linked elsewhere.
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &book(&["a"]), course().path()).unwrap();
    fs::remove_dir_all(dir.path().join("src")).unwrap();
    symlink(elsewhere.path(), dir.path().join("src")).unwrap();
    let err = write(dir.path(), &book(&["a"]), course().path()).unwrap_err();
    assert!(matches!(err, DiskError::Link(_)), "{err}");
    assert_eq!(
        fs::read_to_string(elsewhere.path().join("a.md")).unwrap(),
        "theirs"
    );

    // A page linked elsewhere.
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), &book(&["a"]), course().path()).unwrap();
    fs::remove_file(dir.path().join("src/a.md")).unwrap();
    symlink(
        elsewhere.path().join("page.md"),
        dir.path().join("src/a.md"),
    )
    .unwrap();
    let err = write(dir.path(), &book(&["a"]), course().path()).unwrap_err();
    assert!(matches!(err, DiskError::Link(_)), "{err}");
    // Nor removed through one, when the page leaves the book.
    let done = write(dir.path(), &book(&[]), course().path()).unwrap();
    assert_eq!(done.kept, ["src/a.md"]);
    assert_eq!(
        fs::read_to_string(elsewhere.path().join("page.md")).unwrap(),
        "theirs"
    );
}

#[test]
fn the_root_the_home_and_the_course_are_refused() {
    let course = course();
    for dir in [
        Path::new("/").to_owned(),
        course.path().to_owned(),
        course.path().join("book"),
        course.path().join("."),
        course.path().parent().unwrap().to_owned(),
    ] {
        let err = write(&dir, &book(&["a"]), course.path()).unwrap_err();
        assert!(
            matches!(err, DiskError::Refused { .. }),
            "{}: {err}",
            dir.display()
        );
    }
    assert!(!course.path().join("book").exists());
    if let Some(home) = std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        let err = write(Path::new(&home), &book(&["a"]), course.path()).unwrap_err();
        assert!(err.to_string().contains("the home folder"), "{err}");
    }
}
