use super::*;
use crate::{
    game::review::{review, tests::random_record},
    search::Limits,
    tui::tests::drawn,
};

fn a_review() -> Review {
    let record = random_record(3, 40);
    let played = record.replay().unwrap();
    let limits = Limits {
        depth: 2,
        nodes: Some(20_000),
    };
    review(&record, &played, limits, &mut |_| true).unwrap()
}

#[test]
fn the_review_is_drawn_as_a_chart_with_each_sides_line_and_the_turning_points() {
    let r = a_review();
    assert!(!r.turning.is_empty(), "a random game has faults");
    let text = drawn(80, 24, |frame| draw(frame, &r));
    assert!(text.contains("South's chances over the game"), "{text}");
    assert!(text.contains("100 %") && text.contains("0 %"), "{text}");
    assert!(text.contains("start") && text.contains(&format!("turn {}", r.moves.len())));
    let accuracy = format!("accuracy {:.0} %", r.tallies[0].accuracy.unwrap());
    assert!(
        text.contains("South: ") && text.contains(&accuracy),
        "{text}"
    );
    // Every turning point is shown, each with the better move.
    for k in 1..=r.turning.len() {
        assert!(text.contains(&format!("{k}. turn ")), "{text}");
    }
    assert!(text.contains("was better"), "{text}");
    assert!(text.contains("1. turn "), "{text}");
    // The line is drawn: braille dots in the chart's rows.
    assert!(
        text.chars().any(|c| ('\u{2801}'..='\u{28ff}').contains(&c)),
        "{text}"
    );
    assert!(!text.contains("seed"), "{text}");
    assert!(text.ends_with("q quit\n"), "{text}");
}

#[test]
fn the_review_fits_a_narrow_screen() {
    let r = a_review();
    let text = drawn(42, 16, |frame| draw(frame, &r));
    assert!(text.contains("100 %"), "{text}");
    assert!(text.contains("South: "), "{text}");
    assert!(text.ends_with("q quit\n"), "{text}");
}

#[test]
fn a_side_line_counts_only_the_classes_played() {
    let r = a_review();
    let line = side_line(&r, Side::North);
    let tally = &r.tallies[1];
    for (class, n) in Class::ALL.iter().zip(tally.counts) {
        assert_eq!(line.contains(&class.counted(n)), n > 0, "{line}");
    }
    let accuracy = format!("accuracy {:.0} %", tally.accuracy.unwrap());
    assert!(line.ends_with(&accuracy), "{line}");
}
