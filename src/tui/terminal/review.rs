//! The driver of a review on the full screen: drawn until the reader quits.

use std::{io, time::Duration};

use super::{Heard, Screen, listen};
use crate::{
    game::review::Review,
    tui::{Input, review},
};

/// Shows a review until q, Escape, Enter or Ctrl-C.
///
/// # Errors
/// Returns the terminal's error; the terminal is put back first.
pub fn run(shown: &Review) -> io::Result<()> {
    let mut screen = Screen::enter()?;
    let mut dirty = true;
    loop {
        if dirty {
            screen.terminal.draw(|frame| review::draw(frame, shown))?;
            dirty = false;
        }
        match listen(&mut screen, Duration::from_millis(200))? {
            Heard::Resized => dirty = true,
            Heard::Input(Input::Char('q') | Input::Escape | Input::Enter | Input::Interrupt) => {
                return Ok(());
            }
            Heard::Input(_) | Heard::Nothing => {}
        }
    }
}
