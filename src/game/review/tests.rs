use super::*;
use crate::{
    engine::Rules,
    game::record::{Player, Strength, Turn},
    search::dice::Dice,
};

/// A small budget, for the tests' speed.
const SMALL: Limits = Limits {
    depth: 2,
    nodes: Some(20_000),
};

/// A seeded random game of Bao la Kiswahili, `turns` long at most, as a record.
pub(crate) fn random_record(seed: u64, turns: usize) -> Record {
    let mut dice = Dice::from_state(seed | 1);
    let mut pick = move |n: usize| dice.pick(n);
    let start = Position::start(Rules::KISWAHILI);
    let mut record = Record::new(
        start,
        Player::Person("Amina".into()),
        Player::Bao(Strength::Level(2)),
        None,
    );
    let mut position = start;
    while record.turns.len() < turns
        && let Some(child) = position.sample_child(&mut pick)
    {
        record.turns.push(Turn {
            mv: child.mv,
            comment: None,
        });
        let played = position.play(child.mv).unwrap();
        if let Some(outcome) = played.outcome {
            record.result = GameResult::Over(outcome);
            break;
        }
        position = played.position;
    }
    record
}

fn reviewed(record: &Record) -> Review {
    let played = record.replay().unwrap();
    review(record, &played, SMALL, &mut |_| true).unwrap()
}

#[test]
fn the_same_record_gives_the_same_review_text_and_svg() {
    let record = random_record(11, 24);
    let (a, b) = (reviewed(&record), reviewed(&record));
    assert_eq!(a, b);
    assert_eq!(text::text(&a), text::text(&b));
    assert_eq!(svg::svg(&a), svg::svg(&b));
}

#[test]
fn a_review_counts_every_move_once_and_charts_every_position() {
    let record = random_record(5, 30);
    let r = reviewed(&record);
    assert_eq!(r.moves.len(), record.turns.len());
    assert_eq!(r.south.len(), record.turns.len() + 1);
    let [south, north] = &r.tallies;
    assert_eq!(
        south.counts.iter().sum::<usize>() + north.counts.iter().sum::<usize>(),
        record.turns.len()
    );
    assert_eq!(
        south.counts.iter().sum::<usize>(),
        record.turns.len().div_ceil(2)
    );
    assert!(r.south.iter().all(|c| (0.0..=1.0).contains(c)));
    for m in &r.moves {
        assert!(m.lost >= 0.0, "{m:?}");
        if m.best == Some(m.mv) {
            assert_eq!(m.lost, 0.0, "{m:?}");
        }
        if m.class.is_fault() && !matches!(m.class, Class::MissedWin | Class::WalkedIntoLoss) {
            assert_eq!(m.class, Class::by_points(m.lost), "{m:?}");
        }
    }
}

#[test]
fn accuracy_follows_the_formula() {
    assert!((move_accuracy(0.0) - 99.9999).abs() < 1e-3);
    let ten = 103.1668 * (-0.4354_f64).exp() - 3.1669;
    assert!((move_accuracy(10.0) - ten).abs() < 1e-9);
    assert_eq!(move_accuracy(100.0), 0.0);
    let moves: Vec<Judged> = [0.0, 10.0, 100.0]
        .iter()
        .map(|&lost| judged(Side::South, lost, Class::by_points(lost)))
        .collect();
    let t = tally(&moves, Side::South);
    let mean = (move_accuracy(0.0) + ten + 0.0) / 3.0;
    assert!((t.accuracy.unwrap() - mean).abs() < 1e-9);
    assert_eq!(t.counts, [0, 1, 1, 0, 1, 0, 0]);
    assert_eq!(tally(&moves, Side::North).accuracy, None);
}

fn judged(mover: Side, lost: f64, class: Class) -> Judged {
    let start = Position::start(Rules::KISWAHILI);
    let mv = start.legal_moves()[0];
    Judged {
        mv,
        mover,
        best: Some(start.legal_moves()[1]),
        before: 0.6,
        after: 0.6 - lost / 100.0,
        lost,
        class,
    }
}

#[test]
fn the_turning_points_are_the_three_largest_faults_in_the_games_order() {
    // A hand-made game: faults of 12, 45, 25 and 31 points, and an exact win let go for 5.
    let lost = [0.0, 12.0, 3.0, 45.0, 25.0, 0.0, 31.0, 5.0];
    let mut moves: Vec<Judged> = lost
        .iter()
        .enumerate()
        .map(|(i, &l)| {
            let side = if i % 2 == 0 { Side::South } else { Side::North };
            judged(side, l, Class::by_points(l))
        })
        .collect();
    moves[7].class = Class::MissedWin;
    assert_eq!(turning_points(&moves), vec![3, 6, 7]);
    moves[7].class = Class::Good;
    assert_eq!(turning_points(&moves), vec![3, 4, 6]);
    // Good moves only: no turning point.
    let calm: Vec<Judged> = (0..4)
        .map(|_| judged(Side::South, 2.0, Class::Good))
        .collect();
    assert!(turning_points(&calm).is_empty());
}

#[test]
fn the_text_names_the_turning_points_and_never_speaks_in_seeds() {
    let record = random_record(3, 40);
    let r = reviewed(&record);
    let said = text::text(&r);
    assert!(said.contains("accuracy"), "{said}");
    assert!(said.contains("South's chances over the game"), "{said}");
    for &i in &r.turning {
        let m = &r.moves[i];
        assert!(
            said.contains(&format!("turn {}, {} ({})", i + 1, m.mv, m.mover)),
            "{said}"
        );
    }
    assert!(!said.contains("seed"), "{said}");
    let picture = svg::svg(&r);
    assert!(picture.starts_with("<svg "), "{picture}");
    assert!(picture.trim_end().ends_with("</svg>"));
    assert_eq!(picture.matches("<circle ").count(), r.turning.len());
}

#[test]
fn the_graph_puts_a_won_game_at_the_top() {
    let g = text::graph(&[0.5, 0.5, 1.0]);
    let lines: Vec<&str> = g.lines().collect();
    assert!(
        lines[1].starts_with("100 % ┤") && lines[1].ends_with('•'),
        "{g}"
    );
    assert!(lines[5].starts_with(" 50 % ┤••"), "{g}");
    // A short game is stretched over 24 columns, each showing the nearest position: the
    // positions sit at columns 0, 11.5 and 23, so the last is nearest to columns 18 to 23.
    let top = lines[1].chars().filter(|c| *c == '•').count();
    assert_eq!(top, 6, "{g}");
    assert!(lines.last().unwrap().ends_with("turn 2"), "{g}");
}

#[test]
fn a_review_can_be_stopped() {
    let record = random_record(2, 10);
    let played = record.replay().unwrap();
    assert_eq!(review(&record, &played, SMALL, &mut |n| n < 3), None);
}
