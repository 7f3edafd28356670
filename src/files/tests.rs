//! Tests of reading and writing the user's files.

use super::*;

#[test]
fn reads_only_regular_files_within_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a.txt");
    fs::write(&file, "\u{feff}hello").unwrap();
    assert_eq!(read_text(&file, 100).unwrap(), "hello");
    assert!(matches!(read_text(&file, 3), Err(ReadError::TooLarge(3))));
    assert!(matches!(
        read_text(dir.path(), 100),
        Err(ReadError::NotRegular("a folder"))
    ));
    assert!(matches!(
        read_text(&dir.path().join("none"), 100),
        Err(ReadError::NotFound)
    ));
    assert!(matches!(
        read_text(Path::new("/dev/zero"), 100),
        Err(ReadError::NotRegular("a device"))
    ));
}

#[test]
fn bad_utf8_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a.txt");
    fs::write(&file, b"one\ntw\xFFo").unwrap();
    assert!(matches!(
        read_text(&file, 100),
        Err(ReadError::NotUtf8 { line: 2, column: 3 })
    ));
}

#[cfg(unix)]
#[test]
fn writes_through_symlinks_and_keeps_the_mode() {
    use std::os::unix::fs::{PermissionsExt, symlink};
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.yaml");
    fs::write(&real, "old").unwrap();
    fs::set_permissions(&real, fs::Permissions::from_mode(0o640)).unwrap();
    let link = dir.path().join("link.yaml");
    symlink("real.yaml", &link).unwrap();
    write_atomically(&link, "new").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(&real).unwrap(), "new");
    let mode = fs::metadata(&real).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o640);
    assert_eq!(
        fs::read_dir(dir.path()).unwrap().count(),
        2,
        "no temporary file left"
    );
}

#[cfg(unix)]
#[test]
fn keeps_hard_links_and_refuses_read_only_files() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("one");
    let two = dir.path().join("two");
    fs::write(&one, "old").unwrap();
    fs::hard_link(&one, &two).unwrap();
    write_atomically(&one, "new").unwrap();
    assert_eq!(fs::read_to_string(&two).unwrap(), "new");
    fs::set_permissions(&one, fs::Permissions::from_mode(0o444)).unwrap();
    let err = write_atomically(&one, "newer").unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::PermissionDenied);
    assert_eq!(fs::read_to_string(&one).unwrap(), "new");
}

#[test]
fn an_edit_made_meanwhile_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lesson.yaml");
    fs::write(&file, "read").unwrap();
    let was = read_text(&file, 100).unwrap();
    fs::write(&file, "edited meanwhile").unwrap();
    let err = replace_if_unchanged(&file, 100, &was, "recorded").unwrap_err();
    assert!(matches!(err, ReplaceError::Changed), "{err}");
    assert_eq!(fs::read_to_string(&file).unwrap(), "edited meanwhile");
    let was = read_text(&file, 100).unwrap();
    replace_if_unchanged(&file, 100, &was, "recorded").unwrap();
    assert_eq!(fs::read_to_string(&file).unwrap(), "recorded");
}

#[test]
fn create_new_never_replaces() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("new.yaml");
    create_new(&file, "one").unwrap();
    let err = create_new(&file, "two").unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
    assert_eq!(fs::read_to_string(&file).unwrap(), "one");
}

/// Makes a node in `dir` with `mknod` or `mkfifo` (`args` after the path), as root may.
#[cfg(unix)]
fn node(dir: &Path, name: &str, tool: &str, args: &[&str]) -> PathBuf {
    let path = dir.join(name);
    let made = std::process::Command::new(tool)
        .arg(&path)
        .args(args)
        .status()
        .unwrap();
    assert!(made.success(), "{tool} {}", path.display());
    path
}

#[cfg(unix)]
#[test]
fn a_device_is_never_written_over_directly_or_through_a_link() {
    use std::os::unix::fs::{FileTypeExt, symlink};
    let dir = tempfile::tempdir().unwrap();
    // A node of its own, like /dev/zero (1, 5), never the real one.
    let device = node(dir.path(), "zero", "mknod", &["c", "1", "5"]);
    let link = dir.path().join("game.txt");
    symlink(&device, &link).unwrap();
    for path in [&link, &device] {
        let err = write_atomically(path, "a game").unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidInput, "{err}");
        let said = err.to_string();
        assert!(said.contains("a device, not a regular file"), "{said}");
        assert!(said.contains(&device.display().to_string()), "{said}");
        assert!(check_writable(path).is_err());
    }
    assert!(err_names_the_link(&link, &device));
    let kind = fs::symlink_metadata(&device).unwrap().file_type();
    assert!(kind.is_char_device(), "the device is still there");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 2, "no file left");
}

