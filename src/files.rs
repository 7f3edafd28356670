//! Reading and writing the user's files safely: one home for both.
//!
//! - [`read_text`] reads only a regular file, at most a given size, as UTF-8 (a leading BOM
//!   dropped), so a FIFO, a device or a huge file never blocks or floods bao.
//! - [`write_atomically`] replaces a file through a fresh temporary file created beside the real
//!   file (a symlink is written through, never replaced), keeping its permissions. It writes only
//!   over a regular file or a new name: a device, a FIFO, a socket or a folder, named directly
//!   or through a link, is refused without being opened.
//! - [`remove_stale_temporaries`] removes the temporary files of bao's own naming that a killed
//!   bao left beside a file, and only those.
//! - [`replace_if_unchanged`] does the same only when the file still holds what was read, so
//!   an edit made meanwhile (while bao waited at a prompt) is never lost.
//! - [`create_new`] writes a new file atomically and never replaces one.

use std::{
    fmt,
    fs::{self, File},
    io::{self, Read, Write},
    path::{Path, PathBuf},
};

/// The most bao reads of any one input file: lessons, positions, progress, records.
pub const READ_LIMIT: u64 = 4 * 1024 * 1024;

/// Why a file could not be read as text.
#[derive(Debug)]
pub enum ReadError {
    /// The path names no file.
    NotFound,
    /// The path names a folder, FIFO, device or socket.
    NotRegular(&'static str),
    /// The file is larger than the limit.
    TooLarge(u64),
    /// The bytes are not UTF-8: where the first bad byte is.
    NotUtf8 {
        /// The line of the first bad byte, from 1.
        line: usize,
        /// Its column, in characters from 1.
        column: usize,
    },
    /// Any other failure to open or read.
    Io(io::Error),
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::NotFound => f.write_str(&crate::t!("cli-file-not-found")),
            ReadError::NotRegular(kind) => {
                f.write_str(&crate::t!("cli-file-not-regular", kind = kind_text(kind)))
            }
            ReadError::TooLarge(limit) => {
                f.write_str(&crate::t!("cli-file-too-large", kib = limit / 1024))
            }
            ReadError::NotUtf8 { line, column } => f.write_str(&crate::t!(
                "cli-file-not-utf8",
                line = *line,
                column = *column
            )),
            ReadError::Io(err) => f.write_str(&io_reason(err)),
        }
    }
}

impl std::error::Error for ReadError {}

/// Says an I/O error's reason in the language bao speaks: the operating system's own words in
/// English, and for another language the kind of error when bao knows it (else the system's
/// English words). Errors bao makes itself are already in the language.
#[must_use]
pub fn io_reason(err: &io::Error) -> String {
    if crate::i18n::current() == crate::i18n::Language::English || err.raw_os_error().is_none() {
        return err.to_string();
    }
    match err.kind() {
        io::ErrorKind::NotFound => crate::t!("cli-io-not-found"),
        io::ErrorKind::PermissionDenied => crate::t!("cli-io-permission-denied"),
        io::ErrorKind::AlreadyExists => crate::t!("cli-io-already-exists"),
        io::ErrorKind::IsADirectory => crate::t!("cli-io-is-a-folder"),
        io::ErrorKind::NotADirectory => crate::t!("cli-io-not-a-folder"),
        io::ErrorKind::StorageFull => crate::t!("cli-io-storage-full"),
        io::ErrorKind::ReadOnlyFilesystem => crate::t!("cli-io-read-only-filesystem"),
        io::ErrorKind::BrokenPipe => crate::t!("cli-io-broken-pipe"),
        _ => err.to_string(),
    }
}

/// Says a kind of non-regular file ([`kind_of`]'s English words) in the language bao speaks.
fn kind_text(kind: &str) -> String {
    match kind {
        "a FIFO" => crate::t!("cli-file-kind-fifo"),
        "a device" => crate::t!("cli-file-kind-device"),
        "a socket" => crate::t!("cli-file-kind-socket"),
        "a folder" => crate::t!("cli-file-kind-folder"),
        _ => crate::t!("cli-file-kind-other"),
    }
}

/// What kind of thing a non-regular path is, in English words ([`kind_text`] says them).
fn kind_of(file_type: fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a FIFO";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() {
        "a folder"
    } else {
        "not a file"
    }
}

