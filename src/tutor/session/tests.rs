use super::*;
use crate::{
    engine::{Rules, Setup, notation::MoveText},
    tutor::{Question, QuestionKind},
};

/// Seed 000, diagrama 9, South with a stock seed.
fn diagram_9() -> crate::engine::Position {
    let mut setup: Setup =
        "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1"
            .parse()
            .unwrap();
    setup.nyumba = None;
    setup.into_position(Rules::KISWAHILI).unwrap()
}

/// A lesson of three pages: a text, the capture A1L played out, and a question (find A8R).
pub(crate) fn lesson() -> Script {
    let position = diagram_9();
    let mv = "A1L"
        .parse::<MoveText>()
        .unwrap()
        .resolve(&position)
        .unwrap();
    let a8r = "A8R"
        .parse::<MoveText>()
        .unwrap()
        .resolve(&position)
        .unwrap();
    Script {
        id: "test".into(),
        title: "Kichwa".into(),
        pages: vec![
            Page::Text {
                markdown: "The **kichwa** decides.".into(),
            },
            Page::Move {
                say: "Capture at A1.".into(),
                before: position,
                mv,
                played: position.play(mv).unwrap(),
            },
            Page::Question {
                say: "Your turn.".into(),
                position,
                question: Question {
                    kind: QuestionKind::FindMove {
                        accepted: vec![a8r],
                        goal: "captures 6".into(),
                    },
                    prompt: None,
                    hint: Some("The biggest hole.".into()),
                },
            },
        ],
    }
}

#[test]
fn walks_a_move_step_by_step_and_back() {
    let styles = Styles::default();
    let mut session = Session::new(lesson(), 60);
    assert!(session.view(&styles).contains("The kichwa decides."));
    let Shown::Page(text) = session.handle(Input::Next, &styles) else {
        panic!()
    };
    assert!(text.contains("The move: A1L"));
    let Shown::Page(text) = session.handle(Input::Next, &styles) else {
        panic!()
    };
    assert!(text.contains("step 1 of"), "{text}");
    assert!(
        text.contains("puts a seed from the stock into A1"),
        "{text}"
    );
    let Shown::Page(text) = session.handle(Input::End, &styles) else {
        panic!()
    };
    assert!(text.starts_with("Kichwa · 2/3\n\nAfter A1L:"), "{text}");
    let Shown::Page(text) = session.handle(Input::Back, &styles) else {
        panic!()
    };
    assert!(
        text.contains("the last seed falls into the empty A4"),
        "{text}"
    );
}

/// Goes to the question page of [`lesson`].
fn at_the_question(styles: &Styles) -> Session {
    let mut session = Session::new(lesson(), 60);
    session.handle(Input::End, styles);
    session.handle(Input::Next, styles);
    session.handle(Input::End, styles);
    session.handle(Input::Next, styles);
    assert!(session.awaits_answer());
    session
}

