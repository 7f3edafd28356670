//! What each puzzle theme means, told to a learner in one line.

use crate::search::theme::Theme;

/// Gets the learner's one-line explanation of a theme, in the lessons' words.
#[must_use]
pub fn explain(theme: Theme) -> &'static str {
    match theme {
        Theme::Kimbi => {
            "You capture from a kimbi, the second hole from an end of your front row (A2 or A7 for South, a2 or a7 for North), so the seeds must go in at the kichwa on that side."
        }
        Theme::Kichwa => {
            "You capture from a middle hole, so you choose the kichwa the seeds go in at: pick the right end."
        }
        Theme::RelayChain => {
            "One capture leads to the next: a single move captures from two or more holes."
        }
        Theme::NyumbaStop => {
            "Your sowing ends in your nyumba and you choose to stop there rather than go on a safari."
        }
        Theme::NyumbaSafari => {
            "Your sowing ends in your nyumba and you lift its seeds and sow on: a safari."
        }
        Theme::NyumbaTax => {
            "You pay the nyumba tax: two seeds are taken out of your nyumba and sown."
        }
        Theme::NyumbaLost => {
            "Your opponent's nyumba is captured or emptied, and he loses it for good."
        }
        Theme::TakasaTrap => {
            "Your opponent is left with nothing to capture and must play a takasa, which does not save him."
        }
        Theme::Takasia => {
            "Your takasa blocks one of your opponent's holes for his next turn: takasia."
        }
        Theme::FrontRowEmptied => {
            "You win by capturing the last seeds of your opponent's front row."
        }
        Theme::NoMoveLeft => "You win by leaving your opponent with no legal move.",
        Theme::QuietMove => "The first move captures nothing: a quiet move that sets up the win.",
        Theme::Sacrifice => {
            "The first move gives seeds away: your opponent captures more than you did."
        }
        Theme::LongRelay => {
            "One move goes on for many laps: follow every relay to its end before you play."
        }
        Theme::Namua => "The puzzle is in the namua stage: you still have seeds in your stock.",
        Theme::Mtaji => {
            "The puzzle is in the mtaji stage: your stock is empty and you sow from the board."
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_has_one_plain_line_of_its_own() {
        let mut lines: Vec<&str> = Theme::ALL.into_iter().map(explain).collect();
        for line in &lines {
            assert!(!line.is_empty() && !line.contains('\n'), "{line:?}");
            assert!(line.ends_with('.'), "{line:?}");
        }
        lines.sort_unstable();
        lines.dedup();
        assert_eq!(lines.len(), Theme::ALL.len());
    }
}
