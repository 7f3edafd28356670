//! Reading a POSITION argument: `start`, a diagram id, the one-line form, a JSON object, or a
//! file holding either.

use std::path::{Path, PathBuf};

use super::Error;
use crate::{
    author::template::Start,
    engine::{Position, Rules, Setup},
    files,
    lesson::{
        catalog::{self, Kind},
        diagnostic,
        keys::did_you_mean,
    },
    position_json::PositionJson,
};

/// The `--rules` option of every command that reads positions.
#[derive(Debug, clap::Args)]
pub struct RulesArg {
    /// The ruleset, with options: `kiswahili` or `kujifunza`, then `,option=value` items
    /// (`namua-takasa=limited|any`, `takasia=on|off`, `endless=illegal|draw|mover-loses`,
    /// `takasa-nyumba=stops|may-stop`, `nyumba-tax=before-seed|after-seed`,
    /// `lone-kichwa=only-occupied|only-sowable`).
    #[arg(long = "rules", value_name = "RULES", default_value = "kiswahili", value_parser = rules_value)]
    pub value: Rules,
}

/// Reads `--rules`, saying a bad ruleset in the reader's language.
pub(crate) fn rules_value(text: &str) -> Result<Rules, String> {
    text.parse::<Rules>()
        .map_err(|e| crate::render::position_error::rules_message(&e.to_string()))
}

/// The most bao reads of a POSITION file: a position is one line or a small JSON object.
const POSITION_LIMIT: u64 = 64 * 1024;

/// The most characters of the user's text an error quotes on either side of the problem.
const CONTEXT: usize = 24;

/// Reads a POSITION argument under the given rules; a diagram id names one of `./diagrams`
/// or, without that folder, bao's own.
pub(crate) fn read(arg: &str, rules: Rules) -> Result<Position, Error> {
    read_in(arg, rules, &[catalog::default_library()], false).map(|start| start.position())
}

/// Reads a position a program gave (`bao engine`): `start`, the one-line form or a JSON object,
/// never a file or a diagram, which a front end has no business naming.
pub(crate) fn read_given(text: &str, rules: Rules) -> Result<Position, Error> {
    match text.trim() {
        "" => Err(Error::Position(crate::t!("cli-position-empty-given"))),
        "start" => Ok(Position::start(rules)),
        trimmed => parse(trimmed, rules, None),
    }
}

/// Reads a POSITION argument, or the id of a diagram in one of `folders` (the first that has
/// it wins; a diagram keeps its own rules).
///
/// In order: `start` is the ruleset's start; text starting with `{` is JSON; a path that
/// names something is a file holding a position; text with a comma is the one-line form;
/// anything else is a diagram id.
pub(crate) fn read_in(
    arg: &str,
    rules: Rules,
    folders: &[PathBuf],
    colorize: bool,
) -> Result<Start, Error> {
    let trimmed = arg.trim();
    if trimmed.is_empty() {
        return Err(Error::Position(crate::t!("cli-position-empty")));
    }
    if trimmed == "start" {
        return Ok(Start::Position(Position::start(rules)));
    }
    if trimmed.starts_with('{') {
        return parse(trimmed, rules, None).map(Start::Position);
    }
    if std::fs::symlink_metadata(arg).is_ok() {
        let text = files::read_text(Path::new(arg), POSITION_LIMIT)
            .map_err(|e| Error::Read(arg.to_owned(), e))?;
        return parse(text.trim(), rules, Some(arg)).map(Start::Position);
    }
    if trimmed.contains(',') {
        return parse(trimmed, rules, None).map(Start::Position);
    }
    diagram(trimmed, folders, colorize)
}

/// Finds the diagram `id` in `folders`.
fn diagram(id: &str, folders: &[PathBuf], colorize: bool) -> Result<Start, Error> {
    let folders: Vec<&PathBuf> = folders.iter().filter(|d| d.is_dir()).collect();
    let plain = !id.is_empty() && !id.contains(['/', '\\', '.']) && !id.starts_with('-');
    for folder in folders.iter().filter(|_| plain) {
        let file = folder.join(format!("{id}.yaml"));
        if !file.is_file() {
            continue;
        }
        let loaded = catalog::load_file(&file, Kind::Diagram, Some(folder));
        if !loaded.problems.is_empty() {
            return Err(Error::Invalid {
                count: loaded.problems.len(),
                rendered: diagnostic::render(&loaded.problems, colorize, 100),
            });
        }
        if let Some(diagram) = loaded.catalog.diagram(id) {
            return Ok(Start::Diagram {
                id: id.to_owned(),
                position: diagram.position,
            });
        }
    }
    let ids: Vec<String> = folders
        .iter()
        .flat_map(|f| {
            std::fs::read_dir(f)
                .into_iter()
                .flatten()
                .filter_map(Result::ok)
        })
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".yaml").map(str::to_owned)
        })
        .collect();
    Err(Error::Position(
        match did_you_mean(id, ids.iter().map(String::as_str)) {
            Some(close) => crate::t!("cli-position-unknown-near", id = quoted(id), near = close),
            None => crate::t!("cli-position-unknown", id = quoted(id)),
        },
    ))
}

