//! Where the progress file lives and how it is read and written: only a regular file is
//! read, a file that cannot be read is moved aside, and a record is replaced atomically.

use std::{
    ffi::OsString,
    fmt, fs, io,
    path::{Path, PathBuf},
};

use super::{FORMAT_VERSION, Progress};
use crate::files::{self, READ_LIMIT, ReadError};

/// Where the progress file lives.
#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
}

/// A progress record as loaded, with what was done about a file that could not be read.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The record (empty when there was none or it could not be read).
    pub progress: Progress,
    /// An unreadable file moved aside: where it went and why it could not be read.
    pub set_aside: Option<(PathBuf, String)>,
}

impl Store {
    /// Finds the progress file in the user's state directory.
    ///
    /// # Errors
    /// Returns an error when neither `XDG_STATE_HOME` nor `HOME` is set.
    pub fn locate() -> Result<Store, ProgressError> {
        Store::locate_from(std::env::var_os("XDG_STATE_HOME"), std::env::var_os("HOME"))
    }

    /// Finds the progress file from the values of `XDG_STATE_HOME` and `HOME`; a relative
    /// `XDG_STATE_HOME` is ignored, as the XDG Base Directory specification says.
    fn locate_from(
        state_home: Option<OsString>,
        home: Option<OsString>,
    ) -> Result<Store, ProgressError> {
        let base = match (state_home, home) {
            (Some(dir), _) if Path::new(&dir).is_absolute() => PathBuf::from(dir),
            (_, Some(home)) if !home.is_empty() => Path::new(&home).join(".local/state"),
            _ => return Err(ProgressError::NoStateDir),
        };
        Ok(Store::at(base.join("bao").join("progress.json")))
    }

    /// Uses the given file.
    #[must_use]
    pub fn at(path: PathBuf) -> Store {
        Store { path }
    }

    /// Gets the path of the file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the record; a missing file is an empty record, an unreadable one is moved aside.
    /// The temporary files a killed bao left beside it are removed first.
    ///
    /// # Errors
    /// Returns an error when the file exists but can neither be read nor moved aside.
    pub fn load(&self) -> Result<Loaded, ProgressError> {
        match self.read() {
            Ok(progress) => Ok(Loaded {
                progress,
                set_aside: None,
            }),
            Err(ProgressError::Unreadable(_, reason)) => self.set_aside(reason),
            Err(err) => Err(err),
        }
    }

    /// Reads the record and leaves a file that cannot be read where it is: for the puzzle
    /// trainer, whose rating and history are not to be begun again behind the learner's back.
    /// A missing file is an empty record.
    ///
    /// # Errors
    /// Returns [`ProgressError::Unreadable`] when the file is not a progress record this bao
    /// understands (with the line and column of a JSON error), and another error when it cannot
    /// be read at all.
    pub fn read(&self) -> Result<Progress, ProgressError> {
        files::remove_stale_temporaries(&self.path, std::time::SystemTime::now());
        let unreadable = |reason: String| ProgressError::Unreadable(self.path.clone(), reason);
        let text = match files::read_text(&self.path, READ_LIMIT) {
            Ok(text) => text,
            Err(ReadError::NotFound) => return Ok(Progress::new()),
            Err(err @ (ReadError::NotUtf8 { .. } | ReadError::TooLarge(_))) => {
                return Err(unreadable(err.to_string()));
            }
            Err(err) => return Err(ProgressError::Read(self.path.clone(), err)),
        };
        let progress =
            serde_json::from_str::<Progress>(&text).map_err(|e| unreadable(e.to_string()))?;
        if progress.format_version > FORMAT_VERSION {
            return Err(unreadable(crate::t!(
                "learn-progress-newer",
                version = progress.format_version,
                known = FORMAT_VERSION
            )));
        }
        if let Some(problem) = progress.puzzles.as_ref().and_then(super::Puzzles::problem) {
            return Err(unreadable(problem));
        }
        Ok(progress)
    }

