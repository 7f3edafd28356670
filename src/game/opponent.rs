//! bao as a player: its move at a strength, chosen by the search (pure: the caller's stop
//! check is the deadline, and its dice choose among near-best moves at the lower levels).

pub use crate::search::dice::Dice;
use crate::{
    engine::{Move, Position},
    search::{Limits, analyse, level},
};

use super::record::Strength;

/// The deepest iteration for a game played on time.
const TIME_DEPTH: u32 = 40;

/// Chooses bao's move at `strength`; `None` when the game is over.
#[must_use]
pub fn reply(
    position: &Position,
    strength: Strength,
    dice: &mut Dice,
    stop: &dyn Fn() -> bool,
) -> Option<Move> {
    let (depth, margin) = match strength {
        Strength::Level(n) => {
            let l = level::level(n)?;
            (l.depth, l.margin)
        }
        Strength::Time(_) => (TIME_DEPTH, 0),
    };
    let analysis = analyse(position, Limits { depth, nodes: None }, stop).ok()?;
    Some(level::choose(&analysis, margin, |n| dice.pick(n)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    #[test]
    fn replies_with_a_legal_move_and_none_when_the_game_is_over() {
        let start = Position::start(Rules::KISWAHILI);
        let mut dice = Dice::new(7);
        for n in 1..=3 {
            let mv = reply(&start, Strength::Level(n), &mut dice, &|| false).unwrap();
            assert!(start.legal_moves().contains(&mv));
        }
        let over: Position = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 N"
            .parse::<crate::engine::Setup>()
            .unwrap()
            .into_position(Rules::KISWAHILI)
            .unwrap();
        assert_eq!(reply(&over, Strength::Level(1), &mut dice, &|| false), None);
    }

    #[test]
    fn the_same_seed_plays_the_same_move() {
        let start = Position::start(Rules::KISWAHILI);
        let a = reply(&start, Strength::Level(1), &mut Dice::new(3), &|| false);
        let b = reply(&start, Strength::Level(1), &mut Dice::new(3), &|| false);
        assert_eq!(a, b);
    }
}
