//! The full-screen `bao learn` in a pseudo-terminal: pages and a move's steps by keys with the
//! board kept in place, quitting with the terminal put back and the progress saved; `--plain`
//! keeps the line mode on a terminal.

mod pty;

use pty::{Screen, send, wait_for};

const ENTER: &str = "\r";

/// Starts `bao learn ARGS` in a pseudo-terminal of a size, its state in `state`.
fn learn(state: &std::path::Path, size: &str, args: &str) -> rexpect::session::PtySession {
    pty::spawn(state, size, &format!("learn {args}"))
}

/// Gets the row the screen shows South's front row on, and the row.
fn front_row(screen: &Screen) -> (usize, String) {
    screen
        .text()
        .lines()
        .enumerate()
        .find(|(_, l)| l.starts_with("│A "))
        .map(|(i, l)| (i, l.to_owned()))
        .unwrap_or_else(|| panic!("no board:\n{}", screen.text()))
}

#[test]
fn pages_and_steps_by_keys_on_a_board_that_stays_put_then_quit_saving_progress() {
    let state = tempfile::tempdir().unwrap();
    let mut session = learn(state.path(), "cols 80 rows 24", "02-sowing-relay");
    let (before, _) = session.exp_regex(r"\x1b\[\?1049h").unwrap();
    assert!(!before.contains("error"), "{before}");
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "Sowing on (relay) · 1/7");
    for page in 2..=4 {
        send(&mut session, ENTER);
        wait_for(
            &mut session,
            &mut screen,
            &format!("Sowing on (relay) · {page}/7"),
        );
    }
    assert!(
        screen.text().contains("The move: A3R*"),
        "{}",
        screen.text()
    );
    let (row, at_start) = front_row(&screen);
    assert_eq!(at_start, "│A    0   0   3   0   0   2   0   0        │");
    send(&mut session, ENTER);
    wait_for(&mut session, &mut screen, "A3R*, step 1 of 5");
    // `a`: to the end of the move, on the same board.
    send(&mut session, "a");
    wait_for(&mut session, &mut screen, "After A3R*:");
    let (row_after, after) = front_row(&screen);
    assert_eq!(row_after, row, "the board stays where it was");
    assert_ne!(after, at_start, "{}", screen.text());
    send(&mut session, "q");
    session.exp_string("\x1b[?1049l").unwrap();
    session.exp_string("\x1b[?25h").unwrap();
    session.exp_string("Progress saved.").unwrap();
    session.exp_eof().unwrap();
    let progress = std::fs::read_to_string(state.path().join("bao/progress.json")).unwrap();
    assert!(
        progress.contains("\"current\": \"02-sowing-relay\""),
        "{progress}"
    );
    assert!(progress.contains("\"page\": 3"), "{progress}");
}

#[test]
fn ctrl_c_at_42_columns_puts_the_terminal_back_and_keeps_the_place() {
    let state = tempfile::tempdir().unwrap();
    let mut session = learn(state.path(), "cols 42 rows 24", "02-sowing-relay");
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "Sowing on (relay) · 1/7");
    send(&mut session, "\x1b[C");
    wait_for(&mut session, &mut screen, "Sowing on (relay) · 2/7");
    session.send_control('c').unwrap();
    session.exp_string("\x1b[?1049l").unwrap();
    session.exp_string("Progress saved.").unwrap();
    session.exp_eof().unwrap();
    let progress = std::fs::read_to_string(state.path().join("bao/progress.json")).unwrap();
    assert!(progress.contains("\"page\": 1"), "{progress}");
}

#[test]
fn plain_or_a_terminal_too_small_for_the_full_screen_gets_the_line_mode() {
    for (size, args) in [
        ("cols 80 rows 24", "--plain 02-sowing-relay"),
        ("cols 80 rows 10", "02-sowing-relay"),
    ] {
        let state = tempfile::tempdir().unwrap();
        let mut session = learn(state.path(), size, args);
        let before = session.exp_string("[Enter next").unwrap();
        assert!(
            !before.contains("\x1b[?1049h"),
            "{size}: no full screen: {before:?}"
        );
        assert!(before.contains("Sowing on (relay)"), "{before}");
        session.send_line("q").unwrap();
        session.exp_string("Progress saved.").unwrap();
        session.exp_eof().unwrap();
    }
}

#[test]
fn the_next_lesson_opens_at_its_top_under_the_word_on_the_last() {
    let state = tempfile::tempdir().unwrap();
    let course = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/learn-course");
    let mut session = learn(
        state.path(),
        "cols 80 rows 24",
        &format!("--lessons {course} 02-last-seed"),
    );
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "Where the last seed falls · 1/2");
    send(&mut session, ENTER);
    wait_for(&mut session, &mut screen, "Name the hole.");
    // Enter on the untouched cursor answers nothing.
    send(&mut session, ENTER);
    wait_for(
        &mut session,
        &mut screen,
        "choose the hole with the arrow keys",
    );
    send(&mut session, "s");
    wait_for(&mut session, &mut screen, "The answer: A3.");
    // Its sowing shown, the board it left stays.
    wait_for(
        &mut session,
        &mut screen,
        "the board after A2L · Esc the start again",
    );
    send(&mut session, ENTER);
    wait_for(&mut session, &mut screen, "Marks after a move · 1/7");
    let shown = screen.text();
    let said = shown
        .find("Lesson seen: Where the last seed falls")
        .expect(&shown);
    let first = shown.find("Writing moves down").expect(&shown);
    assert!(
        said < first,
        "the word on the lesson before comes first:\n{shown}"
    );
    assert!(!shown.contains("↑ more"), "opened at its top:\n{shown}");
    send(&mut session, "q");
    session.exp_string("Progress saved.").unwrap();
    session.exp_eof().unwrap();
}

#[test]
fn sigterm_and_sighup_put_the_terminal_back_and_keep_the_place() {
    use rexpect::process::Signal;
    for signal in [Signal::SIGTERM, Signal::SIGHUP] {
        let state = tempfile::tempdir().unwrap();
        let mut session = learn(state.path(), "cols 80 rows 24", "02-sowing-relay");
        let mut screen = Screen::new();
        wait_for(&mut session, &mut screen, "Sowing on (relay) · 1/7");
        send(&mut session, "\x1b[C");
        wait_for(&mut session, &mut screen, "Sowing on (relay) · 2/7");
        session.process_mut().signal(signal).unwrap();
        session.exp_string("\x1b[?1049l").unwrap();
        session.exp_string("\x1b[?25h").unwrap();
        session.exp_string("Progress saved.").unwrap();
        session.exp_eof().unwrap();
        let progress = std::fs::read_to_string(state.path().join("bao/progress.json")).unwrap();
        assert!(progress.contains("\"page\": 1"), "{signal:?}: {progress}");
    }
}
