//! Where a game in progress is kept: `game.txt`, a game record, beside the tutor's progress
//! file in the state directory (`$XDG_STATE_HOME/bao/`), rewritten atomically after every turn
//! so that a killed terminal loses nothing.
//!
//! A session holds the game with [`Store::claim`] (a lock on `.game.txt.lock` beside it, let go
//! when bao ends, however it ends), so a second window cannot overwrite it: that one is offered
//! another name ([`Store::another`]) or the game read-only ([`Store::read_only`]).

use std::{
    fs::{self, File},
    io,
    path::{Path, PathBuf},
    time::SystemTime,
};

use super::record::{Record, RecordError};
use crate::{
    files::{self, ReadError},
    progress::{self, ProgressError},
    t,
};

/// The most bao reads of a saved game.
const READ_LIMIT: u64 = 1024 * 1024;

/// The saved game's file.
#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
    /// Opened read-only, while another session holds it: nothing is saved.
    read_only: bool,
}

/// A session's hold on its saved game: while it is kept, no other bao session claims the file.
#[derive(Debug)]
pub struct Hold {
    _lock: File,
}

/// Why a saved game could not be read or written.
#[derive(Debug)]
pub enum StoreError {
    /// No state directory is known.
    NoStateDir,
    /// The file could not be written or removed.
    Io(PathBuf, io::Error),
    /// The file could not be read.
    Read(PathBuf, ReadError),
    /// The file is not a record bao can replay.
    Record(PathBuf, RecordError),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::NoStateDir => f.write_str(&t!("game-store-no-dir")),
            StoreError::Io(path, err) => f.write_str(&t!(
                "game-store-cannot-save",
                path = path.display().to_string(),
                error = err.to_string()
            )),
            StoreError::Read(path, err) => f.write_str(&t!(
                "game-store-cannot-read",
                path = path.display().to_string(),
                error = err.to_string()
            )),
            StoreError::Record(path, err) => f.write_str(&t!(
                "game-store-does-not-replay",
                path = path.display().to_string(),
                error = err.to_string()
            )),
        }
    }
}

impl std::error::Error for StoreError {}

impl Store {
    /// Finds the saved game's file in the state directory, beside the progress file.
    ///
    /// # Errors
    /// Returns an error when neither `XDG_STATE_HOME` nor `HOME` is set.
    pub fn locate() -> Result<Store, StoreError> {
        let progress = progress::Store::locate().map_err(|e| match e {
            ProgressError::NoStateDir => StoreError::NoStateDir,
            _ => StoreError::NoStateDir,
        })?;
        let dir = progress
            .path()
            .parent()
            .map(PathBuf::from)
            .unwrap_or_default();
        Ok(Store::at(dir.join("game.txt")))
    }

    /// Uses the given file.
    #[must_use]
    pub fn at(path: PathBuf) -> Store {
        Store {
            path,
            read_only: false,
        }
    }

