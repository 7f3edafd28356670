//! Why a move is not legal, in the reader's language: the engine's reasons ([`Illegal`]), each
//! naming the rule that forbids the move, said from the catalogue by their kind, and the
//! engine's other refusals of a move text (unreadable, ambiguous). The engine's own English texts
//! stay as they are (a pure crate); English here says exactly what they say, and anything the
//! catalogue does not know is said in the engine's words.
//!
//! This is the one home of these texts: the tutor, the lesson checks, `bao play`, `bao game` and
//! the book all say a refusal through it.

use crate::{
    engine::{
        Hole, Move, Side,
        notation::{Illegal, ParseMoveError, ResolveMoveError, shown as quoted},
    },
    i18n::notation::move_text,
    render::layout::side_name,
    t,
};

/// How the moves a reason names are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Letters {
    /// With the side letters of the reader's language (`A5I` in Spanish): what bao says.
    Reader,
    /// With the canonical letters (`A5L`), as lesson files write them: what a lesson's check
    /// says about its file.
    Canonical,
}

impl Letters {
    /// Writes a move with these letters.
    fn write(self, mv: &Move) -> String {
        match self {
            Letters::Reader => move_text(&mv.to_string()),
            Letters::Canonical => mv.to_string(),
        }
    }
}

/// Joins moves with "or", in the reader's language.
fn ways(moves: &[Move], letters: Letters) -> String {
    let mut moves = moves.iter().map(|mv| letters.write(mv));
    let first = moves.next().unwrap_or_default();
    moves.fold(first, |all, next| {
        t!("common-or", first = all, second = next)
    })
}

/// Says why a move text names no legal move, in the reader's language: the rule that forbids
/// it, the moves an ambiguous text could be, or (a reason without a rule) the engine's words;
/// `None` when the engine gives no reason.
#[must_use]
pub fn reason(err: &ResolveMoveError) -> Option<String> {
    reason_with(err, Letters::Reader)
}

/// Says why a move text names no legal move, as [`reason`] does, its moves written with
/// `letters`.
#[must_use]
pub fn reason_with(err: &ResolveMoveError, letters: Letters) -> Option<String> {
    match err {
        ResolveMoveError::Illegal(illegal) => match illegal.rule() {
            Some(rule) => Some(rule_text_with(rule, letters)),
            None => illegal.reason().map(str::to_owned),
        },
        ResolveMoveError::Ambiguous(ambiguous) => Some(match readings(err, letters) {
            Some(Some(glossed)) => t!("common-ambiguous-reason", moves = glossed),
            Some(None) => err.reason().unwrap_or_default().to_owned(),
            None => t!(
                "common-ambiguous-reason",
                moves = ways(ambiguous.moves(), letters)
            ),
        }),
    }
}

/// Says the readings an ambiguous text's reason names when it glosses them (`A8R (`>` read as
/// KIBA's arrow) or A8L> (`>` read as the safari, …)`), joined with "or": `None` when the
/// reason glosses none, `Some(None)` when a gloss is one the catalogue does not know (the
/// engine's words are then kept).
fn readings(err: &ResolveMoveError, letters: Letters) -> Option<Option<String>> {
    let reason = err.reason().filter(|r| r.contains(" (`"))?;
    let Some(list) = reason.strip_prefix("ambiguous: it could be ") else {
        return Some(None);
    };
    let mut said: Vec<String> = Vec::new();
    for part in list.split(" or ") {
        let Some((mv, gloss)) = part.split_once(" (") else {
            return Some(None);
        };
        let gloss = match gloss {
            "`>` read as KIBA's arrow)" => t!("common-reading-arrow"),
            "`>` read as the safari, the letter left out)" => t!("common-reading-safari"),
            _ => return Some(None),
        };
        let mv = match letters {
            Letters::Reader => move_text(mv),
            Letters::Canonical => mv.to_owned(),
        };
        said.push(t!("common-reading", mv = mv, gloss = gloss));
    }
    let first = said.first().cloned().unwrap_or_default();
    Some(Some(said.into_iter().skip(1).fold(first, |all, next| {
        t!("common-or", first = all, second = next)
    })))
}

/// Says the whole refusal of a move text, `text` as it was typed: the engine's own sentence in
/// English, and the same in the reader's language (why, and the legal moves).
#[must_use]
pub fn refusal(err: &ResolveMoveError, text: &str) -> String {
    if crate::i18n::current() == crate::i18n::Language::English {
        return err.to_string();
    }
    let text = quoted(text);
    if let ResolveMoveError::Ambiguous(ambiguous) = err {
        return match readings(err, Letters::Reader) {
            Some(Some(glossed)) => t!("common-ambiguous", text = text, moves = glossed),
            Some(None) => err.to_string(),
            None => t!(
                "common-ambiguous",
                text = text,
                moves = ways(ambiguous.moves(), Letters::Reader)
            ),
        };
    }
    let legal: Vec<String> = err
        .legal()
        .iter()
        .map(|mv| Letters::Reader.write(mv))
        .collect();
    let legal = legal.join(" ");
    match (reason(err), legal.is_empty()) {
        (Some(reason), false) => t!(
            "common-illegal-move",
            text = text,
            reason = reason,
            legal = legal
        ),
        (Some(reason), true) => t!("common-illegal-move-none", text = text, reason = reason),
        (None, false) => t!("common-illegal-move-bare", text = text, legal = legal),
        (None, true) => t!("common-illegal-move-bare-none", text = text),
    }
}

