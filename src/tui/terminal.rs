//! The terminal: raw mode and the alternate screen, restored on exit, on Ctrl-C and on a panic;
//! keys read as [`Input`]s; bao, the coach and hints computed in background threads.

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
    files,
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

/// Restores the terminal when dropped, whatever ends the session.
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}

/// Runs the full-screen game until the player quits; the game is saved after every turn.
///
/// # Errors
/// Returns the terminal's error, or the store's as an I/O error.
pub fn run(mut app: App, store: &Store, thinking: Thinking) -> io::Result<App> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
    terminal::enable_raw_mode()?;
    let guard = Guard;
    // The screen is cleared here rather than by ratatui, which would ask the terminal where its
    // cursor is (a question a pseudo-terminal may never answer).
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        cursor::Hide,
        terminal::Clear(terminal::ClearType::All)
    )?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    let result = session(&mut app, &mut terminal, store, thinking);
    drop(guard);
    result.map(|()| app)
}

/// A message from a background thread.
enum Done {
    Bao(Option<crate::engine::Move>, Dice),
    Coach(usize, Option<String>),
    Hint(crate::engine::Move),
}

fn session(
    app: &mut App,
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    store: &Store,
    mut thinking: Thinking,
) -> io::Result<()> {
    let (send, receive): (Sender<Done>, Receiver<Done>) = mpsc::channel();
    let mut effect = app.start();
    let mut saved = None;
    let mut dirty = true;
    loop {
        if !handle(app, effect, &send, &mut thinking) {
            return Ok(());
        }
        effect = Effect::None;
        let now = (app.game.turns().len(), app.game.result());
        if saved != Some(now) {
            let done = if app.game.is_over() {
                store.clear()
            } else {
                store.save(app.game.record())
            };
            done.map_err(|e| io::Error::other(e.to_string()))?;
            saved = Some(now);
        }
        if dirty {
            terminal.draw(|frame| draw::draw(frame, app))?;
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
                Done::Coach(turn, said) => app.update(Input::Coached(turn, said)),
                Done::Hint(mv) => app.update(Input::Hinted(mv)),
            };
            continue;
        }
        let wait = if app.animation.is_some() {
            Duration::from_millis(app.speed_ms)
        } else {
            Duration::from_millis(50)
        };
        let started = Instant::now();
        if event::poll(wait)? {
            let event = event::read()?;
            if let Event::Resize(..) = event {
                terminal.autoresize()?;
                dirty = true;
            }
            if let Some(input) = read_input(event) {
                effect = app.update(input);
                dirty = true;
            }
        } else if app.animation.is_some() && started.elapsed() >= wait {
            effect = app.update(Input::Tick);
            dirty = true;
        }
    }
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
                let said = coach::judge(&before, mv, Budget::default(), &|| {
                    Instant::now() > deadline
                })
                .and_then(|v| v.say(mv, before.to_move()));
                let _ = send.send(Done::Coach(turn, said));
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
        Effect::SaveRecord => app.message = Some(save_record(app)),
    }
    true
}

/// Writes the record to the first free `bao-game.txt`, `bao-game-2.txt`, … here.
fn save_record(app: &App) -> String {
    let text = app.game.record().write();
    for n in 1..100 {
        let name = if n == 1 {
            "bao-game.txt".to_owned()
        } else {
            format!("bao-game-{n}.txt")
        };
        match files::create_new(std::path::Path::new(&name), &text) {
            Ok(()) => return format!("the record is written to `{name}`"),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return format!("cannot write `{name}`: {e}"),
        }
    }
    "cannot find a free name for the record here".to_owned()
}

/// Reads a terminal event as an input.
fn read_input(event: Event) -> Option<Input> {
    let Event::Key(key) = event else {
        return None;
    };
    if key.kind == KeyEventKind::Release {
        return None;
    }
    if key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'd'))
    {
        return Some(Input::Interrupt);
    }
    Some(match key.code {
        KeyCode::Left => Input::Left,
        KeyCode::Right => Input::Right,
        KeyCode::Up => Input::Up,
        KeyCode::Down => Input::Down,
        KeyCode::Enter => Input::Enter,
        KeyCode::Esc => Input::Escape,
        KeyCode::Backspace => Input::Backspace,
        KeyCode::Char(' ') => Input::Enter,
        KeyCode::Char(c) => Input::Char(c),
        _ => return None,
    })
}
