//! `bao engine`: a persistent engine protocol on standard input and output, one JSON object a
//! line, for front ends, bots and match runners, after the model of UCI for chess
//! (docs/engine-protocol.md).
//!
//! A command is an object with `"cmd"`; a reply an object with `"type"`. The search runs on a
//! thread of its own, so that `stop` and `quit` are read while it searches; it keeps its table
//! from one `go` to the next until `new`. Every bad line is an `error` reply, never the end.

mod command;
mod line;

use std::{
    io::{self, BufRead, Write},
    sync::{
        Mutex, PoisonError,
        atomic::{AtomicBool, Ordering},
    },
    thread::{self, Scope, ScopedJoinHandle},
    time::Instant,
};

use serde_json::{Value, json};

use super::{Error, analyse, error::Stream, moves::moves_json, position_arg};
use crate::{
    engine::{Outcome, Position, notation::MoveText},
    position_json::{PositionJson, SideJson},
    search::{Limits, Progress, Search},
};
use command::{Command, Go};
use line::Line;

/// Arguments of `bao engine` (none: everything comes as commands).
#[derive(Debug, clap::Args)]
pub struct Args {}

/// The game the engine is at: a position and how it ended, if it did.
#[derive(Clone, Copy, Debug)]
struct Game {
    position: Position,
    outcome: Option<Outcome>,
}

/// Writes replies, one JSON object a line, from the reading thread and the search's alike.
struct Replies<W> {
    out: Mutex<W>,
}

impl<W: Write> Replies<W> {
    /// Writes one reply and flushes it, so that the client sees it at once.
    fn say(&self, reply: &Value) -> io::Result<()> {
        let mut out = self.out.lock().unwrap_or_else(PoisonError::into_inner);
        writeln!(out, "{reply}")?;
        out.flush()
    }

    /// Writes an error reply.
    fn error(&self, message: &str) -> io::Result<()> {
        self.say(&json!({ "type": "error", "message": message }))
    }
}

/// Everything the engine keeps between commands.
struct Engine<'scope, W> {
    game: Option<Game>,
    /// The search and its table, when no search is running.
    search: Option<Search>,
    /// The search running, which gives its [`Search`] back when done.
    running: Option<ScopedJoinHandle<'scope, Search>>,
    replies: &'scope Replies<W>,
    stop: &'scope AtomicBool,
    /// Set by the search just before it writes its `bestmove`, so that a command the client
    /// sends on reading it finds the search ended (and waits only for its thread to return).
    done: &'scope AtomicBool,
}

/// Serves the protocol on `input` and `out` until `quit` or the end of the input.
pub(crate) fn run(input: &mut impl BufRead, out: impl Write + Send) -> Result<(), Error> {
    // The protocol is for programs: every reply, errors included, stays English whatever
    // `--lang` or the locale says.
    crate::i18n::set(crate::i18n::Language::English);
    // Read once now, so that no search's time counts the catalogue's parsing.
    let _ = crate::i18n::Catalogue::builtin();
    let replies = Replies {
        out: Mutex::new(out),
    };
    let stop = AtomicBool::new(false);
    let done = AtomicBool::new(false);
    thread::scope(|scope| {
        let mut engine = Engine {
            game: None,
            search: Some(Search::new()),
            running: None,
            replies: &replies,
            stop: &stop,
            done: &done,
        };
        let result = engine.serve(scope, input);
        // At `quit` or the end of the input, a search running is stopped; it still gives its
        // best move.
        engine.halt();
        result
    })
}

