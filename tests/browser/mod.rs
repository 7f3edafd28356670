//! Headless Chromium for the book's tests: a page of a built book opened with a deadline, a
//! fresh profile and nothing that reaches the network.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

const CHROMIUM: &str = "/usr/bin/chromium";

/// The folder cargo keeps build output in (`target/`).
pub fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .to_owned()
}

/// Builds bao's own book with mdBook 0.5 afresh in `target/NAME` and gives the folder of the
/// HTML.
pub fn build_book(name: &str) -> PathBuf {
    let work = target_dir().join(name);
    if work.exists() {
        std::fs::remove_dir_all(&work).expect("the old test book is removed");
    }
    let files = bao::book::files().expect("the book generates");
    bao::book::disk::write(&work, &files, bao::lesson::catalog::builtin_lessons())
        .expect("the book writes");
    mdbook_driver::MDBook::load(&work)
        .expect("mdBook loads the book")
        .build()
        .expect("mdBook builds the book");
    work.join("book")
}

/// Runs a command with a deadline, returning its standard output.
pub fn run_with_deadline(command: &mut Command, limit: Duration) -> String {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("cannot start {command:?}: {e}; install Debian's chromium (see .ci/run)")
        });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut out).map(|_| out)
    });
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait for chromium") {
            assert!(status.success(), "{command:?} failed: {status}");
            break;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?} took longer than {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    reader.join().expect("reader").expect("utf-8 output")
}

/// Headless Chromium with a fresh profile and nothing that reaches the network.
pub fn chromium(profile: &Path) -> Command {
    let mut command = Command::new(CHROMIUM);
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
    ]);
    command.arg(format!("--user-data-dir={}", profile.display()));
    command
}

/// Opens a built page in headless Chromium and gives the DOM once its scripts ran.
pub fn dom_of(page: &Path) -> String {
    let url = format!("file://{}", page.display());
    let profile = tempfile::tempdir().expect("a profile folder");
    run_with_deadline(
        chromium(profile.path()).args(["--virtual-time-budget=2000", "--dump-dom", &url]),
        Duration::from_secs(120),
    )
}
