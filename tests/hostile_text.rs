//! Characters a terminal acts on though they are not control codes: every Bidi_Control
//! character (U+061C, U+200E/F, U+202A–E, U+2066–9) and the line and paragraph separators
//! U+2028/9 never reach the terminal raw from a lesson or a game record.

use std::fs;

mod support;
use support::Bao;

/// The characters, each of which a terminal would act on.
const ACTING: [char; 5] = ['\u{61c}', '\u{2028}', '\u{2029}', '\u{200f}', '\u{2067}'];

/// Runs `bao learn --plain` on a one-lesson course whose chapter and lesson files are given,
/// and asserts that none of the characters reached the terminal; gives stdout and stderr.
fn learn_course(chapter_file: &str, lesson_file: &str) -> (bool, String, String) {
    let dir = tempfile::tempdir().unwrap();
    let chapter = dir.path().join("course/01-marks");
    fs::create_dir_all(&chapter).unwrap();
    fs::write(chapter.join("chapter.yaml"), chapter_file).unwrap();
    fs::write(chapter.join("01-marks.yaml"), lesson_file).unwrap();
    let output = Bao::new()
        .current_dir(dir.path())
        .args(["learn", "--plain", "--lessons", "course"])
        .stdin("\n\nq\n")
        .output();
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    for c in ACTING {
        assert!(
            !stdout.contains(c) && !stderr.contains(c),
            "U+{:04X} reached the terminal: {stdout:?} {stderr:?}",
            u32::from(c)
        );
    }
    (output.status.success(), stdout, stderr)
}

#[test]
fn a_lesson_s_bidi_marks_and_line_separators_are_never_printed_raw() {
    // In a plain field (a title) they are shown as a replacement character.
    let (ok, stdout, stderr) = learn_course(
        "format_version: 1\ntitle: \"Marks \u{61c}in a chapter\u{2028}split\"\nintro: An intro.\n",
        "format_version: 1\ntitle: \"A title \u{61c}marked \u{200f}right \u{2067}isolated\u{2029}\"\nrule: A rule.\nsteps:\n  - say: One line.\n    position: seed000-d09\n",
    );
    assert!(ok, "{stdout}{stderr}");
    assert!(stdout.contains("A title"), "{stdout}{stderr}");
    assert!(
        stdout.contains('\u{fffd}'),
        "shown as a replacement: {stdout}"
    );
    // In lesson text (Markdown) the bidi controls are refused at their line.
    let (ok, stdout, stderr) = learn_course(
        "format_version: 1\ntitle: Marks\nintro: An intro.\n",
        "format_version: 1\ntitle: A title\nrule: A rule.\nsteps:\n  - say: \"One line, \u{200f}right to left \u{2067}isolated.\"\n    position: seed000-d09\n",
    );
    assert!(!ok, "{stdout}{stderr}");
    assert!(
        stderr.contains("a bidirectional control character in lesson text")
            && stderr.contains("01-marks.yaml:5:"),
        "{stderr}"
    );
}

#[test]
fn a_record_holding_a_bidi_mark_or_a_line_separator_is_refused_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    for c in ACTING {
        let record = dir.path().join("game.txt");
        fs::write(
            &record,
            format!("Rules: kiswahili\nSouth: Amina{c}\nResult: *\n\n1. A6L* ; a comment\n"),
        )
        .unwrap();
        for args in [&["replay"][..], &["game", "--load"]] {
            let output = Bao::new()
                .current_dir(dir.path())
                .args(args)
                .arg(&record)
                .stdin("q\n")
                .output();
            let stderr = String::from_utf8_lossy(&output.stderr);
            let code = format!("\\u{{{:x}}}", u32::from(c));
            assert!(!output.status.success(), "{args:?} U+{:04X}", u32::from(c));
            assert!(
                stderr.contains("line 2") && stderr.contains(&code),
                "{args:?}: {stderr}"
            );
            let stdout = String::from_utf8_lossy(&output.stdout);
            assert!(
                !stdout.contains(c) && !stderr.contains(c),
                "{stdout}{stderr}"
            );
        }
    }
}
