use super::super::{Outcome, Session, Shown};
use crate::{
    engine::{Move, Position, Rules, Setup, notation::MoveText},
    lesson::model::Puzzle,
    search::puzzle::main_line,
    style::Styles,
    tutor::{Input, Page, Script},
};

/// South to move wins in 2, and only by A3L*: North's longest defence is b8L*, and then every
/// move of South's leaves North without a move (`bao analyse --prove 2`).
const WIN_IN_2: &str =
    "3,0,0,0,0,0,0,0/1,0,1,0,0,0,0,0/0,0,2,2,0,2,0,0/0,0,0,2,0,0,0,0 S stock=0,0 nyumba=-";

/// A win in 2 for South, only by A3L*.
pub(crate) fn position() -> Position {
    WIN_IN_2
        .parse::<Setup>()
        .unwrap()
        .into_position(Rules::KISWAHILI)
        .unwrap()
}

/// Reads moves played one after another from `position`.
pub(crate) fn moves(position: &Position, line: &[&str]) -> Vec<Move> {
    let mut at = *position;
    line.iter()
        .map(|text| {
            let mv = text.parse::<MoveText>().unwrap().resolve(&at).unwrap();
            at = at.play(mv).unwrap().position;
            mv
        })
        .collect()
}

/// The puzzle of [`position`] in `turns`, its solution written or not.
pub(crate) fn puzzle(turns: u32, written: bool) -> Puzzle {
    Puzzle {
        turns,
        solution: written.then(|| moves(&position(), &["A3L*", "b8L*", "A4L*"])),
        cooks: Vec::new(),
        idea: Some("Empty the **back** of North's row.".into()),
    }
}

/// A lesson of one page, a puzzle of [`position`].
pub(crate) fn session_of(puzzle: Puzzle) -> Session {
    let script = Script {
        id: "puzzle".into(),
        title: "A puzzle".into(),
        pages: vec![Page::Puzzle {
            say: "South to move and win in 2.".into(),
            position: position(),
            puzzle,
        }],
    };
    Session::new(script, 60)
}

fn say(session: &mut Session, input: Input) -> String {
    match session.handle(input, &Styles::default()) {
        Shown::Page(text) | Shown::Text(text) => text,
        Shown::Reply { text, page } => format!("{text}\n{page}"),
        other => panic!("{other:?}"),
    }
}

fn play(session: &mut Session, mv: &str) -> String {
    say(session, Input::Answer(mv.into()))
}

#[test]
fn the_winning_line_against_the_longest_defence_solves_it() {
    let mut session = session_of(puzzle(2, true));
    let styles = Styles::default();
    let view = session.view(&styles);
    assert!(view.contains("South to move wins within 2 turns"), "{view}");
    assert!(session.awaits_answer());
    assert_eq!(
        say(&mut session, Input::Next),
        "Play your move first, or s to see the solution.\n"
    );
    let text = play(&mut session, "A3 L");
    assert!(text.contains("South plays A3L*:"), "{text}");
    assert!(
        text.contains("lifts the 2 seeds of A3"),
        "the learner's trace: {text}"
    );
    assert!(text.contains("North answers b8L*:"), "the defence: {text}");
    assert!(
        text.contains("lifts the 3 seeds of b8"),
        "the defence's trace: {text}"
    );
    assert!(
        text.contains("After A3L* b8L*: South's 2nd move of 2."),
        "{text}"
    );
    assert!(!text.contains("✓") && !text.contains("✗"), "{text}");
    assert!(session.awaits_answer());
    let text = play(&mut session, "A4L*");
    assert!(text.contains("✓"), "{text}");
    assert!(text.contains("North has no legal move"), "{text}");
    assert!(
        text.contains("Solved: A4L* wins the game on your 2nd move of 2."),
        "{text}"
    );
    assert!(
        text.contains("Empty the back of North's row."),
        "the idea: {text}"
    );
    assert!(!session.awaits_answer());
    assert_eq!(session.outcome(), Outcome::Done);
    // Settled, the page shows the puzzle as set, asking for nothing.
    let view = session.view(&styles);
    assert!(
        view.contains("South to move wins within 2 turns."),
        "{view}"
    );
    assert!(
        !view.contains("play the first move") && !view.contains("After A3L*"),
        "{view}"
    );
    assert_eq!(session.handle(Input::Next, &styles), Shown::Finished);
}

