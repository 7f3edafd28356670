//! `bao new puzzle`: a scaffold that `bao check` proves as written and `bao record` gives its
//! solution, and `--find` a puzzle found in random play with its proved line.

use std::{fs, path::Path, process::Output};

mod support;
use support::Bao;

fn bao(dir: &Path, args: &[&str]) -> Output {
    Bao::new().args(args).current_dir(dir).output()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_new_puzzle_checks_and_records_its_solution() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let out = bao(
        dir,
        &["new", "puzzle", "01-mine/first", "--lessons", "course"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let file = dir.join("course/01-mine/01-first.yaml");
    let written = fs::read_to_string(&file).unwrap();
    assert!(written.contains("\n    wins_in: 2\n"), "{written}");
    assert!(
        written.contains("\n    # solution: [A4R*, a2R*, A7L]\n"),
        "{written}"
    );
    let out = bao(dir, &["check", "course"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("step 1: wins in 2\n"));
    let out = bao(dir, &["record", "--yes", "course/01-mine/01-first.yaml"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("+ step 1 (line 36): solution [A4R*, a2R*, A7L]\n"),
        "{}",
        text(&out.stdout)
    );
    // The template's commented line gives way to the solution, under the comment that
    // explains it.
    let recorded = fs::read_to_string(&file).unwrap();
    assert_eq!(
        recorded,
        written.replace(
            "\n    # solution: [A4R*, a2R*, A7L]\n",
            "\n    solution: [A4R*, a2R*, A7L]\n"
        )
    );
    assert!(
        recorded.contains(
            "`cooks: [..]`, or bao check warns of them.\n    solution: [A4R*, a2R*, A7L]\n"
        ),
        "{recorded}"
    );
    let out = bao(dir, &["check", "course"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(
        text(&out.stdout).contains("step 1: wins in 2: A4R* a2R* A7L\n"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn find_writes_a_proved_puzzle_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let args = [
        "new",
        "puzzle",
        "01-mine/found",
        "--find",
        "--seed",
        "3",
        "--lessons",
        "course",
    ];
    let out = bao(dir, &args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with(
            "found a win in 2 after proving 35 positions (seed 3): South plays A3L first\n"
        ),
        "{}",
        text(&out.stdout)
    );
    let written = fs::read_to_string(dir.join("course/01-mine/01-found.yaml")).unwrap();
    assert!(
        written.contains("\n    wins_in: 2\n")
            && written.contains("\n    solution: [A3L, a2R*, B8R]\n"),
        "{written}"
    );
    let out = bao(dir, &["check", "course"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("1 checked: 1 passed, 0 failed\n"));
}

#[test]
fn find_takes_no_position_and_seed_needs_find() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let both = bao(
        dir,
        &[
            "new",
            "puzzle",
            "01-mine/x",
            "--find",
            "--from",
            "start",
            "--lessons",
            "c",
        ],
    );
    assert_eq!(both.status.code(), Some(2), "{}", text(&both.stderr));
    assert!(
        text(&both.stderr).contains("cannot be used with"),
        "{}",
        text(&both.stderr)
    );
    let seed = bao(
        dir,
        &[
            "new",
            "puzzle",
            "01-mine/x",
            "--seed",
            "2",
            "--lessons",
            "c",
        ],
    );
    assert_eq!(seed.status.code(), Some(2), "{}", text(&seed.stderr));
    assert!(!dir.join("c").exists(), "nothing is written");
}

#[test]
fn a_puzzle_from_a_finished_position_is_refused_and_nothing_written() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    // South's front row is empty: over whoever is to move.
    for side in ["S", "N"] {
        let over = format!(
            "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/18,2,2,2,2,2,2,2 {side} stock=0,0"
        );
        let out = bao(
            dir,
            &[
                "new",
                "puzzle",
                "01-mine/over",
                "--rules",
                "kujifunza",
                "--from",
                &over,
                "--lessons",
                "course",
            ],
        );
        assert_eq!(out.status.code(), Some(1), "{side}: {}", text(&out.stderr));
        assert!(
            text(&out.stderr)
                .contains("that position is already over (North wins: South's front row is empty)"),
            "{side}: {}",
            text(&out.stderr)
        );
        assert!(!dir.join("course/01-mine/01-over.yaml").exists());
    }
}
