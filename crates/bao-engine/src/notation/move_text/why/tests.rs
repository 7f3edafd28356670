//! The reasons illegal move texts are given, in the positions that give them.

use crate::{
    Hole, Position, Row, Rules, Side,
    notation::{Illegal, MoveText, ResolveMoveError},
};

/// Says why `text` is not legal at the start of Bao la Kujifunza.
fn why(text: &str) -> String {
    let start = Position::start(Rules::KUJIFUNZA);
    let err = text
        .parse::<MoveText>()
        .unwrap()
        .resolve(&start)
        .unwrap_err();
    err.reason().unwrap().to_owned()
}

#[test]
fn a_hole_played_the_way_that_does_not_capture_names_the_rule_and_the_way_that_does() {
    for (text, way) in [("A2L", "A2R"), ("A1L", "A1R"), ("B2R", "B2L")] {
        let why = why(text);
        assert!(
            why.contains("a capture is possible, so the move must capture")
                && why.contains(&format!("only {way} does")),
            "{text}: {why}"
        );
        assert!(!why.contains("not a legal way"), "{why}");
    }
}

/// Gets the positions two turns deep from the start of both rule sets, with the starts.
fn positions() -> Vec<Position> {
    let mut all = Vec::new();
    for rules in [Rules::KISWAHILI, Rules::KUJIFUNZA] {
        let start = Position::start(rules);
        for child in start.children() {
            all.extend(child.position.children().into_iter().map(|c| c.position));
            all.push(child.position);
        }
        all.push(start);
    }
    all
}

#[test]
fn every_illegal_text_is_given_the_rule_that_forbids_it_and_the_rule_fits_the_hole() {
    let suffixes = [
        "L", "R", "L*", "R*", "L>", "R>", "<", ">", "<+", ">+", "", "*",
    ];
    let mut seen = 0;
    for position in positions() {
        let board = position.board();
        for hole in Hole::all(Side::South).chain(Hole::all(Side::North)) {
            for suffix in suffixes {
                let text = format!("{hole}{suffix}");
                let Ok(parsed) = text.parse::<MoveText>() else {
                    continue;
                };
                let Err(ResolveMoveError::Illegal(err)) = parsed.resolve(&position) else {
                    continue;
                };
                seen += 1;
                let rule = err.rule().expect("every illegal text has its rule");
                assert_eq!(err.reason(), Some(rule.to_string().as_str()));
                let words = rule.to_string();
                // Lowercase, but for the hole or player it starts with, and no full stop.
                let first = words.split(' ').next().unwrap_or_default();
                assert!(
                    (first.starts_with(|c: char| !c.is_uppercase())
                        || first.parse::<Hole>().is_ok()
                        || first.ends_with("'s"))
                        && !words.ends_with('.'),
                    "{text}: {words}"
                );
                let fits = match rule {
                    Illegal::LoneKichwa(h) => {
                        h.is_kichwa() && Hole::front(h.side()).all(|f| f == *h || board.get(f) == 0)
                    }
                    Illegal::MtajiBackRow | Illegal::NamuaBackRow => hole.row() == Row::Back,
                    Illegal::NamuaSingleton(h) | Illegal::MtajiSingleton(h) => board.get(*h) == 1,
                    Illegal::Empty(h) => board.get(*h) == 0,
                    _ => true,
                };
                assert!(fits, "{text}: {rule}");
            }
        }
    }
    assert!(seen > 1000, "{seen}");
}
