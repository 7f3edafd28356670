//! A teacher's images in the book: `bao book` copies each image a lesson or chapter shows into
//! the book (under `src/images/CHAPTER/`) and points the page at the copy, so that in Chromium
//! the built page's image loads; `bao book --check` notices a copy missing or changed; and an
//! image of another kind (an SVG) is refused by `bao check` at its line.

// The shared harness; this file uses only part of it.
#[allow(dead_code)]
mod browser;
// Only opening a page and reading it is used here.
#[allow(dead_code)]
#[path = "browser/cdp.rs"]
mod cdp;
mod support;

use std::{path::Path, process::Output};

use support::Bao;

/// A PNG of 3 × 2 red pixels.
const PNG: [u8; 73] = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0x12, 0x16, 0xf1,
    0x4d, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0x00,
    0x41, 0x0c, 0x70, 0x16, 0x00, 0x41, 0xd2, 0x05, 0xfb, 0x87, 0xf0, 0xb9, 0x48, 0x00, 0x00, 0x00,
    0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/// Writes a file, creating its folder.
fn write(path: &Path, bytes: &[u8]) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, bytes).unwrap();
}

/// A course of one chapter, whose introduction shows `intro_image`, and one lesson whose first
/// step shows `image`.
fn course(dir: &Path, intro_image: &str, image: &str) {
    write(
        &dir.join("course/course.yaml"),
        b"format_version: 1\ntitle: Pictures\nreference_chapters: false\n",
    );
    write(
        &dir.join("course/01-mine/chapter.yaml"),
        format!("format_version: 1\ntitle: Mine\nintro: |\n  The hall: {intro_image}\n").as_bytes(),
    );
    write(
        &dir.join("course/01-mine/01-pictured.yaml"),
        format!(
            "format_version: 1\ntitle: Pictured\nrule: Sowing.\nsteps:\n  - say: |\n      The board as drawn:\n\n      {image}\n    position: \"0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN\"\n"
        )
        .as_bytes(),
    );
}

/// Runs bao in `dir`.
fn bao(dir: &Path, args: &[&str]) -> Output {
    Bao::new()
        .args(["--color", "never"])
        .args(args)
        .current_dir(dir)
        .output()
}

/// Asserts that bao exited with `code`, showing what it said otherwise.
fn assert_exit(out: &Output, code: i32) {
    assert_eq!(
        out.status.code(),
        Some(code),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_book_copies_a_lesson_s_image_and_its_page_shows_it() {
    let dir = tempfile::tempdir().unwrap();
    course(
        dir.path(),
        "![hall](hall.png)",
        "![the board](images/board.png)",
    );
    write(&dir.path().join("course/01-mine/images/board.png"), &PNG);
    write(&dir.path().join("course/01-mine/hall.png"), &PNG);
    let book = browser::target_dir().join("book-images");
    if book.exists() {
        std::fs::remove_dir_all(&book).unwrap();
    }
    let out_dir = book.to_str().unwrap();
    assert_exit(
        &bao(
            dir.path(),
            &["book", "--lessons", "course", "--out", out_dir],
        ),
        0,
    );

    let copy = book.join("src/images/01-mine/images/board.png");
    assert_eq!(std::fs::read(&copy).unwrap(), PNG);
    assert_eq!(
        std::fs::read(book.join("src/images/01-mine/hall.png")).unwrap(),
        PNG
    );
    let manifest = std::fs::read_to_string(book.join(".bao-book-manifest")).unwrap();
    assert!(
        manifest.contains("src/images/01-mine/images/board.png\n"),
        "{manifest}"
    );
    assert_exit(
        &bao(
            dir.path(),
            &["book", "--lessons", "course", "--out", out_dir, "--check"],
        ),
        0,
    );

    // In Chromium, on the pages mdBook builds, each image loads.
    mdbook_driver::MDBook::load(&book).unwrap().build().unwrap();
    let mut chromium = cdp::Browser::start(1000, 800);
    for (page, alt) in [("01-pictured.html", "the board"), ("01-mine.html", "hall")] {
        let html = book.join("book").join(page);
        assert!(html.is_file(), "no page {}", html.display());
        chromium.open(&html);
        let selector = format!("main img[alt=\"{alt}\"]");
        chromium.wait_for(&format!(
            "(() => {{ const i = document.querySelector({selector:?}); return i && i.complete; }})()"
        ));
        let width = chromium.eval(&format!(
            "document.querySelector({selector:?}).naturalWidth"
        ));
        assert_eq!(width, 3, "{page}: the image did not load");
    }

    // The check notices a copy changed, then one missing, and `bao book` puts it back.
    std::fs::write(&copy, b"\x89PNG changed").unwrap();
    let out = bao(
        dir.path(),
        &["book", "--lessons", "course", "--out", out_dir, "--check"],
    );
    assert_exit(&out, 1);
    let said =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("src/images/01-mine/images/board.png (differs)"),
        "{said}"
    );
    std::fs::remove_file(&copy).unwrap();
    let out = bao(
        dir.path(),
        &["book", "--lessons", "course", "--out", out_dir, "--check"],
    );
    assert_exit(&out, 1);
    let said =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("src/images/01-mine/images/board.png (missing)"),
        "{said}"
    );
    assert_exit(
        &bao(
            dir.path(),
            &["book", "--lessons", "course", "--out", out_dir],
        ),
        0,
    );
    assert_eq!(std::fs::read(&copy).unwrap(), PNG);

    // A course image that changes makes the book out of date.
    write(
        &dir.path().join("course/01-mine/hall.png"),
        &[&PNG[..], b"more"].concat(),
    );
    let out = bao(
        dir.path(),
        &["book", "--lessons", "course", "--out", out_dir, "--check"],
    );
    assert_exit(&out, 1);
}

