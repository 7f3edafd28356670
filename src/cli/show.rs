//! `bao show`: draw the board of a position, with a line explaining the marks it shows.

use std::io::Write;

use super::{Error, position_arg};
use crate::{render, style::Styles};

/// Arguments of `bao show`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// The position: one-line text, a JSON object, a file holding either, `start` (the
    /// ruleset's start) or a diagram id such as `seed000-d09`.
    pub position: String,
}

pub(crate) fn run(
    args: &Args,
    styles: &Styles,
    out: &mut impl Write,
) -> Result<std::process::ExitCode, Error> {
    let position = position_arg::read(&args.position, args.rules.value)?;
    write!(out, "{}", render::board::position(&position, &[], styles))?;
    Ok(std::process::ExitCode::SUCCESS)
}