/// Says why a move text cannot be read, in the reader's language: what was expected and the
/// column; the engine's words for anything the catalogue does not know.
#[must_use]
pub fn parse_error(err: &ParseMoveError) -> String {
    let english = err.to_string();
    let suffix = format!(" `{}` at column {}", quoted(&err.token), err.column);
    let Some(head) = english
        .strip_suffix(&suffix)
        .and_then(|h| h.strip_prefix("invalid move `"))
    else {
        return english;
    };
    let hole = "expected a hole A1..A8, B1..B8, a1..a8 or b1..b8, found";
    for words in ["empty move", hole, "unexpected"] {
        if let Some(text) = head.strip_suffix(words).and_then(|h| h.strip_suffix("`: ")) {
            let problem = match words {
                "empty move" => t!("common-move-empty"),
                "unexpected" => t!("common-move-unexpected"),
                _ => t!("common-move-expected-hole"),
            };
            return t!(
                "common-move-invalid",
                text = text,
                problem = problem,
                token = quoted(&err.token),
                column = err.column
            );
        }
    }
    english
}

/// Says the rule that forbids a move, in the reader's language, as a lowercase sentence
/// without a full stop.
#[must_use]
pub fn rule_text(rule: &Illegal) -> String {
    rule_text_with(rule, Letters::Reader)
}

/// Says the rule that forbids a move, as [`rule_text`] does, its moves written with `letters`.
#[must_use]
pub fn rule_text_with(rule: &Illegal, letters: Letters) -> String {
    let hole = |hole: &Hole| hole.to_string();
    let shown = |mv: &Move| letters.write(mv);
    let ways = |moves: &[Move]| ways(moves, letters);
    let side = |side: &Side| side_name(*side);
    match rule {
        Illegal::NotTheMoversHole { hole: at, mover } => t!(
            "common-illegal-not-movers",
            hole = hole(at),
            owner = side(&at.side()),
            side = side(mover)
        ),
        Illegal::Empty(at) => t!("common-illegal-empty", hole = hole(at)),
        Illegal::FrontRowEmpty(who) => t!("common-illegal-front-row-empty", side = side(who)),
        Illegal::MustCapture => t!("common-illegal-must-capture"),
        Illegal::MustCaptureTooBig(at) => t!("common-illegal-must-capture-big", hole = hole(at)),
        Illegal::MustCaptureSingleton(at) => {
            t!("common-illegal-must-capture-singleton", hole = hole(at))
        }
        Illegal::CapturesNotTakasa(at) => {
            t!("common-illegal-captures-not-takasa", hole = hole(at))
        }
        Illegal::Blocked(at) => t!("common-illegal-blocked", hole = hole(at)),
        Illegal::NamuaBackRow => t!("common-illegal-namua-back-row"),
        Illegal::NamuaNyumba => t!("common-illegal-namua-nyumba"),
        Illegal::NamuaSingleton(at) => t!("common-illegal-namua-singleton", hole = hole(at)),
        Illegal::MtajiSingleton(at) => t!("common-illegal-mtaji-singleton", hole = hole(at)),
        Illegal::MtajiBackRow => t!("common-illegal-mtaji-back-row"),
        Illegal::MtajiNoSafari => t!("common-illegal-mtaji-no-safari"),
        Illegal::TakasaStopsInNyumba => t!("common-illegal-takasa-stops"),
        Illegal::NoNyumbaStop(mv) => t!("common-illegal-no-nyumba-stop", mv = shown(mv)),
        Illegal::NeverEnding => t!("common-illegal-never-ending"),
        Illegal::ForcedEntry(at) => t!("common-illegal-forced-entry", hole = hole(at)),
        Illegal::NamuaEntry(at, moves) => t!(
            "common-illegal-namua-entry",
            hole = hole(at),
            moves = ways(moves)
        ),
        Illegal::CapturesOnly(at, moves) => t!(
            "common-illegal-captures-only",
            hole = hole(at),
            moves = ways(moves)
        ),
        Illegal::TaxOnly(moves) => t!("common-illegal-tax-only", moves = ways(moves)),
        Illegal::LoneKichwa(at) => t!("common-illegal-lone-kichwa", hole = hole(at)),
        Illegal::NoTakasia(mv) => t!("common-illegal-no-takasia", mv = shown(mv)),
        Illegal::DoesNotWin(mv) => t!("common-illegal-does-not-win", mv = shown(mv)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Setup, notation::MoveText};

    /// In English every reason says exactly what the engine's own text says.
    #[test]
    fn english_reasons_are_the_engines() {
        let position =
            "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1"
                .parse::<Setup>()
                .unwrap()
                .into_position(Rules::KISWAHILI)
                .unwrap();
        let mut said = 0;
        for text in [
            "A3L", "a3L", "A5L*", "A1R", "A2R", "A5L>", "A8L", "B1L", "A4L", "A1L**", "A1L#",
        ] {
            let Ok(written) = text.parse::<MoveText>() else {
                continue;
            };
            if let Err(err) = written.resolve(&position)
                && let ResolveMoveError::Illegal(illegal) = &err
                && illegal.rule().is_some()
            {
                assert_eq!(reason(&err).as_deref(), err.reason(), "{text}");
                said += 1;
            }
        }
        assert!(said >= 5, "only {said} reasons compared");
    }
}
