//! A move's trace said in words ("captures 4 from a3, entering at the left kichwa A1"), summed up in
//! one line, and walked step by step with the board after each sowing, its marks true at that step.

use owo_colors::OwoColorize;

use super::{
    board::{self, Legend},
    layout::{self, Marks, side_name, side_name_in},
};
use crate::{
    engine::{
        Direction, EndReason, Event, Hole, LiftReason, Outcome, Played, Position, Side, Trace,
    },
    i18n::{Arg, Catalogue, Language},
    style::Styles,
};

/// Says one event in words, in the mover's terms, in the language chosen at start-up.
#[must_use]
pub fn event(event: &Event, styles: &Styles) -> String {
    event_in(crate::i18n::current(), event, styles)
}

/// Says one event in words in `language` (machine outputs and files take English).
#[must_use]
pub fn event_in(language: Language, event: &Event, styles: &Styles) -> String {
    let say = |id: &str, args: &[(&str, Arg)]| Catalogue::builtin().text(language, id, args);
    let side = |side: Side| side_name_in(language, side);
    match *event {
        Event::Stock { hole } => say("common-event-stock", &[("hole", hole.to_string().into())]),
        Event::Lift {
            hole,
            seeds,
            reason,
        } => {
            let args = [
                ("seeds", Arg::from(seeds)),
                ("hole", hole.to_string().into()),
            ];
            match reason {
                LiftReason::Start => say("common-event-lift", &args),
                LiftReason::Relay => say("common-event-relay", &args),
                LiftReason::Safari => say("common-event-safari", &args[..1]),
                LiftReason::Tax => say("common-event-tax", &args),
            }
        }
        Event::Capture {
            hole,
            seeds,
            entry,
            direction,
        } => {
            let id = match direction {
                Direction::Clockwise => "common-event-capture-left",
                Direction::Anticlockwise => "common-event-capture-right",
            };
            say(
                id,
                &[
                    ("seeds", seeds.into()),
                    ("hole", hole.to_string().into()),
                    ("entry", entry.to_string().into()),
                ],
            )
            .style(styles.capture)
            .to_string()
        }
        Event::Sow {
            first,
            last,
            seeds,
            direction,
        } => {
            let id = if first == last {
                "common-event-sow-into"
            } else {
                match direction {
                    Direction::Clockwise => "common-event-sow-clockwise",
                    Direction::Anticlockwise => "common-event-sow-anticlockwise",
                }
            };
            say(
                id,
                &[
                    ("seeds", seeds.into()),
                    ("first", first.to_string().into()),
                    ("last", last.to_string().into()),
                ],
            )
        }
        Event::NyumbaLost { side: who } => say(
            "common-event-nyumba-lost",
            &[
                ("side", side(who).into()),
                ("hole", Hole::nyumba(who).to_string().into()),
            ],
        ),
        Event::EmptyHole { hole } => say(
            "common-event-empty-hole",
            &[("hole", hole.to_string().into())],
        ),
        Event::NyumbaStop { hole } => say(
            "common-event-nyumba-stop",
            &[("hole", hole.to_string().into())],
        ),
        Event::BlockedStop { hole } => say(
            "common-event-blocked-stop",
            &[("hole", hole.to_string().into())],
        ),
        Event::Block { hole } => say(
            "common-event-block",
            &[
                ("hole", hole.to_string().into()),
                ("side", side(hole.side()).into()),
            ],
        ),
        Event::Laps { laps } => say("common-event-laps", &[("laps", laps.into())]),
        Event::NeverEnding { entered, period } => say(
            "common-event-never-ending",
            &[("entered", entered.into()), ("period", period.into())],
        ),
        Event::GameOver(outcome) => game_over_in(language, &outcome),
    }
}

/// Says how a game ended, in the language chosen at start-up.
#[must_use]
pub fn game_over(outcome: &Outcome) -> String {
    game_over_in(crate::i18n::current(), outcome)
}