    fn set_aside(&self, reason: String) -> Result<Loaded, ProgressError> {
        let mut n = 1;
        let aside = loop {
            let candidate = self.path.with_extension(format!("json.unreadable-{n}"));
            if fs::symlink_metadata(&candidate).is_err() {
                break candidate;
            }
            n += 1;
        };
        fs::rename(&self.path, &aside).map_err(|err| ProgressError::Io(self.path.clone(), err))?;
        Ok(Loaded {
            progress: Progress::new(),
            set_aside: Some((aside, reason)),
        })
    }

    /// Writes the record atomically: to a fresh temporary file beside the real one (a symlink
    /// is written through), then renamed over it.
    ///
    /// # Errors
    /// Returns an error when the folder cannot be made or the file cannot be written.
    pub fn save(&self, progress: &Progress) -> Result<(), ProgressError> {
        let io_err = |err| ProgressError::Io(self.path.clone(), err);
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir).map_err(io_err)?;
        }
        let versioned = Progress {
            format_version: progress.version_to_write(),
            ..progress.clone()
        };
        let mut text = serde_json::to_string_pretty(&versioned).expect("progress serializes");
        text.push('\n');
        files::write_atomically(&self.path, &text).map_err(io_err)
    }
}

/// Why progress could not be loaded or saved.
#[derive(Debug)]
pub enum ProgressError {
    /// Neither `XDG_STATE_HOME` nor `HOME` says where to keep it.
    NoStateDir,
    /// The file could not be moved or written.
    Io(PathBuf, io::Error),
    /// The file is there but is not one bao may read (a folder, a FIFO, a device).
    Read(PathBuf, ReadError),
    /// The file is not a progress record this bao understands; why.
    Unreadable(PathBuf, String),
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::NoStateDir => f.write_str(&crate::t!("learn-progress-no-dir")),
            ProgressError::Io(path, err) => f.write_str(&crate::t!(
                "learn-progress-io",
                path = path.display().to_string(),
                error = err.to_string()
            )),
            ProgressError::Read(path, err) => f.write_str(&crate::t!(
                "learn-progress-read",
                path = path.display().to_string(),
                error = err.to_string()
            )),
            ProgressError::Unreadable(path, reason) => f.write_str(&crate::t!(
                "learn-progress-unreadable",
                path = path.display().to_string(),
                reason = reason.as_str()
            )),
        }
    }
}

