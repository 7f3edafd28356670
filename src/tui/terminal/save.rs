//! The game record written to a file of the player's from the full screen (`s`).

use std::io;

use crate::{files, t, tui::App};

/// Writes the record to the file named, never over one, or else to the first free
/// `bao-game.txt`, `bao-game-2.txt`, … here; says what was done.
pub(super) fn save_record(app: &App, name: Option<&str>) -> String {
    let text = app.game.record().write();
    if let Some(name) = name {
        let shown = crate::render::prose::printable(name);
        return match files::create_new(std::path::Path::new(name), &text) {
            Ok(()) => t!("game-record-written", name = shown),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                t!("game-screen-record-exists", name = shown)
            }
            Err(e) => t!(
                "game-record-cannot-write",
                name = shown,
                error = e.to_string()
            ),
        };
    }
    for n in 1..100 {
        let name = if n == 1 {
            "bao-game.txt".to_owned()
        } else {
            format!("bao-game-{n}.txt")
        };
        match files::create_new(std::path::Path::new(&name), &text) {
            Ok(()) => return t!("game-record-written", name = name),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => {
                return t!(
                    "game-record-cannot-write",
                    name = name,
                    error = e.to_string()
                );
            }
        }
    }
    t!("game-screen-no-free-name")
}
