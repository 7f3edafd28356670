//! The full-screen `bao game` in a pseudo-terminal: start, a move by the arrow keys, undo, quit,
//! and the terminal put back as it was.

mod pty;

use pty::{Screen, send, wait_for};

const RIGHT: &str = "\x1b[C";
const ENTER: &str = "\r";

#[test]
fn a_session_moves_by_keys_undoes_and_quits_restoring_the_terminal() {
    let state = tempfile::tempdir().unwrap();
    // The pseudo-terminal is given the size of a small terminal first.
    let mut session = pty::spawn(
        state.path(),
        "cols 80 rows 24",
        "game --two-players --no-coach",
    );
    let mut screen = Screen::new();
    // The alternate screen is entered and the board drawn.
    let (before, _) = session.exp_regex(r"\x1b\[\?1049h").unwrap();
    assert!(!before.contains("error"), "{before}");
    wait_for(&mut session, &mut screen, "South to move");
    assert!(
        screen
            .text()
            .contains("│A    0   0   0   0 [6]   2   2   0"),
        "{}",
        screen.text()
    );
    // Five steps right from A1 is A6, which sows either way: Enter asks which, Enter plays.
    for _ in 0..5 {
        send(&mut session, RIGHT);
    }
    send(&mut session, ENTER);
    wait_for(&mut session, &mut screen, "which move? [A6R*] A6L*");
    send(&mut session, ENTER);
    // The moves panel beside the evaluation bar wraps the move's words after "into".
    wait_for(&mut session, &mut screen, "1. A6R*: a stock seed into");
    wait_for(&mut session, &mut screen, "North to move");
    // The evaluation bar comes with South's chance, found in the background (perhaps
    // drawn already).
    if !screen.text().contains(" %│") {
        wait_for(&mut session, &mut screen, " %│");
    }
    // The board after A6R*: the seeds of A6 went to A7, A8 and B8.
    assert!(
        screen
            .text()
            .contains("│A    0   0   0   0 [6]   0   3   1"),
        "{}",
        screen.text()
    );
    let saved = std::fs::read_to_string(state.path().join("bao/game.txt")).unwrap();
    assert!(saved.contains("1. A6R*"), "{saved}");
    send(&mut session, "u");
    wait_for(&mut session, &mut screen, "took back 1 turn");
    assert!(
        screen
            .text()
            .contains("│A    0   0   0   0 [6]   2   2   0"),
        "{}",
        screen.text()
    );
    send(&mut session, "q");
    // The terminal is put back: the alternate screen left, then the cursor shown.
    session.exp_string("\x1b[?1049l").unwrap();
    session.exp_string("\x1b[?25h").unwrap();
    session.exp_string("the game is saved in").unwrap();
    session.exp_eof().unwrap();
    let saved = std::fs::read_to_string(state.path().join("bao/game.txt")).unwrap();
    assert!(!saved.contains("1. "), "the undone move is gone: {saved}");
}

#[test]
fn ctrl_c_quits_restoring_the_terminal_and_keeping_the_game() {
    let state = tempfile::tempdir().unwrap();
    let mut session = pty::spawn(state.path(), "cols 42 rows 24", "game --level 1 --no-coach");
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "South to move");
    // At 42 columns the keys are said on two lines, each with what it does.
    assert!(
        screen
            .text()
            .contains("u undo  h hint  r resign  s save  q quit"),
        "{}",
        screen.text()
    );
    session.send_control('c').unwrap();
    session.exp_string("\x1b[?1049l").unwrap();
    session.exp_string("the game is saved in").unwrap();
    session.exp_eof().unwrap();
    assert!(state.path().join("bao/game.txt").exists());
}

