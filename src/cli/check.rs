//! `bao check`: play every lesson step and diagram claim on the engine, and prove every puzzle of
//! a collection ([`puzzles`]).

mod puzzles;

use std::{
    cell::RefCell,
    io::Write,
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use super::{Error, watch};
use crate::{
    lesson::{Problem, catalog, check, control, diagnostic, translation},
    puzzles::collection,
    render,
    style::Styles,
};

/// Arguments of `bao check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Course, chapter or diagram folders, or lesson or diagram files [default: the built-in
    /// lessons and diagrams, which `bao learn` reads, from any folder]; any other folder is
    /// searched below for them. Lessons may name the diagrams in ./diagrams/ (or, without one,
    /// the built-in diagrams) and their course's own diagrams/. A `.csv` file is a puzzle
    /// collection [default: also the built-in lessons/puzzles/puzzles.csv]: every row is proved.
    pub paths: Vec<PathBuf>,

    /// The longest the puzzle proofs of one file may take, in seconds: past it they stop and
    /// the puzzle fails, saying so, whatever its `wins_in` claims.
    #[arg(long, value_name = "SECONDS", default_value = "120", value_parser = super::duration::up_to_a_day)]
    pub proof_time: Duration,
}

/// The width diagnostics are wrapped at.
const WIDTH: usize = 100;

pub(crate) fn run(
    args: &Args,
    styles: &Styles,
    colorize: bool,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let (paths, library, collections) = if args.paths.is_empty() {
        let diagrams = nearby(catalog::builtin_diagrams());
        (
            vec![nearby(catalog::builtin_lessons()), diagrams.clone()],
            diagrams,
            vec![nearby(collection::built_in_path())],
        )
    } else {
        let (collections, paths) = args.paths.iter().cloned().partition(|p| is_collection(p));
        (paths, catalog::default_library(), collections)
    };
    let loaded = catalog::load(&paths, Some(&library));
    let catalog = &loaded.catalog;
    // A long puzzle proof shows a progress line; Ctrl-C ends it (the puzzle then fails) rather
    // than bao.
    let terminal = RefCell::new(watch::Terminal::new());
    let overdue = RefCell::new(Vec::new());
    let proving = |file: &Path| {
        let name = file.to_string_lossy().replace('\\', "/");
        let (terminal, overdue) = (&terminal, &overdue);
        let bound = Bound::new(args.proof_time, Instant::now);
        let what = crate::t!(
            "check-proving",
            file = control::printable(&name).into_owned()
        );
        move || {
            if bound.passed() {
                if !overdue.borrow().contains(&name) {
                    overdue.borrow_mut().push(name.clone());
                }
                return true;
            }
            terminal
                .borrow_mut()
                .progress(format_args!("{what}"))
                .is_break()
        }
    };
    let reports = catalog
        .diagrams
        .iter()
        .flat_map(|d| check::diagram_until(d, &proving(&d.file)))
        .chain(
            catalog
                .lessons()
                .flat_map(|l| check::lesson_until(l, &proving(&l.file))),
        );
    let (mut passed, mut failed, mut warnings) = (0, 0, 0);
    for item in reports {
        watch::clear();
        write!(out, "{}", render::check::entry(&item, styles))?;
        if item.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
        warnings += item.warnings.len();
    }
    let translations = translation::check(catalog);
    let mut problems = loaded.problems;
    problems.extend(translations.problems);
    let mut overdue_collections = Vec::new();
    for path in &collections {
        let checked = puzzles::check(path, args.proof_time, styles, out)?;
        passed += checked.passed;
        failed += checked.failed;
        problems.extend(checked.problems);
        if checked.overdue {
            overdue_collections.push(path.to_string_lossy().replace('\\', "/"));
        }
    }
    let summary = if warnings == 0 {
        crate::t!(
            "check-summary",
            checked = passed + failed,
            passed = passed,
            failed = failed
        )
    } else {
        crate::t!(
            "check-summary-warnings",
            checked = passed + failed,
            passed = passed,
            failed = failed,
            warnings = warnings
        )
    };
    writeln!(out, "{summary}")?;
    match translations.languages.as_slice() {
        [] => {}
        languages => {
            let codes: Vec<&str> = languages.iter().map(|l| l.code()).collect();
            let count = match codes.len() {
                1 => "1 translation".to_owned(),
                n => format!("{n} translations"),
            };
            writeln!(out, "{count} checked: {}", codes.join(", "))?;
        }
    }
    if translations.diagrams > 0 {
        writeln!(
            out,
            "{}",
            crate::t!(
                "check-diagram-translations-checked",
                count = translations.diagrams
            )
        )?;
    }
    for name in overdue.borrow().iter().chain(&overdue_collections) {
        writeln!(
            out,
            "{}",
            crate::t!(
                "check-proofs-stopped",
                file = control::printable(name).into_owned(),
                seconds = args.proof_time.as_secs_f64()
            )
        )?;
    }
    if passed + failed == 0 && problems.is_empty() {
        let names: Vec<String> = paths
            .iter()
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .collect();
        problems.push(Problem::file(
            names.join(", "),
            crate::t!("check-nothing-checked"),
            Some(crate::t!("check-nothing-checked-help")),
        ));
    }
    if !problems.is_empty() {
        return Err(Error::Invalid {
            count: problems.len(),
            rendered: diagnostic::render(&problems, colorize, WIDTH),
        });
    }
    Ok(if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Checks if a path names a puzzle collection: a `.csv` file.
fn is_collection(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"))
}

/// A proof's time bound, read from a clock that tests can drive.
struct Bound<C: Fn() -> Instant> {
    clock: C,
    deadline: Instant,
}

impl<C: Fn() -> Instant> Bound<C> {
    /// Starts a bound of `limit` from the clock's now.
    fn new(limit: Duration, clock: C) -> Self {
        Bound {
            deadline: clock() + limit,
            clock,
        }
    }

    /// Checks if the clock has reached the deadline.
    fn passed(&self) -> bool {
        (self.clock)() >= self.deadline
    }
}

/// Gets a path relative to the current folder when it lies below it (bao's own source tree),
/// so that messages name `lessons/…` there; else the path as it is.
fn nearby(path: &Path) -> PathBuf {
    let here = std::env::current_dir().and_then(|d| d.canonicalize());
    match (here, path.canonicalize()) {
        (Ok(here), Ok(full)) => match full.strip_prefix(&here) {
            Ok(below) if !below.as_os_str().is_empty() => below.to_owned(),
            _ => path.to_owned(),
        },
        _ => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use std::{
        cell::Cell,
        time::{Duration, Instant},
    };

    use super::Bound;

    #[test]
    fn a_bound_passes_when_its_clock_reaches_the_deadline_and_not_before() {
        let start = Instant::now();
        let now = Cell::new(start);
        let bound = Bound::new(Duration::from_secs(120), || now.get());
        now.set(start + Duration::from_secs(119));
        assert!(!bound.passed());
        now.set(start + Duration::from_secs(120));
        assert!(bound.passed());
    }
}
