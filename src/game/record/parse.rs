//! Reading a record: the header lines, then each turn resolved and played in order.

use super::{GameResult, Player, Record, RecordError, Turn};
use crate::{
    engine::{
        Move, Position, Rules, Setup, Side,
        notation::{MoveText, acts_on_terminal, shown},
    },
    render::trace::game_over,
};

/// The header lines read, each with its line number.
#[derive(Default)]
struct Headers<'a> {
    rules: Option<(usize, &'a str)>,
    south: Option<(usize, &'a str)>,
    north: Option<(usize, &'a str)>,
    date: Option<(usize, &'a str)>,
    result: Option<(usize, &'a str)>,
    start: Option<(usize, &'a str)>,
}

fn error(line: usize, message: impl Into<String>) -> RecordError {
    RecordError {
        line,
        message: message.into(),
        legal: Vec::new(),
    }
}

/// Reads and replays a record.
pub(super) fn parse(text: &str) -> Result<Record, RecordError> {
    let mut headers = Headers::default();
    let mut moves: Vec<(usize, &str, Option<String>)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        if let Some(c) = raw.chars().find(|&c| c != '\t' && acts_on_terminal(c)) {
            return Err(error(
                n,
                format!(
                    "the control character `{}` may not be in a record",
                    shown(&c.to_string())
                ),
            ));
        }
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') {
            continue;
        }
        if let Some((number, rest)) = line.split_once('.')
            && !number.is_empty()
            && number.chars().all(|c| c.is_ascii_digit())
        {
            let expected = moves.len() + 1;
            if number.parse::<usize>().ok() != Some(expected) {
                return Err(error(
                    n,
                    format!(
                        "turn `{}` is out of order: turn {expected} comes next",
                        shown(number)
                    ),
                ));
            }
            let (mv, comment) = split_comment(rest.trim(), n)?;
            moves.push((n, mv, comment));
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(error(
                n,
                format!(
                    "`{}` is neither a header line `Key: value` nor a numbered turn `1. A6L*`",
                    shown(line)
                ),
            ));
        };
        if !moves.is_empty() {
            return Err(error(n, "a header line must come before the first turn"));
        }
        let value = value.trim();
        if value.is_empty() {
            return Err(error(
                n,
                format!("the header `{}` has no value", shown(key)),
            ));
        }
        let slot = match key.trim() {
            "Rules" => &mut headers.rules,
            "South" => &mut headers.south,
            "North" => &mut headers.north,
            "Date" => &mut headers.date,
            "Result" => &mut headers.result,
            "Start" => &mut headers.start,
            "Players" => {
                let Some((south, north)) = value.split_once(" - ") else {
                    return Err(error(n, "`Players:` takes `SOUTH - NORTH`"));
                };
                if headers.south.is_some() || headers.north.is_some() {
                    return Err(error(n, "the players are named twice"));
                }
                headers.south = Some((n, south.trim()));
                headers.north = Some((n, north.trim()));
                continue;
            }
            other => {
                return Err(error(
                    n,
                    format!(
                        "unknown header `{}`: the headers are Rules, South, North, Players, Date, Result and Start",
                        shown(other)
                    ),
                ));
            }
        };
        if slot.is_some() {
            return Err(error(
                n,
                format!("the header `{}` is given twice", key.trim()),
            ));
        }
        *slot = Some((n, value));
    }
    build(&headers, &moves)
}

/// Splits a turn's text into the move and its comment.
fn split_comment(rest: &str, line: usize) -> Result<(&str, Option<String>), RecordError> {
    let (mv, comment) = match rest.find([';', '{']) {
        None => (rest, None),
        Some(at) => {
            let (mv, c) = rest.split_at(at);
            let body = if let Some(body) = c.strip_prefix('{') {
                body.strip_suffix('}')
                    .ok_or_else(|| error(line, "a `{` comment must end with `}` on its line"))?
            } else {
                &c[1..]
            };
            let body = body.trim();
            (mv.trim(), (!body.is_empty()).then(|| body.to_owned()))
        }
    };
    if mv.is_empty() {
        return Err(error(line, "the turn has no move"));
    }
    if mv.contains(char::is_whitespace) {
        return Err(error(
            line,
            format!("`{}`: one move a line (put a comment after `;`)", shown(mv)),
        ));
    }
    Ok((mv, comment))
}

fn build(h: &Headers<'_>, moves: &[(usize, &str, Option<String>)]) -> Result<Record, RecordError> {
    let (rules_line, rules_text) = h
        .rules
        .ok_or_else(|| error(0, "the record has no `Rules:` line"))?;
    let rules: Rules = rules_text
        .parse()
        .map_err(|e| error(rules_line, format!("`Rules:` {e}")))?;
    let start = match h.start {
        None => Position::start(rules),
        Some((n, text)) => text
            .parse::<Setup>()
            .map_err(|e| error(n, format!("`Start:` {e}")))?
            .into_position(rules)
            .map_err(|e| error(n, format!("`Start:` {e}")))?,
    };
    let player = |p: Option<(usize, &str)>, side: Side| match p {
        None => Ok(Player::Person(side.to_string())),
        Some((n, t)) => Player::read(t).map_err(|e| error(n, format!("{side}'s player {e}"))),
    };
    let (south, north) = (player(h.south, Side::South)?, player(h.north, Side::North)?);
    let (result_line, result_text) = h
        .result
        .ok_or_else(|| error(0, "the record has no `Result:` line"))?;
    let result = GameResult::all()
        .into_iter()
        .find(|r| r.to_string() == result_text)
        .ok_or_else(|| {
            error(
                result_line,
                format!(
                    "`Result:` `{}` is not a result: write `*` for a game in progress, or who won and why, e.g. `South wins: North resigned`",
                    shown(result_text)
                ),
            )
        })?;
    let mut record = Record::new(start, south, north, h.date.map(|(_, d)| d.to_owned()));
    record.result = result;
    let mut position = start;
    // A start that is already over is said to be: no turn may follow it, and `Result:` must
    // say how it ended.
    let mut outcome = start.outcome();
    for (turn, (n, text, comment)) in moves.iter().enumerate() {
        if let Some(over) = outcome {
            return Err(error(
                *n,
                format!(
                    "turn {} comes after the end of the game ({})",
                    turn + 1,
                    game_over(&over)
                ),
            ));
        }
        let at = |message: String, legal: &[Move]| RecordError {
            line: *n,
            message: format!("turn {} `{}`: {message}", turn + 1, shown(text)),
            legal: legal.to_vec(),
        };
        let mv = text
            .parse::<MoveText>()
            .map_err(|e| at(e.to_string(), &position.legal_moves()))?
            .resolve(&position)
            .map_err(|e| at(e.to_string(), e.legal()))?;
        let played = position
            .play(mv)
            .map_err(|e| at(e.to_string(), e.legal()))?;
        position = played.position;
        outcome = played.outcome;
        record.turns.push(Turn {
            mv,
            comment: comment.clone(),
        });
    }
    let borne_out = match (result, outcome) {
        (GameResult::Over(stated), Some(played)) => stated == played,
        (GameResult::InProgress | GameResult::Resigned(_), None) => true,
        _ => false,
    };
    if !borne_out {
        let played = match outcome {
            None => "the game is not over after the last turn".to_owned(),
            Some(o) if moves.is_empty() => {
                format!("the `Start:` position is already over: {}", game_over(&o))
            }
            Some(o) => format!("the moves end it: {}", game_over(&o)),
        };
        return Err(error(
            result_line,
            format!("`Result:` says `{}`, but {played}", shown(result_text)),
        ));
    }
    Ok(record)
}