#[test]
fn a_move_that_throws_the_win_away_is_met_by_an_escape() {
    let mut session = session_of(puzzle(2, true));
    let text = play(&mut session, "A6R*");
    assert!(text.contains("South plays A6R*:"), "{text}");
    assert!(text.contains("✗"), "{text}");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let escape = flat
        .split("Not solved: after A6R* North's ")
        .nth(1)
        .unwrap_or_else(|| panic!("{flat}"));
    assert!(
        escape.contains(" escapes: no win within 1 turn is left."),
        "{flat}"
    );
    assert!(flat.contains("(2 tries left)"), "{flat}");
    assert!(
        !flat.contains("b8L*"),
        "a failure gives no answer away: {flat}"
    );
    // The puzzle starts again from its position.
    assert!(flat.contains("play the first move"), "{flat}");
    assert!(session.awaits_answer());
    assert_eq!(session.outcome(), Outcome::Done);
}

#[test]
fn three_failures_show_the_solution_played_out_and_the_idea() {
    let mut session = session_of(puzzle(2, true));
    play(&mut session, "A6R*");
    play(&mut session, "A4R*");
    let text = play(&mut session, "A6L*");
    assert!(text.contains("That makes 3 tries"), "{text}");
    assert!(text.contains("The solution: A3L* b8L* A4L*."), "{text}");
    assert!(text.contains("1. South plays A3L*:"), "{text}");
    assert!(text.contains("2. North plays b8L*:"), "{text}");
    assert!(text.contains("3. South plays A4L*:"), "{text}");
    assert!(text.contains("North has no legal move"), "{text}");
    assert!(text.contains("The idea:"), "{text}");
    assert!(!session.awaits_answer());
    assert_eq!(session.outcome(), Outcome::Seen);
    // The solution is played on the board from the start.
    let start = position();
    let (from, line) = session.just_played().expect("the solution is sown");
    assert_eq!(*from, start);
    assert_eq!(line, moves(&start, &["A3L*", "b8L*", "A4L*"]).as_slice());
    // Tried again and solved by copying the solution: still seen.
    say(&mut session, Input::Retry);
    play(&mut session, "A3L*");
    let text = play(&mut session, "A6R*");
    assert!(
        text.contains("Solved") && text.contains("stays seen"),
        "{text}"
    );
    assert_eq!(session.outcome(), Outcome::Seen);
}

#[test]
fn s_plays_the_solution_on_the_board_move_by_move() {
    let start = position();
    let mut session = session_of(puzzle(2, true));
    let text = say(&mut session, Input::Show);
    assert!(text.contains("The solution: A3L* b8L* A4L*."), "{text}");
    let (from, line) = session.just_played().expect("the solution is sown");
    assert_eq!(*from, start);
    assert_eq!(line, moves(&start, &["A3L*", "b8L*", "A4L*"]).as_slice());
}

#[test]
fn without_a_written_solution_the_engine_plays_its_main_line() {
    let mut session = session_of(puzzle(2, false));
    let text = say(&mut session, Input::Show);
    let line = main_line(&position(), 2, &|| false).unwrap();
    let line: Vec<String> = line.iter().map(ToString::to_string).collect();
    assert_eq!(line[..2], ["A3L*", "b8L*"]);
    assert!(
        text.contains(&format!("The solution: {}.", line.join(" "))),
        "{text}"
    );
    assert!(text.contains("The idea:"), "{text}");
    assert_eq!(session.outcome(), Outcome::Seen);
    assert!(!session.awaits_answer());
    assert!(session.keys().contains("r try again"));
}

#[test]
fn the_last_turn_without_a_win_fails_the_puzzle() {
    // Told it is a win in 1 (which `bao check` would refuse), the session judges it so: A6R* is
    // South's one move and the game goes on.
    let mut session = session_of(puzzle(1, true));
    let text = play(&mut session, "A6R*");
    assert!(
        !text.contains("North answers"),
        "no defence is played: {text}"
    );
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains(
            "Not solved: A6R* was South's 1st move and the game goes on: the win had to come within 1 turn."
        ),
        "{flat}"
    );
}