#[test]
fn resuming_is_said_on_the_screen_and_s_takes_a_file_name() {
    let state = tempfile::tempdir().unwrap();
    let two = "game --two-players --no-coach";
    let mut session = pty::spawn(state.path(), "cols 80 rows 24", two);
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "South to move");
    send(&mut session, "A6L*\r");
    wait_for(&mut session, &mut screen, "North to move");
    send(&mut session, "q");
    session.exp_eof().unwrap();

    let mut session = pty::spawn(state.path(), "cols 42 rows 20", two);
    let mut screen = Screen::new();
    // The resumed game says so on its screen, with the move that stands in the panel.
    wait_for(&mut session, &mut screen, "resuming the game saved in");
    assert!(screen.text().contains("1. A6L*"), "{}", screen.text());
    send(&mut session, "s");
    wait_for(&mut session, &mut screen, "write the record to:");
    send(&mut session, "amina.txt\r");
    wait_for(&mut session, &mut screen, "the record is written to");
    let record = std::fs::read_to_string(state.path().join("amina.txt")).unwrap();
    assert!(record.contains("1. A6L*"), "{record}");
    // `r` asks; `y` resigns, and the finished game is kept.
    send(&mut session, "r");
    wait_for(&mut session, &mut screen, "resign the game? y resigns");
    send(&mut session, "y");
    wait_for(&mut session, &mut screen, "the game is over: South wins");
    send(&mut session, "q");
    session.exp_string("its record is kept in").unwrap();
    session.exp_eof().unwrap();
    let saved = std::fs::read_to_string(state.path().join("bao/game.txt")).unwrap();
    assert!(
        saved.contains("Result: South wins: North resigned"),
        "{saved}"
    );
}

#[test]
fn replay_steps_through_a_record_on_the_full_screen() {
    let state = tempfile::tempdir().unwrap();
    std::fs::write(
        state.path().join("g.txt"),
        "Rules: kiswahili\nPlayers: Amina - Juma\nResult: *\n\n1. A6R* {coach: a comment}\n2. a6R*\n",
    )
    .unwrap();
    let mut session = pty::spawn(state.path(), "cols 80 rows 24", "replay g.txt --no-coach");
    let mut screen = Screen::new();
    session.exp_regex(r"\x1b\[\?1049h").unwrap();
    wait_for(&mut session, &mut screen, "the start of a game of 2 turns");
    assert!(
        screen
            .text()
            .contains("│A    0   0   0   0 [6]   2   2   0"),
        "{}",
        screen.text()
    );
    // Enter sows the first move; End goes to the end; ← back one.
    send(&mut session, ENTER);
    wait_for(&mut session, &mut screen, "turn 1 of 2: A6R* (South)");
    wait_for(
        &mut session,
        &mut screen,
        "│A    0   0   0   0 [6]   0   3   1",
    );
    assert!(
        screen.text().contains("; coach: a comment"),
        "{}",
        screen.text()
    );
    send(&mut session, "\x1b[F");
    wait_for(
        &mut session,
        &mut screen,
        "turn 2 of 2, the end of the record",
    );
    send(&mut session, "\x1b[D");
    wait_for(&mut session, &mut screen, "turn 1 of 2");
    send(&mut session, "q");
    session.exp_string("\x1b[?1049l").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn sigterm_and_sighup_quit_as_ctrl_c_does_restoring_the_terminal_and_keeping_the_game() {
    use rexpect::process::Signal;
    for signal in [Signal::SIGTERM, Signal::SIGHUP, Signal::SIGINT] {
        let state = tempfile::tempdir().unwrap();
        let mut session = pty::spawn(
            state.path(),
            "cols 80 rows 24",
            "game --two-players --no-coach",
        );
        let mut screen = Screen::new();
        wait_for(&mut session, &mut screen, "South to move");
        for _ in 0..5 {
            send(&mut session, RIGHT);
        }
        send(&mut session, ENTER);
        wait_for(&mut session, &mut screen, "which move?");
        send(&mut session, ENTER);
        wait_for(&mut session, &mut screen, "North to move");
        session.process_mut().signal(signal).unwrap();
        // The terminal is put back, then bao says where the game is, as after Ctrl-C.
        session.exp_string("\x1b[?1049l").unwrap();
        session.exp_string("\x1b[?25h").unwrap();
        session.exp_string("the game is saved in").unwrap();
        session.exp_eof().unwrap();
        let saved = std::fs::read_to_string(state.path().join("bao/game.txt")).unwrap();
        assert!(saved.contains("1. A6R*"), "{signal:?}: {saved}");
    }
}
