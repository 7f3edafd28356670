use super::*;
use crate::{
    engine::{Event, Row, Side},
    style::Styles,
    tui::tests::drawn,
    tutor::{Page, Shown, test_lesson},
};

pub(super) fn screen(session: &Session, learn: &Learn, width: u16, height: u16) -> String {
    drawn(width, height, |frame| draw::draw(frame, session, learn))
}

/// Gives the tutor what a key asks for, as the driver does, and shows what it said.
pub(super) fn press(learn: &mut Learn, session: &mut Session, input: Input) -> Option<Shown> {
    let Action::Tutor(given) = learn.update(&input, session) else {
        return None;
    };
    let shown = session.handle(given, &Styles::default());
    let reply = match &shown {
        Shown::Text(text) | Shown::Reply { text, .. } => Some(text.clone()),
        _ => None,
    };
    learn.shown(session, reply);
    Some(shown)
}

/// Reads the counts of a row of the board drawn on the screen (`b`, `a`, `A` or `B`), as
/// printed from left to right.
fn row(screen: &str, letter: char) -> Vec<u8> {
    let line = screen
        .lines()
        .find(|l| l.trim_start_matches('│').starts_with(&format!("{letter} ")))
        .unwrap_or_else(|| panic!("no row {letter}:\n{screen}"));
    // The board's own columns only: the words may stand beside it.
    let board: String = line.chars().skip(3).take(40).collect();
    board
        .split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The counts of South's front row of a board, A1 to A8.
fn front(board: &crate::engine::Board) -> Vec<u8> {
    (1..=8)
        .map(|n| board.get(crate::engine::Hole::new(Side::South, Row::Front, n)))
        .collect()
}

/// Goes to the move page, at the step before its first sowing of more than one seed; gives
/// that sowing's step number.
fn before_a_sowing(learn: &mut Learn, session: &mut Session) -> usize {
    press(learn, session, Input::Enter);
    let Page::Move { played, .. } = &session.script().pages[1] else {
        panic!()
    };
    let k = played
        .trace
        .steps
        .iter()
        .position(|s| matches!(s.event, Event::Sow { seeds, .. } if seeds > 1))
        .expect("A1L sows more than one seed")
        + 1;
    for _ in 1..k {
        press(learn, session, Input::Right);
    }
    while learn.animation.is_some() {
        learn.update(&Input::Tick, session);
    }
    assert_eq!(session.frame(), k - 1);
    k
}

#[test]
fn a_step_is_sown_seed_by_seed_on_a_board_that_stays_in_place() {
    let mut session = Session::new(test_lesson(), 60);
    let mut learn = Learn::new(&session);
    let k = before_a_sowing(&mut learn, &mut session);
    let before = session.stage().unwrap().board;
    assert_eq!(row(&screen(&session, &learn, 80, 24), 'A'), front(&before));
    press(&mut learn, &mut session, Input::Enter);
    assert_eq!(session.frame(), k);
    let Some(Event::Sow {
        first,
        seeds,
        direction,
        ..
    }) = session.stage().unwrap().step
    else {
        panic!()
    };
    let animation = learn
        .animation
        .clone()
        .expect("the sowing is shown seed by seed");
    assert_eq!(animation.frames.len(), usize::from(seeds) - 1);
    assert!(
        animation
            .frames
            .iter()
            .all(|f| f.direction == Some(direction))
    );
    // The first frame: one seed more in the first hole sown, nothing else changed yet.
    let shown = screen(&session, &learn, 80, 24);
    let mut one_seed = before;
    one_seed.set(first, before.get(first) + 1);
    assert_eq!(animation.frames[0].board, one_seed);
    assert_eq!(animation.frames[0].touched, [first]);
    if first.side() == Side::South && first.row() == Row::Front {
        assert_eq!(row(&shown, 'A'), front(&one_seed), "{shown}");
    }
    assert!(shown.contains("sowing"), "the way is shown:\n{shown}");
    insta::assert_snapshot!("learn_sowing_seed_by_seed", shown);
    // Time passes seed by seed; the last seed is the step's own board.
    for _ in 1..animation.frames.len() {
        learn.update(&Input::Tick, &session);
    }
    assert!(learn.animation.is_some());
    learn.update(&Input::Tick, &session);
    assert!(learn.animation.is_none());
    let after = session.stage().unwrap().board;
    assert_eq!(row(&screen(&session, &learn, 80, 24), 'A'), front(&after));
}

#[test]
fn any_key_shows_the_end_of_the_step_and_back_is_never_animated() {
    let mut session = Session::new(test_lesson(), 60);
    let mut learn = Learn::new(&session);
    let k = before_a_sowing(&mut learn, &mut session);
    press(&mut learn, &mut session, Input::Enter);
    assert!(learn.animation.is_some());
    assert_eq!(learn.update(&Input::Escape, &session), Action::None);
    assert!(learn.animation.is_none());
    assert_eq!(session.frame(), k, "the key only skipped the sowing");
    press(&mut learn, &mut session, Input::Left);
    assert_eq!(session.frame(), k - 1);
    assert!(learn.animation.is_none());
    assert_eq!(
        learn.update(&Input::Interrupt, &session),
        Action::Tutor(Tutor::Quit)
    );
}

#[test]
fn an_answer_is_typed_and_only_keys_no_answer_starts_with_act_at_once() {
    let mut session = Session::new(test_lesson(), 60);
    let mut learn = Learn::new(&session);
    for input in [Input::Enter, Input::Char('a'), Input::Enter] {
        press(&mut learn, &mut session, input);
    }
    assert!(session.awaits_answer(), "at the question");
    // `b` and `a` begin holes and moves: typed, not Back and End.
    assert_eq!(learn.update(&Input::Char('b'), &session), Action::None);
    assert_eq!(learn.typed, "b");
    learn.update(&Input::Backspace, &session);
    assert_eq!(
        learn.update(&Input::Char('h'), &session),
        Action::Tutor(Tutor::Hint)
    );
    for c in "A7R".chars() {
        learn.update(&Input::Char(c), &session);
    }
    assert!(screen(&session, &learn, 80, 24).contains("your answer: A7R"));
    let Some(Shown::Text(wrong)) = press(&mut learn, &mut session, Input::Enter) else {
        panic!()
    };
    assert!(wrong.contains('✗'), "{wrong}");
    // The learner's own move is sown; typing on skips it and loses no character.
    assert!(learn.animation.is_some(), "A7R is sown");
    for c in "A8R".chars() {
        learn.update(&Input::Char(c), &session);
    }
    assert_eq!(learn.typed, "A8R");
    assert!(learn.animation.is_none());
    press(&mut learn, &mut session, Input::Enter);
    assert!(!session.awaits_answer());
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.contains('✓'), "{shown}");
    assert!(shown.contains("captures 6"), "{shown}");
    // Settled, `b` goes back at once.
    assert_eq!(
        learn.update(&Input::Char('b'), &session),
        Action::Tutor(Tutor::Back)
    );
}

