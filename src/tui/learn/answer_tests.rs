//! The full screen answering questions: Enter waits for a choice, the board a sowing left
//! stays, keys and typed answers kept apart, the words styled and fitting small screens.

use ratatui::{Terminal, backend::TestBackend, style::Modifier};

use super::{
    tests::{press, screen},
    *,
};
use crate::{
    engine::{Row, Side},
    tutor::{Page, QuestionKind, test_lesson},
};

/// The test lesson at its question (find A8R), or with that question made another kind.
fn at_question(kind: Option<fn(Move) -> QuestionKind>) -> Session {
    let mut script = test_lesson();
    if let Some(kind) = kind {
        let Page::Question { question, .. } = &mut script.pages[2] else {
            panic!()
        };
        let QuestionKind::FindMove { accepted, .. } = &question.kind else {
            panic!()
        };
        question.kind = kind(accepted[0]);
    }
    Session::resume(script, 60, 2, std::collections::BTreeSet::new())
}

/// Lets a sowing shown run to its end.
fn run_out(learn: &mut Learn, session: &Session) {
    while learn.animation.is_some() {
        learn.update(&Input::Tick, session);
    }
}

/// The counts of South's front row drawn, A1 to A8.
fn drawn_front(shown: &str) -> Vec<u8> {
    let line = shown
        .lines()
        .find(|l| l.starts_with("│A "))
        .unwrap_or_else(|| panic!("{shown}"));
    line.chars()
        .skip(3)
        .take(40)
        .collect::<String>()
        .split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

fn front_of(position: &Position) -> Vec<u8> {
    (1..=8)
        .map(|n| position.board().get(Hole::new(Side::South, Row::Front, n)))
        .collect()
}

#[test]
fn enter_on_an_untouched_cursor_answers_nothing_and_says_which_keys_do() {
    let mut session = at_question(Some(|mv| QuestionKind::LastHole { mv }));
    let mut learn = Learn::new(&session);
    assert_eq!(learn.update(&Input::Enter, &session), Action::None);
    let shown = screen(&session, &learn, 80, 24);
    assert!(
        shown.contains("choose the hole with the arrow keys"),
        "{shown}"
    );
    assert!(session.awaits_answer());
    // Moved, Enter gives the hole.
    learn.update(&Input::Up, &session);
    assert!(matches!(
        learn.update(&Input::Enter, &session),
        Action::Tutor(Tutor::Answer(_))
    ));
    // The same where a move is awaited: the first hole is no answer until chosen.
    session = at_question(None);
    learn = Learn::new(&session);
    assert_eq!(learn.update(&Input::Enter, &session), Action::None);
    assert!(
        screen(&session, &learn, 80, 24).contains("choose a hole with the arrow keys"),
        "{}",
        screen(&session, &learn, 80, 24)
    );
    // After a wrong try, Enter again waits for the cursor to move.
    learn.update(&Input::Right, &session);
    press(&mut learn, &mut session, Input::Enter);
    run_out(&mut learn, &session);
    learn.update(&Input::Escape, &session);
    assert_eq!(learn.update(&Input::Enter, &session), Action::None);
}

#[test]
fn the_board_a_sowing_left_stays_until_the_next_key_and_esc_shows_the_start() {
    let mut session = at_question(None);
    let start = *match &session.script().pages[2] {
        Page::Question { position, .. } => position,
        _ => panic!(),
    };
    let mut learn = Learn::new(&session);
    for c in "A8R".chars() {
        learn.update(&Input::Char(c), &session);
    }
    press(&mut learn, &mut session, Input::Enter);
    run_out(&mut learn, &session);
    let mv = "A8R"
        .parse::<crate::engine::notation::MoveText>()
        .unwrap()
        .resolve(&start)
        .unwrap();
    let after = start.play(mv).unwrap().position;
    let shown = screen(&session, &learn, 80, 24);
    assert_eq!(drawn_front(&shown), front_of(&after), "{shown}");
    assert!(
        shown.contains("the board after A8R · Esc the start"),
        "{shown}"
    );
    // Scrolling keeps it; Esc shows the question's start again.
    learn.update(&Input::Down, &session);
    assert_eq!(
        drawn_front(&screen(&session, &learn, 80, 24)),
        front_of(&after)
    );
    assert_eq!(learn.update(&Input::Escape, &session), Action::None);
    assert_eq!(
        drawn_front(&screen(&session, &learn, 80, 24)),
        front_of(&start)
    );
}

#[test]
fn a_solved_puzzle_shows_the_won_position_and_s_plays_the_solution() {
    use crate::tutor::puzzle_tests::{moves, position, puzzle, session_of};
    let start = position();
    let line = moves(&start, &["A3L*", "b8L*", "A4L*"]);
    let won = line
        .iter()
        .fold(start, |at, mv| at.play(*mv).unwrap().position);
    let mut session = session_of(puzzle(2, true));
    let mut learn = Learn::new(&session);
    for mv in ["A3L*", "A4L*"] {
        for c in mv.chars() {
            learn.update(&Input::Char(c), &session);
        }
        press(&mut learn, &mut session, Input::Enter);
        run_out(&mut learn, &session);
    }
    assert!(!session.awaits_answer(), "solved");
    let shown = screen(&session, &learn, 80, 24);
    assert_eq!(drawn_front(&shown), front_of(&won), "{shown}");
    assert!(shown.contains("South wins"), "{shown}");
    // `s` on a fresh puzzle: the solution sown move by move, seed by seed, from the start.
    let mut session = session_of(puzzle(2, true));
    let mut learn = Learn::new(&session);
    press(&mut learn, &mut session, Input::Char('s'));
    let animation = learn.animation.clone().expect("the solution is sown");
    assert_eq!(animation.frames[0].board, *start.board());
    assert!(
        animation
            .frames
            .iter()
            .any(|f| f.text.starts_with("North b8L*"))
    );
    run_out(&mut learn, &session);
    assert_eq!(
        drawn_front(&screen(&session, &learn, 80, 24)),
        front_of(&won)
    );
}

#[test]
fn a_count_is_typed_whole_seven_and_minus_one_included() {
    let mut session = at_question(Some(|mv| QuestionKind::Captured { mv }));
    let mut learn = Learn::new(&session);
    for c in "seven".chars() {
        assert_eq!(learn.update(&Input::Char(c), &session), Action::None);
    }
    assert_eq!(learn.typed, "seven");
    assert!(session.awaits_answer(), "s did not show the answer");
    learn.typed.clear();
    learn.update(&Input::Char('-'), &session);
    learn.update(&Input::Char('1'), &session);
    assert_eq!(learn.typed, "-1");
    let Some(crate::tutor::Shown::Text(said)) = press(&mut learn, &mut session, Input::Enter)
    else {
        panic!()
    };
    assert!(said.contains("not a number of seeds"), "{said}");
    assert!(draw::keys_line(&session, 80).contains("s Enter shows the answer"));
    // `b` is typed too, and the keys say so: it goes back with Enter.
    let keys = draw::keys_line(&session, 80);
    assert!(
        keys.contains("b Enter back") && !keys.contains("· b back"),
        "{keys}"
    );
    learn.update(&Input::Char('b'), &session);
    assert_eq!(learn.typed, "b");
    learn.typed.clear();
    // `s` then Enter still shows it.
    learn.update(&Input::Char('s'), &session);
    press(&mut learn, &mut session, Input::Enter);
    assert!(!session.awaits_answer());
}

/// In English a yes or no starts with no key's letter: `s` and `h` act at once, as ever
/// (Spanish `sí` and Swahili `hapana` are typed instead, the keys then acting with Enter).
#[test]
fn a_yes_or_no_in_english_leaves_the_keys_acting_at_once() {
    let session = at_question(Some(|mv| QuestionKind::Legal {
        text: mv.to_string().parse().unwrap(),
    }));
    assert!(session.answer_starts_with('y') && session.answer_starts_with('N'));
    assert!(!session.answer_starts_with('s') && !session.answer_starts_with('h'));
    let mut learn = Learn::new(&session);
    assert_eq!(
        learn.update(&Input::Char('s'), &session),
        Action::Tutor(crate::tutor::Input::Show)
    );
    assert!(draw::keys_line(&session, 80).contains("· s show answer ·"));
}

#[test]
fn bold_words_are_bold_on_the_screen() {
    let session = Session::new(test_lesson(), 60);
    let learn = Learn::new(&session);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| draw::draw(frame, &session, &learn))
        .unwrap();
    let buffer = terminal.backend().buffer();
    let (x, y) = (0..24)
        .flat_map(|y| (0..80).map(move |x| (x, y)))
        .find(|&(x, y)| {
            (0..6).all(|i| buffer[(x + i, y)].symbol() == &"kichwa"[i as usize..=i as usize])
        })
        .expect("kichwa is on the screen");
    assert!(buffer[(x, y)].modifier.contains(Modifier::BOLD));
    assert!(
        !buffer[(x - 4, y)].modifier.contains(Modifier::BOLD),
        "The is not bold"
    );
}

