//! Errors of the command line as data; [`super::run`] prints them.

use std::{fmt, io, process::ExitCode};

/// Something the user asked for could not be done.
#[derive(Debug)]
pub enum Error {
    /// A position could not be read or is not a position; the message says what and where.
    Position(String),
    /// A move could not be read or is not legal.
    Move(String),
    /// A file could not be read or written.
    Io(String, io::Error),
    /// A file could not be written.
    Write(String, io::Error),
    /// Content files have problems: how many, and their diagnostics rendered.
    Invalid {
        /// How many problems.
        count: usize,
        /// The diagnostics, rendered.
        rendered: String,
    },
    /// Anything else the user can fix, with its message.
    Usage(String),
    /// The user stopped a long computation (Ctrl-C); what was stopped.
    Interrupted(String),
}

impl Error {
    /// Gets the exit code: 2 for input that cannot be read, 1 otherwise.
    #[must_use]
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Error::Io(..) | Error::Invalid { .. } => ExitCode::from(2),
            Error::Interrupted(_) => ExitCode::from(130),
            _ => ExitCode::FAILURE,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Position(message) | Error::Move(message) | Error::Usage(message) => {
                f.write_str(message)
            }
            Error::Interrupted(what) => write!(f, "interrupted: {what} was stopped by ctrl-c"),
            Error::Io(path, err) => write!(f, "cannot read `{path}`: {err}"),
            Error::Write(path, err) => write!(f, "cannot write `{path}`: {err}"),
            Error::Invalid { count, rendered } => {
                let noun = if *count == 1 { "problem" } else { "problems" };
                write!(
                    f,
                    "{count} {noun} in the files read:\n\n{}",
                    rendered.trim_end()
                )
            }
        }
    }
}

impl std::error::Error for Error {}

impl From<io::Error> for Error {
    fn from(err: io::Error) -> Error {
        Error::Io("standard output".to_owned(), err)
    }
}
