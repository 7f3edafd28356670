//! Reading a record: the header lines, then each turn resolved and played in order.

use super::{GameResult, Player, Record, RecordError, Turn};
use crate::{
    engine::{
        Move, Position, Rules, Setup, Side,
        notation::{MoveText, acts_on_terminal, shown},
    },
    render::{illegal, position_error, trace::game_over},
    t,
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
                t!("game-record-control", text = shown(&c.to_string())),
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
                    t!(
                        "game-record-out-of-order",
                        text = shown(number),
                        expected = expected
                    ),
                ));
            }
            let (mv, comment) = split_comment(rest.trim(), n)?;
            moves.push((n, mv, comment));
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(error(n, t!("game-record-neither", text = shown(line))));
        };
        if !moves.is_empty() {
            return Err(error(n, t!("game-record-header-after-turn")));
        }
        let value = value.trim();
        if value.is_empty() {
            return Err(error(n, t!("game-record-header-empty", key = shown(key))));
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
                    return Err(error(n, t!("game-record-players-form")));
                };
                if headers.south.is_some() || headers.north.is_some() {
                    return Err(error(n, t!("game-record-players-twice")));
                }
                headers.south = Some((n, south.trim()));
                headers.north = Some((n, north.trim()));
                continue;
            }
            other => {
                return Err(error(
                    n,
                    t!("game-record-unknown-header", key = shown(other)),
                ));
            }
        };
        if slot.is_some() {
            return Err(error(n, t!("game-record-header-twice", key = key.trim())));
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
                    .ok_or_else(|| error(line, t!("game-record-comment-open")))?
            } else {
                &c[1..]
            };
            let body = body.trim();
            (mv.trim(), (!body.is_empty()).then(|| body.to_owned()))
        }
    };
    if mv.is_empty() {
        return Err(error(line, t!("game-record-no-move")));
    }
    if mv.contains(char::is_whitespace) {
        return Err(error(line, t!("game-record-one-move", text = shown(mv))));
    }
    Ok((mv, comment))
}

fn build(h: &Headers<'_>, moves: &[(usize, &str, Option<String>)]) -> Result<Record, RecordError> {
    let (rules_line, rules_text) = h
        .rules
        .ok_or_else(|| error(0, t!("game-record-no-rules")))?;
    let rules = rules_text.parse::<Rules>().map_err(|e| {
        error(
            rules_line,
            t!(
                "game-record-rules",
                reason = position_error::rules_message(&e.to_string())
            ),
        )
    })?;
    let start = match h.start {
        None => Position::start(rules),
        Some((n, text)) => text
            .parse::<Setup>()
            .map_err(|e| {
                let reason = t!(
                    "game-record-at-column",
                    reason = position_error::position_message(e.message()),
                    column = e.column
                );
                error(n, t!("game-record-start", reason = reason))
            })?
            .into_position(rules)
            .map_err(|e| {
                let reason = position_error::impossible(&e);
                error(n, t!("game-record-start", reason = reason))
            })?,
    };
    let player = |p: Option<(usize, &str)>, side: Side| match p {
        None => Ok(Player::Person(side.to_string())),
        Some((n, text)) => Player::read(text).map_err(|e| {
            let message = match side {
                Side::South => t!("game-record-player-south", reason = e),
                Side::North => t!("game-record-player-north", reason = e),
            };
            error(n, message)
        }),
    };
    let (south, north) = (player(h.south, Side::South)?, player(h.north, Side::North)?);
    let (result_line, result_text) = h
        .result
        .ok_or_else(|| error(0, t!("game-record-no-result")))?;
    let result = GameResult::all()
        .into_iter()
        .find(|r| r.to_string() == result_text)
        .ok_or_else(|| {
            error(
                result_line,
                t!("game-record-bad-result", text = shown(result_text)),
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
                t!(
                    "game-record-after-end",
                    turn = turn + 1,
                    outcome = game_over(&over)
                ),
            ));
        }
        let at = |message: String, legal: &[Move]| RecordError {
            line: *n,
            message: t!(
                "game-record-turn",
                turn = turn + 1,
                text = shown(text),
                message = message
            ),
            legal: legal.to_vec(),
        };
        let mv = text
            .parse::<MoveText>()
            .map_err(|e| at(illegal::parse_error(&e), &position.legal_moves()))?
            .resolve(&position)
            .map_err(|e| at(illegal::refusal(&e, text), e.legal()))?;
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
            None => t!("game-record-not-over"),
            Some(o) if moves.is_empty() => {
                t!("game-record-start-over", outcome = game_over(&o))
            }
            Some(o) => t!("game-record-moves-end", outcome = game_over(&o)),
        };
        return Err(error(
            result_line,
            t!(
                "game-record-result-differs",
                text = shown(result_text),
                played = played
            ),
        ));
    }
    Ok(record)
}
