//! What each puzzle theme means, told to a learner in one line, in the learner's language.

use std::sync::OnceLock;

use crate::{
    i18n::{Catalogue, Language},
    search::theme::Theme,
};

/// Gets the learner's one-line explanation of a theme, in the lessons' words, in the language
/// chosen at start-up.
#[must_use]
pub fn explain(theme: Theme) -> &'static str {
    explain_in(crate::i18n::current(), theme)
}

/// Gets the one-line explanation of a theme in `language` (the book's, which may not be the
/// run's). The texts are made once and kept for the program's life.
#[must_use]
pub fn explain_in(language: Language, theme: Theme) -> &'static str {
    static TEXTS: OnceLock<Vec<Vec<String>>> = OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        let catalogue = Catalogue::builtin();
        Language::ALL
            .iter()
            .map(|&l| {
                Theme::ALL
                    .iter()
                    .map(|&t| catalogue.text(l, id(t), &[]))
                    .collect()
            })
            .collect()
    });
    let l = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    let t = Theme::ALL.iter().position(|&t| t == theme).unwrap_or(0);
    &texts[l][t]
}

/// Gets the catalogue's message that explains a theme.
fn id(theme: Theme) -> &'static str {
    match theme {
        Theme::Kimbi => "puzzles-theme-kimbi",
        Theme::Kichwa => "puzzles-theme-kichwa",
        Theme::RelayChain => "puzzles-theme-relay-chain",
        Theme::NyumbaStop => "puzzles-theme-nyumba-stop",
        Theme::NyumbaSafari => "puzzles-theme-nyumba-safari",
        Theme::NyumbaTax => "puzzles-theme-nyumba-tax",
        Theme::NyumbaLost => "puzzles-theme-nyumba-lost",
        Theme::TakasaTrap => "puzzles-theme-takasa-trap",
        Theme::Takasia => "puzzles-theme-takasia",
        Theme::FrontRowEmptied => "puzzles-theme-front-row-emptied",
        Theme::NoMoveLeft => "puzzles-theme-no-move-left",
        Theme::QuietMove => "puzzles-theme-quiet-move",
        Theme::Sacrifice => "puzzles-theme-sacrifice",
        Theme::LongRelay => "puzzles-theme-long-relay",
        Theme::Namua => "puzzles-theme-namua",
        Theme::Mtaji => "puzzles-theme-mtaji",
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

    #[test]
    fn every_language_explains_every_theme_in_its_own_words() {
        for language in Language::ALL {
            for theme in Theme::ALL {
                let line = explain_in(language, theme);
                assert!(line.ends_with('.'), "{language:?} {theme:?}: {line:?}");
                if language != Language::English {
                    assert_ne!(line, explain_in(Language::English, theme), "{language:?}");
                }
            }
        }
    }
}
