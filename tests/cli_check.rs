//! `bao check` and `bao schema --check` as CI runs them: exit codes and plain output.

use std::process::{Command, Output};

mod support;
use support::{Bao, bao};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_real_content_holds() {
    let out = bao(&["check", "--color", "never"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("✓ lessons/04-namua/03-kichwa-kimbi.yaml:"));
    assert!(!stdout.contains('\u{1b}'), "plain text unless colour is on");
}

/// With no PATH, `bao check` checks the built-in lessons and diagrams from any folder, as
/// `bao learn` finds them, and names them in full outside bao's source tree.
#[test]
fn the_builtin_content_is_the_default_anywhere() {
    let dir = tempfile::tempdir().unwrap();
    let out = Bao::new()
        .args(["check", "--color", "never"])
        .current_dir(dir.path())
        .output();
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    let lessons = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons");
    let lesson = lessons.join("04-namua/03-kichwa-kimbi.yaml");
    assert!(
        stdout.contains(&format!("✓ {}:", lesson.display())),
        "{stdout}"
    );
    assert!(stdout.contains("/diagrams/"), "the diagrams too: {stdout}");
}

#[test]
fn a_wrong_expectation_exits_1() {
    let out = bao(&[
        "check",
        "tests/fixtures/mismatches",
        "tests/fixtures/diagrams",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("✗ tests/fixtures/mismatches/01-wrong/01-wrong.yaml:6 step 1"));
    assert!(stdout.contains("expected (the grid)"));
}

#[test]
fn an_invalid_file_exits_2_with_every_problem() {
    let out = bao(&["check", "tests/fixtures/course", "no/such/folder"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("no/such/folder: no such file or folder"),
        "{stderr}"
    );
    assert!(stderr.contains("no diagram `fixture-d09`"), "{stderr}");
}

/// A lesson and a diagram whose steps and claims have problems of both readings (a missing
/// key, a value of the wrong kind, an unknown key; an illegal move, an unknown hole) have every
/// one told in one run, each at its line, and the step after one left out is not checked from
/// a position that is not the file's.
#[test]
fn every_problem_of_a_file_is_told_in_one_run() {
    let lesson = "tests/fixtures/lesson_errors/every-problem-missing-key.yaml";
    let diagram = "tests/fixtures/lesson_errors/every-problem-diagram.yaml";
    let out = bao(&[
        "check",
        "--color",
        "never",
        lesson,
        diagram,
        "tests/fixtures/diagrams",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    let told: Vec<(String, String)> = stderr
        .lines()
        .zip(stderr.lines().skip(1))
        .filter_map(|(message, at)| {
            let message = message.trim().strip_prefix("× ")?;
            let at = at.split_once("─[")?.1.trim_end_matches(']');
            Some((at.to_owned(), message.to_owned()))
        })
        .collect();
    let expected = [
        (diagram, "15:5", "missing key `text`"),
        (diagram, "18:11", "`A3L` is not legal here: A3 is empty"),
        (diagram, "22:14", "`wins_in`: expected a whole number"),
        (lesson, "7:11", "`A3L` is not legal here: A3 is empty"),
        (lesson, "11:7", "missing key `kind`"),
        (lesson, "16:5", "unknown key `colour`"),
        (lesson, "19:13", "unknown hole `C4`"),
    ];
    assert_eq!(told.len(), expected.len(), "{stderr}");
    for ((at, message), (file, line, start)) in told.iter().zip(expected) {
        assert_eq!(at, &format!("{file}:{line}"), "{stderr}");
        assert!(message.starts_with(start), "{message}");
    }
}

#[test]
fn the_committed_schemas_are_current() {
    let out = bao(&["schema", "--check"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}: run `bao schema`",
        text(&out.stderr)
    );
}

/// Writes a file, creating its folder.
fn write(path: &std::path::Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

const CHAPTER: &str = "format_version: 1\ntitle: Mine\n";

/// A teacher's course outside bao's source tree, checked from a folder with no `diagrams/`:
/// its lessons name the built-in diagrams, and an ambiguous exercise is a warning, not a failure.
#[test]
fn a_course_elsewhere_names_the_builtin_diagrams() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    write(
        &dir.path().join("course/01-mine/01-ambiguous.yaml"),
        "format_version: 1\ntitle: Ambiguous\nrule: Captures.\nsteps:\n  - position: seed000-d09\n    exercise:\n      kind: find-move\n      goal: { ends: empty }\n      answers: [A1L]\n",
    );
    let out = Bao::new()
        .args(["check", "course"])
        .current_dir(dir.path())
        .output();
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains(
            "warning: A2L, A7R and A8R reach the goal too but are not accepted answers, so the exercise is ambiguous"
        ),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("1 checked: 1 passed, 0 failed, 1 warning\n"),
        "{stdout}"
    );
}

/// `position: start` is the start of the game under the lesson's rules, as on the command line.
#[test]
fn a_lesson_may_start_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    write(
        &dir.path().join("course/01-mine/01-start.yaml"),
        "format_version: 1\ntitle: The start\nrule: Mine.\nsteps:\n  - position: start\n    moves: [A6R, A6L, A7R, A7L]\n",
    );
    write(
        &dir.path().join("course/01-mine/02-kujifunza.yaml"),
        "format_version: 1\ntitle: Kujifunza\nrules: kujifunza\nrule: Mine.\nsteps:\n  - position: start\n    play: A3R\n    expect:\n      captured: 6\n",
    );
    let out = check_in(dir.path(), &["course"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.ends_with("2 checked: 2 passed, 0 failed\n"),
        "{stdout}"
    );
}

/// A lesson checked alone names the diagrams of its own course.
#[test]
fn a_lesson_alone_names_its_course_diagrams() {
    let dir = tempfile::tempdir().unwrap();
    let own = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/diagrams/fixture-d09.yaml"),
    )
    .unwrap();
    write(&dir.path().join("course/diagrams/own-d01.yaml"), &own);
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    let lesson = dir.path().join("course/01-mine/01-own.yaml");
    write(
        &lesson,
        "format_version: 1\ntitle: Own\nrule: Mine.\nsteps:\n  - position: own-d01\n    moves: [A1L, A2L, A7R, A8R]\n",
    );
    let out = Bao::new()
        .arg("check")
        .arg(&lesson)
        .current_dir(dir.path())
        .output();
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.ends_with("1 checked: 1 passed, 0 failed\n"),
        "{stdout}"
    );
}

/// Copies a folder, recursively.
fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// Runs `bao check` in `dir` with plain output.
fn check_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Bao::new()
        .arg("check")
        .args(["--color", "never"])
        .args(args)
        .current_dir(dir)
        .output()
}

/// Every file of a course that looks like content but cannot be read as such is reported by
/// name, and the lessons that can be read are still checked.
#[cfg(unix)]
#[test]
fn content_that_is_not_read_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let course = dir.path().join("course_errors");
    copy_dir(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/course_errors"),
        &course,
    );
    let chapter = course.join("01-read");
    std::os::unix::fs::symlink("no-such-file.yaml", chapter.join("03-dangling.yaml")).unwrap();
    std::os::unix::fs::symlink("04-loop.yaml", chapter.join("04-loop.yaml")).unwrap();
    let fifo = Command::new("mkfifo")
        .arg(chapter.join("06-fifo.yaml"))
        .status()
        .unwrap();
    assert!(fifo.success());
    let out = check_in(dir.path(), &["course_errors"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    let flat = stderr.replace("\n  │ ", " ");
    assert!(
        stdout.contains("✓ course_errors/01-read/01-checked.yaml:5 step 1"),
        "{stdout}"
    );
    for named in [
        "course_errors/01-read/02-wrong-extension.yml: not read",
        "course_errors/01-read/extra: not read",
        "course_errors/01-read/03-dangling.yaml: cannot read: it is a link to a file that does not exist",
        "course_errors/01-read/04-loop.yaml: cannot read: it is a link that leads back to itself",
        "course_errors/01-read/05-folder.yaml: cannot read: it is a folder",
        "course_errors/01-read/06-fifo.yaml: cannot read: it is a FIFO",
        "course_errors/01-read/..yaml: lesson id `.` may only have",
        "course_errors/02-no-chapter: its lessons are not in a chapter",
        "course_errors/03-misnamed: its lessons are not in a chapter",
        "rename `Chapter.yaml` to `chapter.yaml`",
        "course_errors/diagrams/course-d09.yml: not read",
    ] {
        assert!(flat.contains(named), "{named} in:\n{stderr}");
    }
    assert!(!stderr.contains("rename it ``"), "{stderr}");
    insta::assert_snapshot!(format!("{stdout}\n{stderr}"));
}

/// A folder with no content is not a pass: it is said so, and exit 2.
#[test]
fn a_folder_with_nothing_to_check_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("notes/README.md"), "not a lesson\n");
    write(&dir.path().join("notes/sub/data.json"), "{}\n");
    let out = check_in(dir.path(), &["notes"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("notes: found no lesson, chapter or diagram files here"),
        "{stderr}"
    );
}

/// Lessons with no step check nothing: that is not a pass either.
#[test]
fn a_run_that_checks_nothing_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    write(
        &dir.path().join("course/01-mine/01-words.yaml"),
        "format_version: 1\ntitle: Words\nrule: Only words.\n",
    );
    let out = check_in(dir.path(), &["course"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(
        stdout.ends_with("0 checked: 0 passed, 0 failed\n"),
        "{stdout}"
    );
    assert!(stderr.contains("nothing was checked"), "{stderr}");
}

/// `bao check .` in the folder that holds `lessons/` finds the course below it.
#[test]
fn check_dot_finds_the_course_below() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("lessons/01-mine/chapter.yaml"), CHAPTER);
    write(
        &dir.path().join("lessons/01-mine/01-own.yaml"),
        "format_version: 1\ntitle: Own\nrule: Mine.\nsteps:\n  - position: seed000-d09\n    moves: [A1L, A2L, A7R, A8R]\n",
    );
    write(&dir.path().join("README.md"), "my course\n");
    let out = check_in(dir.path(), &["."]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains("✓ ./lessons/01-mine/01-own.yaml:5 step 1"),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("1 checked: 1 passed, 0 failed\n"),
        "{stdout}"
    );
}

