//! No file the user saved is lost: `bao record` writes through symlinks and hard links, refuses
//! a read-only lesson and one edited while it waited at its prompt; `bao new` on a full disk
//! leaves nothing half-written.

use std::{
    fs,
    io::{Read, Write},
    path::Path,
    process::Command,
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

mod support;
use support::{BAO, Bao, bao_in as bao};

const LESSON: &str = "course/01-mine/01-first-capture.yaml";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Scaffolds a lesson and adds a move whose result is not stated: something to record.
fn lesson_to_record(dir: &Path) -> String {
    let args = [
        "new",
        "exercise",
        "01-mine/first-capture",
        "--from",
        "seed000-d09",
        "--lessons",
        "course",
    ];
    let out = bao(dir, &args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let lesson = dir.join(LESSON);
    let mut text = fs::read_to_string(&lesson).unwrap();
    text.push_str("  - position: seed000-d09\n    play: A8R   # the biggest capture\n");
    fs::write(&lesson, &text).unwrap();
    text
}

/// What `bao record` writes for the added move: where its last seed falls.
const RECORDED: &str = "    play: A8R   # the biggest capture\n    expect:\n";

#[cfg(unix)]
#[test]
fn a_symlinked_lesson_is_written_through() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let before = lesson_to_record(dir);
    let real = dir.join("real.yaml");
    fs::rename(dir.join(LESSON), &real).unwrap();
    std::os::unix::fs::symlink(&real, dir.join(LESSON)).unwrap();
    let out = bao(dir, &["record", "--yes", LESSON], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let link = fs::symlink_metadata(dir.join(LESSON)).unwrap();
    assert!(link.file_type().is_symlink(), "the link is kept");
    let after = fs::read_to_string(&real).unwrap();
    assert_ne!(after, before);
    assert!(after.contains(RECORDED), "{after}");
}

#[cfg(unix)]
#[test]
fn a_hard_linked_lesson_stays_linked() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    lesson_to_record(dir);
    let other = dir.join("other.yaml");
    fs::hard_link(dir.join(LESSON), &other).unwrap();
    let out = bao(dir, &["record", "--yes", LESSON], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(fs::read_to_string(&other).unwrap().contains(RECORDED));
}

/// A hard-linked lesson is rewritten in place; when that fails (here: a file size limit
/// between the old size and the new), the old text is put back, in both links.
#[cfg(unix)]
#[test]
fn a_failed_write_leaves_a_hard_linked_lesson_as_it_was() {
    let more = "  - position: seed000-d09\n    play: A8R\n".repeat(60);
    let grown = |dir: &Path| {
        let mut text = lesson_to_record(dir);
        text.push_str(&more);
        fs::write(dir.join(LESSON), &text).unwrap();
        text
    };
    let measured = tempfile::tempdir().unwrap();
    grown(measured.path());
    let out = bao(measured.path(), &["record", "--yes", LESSON], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let new_size = fs::metadata(measured.path().join(LESSON)).unwrap().len();
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let before = grown(dir);
    let limit_kib = before.len() as u64 / 1024 + 1;
    assert!(
        limit_kib * 1024 < new_size,
        "the recorded lesson outgrows the limit"
    );
    let other = dir.join("other.yaml");
    fs::hard_link(dir.join(LESSON), &other).unwrap();
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(
            r#"trap '' XFSZ; ulimit -f {limit_kib}; exec "$0" "$@""#
        ))
        .arg(BAO)
        .args(["record", "--yes", LESSON])
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("bash runs");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!("error: cannot write `{LESSON}`: File too large")),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(dir.join(LESSON)).unwrap(), before);
    assert_eq!(fs::read_to_string(&other).unwrap(), before);
}

/// A read-only lesson is refused before anything is asked, and left as it was.
#[cfg(unix)]
#[test]
fn a_read_only_lesson_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let before = lesson_to_record(dir);
    let lesson = dir.join(LESSON);
    fs::set_permissions(&lesson, fs::Permissions::from_mode(0o444)).unwrap();
    let out = bao(dir, &["record", LESSON], "y\n");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    assert_eq!(
        text(&out.stderr),
        format!("error: cannot write `{LESSON}`: the file is read-only\n")
    );
    assert!(!text(&out.stdout).contains("[y/N]"), "nothing is asked");
    assert_eq!(fs::read_to_string(&lesson).unwrap(), before);
    let mode = fs::metadata(&lesson).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
}

/// An edit saved while `bao record` waits at its prompt is kept: bao refuses to write.
#[test]
fn an_edit_made_while_record_waits_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    lesson_to_record(dir);
    let mut record = Bao::new();
    let mut child = record.args(["record", LESSON]).current_dir(dir).spawn();
    let (said, heard) = mpsc::channel();
    let mut stdout = child.stdout.take().expect("stdout");
    thread::spawn(move || {
        let mut buf = [0; 4096];
        while let Ok(n @ 1..) = stdout.read(&mut buf) {
            let _ = said.send(String::from_utf8_lossy(&buf[..n]).into_owned());
        }
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut shown = String::new();
    while !shown.contains("write these changes? [y/N] ") {
        let left = deadline.saturating_duration_since(Instant::now());
        match heard.recv_timeout(left) {
            Ok(chunk) => shown.push_str(&chunk),
            Err(_) => {
                let _ = child.kill();
                panic!("no prompt: {shown}");
            }
        }
    }
    let lesson = dir.join(LESSON);
    let mut edited = fs::read_to_string(&lesson).unwrap();
    edited.push_str("  - say: Written while bao record waited.\n");
    fs::write(&lesson, &edited).unwrap();
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(b"y\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().expect("bao ends");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "`{LESSON}` changed while bao record waited, so nothing was written (your edit is kept)"
        )),
        "{stderr}"
    );
    assert_eq!(fs::read_to_string(&lesson).unwrap(), edited);
}

/// On a full disk (here: a file size limit of 0) `bao new` fails and leaves no empty or
/// part-written file behind for later runs to read.
#[cfg(unix)]
#[test]
fn new_on_a_full_disk_leaves_nothing_half_written() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path();
    let out = Command::new("sh")
        .arg("-c")
        .arg(r#"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""#)
        .arg(BAO)
        .args(["new", "lesson", "01-mine/first", "--lessons", "course"])
        .current_dir(dir)
        .output()
        .expect("sh runs");
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot write `course/01-mine/chapter.yaml`"),
        "{stderr}"
    );
    let left: Vec<String> = fs::read_dir(dir.join("course/01-mine"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// A folder given to `bao record` is answered with a lesson file of it that `bao record` takes:
/// the course's first lesson, chapter folder and all.
#[test]
fn a_folder_is_answered_with_one_of_its_lessons() {
    let dir = tempfile::tempdir().unwrap();
    lesson_to_record(dir.path());
    for folder in ["course", "course/01-mine"] {
        let out = bao(dir.path(), &["record", folder], "");
        assert!(!out.status.success());
        assert!(
            text(&out.stderr).contains(&format!(
                "`{folder}` is a folder: give one lesson file, e.g. `bao record {LESSON}`"
            )),
            "{}",
            text(&out.stderr)
        );
    }
}
