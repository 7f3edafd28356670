//! Move text: any text is read or refused without a board, then resolved against the start of
//! both rulesets, never a panic; a resolved move is one of the legal moves.
#![no_main]

use bao::engine::{Position, Rules, notation::MoveText};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(parsed) = text.parse::<MoveText>() else {
        return;
    };
    for rules in [Rules::KISWAHILI, Rules::KUJIFUNZA] {
        let start = Position::start(rules);
        if let Ok(mv) = parsed.resolve(&start) {
            assert!(start.legal_moves().contains(&mv));
        }
    }
});
