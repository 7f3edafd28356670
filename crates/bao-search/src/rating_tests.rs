//! Ratings on hand-made and chapter puzzles: their direction, not their exact numbers.

use bao_engine::{Move, Position, Rules, Setup, notation::MoveText};

use super::{LEVEL_RATINGS, MAX_RATING, MIN_RATING, rate, rating_for};

/// Reads a position and a line of move texts played from it.
fn puzzle(text: &str, rules: Rules, moves: &[&str]) -> (Position, Vec<Move>) {
    let position = text
        .parse::<Setup>()
        .expect("a position text")
        .into_position(rules)
        .expect("a legal position");
    let mut at = position;
    let mut line = Vec::new();
    for mv in moves {
        let mv = mv.parse::<MoveText>().unwrap().resolve(&at).unwrap();
        at = at.play(mv).unwrap().position;
        line.push(mv);
    }
    (position, line)
}

/// South's only legal move, A4L, takes North's last front seeds.
const ONLY_MOVE: &str = "0,0,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,1,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S";

#[test]
fn a_win_that_is_the_only_move_is_solved_by_every_level_and_rated_lowest() {
    let (position, line) = puzzle(ONLY_MOVE, Rules::KISWAHILI, &["A4L"]);
    assert_eq!(position.legal_moves(), line);
    let rated = rate(&position, &line, 7);
    let levels: Vec<u8> = rated.solve_rates.iter().map(|(n, _)| *n).collect();
    let expected: Vec<u8> = LEVEL_RATINGS.iter().map(|(n, _)| *n).collect();
    assert_eq!(levels, expected);
    assert!(
        rated.solve_rates.iter().all(|(_, r)| *r == 1.0),
        "{rated:?}"
    );
    assert_eq!(rated.rating, MIN_RATING);
}

#[test]
fn a_line_that_does_not_win_is_solved_by_no_level_and_rated_highest() {
    // The takasia lesson's position: A3R* ends nothing.
    let text = "0,0,0,0,0,0,0,0/0,0,6,0,0,0,0,5/0,0,2,3,0,0,0,2/0,0,0,0,0,0,0,0 S nyumba=-";
    let (position, line) = puzzle(text, Rules::KISWAHILI, &["A3R*"]);
    for line in [&line[..], &[]] {
        let rated = rate(&position, line, 7);
        assert!(
            rated.solve_rates.iter().all(|(_, r)| *r == 0.0),
            "{rated:?}"
        );
        assert_eq!(rated.rating, MAX_RATING);
    }
}

/// The chapter's first puzzle, "the entry side" (a win in 1).
const ENTRY_SIDE: &str =
    "0,2,1,0,0,0,1,1/0,0,0,4,0,1,5,1/1,4,5,0,10,9,1,1/0,1,5,2,3,1,2,1 S stock=1,1 nyumba=-";
/// The chapter's eleventh puzzle, "three captures" (a win in 3).
const THREE_CAPTURES: &str =
    "1,0,0,0,0,0,0,1/0,5,1,0,2,1,1,1/0,2,0,0,6,4,2,1/2,1,3,1,0,1,4,4 S stock=10,10 nyumba=-";

#[test]
fn level_0_plays_any_legal_move_and_the_levels_find_a_win_in_1() {
    let (position, line) = puzzle(ENTRY_SIDE, Rules::KISWAHILI, &["A6R"]);
    let children = position.children();
    let wins = children
        .iter()
        .filter(|c| c.end.is_some_and(|e| e.winner == Some(position.to_move())))
        .count();
    let rated = rate(&position, &line, 7);
    assert_eq!(
        rated.solve_rates[0],
        (0, wins as f64 / children.len() as f64)
    );
    assert!(rated.solve_rates[0].1 < 1.0);
    // A search of any depth sees a win at once.
    assert!(rated.solve_rates[1..].iter().all(|(_, r)| *r == 1.0));
    assert!(rated.rating > MIN_RATING);
}

#[test]
fn a_win_in_3_the_weak_levels_miss_rates_above_a_win_in_1() {
    let (easy, easy_line) = puzzle(ENTRY_SIDE, Rules::KISWAHILI, &["A6R"]);
    let moves = ["A8R", "a7R", "A6R", "a2L", "A5R"];
    let (hard, hard_line) = puzzle(THREE_CAPTURES, Rules::KISWAHILI, &moves);
    let easy = rate(&easy, &easy_line, 7);
    let hard = rate(&hard, &hard_line, 7);
    assert!(hard.rating > easy.rating, "{hard:?} against {easy:?}");
    let sum = |r: &super::Rated| r.solve_rates.iter().map(|(_, r)| r).sum::<f64>();
    assert!(sum(&hard) < sum(&easy));
}

#[test]
fn the_rating_is_the_same_for_every_seed() {
    let moves = ["A8R", "a7R", "A6R", "a2L", "A5R"];
    let (position, line) = puzzle(THREE_CAPTURES, Rules::KISWAHILI, &moves);
    assert_eq!(rate(&position, &line, 1), rate(&position, &line, 99));
}

#[test]
fn the_rating_falls_as_the_solve_rates_add_up_to_more() {
    let levels = LEVEL_RATINGS.len() as f64;
    assert_eq!(rating_for(0.0), MAX_RATING);
    assert_eq!(rating_for(levels), MIN_RATING);
    let ratings: Vec<u32> = (0..=60)
        .map(|i| rating_for(levels * f64::from(i) / 60.0))
        .collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{ratings:?}");
    assert!(ratings.windows(2).filter(|w| w[0] > w[1]).count() > 30);
}
