//! A teacher's images: `bao check` refuses, at its line, an image that names no file of the
//! lesson's folder (missing, or reached through a link that leads outside), and passes one that
//! does.

use std::{path::Path, process::Output};

mod support;
use support::Bao;

/// Writes a file, creating its folder.
fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

/// A course of one chapter and one lesson whose first step shows `image`.
fn course(dir: &Path, image: &str) {
    write(
        &dir.join("course/01-mine/chapter.yaml"),
        "format_version: 1\ntitle: Mine\n",
    );
    write(
        &dir.join("course/01-mine/01-pictured.yaml"),
        &format!(
            "format_version: 1\ntitle: Pictured\nrule: Sowing.\nsteps:\n  - say: |\n      The board as drawn:\n\n      {image}\n    position: \"0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN\"\n"
        ),
    );
}

fn check(dir: &Path) -> Output {
    Bao::new()
        .args(["check", "--color", "never", "course"])
        .current_dir(dir)
        .output()
}

#[test]
fn a_missing_image_is_refused_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    course(dir.path(), "![the board](board.png)");
    let out = check(dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("course/01-mine/01-pictured.yaml:8:7"),
        "{stderr}"
    );
    assert!(
        stderr.contains("image `board.png` does not exist"),
        "{stderr}"
    );
}

#[test]
fn an_image_of_the_course_passes() {
    let dir = tempfile::tempdir().unwrap();
    course(dir.path(), "![the board](images/board.png)");
    std::fs::create_dir_all(dir.path().join("course/01-mine/images")).unwrap();
    std::fs::write(
        dir.path().join("course/01-mine/images/board.png"),
        b"\x89PNG",
    )
    .unwrap();
    let out = check(dir.path());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[cfg(unix)]
#[test]
fn an_image_linked_from_outside_the_course_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    course(dir.path(), "![secret](secret.png)");
    std::fs::write(dir.path().join("outside.png"), b"\x89PNG").unwrap();
    std::os::unix::fs::symlink(
        dir.path().join("outside.png"),
        dir.path().join("course/01-mine/secret.png"),
    )
    .unwrap();
    let out = check(dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("image `secret.png` leads outside the lesson's folder"),
        "{stderr}"
    );
}
