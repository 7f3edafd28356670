//! `bao check` of a puzzle collection: every row read (a bad row is a problem at its line), then
//! every puzzle's claims proved again, on every core.

use std::{
    io::Write,
    path::Path,
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use owo_colors::OwoColorize;

use super::super::watch;
use crate::{
    files,
    lesson::{
        Problem, control,
        load::{SourceFile, Span},
    },
    puzzles::{
        collection::{CollectionError, Puzzle, parse},
        verify::{Failure, verify},
    },
    style::Styles,
};

/// What checking one collection gave.
#[derive(Default)]
pub(super) struct Checked {
    /// The puzzles whose claims hold.
    pub passed: usize,
    /// The puzzles with a claim that does not.
    pub failed: usize,
    /// The file's problems: it cannot be read, or rows are not puzzles.
    pub problems: Vec<Problem>,
    /// The proofs were stopped at the time bound.
    pub overdue: bool,
}

/// Reads and proves the collection at `path`, printing a line for each puzzle that fails and one
/// for the file.
pub(super) fn check(
    path: &Path,
    proof_time: Duration,
    styles: &Styles,
    out: &mut impl Write,
) -> std::io::Result<Checked> {
    let name = path.to_string_lossy().replace('\\', "/");
    let text = match files::read_text(path, files::READ_LIMIT) {
        Ok(text) => text,
        Err(err) => {
            return Ok(Checked {
                problems: vec![Problem::file(
                    path,
                    crate::t!("check-collection-unreadable", reason = err.to_string()),
                    None,
                )],
                ..Checked::default()
            });
        }
    };
    let collection = match parse(&text) {
        Ok(collection) => collection,
        Err(err) => {
            return Ok(Checked {
                problems: problems(path, &text, &err),
                ..Checked::default()
            });
        }
    };
    let deadline = Instant::now() + proof_time;
    let overdue = AtomicBool::new(false);
    let stop = || {
        if Instant::now() >= deadline {
            overdue.store(true, Ordering::Relaxed);
        }
        overdue.load(Ordering::Relaxed) || watch::stopped()
    };
    let verdicts = prove_all(&collection.puzzles, &stop);
    let mut checked = Checked::default();
    for (puzzle, verdict) in collection.puzzles.iter().zip(&verdicts) {
        match verdict {
            Ok(()) => checked.passed += 1,
            Err(failure) => {
                checked.failed += 1;
                writeln!(
                    out,
                    "{} {}",
                    "✗".style(styles.error),
                    crate::t!(
                        "check-collection-failed",
                        file = control::printable(&name).into_owned(),
                        row = puzzle.row,
                        id = control::printable(&puzzle.id).into_owned(),
                        failure = failure.to_string()
                    )
                )?;
            }
        }
    }
    if checked.failed == 0 {
        writeln!(
            out,
            "{} {}",
            "✓".style(styles.ok),
            crate::t!(
                "check-collection-proved",
                file = control::printable(&name).into_owned(),
                count = checked.passed
            )
        )?;
    }
    checked.overdue = overdue.load(Ordering::Relaxed);
    Ok(checked)
}

/// Proves every puzzle, the work shared among the cores, the verdicts in file order.
fn prove_all(puzzles: &[Puzzle], stop: &(dyn Fn() -> bool + Sync)) -> Vec<Result<(), Failure>> {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .clamp(1, 8);
    let chunk = puzzles.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = puzzles
            .chunks(chunk)
            .map(|part| {
                let handle =
                    scope.spawn(move || part.iter().map(|p| verify(p, stop)).collect::<Vec<_>>());
                (part, handle)
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|(part, handle)| {
                handle.join().unwrap_or_else(|_| {
                    part.iter()
                        .map(|_| {
                            Err(Failure {
                                field: "position",
                                message: crate::t!("check-verify-proof-failed"),
                            })
                        })
                        .collect()
                })
            })
            .collect()
    })
}

/// Makes the faults of a collection problems at their places in the file.
fn problems(path: &Path, text: &str, err: &CollectionError) -> Vec<Problem> {
    let source = SourceFile::new(path, text);
    err.faults
        .iter()
        .map(|fault| {
            if fault.line == 0 {
                return Problem::file(path, fault.message.clone(), None);
            }
            let span = Span {
                line: fault.line,
                column: fault.column,
                offset: fault.offset,
                len: fault.len,
            };
            let label = match (fault.field, fault.line) {
                (Some(field), _) => field.to_owned(),
                (None, 1) => crate::t!("check-collection-header-label"),
                (None, _) if fault.len == 1 => crate::t!("check-here-label"),
                (None, _) => crate::t!("check-collection-row-label"),
            };
            Problem::at(&source, span, fault.message.clone(), label, None)
        })
        .collect()
}
