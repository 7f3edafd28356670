//! A teacher's day through the real binary, in a folder of its own (no `diagrams/` there):
//! scaffold a lesson of exercises, add a move, check it, have bao record what the move gives,
//! check again, and walk through it as a learner. Then the ways it can go wrong.

use std::{fs, path::Path, process::Output};

mod support;
use support::bao_in as bao;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts the exit code, showing everything bao said when it is not the one expected.
fn exits(output: &Output, code: i32) -> String {
    let stdout = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(code),
        "{stdout}{}",
        text(&output.stderr)
    );
    stdout
}

const LESSON: &str = "course/01-mine/01-first-capture.yaml";

/// Scaffolds the exercise lesson every test starts from, on seed 000's diagram 9.
fn scaffold(dir: &Path) {
    let out = bao(
        dir,
        &[
            "new",
            "exercise",
            "01-mine/first-capture",
            "--from",
            "seed000-d09",
            "--lessons",
            "course",
        ],
        "",
    );
    let stdout = exits(&out, 0);
    assert!(stdout.starts_with(&format!("wrote {LESSON}\n")), "{stdout}");
}

#[test]
fn a_teacher_scaffolds_checks_records_and_learns() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    scaffold(dir);
    let lesson = dir.join(LESSON);
    let written = fs::read_to_string(&lesson).unwrap();
    assert!(written.starts_with("# yaml-language-server: $schema=../lesson.schema.json\n"));
    for made in [
        "course/lesson.schema.json",
        "course/chapter.schema.json",
        "course/01-mine/chapter.yaml",
    ] {
        assert!(dir.join(made).is_file(), "{made}");
    }
    let checked = exits(&bao(dir, &["check", "course"], ""), 0);
    assert!(
        checked.ends_with("4 checked: 4 passed, 0 failed\n"),
        "{checked}"
    );

    // The teacher adds a move and leaves what it gives to bao.
    let mut edited = written.clone();
    edited.push_str(
        "  - say: South captures at the left kichwa.\n    position: seed000-d09\n    play: A1L\n",
    );
    fs::write(&lesson, &edited).unwrap();
    exits(&bao(dir, &["check", "course"], ""), 0);
    let recorded = exits(&bao(dir, &["record", "--yes", LESSON], ""), 0);
    let line = edited.lines().count() - 2;
    assert!(
        recorded.contains(&format!(
            "step 5 (line {line}): expect last A4, captured 4, ends empty"
        )),
        "{recorded}"
    );
    // Worked out by hand from diagram 9: the stock seed goes into A1 (now 2), the 4 seeds of a8
    // opposite are captured and sown from the left kichwa, A1 to A4 (3, 3, 1, 1), the last into
    // the empty A4.
    let after = fs::read_to_string(&lesson).unwrap();
    assert_eq!(
        after,
        format!("{edited}    expect:\n      last: A4\n      captured: 4\n      ends: empty\n")
    );
    let checked = exits(&bao(dir, &["check", "course"], ""), 0);
    assert!(
        checked.contains("step 5: play A1L → last A4, captured 4, ends empty"),
        "{checked}"
    );
    let again = exits(&bao(dir, &["record", LESSON], ""), 0);
    assert!(again.starts_with("nothing to record in "), "{again}");

    // A learner walks through it: the chapter's introduction, the rule, four questions (the
    // move of one explained with `s` after the right answer), the move to its end.
    let walk = "\n\nA8R\n\nA4\ns\n\n3\n\nno\n\na\n\n";
    let learned = exits(&bao(dir, &["learn", "--lessons", "course"], walk), 0);
    for said in [
        "Right: A8R captures 6 seeds.",
        "Right: the last seed falls into A4.",
        "Right: A2L captures 3.",
        "Right: A1R is not legal.",
        "the last seed falls into the empty A4: the turn ends",
        "✓ Lesson done: First capture",
    ] {
        assert!(learned.contains(said), "{said}\n{learned}");
    }
    assert!(dir.join("state/bao/progress.json").is_file());
}

#[test]
fn declining_leaves_the_file_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    scaffold(dir);
    let lesson = dir.join(LESSON);
    let mut text = fs::read_to_string(&lesson).unwrap();
    text.push_str("  - position: seed000-d09\n    play: A8R   # the biggest capture\n");
    fs::write(&lesson, &text).unwrap();
    for input in ["n\n", "", "yes please\n"] {
        let out = exits(&bao(dir, &["record", LESSON], input), 0);
        assert!(out.contains("+      last: A3\n"), "{out}");
        assert!(out.contains("write these changes? [y/N]"), "{out}");
        assert!(out.ends_with("nothing written\n"), "{out}");
        assert_eq!(fs::read_to_string(&lesson).unwrap(), text);
    }
    let names: Vec<String> = fs::read_dir(lesson.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 2, "no temporary file is left: {names:?}");
}

