//! Why a move is not legal, in the reader's language: the engine's reasons ([`Illegal`]), each
//! naming the rule that forbids the move, said from the catalogue by their kind. The engine's
//! own English texts stay as they are; English here says exactly what they say.

use crate::{
    engine::{
        Hole, Move, Side,
        notation::{Illegal, ResolveMoveError},
    },
    i18n::notation::move_text,
    render::layout::side_name,
    t,
};

/// Writes a move as the reader's language does.
fn shown(mv: &Move) -> String {
    move_text(&mv.to_string())
}

/// Joins moves with "or", in the reader's language.
fn ways(moves: &[Move]) -> String {
    let mut moves = moves.iter().map(shown);
    let first = moves.next().unwrap_or_default();
    moves.fold(first, |all, next| {
        t!("common-or", first = all, second = next)
    })
}

/// Says why a move text names no legal move, in the reader's language: the rule that forbids
/// it, or (an ambiguous text, or a reason without a rule) the engine's words; `None` when the
/// engine gives no reason.
#[must_use]
pub fn reason(err: &ResolveMoveError) -> Option<String> {
    match err {
        ResolveMoveError::Illegal(illegal) => match illegal.rule() {
            Some(rule) => Some(rule_text(rule)),
            None => illegal.reason().map(str::to_owned),
        },
        ResolveMoveError::Ambiguous(_) => err.reason().map(str::to_owned),
    }
}

/// Says the rule that forbids a move, in the reader's language, as a lowercase sentence
/// without a full stop.
#[must_use]
pub fn rule_text(rule: &Illegal) -> String {
    let hole = |hole: &Hole| hole.to_string();
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
