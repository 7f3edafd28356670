//! The moves panel scrolls: a coach's verdict longer than a small screen's panel is read whole
//! with PgUp and PgDn, and a new move brings the newest back into sight.

use super::{
    tests::{app, screen},
    *,
};
use crate::game::record::Player;

#[test]
fn pg_up_and_pg_down_read_a_long_verdict_on_a_small_screen() {
    let mut app = app(Player::Person("Juma".into()));
    let mv = app.game.position().legal_moves()[0];
    app.update(Input::BaoMoved(mv));
    let words: Vec<String> = (1..=12).map(|n| format!("word{n:02}")).collect();
    app.update(Input::Coached(
        0,
        mv,
        Some(words.join(" is a long verdict; ")),
    ));
    let reply = app.game.position().legal_moves()[0];
    app.update(Input::BaoMoved(reply));
    super::tests::finish_animation(&mut app);
    // At 42×20 the panel has four rows: the verdict's first words are out of sight.
    let first = screen(&app, 42, 20);
    assert!(!first.contains("word01"), "{first}");
    assert!(first.contains("PgUp older"), "{first}");
    let mut seen = first.clone();
    for _ in 0..40 {
        app.update(Input::PageUp);
        seen.push_str(&screen(&app, 42, 20));
    }
    for word in &words {
        assert!(seen.contains(word.as_str()), "{word} never shown");
    }
    // PgUp stops at the top: one PgDn scrolls back at once.
    let top = screen(&app, 42, 20);
    assert!(top.contains("PgDn newer"), "{top}");
    app.update(Input::PageDown);
    assert_ne!(screen(&app, 42, 20), top);
    // A new move shows the newest again.
    let next = app.game.position().legal_moves()[0];
    app.update(Input::BaoMoved(next));
    super::tests::finish_animation(&mut app);
    assert!(!screen(&app, 42, 20).contains("PgDn newer"));
}