/// A file name with control characters reaches the terminal only as codes.
#[cfg(unix)]
#[test]
fn control_characters_in_names_never_reach_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    write(
        &dir.path()
            .join("course/01-mine/01-\u{1b}]52;c;aGk=\u{7}.yaml"),
        "format_version: 1\ntitle: \"\\e[2J\"\nrule: Mine.\nsteps:\n  - position: seed000-d09\n    moves: [A1L, A2L, A7R, A8R]\n",
    );
    let out = check_in(dir.path(), &["course"]);
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(2), "{stdout}{stderr}");
    assert!(
        !stdout.contains('\u{1b}') && !stderr.contains('\u{1b}'),
        "{stdout}{stderr}"
    );
    assert!(
        !stdout.contains('\u{7}') && !stderr.contains('\u{7}'),
        "{stdout}{stderr}"
    );
    let flat = stderr.replace("\n  │ ", " ");
    assert!(flat.contains("01-<U+001B>]52;c;aGk=<U+0007>"), "{stderr}");
    assert!(
        flat.contains("a control character, U+001B, in the text"),
        "{stderr}"
    );
}

/// The course file sits in the course folder beside the chapters: `bao check` reads it and
/// reports what is wrong with it, rather than calling it a lesson out of place.
#[test]
fn the_course_file_is_checked() {
    let dir = tempfile::tempdir().unwrap();
    let course = dir.path().join("my-course");
    copy_dir(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/teachers/my-course"),
        &course,
    );
    let out = check_in(dir.path(), &["my-course"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    std::fs::write(
        course.join("course.yaml"),
        "format_version: 1\ntitle: \"\"\nreference_chapter: false\n",
    )
    .unwrap();
    let out = check_in(dir.path(), &["my-course"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("my-course/course.yaml"), "{stderr}");
    assert!(stderr.contains("reference_chapter"), "{stderr}");
    assert!(
        !stderr.contains("not in the course folder itself"),
        "{stderr}"
    );
}
