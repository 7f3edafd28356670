//! `bao moves`: every legal move of a position.

use std::{io::Write, process::ExitCode};

use serde::Serialize;

use super::{
    Error, position_arg,
    watch::{self, Terminal},
};
use crate::{
    engine::{Cancelled, Child, Event, Outcome, Played, Position, Watch},
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
    /// Describes a legal move whose position has already been found to end the game or not.
    pub(crate) fn with_outcome(child: &Child, outcome: Option<Outcome>) -> MoveJson {
        MoveJson {
            mv: child.mv.to_string(),
            result: PositionJson::from_position(&child.position),
            game_over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner).map(SideJson::from),
        }
    }
}

/// Every legal move of a position as `--json` lists it, each with the position it leads to and
/// whether it ends the game (`bao engine`'s `moves` too).
pub(crate) fn moves_json(
    position: &Position,
    watch: &mut dyn Watch,
) -> Result<Vec<MoveJson>, Cancelled> {
    let mut moves = Vec::new();
    for child in position.children_watched(watch)? {
        let outcome = match child.end {
            Some(end) => Some(end),
            None => child.position.outcome_watched(watch)?,
        };
        moves.push(MoveJson::with_outcome(&child, outcome));
    }
    Ok(moves)
}

pub(crate) fn run(args: &Args, styles: &Styles, out: &mut impl Write) -> Result<ExitCode, Error> {
    let position = position_arg::read(&args.position, args.rules.value)?;
    let mut watch = Terminal::new();
    let stopped = |_| Error::Interrupted(crate::t!("cli-moves-interrupted"));
    if args.json {
        let moves = moves_json(&position, &mut watch).map_err(stopped)?;
        watch::clear();
        writeln!(
            out,
            "{}",
            serde_json::to_string(&moves).expect("moves serialize")
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    // Each move is sown once, with its trace, for the summary.
    let all = position.play_all(&mut watch).map_err(stopped)?;
    watch::clear();
    if all.is_empty() {
        let outcome = position
            .outcome_watched(&mut watch)
            .map_err(stopped)?
            .expect("no move means the game is over");
        writeln!(
            out,
            "{}",
            crate::t!(
                "cli-moves-none",
                outcome = render::trace::game_over(&outcome)
            )
        )?;
    }
    for (mv, played) in &all {
        let name = crate::i18n::notation::move_text(&mv.to_string());
        writeln!(out, "{name:<7} {}", summary(played, styles))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Says in a few words what a move does: captures, where it ends, how the game ends.
fn summary(played: &Played, styles: &Styles) -> String {
    let captured = played.trace.captured();
    let mut parts = Vec::new();
    if captured > 0 {
        parts.push(crate::t!("cli-moves-captures", count = captured));
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
