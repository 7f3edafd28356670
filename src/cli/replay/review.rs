//! `bao replay --review`: the game's review ([`crate::game::review`]) as a chart on the full
//! screen of a terminal, as text in a pipe, and with `--svg FILE` as a picture too.

use std::{io::Write, process::ExitCode};

use super::{Args, Error, same_file};
use crate::{
    engine::Played,
    files,
    game::{
        record::Record,
        review::{self, Review},
    },
};

/// Reviews the game and shows the review.
pub(super) fn run(
    args: &Args,
    record: &Record,
    played: &[Played],
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    if let Some(svg) = &args.svg {
        if same_file(svg, &args.file) {
            return Err(Error::Usage(crate::t!(
                "game-review-svg-is-the-record",
                path = svg.display().to_string()
            )));
        }
        // Asked before the review is made, so that no one waits for a picture bao will not
        // write; `create_new` refuses again whatever came there meanwhile.
        if std::fs::symlink_metadata(svg).is_ok() {
            return Err(Error::Usage(crate::t!(
                "game-review-svg-exists",
                path = svg.display().to_string()
            )));
        }
    }
    let on_screen = !args.plain && {
        use std::io::IsTerminal;
        std::io::stdin().is_terminal()
            && std::io::stdout().is_terminal()
            && crate::tui::terminal::fits()
    };
    let review = make(record, played)?;
    if let Some(svg) = &args.svg {
        files::create_new(svg, review::svg::svg(&review))
            .map_err(|e| Error::Write(svg.display().to_string(), e))?;
    }
    if on_screen {
        crate::tui::terminal::review::run(&review)?;
    } else {
        write!(out, "{}", review::text::text(&review))?;
    }
    if let Some(svg) = &args.svg {
        writeln!(
            out,
            "{}",
            crate::t!("game-review-svg-written", path = svg.display().to_string())
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Reviews a game with the review's fixed budget, its progress on stderr; Ctrl-C stops it.
pub(crate) fn make(record: &Record, played: &[Played]) -> Result<Review, Error> {
    let mut watch = crate::cli::watch::Terminal::new();
    let total = played.len() + 1;
    let review = review::review(record, played, review::LIMITS, &mut |n| {
        watch
            .progress(format_args!(
                "{}",
                crate::t!("game-review-progress", n = n, total = total)
            ))
            .is_continue()
    });
    drop(watch);
    review.ok_or_else(|| Error::Interrupted("the review".to_owned()))
}
