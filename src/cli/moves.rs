//! `bao moves`: every legal move of a position.

use std::{io::Write, process::ExitCode};

use serde::Serialize;

use super::{Error, position_arg};
use crate::{
    engine::{Child, Event, Position},
    position_json::{PositionJson, SideJson},
    render,
    style::Styles,
};

/// Arguments of `bao moves`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// Print a JSON array with one object per legal move.
    #[arg(long)]
    pub json: bool,
    /// The position: one-line text, a JSON object, or a file holding either.
    pub position: String,
}

/// One legal move as `--json` prints it.
#[derive(Debug, Serialize)]
pub(crate) struct MoveJson {
    #[serde(rename = "move")]
    pub(crate) mv: String,
    pub(crate) result: PositionJson,
    pub(crate) game_over: bool,
    pub(crate) winner: Option<SideJson>,
}

impl MoveJson {
    pub(crate) fn of(child: &Child) -> MoveJson {
        let outcome = child.end.or_else(|| child.position.outcome());
        MoveJson {
            mv: child.mv.to_string(),
            result: PositionJson::from_position(&child.position),
            game_over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner).map(SideJson::from),
        }
    }
}

pub(crate) fn run(args: &Args, styles: &Styles, out: &mut impl Write) -> Result<ExitCode, Error> {
    let position = position_arg::read(&args.position, args.rules.value)?;
    let children = position.children();
    if args.json {
        let moves: Vec<MoveJson> = children.iter().map(MoveJson::of).collect();
        writeln!(
            out,
            "{}",
            serde_json::to_string(&moves).expect("moves serialize")
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    if children.is_empty() {
        let outcome = position.outcome().expect("no move means the game is over");
        writeln!(out, "no legal move: {}", render::trace::game_over(&outcome))?;
    }
    for child in &children {
        writeln!(
            out,
            "{:<7} {}",
            child.mv.to_string(),
            summary(&position, child, styles)
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Says in a few words what a move does: captures, where it ends, how the game ends.
fn summary(position: &Position, child: &Child, styles: &Styles) -> String {
    let played = position.play(child.mv).expect("a listed move is legal");
    let captured = played.trace.captured();
    let mut parts = Vec::new();
    if captured > 0 {
        parts.push(format!("captures {captured}"));
    }
    if let Some(end) = played.trace.events().rev().find(|e| {
        matches!(
            e,
            Event::EmptyHole { .. }
                | Event::NyumbaStop { .. }
                | Event::BlockedStop { .. }
                | Event::NeverEnding { .. }
        )
    }) {
        parts.push(render::trace::event(end, styles));
    }
    if let Some(outcome) = played.outcome {
        parts.push(render::trace::game_over(&outcome));
    }
    parts.join("; ")
}
