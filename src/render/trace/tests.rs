//! The trace in words and its boards: true marks, explained once.

use super::*;
use crate::engine::{Rules, Setup, notation::MoveText};

fn played(position: &str, mv: &str) -> (Position, Played) {
    let position = position
        .parse::<Setup>()
        .unwrap()
        .into_position(Rules::KISWAHILI)
        .unwrap();
    let mv = mv.parse::<MoveText>().unwrap().resolve(&position).unwrap();
    let played = position.play(mv).unwrap();
    (position, played)
}

/// At the capture step only the emptied hole is marked: the entry kichwa A1, untouched yet,
/// is not (issue 9 point 12, `0*`).
#[test]
fn a_capture_marks_only_the_hole_it_empties() {
    let (before, played) = played(
        "2,0,0,0,0,0,0,2/0,0,0,0,0,3,0,0/0,1,1,2,0,1,0,0/0,0,0,0,0,0,0,0 S",
        "A4R",
    );
    let capture = played
        .trace
        .steps
        .iter()
        .position(|s| matches!(s.event, Event::Capture { .. }))
        .unwrap();
    let marks = &step_marks(&before, &played.trace)[capture];
    assert_eq!(marks.highlight, ["a3".parse::<Hole>().unwrap()]);
    let drawn = frame(&before, &played, capture + 1, &Styles::default());
    assert!(
        drawn.contains("a   0    0    0    0    0    0*   0    0"),
        "{drawn}"
    );
    assert!(drawn.contains("A   0    1    1    0"), "{drawn}");
}

/// The tutor's frames: the nyumba keeps its brackets until the step it is lost, and each
/// mark is explained in the first frame that shows it, not again.
#[test]
fn frames_explain_each_mark_once() {
    let (before, played) = played(
        "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,4/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 S stock=10,10 nyumba=SN",
        "A8R>",
    );
    let styles = Styles::default();
    let frames: Vec<String> = (0..=played.trace.steps.len() + 1)
        .map(|n| frame(&before, &played, n, &styles))
        .collect();
    assert!(frames[0].contains("marks: [6] a nyumba its owner still has"));
    assert!(!frames[0].contains('*'));
    // Step 1 puts the stock seed into A8: the first highlighted hole.
    assert!(
        frames[1].ends_with("marks: 2* a hole this step touched\n"),
        "{}",
        frames[1]
    );
    let lost = played
        .trace
        .steps
        .iter()
        .position(|s| matches!(s.event, Event::NyumbaLost { .. }))
        .unwrap();
    // Frame `lost - 1` is the lap that ends in the nyumba, frame `lost` the safari lifting
    // its seeds: from then on A5 is an ordinary hole.
    assert!(frames[lost - 1].contains("  [7]*"), "{}", frames[lost - 1]);
    for later in &frames[lost..] {
        assert!(!later.contains("[0]") && !later.contains("[1]"), "{later}");
    }
    assert!(
        frames[lost].contains("A   0    0    0    0    0*"),
        "{}",
        frames[lost]
    );
    for later in &frames[2..] {
        assert!(!later.contains("marks:"), "{later}");
    }
}

/// Issue 9 point 18: one line per move, in the order things happen, the stop instead of the
/// last seed when the move stops.
#[test]
fn a_summary_says_what_the_move_did() {
    let kichwa =
        "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,4/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 S stock=10,10 nyumba=SN";
    assert_eq!(
        summary(&played(kichwa, "A8R>").1),
        "captures 4 from a1, enters at A8, the nyumba is sown on, South's nyumba is gone for good, last seed in B3"
    );
    assert_eq!(
        summary(&played(kichwa, "A8R").1),
        "captures 4 from a1, enters at A8, stops in the nyumba A5"
    );
}