#[test]
fn at_42_by_20_the_question_and_every_prompt_are_in_sight() {
    let mut script = test_lesson();
    let Page::Question { say, .. } = &mut script.pages[2] else {
        panic!()
    };
    *say = (1..=12)
        .map(|n| format!("Line {n} of the page.\n\n"))
        .collect();
    let session = Session::resume(script, draw::words_width(42), 2, Default::default());
    let mut learn = Learn::new(&session);
    let shown = screen(&session, &learn, 42, 20);
    assert!(shown.contains("Play the move that captures 6."), "{shown}");
    assert!(shown.contains("↑ more"), "{shown}");
    assert!(shown.contains("PgUp PgDn"), "{shown}");
    // A hole with two moves: the chooser's words wrap, none cut.
    learn.choosing = Some((
        session.awaited_move().unwrap().legal_moves()[..2].to_vec(),
        0,
    ));
    let shown = screen(&session, &learn, 42, 20);
    assert!(shown.contains("Enter plays, Esc)"), "{shown}");
    assert!(shown.lines().all(|l| l.chars().count() <= 42), "{shown}");
    // Too small a window says so.
    let shown = screen(&session, &learn, 38, 14);
    assert!(
        shown.contains("38×14") && shown.contains("40×16"),
        "{shown}"
    );
}

