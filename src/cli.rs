//! The command line: argument types, dispatch, and the one place errors are printed.

mod analyse;
mod book;
mod chances;
mod check;
mod duration;
mod engine;
mod error;
mod game;
mod help;
mod invocation;
mod learn;
mod moves;
mod new;
mod perft;
mod play;
mod position_arg;
mod puzzles;
mod record;
mod replay;
mod schema;
pub(crate) mod search_words;
mod show;
mod solve;
mod streams;
pub(crate) mod watch;

pub(crate) use invocation::command as invocation;

use std::{cell::Cell, ffi::OsString, io::Write, process::ExitCode};

use clap::{FromArgMatches, Parser, Subcommand};
pub use error::Error;
use error::Stream;
use streams::Tracked;

use crate::{
    i18n::Language,
    style::{ColorChoice, Styles},
};

/// A rules tutor and diagram checker for Bao la Kiswahili and Bao la Kujifunza.
#[derive(Debug, Parser)]
#[command(name = "bao", version, max_term_width = 100)]
pub struct Args {
    /// When to colour the output; NO_COLOR in the environment also turns colour off.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The language bao speaks; else LC_ALL, LC_MESSAGES or LANG decides, else English.
    #[arg(long, value_enum, global = true)]
    pub lang: Option<Language>,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Walk through the lessons: rules, sources, moves played step by step, questions.
    Learn(learn::Args),
    /// Play a whole game against bao or a friend, with a coach; saved after every turn.
    Game(game::Args),
    /// Step through a game record with the coach's comments, or annotate a copy of it.
    Replay(replay::Args),
    /// List every legal move of a position.
    Moves(moves::Args),
    /// Play moves from a position and print the result.
    Play(play::Args),
    /// Search a position for its best move, or prove a win within N turns.
    Analyse(analyse::Args),
    /// Serve the engine protocol (JSON lines on standard input and output) to a front end, a
    /// bot or a match runner.
    Engine(engine::Args),
    /// Prove whether the player to move wins within N turns, in bounded memory.
    Solve(solve::Args),
    /// Count the complete turns at each depth (a move-generation check).
    Perft(perft::Args),
    /// Draw the board of a position.
    Show(show::Args),
    /// Play every lesson step and diagram claim on the engine and report what differs.
    Check(check::Args),
    /// Write a new lesson or exercise file in a course, commented for a first-time author.
    New(new::Args),
    /// Write into a lesson what the engine says its moves give: `expect` and exercise answers.
    Record(record::Args),
    /// Write the JSON Schemas of lesson, chapter, course and diagram files.
    Schema(schema::Args),
    /// Write the book of the annotated rules (an mdBook), or check that it is up to date.
    Book(book::Args),
    /// Solve rated puzzles from bao's own games; `bao puzzles generate` makes the collection.
    Puzzles(puzzles::Args),
}

/// Asks a yes-or-no question on `out` and reads the answer from `input`; only a yes of the
/// reader's language (`y` or `yes`; Spanish and Catalan `s` or `sí` too, Kiswahili `ndiyo`) is
/// yes, and an empty answer or the end of input is no.
pub(crate) fn confirm(
    question: &str,
    input: &mut impl std::io::BufRead,
    out: &mut impl Write,
) -> std::io::Result<bool> {
    write!(out, "{}", crate::t!("cli-confirm", question = question))?;
    out.flush()?;
    let mut answer = String::new();
    input.read_line(&mut answer)?;
    writeln!(out)?;
    Ok(crate::game::words::is_yes(&answer))
}

/// Runs bao with the given command-line arguments and gives the exit code.
///
/// Every error is printed here. A failed standard stream is named; a closed pipe on standard
/// output ends bao quietly, and a full device fails even `--help`.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().collect();
    let language = Language::choose(lang_flag(&args), |name| std::env::var(name).ok());
    crate::i18n::set(language);
    let failed = Cell::new(None);
    let parsed = help::command(language)
        .try_get_matches_from(args)
        .and_then(|matches| Args::from_arg_matches(&matches));
    let result = match parsed {
        Ok(args) => dispatch(args, &failed),
        Err(err) => {
            let printed = err.print().and_then(|()| std::io::stdout().flush());
            let stream = if err.use_stderr() {
                None
            } else {
                Some(Stream::Output)
            };
            match printed {
                Err(e) => Err(Error::Stream(stream, e)),
                Ok(()) if err.use_stderr() => return ExitCode::from(2),
                Ok(()) => Ok(ExitCode::SUCCESS),
            }
        }
    };
    match result {
        Ok(code) => code,
        Err(err) => match streams::name(err, failed.get()) {
            Some(err) => {
                let _ = writeln!(
                    std::io::stderr(),
                    "{}",
                    crate::t!("cli-error", message = err.to_string())
                );
                err.exit_code()
            }
            None => ExitCode::SUCCESS,
        },
    }
}

/// Finds `--lang L` or `--lang=L` before the arguments are parsed, so that the help and the
/// parser's own errors are in the chosen language too. An unknown language is left for the
/// parser to report.
fn lang_flag(args: &[OsString]) -> Option<Language> {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => args.next().map(|v| v.into_owned()),
            Some(rest) => rest.strip_prefix('=').map(str::to_owned),
            None => None,
        };
        if let Some(value) = value {
            return Language::from_code(&value);
        }
    }
    None
}

/// Runs a parsed command on the standard streams, noting in `failed` which one fails first.
fn dispatch(args: Args, failed: &Cell<Option<Stream>>) -> Result<ExitCode, Error> {
    let colorize = args.color.should_colorize();
    let lang = args.lang;
    let styles = Styles::new(colorize);
    if let Command::Engine(_) = args.command {
        // The engine protocol is a machine interface: its replies stay English whatever the
        // locale says.
        crate::i18n::set(Language::English);
        // Its replies come from two threads, so it takes standard output unlocked.
        return engine::run(&mut std::io::stdin().lock(), std::io::stdout())
            .map(|()| ExitCode::SUCCESS);
    }
    let mut out = Tracked::new(std::io::stdout().lock(), Stream::Output, failed);
    let mut input = Tracked::new(std::io::stdin().lock(), Stream::Input, failed);
    let result = match args.command {
        Command::Moves(args) => moves::run(&args, &styles, &mut out),
        Command::Play(args) => play::run(&args, &styles, &mut out),
        Command::Perft(args) => perft::run(&args, &mut out),
        Command::Solve(args) => solve::run(&args, &mut out),
        Command::Analyse(args) => analyse::run(&args, &mut out),
        Command::Show(args) => show::run(&args, &styles, &mut out),
        Command::Game(args) => game::run(&args, &styles, &mut input, &mut out),
        Command::Replay(args) => replay::run(&args, &styles, &mut out),
        Command::Learn(args) => learn::run(&args, &styles, colorize, &mut input, &mut out),
        Command::Check(args) => check::run(&args, &styles, colorize, &mut out),
        Command::New(new) => new::run(&new, args.lang, colorize, &mut out),
        Command::Record(args) => record::run(&args, &styles, colorize, &mut input, &mut out),
        Command::Schema(args) => schema::run(&args, &mut out),
        Command::Book(args) => book::run(&args, lang, colorize, &mut out),
        Command::Engine(_) => unreachable!("served above"),
        Command::Puzzles(args) => puzzles::run(&args, &styles, &mut input, &mut out),
    };
    let flushed = out.flush();
    match (result, flushed) {
        (Ok(_), Err(err)) => Err(Error::Stream(Some(Stream::Output), err)),
        (result, _) => result,
    }
}
