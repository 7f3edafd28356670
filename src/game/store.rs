//! Where a game in progress is kept: `game.txt`, a game record, beside the tutor's progress
//! file in the state directory (`$XDG_STATE_HOME/bao/`), rewritten atomically after every turn
//! so that a killed terminal loses nothing.

use std::{fs, io, path::PathBuf};

use super::record::{Record, RecordError};
use crate::{
    files::{self, ReadError},
    progress::{self, ProgressError},
};

/// The most bao reads of a saved game.
const READ_LIMIT: u64 = 1024 * 1024;

/// The saved game's file.
#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
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
            StoreError::NoStateDir => f.write_str(
                "cannot tell where to keep the game: set HOME, or XDG_STATE_HOME to an absolute path",
            ),
            StoreError::Io(path, err) => {
                write!(f, "cannot save the game in `{}`: {err}", path.display())
            }
            StoreError::Read(path, err) => {
                write!(f, "cannot read the saved game `{}`: {err}", path.display())
            }
            StoreError::Record(path, err) => write!(
                f,
                "the saved game `{}` does not replay: {err}; start afresh with `bao game --new`",
                path.display()
            ),
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
        Store { path }
    }

    /// Gets the path of the file.
    #[must_use]
    pub fn path(&self) -> &std::path::Path {
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
        let io_err = |e| StoreError::Io(self.path.clone(), e);
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir).map_err(io_err)?;
        }
        files::write_atomically(&self.path, &record.write()).map_err(io_err)
    }

    /// Removes the saved game (once it is over or given up).
    ///
    /// # Errors
    /// Returns an error when the file is there but cannot be removed.
    pub fn clear(&self) -> Result<(), StoreError> {
        match fs::remove_file(&self.path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                Err(StoreError::Io(self.path.clone(), e))
            }
            _ => Ok(()),
        }
    }
}