#[test]
fn all_shows_a_stated_value_the_engine_disagrees_with() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    scaffold(dir);
    let lesson = dir.join(LESSON);
    let text = fs::read_to_string(&lesson)
        .unwrap()
        .replace("      answer: A4\n", "      answer: A5\n");
    fs::write(&lesson, &text).unwrap();
    let out = exits(&bao(dir, &["record", LESSON], ""), 0);
    assert!(out.starts_with("nothing to record"), "{out}");
    let out = exits(&bao(dir, &["record", "--all", LESSON], "y\n"), 0);
    assert!(
        out.contains("the file says answer A5, the engine A4: replaced"),
        "{out}"
    );
    assert!(
        out.contains("-      answer: A5\n+      answer: A4\n"),
        "{out}"
    );
    assert!(
        fs::read_to_string(&lesson)
            .unwrap()
            .contains("      answer: A4\n")
    );
}

#[test]
fn a_file_that_does_not_load_is_explained_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    scaffold(dir);
    let lesson = dir.join(LESSON);
    let broken = fs::read_to_string(&lesson)
        .unwrap()
        .replace("move: A1L", "move: A9L");
    fs::write(&lesson, &broken).unwrap();
    let out = bao(dir, &["record", "--yes", LESSON], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    let line = broken
        .lines()
        .position(|l| l.contains("move: A9L"))
        .unwrap()
        + 1;
    assert!(stderr.contains(&format!("{LESSON}:{line}:13")), "{stderr}");
    assert!(
        !stderr.contains("did you mean"),
        "A8L is illegal here, so nothing is suggested: {stderr}"
    );
    assert_eq!(fs::read_to_string(&lesson).unwrap(), broken);
    let chapter = bao(dir, &["record", "course/01-mine/chapter.yaml"], "");
    assert_eq!(chapter.status.code(), Some(1));
    assert!(text(&chapter.stderr).contains("is a chapter file: bao record fills in lessons only"));
}

#[test]
fn new_refuses_what_it_cannot_do_well() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    scaffold(dir);
    let new = |args: &[&str]| {
        let mut all = vec!["new", "lesson"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--lessons", "course"]);
        let out = bao(dir, &all, "");
        assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
        text(&out.stderr)
    };
    let err = new(&["01-mine/first-capture"]);
    assert!(
        err.contains("has a lesson `first-capture` already"),
        "{err}"
    );
    let err = new(&["Mine/First Capture"]);
    assert!(
        err.contains("the chapter `Mine` may only have lowercase letters, digits and `-`"),
        "{err}"
    );
    let err = new(&["first-capture"]);
    assert!(err.contains("is not CHAPTER/NAME"), "{err}");
    let err = new(&["02-more/x", "--from", "seed000-d9"]);
    assert!(
        err.contains("no file or diagram `seed000-d9`: did you mean `seed000-d09`?"),
        "{err}"
    );
    assert!(!dir.join("course/02-more").exists());
    let made = bao(
        dir,
        &["new", "lesson", "02-more/second", "--lessons", "course"],
        "",
    );
    let stdout = exits(&made, 0);
    assert!(
        stdout.contains("wrote course/02-more/01-second.yaml"),
        "{stdout}"
    );
    exits(&bao(dir, &["check", "course"], ""), 0);
}

/// The book's worked example shows a lesson as written and as `bao record` leaves it: the second
/// must be exactly what `bao record --yes` makes of the first.
#[test]
fn the_worked_example_is_what_record_writes() {
    let dir = tempfile::tempdir().unwrap();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/teachers");
    let chapter = dir.path().join("my-course/01-first-captures");
    fs::create_dir_all(&chapter).unwrap();
    let recorded = fixtures.join("my-course/01-first-captures");
    fs::copy(recorded.join("chapter.yaml"), chapter.join("chapter.yaml")).unwrap();
    fs::copy(
        fixtures.join("written/01-first-capture.yaml"),
        chapter.join("01-first-capture.yaml"),
    )
    .unwrap();
    exits(
        &bao(
            dir.path(),
            &[
                "record",
                "--yes",
                "my-course/01-first-captures/01-first-capture.yaml",
            ],
            "",
        ),
        0,
    );
    assert_eq!(
        fs::read_to_string(chapter.join("01-first-capture.yaml")).unwrap(),
        fs::read_to_string(recorded.join("01-first-capture.yaml")).unwrap(),
        "rerecord tests/fixtures/teachers/my-course from tests/fixtures/teachers/written"
    );
}

/// A course begun with `bao new` is a course the book can be made from at once: bao writes its
/// course file, titled after the folder, the title quoted so that any folder name is valid YAML.
#[test]
fn new_begins_a_course_the_book_can_be_made_from() {
    let dir = tempfile::tempdir().unwrap();
    let wrote = exits(
        &bao(
            dir.path(),
            &["new", "lesson", "first/one", "--lessons", "my: course"],
            "",
        ),
        0,
    );
    assert!(wrote.contains("my: course/course.yaml"), "{wrote}");
    let course = fs::read_to_string(dir.path().join("my: course/course.yaml")).unwrap();
    assert!(course.contains("title: \"My: course\""), "{course}");
    exits(&bao(dir.path(), &["check", "my: course"], ""), 0);
    exits(
        &bao(
            dir.path(),
            &["book", "--lessons", "my: course", "--out", "book"],
            "",
        ),
        0,
    );
    let toml = fs::read_to_string(dir.path().join("book/book.toml")).unwrap();
    assert!(toml.contains("My: course"), "{toml}");
}
