//! The trainer's state machine on five puzzles of the puzzles chapter, written as a collection.

use super::*;
use crate::{progress::Rating, puzzles::collection};

fn puzzles() -> Vec<Puzzle> {
    let text = include_str!("../../../tests/fixtures/puzzles/trainer.csv");
    let collection = collection::parse(text).expect("the fixture reads");
    assert_eq!(collection.puzzles.len(), 5);
    collection.puzzles
}

fn never() -> bool {
    false
}

fn trainer(mode: Mode) -> Trainer {
    Trainer::new(puzzles(), Puzzles::default(), mode, None).unwrap()
}

/// A legal first move of the puzzle on the board that does not win at once, found by playing
/// every move.
fn losing_move(trainer: &Trainer) -> Move {
    let at = trainer.position().unwrap();
    at.children()
        .into_iter()
        .find(|c| c.end.is_none_or(|end| end.winner != Some(at.to_move())))
        .map(|c| c.mv)
        .expect("a move that does not win")
}

#[test]
fn a_solved_puzzle_raises_the_rating_and_is_kept() {
    let mut t = trainer(Mode::Rated);
    assert_eq!(t.serve(), Said::Served);
    // The one nearest 1500 comes first.
    let puzzle = t.puzzle().unwrap().clone();
    assert_eq!(puzzle.id, "K00004");
    let Said::Played(moves) = t.handle(Input::Move("A4R".into()), &never) else {
        panic!("the first move plays on");
    };
    // bao answers with the file's defence.
    assert_eq!(
        moves.iter().map(|(_, m)| *m).collect::<Vec<_>>(),
        puzzle.line[..2]
    );
    assert_eq!(t.turn(), Some((2, 2)));
    let Said::Settled(_, verdict) = t.handle(Input::Move("A4R".into()), &never) else {
        panic!("the second move ends it");
    };
    assert!(verdict.solved, "{verdict:?}");
    assert!(verdict.rating.1 > verdict.rating.0);
    assert!(t.record().solved.contains("K00004"));
    assert_eq!(t.record().history.len(), 1);
    assert!(t.record().rating.deviation < Rating::default().deviation);
    // The next puzzle is another one.
    assert_eq!(t.handle(Input::Next, &never), Said::Served);
    assert_ne!(t.puzzle().unwrap().id, "K00004");
}

#[test]
fn a_wrong_move_fails_lowers_the_rating_and_gives_the_solution() {
    let mut record = Puzzles::default();
    record.rating.rating = 800.0;
    let mut t = Trainer::new(puzzles(), record, Mode::Rated, None).unwrap();
    t.serve();
    assert_eq!(t.puzzle().unwrap().id, "K00001");
    let wrong = losing_move(&t);
    let Said::Settled(moves, verdict) = t.handle(Input::Move(wrong.to_string()), &never) else {
        panic!("a wrong move in a win in 1 settles the puzzle");
    };
    assert_eq!(moves[0].1, wrong);
    assert!(!verdict.solved && !verdict.why.is_empty());
    assert!(verdict.rating.1 < verdict.rating.0);
    assert_eq!(verdict.solution, t.puzzle().unwrap().line);
    assert!(t.record().solved.is_empty());
    assert!(t.settled());
    // A move after the verdict waits for the next puzzle.
    assert_eq!(t.handle(Input::Move("A6R".into()), &never), Said::Waiting);
}

#[test]
fn an_unreadable_move_is_no_try() {
    let mut t = trainer(Mode::Rated);
    t.serve();
    assert!(matches!(
        t.handle(Input::Move("Z9".into()), &never),
        Said::Unreadable(_)
    ));
    assert!(!t.settled());
    assert!(t.record().history.is_empty());
}

#[test]
fn hints_give_the_hole_then_the_move_and_cost_the_solve() {
    let mut record = Puzzles::default();
    record.rating.rating = 800.0;
    let mut t = Trainer::new(puzzles(), record, Mode::Rated, None).unwrap();
    t.serve();
    let line = t.puzzle().unwrap().line.clone();
    assert_eq!(
        t.handle(Input::Hint, &never),
        Said::Hint(Hint::Hole(line[0].hole()), true)
    );
    assert_eq!(
        t.handle(Input::Hint, &never),
        Said::Hint(Hint::Move(line[0]), false)
    );
    let Said::Settled(_, verdict) = t.handle(Input::Move(line[0].to_string()), &never) else {
        panic!("the hinted move wins");
    };
    assert!(!verdict.solved && verdict.why.contains("hint"));
    assert!(verdict.rating.1 < verdict.rating.0);
    assert!(t.record().history[0].hinted);
    assert!(!t.record().solved.contains("K00001"));
}

