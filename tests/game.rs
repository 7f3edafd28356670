//! `bao game` and `bao replay` through the binary, in line mode.

use std::{
    io::{BufReader, Read, Write},
    path::Path,
    process::Output,
};

use bao::{
    engine::{Position, Rules, Side},
    game::record::{GameResult, Player, Record},
};

mod support;
use support::Bao;

fn bao(dir: &Path) -> Bao {
    let mut command = Bao::new();
    command
        .current_dir(dir)
        .state(dir.join("state"))
        .env_remove("USER");
    command
}

fn run(mut command: Bao, input: &str) -> Output {
    command.stdin(input).output()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// The moves of a whole game of Bao la Kujifunza where each side plays its first legal move.
fn first_move_game() -> (Vec<String>, GameResult) {
    let mut position = Position::start(Rules::of(bao::engine::Variant::Kujifunza));
    let mut moves = Vec::new();
    loop {
        let mv = position.legal_moves()[0];
        let played = position.play(mv).unwrap();
        moves.push(mv.to_string());
        if let Some(outcome) = played.outcome {
            return (moves, GameResult::Over(outcome));
        }
        position = played.position;
        assert!(moves.len() < 1000, "the game does not end");
    }
}

#[test]
fn a_two_player_game_from_a_script_is_played_to_its_end_and_its_record_replays() {
    let dir = tempfile::tempdir().unwrap();
    let (moves, result) = first_move_game();
    let script = format!("{}\ns game.txt\nq\n", moves.join("\n"));
    let mut command = bao(dir.path());
    command.args([
        "game",
        "--two-players",
        "--rules",
        "kujifunza",
        "--no-coach",
    ]);
    let output = run(command, &script);
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let last = moves.len();
    assert!(
        out.contains(&format!("{last}. {}: ", moves[last - 1])),
        "{out}"
    );
    assert!(
        out.contains(&format!("the game is over: {result}")),
        "{out}"
    );
    assert!(out.contains("the record is written to `game.txt`"), "{out}");
    // Over, the game is kept in the state directory until a new game starts.
    let kept: Record = std::fs::read_to_string(dir.path().join("state/bao/game.txt"))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(kept.result, result);
    assert!(out.contains("its record is kept in `"), "{out}");
    let record: Record = std::fs::read_to_string(dir.path().join("game.txt"))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(record.result, result);
    let written: Vec<String> = record.turns.iter().map(|t| t.mv.to_string()).collect();
    assert_eq!(written, moves);
    assert_eq!(record.south, Player::Person("South".into()));

    let mut replay = bao(dir.path());
    replay.args(["replay", "game.txt", "--no-coach"]);
    let output = run(replay, "");
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        out.contains(&format!("{last}. {} (", moves[last - 1])),
        "{out}"
    );
    assert!(out.ends_with(&format!("result: {result}\n")), "{out}");
    // `s` never writes over a file.
    let mut again = bao(dir.path());
    again.args(["game", "--two-players", "--new"]);
    let out = text(&run(again, "s game.txt\nq\n").stdout);
    assert!(out.contains("`game.txt` exists and is kept"), "{out}");
}

/// Reads bao's output up to its next prompt (or the end); `None` at the end.
fn until_prompt(out: &mut impl Read, seen: &mut String) -> Option<String> {
    let mut chunk = String::new();
    let mut byte = [0u8; 1];
    loop {
        match out.read(&mut byte) {
            Ok(0) | Err(_) => {
                seen.push_str(&chunk);
                return None;
            }
            Ok(_) => chunk.push(byte[0] as char),
        }
        if chunk.ends_with("]: ") || chunk.ends_with("q quit: ") {
            seen.push_str(&chunk);
            return Some(chunk);
        }
    }
}

#[test]
fn bao_at_level_1_beats_a_player_who_takes_the_first_legal_move_and_the_record_replays() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = bao(dir.path())
        .args(["game", "--level", "1", "--seed", "7", "--no-coach"])
        .spawn();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let saved = dir.path().join("state/bao/game.txt");
    let mut seen = String::new();
    let mut turns = 0;
    while let Some(chunk) = until_prompt(&mut stdout, &mut seen) {
        if chunk.contains("the game is over") {
            writeln!(stdin, "s record.txt\nq").unwrap();
            break;
        }
        // The game is saved before every prompt: the scripted player reads the position there.
        let record: Record = std::fs::read_to_string(&saved).unwrap().parse().unwrap();
        let position = record
            .replay()
            .unwrap()
            .last()
            .map_or(record.start, |p| p.position);
        assert_eq!(position.to_move(), Side::South);
        writeln!(stdin, "{}", position.legal_moves()[0]).unwrap();
        turns += 1;
        assert!(turns < 500, "the game does not end");
    }
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    seen.push_str(&rest);
    assert!(child.wait().unwrap().success());
    // Level 1 searches to a fixed depth and replies at once: no time is promised.
    assert!(seen.contains("bao (North) is thinking"), "{seen}");
    assert!(!seen.contains("at most"), "{seen}");
    let record: Record = std::fs::read_to_string(dir.path().join("record.txt"))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(record.result.winner(), Some(Side::North), "{seen}");
    assert_eq!(
        record.north,
        Player::Bao(bao::game::record::Strength::Level(1))
    );
    assert!(
        seen.contains(&format!("the game is over: {}", record.result)),
        "{seen}"
    );
    let mut replay = bao(dir.path());
    replay.args(["replay", "record.txt", "--no-coach"]);
    let output = run(replay, "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).ends_with(&format!("result: {}\n", record.result)));
}

