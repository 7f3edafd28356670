//! Temporary files a killed bao left behind: found by bao's own naming and removed, never a
//! file bao did not create nor one a live bao is writing.

use std::{
    fs::{self, File},
    path::Path,
    time::{Duration, SystemTime},
};

use super::{RANDOM_CHARS, TEMPORARY, folder_of, real_path};

/// How old an unlocked temporary file must be before it is taken for a killed bao's: a live bao
/// locks its temporary file at once after creating it, so only that instant is guarded.
pub const STALE_AFTER: Duration = Duration::from_secs(2);

/// Checks if `entry` is named as [`temporary_beside`] names a temporary file for `name`:
/// `.NAME.` then exactly six letters or digits then `.tmp`.
pub(super) fn is_temporary_of(entry: &str, name: &str) -> bool {
    entry
        .strip_prefix('.')
        .and_then(|rest| rest.strip_prefix(name))
        .and_then(|rest| rest.strip_prefix('.'))
        .and_then(|rest| rest.strip_suffix(TEMPORARY))
        .is_some_and(|random| {
            random.len() == RANDOM_CHARS && random.bytes().all(|b| b.is_ascii_alphanumeric())
        })
}

/// Removes the temporary files a killed bao left beside the file at `path` (through links): a
/// regular file named as bao names them (`.NAME.XXXXXX.tmp`), not locked by a bao still
/// writing it, and last written at least [`STALE_AFTER`] before `now`. Nothing else is touched;
/// a file that cannot be looked at is left as it is.
///
/// Gives how many files were removed.
pub fn remove_stale_temporaries(path: &Path, now: SystemTime) -> usize {
    let Ok(real) = real_path(path) else {
        return 0;
    };
    let Some(name) = real.file_name().and_then(|n| n.to_str()) else {
        return 0;
    };
    let Ok(entries) = fs::read_dir(folder_of(&real)) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let file_name = entry.file_name();
        if !file_name.to_str().is_some_and(|e| is_temporary_of(e, name)) {
            continue;
        }
        let candidate = entry.path();
        let stale = fs::symlink_metadata(&candidate).is_ok_and(|meta| {
            meta.file_type().is_file()
                && meta
                    .modified()
                    .is_ok_and(|at| now.duration_since(at).is_ok_and(|age| age >= STALE_AFTER))
        });
        if !stale {
            continue;
        }
        // A bao writing it holds its lock until the file is renamed over the real one.
        let Ok(file) = File::open(&candidate) else {
            continue;
        };
        if file.try_lock().is_ok() && fs::remove_file(&candidate).is_ok() {
            removed += 1;
        }
    }
    removed
}
