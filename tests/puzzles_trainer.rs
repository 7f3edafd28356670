//! `bao puzzles` through the real binary in the line mode: a scripted session that solves one
//! puzzle and fails another, the rating moving each way; the streak; the progress file (old
//! files load, a corrupt one is a clear error and is left alone); a theme bao does not know.

use std::{fs, path::Path, process::Output};

mod support;

use bao::{
    engine::Move,
    progress::{Progress, Store},
    puzzles::collection::{self, Puzzle},
};
use support::Bao;

const FILE: &str = "tests/fixtures/puzzles/trainer.csv";

/// Runs the trainer on the fixture collection, keeping progress in `state`.
fn train(state: &Path, args: &[&str], input: &str) -> Output {
    Bao::new()
        .args(["puzzles", "--file", FILE, "--width", "72", "--state"])
        .arg(state)
        .args(args)
        .stdin(input)
        .output()
}

fn text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn fixture(id: &str) -> Puzzle {
    let collection = collection::parse(&fs::read_to_string(FILE).unwrap()).unwrap();
    collection
        .puzzles
        .into_iter()
        .find(|p| p.id == id)
        .expect("in the fixture")
}

/// A legal first move of the puzzle that does not win at once: wrong in a win in 1.
fn wrong_move(id: &str) -> Move {
    let puzzle = fixture(id);
    assert_eq!(
        puzzle.wins_in, 1,
        "only a win in 1 makes every other move wrong"
    );
    let at = puzzle.position;
    at.children()
        .into_iter()
        .find(|c| c.end.is_none_or(|end| end.winner != Some(at.to_move())))
        .expect("a move that does not win")
        .mv
}

fn progress(state: &Path) -> Progress {
    Store::at(state.join("progress.json")).read().unwrap()
}

#[test]
fn a_session_solves_then_fails_and_the_rating_follows() {
    let state = tempfile::tempdir().unwrap();
    // The first puzzle is the one nearest a new learner's 1500: K00004, a win in 2.
    let wrong = wrong_move("J00003");
    let script = format!("A4R\nA4R\n\n{wrong}\nq\n");
    let output = train(state.path(), &[], &script);
    let out = text(&output);
    assert!(output.status.success(), "{out}");
    assert!(out.contains("Puzzle K00004 (rated 1500)"), "{out}");
    assert!(
        out.contains("North answers a1L:"),
        "the file's defence: {out}"
    );
    assert!(out.contains("✓ Solved."), "{out}");
    assert!(out.contains("Puzzle J00003"), "{out}");
    assert!(out.contains("✗ Not solved"), "{out}");
    // The solution is played out after the failure.
    assert!(out.contains("The solution: b8R."), "{out}");
    assert!(
        out.contains("1. North plays b8R:") || out.contains("North plays b8R:"),
        "{out}"
    );
    assert!(
        out.contains("Session over: 1 of 2 puzzles solved."),
        "{out}"
    );
    assert!(
        out.contains("The themes failed most: kimbi (1), no-move-left (1), mtaji (1)."),
        "{out}"
    );

    let record = progress(state.path()).puzzles.expect("a puzzle record");
    assert_eq!(record.history.len(), 2);
    let (solved, failed) = (&record.history[0], &record.history[1]);
    assert!(solved.solved && solved.rating_after > 1500.0);
    assert!(!failed.solved && failed.rating_after < solved.rating_after);
    assert_eq!(record.rating.rating, failed.rating_after);
    assert!(record.solved.contains("K00004") && !record.solved.contains("J00003"));
    let raw = fs::read_to_string(state.path().join("progress.json")).unwrap();
    assert!(raw.contains("\"format_version\": 2"), "{raw}");
}

#[test]
fn a_streak_leaves_the_rating_alone_and_ends_at_the_first_failure() {
    let state = tempfile::tempdir().unwrap();
    let wrong = wrong_move("K00002");
    // No q: the failure ends the session; the lines after it are never read.
    let output = train(
        state.path(),
        &["--streak"],
        &format!("A6R\n\n{wrong}\nA5L\n"),
    );
    let out = text(&output);
    assert!(output.status.success(), "{out}");
    assert!(
        out.contains("Puzzle K00001 (rated 800)"),
        "easiest first: {out}"
    );
    assert!(out.contains("Puzzle K00002"), "{out}");
    assert!(out.contains("Best streak of the session: 1."), "{out}");
    assert!(!out.contains("Your rating:"), "{out}");
    let record = progress(state.path()).puzzles.unwrap();
    assert_eq!(record.rating, bao::progress::Rating::default());
    assert_eq!(record.history.len(), 2);
    assert!(record.history.iter().all(|a| a.streak));
    assert_eq!(record.best_streak, 1);
}

