//! The quiet sowing against the full one.

use super::*;
use crate::{Board, Event, Rules, trace::Recorder};

/// Records nothing but is not silent, so that the sowing takes its full path.
struct Full;

impl Recorder for Full {
    fn record(&mut self, _: Event, _: &Board) {}

    fn wants_laps(&self) -> bool {
        false
    }

    fn wants_entry(&self) -> bool {
        false
    }

    fn is_silent(&self) -> bool {
        false
    }
}

/// A small random number generator, so that the test needs no crate.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Every move of every position of random games, under each ruleset and the options that
/// change the sowing, sows the same on the quiet path as on the full one: board, nyumbas,
/// stop and choice.
#[test]
fn the_quiet_sowing_is_the_full_sowing() {
    let rulesets = [
        "kiswahili",
        "kujifunza",
        "kiswahili,takasa-nyumba=may-stop",
        "kiswahili,endless=draw,takasia=off",
        "kiswahili,nyumba-tax=after-seed,namua-takasa=any",
    ];
    // Sides on which some takasa relays for ever (from tests/properties), South to move.
    let cycling = [
        "0,1,2,0,1,0,1,0/1,0,2,1,0,1,0,1",
        "1,0,1,0,2,1,0,1/0,1,0,1,0,2,1,0",
        "0,2,1,0,1,0,1,0/1,2,1,0,1,2,0,1",
    ]
    .map(|south| {
        let (front, back) = south.split_once('/').expect("two rows");
        let back: Vec<&str> = back.split(',').rev().collect();
        format!(
            "0,0,0,0,0,0,0,0/0,1,0,0,0,0,1,0/{front}/{} S stock=0,0 nyumba=-",
            back.join(",")
        )
    });
    let mut rng = Lcg(0x0ba0);
    let mut moves = 0;
    let mut kinds = [false; 6];
    for text in rulesets {
        let rules: Rules = text.parse().expect("rules");
        for game in 0..63 {
            let mut position = match cycling.get(game) {
                Some(side) => side
                    .parse::<crate::Setup>()
                    .expect("position text")
                    .into_position(rules)
                    .expect("a position"),
                None => Position::start(rules),
            };
            for _ in 0..200 {
                let quiet = Quiet::new(&position);
                for mv in crate::movegen::candidates(&position).iter() {
                    for safari in [false, true] {
                        let mv = Move { safari, ..mv };
                        let full = crate::sowing::sow(&position, mv, &mut Full, &mut ())
                            .expect("unwatched");
                        let fast = quiet.sow(mv, &mut ()).expect("unwatched");
                        let ending = quiet.ending(mv, &mut ()).expect("unwatched");
                        let at = format!("{text}: {mv:?} in {position:?}");
                        assert_eq!(fast.board, full.board, "{at}");
                        assert_eq!(fast.nyumba, full.nyumba, "{at}");
                        assert_eq!(fast.stop, full.stop, "{at}");
                        assert_eq!(fast.choice, full.choice, "{at}");
                        assert_eq!(ending, (full.stop, full.choice), "{at}");
                        moves += 1;
                        kinds[match full.stop {
                            Stop::Empty => 0,
                            Stop::Nyumba => 1,
                            Stop::Blocked => 2,
                            Stop::FrontEmpty(_) => 3,
                            Stop::NeverEnding => 4,
                        }] = true;
                        kinds[5] |= full.choice;
                    }
                }
                let Some(child) = position.sample_child(|n| rng.below(n)) else {
                    break;
                };
                if child.end.is_some() {
                    break;
                }
                position = child.position;
            }
        }
    }
    assert!(moves > 10_000, "only {moves} moves compared");
    assert_eq!(kinds, [true; 6], "not every way of stopping was met");
}
