//! The line mode of the trainer: what happened printed, a line of input read, for pipes,
//! `--plain`, screen readers and tests.

use std::io::{BufRead, Write};

use owo_colors::OwoColorize;

use super::{Saver, words};
use crate::{
    cli::Error,
    puzzles::trainer::{Input, Said, Trainer},
    render::prose::wrap,
    style::Styles,
};

/// Reads one line: a key in either case or its word, else a move.
pub(super) fn read(line: &str) -> Option<Input> {
    let text = line.trim();
    Some(match text.to_lowercase().as_str() {
        "" | "n" | "next" => Input::Next,
        "h" | "hint" => Input::Hint,
        "q" | "quit" | "exit" | "stop" => Input::Quit,
        "?" | "help" | "keys" => return None,
        _ => Input::Move(text.to_owned()),
    })
}

/// Trains until the learner stops, the input ends, no puzzle is left or a streak breaks; then
/// sums the session up.
pub(super) fn train(
    trainer: &mut Trainer,
    saver: &mut Saver,
    width: usize,
    styles: &Styles,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), Error> {
    writeln!(out, "{}\n", wrap(&words::standing(trainer), width))?;
    let first = trainer.serve();
    write!(out, "{}", words::said(&first, trainer, width, styles, true))?;
    while !trainer.is_over() {
        let keys = wrap(&format!("[{}]", words::keys(trainer)), width);
        write!(out, "\n{} ", keys.style(styles.prompt))?;
        out.flush()?;
        let mut line = String::new();
        let input = if input.read_line(&mut line)? == 0 {
            Input::Quit
        } else {
            match read(&line) {
                Some(input) => input,
                None => {
                    write!(out, "\n{}", words::help(width))?;
                    continue;
                }
            }
        };
        writeln!(out)?;
        // The proofs run under Ctrl-C's watch.
        let watch = crate::cli::watch::Terminal::new();
        let said = trainer.handle(input, &crate::cli::watch::stopped);
        drop(watch);
        if matches!(said, Said::Settled(..)) {
            saver.save(trainer)?;
        }
        write!(out, "{}", words::said(&said, trainer, width, styles, true))?;
        if matches!(said, Said::Settled(..)) && !trainer.is_over() {
            writeln!(out, "\n{}", wrap(&words::standing(trainer), width))?;
        }
    }
    writeln!(
        out,
        "\n{}",
        words::summary(&trainer.summary(), width).trim_end()
    )?;
    Ok(())
}
