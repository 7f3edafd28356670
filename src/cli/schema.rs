//! `bao schema`: write the JSON Schemas of lesson, chapter, course and diagram files.

use std::{io::Write, path::Path, process::ExitCode};

use super::Error;
use crate::lesson;

/// Arguments of `bao schema`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Write nothing; fail if a schema file is missing or out of date.
    #[arg(long)]
    pub check: bool,
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    let mut stale = Vec::new();
    for (path, text) in lesson::json_schemas() {
        let current = std::fs::read_to_string(path).ok();
        if current.as_deref() == Some(text.as_str()) {
            if !args.check {
                writeln!(
                    out,
                    "{}",
                    crate::t!("cli-schema-up-to-date", path = path.to_string())
                )?;
            }
            continue;
        }
        if args.check {
            stale.push(path);
            continue;
        }
        if let Some(dir) = Path::new(path).parent() {
            std::fs::create_dir_all(dir).map_err(|e| Error::Write(path.to_owned(), e))?;
        }
        crate::files::write_atomically(Path::new(path), &text)
            .map_err(|e| Error::Write(path.to_owned(), e))?;
        writeln!(
            out,
            "{}",
            crate::t!("cli-schema-wrote", path = path.to_string())
        )?;
    }
    if !stale.is_empty() {
        return Err(Error::Usage(crate::t!(
            "cli-schema-stale",
            paths = stale.join(", ")
        )));
    }
    if args.check {
        writeln!(out, "{}", crate::t!("cli-schema-all-up-to-date"))?;
    }
    Ok(ExitCode::SUCCESS)
}
