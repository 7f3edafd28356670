//! A pseudo-terminal session's screen for the full-screen tests: enough of a terminal to read
//! what ratatui draws.

use std::{path::Path, process::Command};

use rexpect::session::PtySession;

/// Starts `bao ARGS` in a pseudo-terminal given a size first (`stty` words, e.g. `cols 80 rows
/// 24`), in `state` and with its state there.
pub fn spawn(state: &Path, size: &str, args: &str) -> PtySession {
    let mut command = Command::new("sh");
    command
        .args([
            "-c",
            &format!("stty {size} && exec \"$0\" {args}"),
            env!("CARGO_BIN_EXE_bao"),
        ])
        .current_dir(state)
        .env("XDG_STATE_HOME", state)
        .env("TERM", "xterm-256color");
    rexpect::session::spawn_command(command, Some(20_000)).expect("a terminal")
}

/// The rows of the screen kept.
pub const ROWS: usize = 24;
/// The columns of the screen kept.
pub const COLUMNS: usize = 80;

/// What the terminal shows, kept up from the bytes bao writes: enough of a terminal for
/// ratatui's output (cursor moves, clearing, text; styles ignored).
pub struct Screen {
    cells: Vec<Vec<char>>,
    row: usize,
    column: usize,
}

impl Screen {
    /// A blank screen.
    pub fn new() -> Screen {
        Screen {
            cells: vec![vec![' '; COLUMNS]; ROWS],
            row: 0,
            column: 0,
        }
    }

    /// Takes bytes bao wrote, as text.
    pub fn feed(&mut self, text: &str) {
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

    /// Gets what the screen shows, a line a row, trailing blanks cut.
    pub fn text(&self) -> String {
        self.cells
            .iter()
            .map(|r| r.iter().collect::<String>().trim_end().to_owned() + "\n")
            .collect()
    }
}

/// Reads frames (each ends by hiding the cursor) until the screen shows `text`.
pub fn wait_for(session: &mut PtySession, screen: &mut Screen, text: &str) {
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

/// Sends keys to bao.
pub fn send(session: &mut PtySession, keys: &str) {
    session.send(keys).unwrap();
    session.flush().unwrap();
}