    /// Gets the store of a game kept under another name by [`Store::another`] (`game-2.txt` in
    /// this store's own folder), so that a game resumed from there goes on being saved there.
    /// Any other record is the player's own, never a store bao may overwrite or remove.
    #[must_use]
    pub fn beside(&self, record: &Path) -> Option<Store> {
        let folder = |p: &Path| {
            p.parent()
                .filter(|d| !d.as_os_str().is_empty())
                .unwrap_or(Path::new("."))
                .canonicalize()
                .ok()
        };
        let stem = self.path.file_stem()?.to_str()?;
        let name = record.file_name()?.to_str()?;
        let numbered = name
            .strip_prefix(stem)
            .and_then(|rest| rest.strip_prefix('-'))
            .and_then(|rest| rest.strip_suffix(".txt"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        let own = folder(&self.path)?;
        (numbered && folder(record)? == own).then(|| Store::at(own.join(name)))
    }

    /// Gets the same game opened read-only: it is read, but nothing is ever saved or cleared.
    #[must_use]
    pub fn read_only(self) -> Store {
        Store {
            read_only: true,
            ..self
        }
    }

    /// Checks if nothing played is saved.
    #[must_use]
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// The lock file beside the game's: `.game.txt.lock`.
    fn lock_path(&self) -> PathBuf {
        let name = self
            .path
            .file_name()
            .map_or_else(|| "game.txt".into(), |n| n.to_string_lossy().into_owned());
        self.path.with_file_name(format!(".{name}.lock"))
    }

    /// Claims the game for this session, first removing the temporary files a killed bao left
    /// beside it; `None` when another session holds it.
    ///
    /// # Errors
    /// Returns an error when the folder cannot be made or the lock file opened (or it is not a
    /// regular file).
    pub fn claim(&self) -> Result<Option<Hold>, StoreError> {
        let lock = self.lock_path();
        let io_err = |e| StoreError::Io(lock.clone(), e);
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir).map_err(io_err)?;
        }
        files::remove_stale_temporaries(&self.path, SystemTime::now());
        // Never opened unless a regular file or nothing: a FIFO there would block the open.
        if let Ok(meta) = fs::symlink_metadata(&lock)
            && !meta.is_file()
        {
            return Err(io_err(io::Error::other(t!("game-store-lock-irregular"))));
        }
        let file = fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&lock)
            .map_err(io_err)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(Hold { _lock: file })),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(e)) => Err(io_err(e)),
        }
    }

    /// Claims the first free other name beside this game's, `game-2.txt`, `game-3.txt`…: one
    /// no file has and no session holds.
    ///
    /// # Errors
    /// Returns an error when no name up to `game-99.txt` is free, or the claim fails.
    pub fn another(&self) -> Result<(Store, Hold), StoreError> {
        let stem = self
            .path
            .file_stem()
            .map_or_else(|| "game".into(), |n| n.to_string_lossy().into_owned());
        for n in 2..100 {
            let store = Store::at(self.path.with_file_name(format!("{stem}-{n}.txt")));
            if fs::symlink_metadata(store.path()).is_ok() {
                continue;
            }
            if let Some(hold) = store.claim()? {
                return Ok((store, hold));
            }
        }
        Err(StoreError::Io(
            self.path.clone(),
            io::Error::other(t!("game-store-no-other-name")),
        ))
    }

    /// Says where the game is kept and how to go back to it, for when the session ends: a
    /// game that is `over` is kept until a new game starts.
    #[must_use]
    pub fn kept(&self, over: bool) -> String {
        let path = self.path.display().to_string();
        if self.read_only {
            return t!("game-store-read-only", path = path);
        }
        if over {
            return t!("game-store-kept", path = path);
        }
        let resume = if self.path.file_name() == Some("game.txt".as_ref()) {
            "`bao game`".to_owned()
        } else {
            format!("`bao game --load {path}`")
        };
        t!("game-store-saved", path = path.as_str(), resume = resume)
    }

    /// Gets the path of the file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the saved game, if there is one.
    ///
    /// # Errors
    /// Returns an error when the file is there but cannot be read or replayed.
    pub fn load(&self) -> Result<Option<Record>, StoreError> {
        if fs::symlink_metadata(&self.path).is_err() {
            return Ok(None);
        }
        let text = files::read_text(&self.path, READ_LIMIT)
            .map_err(|e| StoreError::Read(self.path.clone(), e))?;
        text.parse()
            .map(Some)
            .map_err(|e| StoreError::Record(self.path.clone(), e))
    }

    /// Writes the game atomically.
    ///
    /// # Errors
    /// Returns an error when the folder cannot be made or the file written.
    pub fn save(&self, record: &Record) -> Result<(), StoreError> {
        if self.read_only {
            return Ok(());
        }
        let io_err = |e| StoreError::Io(self.path.clone(), e);
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir).map_err(io_err)?;
        }
        files::write_atomically(&self.path, record.write()).map_err(io_err)
    }

    /// Removes the saved game (once it is over or given up).
    ///
    /// # Errors
    /// Returns an error when the file is there but cannot be removed.
    pub fn clear(&self) -> Result<(), StoreError> {
        if self.read_only {
            return Ok(());
        }
        match fs::remove_file(&self.path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                Err(StoreError::Io(self.path.clone(), e))
            }
            _ => Ok(()),
        }
    }
}