/// Says how a game ended in `language` (machine outputs and files take English).
#[must_use]
pub fn game_over_in(language: Language, outcome: &Outcome) -> String {
    let id = match (outcome.winner, outcome.reason) {
        (Some(_), EndReason::FrontRowEmpty) => "common-over-front-row",
        (Some(_), EndReason::NoLegalMove) => "common-over-no-move",
        (Some(_), EndReason::NeverEnding) => "common-over-never-ending",
        (None, _) => "common-over-drawn",
    };
    let args: Vec<(&str, Arg)> = outcome
        .winner
        .map(|winner| {
            vec![
                ("winner", side_name_in(language, winner).into()),
                ("loser", side_name_in(language, winner.opponent()).into()),
            ]
        })
        .unwrap_or_default();
    Catalogue::builtin().text(language, id, &args)
}

/// Says a whole trace, one numbered line per event.
#[must_use]
pub fn lines(trace: &Trace, styles: &Styles) -> Vec<String> {
    trace.events().map(|e| event(e, styles)).collect()
}

/// Gets the holes an event touches, for highlighting.
#[must_use]
pub fn touched(event: &Event) -> Vec<Hole> {
    match *event {
        Event::Stock { hole }
        | Event::Lift { hole, .. }
        | Event::EmptyHole { hole }
        | Event::NyumbaStop { hole }
        | Event::BlockedStop { hole }
        | Event::Block { hole } => vec![hole],
        // The entry kichwa is touched by the sowing that follows, not by the capture.
        Event::Capture { hole, .. } => vec![hole],
        Event::Sow {
            first,
            last,
            seeds,
            direction,
        } => {
            let mut holes = vec![first];
            let mut hole = first;
            for _ in 1..seeds.min(16) {
                hole = hole.step(direction);
                holes.push(hole);
            }
            holes.push(last);
            holes.sort();
            holes.dedup();
            holes
        }
        Event::NyumbaLost { side } => vec![Hole::nyumba(side)],
        Event::NeverEnding { .. } | Event::Laps { .. } | Event::GameOver(_) => Vec::new(),
    }
}

/// What the board after one step of a move shows besides the seeds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepMarks {
    /// The holes the step touched.
    pub highlight: Vec<Hole>,
    /// Who still owns his nyumba (South, North) after the step.
    pub nyumba: [bool; 2],
    /// The hole blocked by takasia after the step.
    pub blocked: Option<Hole>,
}

impl StepMarks {
    /// Gets these marks as a drawing takes them.
    #[must_use]
    pub fn marks(&self) -> Marks<'_> {
        Marks {
            nyumba: self.nyumba,
            highlight: &self.highlight,
            blocked: self.blocked,
        }
    }
}

/// Gets the marks of the board after each step of a move played from `before`: a nyumba keeps
/// its brackets until the step it is lost for good, the mover's blocked hole stays blocked for his
/// turn, and a takasia block shows from the step that makes it.
#[must_use]
pub fn step_marks(before: &Position, trace: &Trace) -> Vec<StepMarks> {
    let mut nyumba = [before.nyumba().south, before.nyumba().north];
    let mut blocked = before.blocked();
    let steps = &trace.steps;
    (0..steps.len())
        .map(|i| {
            // The nyumba is gone the moment its seeds are lifted or captured, the step before
            // the trace says so.
            for step in &steps[i..(i + 2).min(steps.len())] {
                if let Event::NyumbaLost { side } = step.event {
                    nyumba[usize::from(side == Side::North)] = false;
                }
            }
            if let Event::Block { hole } = steps[i].event {
                blocked = Some(hole);
            }
            StepMarks {
                highlight: touched(&steps[i].event),
                nyumba,
                blocked,
            }
        })
        .collect()
}

/// Checks if a trace shows the board after this event: after each sowing.
fn shows_board(event: &Event) -> bool {
    matches!(event, Event::Sow { .. })
}

/// Says a move step by step: one numbered line per event and, after each sowing, the board with
/// the holes it touched highlighted; `legend` explains each mark where it first appears.
#[must_use]
pub fn walk(before: &Position, played: &Played, legend: &mut Legend, styles: &Styles) -> String {
    let marks = step_marks(before, &played.trace);
    let mut out = String::new();
    for (n, (step, marks)) in played.trace.steps.iter().zip(&marks).enumerate() {
        out.push_str(&format!("  {}. {}\n", n + 1, event(&step.event, styles)));
        if shows_board(&step.event) {
            out.push_str(&board::draw_in(&step.board, &marks.marks(), legend, styles));
        }
    }
    out
}

