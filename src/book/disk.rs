//! The generated book on disk: comparing it with a folder (`bao book --check`) and writing it
//! (`bao book`). Every path is checked again here, so no file can land outside the book folder
//! whatever a [`GeneratedFile`] says.

use std::{
    error::Error,
    fmt, fs, io,
    path::{Path, PathBuf},
};

use super::{GENERATED_MARK, GeneratedFile, PageId};

/// A difference between the generated book and a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// A file that would be written is not there.
    Missing(String),
    /// A file is there with other contents.
    Differs(String),
    /// A page in `src/` that the generator does not write.
    Stale(String),
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Missing(path) => write!(f, "{path} (missing)"),
            Mismatch::Differs(path) => write!(f, "{path} (differs)"),
            Mismatch::Stale(path) => write!(f, "{path} (not generated)"),
        }
    }
}

/// A file of the book could not be read or written, or a path would leave the book folder.
#[derive(Debug)]
pub enum DiskError {
    /// A path that is not `book.toml`, `src/SUMMARY.md` or `src/ID.md` with a valid id.
    UnsafePath(String),
    /// The folder holds a `book.toml` that `bao book` did not write.
    Foreign(PathBuf),
    /// Reading or writing failed.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What was being done: `read`, `write`, `remove`, `create`.
        action: &'static str,
        /// The cause.
        source: io::Error,
    },
}

impl fmt::Display for DiskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiskError::UnsafePath(path) => write!(
                f,
                "refusing to write `{}`: not a page of the book folder",
                path.escape_debug()
            ),
            DiskError::Foreign(path) => write!(
                f,
                "`{}` was not written by `bao book`: choose another folder with --out",
                path.display()
            ),
            DiskError::Io {
                path,
                action,
                source,
            } => write!(f, "cannot {action} `{}`: {source}", path.display()),
        }
    }
}

impl Error for DiskError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            DiskError::Io { source, .. } => Some(source),
            DiskError::UnsafePath(_) | DiskError::Foreign(_) => None,
        }
    }
}

fn io_error(path: &Path, action: &'static str) -> impl FnOnce(io::Error) -> DiskError {
    let path = path.to_owned();
    move |source| DiskError::Io {
        path,
        action,
        source,
    }
}

/// Checks a generated path and joins it to the book folder.
///
/// # Errors
/// Returns [`DiskError::UnsafePath`] unless the path is `book.toml`, `src/SUMMARY.md` or
/// `src/ID.md` where ID passes [`PageId::new`].
pub fn checked_path(dir: &Path, path: &str) -> Result<PathBuf, DiskError> {
    let page = path
        .strip_prefix("src/")
        .and_then(|name| name.strip_suffix(".md"))
        .filter(|id| *id == "SUMMARY" || PageId::new(id).is_ok());
    if path == "book.toml" || page.is_some() {
        Ok(dir.join(path))
    } else {
        Err(DiskError::UnsafePath(path.to_owned()))
    }
}

/// Lists the `.md` files directly in `dir/src`, as `src/NAME.md`, sorted.
fn pages_on_disk(dir: &Path) -> Result<Vec<String>, DiskError> {
    let src = dir.join("src");
    let entries = match fs::read_dir(&src) {
        Ok(entries) => entries,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(io_error(&src, "read")(err)),
    };
    let mut pages = Vec::new();
    for entry in entries {
        let entry = entry.map_err(io_error(&src, "read"))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") && entry.path().is_file() {
            pages.push(format!("src/{name}"));
        }
    }
    pages.sort();
    Ok(pages)
}

/// Compares the generated files with what is in `dir`, listing every difference in the order of
/// `files`, then the stale pages.
///
/// # Errors
/// Returns a [`DiskError`] when a path is unsafe or a file cannot be read.
pub fn compare(dir: &Path, files: &[GeneratedFile]) -> Result<Vec<Mismatch>, DiskError> {
    let mut mismatches = Vec::new();
    for file in files {
        let path = checked_path(dir, &file.path)?;
        match fs::read_to_string(&path) {
            Ok(text) if text == file.contents => {}
            Ok(_) => mismatches.push(Mismatch::Differs(file.path.clone())),
            Err(err) if err.kind() == io::ErrorKind::NotFound => {
                mismatches.push(Mismatch::Missing(file.path.clone()));
            }
            Err(err) if err.kind() == io::ErrorKind::InvalidData => {
                mismatches.push(Mismatch::Differs(file.path.clone()));
            }
            Err(err) => return Err(io_error(&path, "read")(err)),
        }
    }
    for page in pages_on_disk(dir)? {
        if !files.iter().any(|f| f.path == page) {
            mismatches.push(Mismatch::Stale(page));
        }
    }
    Ok(mismatches)
}

/// What [`write`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Files written because they were missing or different.
    pub written: Vec<String>,
    /// Stale pages removed.
    pub removed: Vec<String>,
    /// Stale pages left alone because the folder had no `book.toml` before.
    pub kept: Vec<String>,
}

