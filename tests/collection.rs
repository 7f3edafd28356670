//! The puzzle collection: its files read (every file in `tests/fixtures/collection_errors/` is a
//! collection bao must refuse, at the line at fault, in a reviewed snapshot), its claims proved
//! by `bao check`, and its generator reproducible.

use std::path::Path;

mod support;
use support::{Bao, bao};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn bad_collections_are_refused_at_their_line() {
    insta::glob!("fixtures/collection_errors/*.csv", |path| {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let relative = format!("tests/fixtures/collection_errors/{name}");
        let out = bao(&["check", "--color", "never", &relative]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {stderr}");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        assert!(stderr.contains(&relative), "{name}: {stderr}");
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(stderr);
        });
    });
}

/// The first rows of the built-in collection, one of each ruleset at least.
fn sample(rows: usize) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/puzzles/puzzles.csv");
    let text = std::fs::read_to_string(path).expect("the built-in collection");
    text.lines().take(rows + 1).map(str::to_owned).collect()
}

/// Writes `lines` as a collection in a fresh folder and runs `bao check` on it.
fn check(lines: &[String]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mine.csv");
    std::fs::write(&file, lines.join("\n") + "\n").unwrap();
    let out = Bao::new()
        .args(["check", "--color", "never", "mine.csv"])
        .current_dir(dir.path())
        .output();
    (out.status.code(), text(&out.stdout) + &text(&out.stderr))
}

/// Replaces field `index` of a row (the position, field 2, is quoted and holds commas).
fn with_field(row: &str, index: usize, value: &str) -> String {
    let (head, rest) = row.split_once(",\"").expect("a quoted position");
    let (position, tail) = rest.split_once("\",").expect("a quoted position");
    let mut fields: Vec<String> = head.split(',').map(str::to_owned).collect();
    fields.push(format!("\"{position}\""));
    fields.extend(tail.split(',').map(str::to_owned));
    fields[index] = value.to_owned();
    fields.join(",")
}

#[test]
fn a_true_collection_passes_and_a_false_claim_fails_at_its_row() {
    let lines = sample(4);
    let (code, out) = check(&lines);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("4 puzzles proved"), "{out}");

    // Row 3 (file line 3) claims one turn more than its least win.
    let mut wrong = lines.clone();
    let wins: u32 = with_field_value(&wrong[2], 4).parse().unwrap();
    wrong[2] = with_field(&wrong[2], 4, &(wins + 1).to_string());
    let (code, out) = check(&wrong);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("mine.csv:3 puzzle")
            && out.contains(&format!("the least win is in {wins}, not {}", wins + 1)),
        "{out}"
    );
    assert!(out.contains("4 checked: 3 passed, 1 failed"), "{out}");

    // Themes that are not the solution's.
    let mut wrong = lines.clone();
    wrong[4] = with_field(&wrong[4], 5, "sacrifice");
    let (code, out) = check(&wrong);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("mine.csv:5 puzzle") && out.contains("written [sacrifice]"),
        "{out}"
    );
}

fn with_field_value(row: &str, index: usize) -> String {
    let (_, rest) = row.split_once("\",").expect("a quoted position");
    rest.split(',').nth(index - 3).expect("a field").to_owned()
}

#[test]
fn the_same_seed_generates_the_same_collection_and_it_checks() {
    let run = || bao(&["puzzles", "generate", "--count", "4", "--seed", "3"]);
    let first = run();
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    let second = run();
    assert_eq!(first.stdout, second.stdout);
    let lines: Vec<String> = text(&first.stdout).lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 5, "a header and four puzzles");
    let (code, out) = check(&lines);
    assert_eq!(code, Some(0), "{out}");
}

#[test]
fn the_built_in_collection_spans_what_the_issue_asks_and_repeats_no_position() {
    use bao::{
        engine::{Rules, Side},
        puzzles::collection::built_in,
        search::generate::key,
    };
    let collection = built_in().expect("the built-in collection reads");
    let puzzles = &collection.puzzles;
    assert!(puzzles.len() >= 1000, "{} puzzles", puzzles.len());
    for rules in [Rules::KISWAHILI, Rules::KUJIFUNZA] {
        for wins_in in 1..=5 {
            assert!(
                puzzles
                    .iter()
                    .any(|p| p.position.rules() == rules && p.wins_in == wins_in),
                "{rules} wins in {wins_in}"
            );
        }
    }
    let namua = puzzles
        .iter()
        .filter(|p| p.position.is_namua(p.position.to_move()))
        .count();
    assert!(namua > 0, "namua-stage puzzles");
    assert!(namua < puzzles.len(), "mtaji-stage puzzles");
    assert!(puzzles.iter().any(|p| p.position.to_move() == Side::North));
    assert!(puzzles.iter().any(|p| p.position.to_move() == Side::South));
    let in_one = puzzles.iter().filter(|p| p.wins_in == 1).count();
    assert!(in_one * 100 <= puzzles.len() * 15, "{in_one} wins in 1");
    let mut keys: Vec<_> = puzzles.iter().map(|p| key(&p.position)).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(
        keys.len(),
        puzzles.len(),
        "a position (or its mirror) twice"
    );
}
