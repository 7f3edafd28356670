//! The line mode of `bao learn`: a page printed, a line of input read, for pipes, files,
//! `--plain`, screen readers and tests.

use std::io::{BufRead, Write};

use owo_colors::OwoColorize;

use super::walk::{Turn, Walk, WalkError};
use crate::{
    render::prose::printable,
    style::Styles,
    tutor::{Input, Shown},
};

/// Walks the learner through the course one line at a time, until he quits, the input ends or
/// every lesson is done.
///
/// # Errors
/// Returns an error when progress cannot be saved or the terminal fails.
pub(super) fn walk(
    walk: &mut Walk<'_>,
    width: usize,
    styles: &Styles,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), WalkError> {
    write!(out, "{}", walk.session().view(styles))?;
    loop {
        let keys = crate::render::prose::wrap(&format!("[{}]", walk.session().keys()), width);
        write!(out, "\n{} ", keys.style(styles.prompt))?;
        out.flush()?;
        let mut line = String::new();
        let read = if input.read_line(&mut line)? == 0 {
            Input::Quit
        } else {
            Input::parse(&line)
        };
        writeln!(out)?;
        // A puzzle's proofs run under Ctrl-C's watch; elsewhere Ctrl-C ends bao as ever.
        let watch = walk
            .session()
            .proves()
            .then(crate::cli::watch::Terminal::new);
        let turn = walk.handle(read, styles)?;
        drop(watch);
        match turn {
            Turn::Shown(shown) => write!(out, "{}", said(shown))?,
            Turn::BackTo(title) => {
                writeln!(
                    out,
                    "{}\n",
                    crate::t!(
                        "learn-back-to",
                        title = printable(&title).style(styles.heading).to_string()
                    )
                )?;
                write!(out, "{}", walk.session().view(styles))?;
            }
            Turn::FirstPage => writeln!(out, "{}", crate::t!("learn-first-page"))?,
            Turn::Next { finished, next } => {
                writeln!(out, "{}", finished.say(width, styles))?;
                let title = crate::render::prose::wrap(
                    &crate::t!("learn-next", title = next.as_str()),
                    width,
                );
                writeln!(out, "{}\n", title.style(styles.heading))?;
                write!(out, "{}", walk.session().view(styles))?;
            }
            Turn::Over { finished, words } => {
                writeln!(out, "{}", finished.say(width, styles))?;
                writeln!(out, "\n{words}")?;
                return Ok(());
            }
            Turn::Stopped => {
                writeln!(out, "{}", walk.stopped())?;
                return Ok(());
            }
        }
    }
}

/// Gets what the session showed as the line mode prints it: words, then the page if it changed.
fn said(shown: Shown) -> String {
    match shown {
        Shown::Page(text) | Shown::Text(text) => text,
        Shown::Reply { text, page } => format!("{text}\n{page}"),
        // A walk turns these into turns of its own.
        Shown::Finished | Shown::Previous | Shown::Quit => String::new(),
    }
}
