//! Helpers shared by the search tests: random games from bao's own dice, late
//! positions from them, and a brute-force minimax. Each test binary uses some of them.
#![allow(dead_code)]

pub use bao::search::dice::Dice;
use bao::{
    engine::{Position, Rules},
    search::params::WIN,
};

/// Every position of one random game from the start of `rules`, the last one the final one.
pub fn random_game(rules: Rules, rng: &mut Dice, max: usize) -> Vec<Position> {
    let mut positions = vec![Position::start(rules)];
    for _ in 0..max {
        let here = *positions.last().expect("a position");
        let Some(child) = here.sample_child(|n| rng.pick(n)) else {
            break;
        };
        if child.end.is_some() {
            break;
        }
        positions.push(child.position);
    }
    positions
}

/// Positions from random games of both variants, `per_game` taken from each game's last turns.
pub fn late_positions(games: usize, per_game: usize, seed: u64) -> Vec<Position> {
    let mut rng = Dice::from_state(seed);
    let mut out = Vec::new();
    for g in 0..games {
        let rules = if g % 2 == 0 {
            Rules::KUJIFUNZA
        } else {
            Rules::KISWAHILI
        };
        let game = random_game(rules, &mut rng, 400);
        out.extend(
            game.iter()
                .rev()
                .take(per_game)
                .filter(|p| p.outcome().is_none()),
        );
    }
    out
}

/// The exact minimax value of a position, `plies` deep, by plain recursion: no pruning, no
/// table, no ordering. A game won by the `p`-th ply scores `WIN - p`; anything unfinished is 0.
pub fn brute(position: &Position, plies: u32, ply: i32) -> i32 {
    let me = position.to_move();
    if position.board().front_is_empty(me) {
        return -(WIN - ply);
    }
    let children = position.children();
    if children.is_empty() {
        return -(WIN - ply);
    }
    if plies == 0 {
        return 0;
    }
    children
        .iter()
        .map(|c| match c.end {
            Some(end) => match end.winner {
                None => 0,
                Some(w) if w == me => WIN - (ply + 1),
                Some(_) => -(WIN - (ply + 1)),
            },
            None => -brute(&c.position, plies - 1, ply + 1),
        })
        .max()
        .expect("a move")
}

/// The least number of turns within which the brute force finds a forced win, up to `turns`.
pub fn brute_win_in(position: &Position, turns: u32) -> Option<u32> {
    let value = brute(position, 2 * turns - 1, 0);
    (value > 0).then(|| (WIN - value) as u32 / 2 + 1)
}

/// The slowest positions known, each with a candidate whose sowing runs for a long time before
/// its cycle closes: the worst of issue 10 (Kiswahili, `A6R*`, 1,415,171,007 laps), the 21-seed
/// position of lesson 8.4 (Kiswahili, `a4L*`) and the one a random search found for issue 20
/// (Kujifunza, `a5R*`; 10.9 s for `bao moves`).
pub fn slow_positions() -> Vec<(&'static str, Position)> {
    [
        (
            "worst of issue 10",
            "0,1,1,0,0,1,0,3/0,1,0,0,0,0,0,1/3,0,6,5,1,5,20,0/0,3,2,1,2,3,2,3 S stock=0,0 nyumba=-",
            Rules::KISWAHILI,
        ),
        (
            "long cycle of lesson 8.4",
            "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-",
            Rules::KISWAHILI,
        ),
        (
            "kujifunza of issue 20",
            "1,0,3,0,1,13,1,3/8,1,10,8,1,4,3,2/0,0,1,0,0,0,0,0/1,0,0,1,1,0,1,0 N stock=0,0 nyumba=-",
            Rules::KUJIFUNZA,
        ),
    ]
    .into_iter()
    .map(|(name, text, rules)| {
        let position = text
            .parse::<bao::engine::Setup>()
            .expect("position text")
            .into_position(rules)
            .expect("a position");
        (name, position)
    })
    .collect()
}
