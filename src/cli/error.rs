//! Errors of the command line as data; [`super::run`] prints them.

use std::{fmt, io, process::ExitCode};

use crate::files::ReadError;

/// Something the user asked for could not be done.
#[derive(Debug)]
pub enum Error {
    /// A position could not be read or is not a position; the message says what and where.
    Position(String),
    /// A move could not be read or is not legal.
    Move(String),
    /// A file could not be read or written.
    Io(String, io::Error),
    /// A file could not be read as text: which, and why.
    Read(String, ReadError),
    /// A standard stream failed: which (once [`super::run`] knows) and how.
    Stream(Option<Stream>, io::Error),
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

/// The standard streams, named in errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// Standard input: the learner's answers, a yes or no.
    Input,
    /// Standard output: everything bao prints.
    Output,
}

impl Error {
    /// Gets the exit code: 2 for input that cannot be read, 1 otherwise.
    #[must_use]
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Error::Io(..) | Error::Read(..) | Error::Invalid { .. } => ExitCode::from(2),
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
            Error::Interrupted(what) => {
                f.write_str(&crate::t!("cli-error-interrupted", what = what.as_str()))
            }
            Error::Io(path, err) => f.write_str(&crate::t!(
                "cli-error-cannot-read",
                path = path.as_str(),
                reason = crate::files::io_reason(err)
            )),
            Error::Read(path, err) => f.write_str(&crate::t!(
                "cli-error-cannot-read",
                path = path.as_str(),
                reason = err.to_string()
            )),
            Error::Write(path, err) => f.write_str(&crate::t!(
                "cli-error-cannot-write",
                path = path.as_str(),
                reason = crate::files::io_reason(err)
            )),
            Error::Stream(stream, err) => {
                let why = match err.kind() {
                    io::ErrorKind::InvalidData => crate::t!("cli-error-not-utf8"),
                    _ => crate::files::io_reason(err),
                };
                f.write_str(&match stream {
                    Some(Stream::Input) => crate::t!("cli-error-stdin", reason = why),
                    Some(Stream::Output) => crate::t!("cli-error-stdout", reason = why),
                    None => crate::t!("cli-error-terminal", reason = why),
                })
            }
            Error::Invalid { count, rendered } => f.write_str(&crate::t!(
                "cli-error-invalid",
                count = *count,
                rendered = rendered.trim_end()
            )),
        }
    }
}

impl std::error::Error for Error {}

/// A failed read or write of a standard stream; [`super::run`] finds which one it was.
impl From<io::Error> for Error {
    fn from(err: io::Error) -> Error {
        Error::Stream(None, err)
    }
}
