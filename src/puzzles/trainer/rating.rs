//! The learner's rating after a puzzle, by Glicko-2 (the crate `skillratings`): the puzzle is
//! an opponent of its own rating whose result is the learner's solve or failure.

use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use crate::progress::Rating;

/// How sure a puzzle's rating is taken to be: its rating is fixed, so it is a fairly certain
/// opponent.
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// Gets the learner's rating after a puzzle of rating `puzzle`, solved or not.
#[must_use]
pub fn update(learner: Rating, puzzle: u32, solved: bool) -> Rating {
    let player = Glicko2Rating {
        rating: learner.rating,
        deviation: learner.deviation,
        volatility: learner.volatility,
    };
    let opponent = Glicko2Rating {
        rating: f64::from(puzzle),
        deviation: PUZZLE_DEVIATION,
        volatility: 0.06,
    };
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (after, _) = glicko2(&player, &opponent, &outcome, &Glicko2Config::new());
    Rating {
        rating: after.rating,
        deviation: after.deviation,
        volatility: after.volatility,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solve_raises_a_failure_lowers_and_both_grow_surer() {
        let start = Rating::default();
        let up = update(start, 1500, true);
        let down = update(start, 1500, false);
        assert!(up.rating > start.rating && down.rating < start.rating);
        assert!((up.rating - start.rating - (start.rating - down.rating)).abs() < 1e-6);
        assert!(up.deviation < start.deviation && down.deviation < start.deviation);
    }

    #[test]
    fn beating_a_harder_puzzle_gains_more() {
        let start = Rating::default();
        let easy = update(start, 1000, true).rating - start.rating;
        let hard = update(start, 2000, true).rating - start.rating;
        assert!(hard > easy && easy > 0.0, "{easy} {hard}");
        // And failing an easy one costs more than failing a hard one.
        let lose_easy = start.rating - update(start, 1000, false).rating;
        let lose_hard = start.rating - update(start, 2000, false).rating;
        assert!(lose_easy > lose_hard && lose_hard > 0.0);
    }

    #[test]
    fn a_settled_learner_moves_little() {
        let sure = Rating {
            rating: 1500.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let moved = update(sure, 1500, true).rating - sure.rating;
        let unsure = update(Rating::default(), 1500, true).rating - 1500.0;
        assert!(moved > 0.0 && moved < unsure / 4.0, "{moved} {unsure}");
    }
}
