//! Plays random games from the start and reports their lengths and the slowest positions to
//! generate moves for (those with a never-ending sowing among their candidates).

use bao::engine::{Position, Rules, notation::position_text};

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let mut dice = bao::search::dice::Dice::from_state(0x0ba0u64);
    let mut below = |n: usize| dice.pick(n);
    let mut lengths = Vec::new();
    let mut slowest = Vec::new();
    let t = std::time::Instant::now();
    for _ in 0..games {
        let mut p = Position::start(Rules::KISWAHILI);
        let mut turns = 0;
        loop {
            let clock = std::time::Instant::now();
            let children = p.children();
            slowest.push((clock.elapsed(), position_text::write(&p)));
            if children.is_empty() || turns >= 2000 {
                break;
            }
            let c = children[below(children.len())];
            turns += 1;
            if c.end.is_some() {
                break;
            }
            p = c.position;
        }
        lengths.push(turns);
    }
    let elapsed = t.elapsed();
    lengths.sort();
    slowest.sort();
    println!(
        "{games} games in {elapsed:?}; turns median {} p90 {} max {}",
        lengths[games / 2],
        lengths[games * 9 / 10],
        lengths[games - 1]
    );
    for (time, text) in slowest.iter().rev().take(5) {
        println!("{time:?} {text}");
    }
}
