//! The themes of a puzzle: what its solution shows, computed from the solution's sowings.
//!
//! A theme is named in a puzzle collection by [`Theme::name`] and read back by
//! [`Theme::from_name`]; [`Theme::ALL`] lists them in the order collections write them.

use std::fmt;

mod detect;

pub use detect::{LONG_RELAY_LAPS, detect};

/// What a puzzle's solution shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A capture from a kimbi, whose seeds must enter at the kichwa on the same side.
    Kimbi,
    /// A capture whose seeds enter at a kichwa the player chose.
    Kichwa,
    /// A capture leads to another: one move takes from two or more holes.
    RelayChain,
    /// A sowing stops at the owner's nyumba, the choice a functional nyumba gives.
    NyumbaStop,
    /// A sowing goes on through the owner's nyumba (safari).
    NyumbaSafari,
    /// The nyumba is taxed: two seeds are sown out of it.
    NyumbaTax,
    /// The opponent's nyumba is captured or emptied, so he loses it for good.
    NyumbaLost,
    /// The defence has to play a takasa, and it is no help.
    TakasaTrap,
    /// A takasia: a hole the opponent may not sow from on his next move.
    Takasia,
    /// The opponent's front row is emptied: the game ends that way.
    FrontRowEmptied,
    /// The opponent is left with no legal move.
    NoMoveLeft,
    /// The first move captures nothing.
    QuietMove,
    /// The first move gives seeds away: the opponent takes more than the move did.
    Sacrifice,
    /// One move of the solution sows many laps.
    LongRelay,
    /// The puzzle starts in the namua stage (stock in hand).
    Namua,
    /// The puzzle starts in the mtaji stage.
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