/// Checks that refusing a link says the link's name and what it leads to.
#[cfg(unix)]
fn err_names_the_link(link: &Path, device: &Path) -> bool {
    let said = write_atomically(link, "x").unwrap_err().to_string();
    said.contains(&format!(
        "`{}` leads to `{}`",
        link.display(),
        device.display()
    ))
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_being_opened() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = node(dir.path(), "game.txt", "mkfifo", &[]);
    // Opening a FIFO to write waits for a reader: were it opened, this would never return.
    let (send, receive) = std::sync::mpsc::channel();
    let path = fifo.clone();
    std::thread::spawn(move || {
        let _ = send.send((
            write_atomically(&path, "a game").map_err(|e| e.to_string()),
            check_writable(&path).map_err(|e| e.to_string()),
        ));
    });
    let (written, checked) = receive
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("the write returns rather than waiting for a reader");
    let said = written.unwrap_err();
    assert!(said.contains("a FIFO, not a regular file"), "{said}");
    assert!(checked.unwrap_err().contains("a FIFO"));
}

#[cfg(unix)]
#[test]
fn only_stale_temporaries_of_bao_s_naming_are_removed() {
    use std::time::{Duration, SystemTime};
    let dir = tempfile::tempdir().unwrap();
    let game = dir.path().join("game.txt");
    fs::write(&game, "kept").unwrap();
    let now = SystemTime::now();
    let plant = |name: &str, age: Duration| {
        let path = dir.path().join(name);
        fs::write(&path, "left").unwrap();
        File::options()
            .write(true)
            .open(&path)
            .unwrap()
            .set_modified(now - age)
            .unwrap();
        path
    };
    let old = Duration::from_secs(60);
    let stale = plant(".game.txt.aB3xY9.tmp", old);
    let stale_too = plant(".game.txt.000000.tmp", old);
    // Not bao's naming, or another file's, or bao's old text kept on a failed rewrite.
    let foreign = [
        plant(".game.txt.abc.tmp", old),
        plant(".game.txt.abcdefg.tmp", old),
        plant(".game.txt.ab-d_f.tmp", old),
        plant("game.txt.aB3xY9.tmp", old),
        plant(".progress.json.aB3xY9.tmp", old),
        plant(".game.txt.aB3xY9.old", old),
    ];
    // Just made: a live bao may not have locked it yet.
    let fresh = plant(".game.txt.fReSh1.tmp", Duration::ZERO);
    // Locked: a live bao is writing it.
    let busy = plant(".game.txt.bUsY22.tmp", old);
    let held = File::open(&busy).unwrap();
    held.lock().unwrap();
    // A link of bao's naming is not a file bao made.
    let link = dir.path().join(".game.txt.LiNk33.tmp");
    std::os::unix::fs::symlink(&game, &link).unwrap();
    assert_eq!(remove_stale_temporaries(&game, now), 2);
    assert!(!stale.exists() && !stale_too.exists());
    for kept in foreign.iter().chain([&fresh, &busy, &link, &game]) {
        assert!(
            fs::symlink_metadata(kept).is_ok(),
            "{} kept",
            kept.display()
        );
    }
    drop(held);
    assert_eq!(remove_stale_temporaries(&game, now), 1, "once unlocked");
    assert!(!busy.exists());
}

#[test]
fn a_temporary_file_is_locked_while_it_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let temp = temporary_beside(&dir.path().join("game.txt"), TEMPORARY, b"text").unwrap();
    let other = File::open(temp.path()).unwrap();
    assert!(other.try_lock().is_err(), "the writer holds the lock");
    let name = temp
        .path()
        .file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(stale::is_temporary_of(&name, "game.txt"), "{name}");
}

/// A new file gets the mode of any new file (the umask applied), not a temporary's `0600`.
#[cfg(unix)]
#[test]
fn a_new_file_gets_the_mode_of_any_new_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("plain.txt");
    fs::write(&plain, "x").unwrap();
    let usual = fs::metadata(&plain).unwrap().permissions().mode() & 0o777;
    for (name, write) in [
        (
            "atomic.svg",
            (|p, t| write_atomically(p, t)) as fn(&Path, &[u8]) -> io::Result<()>,
        ),
        ("new.txt", |p, t| create_new(p, t)),
    ] {
        let path = dir.path().join(name);
        write(&path, b"<svg/>").unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, usual, "{name}: {mode:o} against {usual:o}");
    }
}
