//! The trainer on the full screen, when standard input and output are a terminal: the board in
//! place, moves sown seed by seed, a move typed at the bottom; then, the terminal put back, the
//! session summed up as in the line mode.

use std::{
    io::Write,
    sync::atomic::{AtomicBool, Ordering},
    time::Duration,
};

use super::{Saver, words};
use crate::{
    cli::Error,
    puzzles::trainer::{Input as TrainerInput, Said, Trainer},
    style::Styles,
    tui::{
        Input,
        puzzles::{Asked, Train, draw, words_width},
        terminal::{Heard, Screen, listen},
    },
};

/// How long a frame of a sowing stays up.
const FRAME: Duration = Duration::from_millis(120);
/// How long the screen waits for a key when nothing moves on it.
const IDLE: Duration = Duration::from_millis(250);
/// How often the screen looks for Ctrl-C while a defence or a hint is proved.
const WORKING: Duration = Duration::from_millis(50);

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
    // The words fit the panel beside or under the board, at most as wide as asked.
    let fit = |screen: &Screen| -> std::io::Result<usize> {
        Ok(words_width(screen.terminal.size()?.width).min(width))
    };
    let mut width = fit(screen)?;
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
            Heard::Resized => {
                width = fit(screen)?;
                continue;
            }
            Heard::Input(input) => input,
            Heard::Nothing if train.sowing() => Input::Tick,
            Heard::Nothing => continue,
        };
        let Asked::Trainer(input) = train.key(input) else {
            continue;
        };
        let start = trainer.puzzle().map(|p| p.position);
        let said = work(trainer, input, screen)?;
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

/// Gives the trainer an input in a thread of its own, so that Ctrl-C (a key, on the full
/// screen) can stop a long proof: the trainer then says it stopped and nothing is played.
fn work(trainer: &mut Trainer, input: TrainerInput, screen: &mut Screen) -> Result<Said, Error> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let stopped = || stop.load(Ordering::Relaxed) || crate::tui::signals::ending();
        let worker = scope.spawn(move || trainer.handle(input, &stopped));
        while !worker.is_finished() {
            if let Heard::Input(Input::Interrupt) = listen(screen, WORKING)? {
                stop.store(true, Ordering::Relaxed);
            }
        }
        worker
            .join()
            .map_err(|panic| std::panic::resume_unwind(panic))
    })
}
