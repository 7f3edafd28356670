//! Properties of the engine: every legal move of a random position played, and played alike
//! however it is asked for.

use bao::engine::{EndReason, Endless, Setup, notation::position_text};
use proptest::{collection::vec, prelude::*};

use crate::positions::position;

/// Positions per engine property.
pub const CASES: u32 = 256;

/// Picks `n`-way choices from a fixed list, for `sample_child`.
fn picker(choices: &[usize]) -> impl FnMut(usize) -> usize + '_ {
    let mut i = 0;
    move |n| {
        i += 1;
        choices.get(i - 1).copied().unwrap_or(0) % n
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// Every legal move keeps the seeds on the board plus the stocks (RULES.md: 64 seeds in all,
    /// stock seeds brought into play one a turn), and moves exactly one stock seed in namua.
    #[test]
    fn seeds_are_conserved(position in position()) {
        let mover = position.to_move();
        for child in position.children() {
            prop_assert_eq!(child.position.seeds(), position.seeds(), "{}", child.mv);
            let namua = position.is_namua(mover);
            prop_assert_eq!(
                child.position.board().total(),
                position.board().total() + u32::from(namua),
                "{}", child.mv
            );
            prop_assert_eq!(child.position.to_move(), mover.opponent());
        }
    }

    /// The same position and move give the same result, whichever way it is asked for: `play`
    /// twice, `children`, and `sample_child`.
    #[test]
    fn moves_are_deterministic(position in position(), choices in vec(0..64usize, 0..8)) {
        let children = position.children();
        prop_assert_eq!(position.legal_moves(), children.iter().map(|c| c.mv).collect::<Vec<_>>());
        prop_assert_eq!(position.has_legal_move(), !children.is_empty());
        for child in &children {
            let played = position.play(child.mv).expect("a listed move is legal");
            prop_assert_eq!(&played, &position.play(child.mv).unwrap());
            prop_assert_eq!(played.position, child.position);
            prop_assert_eq!(played.outcome, child.end.or_else(|| child.position.outcome()));
        }
        let copy = position_text::write(&position).parse::<Setup>().unwrap()
            .into_position(position.rules()).unwrap();
        prop_assert_eq!(copy.children(), children.clone());
        match position.sample_child(picker(&choices)) {
            Some(sampled) => prop_assert!(children.contains(&sampled)),
            None => prop_assert!(children.is_empty()),
        }
    }

    /// No position makes the engine panic or sow without end: every legal move is played out (a
    /// move that never ends is found, not run), and a position whose player cannot move has lost.
    #[test]
    fn every_legal_move_plays_out(position in position()) {
        let outcome = position.outcome();
        let moves = position.legal_moves();
        // A position given with the opponent's front row empty is over (the mover has won)
        // though moves could still be sown.
        let won = position.board().front_is_empty(position.to_move().opponent());
        prop_assert_eq!(outcome.is_some(), moves.is_empty() || won);
        let mover = position.to_move();
        for mv in moves {
            let played = position.play(mv).expect("a listed move is legal");
            prop_assert!(!played.trace.steps.is_empty());
            let Some(end) = played.outcome else { continue };
            let after = &played.position;
            match end.reason {
                EndReason::FrontRowEmpty => {
                    let loser = end.winner.expect("someone lost").opponent();
                    prop_assert!(after.board().front_is_empty(loser), "{}", mv);
                }
                EndReason::NoLegalMove => {
                    prop_assert_eq!(end.winner, Some(mover));
                    prop_assert!(!after.has_legal_move());
                }
                EndReason::NeverEnding => prop_assert_eq!(
                    end.winner,
                    match position.rules().endless {
                        Endless::Illegal => unreachable!("{} is not legal", mv),
                        Endless::Draw => None,
                        Endless::MoverLoses => Some(mover.opponent()),
                    }
                ),
            }
        }
    }

    /// A move has one result however it is asked for: listed among the children, played alone
    /// (with its trace), or played with every other move by `play_all`, which sows each once.
    #[test]
    fn a_move_has_one_result_however_it_is_asked_for(position in position()) {
        let children = position.children();
        let all = position.play_all(&mut ()).expect("nothing stops it");
        prop_assert_eq!(
            all.iter().map(|(mv, _)| *mv).collect::<Vec<_>>(),
            children.iter().map(|c| c.mv).collect::<Vec<_>>()
        );
        for (child, (_, together)) in children.iter().zip(&all) {
            let alone = position.play(child.mv).expect("a listed move is legal");
            prop_assert_eq!(&alone, together, "{}", child.mv);
            prop_assert_eq!(alone.position, child.position, "{}", child.mv);
            prop_assert_eq!(
                alone.outcome,
                child.end.or_else(|| child.position.outcome()),
                "{}",
                child.mv
            );
        }
    }
}