impl<'scope, W: Write + Send> Engine<'scope, W> {
    /// Reads and answers commands until `quit` or the end of the input.
    fn serve<'env>(
        &mut self,
        scope: &'scope Scope<'scope, 'env>,
        input: &mut impl BufRead,
    ) -> Result<(), Error> {
        let output = |e| Error::Stream(Some(Stream::Output), e);
        while let Some(line) =
            line::read(input).map_err(|e| Error::Stream(Some(Stream::Input), e))?
        {
            let text = match line {
                Line::Text(text) if text.trim().is_empty() => continue,
                Line::Text(text) => text,
                Line::TooLong => {
                    self.replies
                        .error(&format!(
                            "the line is longer than {} bytes: a command is one small JSON object",
                            line::LIMIT
                        ))
                        .map_err(output)?;
                    continue;
                }
                Line::NotUtf8 => {
                    self.replies
                        .error("the line is not UTF-8 text")
                        .map_err(output)?;
                    continue;
                }
            };
            self.collect();
            match command::parse(&text) {
                Err(message) => self.replies.error(&message).map_err(output)?,
                Ok(Command::Quit) => return Ok(()),
                Ok(command) => self.answer(scope, command).map_err(output)?,
            }
        }
        Ok(())
    }

    /// Answers one command other than `quit`.
    fn answer<'env>(
        &mut self,
        scope: &'scope Scope<'scope, 'env>,
        command: Command,
    ) -> io::Result<()> {
        let busy = self.running.is_some();
        match command {
            Command::Stop if busy => {
                self.halt();
                Ok(())
            }
            Command::Stop => self.replies.error("no search is running"),
            Command::Moves => match self.game {
                None => self.replies.error("no position: send `position` first"),
                Some(game) => {
                    let moves =
                        moves_json(&game.position, &mut ()).expect("an unwatched sowing ends");
                    self.replies
                        .say(&json!({ "type": "moves", "moves": moves }))
                }
            },
            _ if busy => self
                .replies
                .error("a search is running: send `stop` first, or wait for its `bestmove`"),
            Command::Position {
                rules,
                position,
                moves,
            } => match set_up(&position, rules, &moves) {
                Ok(game) => {
                    self.game = Some(game);
                    self.ready()
                }
                Err(message) => self.replies.error(&message),
            },
            Command::Play(text) => match self.game.map(|game| play(game, &text)) {
                None => self.replies.error("no position: send `position` first"),
                Some(Err(message)) => self.replies.error(&message),
                Some(Ok(game)) => {
                    self.game = Some(game);
                    self.ready()
                }
            },
            Command::New => {
                if let Some(search) = &mut self.search {
                    search.clear();
                }
                self.ready()
            }
            Command::Go(go) => match self.game {
                None => self.replies.error("no position: send `position` first"),
                Some(Game {
                    outcome: Some(outcome),
                    ..
                }) => self
                    .replies
                    .error(&format!("the game is over: {}", over(&outcome))),
                Some(Game { position, .. }) => {
                    self.start(scope, position, go);
                    Ok(())
                }
            },
            Command::Quit => Ok(()),
        }
    }

    /// Replies `ready`, with the position and whether the game is over.
    fn ready(&self) -> io::Result<()> {
        let reply = match self.game {
            None => json!({ "type": "ready" }),
            Some(game) => json!({
                "type": "ready",
                "position": PositionJson::from_position(&game.position),
                "game_over": game.outcome.is_some(),
                "winner": game.outcome.and_then(|o| o.winner).map(SideJson::from),
            }),
        };
        self.replies.say(&reply)
    }

    /// Starts a search on its own thread.
    fn start<'env>(&mut self, scope: &'scope Scope<'scope, 'env>, position: Position, go: Go) {
        let mut search = self.search.take().unwrap_or_default();
        let replies = self.replies;
        let flag = self.stop;
        let done = self.done;
        flag.store(false, Ordering::Relaxed);
        done.store(false, Ordering::Release);
        self.running = Some(scope.spawn(move || {
            let started = Instant::now();
            let deadline = go.time.map(|t| started + t);
            let stop =
                || flag.load(Ordering::Relaxed) || deadline.is_some_and(|d| Instant::now() >= d);
            let result = search_once(&mut search, &position, go, &stop, started, replies);
            done.store(true, Ordering::Release);
            // A reply that cannot be written is the reading thread's to notice.
            let _ = match result {
                Ok(mut reply) => {
                    reply["type"] = json!("bestmove");
                    replies.say(&reply)
                }
                Err(message) => replies.error(&message),
            };
            search
        }));
    }

    /// Takes back the search of a search that has ended by itself.
    fn collect(&mut self) {
        if self.running.is_some() && self.done.load(Ordering::Acquire) {
            self.halt();
        }
    }

    /// Stops the search running, if any, and waits for its best move.
    fn halt(&mut self) {
        if let Some(running) = self.running.take() {
            self.stop.store(true, Ordering::Relaxed);
            // A search that failed loses its table, not the engine.
            self.search = Some(running.join().unwrap_or_default());
        }
    }
}

