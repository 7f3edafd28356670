//! `bao puzzles`: the rated puzzle trainer ([`train`], the default action), and
//! `bao puzzles generate`, which makes the collection.

mod generate;
mod train;

use std::{
    io::{BufRead, Write},
    process::ExitCode,
};

use super::Error;
use crate::style::Styles;

/// Arguments of `bao puzzles`.
#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    /// What to do with the puzzles; none: train on them.
    #[command(subcommand)]
    pub action: Option<Action>,
    /// The trainer's options.
    #[command(flatten)]
    pub train: train::TrainArgs,
}

/// The actions of `bao puzzles`.
#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Make a puzzle collection from bao's own games: the same seed and count give the same file.
    Generate(generate::Args),
}

pub(crate) fn run(
    args: &Args,
    styles: &Styles,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    match &args.action {
        Some(Action::Generate(args)) => generate::run(args, out),
        None => train::run(&args.train, styles, input, out),
    }
}
