//! What bao reads and writes off the happy path, through the real binary: devices, FIFOs and
//! huge or hostile files given as POSITION or found as progress, failing standard streams.
//! Every run has a deadline, so a read that blocks fails the test instead of hanging it.

use std::{
    fs,
    path::Path,
    process::{Command, ExitStatus, Stdio},
    time::Duration,
};

mod support;
use support::{BAO, Bao};

const START: &str =
    "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN";

/// What one run of bao did.
struct Run {
    status: ExitStatus,
    stdout: String,
    stderr: String,
}

/// Runs bao in `dir` with `args` and `input`, keeping progress under `dir/state`; kills it and
/// fails the test when it has not ended within ten seconds.
fn bao_in(dir: &Path, args: &[&str], input: &[u8]) -> Run {
    let output = Bao::new()
        .args(args)
        .current_dir(dir)
        .state(dir.join("state"))
        .stdin(input)
        .deadline(Duration::from_secs(10))
        .output();
    Run {
        status: output.status,
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Runs bao in the crate's folder.
fn bao(args: &[&str]) -> Run {
    bao_in(Path::new(env!("CARGO_MANIFEST_DIR")), args, b"")
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn the_zero_device_as_position_is_refused_at_once() {
    let run = bao(&["show", "/dev/zero"]);
    assert_eq!(run.status.code(), Some(2), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "error: cannot read `/dev/zero`: it is a device, not a regular file\n"
    );
}

/// A FIFO given as POSITION, or as the lesson to record, or standing where progress is kept,
/// is refused without opening it: nobody will ever write into it.
#[cfg(unix)]
#[test]
fn a_fifo_never_blocks_a_command() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("position");
    mkfifo(&fifo);
    let name = fifo.to_str().unwrap();
    let runs: [&[&str]; 5] = [
        &["show", name],
        &["moves", name],
        &["play", name, "A6L*"],
        &["perft", "1", name],
        &["record", name],
    ];
    for args in runs {
        let run = bao_in(dir.path(), args, b"");
        assert_eq!(run.status.code(), Some(2), "{args:?}: {}", run.stderr);
        assert_eq!(
            run.stderr,
            format!("error: cannot read `{name}`: it is a FIFO, not a regular file\n"),
            "{args:?}"
        );
    }
    fs::create_dir_all(dir.path().join("state/bao")).unwrap();
    mkfifo(&dir.path().join("state/bao/progress.json"));
    let course = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/learn-course");
    let run = bao_in(dir.path(), &["learn", "--lessons", course], b"q\n");
    assert_eq!(run.status.code(), Some(1), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("progress.json`: it is a FIFO, not a regular file"),
        "{}",
        run.stderr
    );
}

/// A huge position file is refused by its size, and a long bad one quotes a short excerpt:
/// stderr stays small either way.
#[test]
fn a_huge_position_file_gives_a_short_error() {
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.txt");
    fs::write(&huge, "9".repeat(10 * 1024 * 1024)).unwrap();
    let run = bao_in(dir.path(), &["show", "huge.txt"], b"");
    assert_eq!(run.status.code(), Some(2), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "error: cannot read `huge.txt`: it is larger than 64 KiB, the most bao reads\n"
    );
    let long = dir.path().join("long.txt");
    fs::write(&long, format!("{}/{}", "9,".repeat(30_000), START)).unwrap();
    let run = bao_in(dir.path(), &["show", "long.txt"], b"");
    assert_eq!(run.status.code(), Some(1), "{}", run.stderr);
    assert!(
        run.stderr
            .starts_with("error: invalid position in `long.txt`")
    );
    assert!(run.stderr.len() < 400, "{}", run.stderr);
}

/// Each file in `tests/fixtures/positions/` is a bad POSITION: its error quotes at most a
/// short excerpt, never a control character, never the lines of another kind of file.
#[test]
fn hostile_position_files_are_explained_safely() {
    insta::glob!("fixtures/positions/*.txt", |path| {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let relative = format!("tests/fixtures/positions/{name}");
        let run = bao(&["show", &relative]);
        assert!(
            matches!(run.status.code(), Some(1 | 2)),
            "{name}: {}",
            run.stderr
        );
        assert!(run.stdout.is_empty(), "{name}: {}", run.stdout);
        assert!(run.stderr.starts_with("error: "), "{name}: {}", run.stderr);
        assert!(!run.stderr.chars().any(|c| c.is_control() && c != '\n'));
        assert!(run.stderr.len() < 400, "{name}: {}", run.stderr);
        assert!(!run.stderr.contains("root:"), "{name}: {}", run.stderr);
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(run.stderr);
        });
    });
}

/// `start`, a diagram id and a file whose name has a comma are positions, as in lessons.
#[test]
fn start_diagram_ids_and_files_with_commas_are_positions() {
    let start = bao(&["show", "start"]);
    assert!(start.status.success(), "{}", start.stderr);
    assert_eq!(start.stdout, bao(&["show", START]).stdout);
    let kujifunza = bao(&["moves", "--rules", "kujifunza", "--json", "start"]);
    assert!(kujifunza.status.success(), "{}", kujifunza.stderr);
    assert!(kujifunza.stdout.contains(r#"[2,2,2,2,2,2,2,2]"#));
    // Seed 000, diagram 9: North's front row 4 3 1 8 O 2 5 6, South's 1 2 O O 8 O 3 4.
    let diagram = bao(&["show", "seed000-d09"]);
    assert!(diagram.status.success(), "{}", diagram.stderr);
    assert!(
        diagram
            .stdout
            .contains("a   4    3    1  [8]    0    2    5    6"),
        "{}",
        diagram.stdout
    );
    assert!(
        diagram
            .stdout
            .contains("A   1    2    0    0  [8]    0    3    4"),
        "{}",
        diagram.stdout
    );
    let typo = bao(&["show", "seed000-d9"]);
    assert_eq!(typo.status.code(), Some(1));
    assert!(
        typo.stderr.contains("did you mean `seed000-d09`?"),
        "{}",
        typo.stderr
    );
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("a,b.txt"), format!("{START}\n")).unwrap();
    let comma = bao_in(dir.path(), &["show", "a,b.txt"], b"");
    assert!(comma.status.success(), "{}", comma.stderr);
    assert_eq!(comma.stdout, start.stdout);
}

/// A full device fails every command that prints, `--help` included.
#[cfg(target_os = "linux")]
#[test]
fn output_into_a_full_device_fails() {
    for args in [
        &["--help"][..],
        &["--version"],
        &["moves", START],
        &["show", "start"],
    ] {
        let full = fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let output = Command::new(BAO)
            .args(args)
            .stdout(full)
            .output()
            .expect("bao runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: cannot write `standard output`: No space left on device"),
            "{args:?}: {stderr}"
        );
    }
}

/// Writing into a closed pipe (`bao moves … | head`) ends quietly.
#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(BAO)
        .args(["perft", "2", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bao runs");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("bao ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.is_empty(), "{stderr}");
    assert!(output.status.success());
}

/// Bad bytes on standard input are named as such, not as a failure of standard output.
#[test]
fn invalid_utf8_on_standard_input_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let course = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/learn-course");
    let run = bao_in(dir.path(), &["learn", "--lessons", course], b"\xff\xfe\n");
    assert_eq!(run.status.code(), Some(1), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "error: cannot read `standard input`: it is not UTF-8 text\n"
    );
}
