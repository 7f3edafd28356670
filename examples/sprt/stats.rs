//! The statistics of the SPRT runner: logistic Elo, the pentanomial counts of game pairs, the
//! Elo estimate with its 95 % interval, and the generalized log-likelihood ratio (GSPRT) that
//! fishtest computes on game pairs (its `LLR_logistic` on five-entry results).
//!
//! A pair (one opening played with both colours) scores 0, ½, 1, 1½ or 2 points for the new
//! engine; as a fraction of the pair, 0, ¼, ½, ¾ or 1. The pairs, not the games, are the
//! independent trials: the two games of an opening are alike, and counting them apart would
//! understate the error.
//!
//! The LLR of the hypotheses "the expected pair score is s₀" against "it is s₁" (s = the
//! logistic score of elo0 and elo1) is N·Σ p̂ᵢ·ln(p₁ᵢ/p₀ᵢ), where p̂ is the observed distribution
//! of the pair scores and pₖ the distribution nearest to it (most likely) whose mean is sₖ:
//! pₖᵢ = p̂ᵢ / (1 + x·(aᵢ − sₖ)), with x the root of Σ p̂ᵢ·(aᵢ − sₖ)/(1 + x·(aᵢ − sₖ)) = 0
//! (Proposition 1.1 of Michel Van den Bergh's `support_MLE_multinomial.pdf`, behind fishtest's
//! `LLRcalc.py`). An empty entry counts 0.001, as in fishtest, so that every score stays
//! possible.

/// The pair scores, as fractions of the two games' points.
const SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

/// How many pairs scored 0, ½, 1, 1½ and 2 points for the new engine (its half-points, 0 to 4,
/// are the index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Penta(pub [u32; 5]);

/// Counting pairs.
impl Penta {
    /// Counts one pair, given the new engine's half-points in it (0 to 4).
    pub fn add(&mut self, half_points: usize) {
        self.0[half_points] += 1;
    }

    /// How many pairs.
    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }

    /// The mean and the variance of the pair score, from the counts as they are.
    fn mean_variance(&self) -> (f64, f64) {
        let n = f64::from(self.pairs());
        let mean = weighted(&self.0, |a| a) / n;
        (mean, weighted(&self.0, |a| (a - mean).powi(2)) / n)
    }
}

/// Σ countᵢ·f(aᵢ) over the five pair scores.
fn weighted(counts: &[u32; 5], f: impl Fn(f64) -> f64) -> f64 {
    counts
        .iter()
        .zip(SCORES)
        .map(|(&c, a)| f64::from(c) * f(a))
        .sum()
}

/// The logistic Elo difference of an expected score (0.5 is 0; 0.75 is about +191).
pub fn elo(score: f64) -> f64 {
    // Adding 0 turns the −0 of an even score into 0.
    -400.0 * (1.0 / score - 1.0).log10() + 0.0
}

/// The expected score of a logistic Elo difference.
pub fn score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// An Elo estimate from the pair scores: the score, the Elo and the two ends of its 95 %
/// interval (the score's mean ± 1.96 standard errors, turned into Elo).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The mean score, 0 to 1.
    pub score: f64,
    /// The Elo difference.
    pub elo: f64,
    /// The low end of the 95 % interval.
    pub low: f64,
    /// The high end of the 95 % interval.
    pub high: f64,
}

/// Estimates the Elo difference from the pairs played, or `None` before any. A score of 0 or 1
/// (or an interval reaching them) is held a quarter of a pair inside, so that every figure is
/// finite.
pub fn estimate(penta: &Penta) -> Option<Estimate> {
    let n = f64::from(penta.pairs());
    if n == 0.0 {
        return None;
    }
    let (mean, variance) = penta.mean_variance();
    let error = 1.96 * (variance / n).sqrt();
    let edge = 0.25 / n;
    let elo_of = |s: f64| elo(s.clamp(edge, 1.0 - edge));
    Some(Estimate {
        score: mean,
        elo: elo_of(mean),
        low: elo_of(mean - error),
        high: elo_of(mean + error),
    })
}

/// The SPRT's bounds on the LLR: (reject at or below, accept at or above), for the chances
/// `alpha` of accepting a change worth elo0 and `beta` of rejecting one worth elo1.
pub fn bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// The generalized log-likelihood ratio of "worth elo1" against "worth elo0" (logistic Elo)
/// given the pairs; 0 before any.
pub fn llr(penta: &Penta, elo0: f64, elo1: f64) -> f64 {
    if penta.pairs() == 0 {
        return 0.0;
    }
    let counts = penta.0.map(|c| if c == 0 { 1e-3 } else { f64::from(c) });
    let n: f64 = counts.iter().sum();
    let observed = counts.map(|c| c / n);
    let (p0, p1) = (
        nearest(&observed, score(elo0)),
        nearest(&observed, score(elo1)),
    );
    n * (0..5)
        .map(|i| observed[i] * (p1[i] / p0[i]).ln())
        .sum::<f64>()
}

