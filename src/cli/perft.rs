//! `bao perft`: count complete turns at each depth.

use std::{io::Write, process::ExitCode};

use super::{Error, position_arg};
use crate::engine::{Position, perft};

/// Arguments of `bao perft`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// Print `{"counts": [n1, …]}`.
    #[arg(long)]
    pub json: bool,
    /// The deepest depth to count.
    pub depth: usize,
    /// The position (default: the ruleset's start): one-line text, a JSON object or a file.
    pub position: Option<String>,
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    let position = match &args.position {
        Some(text) => position_arg::read(text, args.rules.value)?,
        None => Position::start(args.rules.value),
    };
    let counts = perft::perft(&position, args.depth);
    if args.json {
        writeln!(out, "{}", serde_json::json!({ "counts": counts }))?;
    } else {
        for (depth, count) in counts.iter().enumerate() {
            writeln!(out, "{:>3} {count}", depth + 1)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}
