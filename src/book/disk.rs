//! The generated book on disk: comparing it with a folder (`bao book --check`) and writing it
//! (`bao book`). Every path is checked again here, so no file can land outside the book folder
//! whatever a [`GeneratedFile`] says; [`folder`] decides whether bao may write into a folder at
//! all, and which of its files are bao's (the [`MANIFEST`]).

mod folder;
#[cfg(test)]
mod tests;

use std::{
    error::Error,
    fmt, fs, io,
    path::{Path, PathBuf},
};

pub use folder::MANIFEST;
use folder::Owned;

use super::{GeneratedFile, PageId};
use crate::{
    files::{self, ReadError},
    lesson::validate::image,
};

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
    /// A path that is not `book.toml`, `bao.js`, `bao.css`, `src/SUMMARY.md` or `src/ID.md` with
    /// a valid id.
    UnsafePath(String),
    /// The folder holds a `book.toml` that `bao book` did not write.
    Foreign(PathBuf),
    /// The folder holds files but no `book.toml`: it is not a book folder.
    NotABook(PathBuf),
    /// A folder bao never writes a book into.
    Refused {
        /// The folder given.
        path: PathBuf,
        /// Why, as the key the message `book-disk-refused` selects on: `parent` (through a
        /// `..` that does not exist), `root`, `home`, `course`, `inside` (the course) or `holds`
        /// (the course).
        why: &'static str,
    },
    /// A symlink where the book has a file or `src/`: bao never writes through one.
    Link(PathBuf),
    /// Something other than a regular file (or folder, for `src/`) where the book has one.
    NotPlain(PathBuf),
    /// A file where the book has one that `bao book` did not write.
    NotOurs(PathBuf),
    /// Reading or writing failed.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What was being done: `read`, `write`, `remove`, `create` or `find` (the key the
        /// message `book-disk-io` selects on).
        action: &'static str,
        /// The cause.
        source: io::Error,
    },
}

impl fmt::Display for DiskError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |path: &Path| path.display().to_string();
        let text = match self {
            DiskError::UnsafePath(path) => crate::t!(
                "book-disk-unsafe-path",
                path = path.escape_debug().to_string()
            ),
            DiskError::Foreign(path) => crate::t!("book-disk-foreign", path = shown(path)),
            DiskError::NotABook(path) => crate::t!("book-disk-not-a-book", path = shown(path)),
            DiskError::Refused { path, why } => {
                crate::t!("book-disk-refused", path = shown(path), why = *why)
            }
            DiskError::Link(path) => crate::t!("book-disk-link", path = shown(path)),
            DiskError::NotPlain(path) => crate::t!("book-disk-not-plain", path = shown(path)),
            DiskError::NotOurs(path) => crate::t!("book-disk-not-ours", path = shown(path)),
            DiskError::Io {
                path,
                action,
                source,
            } => crate::t!(
                "book-disk-io",
                action = *action,
                path = shown(path),
                error = source.to_string()
            ),
        };
        f.write_str(&text)
    }
}

impl Error for DiskError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            DiskError::Io { source, .. } => Some(source),
            _ => None,
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
/// Returns [`DiskError::UnsafePath`] unless the path is `book.toml`, the book's scripts or style
/// sheet, `src/SUMMARY.md`, `src/ID.md` where ID passes [`PageId::new`], or an image
/// `src/images/ID/PATH` whose PATH the course's image rules let through
/// ([`image::name_refusal`]).
pub fn checked_path(dir: &Path, path: &str) -> Result<PathBuf, DiskError> {
    let page = path
        .strip_prefix("src/")
        .and_then(|name| name.strip_suffix(".md"))
        .filter(|id| *id == "SUMMARY" || PageId::new(id).is_ok());
    let asset = [
        super::assets::WORDS_SCRIPT,
        super::assets::SEAL_SCRIPT,
        super::assets::SCRIPT,
        super::assets::PLAY_SCRIPT,
        super::assets::FLIP_SCRIPT,
        super::assets::STYLE,
    ]
    .contains(&path);
    let picture = path
        .strip_prefix("src/images/")
        .and_then(|rest| rest.split_once('/'))
        .is_some_and(|(id, rest)| PageId::new(id).is_ok() && image::name_refusal(rest).is_none());
    if path == "book.toml" || asset || page.is_some() || picture {
        Ok(dir.join(path))
    } else {
        Err(DiskError::UnsafePath(path.to_owned()))
    }
}

