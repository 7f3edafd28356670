//! `bao game`, its coach, its review and `bao puzzles` in Spanish, Kiswahili and Catalan through
//! the binary, in line mode: whole games typed in the reader's letters, the coach's verdict and
//! chances in the reader's words, the end of the game, and a puzzle session; the record file
//! keeps its English words and canonical moves.

use std::{path::Path, process::Output};

use bao::{
    engine::{Position, Rules, Variant},
    game::record::{GameResult, Record},
    i18n::{Language, notation::move_in},
    search::prove::{Proof, prove},
};

mod support;
use support::Bao;

/// bao in `dir`, its state there, with no user name and no language from the environment.
fn bao(dir: &Path) -> Bao {
    let mut command = Bao::new();
    command
        .current_dir(dir)
        .state(dir.join("state"))
        .env_remove("USER")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    command
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// The moves of a whole game of Bao la Kujifunza where each side plays its first legal move,
/// and how it ended.
fn first_move_game() -> (Vec<String>, GameResult) {
    let mut position = Position::start(Rules::of(Variant::Kujifunza));
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

/// Plays the whole first-move game for two players in `language`, each move typed in its
/// letters (`env` chooses the language when `flag` does not), and checks what is said.
fn whole_game(language: Language, flag: bool, over: &str, front_row_empty: &str) {
    let dir = tempfile::tempdir().unwrap();
    let (moves, result) = first_move_game();
    let typed: Vec<String> = moves.iter().map(|m| move_in(language, m)).collect();
    let script = format!("{}\ns game.txt\nq\n", typed.join("\n"));
    let mut command = bao(dir.path());
    if flag {
        command.args(["--lang", language.code()]);
    } else {
        command.env("LANG", format!("{}_TZ.UTF-8", language.code()));
    }
    command
        .args([
            "game",
            "--two-players",
            "--rules",
            "kujifunza",
            "--no-coach",
        ])
        .stdin(script);
    let output = command.output();
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    // Every move is shown as it was typed, in the reader's letters.
    for (i, shown) in typed.iter().enumerate() {
        assert!(
            out.contains(&format!("]: {}. {shown}: ", i + 1)),
            "{shown}: {out}"
        );
    }
    let GameResult::Over(outcome) = result else {
        panic!("the game ended")
    };
    assert_eq!(
        outcome.reason,
        bao::engine::EndReason::FrontRowEmpty,
        "{result}"
    );
    assert!(out.contains(over), "{out}");
    assert!(out.contains(front_row_empty), "{out}");
    assert!(!out.contains("the game is over"), "{out}");
    // The record file keeps English and the canonical moves.
    let record = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    assert!(record.contains(&format!("Result: {result}")), "{record}");
    let parsed: Record = record.parse().unwrap();
    let written: Vec<String> = parsed.turns.iter().map(|t| t.mv.to_string()).collect();
    assert_eq!(written, moves);
}

#[test]
fn a_whole_game_typed_in_spanish_letters_is_shown_in_them_and_ends_in_spanish() {
    whole_game(
        Language::Spanish,
        true,
        "la partida ha terminado: gana ",
        "está vacía",
    );
}

#[test]
fn a_whole_game_in_kiswahili_chosen_by_lang_ends_in_kiswahili() {
    whole_game(
        Language::Swahili,
        false,
        "mchezo umekwisha: ",
        " ameshinda: safu ya mbele ya ",
    );
}

/// A position of Bao la Kujifunza where the player to move wins at once with one move and not
/// with another, from seeded random games.
fn win_at_once() -> (Position, String, String) {
    let mut dice = bao::search::dice::Dice::from_state(11u64);
    let mut pick = move |n: usize| dice.pick(n);
    loop {
        let mut position = Position::start(Rules::of(Variant::Kujifunza));
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

/// Plays the move that lets a win at once go, in `language`: asks for the hints first, then
/// the other side resigns, saying yes in the language; the coach, the hints, the end and the review are said in the language.
fn coached(language: Language, words: &Coached) -> String {
    let dir = tempfile::tempdir().unwrap();
    let (position, win, other) = win_at_once();
    let start = bao::engine::notation::position_text::write(&position);
    let record = format!("Rules: kujifunza\nPlayers: Amina - Juma\nResult: *\nStart: {start}\n");
    std::fs::write(dir.path().join("puzzle.txt"), &record).unwrap();
    let other_typed = move_in(language, &other);
    let script = format!("h\nh\n{other_typed}\nr\n{}\ns played.txt\nq\n", words.yes);
    let mut command = bao(dir.path());
    command
        .args(["--lang", language.code(), "game", "--load", "puzzle.txt"])
        .stdin(script);
    let output = command.output();
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let mover = position.to_move();
    let (me, you) = match mover {
        bao::engine::Side::South => (words.south, words.north),
        bao::engine::Side::North => (words.north, words.south),
    };
    let win_shown = move_in(language, &win);
    // The hints: the hole, then the move in the reader's letters.
    assert!(
        out.contains(&format!("{}{}", words.look, &win[..2])),
        "{out}"
    );
    assert!(
        out.contains(&format!("{}{win_shown}: ", words.hint)),
        "{out}"
    );
    // The move typed is shown in the reader's letters, and the coach speaks the language.
    assert!(out.contains(&format!("1. {other_typed}: ")), "{out}");
    let said = (words.missed)(me, &win_shown);
    assert!(out.contains(&said), "{said}: {out}");
    assert!(out.contains(&(words.lets_go)(&other_typed)), "{out}");
    assert!(out.contains(&format!("{}{me}: ", words.chances)), "{out}");
    // The other side resigns: the end of the game, then the review.
    assert!(out.contains(&(words.resigned)(me, you)), "{out}");
    assert!(out.contains(words.review), "{out}");
    assert!(!out.contains("coach: "), "{out}");
    // The record marks the coach's note with its English word.
    let played = std::fs::read_to_string(dir.path().join("played.txt")).unwrap();
    assert!(
        played.contains(&format!("1. {other} {{coach: ")),
        "{played}"
    );
    assert!(played.contains(" resigned"), "{played}");
    out
}

/// The words a coached game is checked for, in one language.
struct Coached {
    south: &'static str,
    north: &'static str,
    hint: &'static str,
    look: &'static str,
    missed: fn(&str, &str) -> String,
    lets_go: fn(&str) -> String,
    chances: &'static str,
    resigned: fn(&str, &str) -> String,
    review: &'static str,
    /// How the player says yes to resigning.
    yes: &'static str,
}

#[test]
fn the_coach_speaks_spanish_with_the_moves_in_spanish_letters() {
    let out = coached(
        Language::Spanish,
        &Coached {
            south: "Sur",
            north: "Norte",
            hint: "pista: ",
            look: "pista: mira ",
            missed: |side, win| {
                format!("entrenador: {side} tenía una victoria forzada inmediata con {win} (")
            },
            lets_go: |mv| format!("; {mv} la deja escapar"),
            chances: "probabilidades de ",
            resigned: |winner, loser| {
                format!("la partida ha terminado: gana {winner}: {loser} abandonó")
            },
            review: "revisión de la partida: Amina (Sur) contra Juma (Norte), reglas kujifunza",
            yes: "sí",
        },
    );
    assert!(out.contains("precisión"), "{out}");
}

#[test]
fn the_coach_speaks_kiswahili() {
    let out = coached(
        Language::Swahili,
        &Coached {
            south: "Kusini",
            north: "Kaskazini",
            hint: "dokezo: ",
            look: "dokezo: angalia ",
            missed: |side, win| {
                format!("kocha: {side} alikuwa na ushindi wa lazima mara moja kwa {win} (")
            },
            lets_go: |mv| format!("; {mv} inauachilia"),
            chances: "nafasi za ",
            resigned: |winner, loser| {
                format!("mchezo umekwisha: {winner} ameshinda: {loser} amejitoa")
            },
            review: "tathmini ya mchezo: Amina (Kusini) dhidi ya Juma (Kaskazini), sheria kujifunza",
            yes: "ndiyo",
        },
    );
    assert!(out.contains("usahihi"), "{out}");
}

#[test]
fn a_puzzle_session_in_catalan_solves_one_puzzle_in_catalan_letters() {
    let state = tempfile::tempdir().unwrap();
    // The first puzzle is the one nearest a new learner's 1500: K00004, a win in 2 (A4R twice).
    let output: Output = Bao::new()
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "ca_ES.UTF-8")
        .args([
            "puzzles",
            "--file",
            "tests/fixtures/puzzles/trainer.csv",
            "--width",
            "72",
            "--state",
        ])
        .arg(state.path())
        .stdin("h\nA4D\nA4D\nq\n")
        .output();
    let out = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    for words in [
        "La teva puntuació de problemes: 1500",
        "Problema K00004 (puntuació 1500)",
        "Juga Sud, que guanya en 2 torns: fes la primera jugada.",
        "Pista: la jugada guanyadora surt del forat A4.",
        "Sud juga A4D:",
        "Nord respon a1E:",
        "Després de les jugades A4D a1E: jugada 2 de 2 de Sud.",
        "✗ No resolt.",
        "Temes:",
        "- kimbi: Captures des d'un kimbi",
        "Sessió acabada: 0 de 1 problema resolt.",
    ] {
        assert!(out.contains(words), "{words}: {out}");
    }
    assert!(!out.contains("Solved"), "{out}");
}

#[test]
fn the_time_bao_may_think_is_written_as_each_language_writes_numbers() {
    for (language, said) in [
        ("en", "bao (South) is thinking, at most 0.2 s…"),
        ("es", "bao (Sur) está pensando, 0,2 s como máximo…"),
        ("ca", "bao (Sud) està pensant, 0,2 s com a màxim…"),
        ("sw", "bao (Kusini) anafikiri, si zaidi ya 0.2 s…"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let output = bao(dir.path())
            .args([
                "--lang",
                language,
                "game",
                "--time",
                "0.2",
                "--as",
                "N",
                "--no-coach",
            ])
            .stdin("q\n")
            .output();
        let out = text(&output.stdout);
        assert!(out.contains(said), "{language}: {out}");
    }
}
