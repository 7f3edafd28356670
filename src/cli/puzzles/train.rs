//! `bao puzzles` without an action: the rated trainer. On a terminal it is the full screen
//! ([`screen`]); in a pipe, or with `--plain`, the line mode ([`line`]). The learner's rating,
//! history and solved puzzles are saved in the progress file after every puzzle.

mod line;
mod screen;
mod words;

use std::{
    io::{self, BufRead, IsTerminal, Write},
    path::PathBuf,
    process::ExitCode,
};

use super::Error;
use crate::{
    files::{self, READ_LIMIT},
    progress::{Progress, Store},
    puzzles::{
        collection::{self, Collection},
        trainer::{Mode, Trainer},
    },
    search::theme::Theme,
    style::Styles,
};

/// Arguments of the trainer.
#[derive(Debug, clap::Args)]
pub struct TrainArgs {
    /// Only puzzles of this theme (e.g. `kimbi`, `takasa-trap`).
    #[arg(long, value_name = "THEME")]
    pub theme: Option<String>,
    /// A streak: easiest first, no rating, until the first failure.
    #[arg(long)]
    pub streak: bool,
    /// The folder of the progress file (`progress.json`); default: the user's state folder, as
    /// `bao learn` keeps it.
    #[arg(long, value_name = "DIR")]
    pub state: Option<PathBuf>,
    /// A collection file of your own instead of the built-in puzzles.
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The columns to wrap text at (40 to 72); default: the terminal's width, 72 in a pipe.
    #[arg(long, value_name = "COLUMNS", value_parser = clap::value_parser!(u16).range(1..))]
    pub width: Option<u16>,
    /// Plain lines even on a terminal, one line of input at a time.
    #[arg(long)]
    pub plain: bool,
}

/// Where the trainer keeps the learner's record, and the record itself.
pub(super) struct Saver {
    store: Store,
    progress: Progress,
}

impl Saver {
    /// Saves the trainer's record into the progress file (the lessons' part is kept as read).
    pub(super) fn save(&mut self, trainer: &Trainer) -> Result<(), Error> {
        self.progress.puzzles = Some(trainer.record().clone());
        self.store
            .save(&self.progress)
            .map_err(|e| Error::Usage(e.to_string()))
    }
}

pub(super) fn run(
    args: &TrainArgs,
    styles: &Styles,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let theme = args.theme.as_deref().map(theme).transpose()?;
    let collection = load(args.file.as_ref())?;
    let store = match &args.state {
        Some(dir) => Store::at(dir.join("progress.json")),
        None => Store::locate().map_err(|e| Error::Usage(e.to_string()))?,
    };
    // An unreadable file stops the trainer and stays as it is: a rating is not begun again.
    let progress = store.read().map_err(|e| Error::Usage(e.to_string()))?;
    let record = progress.puzzles.clone().unwrap_or_default();
    let mode = if args.streak {
        Mode::Streak
    } else {
        Mode::Rated
    };
    let mut trainer = Trainer::new(collection.puzzles, record, mode, theme)
        .map_err(|e| Error::Usage(e.to_string()))?;
    let mut saver = Saver { store, progress };
    let width = crate::cli::learn::width(args.width);
    if !args.plain
        && io::stdin().is_terminal()
        && io::stdout().is_terminal()
        && crate::tui::terminal::fits()
    {
        screen::train(&mut trainer, &mut saver, width, styles, out)?;
    } else {
        line::train(&mut trainer, &mut saver, width, styles, input, out)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Reads a theme's name; an unknown one is an error listing the names.
fn theme(name: &str) -> Result<Theme, Error> {
    Theme::from_name(name.trim()).ok_or_else(|| {
        let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
        Error::Usage(crate::t!(
            "puzzles-unknown-theme",
            theme = crate::engine::notation::shown(name),
            themes = names.join(", ")
        ))
    })
}

/// Reads the collection: the file given, else the built-in one.
fn load(file: Option<&PathBuf>) -> Result<Collection, Error> {
    let Some(path) = file else {
        return collection::built_in().map_err(|e| {
            // A file that cannot be read at all is one fault at line 0: its message says it.
            let faults: Vec<String> = e
                .faults
                .iter()
                .map(|f| {
                    if f.line == 0 {
                        f.message.clone()
                    } else {
                        f.to_string()
                    }
                })
                .collect();
            Error::Usage(crate::t!(
                "puzzles-built-in-unreadable",
                path = collection::built_in_path().display().to_string(),
                faults = faults.join("\n")
            ))
        });
    };
    let text = files::read_text(path, READ_LIMIT).map_err(|e| {
        Error::Usage(crate::t!(
            "puzzles-cannot-read",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    })?;
    collection::parse(&text).map_err(|e| {
        let faults: Vec<String> = e
            .faults
            .iter()
            .map(|f| format!("{}:{f}", path.display()))
            .collect();
        Error::Usage(crate::t!(
            "puzzles-unreadable",
            path = path.display().to_string(),
            faults = faults.join("\n")
        ))
    })
}