/// Searches as `go` asks, telling each iteration as an `info` reply; gives the `bestmove` reply
/// (without its type) or the message of an error.
fn search_once<W: Write>(
    search: &mut Search,
    position: &Position,
    go: Go,
    stop: &dyn Fn() -> bool,
    started: Instant,
    replies: &Replies<W>,
) -> Result<Value, String> {
    let report = match go.prove {
        Some(turns) => {
            analyse::proved(position, turns, search, stop, started).map_err(|e| e.to_string())?
        }
        None => {
            let limits = Limits {
                depth: go.depth.unwrap_or(analyse::MAX_DEPTH),
                nodes: go.nodes,
            };
            let mut progress = |p: &Progress| {
                let seconds = started.elapsed().as_secs_f64();
                let nps = if seconds > 0.0 {
                    (p.nodes as f64 / seconds) as u64
                } else {
                    0
                };
                let _ = replies.say(&json!({
                    "type": "info",
                    "depth": p.depth,
                    "score": analyse::score_json(p.score),
                    "chance": analyse::chance_json(p.score),
                    "pv": p.pv.iter().map(ToString::to_string).collect::<Vec<_>>(),
                    "nodes": p.nodes,
                    "nps": nps,
                    "time_ms": (seconds * 1000.0) as u64,
                }));
            };
            let analysis = search
                .analyse(position, limits, stop, &mut progress)
                .map_err(|e| e.to_string())?;
            analyse::search_report(position.to_move(), position.rules().endless, &analysis)
        }
    };
    Ok(analyse::report_json(&report, started.elapsed().as_millis()))
}

/// Sets up a game: a position, then each move played from it.
fn set_up(text: &str, rules: crate::engine::Rules, moves: &[String]) -> Result<Game, String> {
    let position = position_arg::read_given(text, rules).map_err(|e| e.to_string())?;
    let mut game = Game {
        position,
        outcome: position.outcome(),
    };
    for (i, mv) in moves.iter().enumerate() {
        game = play(game, mv).map_err(|e| format!("move {} of `moves`: {e}", i + 1))?;
    }
    Ok(game)
}

/// Plays one move, given as text, in a game.
fn play(game: Game, text: &str) -> Result<Game, String> {
    let quoted = crate::engine::notation::shown(text);
    if let Some(outcome) = game.outcome {
        return Err(format!(
            "move `{quoted}`: the game is over: {}",
            over(&outcome)
        ));
    }
    let at = |e: &dyn std::fmt::Display| format!("move `{quoted}`: {e}");
    let mv = text
        .parse::<MoveText>()
        .map_err(|e| at(&e))?
        .resolve(&game.position)
        .map_err(|e| at(&e))?;
    let played = game.position.play(mv).map_err(|e| at(&e))?;
    Ok(Game {
        position: played.position,
        outcome: played.outcome,
    })
}

/// How a game ended, in words: the protocol's, English whatever the language.
fn over(outcome: &Outcome) -> String {
    crate::render::trace::game_over_in(crate::i18n::Language::English, outcome)
}

#[cfg(test)]
mod tests;