#[test]
fn a_streak_goes_easiest_first_and_ends_at_the_first_failure() {
    let mut t = trainer(Mode::Streak);
    t.serve();
    assert_eq!(t.puzzle().unwrap().id, "K00001");
    let Said::Settled(_, verdict) = t.handle(Input::Move("A6R".into()), &never) else {
        panic!("A6R wins");
    };
    assert!(verdict.solved);
    assert_eq!(verdict.rating.0, verdict.rating.1, "a streak is not rated");
    assert_eq!(t.streak(), 1);
    t.handle(Input::Next, &never);
    assert_eq!(t.puzzle().unwrap().id, "K00002");
    let wrong = losing_move(&t);
    assert!(matches!(
        t.handle(Input::Move(wrong.to_string()), &never),
        Said::Settled(_, Verdict { solved: false, .. })
    ));
    assert!(t.is_over());
    assert_eq!(t.handle(Input::Next, &never), Said::Over);
    let summary = t.summary();
    assert_eq!((summary.tried, summary.solved, summary.streak), (2, 1, 1));
    assert_eq!(t.record().best_streak, 1);
    assert_eq!(t.record().rating, Rating::default());
}

#[test]
fn a_theme_keeps_only_its_puzzles_and_an_absent_one_is_an_error() {
    let t = Trainer::new(
        puzzles(),
        Puzzles::default(),
        Mode::Rated,
        Some(Theme::NyumbaLost),
    );
    let mut t = t.unwrap();
    t.serve();
    assert_eq!(t.puzzle().unwrap().id, "K00005");
    t.handle(Input::Quit, &never);
    assert!(t.is_over());
    let err = Trainer::new(
        puzzles(),
        Puzzles::default(),
        Mode::Rated,
        Some(Theme::Takasia),
    );
    assert_eq!(err.unwrap_err(), TrainerError::NoneOfTheme("takasia"));
}

#[test]
fn the_summary_names_the_themes_failed_most() {
    let mut t = trainer(Mode::Rated);
    let mut failed = 0;
    while t.serve() == Said::Served {
        // Moves that do not win at once, until the puzzle is over.
        while !t.settled() {
            let wrong = losing_move(&t);
            if let Said::Settled(_, verdict) = t.handle(Input::Move(wrong.to_string()), &never) {
                failed += usize::from(!verdict.solved);
            }
        }
    }
    assert!(t.is_over());
    let summary = t.summary();
    assert_eq!(summary.tried, 5);
    assert!(failed >= 3, "{failed}");
    // Every fixture puzzle is kimbi: the theme failed most, as often as puzzles were failed.
    assert_eq!(summary.failed_themes[0], ("kimbi".to_owned(), failed));
    assert!(summary.failed_themes.len() <= 3);
    assert!(summary.rating.1 < summary.rating.0);
}

#[test]
fn solved_puzzles_are_not_served_again() {
    let mut record = Puzzles::default();
    record.solved.insert("K00004".into());
    let mut t = Trainer::new(puzzles(), record, Mode::Rated, None).unwrap();
    t.serve();
    assert_ne!(t.puzzle().unwrap().id, "K00004");
}

#[test]
fn a_move_off_the_line_is_answered_by_a_proved_defence_that_escapes() {
    // K00004 has one winning first move (bao check proves it of the fixture): any other that
    // does not end the game is answered by a defence the trainer proves, which escapes.
    let mut t = trainer(Mode::Rated);
    t.serve();
    let puzzle = t.puzzle().unwrap().clone();
    assert_eq!(puzzle.id, "K00004");
    let other = puzzle
        .position
        .children()
        .into_iter()
        .find(|c| c.mv != puzzle.line[0] && c.end.is_none())
        .expect("another move")
        .mv;
    let Said::Settled(moves, verdict) = t.handle(Input::Move(other.to_string()), &never) else {
        panic!("{other} does not win within 2");
    };
    assert!(!verdict.solved);
    assert!(verdict.why.contains("escapes"), "{}", verdict.why);
    // The learner's move and the escaping reply, which is legal after it.
    assert_eq!(moves.len(), 2);
    assert!(moves[1].0.play(moves[1].1).is_ok());
}