#[test]
fn an_old_progress_file_loads_and_keeps_its_lessons() {
    let state = tempfile::tempdir().unwrap();
    let path = state.path().join("progress.json");
    fs::write(
        &path,
        r#"{"format_version": 1, "current": "02-last-seed", "page": 3, "done": ["01-kichwa"]}"#,
    )
    .unwrap();
    let output = train(state.path(), &[], "A4R\nA4R\nq\n");
    assert!(output.status.success(), "{}", text(&output));
    let progress = progress(state.path());
    assert!(progress.done.contains("01-kichwa"));
    assert_eq!(
        (progress.current.as_deref(), progress.page),
        (Some("02-last-seed"), 3)
    );
    assert!(progress.puzzles.unwrap().solved.contains("K00004"));
}

#[test]
fn a_corrupt_progress_file_is_a_clear_error_and_is_not_overwritten() {
    let state = tempfile::tempdir().unwrap();
    let path = state.path().join("progress.json");
    let corrupt = "{\"format_version\": 2,\n  \"puzzles\": {\"rating\": [}\n";
    fs::write(&path, corrupt).unwrap();
    let output = train(state.path(), &[], "A4R\nA4R\nq\n");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        err.contains("line 2") && err.contains("left as it is"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(fs::read_to_string(&path).unwrap(), corrupt);
    assert_eq!(
        fs::read_dir(state.path()).unwrap().count(),
        1,
        "nothing new beside it"
    );
}

#[test]
fn an_unknown_theme_lists_the_names_and_a_known_one_filters() {
    let state = tempfile::tempdir().unwrap();
    let output = train(state.path(), &["--theme", "kimbo"], "q\n");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(err.contains("unknown theme `kimbo`"), "{err}");
    assert!(
        err.contains("kimbi") && err.contains("takasa-trap"),
        "{err}"
    );
    let output = train(state.path(), &["--theme", "nyumba-lost"], "q\n");
    let out = text(&output);
    assert!(out.contains("Puzzle K00005"), "{out}");
    assert!(
        out.contains("Session over: 0 of 0 puzzles solved."),
        "{out}"
    );
    let output = train(state.path(), &["--theme", "takasia"], "q\n");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("no puzzle in the collection has the theme `takasia`"),
        "{err}"
    );
}

#[test]
fn bao_learn_shares_the_file_and_its_reset_keeps_the_rating() {
    let home = tempfile::tempdir().unwrap();
    // `bao learn` keeps its file in `$XDG_STATE_HOME/bao`, the trainer's default too.
    let state = home.path().join("bao");
    let output = train(&state, &[], "A4R\nA4R\nq\n");
    assert!(output.status.success(), "{}", text(&output));
    let before = progress(&state).puzzles.unwrap();
    let reset = Bao::new()
        .args([
            "learn",
            "--lessons",
            "tests/fixtures/learn-course",
            "--reset",
            "--yes",
        ])
        .state(home.path())
        .output();
    assert!(
        reset.status.success(),
        "{}",
        String::from_utf8_lossy(&reset.stderr)
    );
    assert_eq!(progress(&state).puzzles, Some(before));
}

#[test]
fn the_built_in_collection_serves_a_puzzle_near_a_new_learners_rating() {
    let state = tempfile::tempdir().unwrap();
    let output = Bao::new()
        .args(["puzzles", "--state"])
        .arg(state.path())
        .stdin("q\n")
        .output();
    let out = text(&output);
    assert!(output.status.success(), "{out}");
    let id = out
        .split("Puzzle ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no puzzle served: {out}"));
    let mut puzzles = collection::built_in().unwrap().puzzles;
    assert!(puzzles.len() > 100);
    puzzles.sort_by_key(|p| p.rating.abs_diff(1500));
    let nearest: Vec<&str> = puzzles[..4].iter().map(|p| p.id.as_str()).collect();
    assert!(nearest.contains(&id), "{id} is not among {nearest:?}");
}
