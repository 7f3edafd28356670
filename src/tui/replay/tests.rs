use super::*;
use crate::{
    engine::Rules,
    game::{Game, Input as GameInput, record::Player},
    tui::tests::drawn,
};

/// A record of `n` turns where each side plays its first legal move, with comments on the
/// first two: the coach's own note, and a reader's.
fn replay(n: usize) -> Replay {
    let mut game = Game::new(
        Position::start(Rules::KISWAHILI),
        Player::Person("Amina".into()),
        Player::Person("Juma".into()),
        None,
    );
    for _ in 0..n {
        let mv = game.position().legal_moves()[0];
        game.apply(GameInput::Play(mv)).unwrap();
    }
    game.comment(0, "coach: A6L* was better.".into());
    game.comment(1, "a quiet reply".into());
    let record = game.record().clone();
    let played = record.replay().unwrap();
    Replay::new(record, played)
}

fn finish(replay: &mut Replay) {
    while replay.animation.is_some() {
        replay.update(&Input::Tick);
    }
}

#[test]
fn enter_and_the_arrows_step_through_the_game_each_move_sown() {
    let mut r = replay(4);
    assert_eq!(r.at, 0);
    assert!(r.update(&Input::Enter));
    assert_eq!(r.at, 1);
    // The move is sown seed by seed, from the start's board to the board it left.
    let (frames, _) = r.animation.clone().expect("the move is sown");
    assert_eq!(frames[0].board, *r.record.start.board());
    assert_eq!(frames.last().unwrap().board, *r.played[0].position.board());
    let first = drawn(80, 24, |f| draw(f, &r));
    assert!(first.contains("Bao"), "{first}");
    finish(&mut r);
    // A key during a sowing skips it and acts: → goes on to the next move.
    r.update(&Input::Right);
    assert!(r.animation.is_some());
    r.update(&Input::Right);
    assert_eq!(r.at, 3);
    r.update(&Input::Left);
    assert_eq!(r.at, 2);
    assert!(r.animation.is_none(), "going back shows the board at once");
    r.update(&Input::End);
    assert_eq!(r.at, 4);
    // At the end, Enter stays there.
    r.update(&Input::Enter);
    assert_eq!((r.at, r.animation.is_none()), (4, true));
    r.update(&Input::Home);
    assert_eq!(r.at, 0);
    assert!(!r.update(&Input::Char('q')));
}

#[test]
fn the_screen_shows_the_board_after_the_turns_shown_and_each_comment_once() {
    let mut r = replay(3);
    r.coach[0] = Some("A6L* was better.".into());
    r.coach[1] = Some("a fine move.".into());
    r.update(&Input::End);
    let text = drawn(80, 24, |f| draw(f, &r));
    let board = *r.played[2].position.board();
    let row: String = (1..=8)
        .map(|n| {
            format!(
                "{:>4}",
                board.get(crate::engine::Hole::new(
                    Side::South,
                    crate::engine::Row::Back,
                    n
                ))
            )
        })
        .collect();
    // South's back row has no nyumba to bracket.
    assert!(text.contains(&format!("│B {row}")), "{text}");
    assert!(text.contains("South: Amina"), "{text}");
    assert!(
        text.contains("turn 3 of 3, the end of the record: the game goes on"),
        "{text}"
    );
    // The record's coach note once (the coach is not heard again on that move), the
    // reader's comment and the coach's words on the second.
    assert_eq!(text.matches("A6L* was better.").count(), 1, "{text}");
    assert!(text.contains("; a quiet reply"), "{text}");
    assert!(text.contains("coach: a fine move."), "{text}");
    assert!(text.contains("Home start"), "{text}");
}

#[test]
fn the_screen_fits_42_by_20_with_every_key_said() {
    let mut r = replay(2);
    r.update(&Input::Enter);
    let text = drawn(42, 20, |f| draw(f, &r));
    for line in text.lines() {
        assert!(line.chars().count() <= 42, "{line:?}");
    }
    for key in ["Enter/→ next", "← back", "Home start", "End end", "q quit"] {
        assert!(text.contains(key), "{key}: {text}");
    }
    assert!(text.contains("turn 1 of 2"), "{text}");
}

#[test]
fn turn_notes_say_a_record_s_coach_note_once() {
    let r = replay(2);
    let notes = turn_notes(
        0,
        &r.record.turns[0],
        Side::South,
        &r.played[0],
        Some("again"),
    );
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert_eq!(notes[1], "   ; coach: A6L* was better.");
    let notes = turn_notes(
        1,
        &r.record.turns[1],
        Side::North,
        &r.played[1],
        Some("fine."),
    );
    assert_eq!(&notes[1..], ["   ; a quiet reply", "   coach: fine."]);
}

#[test]
fn the_evaluation_bar_shows_souths_chance_in_the_position_shown() {
    let mut r = replay(4);
    assert_eq!(r.south.len(), 5, "one a position, the start included");
    r.south[0] = Some(0.5);
    r.south[1] = Some(0.8);
    let text = drawn(80, 24, |frame| draw(frame, &r));
    assert!(text.contains("│ 50 %│"), "{text}");
    r.update(&Input::Enter);
    finish(&mut r);
    let text = drawn(80, 24, |frame| draw(frame, &r));
    assert!(text.contains("│ 80 %│"), "{text}");
    // A position not yet evaluated says so rather than showing an old figure.
    r.update(&Input::Enter);
    finish(&mut r);
    let text = drawn(80, 24, |frame| draw(frame, &r));
    assert!(text.contains("│  …  │"), "{text}");
    assert!(!text.contains(" %│"), "{text}");
}
