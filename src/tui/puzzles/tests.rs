//! The trainer's screen on a test terminal: the keys, the sowing, what is drawn.

use super::*;
use crate::{
    progress::Puzzles,
    puzzles::{
        collection,
        trainer::{Mode, Trainer as State},
    },
    tui::tests::drawn,
};

/// A trainer on the fixture's puzzles with a puzzle served, for a learner rated `rating`.
fn trainer_at(rating: f64) -> State {
    let text = include_str!("../../../tests/fixtures/puzzles/trainer.csv");
    let puzzles = collection::parse(text).unwrap().puzzles;
    let mut record = Puzzles::default();
    record.rating.rating = rating;
    let mut trainer = State::new(puzzles, record, Mode::Rated, None).unwrap();
    assert_eq!(trainer.serve(), Said::Served);
    trainer
}

fn trainer() -> State {
    trainer_at(1500.0)
}

fn never() -> bool {
    false
}

#[test]
fn a_typed_move_is_played_on_enter_and_keys_ask_the_trainer() {
    let mut train = Train::default();
    assert_eq!(train.key(Input::Char('h')), Asked::Trainer(Trainer::Hint));
    for c in "A4X".chars() {
        assert_eq!(train.key(Input::Char(c)), Asked::Nothing);
    }
    // Once a move is being typed, h and q are letters of it, not keys.
    assert_eq!(train.key(Input::Char('q')), Asked::Nothing);
    train.key(Input::Backspace);
    train.key(Input::Backspace);
    train.key(Input::Char('R'));
    assert_eq!(train.typed, "A4R");
    assert_eq!(
        train.key(Input::Enter),
        Asked::Trainer(Trainer::Move("A4R".into()))
    );
    assert!(train.typed.is_empty());
    assert_eq!(train.key(Input::Enter), Asked::Trainer(Trainer::Next));
    assert_eq!(train.key(Input::Interrupt), Asked::Trainer(Trainer::Quit));
    assert_eq!(train.key(Input::Char('?')), Asked::Nothing);
    assert!(train.help);
}

#[test]
fn the_moves_are_sown_seed_by_seed_and_end_on_the_board_they_leave() {
    let mut trainer = trainer();
    let mut train = Train::default();
    let said = trainer.handle(Trainer::Move("A4R".into()), &never);
    assert!(matches!(said, Said::Played(_)));
    train.said(&said, "South plays A4R".into(), None);
    assert!(train.sowing());
    let mut ticks = 0;
    while train.sowing() {
        train.key(Input::Tick);
        ticks += 1;
        assert!(ticks < 1000, "the sowing ends");
    }
    assert!(ticks > 5, "seed by seed: {ticks}");
    let now = trainer.position().unwrap();
    assert_eq!(train.frames.front().unwrap().board, *now.board());
    assert_eq!(train.shown, Some(now));
}

#[test]
fn a_failure_sows_the_solution_from_the_start() {
    // K00001, a win in 1: a move that does not win at once is wrong.
    let mut trainer = trainer_at(800.0);
    let start = trainer.puzzle().unwrap().position;
    let line = trainer.puzzle().unwrap().line.clone();
    let wrong = start
        .children()
        .into_iter()
        .find(|c| c.end.is_none_or(|o| o.winner != Some(start.to_move())))
        .unwrap()
        .mv;
    let mut train = Train::default();
    let said = trainer.handle(Trainer::Move(wrong.to_string()), &never);
    let Said::Settled(_, verdict) = &said else {
        panic!("{wrong} fails a win in 1: {said:?}");
    };
    assert!(!verdict.solved);
    train.said(&said, "Not solved".into(), Some(start));
    // The board ends on the solution's last position: the winner's.
    let mut end = start;
    for mv in &line {
        end = end.play(*mv).unwrap().position;
    }
    assert_eq!(train.shown, Some(end));
    assert!(
        end.outcome()
            .is_some_and(|o| o.winner == Some(start.to_move()))
    );
}

#[test]
fn the_screen_shows_the_board_the_words_and_the_typed_move() {
    let trainer = trainer();
    let mut train = Train {
        words: vec![
            "Puzzle K00004 (rated 1500)".into(),
            "South to move wins within 2 turns.".into(),
        ],
        ..Train::default()
    };
    for c in "A4".chars() {
        train.key(Input::Char(c));
    }
    let screen = drawn(100, 20, |frame| {
        draw(frame, &train, trainer.position().as_ref(), false);
    });
    assert!(screen.contains("Puzzle K00004 (rated 1500)"), "{screen}");
    assert!(screen.contains("move: A4_"), "{screen}");
    assert!(screen.contains("h hint"), "{screen}");
    // South's row A of the puzzle: 1 3 0 2 0 3 13 0, drawn with its seeds.
    assert!(screen.contains("13"), "{screen}");
    let narrow = drawn(40, 24, |frame| {
        draw(frame, &train, trainer.position().as_ref(), true);
    });
    assert!(narrow.contains("Enter next puzzle"), "{narrow}");
}

#[test]
fn page_up_shows_the_older_words_and_page_down_the_newer() {
    let trainer = trainer();
    let mut train = Train {
        words: (1..=40).map(|n| format!("line {n}")).collect(),
        ..Train::default()
    };
    let draw_it = |train: &Train| {
        drawn(80, 16, |frame| {
            draw(frame, train, trainer.position().as_ref(), true);
        })
    };
    let newest = draw_it(&train);
    assert!(
        newest.contains("line 40") && !newest.contains("line 20"),
        "{newest}"
    );
    assert!(newest.contains("PgUp older"), "{newest}");
    assert_eq!(train.key(Input::PageUp), Asked::Nothing);
    let older = draw_it(&train);
    assert!(
        !older.contains("line 40") && older.contains("line 30"),
        "{older}"
    );
    assert!(older.contains("PgDn newer"), "{older}");
    // No further up than the first line.
    for _ in 0..20 {
        train.key(Input::PageUp);
    }
    let oldest = draw_it(&train);
    assert!(
        oldest.contains("line 1\n") || oldest.contains("line 1 "),
        "{oldest}"
    );
    train.key(Input::PageDown);
    assert_eq!(train.up, train.most.get() - 5);
    // What the trainer says next is shown from its newest.
    train.up = 3;
    train.said(&Said::Served, "Puzzle K00004".into(), None);
    assert_eq!(train.up, 0);
}
