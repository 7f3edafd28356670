//! The full screen of `bao learn`, when standard input and output are a terminal: the board
//! kept in place beside the page's words, keys read one at a time, a puzzle's defence worked out
//! in a thread that Ctrl-C stops. The walk and the session are the line mode's.

use std::{
    io::{self, Write},
    time::{Duration, Instant},
};

use super::walk::{Turn, Walk, WalkError};
use crate::{
    style::Styles,
    tui::{
        Input,
        learn::{Action, Learn, draw},
        terminal::{Heard, Screen, listen},
    },
    tutor::{Input as Tutor, Shown},
};

/// How long the screen waits for a key when nothing moves on it.
const IDLE: Duration = Duration::from_millis(250);
/// How often the screen looks for Ctrl-C while the tutor works something out.
const WORKING: Duration = Duration::from_millis(50);

/// Walks the learner through the course on the full screen until he quits or every lesson is
/// done; then, the terminal put back, says where he stopped (at most `width` columns wide).
///
/// # Errors
/// Returns an error when progress cannot be saved or the terminal fails.
pub(super) fn walk(
    walk: &mut Walk<'_>,
    width: usize,
    styles: &Styles,
    out: &mut impl Write,
) -> Result<(), WalkError> {
    let mut screen = Screen::enter()?;
    let ended = session(walk, &mut screen, width);
    drop(screen);
    match ended? {
        Turn::Over { finished, words } => {
            writeln!(out, "{}", finished.say(width, styles))?;
            writeln!(out, "\n{words}")?;
        }
        _ => writeln!(out, "{}", walk.stopped())?,
    }
    Ok(())
}

/// Runs the screen until the walk is over or stopped; gives that last turn.
fn session(walk: &mut Walk<'_>, screen: &mut Screen, width: usize) -> Result<Turn, WalkError> {
    let plain = Styles::default();
    let fit = |screen: &Screen| -> io::Result<usize> {
        Ok(draw::words_width(screen.terminal.size()?.width).min(width.max(20)))
    };
    walk.set_width(fit(screen)?);
    let mut learn = Learn::new(walk.session());
    let mut dirty = true;
    loop {
        if dirty {
            screen
                .terminal
                .draw(|frame| draw::draw(frame, walk.session(), &learn))?;
            dirty = false;
        }
        let wait = match learn.animation {
            Some(_) => Duration::from_millis(learn.speed_ms),
            None => IDLE,
        };
        let started = Instant::now();
        let input = match listen(screen, wait)? {
            Heard::Resized => {
                walk.set_width(fit(screen)?);
                dirty = true;
                continue;
            }
            Heard::Input(input) => input,
            Heard::Nothing if learn.animation.is_some() && started.elapsed() >= wait => Input::Tick,
            Heard::Nothing => continue,
        };
        dirty = true;
        let Action::Tutor(given) = learn.update(&input, walk.session()) else {
            continue;
        };
        let turn = if walk.session().proves() {
            worked_out(walk, given, screen, &mut learn)?
        } else {
            walk.handle(given, &plain)?
        };
        let (reply, lead) = match turn {
            Turn::Shown(Shown::Text(text) | Shown::Reply { text, .. }) => (Some(text), None),
            Turn::Shown(_) => (None, None),
            Turn::BackTo(title) => (None, Some(crate::t!("learn-back-to", title = title))),
            Turn::FirstPage => (Some(crate::t!("learn-first-page")), None),
            // Said before the next lesson, over its first page, which opens at its top.
            Turn::Next { finished, .. } => (None, Some(finished.say(fit(screen)?, &plain))),
            ended @ (Turn::Over { .. } | Turn::Stopped) => return Ok(ended),
        };
        learn.shown(walk.session(), reply);
        learn.lead = lead;
    }
}

/// Gives the tutor an input that may run a proof, in a thread, while the screen stays drawn
/// and Ctrl-C (or `q`) stops the proof.
fn worked_out(
    walk: &mut Walk<'_>,
    given: Tutor,
    screen: &mut Screen,
    learn: &mut Learn,
) -> Result<Turn, WalkError> {
    let watch = crate::cli::watch::Terminal::new();
    let shown = walk.session().clone();
    learn.working = true;
    let plain = Styles::default();
    let turn = std::thread::scope(|scope| {
        let work = scope.spawn(|| walk.handle(given, &plain));
        let mut drawn = false;
        while !work.is_finished() {
            if !drawn {
                screen
                    .terminal
                    .draw(|frame| draw::draw(frame, &shown, learn))?;
                drawn = true;
            }
            if let Heard::Input(Input::Interrupt | Input::Char('q')) = listen(screen, WORKING)? {
                crate::cli::watch::interrupt();
            }
        }
        work.join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    });
    learn.working = false;
    drop(watch);
    turn
}
