//! The game's keys: resigning asks first, the record's name, a key during a sowing, the moves
//! panel after an undo and on a resumed game.

use super::super::{
    App, Effect, Input, Prompt, draw,
    tests::{app, finish_animation, screen},
};
use crate::game::{
    Game,
    record::{GameResult, Player, Strength},
};

fn typed(app: &mut App, text: &str) -> Effect {
    for c in text.chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Enter)
}

#[test]
fn r_asks_before_resigning_and_only_y_resigns() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    app.update(Input::Char('r'));
    assert_eq!(app.prompt, Some(Prompt::Resign));
    assert!(!app.game.is_over());
    assert!(
        screen(&app, 80, 24).contains("resign the game? y resigns"),
        "{}",
        screen(&app, 80, 24)
    );
    // Any other key (here `q`, which would quit) goes on playing.
    assert_eq!(app.update(Input::Char('q')), Effect::None);
    assert!(!app.game.is_over());
    assert_eq!(app.prompt, None);
    assert_eq!(
        app.message.as_deref(),
        Some("not resigned: the game goes on")
    );
    app.update(Input::Char('r'));
    app.update(Input::Char('y'));
    assert_eq!(
        app.game.result(),
        GameResult::Resigned(crate::engine::Side::South)
    );
}

#[test]
fn s_asks_the_record_s_file_name() {
    let mut app = app(Player::Person("Juma".into()));
    app.update(Input::Char('s'));
    for c in "amina.txt".chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Backspace);
    app.update(Input::Char('t'));
    assert!(
        screen(&app, 80, 24).contains("write the record to: amina.txt_"),
        "{}",
        screen(&app, 80, 24)
    );
    assert_eq!(
        app.update(Input::Enter),
        Effect::SaveRecord(Some("amina.txt".into()))
    );
    // Enter at once takes the first free default name; Esc writes nothing.
    app.update(Input::Char('s'));
    assert_eq!(app.update(Input::Enter), Effect::SaveRecord(None));
    app.update(Input::Char('s'));
    assert_eq!(app.update(Input::Escape), Effect::None);
    assert_eq!(app.prompt, None);
}

#[test]
fn a_key_during_a_sowing_skips_it_and_then_acts() {
    let mut app = app(Player::Person("Juma".into()));
    typed(&mut app, "A6L*");
    assert!(app.animation.is_some());
    // `u` ends the sowing and takes the move back.
    app.update(Input::Char('u'));
    assert!(app.animation.is_none());
    assert!(app.game.turns().is_empty());
    assert_eq!(app.message.as_deref(), Some("took back 1 turn"));

    // Against bao: `h` during bao's sowing asks the hint for the position it leaves.
    let mut app = app_against_bao();
    typed(&mut app, "A6L*");
    assert!(matches!(finish_animation(&mut app), Effect::Think(_)));
    let reply = app.game.position().legal_moves()[0];
    app.update(Input::BaoMoved(reply));
    assert!(app.animation.is_some());
    assert_eq!(
        app.update(Input::Char('h')),
        Effect::Hint(*app.game.position())
    );
    assert!(app.animation.is_none());
    // An arrow during bao's sowing moves the player's cursor, from the player's A1.
    typed(&mut app, "A7R*");
    finish_animation(&mut app);
    app.update(Input::BaoMoved(app.game.position().legal_moves()[0]));
    app.update(Input::Right);
    assert_eq!(app.cursor.to_string(), "A2");
}

fn app_against_bao() -> App {
    app(Player::Bao(Strength::Level(1)))
}

#[test]
fn a_key_during_the_player_s_own_sowing_still_lets_bao_think() {
    let mut app = app_against_bao();
    typed(&mut app, "A6L*");
    // `+` acts (faster) and bao, to move once the sowing ends, is asked to think.
    let effect = app.update(Input::Char('+'));
    assert_eq!(effect, Effect::Think(*app.game.position()));
    assert!(app.speed_ms < super::super::SPEEDS[2]);
}

#[test]
fn the_moves_panel_shows_the_moves_that_stand() {
    let mut app = app(Player::Person("Juma".into()));
    let mut moves = Vec::new();
    for _ in 0..3 {
        let mv = app.game.position().legal_moves()[0].to_string();
        typed(&mut app, &mv);
        finish_animation(&mut app);
        moves.push(mv);
    }
    app.update(Input::Char('u'));
    let text = screen(&app, 80, 24);
    assert!(text.contains(&format!("1. {}", moves[0])), "{text}");
    assert!(text.contains(&format!("2. {}", moves[1])), "{text}");
    assert!(!text.contains("3. "), "the undone move is gone: {text}");
    // A resumed game shows its moves and their comments.
    let mut record = app.game.record().clone();
    record.turns[0].comment = Some("coach: A5L* was better.".into());
    let resumed = App::new(Game::from_record(record).unwrap(), true);
    let notes = draw::moves(&resumed);
    assert_eq!(notes.len(), 3, "{notes:?}");
    assert_eq!(
        notes[1],
        format!("coach on 1. {}: A5L* was better.", moves[0])
    );
    assert!(
        notes[2].starts_with(&format!("2. {}: ", moves[1])),
        "{notes:?}"
    );
}

#[test]
fn the_panel_keeps_move_1_while_it_has_room() {
    let mut app = app_against_bao();
    for _ in 0..2 {
        let mv = app.game.position().legal_moves()[0];
        if app.game.is_bao(app.game.position().to_move()) {
            app.update(Input::BaoMoved(mv));
        } else {
            typed(&mut app, &mv.to_string());
        }
        finish_animation(&mut app);
    }
    let text = screen(&app, 42, 20);
    assert!(text.contains("│1. "), "{text}");
    assert!(text.contains("│2. bao plays "), "{text}");
    // Every line is in use: no row left empty while move 1 is dropped.
    assert!(!text.contains(&format!("│{}│", " ".repeat(40))), "{text}");
    // During a sowing too, with its step at the bottom and the notes before it above.
    let mv = app.game.position().legal_moves()[0];
    typed(&mut app, &mv.to_string());
    while app
        .animation
        .as_ref()
        .is_some_and(|(f, at)| f[*at].text.is_empty())
    {
        app.update(Input::Tick);
    }
    let text = screen(&app, 42, 20);
    assert!(text.contains("│▶ "), "{text}");
    assert!(!text.contains(&format!("│{}│", " ".repeat(40))), "{text}");
}

#[test]
fn two_players_are_named_once_each() {
    let game = Game::new(
        crate::engine::Position::start(crate::engine::Rules::KISWAHILI),
        Player::Person("South".into()),
        Player::Person("North".into()),
        None,
    );
    let text = screen(&App::new(game, false), 80, 24);
    assert!(!text.contains("North: North"), "{text}");
    assert!(text.contains("│North  stock 22"), "{text}");
    assert!(text.contains("│South  stock 22  ◀ to move"), "{text}");
}

#[test]
fn a_verdict_on_a_move_taken_back_is_not_put_on_the_move_played_instead() {
    let mut app = app(Player::Person("Juma".into()));
    typed(&mut app, "A6L*");
    finish_animation(&mut app);
    let judged = app.game.turns()[0].mv;
    app.update(Input::Char('u'));
    typed(&mut app, "A7R*");
    finish_animation(&mut app);
    app.update(Input::Coached(0, judged, Some("A6R* was better.".into())));
    assert_eq!(app.game.turns()[0].comment, None);
    assert!(
        !draw::moves(&app)
            .iter()
            .any(|n| n.contains("A6R* was better")),
        "{:?}",
        draw::moves(&app)
    );
}