fn parse(text: &str, rules: Rules, file: Option<&str>) -> Result<Position, Error> {
    let at = file
        .map(|f| crate::t!("cli-position-in-file", file = quoted(f)))
        .unwrap_or_default();
    let setup = if text.starts_with('{') {
        let invalid = |e: &dyn std::fmt::Display| {
            let why = shorten_quotes(&e.to_string());
            Error::Position(crate::t!(
                "cli-position-invalid-json",
                at = at.as_str(),
                reason = why
            ))
        };
        let json: PositionJson = serde_json::from_str(text).map_err(|e| invalid(&e))?;
        json.to_setup().map_err(|e| invalid(&e))?
    } else if let Some(file) = file.filter(|_| text.contains('\n')) {
        // A one-line position is one line: quoting lines of another kind of file (a system
        // file given by mistake) would show what it holds.
        return Err(Error::Position(crate::t!(
            "cli-position-not-a-file",
            file = quoted(file),
            lines = text.lines().count()
        )));
    } else {
        text.parse::<Setup>().map_err(|e| {
            let (shown, caret) = excerpt(text, e.column);
            let caret = format!("{:>caret$}", "^");
            Error::Position(format!(
                "{}\n  {shown}\n  {caret}",
                crate::t!(
                    "cli-position-invalid",
                    at = at.as_str(),
                    reason = shorten_quotes(&crate::render::position_error::position_message(
                        e.message()
                    )),
                    column = e.column
                )
            ))
        })?
    };
    setup.into_position(rules).map_err(|e| {
        let why = shorten_quotes(&crate::render::position_error::impossible(&e));
        Error::Position(crate::t!(
            "cli-position-impossible",
            at = at.as_str(),
            reason = why
        ))
    })
}

/// Shows a character as it may safely reach a terminal: a control character as its escape.
fn safe(c: char) -> String {
    if crate::engine::notation::acts_on_terminal(c) {
        c.escape_default().collect()
    } else {
        c.to_string()
    }
}

/// Quotes the user's text in a message: control characters escaped, at most `2 × CONTEXT`
/// characters.
fn quoted(text: &str) -> String {
    let mut out: String = text.chars().take(2 * CONTEXT).map(safe).collect();
    if text.chars().nth(2 * CONTEXT).is_some() {
        out.push('…');
    }
    out
}

/// Makes a message that may quote the user's text safe: every backquoted token shortened to
/// what [`quoted`] shows, and no control character anywhere.
fn shorten_quotes(message: &str) -> String {
    message
        .split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                quoted(part)
            } else {
                part.chars().map(safe).collect()
            }
        })
        .collect::<Vec<_>>()
        .join("`")
}

/// The text around `column` (1-based, in characters), at most [`CONTEXT`] characters either
/// side, made safe, and the column of the caret under it.
fn excerpt(text: &str, column: usize) -> (String, usize) {
    let chars: Vec<char> = text.chars().collect();
    let at = column.saturating_sub(1).min(chars.len());
    let from = at.saturating_sub(CONTEXT);
    let to = (at + CONTEXT).min(chars.len());
    let mut before: String = if from > 0 {
        "…".to_owned()
    } else {
        String::new()
    };
    before.extend(chars[from..at].iter().map(|&c| safe(c)));
    let mut shown = before.clone();
    shown.extend(chars[at..to].iter().map(|&c| safe(c)));
    if to < chars.len() {
        shown.push('…');
    }
    (shown, before.chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_is_short_safe_and_points_at_the_column() {
        let text = format!("{}x\u{1b}[31m{}", "0,".repeat(100), "1".repeat(100));
        let (shown, caret) = excerpt(&text, 201);
        assert!(shown.chars().count() < 4 * CONTEXT, "{shown}");
        assert!(!shown.contains('\u{1b}'), "{shown}");
        assert_eq!(shown.chars().nth(caret - 1), Some('x'), "{shown}");
        assert_eq!(excerpt("ab", 1), ("ab".to_owned(), 1));
    }

    #[test]
    fn quoted_tokens_are_bounded() {
        let long = "9".repeat(10_000);
        let message = shorten_quotes(&format!("`{long}` is not a seed count"));
        assert!(message.len() < 80, "{message}");
        assert!(message.ends_with("…` is not a seed count"), "{message}");
    }
}
