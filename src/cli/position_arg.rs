//! Reading a POSITION argument: the one-line form, a JSON object, or a file holding either.

use std::path::Path;

use super::Error;
use crate::{
    engine::{Position, Rules, Setup},
    position_json::PositionJson,
};

/// The `--rules` option of every command that reads positions.
#[derive(Debug, clap::Args)]
pub struct RulesArg {
    /// The ruleset, with options: `kiswahili` or `kujifunza`, then `,option=value` items
    /// (`namua-takasa=limited|any`, `takasia=on|off`, `endless=illegal|draw|mover-loses`,
    /// `takasa-nyumba=stops|may-stop`).
    #[arg(long = "rules", value_name = "RULES", default_value = "kiswahili")]
    pub value: Rules,
}

/// Reads a POSITION argument under the given rules.
///
/// Text starting with `{` is JSON; text with a comma is the one-line form; anything else is the
/// path of a file holding either.
pub(crate) fn read(arg: &str, rules: Rules) -> Result<Position, Error> {
    let trimmed = arg.trim();
    if trimmed.starts_with('{') || trimmed.contains(',') {
        return parse(trimmed, rules, None);
    }
    let text = std::fs::read_to_string(Path::new(arg)).map_err(|err| {
        if err.kind() == std::io::ErrorKind::NotFound {
            Error::Position(format!(
                "no file `{arg}`: a POSITION is a one-line position, a JSON object or the path of a file holding one"
            ))
        } else {
            Error::Io(arg.to_owned(), err)
        }
    })?;
    parse(text.trim(), rules, Some(arg))
}

fn parse(text: &str, rules: Rules, file: Option<&str>) -> Result<Position, Error> {
    let at = file.map(|f| format!(" in `{f}`")).unwrap_or_default();
    let setup = if text.starts_with('{') {
        let json: PositionJson = serde_json::from_str(text)
            .map_err(|e| Error::Position(format!("invalid JSON position{at}: {e}")))?;
        json.to_setup()
            .map_err(|e| Error::Position(format!("invalid JSON position{at}: {e}")))?
    } else {
        text.parse::<Setup>().map_err(|e| {
            let caret = format!("{:>width$}", "^", width = e.column);
            let text = crate::engine::notation::echoed(text);
            Error::Position(format!("invalid position{at}: {e}\n  {text}\n  {caret}"))
        })?
    };
    setup
        .into_position(rules)
        .map_err(|e| Error::Position(format!("impossible position{at}: {e}")))
}
