//! `bao play`: play moves in turn from a position.

use std::{io::Write, process::ExitCode};

use serde::Serialize;

use super::{
    Error, position_arg,
    watch::{self, Terminal},
};
use crate::{
    engine::{Played, notation::MoveText},
    position_json::{PositionJson, SideJson},
    render,
    style::Styles,
};

/// Arguments of `bao play`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// Print the result as JSON.
    #[arg(long)]
    pub json: bool,
    /// Walk through every move step by step.
    #[arg(long)]
    pub trace: bool,
    /// The position: one-line text, a JSON object, a file holding either, `start` (the
    /// ruleset's start) or a diagram id such as `seed000-d09`.
    pub position: String,
    /// The moves, in either notation (`A5L`, `A6R*`, `A4>`, `A3>+`).
    #[arg(required = true)]
    pub moves: Vec<String>,
}

#[derive(Serialize)]
struct StepJson {
    event: String,
    rows: [[u8; 8]; 4],
}

#[derive(Serialize)]
struct PlayedJson {
    #[serde(rename = "move")]
    mv: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    trace: Option<Vec<StepJson>>,
}

#[derive(Serialize)]
struct ResultJson {
    moves: Vec<PlayedJson>,
    result: PositionJson,
    game_over: bool,
    winner: Option<SideJson>,
}

pub(crate) fn run(args: &Args, styles: &Styles, out: &mut impl Write) -> Result<ExitCode, Error> {
    let start = position_arg::read(&args.position, args.rules.value)?;
    let mut position = start;
    let mut played_moves: Vec<(String, Played)> = Vec::new();
    let mut watch = Terminal::new();
    for (i, text) in args.moves.iter().enumerate() {
        let quoted = crate::engine::notation::shown(text);
        if let Some((_, last)) = played_moves.last()
            && let Some(outcome) = last.outcome
        {
            return Err(Error::Move(crate::t!(
                "cli-play-game-over",
                number = i + 1,
                text = quoted.as_str(),
                outcome = render::trace::game_over(&outcome)
            )));
        }
        let at = |e: &dyn std::fmt::Display| {
            Error::Move(crate::t!(
                "cli-play-move-error",
                number = i + 1,
                text = quoted.as_str(),
                reason = e.to_string()
            ))
        };
        let interrupted = || {
            Error::Interrupted(crate::t!(
                "cli-play-interrupted",
                number = i + 1,
                text = text.as_str()
            ))
        };
        // Only the move named is sown, watched; the legal moves are listed for an error alone.
        let mv = text
            .parse::<MoveText>()
            .map_err(|e| at(&render::illegal::parse_error(&e)))?
            .resolve_watched(&position, &mut watch)
            .map_err(|_| interrupted())?
            .map_err(|e| at(&render::illegal::refusal(&e, text)))?;
        if watch::stopped() {
            return Err(interrupted());
        }
        let played = position
            .play_watched(mv, &mut watch)
            .map_err(|_| interrupted())?
            .map_err(|e| at(&e))?;
        position = played.position;
        played_moves.push((mv.to_string(), played));
    }
    drop(watch);
    let outcome = played_moves.last().and_then(|(_, p)| p.outcome);
    if args.json {
        let moves = played_moves
            .iter()
            .map(|(mv, played)| PlayedJson {
                mv: mv.clone(),
                trace: args.trace.then(|| {
                    played
                        .trace
                        .steps
                        .iter()
                        .map(|s| StepJson {
                            // JSON is for programs: English whatever the language.
                            event: render::trace::event_in(
                                crate::i18n::Language::English,
                                &s.event,
                                &Styles::default(),
                            ),
                            rows: s.board.printed_rows(),
                        })
                        .collect()
                }),
            })
            .collect();
        let json = ResultJson {
            moves,
            result: PositionJson::from_position(&position),
            game_over: outcome.is_some(),
            winner: outcome.and_then(|o| o.winner).map(SideJson::from),
        };
        writeln!(
            out,
            "{}",
            serde_json::to_string(&json).expect("result serializes")
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut legend = render::board::Legend::new(render::board::TOUCHED);
    let mut before = start;
    for (mv, played) in &played_moves {
        writeln!(
            out,
            "{}: {}",
            crate::i18n::notation::move_text(mv),
            render::trace::summary(played)
        )?;
        if args.trace {
            write!(
                out,
                "{}",
                render::trace::walk(&before, played, &mut legend, styles)
            )?;
            writeln!(out)?;
        }
        before = played.position;
    }
    if !args.trace {
        writeln!(out)?;
    }
    let last = played_moves.last().map(|(_, p)| p);
    match last {
        Some(played) => write!(out, "{}", render::board::after(played, &mut legend, styles))?,
        None => write!(
            out,
            "{}",
            render::board::position_in(&position, &[], &mut legend, styles)
        )?,
    }
    if let Some(outcome) = outcome {
        writeln!(out, "{}", render::trace::game_over(&outcome))?;
    }
    Ok(ExitCode::SUCCESS)
}