#[test]
fn hints_name_the_hole_then_the_move_and_follow_the_play() {
    for written in [true, false] {
        let mut session = session_of(puzzle(2, written));
        let text = say(&mut session, Input::Hint);
        assert!(text.contains("starts from A3"), "{text}");
        assert!(!text.contains("A3L"), "{text}");
        assert!(say(&mut session, Input::Hint).contains("play A3L*"));
        play(&mut session, "A3L*");
        let text = say(&mut session, Input::Hint);
        assert!(
            text.contains("starts from A"),
            "a hint for the 2nd move: {text}"
        );
        // Hints are no answer shown.
        assert_eq!(session.outcome(), Outcome::Done);
    }
}

#[test]
fn a_misspelt_or_illegal_move_is_no_try() {
    let mut session = session_of(puzzle(2, true));
    let text = play(&mut session, "a3L");
    assert!(
        text.contains("capitals are South's holes: did you mean A3L*?"),
        "{text}"
    );
    let text = play(&mut session, "A5L");
    assert!(text.contains("A5L is not legal here"), "{text}");
    let text = play(&mut session, "no idea");
    assert!(!text.contains("✗"), "{text}");
    // Three failures are still needed before the solution is shown.
    play(&mut session, "A6R*");
    let text = play(&mut session, "A6R*");
    assert!(text.contains("(1 try left)"), "{text}");
}

#[test]
fn a_stopped_defence_leaves_the_puzzle_as_it_was() {
    let mut session = session_of(puzzle(2, true)).with_stop(|| true);
    let text = play(&mut session, "A3L*");
    assert!(
        text.contains("Stopped before the defence was worked out"),
        "{text}"
    );
    assert!(session.awaits_answer());
    let view = session.view(&Styles::default());
    assert!(view.contains("play the first move"), "{view}");
    // The written solution needs no proof; a stopped hint says so.
    assert!(say(&mut session, Input::Show).contains("The solution: A3L* b8L* A4L*."));
    let mut session = session_of(puzzle(2, false)).with_stop(|| true);
    assert!(say(&mut session, Input::Hint).contains("Stopped before the hint"));
    assert!(say(&mut session, Input::Show).contains("Stopped before the solution"));
    // A solution not worked out is not shown: the puzzle is still to be played.
    assert!(session.awaits_answer());
    assert_eq!(session.outcome(), Outcome::Done);
}

#[test]
fn the_verdicts_marks_are_coloured_not_escaped() {
    let styles = Styles::colorized();
    let mut session = session_of(puzzle(2, true));
    let Shown::Reply { text, .. } = session.handle(Input::Answer("A6R*".into()), &styles) else {
        panic!()
    };
    let line = text
        .lines()
        .find(|l| l.contains("Not solved"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(line.starts_with('\u{1b}') && line.contains('✗'), "{line:?}");
    assert!(
        !line.contains('\u{fffd}') && !line.contains("\\u{1b}"),
        "{line:?}"
    );
    session.handle(Input::Answer("A3L*".into()), &styles);
    let Shown::Text(text) = session.handle(Input::Answer("A4L*".into()), &styles) else {
        panic!()
    };
    let line = text.lines().find(|l| l.contains("Solved")).unwrap();
    assert!(line.starts_with('\u{1b}') && line.contains('✓'), "{line:?}");
}

#[test]
fn what_an_answer_played_is_kept_for_the_board_to_show() {
    let start = position();
    let mut session = session_of(puzzle(2, true));
    assert_eq!(session.just_played(), None);
    play(&mut session, "A3L*");
    let (before, played) = session.just_played().expect("a move and its defence");
    assert_eq!(*before, start);
    assert_eq!(played, moves(&start, &["A3L*", "b8L*"]).as_slice());
    say(&mut session, Input::Hint);
    assert_eq!(session.just_played(), None, "a hint plays nothing");
    // A failure keeps what was played, though the puzzle starts again.
    let mut session = session_of(puzzle(2, true));
    let failed = play(&mut session, "A6R*");
    assert!(failed.contains("Not solved"), "{failed}");
    let (before, played) = session.just_played().unwrap();
    assert_eq!(*before, start);
    assert_eq!(played.len(), 2, "{played:?}");
    assert_eq!(played[0].to_string(), "A6R*");
    assert_eq!(session.stage().unwrap().board, *start.board());
    // An illegal move plays nothing.
    say(&mut session, Input::Answer("A1L".into()));
    assert_eq!(session.just_played(), None);
}