#[test]
fn help_speed_and_a_typed_hole_with_several_moves() {
    use crate::tutor::puzzle_tests::{puzzle, session_of};
    let session = session_of(puzzle(2, true));
    let mut learn = Learn::new(&session);
    assert_eq!(learn.update(&Input::Char('?'), &session), Action::None);
    let help = learn.reply.clone().unwrap();
    for key in ["Enter", "h ", "s ", "r ", "q ", "PgUp", "Esc", "+ -"] {
        assert!(help.contains(key), "{key}: {help}");
    }
    learn.update(&Input::Char('+'), &session);
    assert!(
        screen(&session, &learn, 80, 24).contains("sowing speed: 100 ms a seed"),
        "{}",
        screen(&session, &learn, 80, 24)
    );
    // A3 sows either way: typed, it opens the chooser as Enter on A3 does.
    learn.update(&Input::Char('A'), &session);
    learn.update(&Input::Char('3'), &session);
    assert_eq!(learn.update(&Input::Enter, &session), Action::None);
    let (moves, _) = learn.choosing.clone().expect("the moves of A3 are offered");
    assert!(moves.len() > 1 && moves.iter().all(|m| m.hole().to_string() == "A3"));
    assert!(learn.typed.is_empty());
}

#[test]
fn a_puzzle_going_on_after_the_defence_shows_its_own_board_without_esc() {
    use crate::tutor::puzzle_tests::{puzzle, session_of};
    let mut session = session_of(puzzle(2, true));
    let mut learn = Learn::new(&session);
    for c in "A3L*".chars() {
        learn.update(&Input::Char(c), &session);
    }
    press(&mut learn, &mut session, Input::Enter);
    run_out(&mut learn, &session);
    assert!(session.awaits_answer(), "the second move is awaited");
    assert_eq!(learn.after, None);
    assert!(!screen(&session, &learn, 80, 24).contains("Esc the start"));
}

#[test]
fn enter_reads_the_words_below_the_box_before_it_turns_the_page() {
    let mut script = test_lesson();
    let Page::Text { markdown } = &mut script.pages[0] else {
        panic!()
    };
    *markdown = (1..=40)
        .map(|n| format!("Line {n} of the rule."))
        .collect::<Vec<_>>()
        .join("\n\n");
    let mut session = Session::new(script, 60);
    let mut learn = Learn::new(&session);
    let shown = screen(&session, &learn, 80, 24);
    assert!(
        shown.contains("↓ more") && !shown.contains("Line 40 of"),
        "{shown}"
    );
    // Enter scrolls on, the page unchanged, until the last line is in sight.
    let mut presses = 0;
    let mut seen = shown;
    while !screen(&session, &learn, 80, 24).contains("Line 40 of") {
        assert_eq!(press(&mut learn, &mut session, Input::Enter), None);
        assert_eq!(session.page(), 0);
        seen.push_str(&screen(&session, &learn, 80, 24));
        presses += 1;
        assert!(presses < 20, "Enter never reached the end");
    }
    assert!(presses >= 2, "{presses}");
    // Every line was in sight on the way: a scroll skips none.
    for n in 1..=40 {
        assert!(
            seen.contains(&format!("Line {n} of")),
            "line {n} was never shown"
        );
    }
    // Then Enter turns the page.
    assert!(press(&mut learn, &mut session, Input::Enter).is_some());
    assert_eq!(session.page(), 1);
}
