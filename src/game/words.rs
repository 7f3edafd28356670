//! The words a game says to a person in the language chosen at start-up: the sides, the
//! players, moves in the reader's letters and how a game ended. A record file keeps its own
//! English words ([`super::record`]); these are for the screen and the terminal.

use crate::{
    engine::{EndReason, Move, Side},
    game::record::{GameResult, Player, Strength},
    t,
};

/// Names a side: `South`, `Sur`, `Kusini`.
#[must_use]
pub fn side(side: Side) -> String {
    match side {
        Side::South => t!("game-side-south"),
        Side::North => t!("game-side-north"),
    }
}

/// Names a player: a person's own name, or bao at its strength (`bao level 2`).
#[must_use]
pub fn player(player: &Player) -> String {
    match player {
        Player::Person(name) => name.clone(),
        Player::Bao(Strength::Level(n)) => t!("game-player-level", level = *n),
        Player::Bao(Strength::Time(ms)) => t!("game-player-time", ms = *ms),
    }
}

/// Writes a move in the reader's letters (`A5I` in Spanish).
#[must_use]
pub fn mv(mv: Move) -> String {
    crate::i18n::notation::move_text(&mv.to_string())
}

/// Says how a game stands: who won and why, a draw, or that it goes on.
#[must_use]
pub fn result(result: GameResult) -> String {
    match result {
        GameResult::InProgress => t!("game-result-in-progress"),
        GameResult::Over(outcome) => match (outcome.winner, outcome.reason) {
            (None, _) => t!("game-result-drawn"),
            (Some(winner), EndReason::FrontRowEmpty) => t!(
                "game-result-front-row-empty",
                winner = side(winner),
                loser = side(winner.opponent())
            ),
            (Some(winner), EndReason::NoLegalMove) => t!(
                "game-result-no-legal-move",
                winner = side(winner),
                loser = side(winner.opponent())
            ),
            (Some(winner), EndReason::NeverEnding) => t!(
                "game-result-never-ending",
                winner = side(winner),
                loser = side(winner.opponent())
            ),
        },
        GameResult::Resigned(loser) => t!(
            "game-result-resigned",
            winner = side(loser.opponent()),
            loser = side(loser)
        ),
    }
}

/// Says that the game is over and how it ended.
#[must_use]
pub fn over(result: GameResult) -> String {
    t!("game-over", result = self::result(result))
}

/// Names the players and the rules: `Amina (South) against bao level 2 (North), rules
/// kiswahili`.
#[must_use]
pub fn players(south: &Player, north: &Player, rules: &str) -> String {
    t!(
        "game-players",
        south = player(south),
        north = player(north),
        rules = rules
    )
}

/// Checks if an answer says yes in the reader's language (`sí`, `ndiyo`), as `y` does.
#[must_use]
pub fn is_yes(answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    t!("game-yes-words")
        .split(',')
        .any(|word| word.trim() == answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        engine::{Outcome, Side},
        i18n::{Arg, Catalogue, Language},
    };

    #[test]
    fn every_language_keys_fit_their_lines_and_the_bar_its_column() {
        let catalogue = Catalogue::builtin();
        let width = |language, id: &str, args: &[(&str, Arg)]| {
            catalogue.text(language, id, args).chars().count()
        };
        let speed = [("speed", Arg::from(1000))];
        for language in Language::ALL {
            // One line on a wide screen (80 columns), two lines within 40 on a narrow one.
            for (id, args, most) in [
                ("game-screen-keys", &speed[..], 80),
                ("game-screen-keys-board", &speed[..], 40),
                ("game-screen-keys-game", &[][..], 40),
                ("game-replay-keys", &[][..], 80),
                ("game-replay-keys-step", &[][..], 40),
                ("game-replay-keys-jump", &[][..], 40),
                ("puzzles-screen-keys-settled", &[][..], 80),
                ("puzzles-screen-keys-playing", &[][..], 80),
                // The bar's labels sit in its 5 columns after two spaces.
                ("game-bar-north", &[][..], 3),
                ("game-bar-south", &[][..], 3),
            ] {
                let n = width(language, id, args);
                assert!(n <= most, "{language:?} {id}: {n} columns");
            }
        }
    }

    #[test]
    fn english_says_a_result_as_the_record_writes_it() {
        for result in [
            GameResult::Resigned(Side::North),
            GameResult::Over(Outcome {
                winner: Some(Side::South),
                reason: EndReason::FrontRowEmpty,
            }),
            GameResult::Over(Outcome {
                winner: Some(Side::North),
                reason: EndReason::NoLegalMove,
            }),
            GameResult::Over(Outcome {
                winner: Some(Side::North),
                reason: EndReason::NeverEnding,
            }),
        ] {
            assert_eq!(super::result(result), result.to_string());
        }
        let level = Player::Bao(Strength::Level(3));
        assert_eq!(player(&level), level.to_string());
        let time = Player::Bao(Strength::Time(1500));
        assert_eq!(player(&time), time.to_string());
    }
}