/// Reads a course's image that the book copies, within [`image::LIMIT`].
fn image_bytes(from: &Path) -> Result<Vec<u8>, DiskError> {
    files::read_bytes(from, image::LIMIT).map_err(|err| DiskError::Io {
        path: from.to_owned(),
        action: "read",
        source: match err {
            ReadError::Io(source) => source,
            other => io::Error::new(io::ErrorKind::InvalidData, other.to_string()),
        },
    })
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
        if let Some(from) = &file.copy_of {
            // A link where the copy should be is never the copy: the check says so.
            let link = fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink());
            match files::read_bytes(&path, image::LIMIT) {
                Ok(_) if link => mismatches.push(Mismatch::Differs(file.path.clone())),
                Ok(bytes) if bytes == image_bytes(from)? => {}
                Err(ReadError::NotFound) if !link => {
                    mismatches.push(Mismatch::Missing(file.path.clone()));
                }
                Err(ReadError::Io(err)) => return Err(io_error(&path, "read")(err)),
                Ok(_) | Err(_) => mismatches.push(Mismatch::Differs(file.path.clone())),
            }
            continue;
        }
        // Bounded and regular files only: a FIFO or a huge file cannot make the check hang. The
        // bound is the file's own size (a page of puzzles by theme passes the input files' limit):
        // a longer file differs anyway.
        let bound = files::READ_LIMIT.max(file.contents.len() as u64 + 1);
        match files::read_text(&path, bound) {
            Ok(text) if text == file.contents => {}
            Err(ReadError::NotFound) => mismatches.push(Mismatch::Missing(file.path.clone())),
            Err(ReadError::Io(err)) => return Err(io_error(&path, "read")(err)),
            Ok(_) | Err(_) => mismatches.push(Mismatch::Differs(file.path.clone())),
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
    /// Files bao had written before that the book no longer has, removed.
    pub removed: Vec<String>,
    /// Pages in `src/` that bao did not write (or that are no longer what it wrote), left alone.
    pub kept: Vec<String>,
}

/// Writes the generated files into `dir`, leaving files that are already right untouched.
///
/// `dir` must be new, empty, or a book folder `bao book` wrote; it may not be `/`, the home
/// folder, or the `course` folder the book is made from (nor inside it or hold it). Only the
/// files bao wrote there, as its [`MANIFEST`] lists them, are replaced or removed; nothing is
/// written through a symlink. Everything is checked before anything is written.
///
/// # Errors
/// Returns a [`DiskError`] when a path is unsafe, the folder is refused, a file bao would write
/// is not bao's or is a symlink, or a file cannot be written.
pub fn write(dir: &Path, files: &[GeneratedFile], course: &Path) -> Result<Written, DiskError> {
    let paths = files
        .iter()
        .map(|f| checked_path(dir, &f.path))
        .collect::<Result<Vec<_>, _>>()?;
    folder::refuse_places(dir, course)?;
    let owned = folder::ownership(dir)?;
    folder::plain(&dir.join("src"), true)?;
    for path in &paths {
        folder::plain_folders(dir, path)?;
    }
    for (file, path) in files.iter().zip(&paths) {
        if folder::plain(path, false)? && !owned.wrote(&file.path) {
            return Err(DiskError::NotOurs(path.clone()));
        }
    }
    let mut done = Written::default();
    let mismatches = compare(dir, files)?;
    let listed: Vec<String> = match &owned {
        Owned::Book {
            manifest: Some(listed),
        } => listed.iter().cloned().collect(),
        _ => Vec::new(),
    };
    let generated: Vec<String> = files.iter().map(|f| f.path.clone()).collect();
    fs::create_dir_all(dir.join("src")).map_err(io_error(&dir.join("src"), "create"))?;
    // Claim every path before writing it, so a run that stops half-way leaves nothing unlisted.
    folder::write_manifest(dir, listed.iter().chain(&generated))?;
    for mismatch in mismatches {
        match mismatch {
            Mismatch::Missing(path) | Mismatch::Differs(path) => {
                let Some(index) = files.iter().position(|f| f.path == path) else {
                    continue;
                };
                let file = &files[index];
                match &file.copy_of {
                    Some(from) => {
                        let bytes = image_bytes(from)?;
                        folder::create_folders(dir, &paths[index])?;
                        folder::write_file(&paths[index], &bytes)?;
                    }
                    None => folder::write_file(&paths[index], &file.contents)?,
                }
                done.written.push(path);
            }
            Mismatch::Stale(path) if !listed.contains(&path) => done.kept.push(path),
            Mismatch::Stale(_) => {}
        }
    }
    for path in listed.iter().filter(|p| !generated.contains(p)) {
        let target = checked_path(dir, path)?;
        match folder::plain(&target, false) {
            Ok(true) => {
                fs::remove_file(&target).map_err(io_error(&target, "remove"))?;
                done.removed.push(path.clone());
            }
            Ok(false) => {}
            Err(_) => done.kept.push(path.clone()),
        }
    }
    folder::write_manifest(dir, &generated)?;
    Ok(done)
}