impl std::error::Error for ProgressError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_and_resumes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("bao/progress.json"));
        assert_eq!(store.load().unwrap().progress, Progress::new());
        let mut progress = Progress::new();
        progress.current = Some("kichwa-kimbi".into());
        progress.done.insert("names".into());
        store.save(&progress).unwrap();
        assert_eq!(store.load().unwrap().progress, progress);
        assert!(!dir.path().join("bao/progress.json.tmp").exists());
    }

    #[test]
    fn a_corrupt_file_is_moved_aside_not_lost() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::write(&path, "{ not json").unwrap();
        let loaded = Store::at(path.clone()).load().unwrap();
        let (aside, reason) = loaded.set_aside.unwrap();
        assert_eq!(fs::read_to_string(&aside).unwrap(), "{ not json");
        assert!(!path.exists());
        assert!(reason.contains("line 1"), "{reason}");
        assert_eq!(loaded.progress, Progress::new());
        // A second corrupt file does not overwrite the first one kept aside.
        fs::write(&path, "[]").unwrap();
        let (second, _) = Store::at(path).load().unwrap().set_aside.unwrap();
        assert_ne!(second, aside);
        assert_eq!(fs::read_to_string(aside).unwrap(), "{ not json");
    }

    #[test]
    fn a_corrupt_file_read_strictly_is_a_located_error_and_stays() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        let text = "{\"format_version\": 2,\n \"puzzles\": {\"rating\": \"high\"}}";
        fs::write(&path, text).unwrap();
        let err = Store::at(path.clone()).read().unwrap_err();
        assert!(matches!(err, ProgressError::Unreadable(..)), "{err:?}");
        let said = err.to_string();
        assert!(
            said.contains("line 2") && said.contains("left as it is"),
            "{said}"
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), text, "not touched");
        // A rating no learner can have is refused in the same way.
        let bad = r#"{"format_version": 2, "puzzles": {"rating": {"rating": 1500.0, "deviation": 0.0, "volatility": 0.06}}}"#;
        fs::write(&path, bad).unwrap();
        let err = Store::at(path.clone()).read().unwrap_err();
        assert!(err.to_string().contains("deviation 0"), "{err}");
        assert_eq!(fs::read_to_string(&path).unwrap(), bad);
    }

    #[test]
    fn the_puzzle_record_round_trips_and_raises_the_version() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path().join("progress.json"));
        let mut progress = Progress::new();
        progress.done.insert("names".into());
        store.save(&progress).unwrap();
        let text = fs::read_to_string(store.path()).unwrap();
        assert!(text.contains("\"format_version\": 1"), "{text}");
        let record = progress.puzzles_mut();
        record.rating.rating = 1432.25;
        record.solved.insert("K00007".into());
        store.save(&progress).unwrap();
        let text = fs::read_to_string(store.path()).unwrap();
        assert!(text.contains("\"format_version\": 2"), "{text}");
        let back = store.read().unwrap();
        assert_eq!(back.puzzles, progress.puzzles);
        assert!(back.done.contains("names"));
    }

    #[test]
    fn a_file_from_a_newer_bao_is_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::write(&path, r#"{"format_version": 9, "done": []}"#).unwrap();
        let (_, reason) = Store::at(path).load().unwrap().set_aside.unwrap();
        assert!(reason.contains("format version 9"), "{reason}");
    }

    #[test]
    fn a_relative_state_home_is_ignored() {
        let store = |state: &str, home: &str| {
            Store::locate_from(Some(state.into()), Some(home.into()))
                .map(|s| s.path().to_path_buf())
        };
        assert_eq!(
            store("/state", "/home/u").unwrap(),
            Path::new("/state/bao/progress.json")
        );
        assert_eq!(
            store("state", "/home/u").unwrap(),
            Path::new("/home/u/.local/state/bao/progress.json")
        );
        assert!(matches!(
            Store::locate_from(Some("state".into()), None),
            Err(ProgressError::NoStateDir)
        ));
    }

    #[test]
    fn a_file_with_a_bom_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::write(
            &path,
            "\u{feff}{\"format_version\": 1, \"done\": [\"names\"]}",
        )
        .unwrap();
        let loaded = Store::at(path).load().unwrap();
        assert!(loaded.set_aside.is_none());
        assert!(loaded.progress.done.contains("names"));
    }

    #[cfg(unix)]
    #[test]
    fn a_symlinked_file_is_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("kept/progress.json");
        fs::create_dir_all(real.parent().unwrap()).unwrap();
        fs::write(&real, r#"{"format_version": 1}"#).unwrap();
        let link = dir.path().join("progress.json");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let mut progress = Progress::new();
        progress.done.insert("names".into());
        Store::at(link.clone()).save(&progress).unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(fs::read_to_string(&real).unwrap().contains("names"));
    }

    /// The temporary file is a fresh one: a symlink planted at the old fixed name
    /// `progress.json.tmp` is neither followed nor removed.
    #[cfg(unix)]
    #[test]
    fn a_planted_temporary_file_is_not_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        fs::write(&victim, "mine").unwrap();
        let planted = dir.path().join("progress.json.tmp");
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        Store::at(dir.path().join("progress.json"))
            .save(&Progress::new())
            .unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "mine");
        assert!(
            fs::symlink_metadata(&planted)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert!(dir.path().join("progress.json").is_file());
    }

    #[cfg(unix)]
    #[test]
    fn a_folder_in_its_place_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.json");
        fs::create_dir(&path).unwrap();
        let err = Store::at(path).load().unwrap_err();
        assert!(
            err.to_string().contains("a folder, not a regular file"),
            "{err}"
        );
    }
}