/// The most likely distribution of the pair scores with mean `s`, given the observed one (every
/// entry above 0): `observed[i] / (1 + x·(aᵢ − s))`, x found by bisection (the sum below falls
/// as x grows, from +∞ to −∞ between the poles −1/(1 − s) and 1/s).
fn nearest(observed: &[f64; 5], s: f64) -> [f64; 5] {
    let sum = |x: f64| -> f64 {
        (0..5)
            .map(|i| observed[i] * (SCORES[i] - s) / (1.0 + x * (SCORES[i] - s)))
            .sum()
    };
    let (mut low, mut high) = (-1.0 / (1.0 - s), 1.0 / s);
    for _ in 0..200 {
        let mid = 0.5 * (low + high);
        if sum(mid) > 0.0 {
            low = mid;
        } else {
            high = mid;
        }
    }
    let x = 0.5 * (low + high);
    std::array::from_fn(|i| observed[i] / (1.0 + x * (SCORES[i] - s)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_a_score() {
        assert!(elo(0.5).abs() < 1e-9);
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        assert!((elo(0.25) + 190.85).abs() < 0.01);
        assert!((score(elo(0.64)) - 0.64).abs() < 1e-12);
    }

    #[test]
    fn even_pairs_give_zero_elo() {
        let even = estimate(&Penta([3, 10, 20, 10, 3])).unwrap();
        assert!(even.elo.abs() < 1e-9);
        assert!(even.low < 0.0 && even.high > 0.0);
        assert!((even.low + even.high).abs() < 1e-9);
    }

    #[test]
    fn the_interval_shrinks_with_more_pairs() {
        let few = estimate(&Penta([2, 5, 10, 8, 3])).unwrap();
        let many = estimate(&Penta([8, 20, 40, 32, 12])).unwrap();
        assert!((few.elo - many.elo).abs() < 1e-9);
        assert!(many.high - many.low < few.high - few.low);
        // Four times the pairs halve the interval of the score.
        let width = |e: Estimate| score(e.high) - score(e.low);
        assert!((width(few) / width(many) - 2.0).abs() < 1e-9);
    }

    #[test]
    fn all_wins_are_accepted_and_all_losses_rejected() {
        let (reject, accept) = bounds(0.05, 0.05);
        assert!((accept - 19f64.ln()).abs() < 1e-12 && (reject + 19f64.ln()).abs() < 1e-12);
        // A pair won twice adds about ln(s₁/s₀) ≈ 0.03 to the LLR of [0, 10] when every pair
        // is won: even such a change needs about a hundred pairs to be accepted.
        assert!(llr(&Penta([0, 0, 0, 0, 30]), 0.0, 10.0) < accept);
        let wins = llr(&Penta([0, 0, 0, 0, 200]), 0.0, 10.0);
        let losses = llr(&Penta([200, 0, 0, 0, 0]), 0.0, 10.0);
        assert!(wins >= accept, "{wins}");
        assert!(losses <= reject, "{losses}");
        assert!(llr(&Penta([0, 0, 0, 0, 1]), 0.0, 10.0) > 0.0);
        assert!(llr(&Penta([1, 0, 0, 0, 0]), 0.0, 10.0) < 0.0);
        assert_eq!(llr(&Penta::default(), 0.0, 10.0), 0.0);
    }

    #[test]
    fn the_nearest_distribution_has_the_asked_mean() {
        let observed = [0.1, 0.2, 0.4, 0.2, 0.1];
        for s in [0.3, 0.5, 0.514, 0.7] {
            let p = nearest(&observed, s);
            let mean: f64 = (0..5).map(|i| p[i] * SCORES[i]).sum();
            assert!((mean - s).abs() < 1e-9, "{s}: {mean}");
            assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
    }

    #[test]
    fn the_llr_is_near_its_normal_approximation() {
        // fishtest's LLR_alt2: N·(s1 − s0)·(2·mean − s0 − s1) / (2·variance), close for small
        // Elo differences.
        let penta = Penta([40, 180, 400, 220, 60]);
        let (s0, s1) = (score(0.0), score(10.0));
        let (mean, variance) = penta.mean_variance();
        let approx =
            f64::from(penta.pairs()) * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance);
        let exact = llr(&penta, 0.0, 10.0);
        assert!(
            (exact - approx).abs() < 0.05 * approx.abs(),
            "{exact} {approx}"
        );
    }
}
