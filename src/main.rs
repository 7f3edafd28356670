//! The `bao` command: see `bao --help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    bao::cli::run(std::env::args_os())
}