/// Writes the generated files into `dir`, leaving files that are already right untouched, and
/// removes stale pages from `dir/src` when the folder's `book.toml` was written by `bao book`
/// (a new folder's stale pages are kept and listed).
///
/// # Errors
/// Returns a [`DiskError`] when a path is unsafe (checked for every file before anything is
/// written), the folder holds another tool's `book.toml`, or a file cannot be written.
pub fn write(dir: &Path, files: &[GeneratedFile]) -> Result<Written, DiskError> {
    let paths = files
        .iter()
        .map(|f| checked_path(dir, &f.path))
        .collect::<Result<Vec<_>, _>>()?;
    let toml = dir.join("book.toml");
    let ours = match fs::read_to_string(&toml) {
        Ok(text) if text.starts_with(GENERATED_MARK) => true,
        Ok(_) => return Err(DiskError::Foreign(toml)),
        Err(err) if err.kind() == io::ErrorKind::NotFound => false,
        Err(err) => return Err(io_error(&toml, "read")(err)),
    };
    let mut done = Written::default();
    for mismatch in compare(dir, files)? {
        match mismatch {
            Mismatch::Missing(path) | Mismatch::Differs(path) => {
                let index = files.iter().position(|f| f.path == path);
                let Some(index) = index else { continue };
                let target = &paths[index];
                if let Some(parent) = target.parent() {
                    fs::create_dir_all(parent).map_err(io_error(parent, "create"))?;
                }
                fs::write(target, &files[index].contents).map_err(io_error(target, "write"))?;
                done.written.push(path);
            }
            Mismatch::Stale(path) if ours => {
                let target = dir.join(&path);
                fs::remove_file(&target).map_err(io_error(&target, "remove"))?;
                done.removed.push(path);
            }
            Mismatch::Stale(path) => done.kept.push(path),
        }
    }
    Ok(done)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(path: &str, contents: &str) -> GeneratedFile {
        GeneratedFile {
            path: path.to_owned(),
            contents: contents.to_owned(),
        }
    }

    #[test]
    fn only_book_paths_pass() {
        let dir = Path::new("out");
        for ok in [
            "book.toml",
            "src/SUMMARY.md",
            "src/notation.md",
            "src/seed000-d09.md",
        ] {
            assert_eq!(checked_path(dir, ok).unwrap(), dir.join(ok));
        }
        for bad in [
            "../x.md",
            "src/../../x.md",
            "src/a/b.md",
            "/etc/passwd",
            "src/.md",
            "src/x.txt",
            "src/Notation.md",
            "src\\x.md",
            "src/x.md/",
            "book.toml/../x",
            "",
        ] {
            assert!(
                matches!(checked_path(dir, bad), Err(DiskError::UnsafePath(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn unsafe_paths_write_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let files = [file("src/a.md", "a"), file("src/../../escape.md", "x")];
        assert!(matches!(
            write(dir.path(), &files),
            Err(DiskError::UnsafePath(_))
        ));
        assert!(!dir.path().join("src/a.md").exists());
    }

    #[test]
    fn writes_checks_and_tidies() {
        let dir = tempfile::tempdir().unwrap();
        let toml = format!("{GENERATED_MARK}\n");
        let files = vec![file("book.toml", &toml), file("src/a.md", "a")];
        assert_eq!(
            compare(dir.path(), &files).unwrap(),
            [
                Mismatch::Missing("book.toml".into()),
                Mismatch::Missing("src/a.md".into())
            ]
        );
        let done = write(dir.path(), &files).unwrap();
        assert_eq!(done.written, ["book.toml", "src/a.md"]);
        assert!(compare(dir.path(), &files).unwrap().is_empty());
        fs::write(dir.path().join("src/old.md"), "old").unwrap();
        fs::write(dir.path().join("src/a.md"), "changed").unwrap();
        assert_eq!(
            compare(dir.path(), &files).unwrap(),
            [
                Mismatch::Differs("src/a.md".into()),
                Mismatch::Stale("src/old.md".into())
            ]
        );
        let done = write(dir.path(), &files).unwrap();
        assert_eq!(done.written, ["src/a.md"]);
        assert_eq!(done.removed, ["src/old.md"]);
        assert!(compare(dir.path(), &files).unwrap().is_empty());
    }

    #[test]
    fn other_folders_keep_their_pages() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("src")).unwrap();
        fs::write(dir.path().join("src/mine.md"), "mine").unwrap();
        let files = vec![file("book.toml", GENERATED_MARK), file("src/a.md", "a")];
        let done = write(dir.path(), &files).unwrap();
        assert_eq!(done.kept, ["src/mine.md"]);
        assert!(dir.path().join("src/mine.md").exists());

        let other = tempfile::tempdir().unwrap();
        fs::write(other.path().join("book.toml"), "[book]\n").unwrap();
        assert!(matches!(
            write(other.path(), &files),
            Err(DiskError::Foreign(_))
        ));
        assert!(!other.path().join("src").exists());
    }
}
