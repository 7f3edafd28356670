//! Long computations on the command line: progress on stderr when it is a terminal, and Ctrl-C
//! to stop them.

use std::{
    io::{IsTerminal, Write},
    ops::ControlFlow,
    sync::{
        OnceLock,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use crate::engine::Watch;

/// Set by the Ctrl-C handler.
static STOP: AtomicBool = AtomicBool::new(false);

/// How many commands' computations are followed now: outside them Ctrl-C ends bao at once.
static FOLLOWED: AtomicUsize = AtomicUsize::new(0);

/// A progress line is on stderr.
static SHOWN: AtomicBool = AtomicBool::new(false);

/// How long a computation runs before its progress is shown.
const QUIET_FOR: Duration = Duration::from_millis(500);

/// Follows one command's long sowings and counts.
pub(crate) struct Terminal {
    started: Instant,
    terminal: bool,
}

impl Terminal {
    /// Installs the Ctrl-C handler (once a process) and starts following a command.
    pub(crate) fn new() -> Terminal {
        install();
        STOP.store(false, Ordering::Relaxed);
        FOLLOWED.fetch_add(1, Ordering::Relaxed);
        Terminal {
            started: Instant::now(),
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// Shows what a long computation is doing, once it has run a while; breaks on Ctrl-C.
    pub(crate) fn progress(&mut self, what: std::fmt::Arguments<'_>) -> ControlFlow<()> {
        self.show(what)
    }

    fn show(&mut self, what: std::fmt::Arguments<'_>) -> ControlFlow<()> {
        if STOP.load(Ordering::Relaxed) {
            return ControlFlow::Break(());
        }
        if self.terminal && self.started.elapsed() >= QUIET_FOR {
            let secs = self.started.elapsed().as_secs();
            let said = crate::t!(
                "cli-watch-progress",
                what = what.to_string(),
                seconds = secs
            );
            let _ = write!(std::io::stderr(), "\r\x1b[K{said}");
            SHOWN.store(true, Ordering::Relaxed);
        }
        ControlFlow::Continue(())
    }
}

/// Installs the Ctrl-C (SIGINT) handler, once a process. A second Ctrl-C ends bao at once,
/// should the first not be looked at soon enough; so does the first when nothing is followed
/// (`bao learn` waiting for a line). On a full screen, where the keyboard's Ctrl-C is a key,
/// a SIGINT asks the screen to end as the other ending signals do, and a second one puts the
/// terminal back before it ends bao.
pub(crate) fn install() {
    static HANDLER: OnceLock<()> = OnceLock::new();
    HANDLER.get_or_init(|| {
        let _ = ctrlc::set_handler(|| {
            if let Some(first) = crate::tui::signals::ask_to_end() {
                STOP.store(true, Ordering::Relaxed);
                if !first {
                    crate::tui::terminal::restore();
                    std::process::exit(130);
                }
                return;
            }
            if STOP.swap(true, Ordering::Relaxed) || FOLLOWED.load(Ordering::Relaxed) == 0 {
                std::process::exit(130);
            }
        });
    });
}

/// Checks if Ctrl-C was pressed, for a command to stop between two steps that are not watched.
pub(crate) fn stopped() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// Stops the computations followed now, as Ctrl-C does: for a full screen, where Ctrl-C is a
/// key rather than a signal.
pub(crate) fn interrupt() {
    STOP.store(true, Ordering::Relaxed);
}

/// Clears the progress line, if one is shown, before something else is printed.
pub(crate) fn clear() {
    if SHOWN.swap(false, Ordering::Relaxed) {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
}

impl Watch for Terminal {
    fn laps(&mut self, laps: u64) -> ControlFlow<()> {
        self.show(format_args!("{}", crate::t!("cli-watch-laps", laps = laps)))
    }

    fn positions(&mut self, counted: u64) -> ControlFlow<()> {
        self.show(format_args!(
            "{}",
            crate::t!("cli-watch-counted", turns = counted)
        ))
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        FOLLOWED.fetch_sub(1, Ordering::Relaxed);
        clear();
    }
}
