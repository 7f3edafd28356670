//! The coach, `bao replay` and the game's review through the binary, in a pipe: every text a
//! person reads speaks in chances or exact results, never in the search's evaluation units; a
//! review is the same each time; its SVG goes where it is told, never over the record.

use std::path::Path;

use bao::{
    engine::{Position, Rules},
    game::record::{Player, Record, Turn},
    search::{Limits, analyse},
};

mod support;
use support::bao_in as bao;

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// Checks if a text speaks in the search's evaluation units (`2.3 seeds`, `seeds better`);
/// real seed counts ("captures 3", "last seed in b2") are not units.
fn evaluation_units(text: &str) -> Option<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    for pattern in ["seeds better", "seeds worse", "better by"] {
        if text.contains(pattern) {
            return Some(pattern.to_owned());
        }
    }
    words
        .windows(2)
        .find(|w| w[1].starts_with("seed") && w[0].contains('.') && w[0].parse::<f64>().is_ok())
        .map(|w| w.join(" "))
}

/// The worst move by a shallow search in each position, `n` of them from the start: moves the
/// coach has something to say of.
fn poor_moves(n: usize) -> Vec<String> {
    let mut position = Position::start(Rules::KISWAHILI);
    let limits = Limits {
        depth: 2,
        nodes: Some(20_000),
    };
    let mut moves = Vec::new();
    for _ in 0..n {
        let a = analyse(&position, limits, &|| false).unwrap();
        let worst = a.moves.last().unwrap().0;
        moves.push(worst.to_string());
        position = position.play(worst).unwrap().position;
    }
    moves
}

#[test]
fn a_coached_game_its_review_and_its_replay_speak_in_chances_never_in_seeds() {
    let dir = tempfile::tempdir().unwrap();
    let moves = poor_moves(6);
    let input = format!("{}\nr\ny\ns g.txt\nq\n", moves.join("\n"));
    let out = bao(dir.path(), &["game", "--plain", "--two-players"], &input);
    let game = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(evaluation_units(&game), None, "{game}");
    let coached: Vec<&str> = game.lines().filter(|l| l.starts_with("coach: ")).collect();
    assert!(
        !coached.is_empty(),
        "the coach speaks of poor moves: {game}"
    );
    for line in &coached {
        assert!(
            line.contains(" %") || line.contains(" wins") || line.contains(" loses"),
            "{line}"
        );
    }
    // The finished game is reviewed once, at its end.
    assert_eq!(game.matches("review of the game: ").count(), 1, "{game}");
    assert!(game.contains("accuracy"), "{game}");
    assert!(game.contains("South's chances over the game"), "{game}");
    // Its replay, with the coach's notes the record carries and the coach on the rest.
    let out = bao(dir.path(), &["replay", "g.txt", "--plain"], "");
    let replay = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(evaluation_units(&replay), None, "{replay}");
    assert!(replay.contains("coach: "), "{replay}");
    let out = bao(dir.path(), &["replay", "--review", "g.txt"], "");
    let review = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(evaluation_units(&review), None, "{review}");
}

/// A seeded game of first and last legal moves in turn, `turns` long, as a record.
fn record(turns: usize) -> Record {
    let start = Position::start(Rules::KISWAHILI);
    let mut record = Record::new(
        start,
        Player::Person("Amina".into()),
        Player::Person("Juma".into()),
        None,
    );
    let mut position = start;
    for i in 0..turns {
        let legal = position.legal_moves();
        let mv = if i % 3 == 0 {
            legal[legal.len() - 1]
        } else {
            legal[0]
        };
        let played = position.play(mv).unwrap();
        record.turns.push(Turn { mv, comment: None });
        if played.outcome.is_some() {
            break;
        }
        position = played.position;
    }
    record
}

#[test]
fn a_review_is_the_same_each_time_in_text_and_svg() {
    let dir = tempfile::tempdir().unwrap();
    let written = record(24).write();
    std::fs::write(dir.path().join("g.txt"), &written).unwrap();
    let run = |svg: &str| {
        let out = bao(
            dir.path(),
            &["replay", "--review", "g.txt", "--svg", svg],
            "",
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert!(
            stdout.ends_with(&format!("the review's graph is drawn in `{svg}`\n")),
            "{stdout}"
        );
        (
            stdout.replace(svg, "SVG"),
            std::fs::read_to_string(dir.path().join(svg)).unwrap(),
        )
    };
    let (first, picture) = run("a.svg");
    let (second, again) = run("b.svg");
    assert_eq!(first, second);
    assert_eq!(picture, again);
    assert!(first.contains("review of the game: Amina (South) against Juma (North)"));
    assert!(picture.starts_with("<svg ") && picture.trim_end().ends_with("</svg>"));
    // A file already there is kept: bao writes a picture only to a new name.
    std::fs::write(dir.path().join("a.svg"), "mine").unwrap();
    let out = bao(
        dir.path(),
        &["replay", "--review", "g.txt", "--svg", "a.svg"],
        "",
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("`a.svg` exists and is kept"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.svg")).unwrap(),
        "mine"
    );
    // The record is never touched.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("g.txt")).unwrap(),
        written
    );
}

#[test]
fn the_svg_never_goes_over_the_record_and_needs_a_review() {
    let dir = tempfile::tempdir().unwrap();
    let written = record(4).write();
    std::fs::write(dir.path().join("g.txt"), &written).unwrap();
    let out = bao(
        dir.path(),
        &["replay", "--review", "g.txt", "--svg", "g.txt"],
        "",
    );
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(stderr.contains("is the record itself"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("g.txt")).unwrap(),
        written
    );
    let out = bao(dir.path(), &["replay", "g.txt", "--svg", "r.svg"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("--review"),
        "{}",
        text(&out.stderr)
    );
    assert!(!dir.path().join("r.svg").exists());
    let out = bao(dir.path(), &["replay", "--review", "missing.txt"], "");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("missing.txt"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_review_of_a_real_game_counts_each_move_and_ends_where_the_game_did() {
    // bao at level 3 against itself: 48 turns, North winning.
    let out = bao(
        Path::new(env!("CARGO_MANIFEST_DIR")),
        &[
            "replay",
            "--review",
            "tests/fixtures/games/selfplay-level3.txt",
        ],
        "",
    );
    let review = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        review.contains("result: North wins: South's front row is empty"),
        "{review}"
    );
    let classes = [
        "best moves",
        "good moves",
        "inaccuracies",
        "mistakes",
        "blunders",
        "missed wins",
        "walks into a loss",
    ];
    let (mut south, mut north) = (0, 0);
    for class in classes {
        let line = review
            .lines()
            .find(|l| l.starts_with(class))
            .unwrap_or_else(|| panic!("{class}: {review}"));
        let counts: Vec<usize> = line[class.len()..]
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        south += counts[0];
        north += counts[1];
    }
    assert_eq!((south, north), (24, 24), "{review}");
    // The graph ends at the game's end, on 0 %: North won.
    let zero = review.lines().find(|l| l.starts_with("  0 % ┤")).unwrap();
    assert!(zero.ends_with('•'), "{review}");
    assert!(
        review.lines().any(|l| l.trim_end().ends_with("turn 48")),
        "{review}"
    );
}
