//! The tutor tells the learner how to go on with the command that really runs it: `bao` once
//! it is installed on the PATH, else the program's own path.

use std::path::Path;

mod support;
use support::{BAO, Bao};

/// Quits `bao learn` at once with the given PATH and gives what it printed.
fn quit_learn(path: &std::ffi::OsStr, state: &Path) -> String {
    let output = Bao::new()
        .args(["learn", "--lessons", "tests/fixtures/learn-course"])
        .env("PATH", path)
        .state(state)
        .stdin("q\n")
        .output();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Wrapping may break the line anywhere between words.
    let said = String::from_utf8(output.stdout).unwrap();
    said.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(unix)]
#[test]
fn the_tutor_names_the_command_that_runs_it() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    let said = quit_learn(bin.as_os_str(), dir.path());
    let exe = Path::new(BAO);
    let exe = exe.canonicalize().unwrap();
    let here = Path::new(env!("CARGO_MANIFEST_DIR"))
        .canonicalize()
        .unwrap();
    let shown = exe.strip_prefix(&here).unwrap_or(&exe).to_string_lossy();
    let shown = if shown == "target/release/bao" {
        "cargo run --release --".into()
    } else {
        shown
    };
    assert!(
        said.contains(&format!(
            "Progress saved. `{shown} learn` goes on from page 1 of:"
        )),
        "{said}"
    );
    std::os::unix::fs::symlink(&exe, bin.join("bao")).unwrap();
    let said = quit_learn(bin.as_os_str(), dir.path());
    assert!(
        said.contains("Progress saved. `bao learn` goes on from page 1 of:"),
        "{said}"
    );
}

/// The README installs bao with the versions of `Cargo.lock`: without `--locked`, `cargo
/// install` resolves every dependency afresh (minutes, and warnings about the dev profile).
#[test]
fn the_readme_installs_with_the_lockfile() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let installs: Vec<&str> = readme
        .lines()
        .filter(|l| l.contains("cargo install") && l.contains("--path"))
        .collect();
    assert!(!installs.is_empty(), "the README says how to install bao");
    for line in installs {
        assert!(line.contains("--locked"), "{line}");
    }
}
