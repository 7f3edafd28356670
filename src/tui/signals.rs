//! The signals that end a terminal program (SIGTERM, SIGHUP, SIGQUIT, and SIGINT sent by
//! `kill`, since the keyboard's Ctrl-C is a key on a full screen) while a full screen is up.
//!
//! The first asks the screen to quit as Ctrl-C does: [`super::terminal::listen`] hears Ctrl-C
//! from then on, so the game or the page is kept and the terminal put back on the way out. A
//! second, should the first not be heard (a long step on the screen's own thread), puts the
//! terminal back at once and ends bao as the signal would. Outside a full screen each signal
//! does what it always does. SIGINT is `cli::watch`'s (the one Ctrl-C handler), which asks
//! [`ask_to_end`] first.

use std::sync::{
    Once,
    atomic::{AtomicBool, Ordering},
};

use signal_hook::{
    consts::{SIGHUP, SIGQUIT, SIGTERM},
    iterator::Signals,
    low_level::emulate_default_handler,
};

/// A full screen is up.
static UP: AtomicBool = AtomicBool::new(false);
/// A signal asked the screen up to end.
static ENDING: AtomicBool = AtomicBool::new(false);

/// Says a full screen is up (or down again); the first time, starts listening for the signals.
pub(super) fn screen_up(up: bool) {
    static LISTENING: Once = Once::new();
    LISTENING.call_once(|| {
        crate::cli::watch::install();
        if let Ok(mut signals) = Signals::new([SIGTERM, SIGHUP, SIGQUIT]) {
            std::thread::spawn(move || {
                for signal in signals.forever() {
                    if ask_to_end() == Some(true) {
                        continue;
                    }
                    // No screen, or a second signal: as the signal would, the terminal put back.
                    if UP.load(Ordering::SeqCst) {
                        super::terminal::restore();
                    }
                    let _ = emulate_default_handler(signal);
                }
            });
        }
    });
    ENDING.store(false, Ordering::SeqCst);
    UP.store(up, Ordering::SeqCst);
}

/// Asks the full screen up, if any, to end: `Some(true)` the first time, `Some(false)` when
/// it was asked already, `None` when no screen is up.
pub(crate) fn ask_to_end() -> Option<bool> {
    UP.load(Ordering::SeqCst)
        .then(|| !ENDING.swap(true, Ordering::SeqCst))
}

/// Checks if a signal asked the screen to end.
pub(crate) fn ending() -> bool {
    ENDING.load(Ordering::SeqCst)
}
