//! The driver of `bao replay` on the full screen: the terminal taken over as for the game,
//! the coach reading the game in a background thread, the keys and the animation's ticks.

use std::{
    io,
    sync::mpsc,
    time::{Duration, Instant},
};

use super::{Heard, Screen, listen};
use crate::{
    game::{
        coach::{self, Budget},
        review,
    },
    tui::{
        Input,
        replay::{self, Replay},
    },
};

/// Steps through a game on the full screen until the reader quits; with `coach`, the coach's
/// words on each move come as it judges them, `think` at most a move.
///
/// # Errors
/// Returns the terminal's error; the terminal is put back first.
pub fn run(mut replay: Replay, coach: bool, think: Duration) -> io::Result<()> {
    let mut screen = Screen::enter()?;
    let (send, receive) = mpsc::channel();
    if coach {
        let record = replay.record.clone();
        let played = replay.played.clone();
        std::thread::spawn(move || {
            let mut before = record.start;
            for (i, (turn, p)) in record.turns.iter().zip(&played).enumerate() {
                if replay::needs_coach(turn) {
                    let deadline = Instant::now() + think;
                    let said = coach::judge(&before, turn.mv, Budget::default(), &|| {
                        Instant::now() > deadline
                    })
                    .and_then(|v| v.say(turn.mv, before.to_move()));
                    if send.send((i, said)).is_err() {
                        return;
                    }
                }
                before = p.position;
            }
        });
    }
    let (tell, chances) = mpsc::channel();
    let positions: Vec<_> = std::iter::once((replay.record.start, None))
        .chain(
            replay
                .played
                .iter()
                .map(|p| (p.position, p.outcome.map(|o| o.winner))),
        )
        .collect();
    std::thread::spawn(move || {
        for (i, (position, over)) in positions.iter().enumerate() {
            let south = review::south_chance(position, *over, review::LIMITS);
            if tell.send((i, south)).is_err() {
                return;
            }
        }
    });
    let mut dirty = true;
    loop {
        while let Ok((i, said)) = receive.try_recv() {
            replay.coach[i] = said;
            dirty = true;
        }
        while let Ok((i, south)) = chances.try_recv() {
            replay.south[i] = Some(south);
            dirty = true;
        }
        if dirty {
            screen.terminal.draw(|frame| replay::draw(frame, &replay))?;
            dirty = false;
        }
        let wait = Duration::from_millis(if replay.animation.is_some() {
            replay.speed_ms
        } else {
            50
        });
        let started = Instant::now();
        match listen(&mut screen, wait)? {
            Heard::Resized => dirty = true,
            Heard::Input(input) => {
                if !replay.update(&input) {
                    return Ok(());
                }
                dirty = true;
            }
            Heard::Nothing if replay.animation.is_some() && started.elapsed() >= wait => {
                replay.update(&Input::Tick);
                dirty = true;
            }
            Heard::Nothing => {}
        }
    }
}