/// Reads a regular file of at most `limit` bytes, as bytes (an image the book copies).
///
/// Symlinks are followed; what they lead to must be a regular file.
///
/// # Errors
/// Returns a [`ReadError`] saying why the file was not read.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let metadata = fs::metadata(path).map_err(|err| match err.kind() {
        io::ErrorKind::NotFound => ReadError::NotFound,
        _ => ReadError::Io(err),
    })?;
    if !metadata.is_file() {
        return Err(ReadError::NotRegular(kind_of(metadata.file_type())));
    }
    if metadata.len() > limit {
        return Err(ReadError::TooLarge(limit));
    }
    let file = File::open(path).map_err(ReadError::Io)?;
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(limit));
    }
    Ok(bytes)
}

/// Reads a regular file of at most `limit` bytes as UTF-8 text, dropping a leading BOM.
///
/// Symlinks are followed; what they lead to must be a regular file.
///
/// # Errors
/// Returns a [`ReadError`] saying why the file was not read.
pub fn read_text(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_bytes(path, limit)?;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_owned()),
        Err(err) => {
            let good = &bytes[..err.valid_up_to()];
            let good = std::str::from_utf8(good).unwrap_or_default();
            let line = good.matches('\n').count() + 1;
            let column = good.rsplit('\n').next().unwrap_or_default().chars().count() + 1;
            Err(ReadError::NotUtf8 { line, column })
        }
    }
}

/// The file a path really names: symlinks followed, even to a file that does not exist yet.
fn real_path(path: &Path) -> io::Result<PathBuf> {
    let mut path = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&path) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let target = fs::read_link(&path)?;
                path = match path.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(path),
        }
    }
    Err(io::Error::other(crate::t!("cli-file-link-loop")))
}

/// The folder a file is in, `.` for a bare name.
fn folder_of(path: &Path) -> &Path {
    path.parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// The suffix of a temporary file that is renamed over the real one once written.
const TEMPORARY: &str = ".tmp";
/// The suffix of the copy of a file's old text kept while it is rewritten in place.
const OLD_TEXT: &str = ".old";
/// How many random characters the temporary file's name has between the prefix and the suffix.
const RANDOM_CHARS: usize = 6;

/// Writes `text` to a fresh temporary file created exclusively beside `real` (named
/// `.NAME.XXXXXX` and `suffix`), synced, and locked while this bao holds it, so that
/// [`remove_stale_temporaries`] can tell it from one a killed bao left.
fn temporary_beside(real: &Path, suffix: &str, text: &[u8]) -> io::Result<tempfile::NamedTempFile> {
    let name = real
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder
        .prefix(&prefix)
        .suffix(suffix)
        .rand_bytes(RANDOM_CHARS);
    // A file that becomes a new name gets the mode any new file gets (the umask applied), not
    // a temporary's private one: a picture or a book page is for others to read too.
    #[cfg(unix)]
    if suffix == TEMPORARY {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(folder_of(real))?;
    temp.as_file().lock()?;
    temp.write_all(text)?;
    temp.as_file().sync_all()?;
    Ok(temp)
}

/// Refuses to write over what is at `real` (reached from `path`) unless it is a regular file:
/// bao writes only over a regular file or a new name.
fn refuse_irregular(path: &Path, real: &Path, meta: &fs::Metadata) -> io::Result<()> {
    if meta.is_file() {
        return Ok(());
    }
    let kind = kind_of(meta.file_type());
    let message = if real == path {
        crate::t!(
            "cli-file-write-irregular",
            path = real.display().to_string(),
            kind = kind_text(kind)
        )
    } else {
        crate::t!(
            "cli-file-write-irregular-link",
            path = path.display().to_string(),
            target = real.display().to_string(),
            kind = kind_text(kind)
        )
    };
    Err(io::Error::new(io::ErrorKind::InvalidInput, message))
}

/// Replaces the file at `path` with `text`, atomically.
///
/// A symlink is written through to the file it names; the file keeps its permissions; a
/// read-only file is refused. A file with more than one hard link is rewritten in place, since
/// a rename would break the other links. Only a regular file or a new name is written: anything
/// else there (a device, a FIFO, a folder), named directly or through a link, is refused without
/// being opened.
///
/// # Errors
/// Returns the I/O error that stopped the write; the old file is then as it was.
pub fn write_atomically(path: &Path, text: impl AsRef<[u8]>) -> io::Result<()> {
    let text = text.as_ref();
    let real = real_path(path)?;
    let existing = fs::metadata(&real).ok();
    if let Some(meta) = &existing {
        refuse_irregular(path, &real, meta)?;
        refuse_unwritable(&real, meta)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            if meta.nlink() > 1 {
                return rewrite_in_place(&real, text);
            }
        }
    }
    let temp = temporary_beside(&real, TEMPORARY, text)?;
    if let Some(meta) = existing {
        fs::set_permissions(temp.path(), meta.permissions())?;
    }
    temp.persist(&real).map(drop).map_err(|e| e.error)
}

/// Rewrites a file with other hard links in place, since a rename would break them. The old
/// bytes are first copied to a fresh file beside it and put back if the write fails (a full
/// disk); if even that fails, the copy is kept and the error says where.
#[cfg(unix)]
fn rewrite_in_place(real: &Path, text: &[u8]) -> io::Result<()> {
    let write = |bytes: &[u8]| -> io::Result<()> {
        let mut file = fs::OpenOptions::new().write(true).open(real)?;
        file.write_all(bytes)?;
        file.set_len(bytes.len() as u64)?;
        file.sync_all()
    };
    let old = fs::read(real)?;
    let backup = temporary_beside(real, OLD_TEXT, &old)?;
    let Err(err) = write(text) else {
        return Ok(());
    };
    if write(&old).is_ok() {
        return Err(err);
    }
    let kept = backup.into_temp_path().keep().map_err(|e| e.error)?;
    Err(io::Error::new(
        err.kind(),
        crate::t!(
            "cli-file-old-text-kept",
            reason = io_reason(&err),
            path = kept.display().to_string()
        ),
    ))
}

/// Checks that [`write_atomically`] may replace the file at `path` (through symlinks), before
/// anyone is asked: a missing file may be written; a read-only one, or one that is not a
/// regular file, may not.
///
/// # Errors
/// Returns [`io::ErrorKind::PermissionDenied`] for a read-only file, or why it cannot be told.
pub fn check_writable(path: &Path) -> io::Result<()> {
    let real = real_path(path)?;
    match fs::metadata(&real) {
        Ok(meta) => {
            refuse_irregular(path, &real, &meta)?;
            refuse_unwritable(&real, &meta)
        }
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(err) => Err(err),
    }
}

/// Refuses a file the user may not write: read-only by its mode (even for root), or not
/// openable for writing. Opening without truncating changes nothing.
fn refuse_unwritable(real: &Path, meta: &fs::Metadata) -> io::Result<()> {
    let read_only = || {
        io::Error::new(
            io::ErrorKind::PermissionDenied,
            crate::t!("cli-file-read-only"),
        )
    };
    if meta.permissions().readonly() {
        return Err(read_only());
    }
    match fs::OpenOptions::new().append(true).open(real) {
        Ok(_) => Ok(()),
        Err(err) if err.kind() == io::ErrorKind::PermissionDenied => Err(read_only()),
        Err(err) => Err(err),
    }
}

/// Why [`replace_if_unchanged`] wrote nothing.
#[derive(Debug)]
pub enum ReplaceError {
    /// The file no longer holds the text that was read: someone changed it meanwhile.
    Changed,
    /// The file can no longer be read.
    Read(ReadError),
    /// The write failed; the file is as it was.
    Write(io::Error),
}

impl fmt::Display for ReplaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplaceError::Changed => f.write_str(&crate::t!("cli-file-changed")),
            ReplaceError::Read(err) => write!(f, "{err}"),
            ReplaceError::Write(err) => f.write_str(&io_reason(err)),
        }
    }
}

