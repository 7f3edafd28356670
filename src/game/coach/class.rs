//! The classes of a move, by the chance it loses: the one place their thresholds are set.
//!
//! A move's class compares the mover's chance (see [`crate::search::chance`]) after the best
//! move with his chance after the move played, in percentage points (0 to 100):
//!
//! | class | chance lost |
//! |---|---|
//! | best | none: the best move, or one scored as high |
//! | good | less than [`INACCURACY`] points |
//! | inaccuracy | [`INACCURACY`] points or more, less than [`MISTAKE`] |
//! | mistake | [`MISTAKE`] points or more, less than [`BLUNDER`] |
//! | blunder | [`BLUNDER`] points or more |
//!
//! Two classes come from exact results rather than from the curve: a move that lets a forced
//! win go is a *missed win*, and one that turns a position not lost into a forced loss is a
//! *walked into a loss*, whatever the points say. The thresholds are lichess's (10, 20 and 30
//! points of win chance), on bao's own curve.

use std::fmt;

use crate::search::{Score, chance::chance};

/// The chance lost, in percentage points, from which a move is an inaccuracy.
pub const INACCURACY: f64 = 10.0;
/// The chance lost, in percentage points, from which a move is a mistake.
pub const MISTAKE: f64 = 20.0;
/// The chance lost, in percentage points, from which a move is a blunder.
pub const BLUNDER: f64 = 30.0;

/// What a move was, by the chance it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// The best move, or one as good.
    Best,
    /// Lost less than [`INACCURACY`] points.
    Good,
    /// Lost [`INACCURACY`] to [`MISTAKE`] points.
    Inaccuracy,
    /// Lost [`MISTAKE`] to [`BLUNDER`] points.
    Mistake,
    /// Lost [`BLUNDER`] points or more.
    Blunder,
    /// Let a forced win go.
    MissedWin,
    /// Turned a position not lost into a forced loss.
    WalkedIntoLoss,
}

impl Class {
    /// Every class, in the order a review counts them.
    pub const ALL: [Class; 7] = [
        Class::Best,
        Class::Good,
        Class::Inaccuracy,
        Class::Mistake,
        Class::Blunder,
        Class::MissedWin,
        Class::WalkedIntoLoss,
    ];

    /// Classes a move from the mover's scores of the best move and of the move played;
    /// `is_best` when the move played is the best one.
    #[must_use]
    pub fn of(best: Score, played: Score, is_best: bool) -> Class {
        if matches!(best, Score::WinIn(_)) && !matches!(played, Score::WinIn(_)) {
            return Class::MissedWin;
        }
        if !matches!(best, Score::LossIn(_)) && matches!(played, Score::LossIn(_)) {
            return Class::WalkedIntoLoss;
        }
        if is_best || played == best {
            return Class::Best;
        }
        Class::by_points(lost(chance(best), chance(played)))
    }

    /// Classes a move by the chance it lost alone, in percentage points.
    #[must_use]
    pub fn by_points(lost: f64) -> Class {
        if lost >= BLUNDER {
            Class::Blunder
        } else if lost >= MISTAKE {
            Class::Mistake
        } else if lost >= INACCURACY {
            Class::Inaccuracy
        } else {
            Class::Good
        }
    }

    /// Checks if the class is a fault the coach explains: an inaccuracy or worse.
    #[must_use]
    pub fn is_fault(self) -> bool {
        !matches!(self, Class::Best | Class::Good)
    }

    /// Gets the class's key in the catalogue's messages: `inaccuracy`, `missed-win`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
            Class::MissedWin => "missed-win",
            Class::WalkedIntoLoss => "walked-into-loss",
        }
    }

    /// Says a count of moves of the class: `1 mistake`, `2 mistakes`.
    #[must_use]
    pub fn counted(self, n: usize) -> String {
        crate::t!("game-class-count", class = self.key(), count = n)
    }

    /// Gets the class's name in the plural, for a count: `2 mistakes`.
    #[must_use]
    pub fn plural(self) -> String {
        crate::t!("game-class-plural", class = self.key())
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::t!("game-class", class = self.key()))
    }
}

/// Gets the chance lost from `before` to `after` (each 0 to 1), in percentage points, never
/// below 0.
#[must_use]
pub fn lost(before: f64, after: f64) -> f64 {
    ((before - after) * 100.0).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thresholds_part_the_points() {
        assert_eq!(Class::by_points(0.0), Class::Good);
        assert_eq!(Class::by_points(9.99), Class::Good);
        assert_eq!(Class::by_points(10.0), Class::Inaccuracy);
        assert_eq!(Class::by_points(19.99), Class::Inaccuracy);
        assert_eq!(Class::by_points(20.0), Class::Mistake);
        assert_eq!(Class::by_points(29.99), Class::Mistake);
        assert_eq!(Class::by_points(30.0), Class::Blunder);
        assert_eq!(Class::by_points(100.0), Class::Blunder);
    }

    #[test]
    fn proofs_decide_before_points() {
        // A win let go for an evaluation that is still high is a missed win.
        let class = Class::of(Score::WinIn(2), Score::Eval(900), false);
        assert_eq!(class, Class::MissedWin);
        // A slower win is no missed win: the points of two certain wins are the same.
        assert_eq!(
            Class::of(Score::WinIn(1), Score::WinIn(3), false),
            Class::Good
        );
        assert_eq!(
            Class::of(Score::Eval(-900), Score::LossIn(4), false),
            Class::WalkedIntoLoss
        );
        // In a lost position every move loses: none walks into it.
        assert_eq!(
            Class::of(Score::LossIn(5), Score::LossIn(1), false),
            Class::Good
        );
    }

    #[test]
    fn points_class_the_rest_on_the_chance_curve() {
        assert_eq!(Class::of(Score::Eval(0), Score::Eval(0), true), Class::Best);
        assert_eq!(
            Class::of(Score::Eval(300), Score::Eval(300), false),
            Class::Best
        );
        let (before, after) = (Score::Eval(500), Score::Eval(-1500));
        let points = lost(chance(before), chance(after));
        assert!(points >= BLUNDER, "{points}");
        assert_eq!(Class::of(before, after, false), Class::Blunder);
        let small = Class::of(Score::Eval(100), Score::Eval(80), false);
        assert_eq!(small, Class::Good);
        // A better score than the best (a shallow search's noise) loses nothing.
        assert_eq!(lost(0.4, 0.6), 0.0);
    }

    #[test]
    fn counts_are_said_in_the_singular_and_the_plural() {
        assert_eq!(Class::Inaccuracy.counted(1), "1 inaccuracy");
        assert_eq!(Class::Inaccuracy.counted(2), "2 inaccuracies");
        assert_eq!(Class::WalkedIntoLoss.counted(1), "1 walk into a loss");
        assert_eq!(Class::Best.counted(0), "0 best moves");
    }
}
