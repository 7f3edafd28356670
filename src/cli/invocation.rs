//! How the user runs this bao, for messages that tell him what to type next.

use std::{
    ffi::OsStr,
    path::{Path, PathBuf},
};

/// The command that runs this bao from the current folder: `bao` when the `bao` on the PATH
/// is this program, `cargo run --release --` in the source tree whose release build it is,
/// else this program's path (relative to the current folder when it is below it).
pub(crate) fn command() -> String {
    let Ok(exe) = std::env::current_exe() else {
        return "bao".to_owned();
    };
    let path = std::env::var_os("PATH").unwrap_or_default();
    let here = std::env::current_dir().unwrap_or_default();
    command_for(&exe, &path, &here)
}

/// [`command`] for the program `exe`, the value of PATH and the current folder `here`.
fn command_for(exe: &Path, path: &OsStr, here: &Path) -> String {
    let exe = real(exe);
    let on_path = std::env::split_paths(path)
        .map(|dir| dir.join(exe.file_name().unwrap_or(OsStr::new("bao"))))
        .find(|candidate| candidate.is_file());
    if on_path.is_some_and(|found| real(&found) == exe) {
        return exe
            .file_stem()
            .map_or_else(|| "bao".into(), |n| n.to_string_lossy().into_owned());
    }
    let here = real(here);
    if here.join("Cargo.toml").is_file() && real(&here.join("target/release/bao")) == exe {
        return "cargo run --release --".to_owned();
    }
    let shown = exe.strip_prefix(&here).unwrap_or(&exe);
    let shown = shown.to_string_lossy().replace('\\', "/");
    if shown.contains(|c: char| c.is_whitespace() || "'\"$`\\;&|<>()*?".contains(c)) {
        format!("'{}'", shown.replace('\'', r"'\''"))
    } else {
        shown
    }
}

/// A path with its links resolved, or as given when it cannot be.
fn real(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn names_the_command_that_runs_this_bao() {
        let dir = tempfile::tempdir().unwrap();
        let root = real(dir.path());
        let bin = root.join("bin");
        let release = root.join("src-tree/target/release");
        fs::create_dir_all(&bin).unwrap();
        fs::create_dir_all(&release).unwrap();
        fs::write(root.join("src-tree/Cargo.toml"), "").unwrap();
        let exe = release.join("bao");
        fs::write(&exe, "").unwrap();
        let tree = root.join("src-tree");
        // Not on the PATH: cargo in its source tree, else its path.
        assert_eq!(
            command_for(&exe, bin.as_os_str(), &tree),
            "cargo run --release --"
        );
        assert_eq!(
            command_for(&exe, bin.as_os_str(), &root),
            "src-tree/target/release/bao"
        );
        assert_eq!(
            command_for(&exe, bin.as_os_str(), &bin),
            exe.to_string_lossy()
        );
        // Another bao on the PATH is not this one.
        fs::write(bin.join("bao"), "").unwrap();
        assert_eq!(
            command_for(&exe, bin.as_os_str(), &root),
            "src-tree/target/release/bao"
        );
        // This one on the PATH, by a link as `cargo install` or a package might make it.
        fs::remove_file(bin.join("bao")).unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&exe, bin.join("bao")).unwrap();
            assert_eq!(command_for(&exe, bin.as_os_str(), &root), "bao");
        }
    }
}
