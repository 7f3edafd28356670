//! A saved game open in another window: a session claims its game before it starts, and one
//! that finds the game held elsewhere offers a new game under another name or the game
//! read-only, rather than overwriting what the other window plays.

use std::io::{BufRead, Write};

use crate::{
    cli::Error,
    game::store::{Hold, Store},
};

/// The game a session will use, claimed.
pub(super) struct Claimed {
    /// Where the game is kept (read-only when another session holds it).
    pub store: Store,
    /// The hold on it, kept while the session runs.
    pub hold: Option<Hold>,
    /// A new name was chosen: start a new game there rather than resume one.
    pub fresh: bool,
}

/// Claims the game in `store`; when another session holds it, asks on `input` what to do.
///
/// # Errors
/// Returns an error when the store cannot be claimed, or the player quits or gives no answer.
pub(super) fn claim(
    store: Store,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<Claimed, Error> {
    let failed = |e: crate::game::store::StoreError| Error::Usage(e.to_string());
    if let Some(hold) = store.claim().map_err(failed)? {
        return Ok(Claimed {
            store,
            hold: Some(hold),
            fresh: false,
        });
    }
    let path = store.path().display().to_string();
    writeln!(
        out,
        "{}",
        crate::t!("game-claim-held", path = path.as_str())
    )?;
    loop {
        write!(out, "{}", crate::t!("game-claim-ask"))?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            break;
        }
        match line.trim() {
            "n" => {
                let (store, hold) = store.another().map_err(failed)?;
                writeln!(
                    out,
                    "{}",
                    crate::t!("game-claim-new", path = store.path().display().to_string())
                )?;
                return Ok(Claimed {
                    store,
                    hold: Some(hold),
                    fresh: true,
                });
            }
            "r" => {
                return Ok(Claimed {
                    store: store.read_only(),
                    hold: None,
                    fresh: false,
                });
            }
            "q" => break,
            _ => {}
        }
    }
    Err(Error::Usage(crate::t!(
        "game-claim-refused",
        path = path.as_str()
    )))
}