#[test]
fn the_screen_fits_80_by_24_and_still_works_at_42_columns() {
    let mut session = Session::new(test_lesson(), 60);
    let mut learn = Learn::new(&session);
    press(&mut learn, &mut session, Input::Enter);
    let board = session.stage().unwrap().board;
    for (width, height, name) in [
        (80, 24, "learn_move_80x24"),
        (42, 24, "learn_move_42x24"),
        (120, 30, "learn_move_120x30"),
    ] {
        session.set_width(draw::words_width(width));
        let shown = screen(&session, &learn, width, height);
        assert!(shown.starts_with("Kichwa · 2/3"), "{shown}");
        assert_eq!(row(&shown, 'A'), front(&board), "{shown}");
        assert!(shown.contains("8   7   6   5   4   3   2   1"), "{shown}");
        assert!(shown.contains("South  stock 1  to move"), "{shown}");
        assert!(shown.contains("The move: A1L"), "{shown}");
        assert!(shown.contains("Enter next"), "the keys:\n{shown}");
        assert!(
            shown
                .lines()
                .all(|l| l.chars().count() <= usize::from(width)),
            "{shown}"
        );
        insta::assert_snapshot!(name, shown);
    }
}

#[test]
fn a_page_of_text_has_the_whole_screen_and_long_words_scroll() {
    let session = Session::new(test_lesson(), 60);
    let mut learn = Learn::new(&session);
    let shown = screen(&session, &learn, 80, 24);
    assert!(
        !shown.contains("stock"),
        "no board on a text page:\n{shown}"
    );
    assert!(shown.contains("The kichwa decides."), "{shown}");
    // A long answer on a small screen: its end in sight, its start a scroll away.
    learn.shown(
        &session,
        Some((1..=30).map(|n| format!("line {n}\n")).collect()),
    );
    let shown = screen(&session, &learn, 80, 24);
    assert!(
        shown.contains("line 30") && !shown.contains("line 1\n"),
        "{shown}"
    );
    assert!(shown.contains("↑ more"), "{shown}");
    for _ in 0..40 {
        learn.update(&Input::Up, &session);
    }
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.contains("The kichwa decides."), "{shown}");
    assert!(shown.contains("↓ more"), "{shown}");
}

