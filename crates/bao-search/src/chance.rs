//! The win chance: what a score means to a person, the player to move's expected score from 0
//! (a loss) to 1 (a win), a draw counting a half.
//!
//! A proved result is certain; an evaluation goes through a logistic curve whose scale,
//! [`CHANCE_SCALE`], is fitted to the results of bao's own self-play games.
//!
//! ```
//! use bao_search::{Score, chance::chance};
//!
//! assert_eq!(chance(Score::WinIn(3)), 1.0);
//! assert_eq!(chance(Score::Eval(0)), 0.5);
//! assert!(chance(Score::Eval(300)) > 0.5);
//! ```

use super::{Score, params::CHANCE_SCALE};

/// Gets the player to move's expected score for `score`: 1 for a proved win, 0 for a proved
/// loss, a half for a draw, and the logistic curve of the evaluation otherwise.
#[must_use]
pub fn chance(score: Score) -> f64 {
    match score {
        Score::WinIn(_) => 1.0,
        Score::LossIn(_) => 0.0,
        Score::Draw => 0.5,
        Score::Eval(e) => of_eval(e),
    }
}

/// Gets the expected score of an evaluation in hundredths of a seed, from its side: never quite
/// 0 or 1, however large the evaluation (a float would round the curve's far ends to certainty).
#[must_use]
pub fn of_eval(hundredths: i32) -> f64 {
    let p = 1.0 / (1.0 + (-f64::from(hundredths) / CHANCE_SCALE).exp());
    p.clamp(UNCERTAIN, 1.0 - UNCERTAIN)
}

/// The least an evaluation leaves to chance either way.
const UNCERTAIN: f64 = 1e-9;

/// Says a chance as a whole percentage, never 0 or 100 unless it is certain: an evaluation is
/// never a proof.
#[must_use]
pub fn percent(chance: f64) -> u32 {
    let p = (chance * 100.0).round();
    if chance > 0.0 && chance < 1.0 {
        p.clamp(1.0, 99.0) as u32
    } else {
        p as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_symmetric_and_rises() {
        for e in [0, 50, 200, 1000, 5000] {
            let sum = of_eval(e) + of_eval(-e);
            assert!((sum - 1.0).abs() < 1e-12, "{e}: {sum}");
        }
        assert!(of_eval(100) < of_eval(200));
    }

    #[test]
    fn only_a_proof_is_certain() {
        assert_eq!(percent(chance(Score::Eval(100_000))), 99);
        assert_eq!(percent(chance(Score::Eval(-100_000))), 1);
        assert_eq!(percent(chance(Score::WinIn(1))), 100);
        assert_eq!(percent(chance(Score::LossIn(1))), 0);
        assert_eq!(percent(chance(Score::Draw)), 50);
    }
}
