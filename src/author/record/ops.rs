//! The values an `expect` states and the engine gives, and the changes between them.

use crate::{
    engine::Played,
    lesson::{
        load::Span,
        model::{Ending, Expect, Winner},
        schema::ExpectRaw,
    },
};

/// The keys of `expect` that bao records, in the order it writes them.
pub(super) const KEYS: [&str; 5] = ["last", "captured", "ends", "blocks", "winner"];

/// Values by key, in the order of [`KEYS`]; `None` is not stated or not given.
pub(super) type Values = [Option<String>; 5];

/// What a move gives, as an `expect` states it.
pub(super) fn found(played: &Played) -> Values {
    let winner = played
        .outcome
        .map(|o| o.winner.map_or(Winner::Draw, Winner::Side));
    [
        played.trace.last_hole().map(|h| h.to_string()),
        Some(played.trace.captured().to_string()),
        Ending::of(&played.trace).map(|e| e.name().to_owned()),
        played.position.blocked().map(|h| h.to_string()),
        winner.map(|w| w.to_string()),
    ]
}

/// What an `expect` states, from the checked model.
pub(super) fn stated(expect: &Expect) -> Values {
    [
        expect.last.map(|h| h.to_string()),
        expect.captured.map(|n| n.to_string()),
        expect.ends.map(|e| e.name().to_owned()),
        expect.blocks.map(|h| h.to_string()),
        expect.winner.map(|w| w.to_string()),
    ]
}

/// Where each key's value is written.
pub(super) fn spans(raw: &ExpectRaw) -> [Option<Span>; 5] {
    [
        raw.last.as_ref().map(|v| v.at),
        raw.captured.as_ref().map(|v| v.at),
        raw.ends.as_ref().map(|v| v.at),
        raw.blocks.as_ref().map(|v| v.at),
        raw.winner.as_ref().map(|v| v.at),
    ]
}

/// A change to one key of a mapping.
#[derive(Clone, Debug)]
pub(super) enum Op {
    /// Add the key with this value.
    Add(&'static str, String),
    /// Replace the stated value written at the span with the engine's.
    Replace {
        key: &'static str,
        at: Span,
        stated: String,
        engine: String,
    },
    /// Remove the key whose stated value is written at the span.
    Remove {
        key: &'static str,
        at: Span,
        stated: String,
    },
}

/// Works out the changes that make the stated values the engine's.
pub(super) fn reconcile(stated: &Values, engine: &Values, spans: &[Option<Span>; 5]) -> Vec<Op> {
    let mut ops = Vec::new();
    for (i, key) in KEYS.iter().enumerate() {
        match (&stated[i], &engine[i], spans[i]) {
            (None, Some(value), _) => ops.push(Op::Add(key, value.clone())),
            (Some(s), Some(e), Some(at)) if s != e => ops.push(Op::Replace {
                key,
                at,
                stated: s.clone(),
                engine: e.clone(),
            }),
            (Some(s), None, Some(at)) => ops.push(Op::Remove {
                key,
                at,
                stated: s.clone(),
            }),
            _ => {}
        }
    }
    ops
}
