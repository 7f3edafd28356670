//! `bao replay`: steps through a game record with the coach's comments, on the full-screen
//! board on a terminal ([`crate::tui::replay`]) and in wrapped lines elsewhere; `--annotate`
//! writes South's chance after each move and the coach's notes into a copy, never over the
//! original; `--review` reviews the game ([`review`]).

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

pub(super) mod review;

use super::{Error, game::load};
use crate::{
    engine::{Position, Side},
    files,
    game::{
        coach::{self, Budget},
        record::Record,
    },
    render::{self, board::Legend, prose},
    search::{Limits, analyse},
    style::Styles,
    t,
    tui::replay::{needs_coach, turn_notes},
};

/// Arguments of `bao replay`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game record (as `bao game` writes it with `s`).
    pub file: PathBuf,
    /// Write South's chance after each move (or its proved result) and the coach's notes into a
    /// copy of the record.
    #[arg(long)]
    pub annotate: bool,
    /// Where `--annotate` writes the copy; default: FILE's name with `.annotated` before its
    /// extension. It never replaces a file that exists.
    #[arg(long, value_name = "PATH", requires = "annotate")]
    pub out: Option<PathBuf>,
    /// How long `--annotate` searches each position for its chance, in seconds (default 0.2).
    #[arg(long, value_name = "SECONDS", value_parser = super::duration::up_to_an_hour, requires = "annotate")]
    pub time: Option<Duration>,
    /// No coach: only the moves and what they did.
    #[arg(long, conflicts_with = "annotate")]
    pub no_coach: bool,
    /// Draw the board after every turn, not only at the start and the end (printed lines).
    #[arg(long)]
    pub boards: bool,
    /// Plain lines even on a terminal.
    #[arg(long)]
    pub plain: bool,
    /// A review of the game instead of its moves: each side's moves counted by class, their
    /// accuracy, the turning points, and a graph of South's chance (a chart on a terminal).
    #[arg(long, conflicts_with_all = ["annotate", "no_coach", "boards"])]
    pub review: bool,
    /// Where `--review` also draws its graph as an SVG picture (a new file: never over one that exists).
    #[arg(long, value_name = "FILE", requires = "review")]
    pub svg: Option<PathBuf>,
}

/// How long the coach may think about one move.
const MOVE_TIME: Duration = Duration::from_secs(3);
/// How long `--annotate` searches each position for its chance unless `--time` says otherwise.
const ANNOTATE_TIME: Duration = Duration::from_millis(200);
/// The deepest an annotation's search may go: the time stops it long before.
const ANNOTATE_DEPTH: u32 = 40;

pub(crate) fn run(args: &Args, styles: &Styles, out: &mut impl Write) -> Result<ExitCode, Error> {
    let mut record = load(&args.file)?;
    let target = args.annotate.then(|| annotated_path(args)).transpose()?;
    let played = record
        .replay()
        .map_err(|i| Error::Usage(t!("game-replay-turn-does-not-replay", turn = i + 1)))?;
    if args.review {
        return review::run(args, &record, &played, out);
    }
    let on_screen = !(args.plain || args.annotate || args.boards) && {
        use std::io::IsTerminal;
        std::io::stdin().is_terminal()
            && std::io::stdout().is_terminal()
            && crate::tui::terminal::fits()
    };
    if on_screen {
        let replay = crate::tui::replay::Replay::new(record, played);
        crate::tui::terminal::replay::run(replay, !args.no_coach, MOVE_TIME)?;
        return Ok(ExitCode::SUCCESS);
    }
    let width = super::learn::width(None);
    let header = crate::tui::replay::header(&record);
    writeln!(out, "{}", prose::wrap(&header, width))?;
    let mut legend = Legend::new(render::board::TOUCHED);
    write!(
        out,
        "{}",
        render::board::position_in(&record.start, &[], &mut legend, styles)
    )?;
    let mut before = record.start;
    let budget = Budget::default();
    for (i, p) in played.iter().enumerate() {
        let turn = &record.turns[i];
        let mover = before.to_move();
        let mut notes: Vec<String> = Vec::new();
        // A game's record already carries the coach's note on the player's moves: it is said
        // once, as the record has it.
        let said = (!args.no_coach && needs_coach(turn))
            .then(|| {
                let deadline = Instant::now() + MOVE_TIME;
                let stop = || Instant::now() > deadline;
                coach::judge(&before, turn.mv, budget, &stop).and_then(|v| v.say(turn.mv, mover))
            })
            .flatten();
        for line in turn_notes(i, turn, mover, p, said.as_deref()) {
            writeln!(out, "{}", prose::wrap(&line, width))?;
        }
        if let Some(text) = said {
            notes.push(format!("coach: {text}"));
        }
        if args.annotate {
            let deadline = Instant::now() + args.time.unwrap_or(ANNOTATE_TIME);
            if let Some(said) = south_chance(&p.position, p.outcome.is_some(), &|| {
                Instant::now() > deadline
            }) {
                notes.insert(0, said);
            }
            let mut all: Vec<String> = turn.comment.iter().cloned().collect();
            all.extend(notes);
            record.turns[i].comment = (!all.is_empty()).then(|| all.join("; "));
        }
        if args.boards {
            write!(out, "{}", render::board::after(p, &mut legend, styles))?;
        }
        before = p.position;
    }
    if !args.boards
        && let Some(last) = played.last()
    {
        write!(out, "{}", render::board::after(last, &mut legend, styles))?;
    }
    writeln!(
        out,
        "{}",
        t!(
            "game-replay-result",
            result = crate::game::words::result(record.result)
        )
    )?;
    if let Some(target) = target {
        write_copy(&target, &record)?;
        writeln!(
            out,
            "{}",
            t!("game-replay-annotated", path = target.display().to_string())
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Says the position after a move as South's chance (`South's chances: 64 %`), or its proved
/// result, from the steady score of a search that `stop` ends: the same side whatever the
/// player to move, so that the notes of a game can be read one after the other.
fn south_chance(position: &Position, over: bool, stop: &dyn Fn() -> bool) -> Option<String> {
    if over {
        return None;
    }
    let limits = Limits {
        depth: ANNOTATE_DEPTH,
        nodes: None,
    };
    let a = analyse(position, limits, stop).ok()?;
    Some(super::chances::words(
        Side::South,
        position.to_move(),
        a.steady,
    ))
}

/// Finds where the annotated copy goes, refusing the original itself.
fn annotated_path(args: &Args) -> Result<PathBuf, Error> {
    let target = args.out.clone().unwrap_or_else(|| {
        let stem = args
            .file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let name = match args.file.extension() {
            Some(ext) => format!("{stem}.annotated.{}", ext.to_string_lossy()),
            None => format!("{stem}.annotated"),
        };
        args.file.with_file_name(name)
    });
    if same_file(&target, &args.file) {
        return Err(Error::Usage(t!(
            "game-replay-is-the-record",
            path = target.display().to_string()
        )));
    }
    if std::fs::symlink_metadata(&target).is_ok() {
        return Err(Error::Usage(t!(
            "game-replay-exists",
            path = target.display().to_string()
        )));
    }
    Ok(target)
}

pub(super) fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

fn write_copy(target: &Path, record: &Record) -> Result<(), Error> {
    files::create_new(target, record.write())
        .map_err(|e| Error::Write(target.display().to_string(), e))
}
