//! `bao game` and `bao replay` through the binary, in line mode: resigning asks first, a
//! finished game's record is kept until a new game starts, and a replay in a pipe says each
//! comment once, wrapped.

use std::{
    path::Path,
    time::{Duration, Instant},
};

use bao::{
    engine::Position,
    game::{
        coach::{self, Budget},
        record::{GameResult, Record},
    },
};

mod support;
use support::bao_in as bao;

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

fn saved(dir: &Path) -> Record {
    std::fs::read_to_string(dir.join("state/bao/game.txt"))
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn resigning_asks_first_and_the_resigned_game_is_kept_until_a_new_one_starts() {
    let dir = tempfile::tempdir().unwrap();
    let two = ["game", "--plain", "--two-players", "--no-coach"];
    // `r` then anything but yes goes on playing; `r` then `y` resigns.
    let out = bao(dir.path(), &two, "A6L*\nr\nq\nr\ny\nq\n");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("resign the game? [y/N]: "), "{stdout}");
    assert!(
        stdout.contains("not resigned: the game goes on"),
        "{stdout}"
    );
    assert!(
        stdout.contains("the game is over: South wins: North resigned"),
        "{stdout}"
    );
    // The `q` after a refused resignation did not quit: the second `r` was asked.
    assert_eq!(stdout.matches("resign the game?").count(), 2, "{stdout}");
    let kept = saved(dir.path());
    assert_eq!(kept.result, GameResult::Resigned(bao::engine::Side::North));
    assert_eq!(kept.turns.len(), 1);
    // The kept record resumes with --load, where the resignation can be taken back.
    let path = dir.path().join("state/bao/game.txt");
    let loaded = bao(
        dir.path(),
        &["game", "--plain", "--load", path.to_str().unwrap()],
        "u\nq\n",
    );
    assert!(
        text(&loaded.stdout).contains("the game is saved in"),
        "{}",
        text(&loaded.stdout)
    );
    assert_eq!(saved(dir.path()).result, GameResult::InProgress);
    // Resign again; then a new game replaces the record as it starts.
    bao(dir.path(), &two, "r\ny\nq\n");
    assert_ne!(saved(dir.path()).result, GameResult::InProgress);
    let new = bao(dir.path(), &two, "q\n");
    assert!(
        !text(&new.stdout).contains("resuming"),
        "{}",
        text(&new.stdout)
    );
    let fresh = saved(dir.path());
    assert_eq!(
        (fresh.result, fresh.turns.len()),
        (GameResult::InProgress, 0)
    );
}

/// A position, a move the coach speaks of there, and what it says: the first mistake of the
/// coach's corpus (`tests/fixtures/coach/reasons.txt`), since a good move is passed over.
fn coached_move() -> (Position, String, String) {
    let corpus = include_str!("fixtures/coach/reasons.txt");
    for line in corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let rules: bao::engine::Rules = fields[0].parse().unwrap();
        let setup: bao::engine::Setup = fields[1].parse().unwrap();
        let position = setup.into_position(rules).unwrap();
        let mv: bao::engine::notation::MoveText = fields[2].parse().unwrap();
        let mv = mv.resolve(&position).unwrap();
        let deadline = Instant::now() + Duration::from_secs(3);
        if let Some(said) = coach::judge(&position, mv, Budget::default(), &|| {
            Instant::now() > deadline
        })
        .and_then(|v| v.say(mv, position.to_move()))
        {
            return (position, mv.to_string(), said);
        }
    }
    panic!("the coach says nothing of any mistake of its corpus");
}

#[test]
fn a_replay_in_a_pipe_says_each_comment_once_wrapped() {
    let dir = tempfile::tempdir().unwrap();
    // The record carries the coach's note, as `bao game` writes it.
    let (start, mv, said) = coached_move();
    let reply = {
        let first = start
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() == mv)
            .unwrap();
        start.play(first).unwrap().position.legal_moves()[0].to_string()
    };
    let start = bao::engine::notation::position_text::write(&start);
    let long = "a long remark on this move ".repeat(6);
    std::fs::write(
        dir.path().join("g.txt"),
        format!(
            "Rules: kiswahili\nResult: *\nStart: {start}\n\n1. {mv} {{coach: {said}}}\n2. {reply} ; {long}\n"
        ),
    )
    .unwrap();
    let out = bao(dir.path(), &["replay", "g.txt"], "");
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The record's coach note is said once: the coach is not heard again on that move.
    let first_words: String = said
        .split_whitespace()
        .take(4)
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(stdout.matches(&first_words).count(), 1, "{stdout}");
    assert!(stdout.contains("   ; coach: "), "{stdout}");
    for line in stdout.lines() {
        assert!(line.chars().count() <= 72, "{line:?}\n{stdout}");
    }
    assert!(stdout.contains("   ; a long remark"), "{stdout}");
}
