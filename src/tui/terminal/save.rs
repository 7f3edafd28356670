//! The game record written to a file of the player's from the full screen (`s`).

use std::io;

use crate::{files, tui::App};

/// Writes the record to the file named, never over one, or else to the first free
/// `bao-game.txt`, `bao-game-2.txt`, … here; says what was done.
pub(super) fn save_record(app: &App, name: Option<&str>) -> String {
    let text = app.game.record().write();
    if let Some(name) = name {
        let shown = crate::render::prose::printable(name);
        return match files::create_new(std::path::Path::new(name), &text) {
            Ok(()) => format!("the record is written to `{shown}`"),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                format!("`{shown}` exists and is kept: s again to give another name")
            }
            Err(e) => format!("cannot write `{shown}`: {e}"),
        };
    }
    for n in 1..100 {
        let name = if n == 1 {
            "bao-game.txt".to_owned()
        } else {
            format!("bao-game-{n}.txt")
        };
        match files::create_new(std::path::Path::new(&name), &text) {
            Ok(()) => return format!("the record is written to `{name}`"),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return format!("cannot write `{name}`: {e}"),
        }
    }
    "cannot find a free name for the record here".to_owned()
}