#[cfg(unix)]
#[test]
fn the_book_does_not_copy_an_image_through_a_link() {
    let dir = tempfile::tempdir().unwrap();
    course(dir.path(), "no picture", "![the board](images/board.png)");
    write(&dir.path().join("course/01-mine/images/board.png"), &PNG);
    let book = dir.path().join("book");
    let out_dir = book.to_str().unwrap();
    assert_exit(
        &bao(
            dir.path(),
            &["book", "--lessons", "course", "--out", out_dir],
        ),
        0,
    );
    // The chapter's image folder replaced by a link to a folder outside the book.
    let outside = dir.path().join("outside");
    std::fs::create_dir(&outside).unwrap();
    std::fs::remove_dir_all(book.join("src/images/01-mine")).unwrap();
    std::os::unix::fs::symlink(&outside, book.join("src/images/01-mine")).unwrap();
    let out = bao(
        dir.path(),
        &["book", "--lessons", "course", "--out", out_dir],
    );
    assert_exit(&out, 1);
    assert!(String::from_utf8_lossy(&out.stderr).contains("01-mine` is a symlink"));
    assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 0);
}

#[test]
fn an_image_of_another_kind_is_refused_at_its_line() {
    for (name, bytes, why) in [
        (
            "board.svg",
            &b"<svg onload=\"alert(1)\"/>"[..],
            "is not a png, jpeg or gif file: the book copies only those",
        ),
        (
            "board.png",
            &b"<svg onload=\"alert(1)\"/>"[..],
            "is not a png, jpeg or gif file inside",
        ),
        (
            "board.png",
            &vec![0x89; 2 * 1024 * 1024][..],
            "is larger than the book copies",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        course(dir.path(), "no picture", &format!("![the board]({name})"));
        write(&dir.path().join("course/01-mine").join(name), bytes);
        let out = bao(dir.path(), &["check", "course"]);
        assert_exit(&out, 2);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("01-pictured.yaml:8:"), "{stderr}");
        assert!(stderr.contains(why), "{name}: {stderr}");
        let book = dir.path().join("book");
        let out = bao(
            dir.path(),
            &[
                "book",
                "--lessons",
                "course",
                "--out",
                book.to_str().unwrap(),
            ],
        );
        assert_exit(&out, 2);
        assert!(!book.join("src").exists());
    }
}
