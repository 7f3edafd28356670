//! The terminal: raw mode and the alternate screen, restored on exit, on Ctrl-C, on a signal
//! that ends a terminal program (SIGTERM, SIGHUP: see [`super::signals`]) and on a panic; keys
//! read as [`Input`]s; bao, the coach and hints computed in background threads. The same
//! take-over drives `bao replay` ([`replay`]).

pub mod replay;
pub mod review;
mod save;

use std::{
    io::{self, Stdout},
    sync::mpsc::{self, Receiver, Sender},
    time::{Duration, Instant},
};

use crossterm::{
    cursor,
    event::{self, Event, KeyCode, KeyEventKind, KeyModifiers},
    execute,
    terminal::{self, EnterAlternateScreen, LeaveAlternateScreen},
};
use ratatui::{Terminal, backend::CrosstermBackend};

use super::{App, Effect, Input, draw};
use crate::{
    game::{
        coach::{self, Budget},
        opponent::{self, Dice},
        record::{Player, Strength},
        store::Store,
    },
    search::{Limits, analyse},
};

/// How the driver thinks for bao and the coach.
#[derive(Clone, Copy, Debug)]
pub struct Thinking {
    /// bao's dice.
    pub dice: Dice,
    /// How long bao may think at a strength.
    pub time: fn(Strength) -> Duration,
    /// How long the coach may think.
    pub coach_time: Duration,
}

/// Puts the terminal back as it was: leaves the alternate screen, shows the cursor, ends raw
/// mode. Safe to call more than once.
pub fn restore() {
    let _ = terminal::disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, cursor::Show);
}

/// The panic hook of a full-screen session: `restore` the terminal, then report the panic as
/// `previous` would, on a screen that can show it.
fn restoring(restore: fn(), previous: Box<PanicHook>) -> Box<PanicHook> {
    Box::new(move |info| {
        restore();
        previous(info);
    })
}

