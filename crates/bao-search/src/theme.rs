//! The themes of a puzzle: what its solution shows, computed from the solution's sowings.
//!
//! A theme is named in a puzzle collection by [`Theme::name`] and read back by
//! [`Theme::from_name`]; [`Theme::ALL`] lists them in the order collections write them.

use std::fmt;

mod detect;
#[cfg(test)]
mod detect_tests;

pub use detect::{LONG_RELAY_LAPS, detect};

/// What a puzzle's solution shows. [`detect`] gives a solution's themes; each variant says the
/// exact test, on the moves of the line as played (the solver is the player to move at the
/// start, the defender his opponent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The solver's first capture in the line is made from a kimbi (A2 or A7: his front hole
    /// facing the hole captured), so the seeds must enter at the kichwa on that side.
    Kimbi,
    /// The solver's first capture in the line is made from a central front hole (A3 to A6), where
    /// the seeds enter at the kichwa the direction he chose leads to, and his move's hole is a
    /// legal start of the same kind in the other direction too: the entry was a real choice.
    Kichwa,
    /// The solver's first move captures two or more times: a capture leads to another.
    RelayChain,
    /// One of the solver's moves stops in his functional nyumba where the same move with the
    /// safari was legal too: he chose to stop.
    NyumbaStop,
    /// One of the solver's moves lifts his nyumba's seeds and sows on (safari).
    NyumbaSafari,
    /// One of the solver's moves pays the nyumba tax: two seeds sown out of the nyumba.
    NyumbaTax,
    /// The defender loses his nyumba for good during the line (captured, or emptied by his own
    /// move).
    NyumbaLost,
    /// At one of the defender's turns in the line, none of his legal moves captures: he has to
    /// play a takasa, and the line shows it is no help.
    TakasaTrap,
    /// One of the solver's moves blocks a hole of the defender by takasia for his next turn.
    Takasia,
    /// The line ends with the solver winning because the defender's front row is empty.
    FrontRowEmptied,
    /// The line ends with the solver winning because the defender has no legal move.
    NoMoveLeft,
    /// The solver's first move captures nothing.
    QuietMove,
    /// The defender's first reply captures more seeds than the solver's first move did: the
    /// first move gives seeds away.
    Sacrifice,
    /// One of the solver's moves sows more than [`LONG_RELAY_LAPS`] handfuls (its first lap,
    /// relays, safaris and the captured seeds sown in, each one).
    LongRelay,
    /// The puzzle starts in the solver's namua stage: his stock is not empty.
    Namua,
    /// The puzzle starts in the solver's mtaji stage: his stock is empty (always so in Bao la
    /// Kujifunza).
    Mtaji,
}

impl Theme {
    /// Every theme, in the order collections write them.
    pub const ALL: [Theme; 16] = [
        Theme::Kimbi,
        Theme::Kichwa,
        Theme::RelayChain,
        Theme::NyumbaStop,
        Theme::NyumbaSafari,
        Theme::NyumbaTax,
        Theme::NyumbaLost,
        Theme::TakasaTrap,
        Theme::Takasia,
        Theme::FrontRowEmptied,
        Theme::NoMoveLeft,
        Theme::QuietMove,
        Theme::Sacrifice,
        Theme::LongRelay,
        Theme::Namua,
        Theme::Mtaji,
    ];

    /// Gets the theme's name in a collection: lowercase words joined by hyphens.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Theme::Kimbi => "kimbi",
            Theme::Kichwa => "kichwa",
            Theme::RelayChain => "relay-chain",
            Theme::NyumbaStop => "nyumba-stop",
            Theme::NyumbaSafari => "nyumba-safari",
            Theme::NyumbaTax => "nyumba-tax",
            Theme::NyumbaLost => "nyumba-lost",
            Theme::TakasaTrap => "takasa-trap",
            Theme::Takasia => "takasia",
            Theme::FrontRowEmptied => "front-row-emptied",
            Theme::NoMoveLeft => "no-move-left",
            Theme::QuietMove => "quiet-move",
            Theme::Sacrifice => "sacrifice",
            Theme::LongRelay => "long-relay",
            Theme::Namua => "namua",
            Theme::Mtaji => "mtaji",
        }
    }

    /// Reads a theme back from its [`name`](Theme::name).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Theme;

    #[test]
    fn every_name_reads_back_and_names_differ() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
        }
        let mut names: Vec<_> = Theme::ALL.iter().map(|t| t.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Theme::ALL.len());
        assert_eq!(Theme::from_name("Kimbi"), None);
    }
}
