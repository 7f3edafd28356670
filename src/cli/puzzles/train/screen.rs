//! The trainer on the full screen, when standard input and output are a terminal: the board in
//! place, moves sown seed by seed, a move typed at the bottom; then, the terminal put back, the
//! session summed up as in the line mode.

use std::{io::Write, time::Duration};

use super::{Saver, words};
use crate::{
    cli::Error,
    puzzles::trainer::{Said, Trainer},
    style::Styles,
    tui::{
        Input,
        puzzles::{Asked, Train, draw},
        terminal::{Heard, Screen, listen},
    },
};

/// How long a frame of a sowing stays up.
const FRAME: Duration = Duration::from_millis(120);
/// How long the screen waits for a key when nothing moves on it.
const IDLE: Duration = Duration::from_millis(250);

/// Trains on the full screen until the learner stops; then sums the session up on `out`.
///
/// # Errors
/// Returns an error when progress cannot be saved or the terminal fails.
pub(super) fn train(
    trainer: &mut Trainer,
    saver: &mut Saver,
    width: usize,
    _styles: &Styles,
    out: &mut impl Write,
) -> Result<(), Error> {
    let mut screen = Screen::enter()?;
    let ended = session(trainer, saver, &mut screen, width);
    drop(screen);
    ended?;
    writeln!(
        out,
        "{}",
        words::summary(&trainer.summary(), width).trim_end()
    )?;
    Ok(())
}

fn session(
    trainer: &mut Trainer,
    saver: &mut Saver,
    screen: &mut Screen,
    width: usize,
) -> Result<(), Error> {
    let plain = Styles::default();
    let mut train = Train::default();
    let first = trainer.serve();
    let intro = format!(
        "{}\n\n{}",
        words::standing(trainer),
        words::said(&first, trainer, width, &plain, false)
    );
    train.said(&first, intro, None);
    while !trainer.is_over() {
        screen.terminal.draw(|frame| {
            draw(
                frame,
                &train,
                trainer.position().as_ref(),
                trainer.settled(),
            );
        })?;
        let wait = if train.sowing() { FRAME } else { IDLE };
        let input = match listen(screen, wait)? {
            Heard::Resized => continue,
            Heard::Input(input) => input,
            Heard::Nothing if train.sowing() => Input::Tick,
            Heard::Nothing => continue,
        };
        let Asked::Trainer(input) = train.key(input) else {
            continue;
        };
        let start = trainer.puzzle().map(|p| p.position);
        let said = trainer.handle(input, &crate::tui::signals::ending);
        if matches!(said, Said::Settled(..)) {
            saver.save(trainer)?;
        }
        let mut text = words::said(&said, trainer, width, &plain, false);
        if matches!(said, Said::Settled(..)) {
            text.push('\n');
            text.push_str(&words::standing(trainer));
        }
        train.said(&said, text, start);
    }
    Ok(())
}