/// What a panic hook is.
type PanicHook = dyn Fn(&std::panic::PanicHookInfo<'_>) + Sync + Send + 'static;

/// The terminal taken over for a full-screen session: raw mode and the alternate screen, put
/// back when it is dropped, whatever ends the session, and by a panic.
pub struct Screen {
    /// The terminal to draw on.
    pub terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl Screen {
    /// Takes the terminal over.
    ///
    /// # Errors
    /// Returns the terminal's error; the terminal is put back first.
    pub fn enter() -> io::Result<Screen> {
        static HOOKED: std::sync::Once = std::sync::Once::new();
        HOOKED.call_once(|| std::panic::set_hook(restoring(restore, std::panic::take_hook())));
        terminal::enable_raw_mode()?;
        let entered = (|| {
            // The screen is cleared here rather than by ratatui, which would ask the terminal
            // where its cursor is (a question a pseudo-terminal may never answer).
            execute!(
                io::stdout(),
                EnterAlternateScreen,
                cursor::Hide,
                terminal::Clear(terminal::ClearType::All)
            )?;
            Terminal::new(CrosstermBackend::new(io::stdout()))
        })();
        match entered {
            Ok(terminal) => {
                super::signals::screen_up(true);
                Ok(Screen { terminal })
            }
            Err(err) => {
                restore();
                Err(err)
            }
        }
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore();
        super::signals::screen_up(false);
    }
}

/// The smallest terminal the full screen is drawn on (columns, rows); a smaller one, or one
/// whose size is not known, gets the line mode.
pub const SMALLEST: (u16, u16) = (40, 16);

/// Checks if the terminal is large enough for the full screen.
#[must_use]
pub fn fits() -> bool {
    terminal::size().is_ok_and(|(columns, rows)| columns >= SMALLEST.0 && rows >= SMALLEST.1)
}

/// What the terminal said while it was listened to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Nothing within the time.
    Nothing,
    /// A key (or Ctrl-C).
    Input(Input),
    /// The terminal changed size (ratatui has been told).
    Resized,
}

/// Waits at most `wait` for a key or a resize. Once a signal has asked bao to end, it hears
/// Ctrl-C, each time it is asked, so the screen quits as Ctrl-C makes it quit.
///
/// # Errors
/// Returns the terminal's error.
pub fn listen(screen: &mut Screen, wait: Duration) -> io::Result<Heard> {
    let ended = || Ok(Heard::Input(Input::Interrupt));
    if super::signals::ending() {
        return ended();
    }
    if !event::poll(wait)? {
        return if super::signals::ending() {
            ended()
        } else {
            Ok(Heard::Nothing)
        };
    }
    let event = event::read()?;
    if let Event::Resize(..) = event {
        screen.terminal.autoresize()?;
        return Ok(Heard::Resized);
    }
    Ok(read_input(event).map_or(Heard::Nothing, Heard::Input))
}

/// Runs the full-screen game until the player quits; the game is saved after every turn.
///
/// # Errors
/// Returns the terminal's error, or the store's as an I/O error.
pub fn run(mut app: App, store: &Store, thinking: Thinking) -> io::Result<App> {
    let mut screen = Screen::enter()?;
    let result = session(&mut app, &mut screen, store, thinking);
    drop(screen);
    result.map(|()| app)
}

/// A message from a background thread.
enum Done {
    Bao(Option<crate::engine::Move>, Dice),
    Coach(
        usize,
        crate::engine::Move,
        Option<String>,
        Option<crate::game::coach::reason::Marks>,
    ),
    Hint(crate::engine::Move),
    Evaluated(crate::engine::Position, crate::search::Score),
}

fn session(
    app: &mut App,
    screen: &mut Screen,
    store: &Store,
    mut thinking: Thinking,
) -> io::Result<()> {
    let (send, receive): (Sender<Done>, Receiver<Done>) = mpsc::channel();
    let mut effect = app.start();
    let mut saved = None;
    let mut dirty = true;
    let mut evaluated = None;
    loop {
        if !handle(app, effect, &send, &mut thinking) {
            return Ok(());
        }
        effect = Effect::None;
        if !app.game.is_over() && evaluated != Some(*app.game.position()) {
            evaluated = Some(*app.game.position());
            evaluate(*app.game.position(), &send, thinking.coach_time);
        }
        // A finished game is kept too, until a new game starts: a resignation can be taken
        // back, and the record written, after `bao game --load` of this file.
        let now = app.game.record().write();
        if saved.as_ref() != Some(&now) {
            store
                .save(app.game.record())
                .map_err(|e| io::Error::other(e.to_string()))?;
            saved = Some(now);
        }
        if dirty {
            screen.terminal.draw(|frame| draw::draw(frame, app))?;
            dirty = false;
        }
        if let Ok(done) = receive.try_recv() {
            dirty = true;
            effect = match done {
                Done::Bao(Some(mv), dice) => {
                    thinking.dice = dice;
                    app.update(Input::BaoMoved(mv))
                }
                Done::Bao(None, _) => {
                    app.thinking = None;
                    Effect::None
                }
                Done::Coach(turn, mv, said, marks) => {
                    if let Some(marks) = marks {
                        let _ = app.update(Input::CoachMarks(turn, mv, marks));
                    }
                    app.update(Input::Coached(turn, mv, said))
                }
                Done::Hint(mv) => app.update(Input::Hinted(mv)),
                Done::Evaluated(position, score) => app.update(Input::Evaluated(position, score)),
            };
            continue;
        }
        let wait = if app.animation.is_some() {
            Duration::from_millis(app.speed_ms)
        } else {
            Duration::from_millis(50)
        };
        let started = Instant::now();
        match listen(screen, wait)? {
            Heard::Resized => dirty = true,
            Heard::Input(input) => {
                effect = app.update(input);
                dirty = true;
            }
            Heard::Nothing if app.animation.is_some() && started.elapsed() >= wait => {
                effect = app.update(Input::Tick);
                dirty = true;
            }
            Heard::Nothing => {}
        }
    }
}

/// Finds the score of a position for the evaluation bar in a background thread, within the
/// review's budget and at most `time`.
fn evaluate(position: crate::engine::Position, send: &Sender<Done>, time: Duration) {
    let send = send.clone();
    std::thread::spawn(move || {
        let deadline = Instant::now() + time;
        let limits = crate::game::review::LIMITS;
        if let Ok(a) = analyse(&position, limits, &|| Instant::now() > deadline) {
            // The steady score, as the review and the replay's bar read it: no parity zigzag.
            let _ = send.send(Done::Evaluated(position, a.steady));
        }
    });
}

/// Carries out an effect; false to quit.
fn handle(app: &mut App, effect: Effect, send: &Sender<Done>, thinking: &mut Thinking) -> bool {
    match effect {
        Effect::None => {}
        Effect::Quit => return false,
        Effect::Think(position) => {
            let side = position.to_move();
            let Player::Bao(strength) = app.game.player(side).clone() else {
                return true;
            };
            let time = (thinking.time)(strength);
            app.thinking = Some((side, time.as_secs_f64()));
            let mut dice = thinking.dice;
            let send = send.clone();
            std::thread::spawn(move || {
                let deadline = Instant::now() + time;
                let mv = opponent::reply(&position, strength, &mut dice, &|| {
                    Instant::now() > deadline
                });
                let _ = send.send(Done::Bao(mv, dice));
            });
        }
        Effect::Coach { turn, before, mv } => {
            let send = send.clone();
            let time = thinking.coach_time;
            std::thread::spawn(move || {
                let deadline = Instant::now() + time;
                let verdict = coach::judge(&before, mv, Budget::default(), &|| {
                    Instant::now() > deadline
                });
                let said = verdict.as_ref().and_then(|v| v.say(mv, before.to_move()));
                let marks = verdict.as_ref().and_then(coach::Verdict::marks);
                let _ = send.send(Done::Coach(turn, mv, said, marks));
            });
        }
        Effect::Hint(position) => {
            let send = send.clone();
            let time = thinking.coach_time;
            std::thread::spawn(move || {
                let deadline = Instant::now() + time;
                let limits = Limits {
                    depth: 4,
                    nodes: Some(300_000),
                };
                if let Ok(a) = analyse(&position, limits, &|| Instant::now() > deadline) {
                    let _ = send.send(Done::Hint(a.best));
                }
            });
        }
        Effect::SaveRecord(name) => app.message = Some(save::save_record(app, name.as_deref())),
    }
    true
}

/// Reads a terminal event as an input.
fn read_input(event: Event) -> Option<Input> {
    let Event::Key(key) = event else {
        return None;
    };
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        // Ctrl-J and Ctrl-M are the line feed and the carriage return an Enter sends before
        // the terminal is raw; any other control chord is no letter typed.
        match key.code {
            KeyCode::Char('c' | 'd') => return Some(Input::Interrupt),
            KeyCode::Char('j' | 'm') => return Some(Input::Enter),
            KeyCode::Char(_) => return None,
            _ => {}
        }
    }
    Some(match key.code {
        KeyCode::Left => Input::Left,
        KeyCode::Right => Input::Right,
        KeyCode::Up => Input::Up,
        KeyCode::Down => Input::Down,
        KeyCode::PageUp => Input::PageUp,
        KeyCode::PageDown => Input::PageDown,
        KeyCode::Home => Input::Home,
        KeyCode::End => Input::End,
        KeyCode::Enter => Input::Enter,
        KeyCode::Esc => Input::Escape,
        KeyCode::Backspace => Input::Backspace,
        KeyCode::Char(' ') => Input::Enter,
        KeyCode::Char(c) => Input::Char(c),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

    use super::{Input, read_input};

    fn chord(c: char) -> Option<Input> {
        read_input(Event::Key(KeyEvent::new(
            KeyCode::Char(c),
            KeyModifiers::CONTROL,
        )))
    }

    #[test]
    fn a_control_chord_is_never_read_as_its_letter() {
        assert_eq!(chord('j'), Some(Input::Enter));
        assert_eq!(chord('m'), Some(Input::Enter));
        assert_eq!(chord('c'), Some(Input::Interrupt));
        assert_eq!(chord('a'), None);
        assert_eq!(chord('s'), None);
        let ctrl_left = Event::Key(KeyEvent::new(KeyCode::Left, KeyModifiers::CONTROL));
        assert_eq!(read_input(ctrl_left), Some(Input::Left));
    }

    static RESTORED: AtomicUsize = AtomicUsize::new(0);
    static REPORTED_AFTER: AtomicUsize = AtomicUsize::new(0);

    fn counted() {
        RESTORED.fetch_add(1, Ordering::SeqCst);
    }

    #[test]
    fn a_panic_restores_the_terminal_before_it_is_reported() {
        let hook = super::restoring(
            counted,
            Box::new(|_| {
                // The report comes after the terminal is put back, so it can be read.
                REPORTED_AFTER.store(RESTORED.load(Ordering::SeqCst), Ordering::SeqCst);
            }),
        );
        // The hook is called as the panic machinery calls it, with a real panic's info.
        let previous = std::panic::take_hook();
        std::panic::set_hook(hook);
        let caught = std::panic::catch_unwind(|| panic!("drawing failed"));
        std::panic::set_hook(previous);
        assert!(caught.is_err());
        assert!(RESTORED.load(Ordering::SeqCst) >= 1);
        assert!(REPORTED_AFTER.load(Ordering::SeqCst) >= 1);
    }
}