#[test]
fn a_tiny_screen_and_a_stranger_s_control_codes_draw_nothing_harmful() {
    let mut lesson = test_lesson();
    lesson.title = "Evil\u{1b}[2J\u{7}".into();
    let mut session = Session::new(lesson, 20);
    let mut learn = Learn::new(&session);
    press(&mut learn, &mut session, Input::Enter);
    learn.shown(&session, Some("bell\u{7} and \u{1b}]0;title\u{7}".into()));
    for (width, height) in [(20, 8), (1, 1), (42, 12)] {
        let shown = screen(&session, &learn, width, height);
        assert!(
            !shown.chars().any(|c| c.is_control() && c != '\n'),
            "{shown:?}"
        );
    }
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.starts_with("Evil"), "{shown}");
}

#[test]
fn a_puzzle_s_move_and_its_defence_are_sown_on_the_board() {
    use crate::tutor::puzzle_tests::{moves, position, puzzle, session_of};
    let start = position();
    let mut session = session_of(puzzle(2, true));
    let mut learn = Learn::new(&session);
    for c in "A3L*".chars() {
        learn.update(&Input::Char(c), &session);
    }
    assert!(screen(&session, &learn, 80, 24).contains("your move: A3L*"));
    press(&mut learn, &mut session, Input::Enter);
    let animation = learn.animation.clone().expect("the moves are sown");
    let line = moves(&start, &["A3L*", "b8L*"]);
    let after = start.play(line[0]).unwrap().position;
    let answered = after.play(line[1]).unwrap().position;
    assert_eq!(animation.frames[0].board, *start.board());
    assert_eq!(animation.frames.last().unwrap().board, *answered.board());
    assert!(animation.frames.iter().any(|f| f.board == *after.board()));
    assert!(
        animation.frames[1].text.starts_with("South A3L*: "),
        "{:?}",
        animation.frames[1]
    );
    assert!(
        animation
            .frames
            .iter()
            .any(|f| f.text.starts_with("North b8L*: ")),
        "{animation:?}"
    );
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.contains("▶ South plays A3L*"), "{shown}");
    while learn.animation.is_some() {
        learn.update(&Input::Tick, &session);
    }
    assert_eq!(session.stage().unwrap().board, *answered.board());
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.contains("North answers b8L*"), "{shown}");
}

