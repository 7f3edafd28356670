//! The text of `bao new puzzle`: the teacher's position (or a placeholder) with its line when
//! the engine finds one soon, or with `--find` a puzzle found in random play.

use std::{cell::RefCell, io::Write, path::Path, time::Duration, time::Instant};

use super::{PuzzleArgs, start};
use crate::{
    author::template::{self, NewPuzzle, Start},
    cli::{Error, watch},
    search::{
        find::{FindOptions, find},
        puzzle::main_line,
    },
};

/// The turns a new puzzle is won in.
const TURNS: u32 = 2;

/// The longest `--find` looks, besides its budget of positions.
const FIND_TIME: Duration = Duration::from_secs(120);

/// The longest the line of the teacher's own position is looked for; the solution is left for
/// `bao record` after that.
const LINE_TIME: Duration = Duration::from_secs(10);

/// Writes the puzzle lesson's text, finding its position first with `--find`.
pub(super) fn puzzle(
    args: &PuzzleArgs,
    title: &str,
    dir: &Path,
    colorize: bool,
    out: &mut impl Write,
) -> Result<String, Error> {
    let rules = args.new.rules.value;
    if args.find {
        let options = FindOptions {
            turns: TURNS,
            ..FindOptions::default()
        };
        let terminal = RefCell::new(watch::Terminal::new());
        let started = Instant::now();
        let stop = || {
            let what = crate::t!("cli-new-looking", turns = TURNS, seed = args.seed);
            terminal
                .borrow_mut()
                .progress(format_args!("{what}"))
                .is_break()
                || started.elapsed() >= FIND_TIME
        };
        let found = find(rules, args.seed, &options, &stop);
        drop(terminal);
        let Some(found) = found else {
            let why = if watch::stopped() {
                crate::t!("cli-new-find-stopped")
            } else {
                crate::t!(
                    "cli-new-find-none",
                    positions = options.positions,
                    seconds = FIND_TIME.as_secs()
                )
            };
            return Err(Error::Usage(crate::t!(
                "cli-new-find-failed",
                seed = args.seed,
                why = why
            )));
        };
        writeln!(
            out,
            "{}",
            crate::t!(
                "cli-new-found",
                turns = found.turns,
                positions = found.tried,
                seed = args.seed,
                side = crate::game::words::side(found.position.to_move()),
                mv = crate::i18n::notation::move_text(&found.mv.to_string())
            )
        )?;
        let start = Start::Position(found.position);
        return Ok(template::puzzle(
            title,
            rules,
            &NewPuzzle {
                start: &start,
                turns: found.turns,
                line: Some(&found.line),
                found: true,
            },
        ));
    }
    let start = match &args.new.from {
        Some(_) => start(args.new.from.as_deref(), dir, rules, colorize)?,
        None => Start::Position(template::placeholder(rules).ok_or_else(|| {
            Error::Usage(crate::t!("cli-new-placeholder", rules = rules.to_string()))
        })?),
    };
    if let Some(outcome) = start.position().outcome() {
        return Err(Error::Usage(crate::t!(
            "cli-new-over",
            outcome = crate::render::trace::game_over(&outcome)
        )));
    }
    let started = Instant::now();
    let stop = || watch::stopped() || started.elapsed() >= LINE_TIME;
    let terminal = watch::Terminal::new();
    let line = main_line(&start.position(), TURNS, &stop).ok();
    drop(terminal);
    Ok(template::puzzle(
        title,
        rules,
        &NewPuzzle {
            start: &start,
            turns: TURNS,
            line: line.as_deref(),
            found: false,
        },
    ))
}