#[test]
fn a_killed_game_resumes_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = bao(dir.path());
    first.args(["game", "--two-players", "--no-coach"]);
    // The input ends after one move, as when the terminal is closed.
    let out = text(&run(first, "A6L*\n").stdout);
    assert!(out.contains("1. A6L*: "), "{out}");
    let mut second = bao(dir.path());
    second.args(["game", "--two-players", "--no-coach"]);
    let out = text(&run(second, "u\nq\n").stdout);
    assert!(out.contains("resuming the game saved in"), "{out}");
    assert!(out.contains("at turn 2"), "{out}");
    assert!(out.contains("took back 1 turn\n"), "{out}");
}

#[test]
fn a_record_that_does_not_replay_names_its_line_and_the_legal_moves() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bad.txt"),
        "Rules: kiswahili\nResult: *\n\n1. A6L*\n2. A5L\n",
    )
    .unwrap();
    for args in [
        &["replay", "bad.txt", "--annotate"][..],
        &["game", "--load", "bad.txt"][..],
    ] {
        let mut command = bao(dir.path());
        command.args(args);
        let output = run(command, "");
        assert_eq!(output.status.code(), Some(1));
        let err = text(&output.stderr);
        assert!(
            err.starts_with("error: `bad.txt` does not replay: line 5: turn 2 `A5L`"),
            "{err}"
        );
        assert!(err.contains("legal moves: "), "{err}");
    }
    assert!(!dir.path().join("bad.annotated.txt").exists());
}

#[test]
fn replay_annotates_each_position_as_souths_chance_searched_for_the_time_given() {
    let dir = tempfile::tempdir().unwrap();
    // Four plies of Bao la Kiswahili, each side playing its first legal move.
    let mut position = Position::start(Rules::KISWAHILI);
    let mut turns = Vec::new();
    for i in 0..4 {
        let mv = position.legal_moves()[0];
        turns.push(format!("{}. {mv}", i + 1));
        position = position.play(mv).unwrap().position;
    }
    std::fs::write(
        dir.path().join("short.txt"),
        format!("Rules: kiswahili\nResult: *\n\n{}\n", turns.join("\n")),
    )
    .unwrap();
    let mut command = bao(dir.path());
    command.args(["replay", "short.txt", "--annotate", "--time", "0.05"]);
    let output = run(command, "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let copy = std::fs::read_to_string(dir.path().join("short.annotated.txt")).unwrap();
    let annotated: Record = copy.parse().unwrap();
    assert_eq!(annotated.turns.len(), 4);
    for turn in &annotated.turns {
        // Four plies into the namua stage nothing is proved: every note is South's chance,
        // after North's moves as after South's.
        let comment = turn.comment.as_deref().unwrap();
        let note = comment
            .split("; ")
            .find(|n| n.contains("chances"))
            .unwrap_or_else(|| panic!("{comment}"));
        let percent: u32 = note
            .strip_prefix("South's chances: ")
            .and_then(|p| p.strip_suffix(" %"))
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("{comment}"));
        assert!((1..=99).contains(&percent), "{comment}");
        assert!(!comment.contains("North's chances"), "{comment}");
    }
    // The time is for the annotation only.
    let mut command = bao(dir.path());
    command.args(["replay", "short.txt", "--time", "1"]);
    let output = run(command, "");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("--annotate"),
        "{}",
        text(&output.stderr)
    );
}

/// A position of Bao la Kujifunza where the player to move wins at once with one move and not
/// with another, from seeded random games.
fn win_at_once() -> (Position, String, String) {
    use bao::search::prove::{Proof, prove};
    let mut dice = bao::search::dice::Dice::from_state(11u64);
    let mut pick = move |n: usize| dice.pick(n);
    loop {
        let mut position = Position::start(Rules::of(bao::engine::Variant::Kujifunza));
        while let Some(child) = position.sample_child(&mut pick) {
            if child.end.is_some() || child.position.outcome().is_some() {
                break;
            }
            position = child.position;
            let proved = prove(&position, 1, &|| false).unwrap();
            if let (Some(win), Some((other, _))) = (
                proved.best,
                proved.moves.iter().find(|(_, v)| *v != Proof::WinIn(1)),
            ) {
                return (position, win.to_string(), other.to_string());
            }
        }
    }
}

