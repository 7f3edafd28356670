//! What the benchmarks share: the fixed mid-game positions they time. Each bench keeps its own
//! count, span of turns and dice, so that its figures stay comparable with those recorded in
//! BENCHMARKS.md.

use std::ops::Range;

use bao::{
    engine::{Position, Rules},
    search::dice::Dice,
};

/// `count` Kiswahili positions, none of them over, each reached by random play from the start:
/// a number of turns drawn from `turns` (fewer when every move left would end the game), each
/// move drawn from `dice` among those that do not end it.
pub fn mid_game_positions(count: usize, turns: Range<usize>, mut dice: Dice) -> Vec<Position> {
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut position = Position::start(Rules::KISWAHILI);
        let target = turns.start + dice.pick(turns.len());
        for _ in 0..target {
            let live: Vec<_> = position
                .children()
                .into_iter()
                .filter(|c| c.end.is_none())
                .collect();
            if live.is_empty() {
                break;
            }
            position = live[dice.pick(live.len())].position;
        }
        if position.outcome().is_none() {
            positions.push(position);
        }
    }
    positions
}
