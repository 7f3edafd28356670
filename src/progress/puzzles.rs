//! The puzzle trainer's part of the progress file: the learner's Glicko-2 rating, the puzzles
//! solved, and every rated attempt. A file written before the trainer has none of it.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

/// A learner's rating, the Glicko-2 triple (on the Glicko scale, 1500 at the start).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// How unsure it is: one standard deviation, 350 at the start.
    pub deviation: f64,
    /// How erratic the learner's results are, 0.06 at the start.
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

impl Rating {
    /// Says what is wrong with a rating read from a file, if anything: every number finite,
    /// the deviation and the volatility positive.
    #[must_use]
    pub fn problem(&self) -> Option<String> {
        let fine = |x: f64| x.is_finite();
        if !fine(self.rating) || !(0.0..=5000.0).contains(&self.rating) {
            return Some(crate::t!(
                "learn-progress-rating",
                value = self.rating.to_string()
            ));
        }
        if !fine(self.deviation) || self.deviation <= 0.0 || self.deviation > 1000.0 {
            return Some(crate::t!(
                "learn-progress-deviation",
                value = self.deviation.to_string()
            ));
        }
        if !fine(self.volatility) || self.volatility <= 0.0 || self.volatility > 1.0 {
            return Some(crate::t!(
                "learn-progress-volatility",
                value = self.volatility.to_string()
            ));
        }
        None
    }
}

/// One puzzle tried in the trainer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attempt {
    /// The puzzle's id in the collection, e.g. `K00042`.
    pub id: String,
    /// The puzzle's rating then.
    pub puzzle_rating: u32,
    /// Its themes, by name (a name this bao does not know is kept as it is).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub themes: Vec<String>,
    /// Solved without a hint.
    pub solved: bool,
    /// A hint was taken (the attempt then counts as a failure for the rating).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hinted: bool,
    /// Played in the streak mode, which leaves the rating alone.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub streak: bool,
    /// The learner's rating after it (unchanged in the streak mode).
    pub rating_after: f64,
}

/// The trainer's record.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzles {
    /// The learner's rating.
    #[serde(default)]
    pub rating: Rating,
    /// The ids of the puzzles solved (without a hint), never served again while others are left.
    #[serde(default)]
    pub solved: BTreeSet<String>,
    /// Every attempt, oldest first.
    #[serde(default)]
    pub history: Vec<Attempt>,
    /// The longest streak.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub best_streak: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The most attempts the history keeps, the newest: enough for any summary, and a file far
/// under the size bao reads ([`crate::files::READ_LIMIT`]).
pub const HISTORY_KEPT: usize = 5000;

impl Puzzles {
    /// Adds an attempt to the history, forgetting the oldest past [`HISTORY_KEPT`] (the rating
    /// and the solved puzzles keep what they taught).
    pub fn push(&mut self, attempt: Attempt) {
        self.history.push(attempt);
        if self.history.len() > HISTORY_KEPT {
            let over = self.history.len() - HISTORY_KEPT;
            self.history.drain(..over);
        }
    }

    /// Says what is wrong with a record read from a file, if anything.
    #[must_use]
    pub fn problem(&self) -> Option<String> {
        self.rating.problem().or_else(|| {
            self.history.iter().enumerate().find_map(|(i, a)| {
                (!a.rating_after.is_finite())
                    .then(|| crate::t!("learn-progress-attempt", attempt = i + 1))
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_round_trips_with_every_field() {
        let mut record = Puzzles {
            rating: Rating {
                rating: 1612.5,
                deviation: 120.25,
                volatility: 0.0599,
            },
            best_streak: 4,
            ..Puzzles::default()
        };
        record.solved.insert("K00001".into());
        record.history.push(Attempt {
            id: "K00001".into(),
            puzzle_rating: 1400,
            themes: vec!["capture".into(), "unknown-later-theme".into()],
            solved: true,
            hinted: false,
            streak: false,
            rating_after: 1612.5,
        });
        record.history.push(Attempt {
            id: "J00002".into(),
            puzzle_rating: 900,
            themes: vec![],
            solved: false,
            hinted: true,
            streak: true,
            rating_after: 1612.5,
        });
        let text = serde_json::to_string(&record).unwrap();
        let back: Puzzles = serde_json::from_str(&text).unwrap();
        assert_eq!(back, record);
        assert_eq!(back.problem(), None);
    }

    #[test]
    fn the_history_keeps_the_newest_attempts() {
        let mut record = Puzzles::default();
        for n in 0..HISTORY_KEPT + 3 {
            record.push(Attempt {
                id: format!("K{n:05}"),
                puzzle_rating: 1000,
                // As many long theme names as a puzzle is likely to have.
                themes: vec!["front-row-emptied".to_owned(); 8],
                solved: true,
                hinted: false,
                streak: false,
                rating_after: 1500.0,
            });
        }
        assert_eq!(record.history.len(), HISTORY_KEPT);
        assert_eq!(record.history[0].id, "K00003");
        assert_eq!(
            record.history.last().unwrap().id,
            format!("K{:05}", HISTORY_KEPT + 2)
        );
        // Pretty-printed as the file is, it stays under what bao reads.
        let size = serde_json::to_string_pretty(&record).unwrap().len();
        assert!((size as u64) < crate::files::READ_LIMIT, "{size}");
    }

    #[test]
    fn a_rating_out_of_range_is_a_problem() {
        let bad = Rating {
            deviation: -3.0,
            ..Rating::default()
        };
        assert!(bad.problem().unwrap().contains("deviation -3"));
        assert_eq!(Rating::default().problem(), None);
    }
}