impl std::error::Error for ReplaceError {}

/// Replaces the file at `path` with `text` as [`write_atomically`] does, but only if it still
/// holds `was` (read by [`read_text`] with the same `limit`): an edit made since is kept.
///
/// # Errors
/// Returns [`ReplaceError::Changed`] when the file changed, or why it could not be read again
/// or written; the file is then as it was.
pub fn replace_if_unchanged(
    path: &Path,
    limit: u64,
    was: &str,
    text: &str,
) -> Result<(), ReplaceError> {
    let now = read_text(path, limit).map_err(ReplaceError::Read)?;
    if now != was {
        return Err(ReplaceError::Changed);
    }
    write_atomically(path, text).map_err(ReplaceError::Write)
}

/// Writes a new file atomically, refusing to replace anything already at `path`.
///
/// # Errors
/// Returns [`io::ErrorKind::AlreadyExists`] when something is at `path`, or the error that
/// stopped the write; nothing is left behind.
pub fn create_new(path: &Path, text: impl AsRef<[u8]>) -> io::Result<()> {
    let text = text.as_ref();
    if fs::symlink_metadata(path).is_ok() {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            crate::t!("cli-file-exists"),
        ));
    }
    let temp = temporary_beside(path, TEMPORARY, text)?;
    temp.persist_noclobber(path).map(drop).map_err(|e| e.error)
}

mod stale;

pub use stale::{STALE_AFTER, remove_stale_temporaries};

#[cfg(test)]
mod tests;
