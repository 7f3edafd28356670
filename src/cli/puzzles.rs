//! `bao puzzles`: the puzzle collection, and `bao puzzles generate`, which makes it.

mod generate;

use std::{io::Write, process::ExitCode};

use super::Error;

/// Arguments of `bao puzzles`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to do with the puzzles.
    #[command(subcommand)]
    pub action: Option<Action>,
}

/// The actions of `bao puzzles`.
#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Make a puzzle collection from bao's own games: the same seed and count give the same file.
    Generate(generate::Args),
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    match &args.action {
        Some(Action::Generate(args)) => generate::run(args, out),
        None => Err(Error::Usage(
            "say what to do with the puzzles: `bao puzzles generate` makes a collection".to_owned(),
        )),
    }
}
