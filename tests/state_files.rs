//! bao's own files in the state folder (`game.txt`, `progress.json`) against a hostile or busy
//! folder, through the binary: a link onto a device, a FIFO, temporary files a killed bao left,
//! and a second window on the same game.

mod support;

use std::{
    fs,
    io::Write,
    os::unix::fs::{FileTypeExt, symlink},
    path::{Path, PathBuf},
    time::{Duration, SystemTime},
};

use support::Bao;

const TWO_PLAYERS: [&str; 4] = ["game", "--new", "--two-players", "--no-coach"];

/// Makes a node with `mknod` or `mkfifo` in a test's own folder (never a real device).
fn node(path: &Path, tool: &str, args: &[&str]) {
    let made = std::process::Command::new(tool)
        .arg(path)
        .args(args)
        .status()
        .unwrap();
    assert!(made.success(), "{tool} {}", path.display());
}

/// The state folder `bao/` of a temporary state home, made.
fn state() -> (tempfile::TempDir, PathBuf) {
    let home = tempfile::tempdir().unwrap();
    let dir = home.path().join("bao");
    fs::create_dir_all(&dir).unwrap();
    (home, dir)
}

#[test]
fn a_saved_game_linked_onto_a_device_is_refused_and_the_device_kept() {
    let (home, dir) = state();
    let device = home.path().join("zero");
    node(&device, "mknod", &["c", "1", "5"]);
    symlink(&device, dir.join("game.txt")).unwrap();
    let output = Bao::new()
        .state(home.path())
        .args(TWO_PLAYERS)
        .stdin("q\n")
        .deadline(Duration::from_secs(60))
        .output();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!(
            "leads to `{}`, a device, not a regular file",
            device.display()
        )),
        "{stderr}"
    );
    let kind = fs::symlink_metadata(&device).unwrap().file_type();
    assert!(kind.is_char_device(), "the device is still a device");
    assert!(
        fs::symlink_metadata(dir.join("game.txt"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let left: Vec<_> = fs::read_dir(home.path()).unwrap().flatten().collect();
    assert_eq!(
        left.len(),
        2,
        "no temporary file beside the device: {left:?}"
    );
}

#[test]
fn a_fifo_as_the_saved_game_is_refused_without_waiting() {
    let (home, dir) = state();
    let fifo = dir.join("game.txt");
    node(&fifo, "mkfifo", &[]);
    // Opened to append, a FIFO would wait for a reader for ever: the deadline fails that.
    let output = Bao::new()
        .state(home.path())
        .args(TWO_PLAYERS)
        .stdin("q\n")
        .deadline(Duration::from_secs(60))
        .output();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("is a FIFO, not a regular file"), "{stderr}");
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

/// Writes a file as a killed bao would have left it, last written a minute ago.
fn left_behind(path: &Path) {
    fs::write(path, "half a game").unwrap();
    let file = fs::File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(60))
        .unwrap();
}

#[test]
fn temporary_files_a_killed_bao_left_are_removed_at_the_next_start() {
    let (home, dir) = state();
    let stale = [
        dir.join(".game.txt.k9Xq2Z.tmp"),
        dir.join(".game.txt.000aaa.tmp"),
        dir.join(".progress.json.Zt7pQ1.tmp"),
    ];
    let foreign = [
        dir.join(".game.txt.mine.tmp"),
        dir.join("notes.txt"),
        dir.join(".progress.json.Zt7pQ1.tmp.bak"),
    ];
    for path in stale.iter().chain(&foreign) {
        left_behind(path);
    }
    let game = Bao::new()
        .state(home.path())
        .args(TWO_PLAYERS)
        .stdin("q\n")
        .output();
    assert!(game.status.success(), "{game:?}");
    let learn = Bao::new()
        .state(home.path())
        .args(["learn", "--list"])
        .output();
    assert!(learn.status.success(), "{learn:?}");
    for path in &stale {
        assert!(!path.exists(), "{} removed", path.display());
    }
    for path in &foreign {
        assert!(path.exists(), "{} kept", path.display());
    }
}

/// Waits until `path` holds `text` (a session's first save), failing after a minute.
fn wait_for_file(path: &Path, text: &str) {
    for _ in 0..3000 {
        if fs::read_to_string(path).is_ok_and(|t| t.contains(text)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("{} never held {text:?}", path.display());
}

#[test]
fn a_second_window_on_the_same_game_neither_overwrites_it_nor_is_silent() {
    let (home, dir) = state();
    let game = dir.join("game.txt");
    // The first window: a game with one move played, still open.
    let mut first = Bao::new().state(home.path()).args(TWO_PLAYERS).spawn();
    let mut to_first = first.stdin.take().unwrap();
    writeln!(to_first, "A6L*").unwrap();
    wait_for_file(&game, "1. A6L*");
    // A second `--new` with no answer: refused, the first's game untouched.
    let second = Bao::new().state(home.path()).args(TWO_PLAYERS).output();
    assert_eq!(second.status.code(), Some(1), "{second:?}");
    let stdout = String::from_utf8_lossy(&second.stdout);
    assert!(
        stdout.contains("is open in another bao session: n starts a new game under another name, r opens this one read-only"),
        "{stdout}"
    );
    assert!(fs::read_to_string(&game).unwrap().contains("1. A6L*"));
    // Read-only: the game is resumed, a move played there is not saved.
    let read_only = Bao::new()
        .state(home.path())
        .args(["game"])
        .stdin("r\na5R\nq\n")
        .output();
    let stdout = String::from_utf8_lossy(&read_only.stdout);
    assert!(read_only.status.success(), "{stdout}");
    assert!(
        stdout.contains("was open read-only: nothing played here is saved"),
        "{stdout}"
    );
    let kept = fs::read_to_string(&game).unwrap();
    assert!(kept.contains("1. A6L*") && !kept.contains("2. "), "{kept}");
    // Another name: a new game there, the first's untouched.
    let other = Bao::new()
        .state(home.path())
        .args(TWO_PLAYERS)
        .stdin("n\nA6R*\nq\n")
        .output();
    let stdout = String::from_utf8_lossy(&other.stdout);
    assert!(other.status.success(), "{stdout}");
    let named = dir.join("game-2.txt");
    assert!(
        stdout.contains(&format!("the new game is kept in `{}`", named.display())),
        "{stdout}"
    );
    assert!(stdout.contains("`bao game --load"), "{stdout}");
    assert!(fs::read_to_string(&named).unwrap().contains("1. A6R*"));
    assert!(fs::read_to_string(&game).unwrap().contains("1. A6L*"));
    // The first window goes on and saves its own moves.
    writeln!(to_first, "a5R").unwrap();
    writeln!(to_first, "q").unwrap();
    drop(to_first);
    assert!(first.wait().unwrap().success());
    assert!(fs::read_to_string(&game).unwrap().contains("2. a5R"));
    // Once it has ended, the game is free again; a game kept under another name resumes there.
    let again = Bao::new()
        .state(home.path())
        .arg("game")
        .arg("--load")
        .arg(&named)
        .stdin("a6L*\nq\n")
        .output();
    assert!(again.status.success(), "{again:?}");
    assert!(fs::read_to_string(&named).unwrap().contains("2. a6L*"));
    assert!(!fs::read_to_string(&game).unwrap().contains("a6L*"));
}
