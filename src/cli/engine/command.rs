//! The commands of `bao engine`: one JSON object a line, read into data with every field checked,
//! so that a wrong one is an error naming the command and the field.

use std::time::Duration;

use serde_json::{Map, Value};

use super::super::{
    analyse::MAX_DEPTH,
    duration::{A_DAY, seconds},
};
use crate::{engine::Rules, search::params::MAX_PROOF_TURNS};

/// The names of the commands, as an error lists them.
const NAMES: &str = "position, go, stop, moves, play, new, quit";

/// One command.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Command {
    /// Set the position: a ruleset, a position (`start`, the one-line form or a JSON object as
    /// text) and moves played from it.
    Position {
        /// The ruleset.
        rules: Rules,
        /// The position, as text.
        position: String,
        /// The moves played from it, as typed.
        moves: Vec<String>,
    },
    /// Search the position.
    Go(Go),
    /// Stop the search running.
    Stop,
    /// List the legal moves.
    Moves,
    /// Play one move.
    Play(String),
    /// Forget the table, as at a new game.
    New,
    /// End the engine.
    Quit,
}

/// How a `go` may search: any of a time, a depth and a node count (the first reached ends it),
/// a proof of a win within some turns, or no end until `stop`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Go {
    /// The most time to think.
    pub(crate) time: Option<Duration>,
    /// The deepest iteration, in plies.
    pub(crate) depth: Option<u32>,
    /// The most nodes to visit.
    pub(crate) nodes: Option<u64>,
    /// Prove whether the player to move wins within this many turns.
    pub(crate) prove: Option<u32>,
    /// Search until `stop`.
    pub(crate) infinite: bool,
}

/// Reads one line as a command; the error is the message of the `error` reply.
pub(crate) fn parse(line: &str) -> Result<Command, String> {
    let value: Value =
        serde_json::from_str(line).map_err(|e| format!("the line is not JSON: {e}"))?;
    let Value::Object(mut map) = value else {
        return Err(format!(
            "a command is a JSON object with `cmd`, not {}",
            kind(&value)
        ));
    };
    let cmd = match map.remove("cmd") {
        None => return Err(format!("the command has no `cmd`: give one of {NAMES}")),
        Some(Value::String(cmd)) => cmd,
        Some(other) => {
            return Err(format!(
                "`cmd` must be a string, one of {NAMES}, not {}",
                kind(&other)
            ));
        }
    };
    let mut fields = Fields { map, cmd: &cmd };
    let command = match cmd.as_str() {
        "position" => {
            let rules = match fields.string("rules")? {
                None => Rules::KISWAHILI,
                Some(text) => text
                    .parse()
                    .map_err(|e| format!("field `rules` of `position`: {e}"))?,
            };
            let position = match fields.map.remove("position") {
                None => return Err(fields.missing("position")),
                Some(Value::String(text)) => text,
                Some(object @ Value::Object(_)) => object.to_string(),
                Some(other) => {
                    return Err(fields.wrong("position", "a string or a JSON object", &other));
                }
            };
            let moves = match fields.map.remove("moves") {
                None => Vec::new(),
                Some(Value::Array(items)) => items
                    .into_iter()
                    .map(|item| match item {
                        Value::String(mv) => Ok(mv),
                        other => Err(fields.wrong("moves", "an array of strings", &other)),
                    })
                    .collect::<Result<_, _>>()?,
                Some(other) => return Err(fields.wrong("moves", "an array of strings", &other)),
            };
            Command::Position {
                rules,
                position,
                moves,
            }
        }
        "go" => Command::Go(go(&mut fields)?),
        "stop" => Command::Stop,
        "moves" => Command::Moves,
        "play" => match fields.string("move")? {
            Some(mv) => Command::Play(mv),
            None => return Err(fields.missing("move")),
        },
        "new" => Command::New,
        "quit" => Command::Quit,
        other => {
            return Err(format!(
                "unknown command `{}`: give one of {NAMES}",
                crate::engine::notation::shown(other)
            ));
        }
    };
    fields.finish()?;
    Ok(command)
}

