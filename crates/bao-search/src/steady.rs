//! A steady score: the evaluation of the last two iterations combined, so that a position's
//! score does not swing with the parity of the depth.
//!
//! An iteration of odd depth gives the player to move the last move before the horizon, one of
//! even depth gives it to the opponent, and the evaluation of a lively position leans towards
//! whoever moved last; over a game, the score of consecutive positions, searched to whatever
//! depth the time allowed, then changes side for no reason in the position. Weighing the best
//! score of depth `d` with that of depth `d - 1` ([`STEADY_PREVIOUS_PERCENT`]) cancels most of
//! that lean. A proved result is kept as it is: a proof does not lean.

use super::params::{MATE_RANGE, STEADY_PREVIOUS_PERCENT, WIN};

/// Combines the best value of the last completed iteration with that of the one before, if any:
/// the last alone when either is a proved result, else their weighted mean.
#[must_use]
pub fn combine(previous: Option<i32>, last: i32) -> i32 {
    let proved = |v: i32| v.abs() > WIN - MATE_RANGE;
    match previous {
        Some(previous) if !proved(previous) && !proved(last) => {
            let mixed = i64::from(previous) * i64::from(STEADY_PREVIOUS_PERCENT)
                + i64::from(last) * i64::from(100 - STEADY_PREVIOUS_PERCENT);
            // Rounded half away from zero, so that the mean of `v` and `-v` is 0 either way.
            let rounded = (mixed.abs() + 50) / 100 * mixed.signum();
            rounded as i32
        }
        _ => last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_odd_and_an_even_depth_are_weighed_together() {
        assert_eq!(
            STEADY_PREVIOUS_PERCENT, 50,
            "the cases below assume an even mean"
        );
        // Depth 3 says +120 for the mover, depth 4 says -80: the steady score is in between.
        assert_eq!(combine(Some(120), -80), 20);
        assert_eq!(combine(Some(-80), 120), 20);
        assert_eq!(combine(Some(-3), 0), -2);
        assert_eq!(combine(Some(3), 0), 2);
        assert_eq!(combine(Some(7), 7), 7);
    }

    #[test]
    fn a_first_iteration_or_a_proof_is_taken_as_it_is() {
        assert_eq!(combine(None, -250), -250);
        let win = WIN - 5;
        assert_eq!(combine(Some(300), win), win);
        assert_eq!(combine(Some(300), -win), -win);
        // A shallower proof the deeper iteration no longer finds: the deeper word counts.
        assert_eq!(combine(Some(win), 300), 300);
    }

    #[test]
    fn a_search_weighs_its_last_two_depths() {
        use crate::{Limits, Score, analyse};
        use bao_engine::{Position, Rules};
        let start = Position::start(Rules::KISWAHILI);
        let at = |depth| {
            let limits = Limits { depth, nodes: None };
            analyse(&start, limits, &|| false).expect("a search")
        };
        let eval = |score| match score {
            Score::Eval(e) => e,
            other => panic!("the start is no proof: {other:?}"),
        };
        // The start is searched alike by a deeper search up to its shallower iterations.
        let (three, four) = (at(3), at(4));
        assert_eq!(
            four.steady,
            Score::Eval(combine(Some(eval(three.score)), eval(four.score)))
        );
        assert_eq!(
            at(1).steady,
            at(1).score,
            "one iteration has nothing to weigh"
        );
    }
}
