//! `bao book`: write the book of the annotated rules, or check that the folder is up to date.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::ExitCode,
};

use super::Error;
use crate::book::{self, disk};

/// Arguments of `bao book`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The book folder: `book.toml` and `src/` are written there.
    #[arg(long, default_value = "book")]
    pub out: PathBuf,
    /// Write nothing; fail if the folder differs from what would be written.
    #[arg(long)]
    pub check: bool,
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    let files = book::files().map_err(|e| Error::Usage(e.to_string()))?;
    let shown = args.out.display();
    if args.check {
        let mismatches =
            disk::compare(&args.out, &files).map_err(|e| Error::Usage(e.to_string()))?;
        if mismatches.is_empty() {
            writeln!(
                out,
                "{shown}: the book is up to date ({} files)",
                files.len()
            )?;
            return Ok(ExitCode::SUCCESS);
        }
        let list: Vec<String> = mismatches.iter().map(|m| format!("  {m}")).collect();
        return Err(Error::Usage(format!(
            "the book in `{shown}` is out of date; run `bao book{}` to update it:\n{}",
            if args.out == Path::new("book") {
                String::new()
            } else {
                format!(" --out {shown}")
            },
            list.join("\n")
        )));
    }
    let done = disk::write(&args.out, &files).map_err(|e| Error::Usage(e.to_string()))?;
    for path in &done.written {
        writeln!(out, "wrote {shown}/{path}")?;
    }
    for path in &done.removed {
        writeln!(out, "removed {shown}/{path}")?;
    }
    for path in &done.kept {
        writeln!(
            out,
            "warning: {shown}/{path} is not a page of the book; remove it"
        )?;
    }
    if done.written.is_empty() && done.removed.is_empty() {
        writeln!(
            out,
            "{shown}: the book is up to date ({} files)",
            files.len()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