#[test]
fn a_move_awaited_is_chosen_by_the_arrow_keys_as_in_a_game() {
    use crate::tutor::puzzle_tests::{moves, position, puzzle, session_of};
    let start = position();
    let mut session = session_of(puzzle(2, true));
    let mut learn = Learn::new(&session);
    let first = start.legal_moves()[0].hole();
    assert_eq!(
        learn.cursor,
        Some(first),
        "on the first hole a move starts from"
    );
    assert!(draw::keys_line(&session, 80).starts_with("arrows, Enter: your move"));
    // To A1, then right to the empty A2: no move starts there.
    for _ in 0..8 {
        learn.update(&Input::Left, &session);
    }
    learn.update(&Input::Right, &session);
    assert_eq!(learn.cursor.unwrap().to_string(), "A2");
    assert_eq!(learn.update(&Input::Enter, &session), Action::None);
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.contains("no legal move starts from A2"), "{shown}");
    // A3 sows either way: Enter asks which, the arrows choose, Enter plays.
    learn.update(&Input::Right, &session);
    assert_eq!(learn.update(&Input::Enter, &session), Action::None);
    let (choices, _) = learn.choosing.clone().expect("A3 has several moves");
    assert!(choices.iter().all(|m| m.hole().to_string() == "A3"));
    let wanted = moves(&start, &["A3L*"])[0];
    let shown = screen(&session, &learn, 80, 24);
    assert!(shown.contains("which move? ["), "{shown}");
    while learn
        .choosing
        .as_ref()
        .is_some_and(|(m, at)| m[*at] != wanted)
    {
        learn.update(&Input::Right, &session);
    }
    assert_eq!(
        learn.update(&Input::Enter, &session),
        Action::Tutor(Tutor::Answer("A3L*".into()))
    );
    // Played, the cursor stays on the mover's side for his next move.
    let shown = session.handle(Tutor::Answer("A3L*".into()), &Styles::default());
    learn.shown(&session, None);
    assert!(matches!(shown, Shown::Reply { .. }), "{shown:?}");
    assert_eq!(learn.cursor.map(|c| c.side()), Some(Side::South));
    // Up and down go between the rows of the mover's side.
    let before = learn.cursor.unwrap();
    learn.update(&Input::Tick, &session);
    while learn.animation.is_some() {
        learn.update(&Input::Tick, &session);
    }
    learn.update(&Input::Down, &session);
    let now = learn.cursor.unwrap();
    assert_eq!((now.side(), now.number()), (before.side(), before.number()));
    assert_ne!(now.row(), before.row());
}

#[test]
fn the_hole_asked_for_is_chosen_anywhere_on_the_board_by_the_arrow_keys() {
    let mut script = test_lesson();
    let Page::Question { question, .. } = &mut script.pages[2] else {
        panic!()
    };
    let crate::tutor::QuestionKind::FindMove { accepted, .. } = &question.kind else {
        panic!()
    };
    let mv = accepted[0];
    question.kind = crate::tutor::QuestionKind::LastHole { mv };
    let mut session = Session::resume(script, 60, 2, std::collections::BTreeSet::new());
    let mut learn = Learn::new(&session);
    assert_eq!(
        learn.cursor,
        Some(mv.hole()),
        "on the hole the move starts from"
    );
    assert_eq!(mv.hole().to_string(), "A8");
    // Up from South's front row is North's; left along it, as drawn.
    learn.update(&Input::Up, &session);
    assert_eq!(learn.cursor.unwrap().to_string(), "a1");
    learn.update(&Input::Left, &session);
    assert_eq!(learn.cursor.unwrap().to_string(), "a2");
    learn.update(&Input::Down, &session);
    learn.update(&Input::Down, &session);
    learn.update(&Input::Down, &session);
    assert_eq!(learn.cursor.unwrap().to_string(), "B7", "stops at the edge");
    let Action::Tutor(answer) = learn.update(&Input::Enter, &session) else {
        panic!()
    };
    assert_eq!(answer, Tutor::Answer("B7".into()));
    let shown = session.handle(answer, &Styles::default());
    assert!(
        matches!(&shown, Shown::Text(t) if t.contains('✗')),
        "{shown:?}"
    );
    learn.shown(&session, None);
    assert_eq!(learn.animation, None, "a wrong hole sows nothing");
    assert!(learn.cursor.is_some(), "still to find");
}
