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