fn shown_text(shown: Shown) -> String {
    match shown {
        Shown::Page(text) | Shown::Text(text) => text,
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_question_is_judged_by_the_engine() {
    let styles = Styles::default();
    let mut session = at_the_question(&styles);
    let text = shown_text(session.handle(Input::Next, &styles));
    assert!(text.starts_with("Answer first"), "{text}");
    let text = text_of(&mut session, "A1L", &styles);
    assert!(
        text.contains("✗") && text.contains("captures 4 from a8"),
        "{text}"
    );
    assert!(
        !text.contains("A8R"),
        "a wrong answer does not give the answer: {text}"
    );
    assert!(text.contains("2 tries left"), "{text}");
    let text = text_of(&mut session, "A5L", &styles);
    assert!(text.contains("a capture is possible"), "{text}");
    assert!(text.contains("1 try left"), "{text}");
    let text = shown_text(session.handle(Input::Hint, &styles));
    assert!(text.contains("The biggest hole."), "{text}");
    assert!(text.contains("4 moves capture here"), "{text}");
    let text = text_of(&mut session, "A8<", &styles);
    assert!(
        text.contains("✓") && text.contains("Right: A8R captures 6"),
        "{text}"
    );
    assert_eq!(session.outcome(), Outcome::Done);
    assert_eq!(session.handle(Input::Next, &styles), Shown::Finished);
}

fn text_of(session: &mut Session, answer: &str, styles: &Styles) -> String {
    shown_text(session.handle(Input::Answer(answer.into()), styles))
}

#[test]
fn three_wrong_answers_show_the_answer_explained() {
    let styles = Styles::default();
    let mut session = at_the_question(&styles);
    text_of(&mut session, "A1L", &styles);
    assert_eq!(
        shown_text(session.handle(Input::Retry, &styles))
            .lines()
            .next(),
        Some("Kichwa · 3/3"),
        "r does not buy more tries"
    );
    text_of(&mut session, "A2L", &styles);
    let text = text_of(&mut session, "A7R", &styles);
    assert!(text.contains("That makes 3 tries"), "{text}");
    assert!(text.contains("The answer: A8R. A8R captures 6:"), "{text}");
    assert!(
        text.contains("captures 6 from a1"),
        "the trace in words: {text}"
    );
    assert!(!session.awaits_answer());
    assert_eq!(session.outcome(), Outcome::Seen);
    // Asked again and the shown answer typed: copied, so still seen.
    session.handle(Input::Retry, &styles);
    let text = text_of(&mut session, "A8R", &styles);
    assert!(text.contains("stays seen"), "{text}");
    assert_eq!(session.outcome(), Outcome::Seen);
    // Found in another sitting, the lesson counts as done after all.
    let mut later = Session::resume(lesson(), 60, 2, session.shown().clone());
    assert_eq!(later.outcome(), Outcome::Seen);
    text_of(&mut later, "A8R", &styles);
    assert_eq!(later.outcome(), Outcome::Done);
}

#[test]
fn back_from_the_first_page_goes_to_the_previous_lesson() {
    let styles = Styles::default();
    let mut session = Session::new(lesson(), 60);
    assert_eq!(session.handle(Input::Back, &styles), Shown::Previous);
    let resumed = Session::resume(lesson(), 60, 2, std::collections::BTreeSet::new());
    assert!(resumed.view(&styles).starts_with("Kichwa · 3/3"));
}

#[test]
fn the_stage_is_the_board_of_each_step_with_the_stock_as_it_stands() {
    let mut session = Session::new(lesson(), 60);
    assert_eq!(session.stage(), None, "a page of text has no board");
    session.handle(Input::Next, &Styles::default());
    let Page::Move { before, played, .. } = &session.script().pages[1] else {
        panic!()
    };
    let (before, played) = (*before, played.clone());
    let at_start = session.stage().unwrap();
    assert_eq!(at_start.board, *before.board());
    assert_eq!(
        at_start.notes,
        ["North  stock 1", "South  stock 1  to move"]
    );
    assert_eq!(at_start.step, None);
    let steps = &played.trace.steps;
    for (k, step) in steps.iter().enumerate() {
        let stage = session.stage_at(k + 1).unwrap();
        assert_eq!(stage.board, step.board, "step {}", k + 1);
        assert_eq!(stage.step, Some(step.event));
        assert_eq!(stage.highlight, crate::render::trace::touched(&step.event));
    }
    // A1L begins with South's stock seed: from that step on his stock is 0.
    assert!(matches!(steps[0].event, crate::engine::Event::Stock { .. }));
    assert_eq!(
        session.stage_at(1).unwrap().notes,
        ["North  stock 1", "South  stock 0  to move"]
    );
    let after = session.stage_at(steps.len() + 1).unwrap();
    assert_eq!(after.board, *played.position.board());
    assert_eq!(after.notes[0], "North  stock 1  to move");
}

#[test]
fn the_words_are_the_view_without_its_board() {
    let styles = Styles::default();
    let session = at_the_question(&styles);
    let words = session.words(&styles);
    assert!(words.starts_with("Your turn."), "{words}");
    assert!(words.ends_with("Play the move that captures 6."), "{words}");
    assert!(!words.contains("stock"), "no board: {words}");
    let view = session.view(&styles);
    assert!(view.contains("South  stock 1  to move"), "{view}");
}

#[test]
fn a_question_s_move_is_kept_to_be_sown_only_once_nothing_is_given_away() {
    let styles = Styles::default();
    let moved = |session: &Session| {
        session
            .just_played()
            .map(|(_, moves)| moves.iter().map(ToString::to_string).collect::<Vec<_>>())
    };
    // A move asked for: the learner's own, right or wrong, is his to see.
    let mut session = at_the_question(&styles);
    text_of(&mut session, "A7R", &styles);
    assert_eq!(moved(&session), Some(vec!["A7R".to_owned()]));
    session.handle(Input::Hint, &styles);
    assert_eq!(moved(&session), None, "a hint plays nothing");
    text_of(&mut session, "A8R", &styles);
    assert_eq!(moved(&session), Some(vec!["A8R".to_owned()]));
    // Where the last seed falls: not sown while the learner is still to find it.
    let mut script = lesson();
    let Page::Question { question, .. } = &mut script.pages[2] else {
        panic!()
    };
    let a8r = match &question.kind {
        QuestionKind::FindMove { accepted, .. } => accepted[0],
        _ => unreachable!(),
    };
    question.kind = QuestionKind::LastHole { mv: a8r };
    let last = script.clone();
    let mut session = Session::resume(script, 60, 2, std::collections::BTreeSet::new());
    text_of(&mut session, "A1", &styles);
    assert_eq!(moved(&session), None, "a wrong hole gives nothing away");
    session.handle(Input::Show, &styles);
    assert_eq!(moved(&session), Some(vec!["A8R".to_owned()]));
    // A question still to come: nothing is sown that could answer it.
    let mut script = last;
    script.pages.push(script.pages[2].clone());
    let mut session = Session::resume(script, 60, 2, std::collections::BTreeSet::new());
    session.handle(Input::Show, &styles);
    assert_eq!(moved(&session), None);
    let mut session = at_the_question(&styles);
    session.script.pages.push(session.script.pages[2].clone());
    text_of(&mut session, "A8R", &styles);
    assert_eq!(moved(&session), None);
    // A question to come in another position cannot be answered by watching: the move is sown.
    let mut session = at_the_question(&styles);
    let mut other = session.script.pages[2].clone();
    let Page::Question { position, .. } = &mut other else {
        panic!()
    };
    let reached = position.play(a8r).unwrap().position;
    let reply = reached.legal_moves()[0];
    *position = reached.play(reply).unwrap().position;
    session.script.pages.push(other.clone());
    text_of(&mut session, "A8R", &styles);
    assert_eq!(moved(&session), Some(vec!["A8R".to_owned()]));
    // But one asked in the position the move reaches could be: it is not sown.
    let mut session = at_the_question(&styles);
    let Page::Question { position, .. } = &mut other else {
        panic!()
    };
    *position = reached;
    session.script.pages.push(other);
    text_of(&mut session, "A8R", &styles);
    assert_eq!(moved(&session), None);
}

#[test]
fn a_move_s_words_stay_to_its_last_step() {
    let styles = Styles::default();
    let mut session = Session::new(lesson(), 60);
    session.handle(Input::Next, &styles);
    session.handle(Input::Next, &styles);
    assert!(session.words(&styles).contains("Capture at A1."));
    session.handle(Input::End, &styles);
    let words = session.words(&styles);
    assert!(
        words.starts_with("After A1L:") && words.contains("Capture at A1."),
        "{words}"
    );
}

#[test]
fn words_that_say_what_a_move_did_come_after_its_sowing() {
    let styles = Styles::default();
    let mut script = lesson();
    let Page::Move { before, mv, .. } = script.pages[1].clone() else {
        panic!()
    };
    // The move page follows a question about the same move: its words are the answer.
    script.pages[0] = Page::Question {
        say: "Watch.".into(),
        position: before,
        question: Question {
            kind: QuestionKind::LastHole { mv },
            prompt: None,
            hint: None,
        },
    };
    let Page::Move { say, .. } = &mut script.pages[1] else {
        panic!()
    };
    *say = "The last seed fell into the kichwa.".into();
    let mut session = Session::resume(script, 60, 1, std::collections::BTreeSet::new());
    let words = session.words(&styles);
    assert!(words.contains("The move: A1L"), "{words}");
    assert!(
        !words.contains("fell into"),
        "not before the sowing: {words}"
    );
    session.handle(Input::Next, &styles);
    assert!(!session.words(&styles).contains("fell into"));
    session.handle(Input::End, &styles);
    let words = session.words(&styles);
    assert!(
        words.contains("The last seed fell into the kichwa."),
        "{words}"
    );
}
