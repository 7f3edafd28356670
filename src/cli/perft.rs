//! `bao perft`: count complete turns at each depth.

use std::{io::Write, process::ExitCode};

use super::{
    Error, position_arg,
    watch::{self, Terminal},
};
use crate::engine::{
    Position,
    perft::{self, MAX_DEPTH},
};

/// Arguments of `bao perft`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// Print `{"counts": [n1, …]}` once every depth is counted.
    #[arg(long)]
    pub json: bool,
    /// The deepest depth to count, 1 to 15.
    pub depth: u64,
    /// The position (default: the ruleset's start): one-line text, a JSON object or a file.
    pub position: Option<String>,
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    let depth = usize::try_from(args.depth)
        .ok()
        .filter(|d| (1..=MAX_DEPTH).contains(d))
        .ok_or_else(|| {
            Error::Usage(crate::t!(
                "cli-perft-depth-range",
                depth = args.depth.to_string(),
                most = MAX_DEPTH
            ))
        })?;
    let position = match &args.position {
        Some(text) => position_arg::read(text, args.rules.value)?,
        None => Position::start(args.rules.value),
    };
    let mut watch = Terminal::new();
    let mut counts = Vec::new();
    let mut written = Ok(());
    if !args.json {
        writeln!(out, "{}", crate::t!("cli-perft-heading"))?;
        out.flush()?;
    }
    let counted = perft::perft_each(&position, depth, &mut watch, |d, count| {
        counts.push(count);
        if !args.json && written.is_ok() {
            watch::clear();
            written = writeln!(out, "{d:>5}  {count}").and_then(|()| out.flush());
        }
    });
    written?;
    counted.map_err(|_| {
        Error::Interrupted(crate::t!("cli-perft-interrupted", depth = counts.len() + 1))
    })?;
    if args.json {
        writeln!(out, "{}", serde_json::json!({ "counts": counts }))?;
    }
    Ok(ExitCode::SUCCESS)
}