/// Draws one frame of a move as the tutor shows them one at a time: 0 is the position before,
/// 1 to the number of steps the board after that step, and after them the position the move
/// left. A frame explains the marks no earlier frame explained.
#[must_use]
pub fn frame(before: &Position, played: &Played, frame: usize, styles: &Styles) -> String {
    let mut legend = Legend::new(board::TOUCHED);
    if frame == 0 {
        return board::position_in(before, &[], &mut legend, styles);
    }
    let _ = legend.explain(&layout::cells(before.board(), &Marks::of(before)));
    let marks = step_marks(before, &played.trace);
    let steps = played.trace.steps.iter().zip(&marks);
    for (step, marks) in steps.clone().take(frame - 1) {
        let _ = legend.explain(&layout::cells(&step.board, &marks.marks()));
    }
    match steps.clone().nth(frame - 1) {
        Some((step, marks)) => board::draw_in(&step.board, &marks.marks(), &mut legend, styles),
        None => {
            for (step, marks) in steps.skip(frame - 1) {
                let _ = legend.explain(&layout::cells(&step.board, &marks.marks()));
            }
            board::after(played, &mut legend, styles)
        }
    }
}

/// Says in one line what a move did, in the words of its trace: "captures 3 from a5, enters at
/// A8, the nyumba is sown on, relays twice, last seed in B4".
#[must_use]
pub fn summary(played: &Played) -> String {
    let hole_arg = |hole: Hole| [("hole", Arg::from(hole.to_string()))];
    let mut parts: Vec<String> = Vec::new();
    // How the move ended, said after the relays: where it stopped, or that it never ends.
    let mut end: Vec<String> = Vec::new();
    let mut relays: u64 = 0;
    let mut captured = false;
    let mut stock = None;
    for e in played.trace.events() {
        match *e {
            Event::Stock { hole } => stock = Some(hole),
            Event::Lift {
                hole,
                seeds,
                reason,
            } => match reason {
                LiftReason::Start if !captured => parts.push(crate::t!(
                    "common-summary-sows",
                    seeds = seeds,
                    hole = hole.to_string()
                )),
                LiftReason::Start => {}
                LiftReason::Relay => relays += 1,
                LiftReason::Safari => parts.push(crate::t!("common-summary-safari")),
                LiftReason::Tax => {
                    parts.push(crate::i18n::text("common-summary-tax", &hole_arg(hole)))
                }
            },
            Event::Capture {
                hole, seeds, entry, ..
            } => {
                captured = true;
                parts.push(crate::t!(
                    "common-summary-capture",
                    seeds = seeds,
                    hole = hole.to_string(),
                    entry = entry.to_string()
                ));
            }
            Event::Laps { laps } => relays += laps,
            Event::NyumbaLost { side } => {
                parts.push(crate::t!(
                    "common-summary-nyumba-lost",
                    side = side_name(side)
                ));
            }
            Event::NyumbaStop { hole } => end.push(crate::i18n::text(
                "common-summary-nyumba-stop",
                &hole_arg(hole),
            )),
            Event::BlockedStop { hole } => {
                end.push(crate::i18n::text(
                    "common-summary-blocked-stop",
                    &hole_arg(hole),
                ));
            }
            Event::Block { hole } => {
                end.push(crate::i18n::text("common-summary-block", &hole_arg(hole)));
            }
            Event::NeverEnding { .. } => end.push(crate::t!("common-summary-never-ending")),
            Event::GameOver(_) | Event::Sow { .. } | Event::EmptyHole { .. } => {}
        }
    }
    // A namua capture starts with a stock seed too; it is said only for a move without capture.
    if let (Some(hole), false) = (stock, captured) {
        parts.insert(
            0,
            crate::i18n::text("common-summary-stock", &hole_arg(hole)),
        );
    }
    if relays > 0 {
        parts.push(crate::t!("common-summary-relays", count = relays));
    }
    let stopped = played.trace.events().any(|e| {
        matches!(
            e,
            Event::NyumbaStop { .. } | Event::BlockedStop { .. } | Event::NeverEnding { .. }
        )
    });
    if let (Some(last), false) = (played.trace.last_hole(), stopped) {
        parts.push(crate::i18n::text("common-summary-last", &hole_arg(last)));
    }
    parts.extend(end);
    let mut line = parts.join(", ");
    if let Some(outcome) = played.outcome {
        line.push_str(&format!("; {}", game_over(&outcome)));
    }
    line
}

#[cfg(test)]
mod tests;
