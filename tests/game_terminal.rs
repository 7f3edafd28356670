//! The full-screen `bao game` in a pseudo-terminal: start, a move by the arrow keys, undo, quit,
//! and the terminal put back as it was.

use std::process::Command;

use rexpect::session::PtySession;

const RIGHT: &str = "\x1b[C";
const ENTER: &str = "\r";
const ROWS: usize = 24;
const COLUMNS: usize = 80;

/// What the terminal shows, kept up from the bytes bao writes: enough of a terminal for
/// ratatui's output (cursor moves, clearing, text; styles ignored).
struct Screen {
    cells: Vec<Vec<char>>,
    row: usize,
    column: usize,
}

impl Screen {
    fn new() -> Screen {
        Screen {
            cells: vec![vec![' '; COLUMNS]; ROWS],
            row: 0,
            column: 0,
        }
    }

    fn feed(&mut self, text: &str) {
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\x1b' if chars.peek() == Some(&'[') => {
                    chars.next();
                    let mut params = String::new();
                    let mut end = ' ';
                    for c in chars.by_ref() {
                        if c.is_ascii_alphabetic() {
                            end = c;
                            break;
                        }
                        params.push(c);
                    }
                    match end {
                        'H' => {
                            let mut parts =
                                params.split(';').map(|p| p.parse::<usize>().unwrap_or(1));
                            self.row = parts.next().unwrap_or(1) - 1;
                            self.column = parts.next().unwrap_or(1) - 1;
                        }
                        'J' if params == "2" => self.cells = vec![vec![' '; COLUMNS]; ROWS],
                        _ => {}
                    }
                }
                '\r' => self.column = 0,
                '\n' => self.row += 1,
                c if !c.is_control() => {
                    if self.row < ROWS && self.column < COLUMNS {
                        self.cells[self.row][self.column] = c;
                    }
                    self.column += 1;
                }
                _ => {}
            }
        }
    }

    fn text(&self) -> String {
        self.cells
            .iter()
            .map(|r| r.iter().collect::<String>().trim_end().to_owned() + "\n")
            .collect()
    }
}

/// Reads frames (each ends by hiding the cursor) until the screen shows `text`.
fn wait_for(session: &mut PtySession, screen: &mut Screen, text: &str) {
    loop {
        let (before, matched) = session
            .exp_regex(r"\x1b\[\?25l")
            .unwrap_or_else(|e| panic!("waiting for {text:?}: {e}\n{}", screen.text()));
        // rexpect gives a character a byte: put the UTF-8 back together.
        let bytes: Vec<u8> = before
            .chars()
            .chain(matched.chars())
            .map(|c| c as u8)
            .collect();
        screen.feed(&String::from_utf8_lossy(&bytes));
        if screen.text().contains(text) {
            return;
        }
    }
}

fn send(session: &mut PtySession, keys: &str) {
    session.send(keys).unwrap();
    session.flush().unwrap();
}

#[test]
fn a_session_moves_by_keys_undoes_and_quits_restoring_the_terminal() {
    let state = tempfile::tempdir().unwrap();
    // The pseudo-terminal is given the size of a small terminal first.
    let mut command = Command::new("sh");
    command
        .args([
            "-c",
            "stty cols 80 rows 24 && exec \"$0\" game --two-players --no-coach",
            env!("CARGO_BIN_EXE_bao"),
        ])
        .current_dir(state.path())
        .env("XDG_STATE_HOME", state.path())
        .env("TERM", "xterm-256color");
    let mut session = rexpect::session::spawn_command(command, Some(20_000)).expect("a terminal");
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
    wait_for(&mut session, &mut screen, "1. A6R*: a stock seed into A6");
    wait_for(&mut session, &mut screen, "North to move");
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
    let mut command = Command::new("sh");
    command
        .args([
            "-c",
            "stty cols 42 rows 24 && exec \"$0\" game --level 1 --no-coach",
            env!("CARGO_BIN_EXE_bao"),
        ])
        .current_dir(state.path())
        .env("XDG_STATE_HOME", state.path())
        .env("TERM", "xterm-256color");
    let mut session = rexpect::session::spawn_command(command, Some(20_000)).expect("a terminal");
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "South to move");
    // At 42 columns the keys are said in short.
    assert!(
        screen.text().contains("arrows Enter u undo"),
        "{}",
        screen.text()
    );
    session.send_control('c').unwrap();
    session.exp_string("\x1b[?1049l").unwrap();
    session.exp_string("the game is saved in").unwrap();
    session.exp_eof().unwrap();
    assert!(state.path().join("bao/game.txt").exists());
}
