//! Whether `bao book` may write into a folder, and what there is its own.
//!
//! A book folder is new (missing or empty) or one `bao book` wrote: its `book.toml` starts with
//! [`GENERATED_MARK`] and [`MANIFEST`] lists every file bao wrote there. Nothing else is written
//! into: not `/`, the home folder or the course, not a folder holding other files, and nothing
//! through a symlink.

use std::{
    collections::BTreeSet,
    fs, io,
    path::{Component, Path, PathBuf},
};

use super::{DiskError, checked_path, io_error};
use crate::{
    book::GENERATED_MARK,
    files::{self, ReadError},
};

/// The file, beside `book.toml`, that lists every file `bao book` wrote in the folder, one path a
/// line: the only files it replaces or removes.
pub const MANIFEST: &str = ".bao-book-manifest";

/// The most bao reads of a `book.toml` or a manifest.
const LIMIT: u64 = 1024 * 1024;

/// What is in a folder that `bao book` may write into.
#[derive(Debug)]
pub(super) enum Owned {
    /// Missing or empty: every file is new.
    New,
    /// A book folder: `book.toml` carries the mark.
    Book {
        /// The files its manifest lists; `None` for a folder written before there were manifests,
        /// whose generated paths are taken as bao's and nothing is removed.
        manifest: Option<BTreeSet<String>>,
    },
}

impl Owned {
    /// Checks if bao wrote the file at `path` (relative to the folder), so may replace it.
    pub(super) fn wrote(&self, path: &str) -> bool {
        match self {
            Owned::New => false,
            Owned::Book { manifest: None } => true,
            Owned::Book {
                manifest: Some(listed),
            } => listed.contains(path),
        }
    }
}

/// The absolute form of a path, symlinks resolved as far as the path exists.
fn resolved(path: &Path) -> io::Result<PathBuf> {
    let absolute = std::path::absolute(path)?;
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            return Ok(rest.iter().rev().fold(real, |p, c| p.join(c)));
        }
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_owned());
                existing = parent;
            }
            _ => return Ok(absolute),
        }
    }
}

/// Refuses a book folder that is `/`, the home folder, the course folder, inside the course or
/// holding it.
pub(super) fn refuse_places(dir: &Path, course: &Path) -> Result<(), DiskError> {
    let refused = |why: &'static str| DiskError::Refused {
        path: dir.to_owned(),
        why,
    };
    let out = resolved(dir).map_err(io_error(dir, "find"))?;
    if out.components().any(|c| c == Component::ParentDir) {
        return Err(refused("parent"));
    }
    if out.parent().is_none() {
        return Err(refused("root"));
    }
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty());
    if let Some(home) = home
        && resolved(Path::new(&home)).is_ok_and(|h| h == out)
    {
        return Err(refused("home"));
    }
    let course = resolved(course).map_err(io_error(course, "find"))?;
    if out == course {
        return Err(refused("course"));
    }
    if out.starts_with(&course) {
        return Err(refused("inside"));
    }
    if course.starts_with(&out) {
        return Err(refused("holds"));
    }
    Ok(())
}

/// Checks that nothing at `path` is a symlink or anything but a regular file (or a folder, when
/// `folder`); `false` when nothing is there.
pub(super) fn plain(path: &Path, folder: bool) -> Result<bool, DiskError> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(DiskError::Link(path.to_owned())),
        Ok(meta) if (folder && meta.is_dir()) || (!folder && meta.is_file()) => Ok(true),
        Ok(_) => Err(DiskError::NotPlain(path.to_owned())),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(err) => Err(io_error(path, "read")(err)),
    }
}

/// Reads a small text file of the book folder that must be a regular file.
fn read_small(path: &Path) -> Result<Option<String>, DiskError> {
    if !plain(path, false)? {
        return Ok(None);
    }
    files::read_text(path, LIMIT)
        .map(Some)
        .map_err(|err| match err {
            ReadError::Io(source) => DiskError::Io {
                path: path.to_owned(),
                action: "read",
                source,
            },
            other => DiskError::Io {
                path: path.to_owned(),
                action: "read",
                source: io::Error::new(io::ErrorKind::InvalidData, other.to_string()),
            },
        })
}

/// Finds what of `dir` is bao's, refusing a folder that is not a book folder.
pub(super) fn ownership(dir: &Path) -> Result<Owned, DiskError> {
    if !plain(dir, true).or_else(|err| match err {
        // The folder named on the command line may be a symlink: the user chose it.
        DiskError::Link(_) if dir.is_dir() => Ok(true),
        err => Err(err),
    })? {
        return Ok(Owned::New);
    }
    let toml = dir.join("book.toml");
    match read_small(&toml)? {
        Some(text) if text.starts_with(GENERATED_MARK) => {}
        Some(_) => return Err(DiskError::Foreign(toml)),
        None => {
            let mut entries = fs::read_dir(dir).map_err(io_error(dir, "read"))?;
            return match entries.next() {
                None => Ok(Owned::New),
                Some(_) => Err(DiskError::NotABook(dir.to_owned())),
            };
        }
    }
    let Some(text) = read_small(&dir.join(MANIFEST))? else {
        return Ok(Owned::Book { manifest: None });
    };
    let mut listed = BTreeSet::new();
    for line in text
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        checked_path(dir, line)?;
        listed.insert(line.to_owned());
    }
    Ok(Owned::Book {
        manifest: Some(listed),
    })
}

/// Writes the manifest: every path bao wrote, sorted.
pub(super) fn write_manifest<'a>(
    dir: &Path,
    paths: impl IntoIterator<Item = &'a String>,
) -> Result<(), DiskError> {
    let path = dir.join(MANIFEST);
    let mut text =
        String::from("# Every file `bao book` wrote here: it replaces and removes only these.\n");
    let sorted: BTreeSet<&String> = paths.into_iter().collect();
    for p in sorted {
        text.push_str(p);
        text.push('\n');
    }
    if read_small(&path)?.as_deref() == Some(text.as_str()) {
        return Ok(());
    }
    write_file(&path, &text)
}

/// Writes a file of the book folder, which [`plain`] has checked: replacing it atomically when it
/// is there, else creating it without replacing anything.
pub(super) fn write_file(path: &Path, text: impl AsRef<[u8]>) -> Result<(), DiskError> {
    let result = if plain(path, false)? {
        files::write_atomically(path, text)
    } else {
        files::create_new(path, text)
    };
    result.map_err(io_error(path, "write"))
}

/// Checks every folder between `dir/src` and `path` (an image's, `src/images/…`): each must be
/// a plain folder or missing, never a symlink, so no copy lands outside the book.
pub(super) fn plain_folders(dir: &Path, path: &Path) -> Result<(), DiskError> {
    let src = dir.join("src");
    let mut folders: Vec<&Path> = path
        .ancestors()
        .skip(1)
        .take_while(|folder| *folder != src.as_path() && folder.starts_with(&src))
        .collect();
    folders.reverse();
    for folder in folders {
        if !plain(folder, true)? {
            break;
        }
    }
    Ok(())
}

/// Creates the folders an image of the book goes in (`src/images/…`), checking each first as
/// [`plain_folders`] does.
pub(super) fn create_folders(dir: &Path, path: &Path) -> Result<(), DiskError> {
    plain_folders(dir, path)?;
    let Some(parent) = path.parent() else {
        return Ok(());
    };
    fs::create_dir_all(parent).map_err(io_error(parent, "create"))?;
    plain_folders(dir, path)
}