/// Reads the fields of a `go`.
fn go(fields: &mut Fields) -> Result<Go, String> {
    let time = match fields.map.remove("time") {
        None => None,
        Some(Value::Number(n)) => {
            Some(seconds(&n.to_string(), A_DAY).map_err(|e| format!("field `time` of `go`: {e}"))?)
        }
        Some(other) => return Err(fields.wrong("time", "a number of seconds", &other)),
    };
    let go = Go {
        time,
        depth: fields
            .whole("depth", 1, u64::from(MAX_DEPTH))?
            .map(|d| d as u32),
        nodes: fields.whole("nodes", 1, u64::MAX)?,
        prove: fields
            .whole("prove", 1, u64::from(MAX_PROOF_TURNS))?
            .map(|n| n as u32),
        infinite: fields.flag("infinite")?,
    };
    let limited = go.time.is_some() || go.depth.is_some() || go.nodes.is_some();
    if !limited && go.prove.is_none() && !go.infinite {
        return Err(
            "`go` needs an end: `time`, `depth`, `nodes`, `prove`, or `infinite` (until `stop`)"
                .to_owned(),
        );
    }
    if go.infinite && go.time.is_some() {
        return Err("`go` cannot have both `infinite` and `time`".to_owned());
    }
    if go.prove.is_some() && (go.depth.is_some() || go.nodes.is_some()) {
        return Err(
            "`go` with `prove` searches as deep as the proof: it takes no `depth` or `nodes`"
                .to_owned(),
        );
    }
    Ok(go)
}

/// The fields of a command not read yet.
struct Fields<'a> {
    map: Map<String, Value>,
    cmd: &'a str,
}

impl Fields<'_> {
    /// Takes a string field, if given.
    fn string(&mut self, name: &str) -> Result<Option<String>, String> {
        match self.map.remove(name) {
            None => Ok(None),
            Some(Value::String(text)) => Ok(Some(text)),
            Some(other) => Err(self.wrong(name, "a string", &other)),
        }
    }

    /// Takes a whole-number field from `least` to `most`, if given.
    fn whole(&mut self, name: &str, least: u64, most: u64) -> Result<Option<u64>, String> {
        let what = if most == u64::MAX {
            format!("a whole number, at least {least}")
        } else {
            format!("a whole number from {least} to {most}")
        };
        match self.map.remove(name) {
            None => Ok(None),
            Some(Value::Number(n)) => match n.as_u64() {
                Some(n) if (least..=most).contains(&n) => Ok(Some(n)),
                _ => Err(self.wrong(name, &what, &Value::Number(n))),
            },
            Some(other) => Err(self.wrong(name, &what, &other)),
        }
    }

    /// Takes a true-or-false field, false if not given.
    fn flag(&mut self, name: &str) -> Result<bool, String> {
        match self.map.remove(name) {
            None => Ok(false),
            Some(Value::Bool(flag)) => Ok(flag),
            Some(other) => Err(self.wrong(name, "true or false", &other)),
        }
    }

    /// The error of a field of the wrong kind or out of range.
    fn wrong(&self, name: &str, what: &str, value: &Value) -> String {
        let shown = match value {
            Value::Number(n) => n.to_string(),
            other => kind(other).to_owned(),
        };
        format!(
            "field `{name}` of `{}` must be {what}, not {shown}",
            self.cmd
        )
    }

    /// The error of a field that must be given.
    fn missing(&self, name: &str) -> String {
        format!("`{}` needs the field `{name}`", self.cmd)
    }

    /// Checks that no field is left that the command does not know.
    fn finish(self) -> Result<(), String> {
        match self.map.keys().next() {
            None => Ok(()),
            Some(name) => Err(format!(
                "`{}` has no field `{}`",
                self.cmd,
                crate::engine::notation::shown(name)
            )),
        }
    }
}

/// What kind of JSON value this is, for an error.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
