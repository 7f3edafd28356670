//! Why the engine refuses a move, in the language bao speaks: the engine's reasons
//! ([`Illegal`]) are English and stay so (a pure crate); here each kind of reason is said from
//! the catalogue, and anything the catalogue does not know falls back to the engine's words.

use crate::{
    engine::{
        Move, Side,
        notation::{Illegal, ResolveMoveError},
    },
    t,
};

/// Says why a move text names no one legal move, or `None` when the engine gives no reason.
#[must_use]
pub fn resolve_reason(err: &ResolveMoveError) -> Option<String> {
    match err {
        ResolveMoveError::Illegal(illegal) => match illegal.rule() {
            Some(rule) => Some(reason(rule)),
            None => illegal.reason().map(str::to_owned),
        },
        ResolveMoveError::Ambiguous(_) => err.reason().map(str::to_owned),
    }
}

/// Says why a move is illegal.
#[must_use]
pub fn reason(rule: &Illegal) -> String {
    let hole = |h: &crate::engine::Hole| h.to_string();
    match rule {
        Illegal::NotTheMoversHole { hole: h, mover } => match mover {
            Side::South => t!("check-why-not-movers-hole-south", hole = hole(h)),
            Side::North => t!("check-why-not-movers-hole-north", hole = hole(h)),
        },
        Illegal::Empty(h) => t!("check-why-empty", hole = hole(h)),
        Illegal::FrontRowEmpty(Side::South) => t!("check-why-front-row-empty-south"),
        Illegal::FrontRowEmpty(Side::North) => t!("check-why-front-row-empty-north"),
        Illegal::MustCapture => t!("check-why-must-capture"),
        Illegal::MustCaptureTooBig(h) => t!("check-why-must-capture-too-big", hole = hole(h)),
        Illegal::MustCaptureSingleton(h) => {
            t!("check-why-must-capture-singleton", hole = hole(h))
        }
        Illegal::CapturesNotTakasa(h) => t!("check-why-captures-not-takasa", hole = hole(h)),
        Illegal::Blocked(h) => t!("check-why-blocked", hole = hole(h)),
        Illegal::NamuaBackRow => t!("check-why-namua-back-row"),
        Illegal::NamuaNyumba => t!("check-why-namua-nyumba"),
        Illegal::NamuaSingleton(h) => t!("check-why-namua-singleton", hole = hole(h)),
        Illegal::MtajiSingleton(h) => t!("check-why-mtaji-singleton", hole = hole(h)),
        Illegal::MtajiBackRow => t!("check-why-mtaji-back-row"),
        Illegal::MtajiNoSafari => t!("check-why-mtaji-no-safari"),
        Illegal::TakasaStopsInNyumba => t!("check-why-takasa-stops-in-nyumba"),
        Illegal::NoNyumbaStop(mv) => t!("check-why-no-nyumba-stop", mv = mv.to_string()),
        Illegal::NeverEnding => t!("check-why-never-ending"),
        Illegal::ForcedEntry(h) => t!("check-why-forced-entry", hole = hole(h)),
        Illegal::NamuaEntry(h, moves) => {
            t!("check-why-namua-entry", hole = hole(h), ways = ways(moves))
        }
        Illegal::CapturesOnly(h, moves) => {
            t!(
                "check-why-captures-only",
                hole = hole(h),
                ways = ways(moves)
            )
        }
        Illegal::TaxOnly(moves) => t!("check-why-tax-only", ways = ways(moves)),
        Illegal::LoneKichwa(h) => t!("check-why-lone-kichwa", hole = hole(h)),
        Illegal::NoTakasia(mv) => t!("check-why-no-takasia", mv = mv.to_string()),
        Illegal::DoesNotWin(mv) => t!("check-why-does-not-win", mv = mv.to_string()),
        #[allow(unreachable_patterns)]
        other => other.to_string(),
    }
}

/// Joins moves as the alternatives they are: `A1L`, `A1L or A1R`, `A1L, A1R or A2L`.
fn ways(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!(
            "check-why-either",
            rest = rest.join(", "),
            last = last.as_str()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::{reason, resolve_reason};
    use crate::engine::{Position, Rules, notation::MoveText};

    #[test]
    fn english_reasons_are_the_engine_s_own() {
        let position = Position::start(Rules::default());
        for text in ["a5L", "B1L", "A1L", "A8R", "A5L>"] {
            let Ok(mv) = text.parse::<MoveText>() else {
                continue;
            };
            if let Err(err) = mv.resolve(&position) {
                let ours = resolve_reason(&err);
                assert_eq!(ours.as_deref(), err.reason(), "{text}");
                if let crate::engine::notation::ResolveMoveError::Illegal(illegal) = &err
                    && let Some(rule) = illegal.rule()
                {
                    assert_eq!(reason(rule), rule.to_string(), "{text}");
                }
            }
        }
    }
}
