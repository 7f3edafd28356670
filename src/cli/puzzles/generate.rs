//! `bao puzzles generate`: a puzzle collection from self-play games, reproducible by its seed.

use std::{io::Write, path::PathBuf, process::ExitCode};

use crate::{
    cli::{Error, watch},
    files,
    puzzles::collection::{Collection, Puzzle, write},
    search::{
        generate::{GenerateOptions, Generated, generate},
        rating::rate,
        theme::detect,
    },
};

/// Arguments of `bao puzzles generate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// How many puzzles to make.
    #[arg(long, default_value_t = 1100)]
    pub count: usize,
    /// The seed naming the games played: the same seed and count give the same collection.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write the collection to this file (replacing it) rather than to standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    if args.count == 0 {
        return Err(Error::Usage(crate::t!("puzzles-generate-count")));
    }
    let options = GenerateOptions {
        count: args.count,
        seed: args.seed,
        ..GenerateOptions::default()
    };
    let mut terminal = watch::Terminal::new();
    let stop = watch::stopped;
    let generated = generate(&options, &stop, &mut |p| {
        let _ = terminal.progress(format_args!(
            "{}",
            crate::t!(
                "puzzles-generate-progress",
                kept = p.kept,
                count = args.count,
                games = p.games,
                tried = p.tried
            )
        ));
    });
    watch::clear();
    if generated.len() < args.count {
        return Err(Error::Interrupted(format!(
            "generating the puzzles (after {} of {})",
            generated.len(),
            args.count
        )));
    }
    let collection = collection(&generated, args.seed);
    let text = write(&collection);
    match &args.out {
        Some(path) => files::write_atomically(path, &text)
            .map_err(|err| Error::Write(path.display().to_string(), err))?,
        None => out
            .write_all(text.as_bytes())
            .map_err(|err| Error::Stream(None, err))?,
    }
    Ok(ExitCode::SUCCESS)
}

/// Gives each generated puzzle its id, themes and rating.
fn collection(generated: &[Generated], seed: u64) -> Collection {
    let (mut kiswahili, mut kujifunza) = (0, 0);
    let puzzles = generated
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let id = if g.position.rules().has_nyumba() {
                kiswahili += 1;
                format!("K{kiswahili:05}")
            } else {
                kujifunza += 1;
                format!("J{kujifunza:05}")
            };
            Puzzle {
                id,
                row: i + 2,
                position: g.position,
                line: g.solution.line.clone(),
                wins_in: g.solution.wins_in,
                themes: detect(&g.position, &g.solution.line),
                rating: rate(&g.position, &g.solution.line, seed).rating,
                game: format!(
                    "selfplay seed={seed} game={} ply={} levels={}v{}",
                    g.game, g.ply, g.levels.0, g.levels.1
                ),
            }
        })
        .collect();
    Collection { puzzles }
}