#[test]
fn the_coach_says_a_missed_win_and_replay_annotates_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let (position, win, other) = win_at_once();
    let start = bao::engine::notation::position_text::write(&position);
    let record = format!("Rules: kujifunza\nPlayers: Amina - Juma\nResult: *\nStart: {start}\n");
    std::fs::write(dir.path().join("puzzle.txt"), &record).unwrap();
    let mut command = bao(dir.path());
    command.args(["game", "--load", "puzzle.txt"]);
    let out = text(&run(command, &format!("{other}\ns played.txt\nq\n")).stdout);
    let mover = position.to_move();
    assert!(
        out.contains(&format!(
            "coach: {mover} had a forced win at once with {win} ("
        )),
        "{out}"
    );
    let original = std::fs::read_to_string(dir.path().join("played.txt")).unwrap();
    let mut replay = bao(dir.path());
    replay.args(["replay", "played.txt", "--annotate"]);
    let output = run(replay, "");
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(out.contains("coach: "), "{out}");
    assert!(out.contains("written to `played.annotated.txt`"), "{out}");
    let copy = std::fs::read_to_string(dir.path().join("played.annotated.txt")).unwrap();
    let annotated: Record = copy.parse().unwrap();
    let comment = annotated.turns[0].comment.as_deref().unwrap();
    assert!(
        comment.starts_with(&format!("coach: {mover} had a forced win")),
        "the game's own note comes first: {comment}"
    );
    assert_eq!(comment.matches("coach: ").count(), 1, "{comment}");
    // Then the position after the move, from South's side or proved.
    let note = comment.rsplit("; ").next().unwrap();
    assert!(
        note.starts_with("South's chances: ") || note.contains(" wins in ") || note == "a draw",
        "{comment}"
    );
    assert!(!note.contains("seed"), "{comment}");
    // The original is as it was, and a second --annotate does not write over the copy.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("played.txt")).unwrap(),
        original
    );
    let mut again = bao(dir.path());
    again.args(["replay", "played.txt", "--annotate"]);
    let output = run(again, "");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).contains("exists and is kept"));

    // At the highest level the coach never speaks during the game.
    let (person, bao_side) = match mover {
        Side::South => ("Amina - bao level 6", "North"),
        Side::North => ("bao level 6 - Amina", "South"),
    };
    let strongest = record.replace("Amina - Juma", person);
    std::fs::write(dir.path().join("strong.txt"), strongest).unwrap();
    let mut command = bao(dir.path());
    command.args(["game", "--load", "strong.txt"]);
    let out = text(&run(command, &format!("{other}\nq\n")).stdout);
    assert!(out.contains(&format!("1. {other}: ")), "{out}");
    assert!(
        out.contains(&format!("bao ({bao_side}) is thinking")),
        "{out}"
    );
    assert!(!out.contains("coach:"), "{out}");
}

/// Runs `bao game --plain ARGS` with `input`.
fn game(dir: &Path, args: &[&str], input: &str) -> Output {
    let mut command = bao(dir);
    command.args(["game", "--plain"]).args(args);
    run(command, input)
}

#[test]
fn a_loaded_record_keeps_its_own_rules_and_players_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("g.txt");
    std::fs::write(&record, "[Rules kiswahili]\n").unwrap();
    for option in [
        &["--rules", "kujifunza"][..],
        &["--level", "3"],
        &["--as", "N"],
    ] {
        let out = game(dir.path(), &[&["--load", "g.txt"][..], option].concat(), "");
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{option:?}: {stderr}");
        assert!(stderr.contains("cannot be used with"), "{stderr}");
    }
}

#[test]
fn options_for_another_game_do_not_resume_the_saved_one_silently() {
    let dir = tempfile::tempdir().unwrap();
    let first = game(dir.path(), &["--two-players"], "A6R*\nq\n");
    assert!(first.status.success(), "{}", text(&first.stderr));
    let saved = dir.path().join("state/bao/game.txt");
    let before = std::fs::read_to_string(&saved).unwrap();
    for (option, unlike) in [
        (
            &["--rules", "kujifunza"][..],
            "a game under kiswahili is in progress in `",
        ),
        (
            &["--level", "3"],
            "a game between South and North is in progress in `",
        ),
    ] {
        let out = game(dir.path(), option, "q\n");
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(stderr.contains(unlike), "{stderr}");
        assert!(stderr.contains("`bao game --new`"), "{stderr}");
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), before, "kept");
    }
    // The same options again, or none, resume it.
    for options in [&["--two-players"][..], &[]] {
        let resumed = game(dir.path(), options, "q\n");
        assert!(
            text(&resumed.stdout).contains("resuming the game saved"),
            "{}",
            text(&resumed.stdout)
        );
    }
}
