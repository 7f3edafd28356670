//! A move's trace said in words ("captures 4 from a3, entering at the left kichwa A1"), summed up in
//! one line, and walked step by step with the board after each sowing, its marks true at that step.

use owo_colors::OwoColorize;

use super::{
    board::{self, Legend},
    layout::{self, Marks},
};
use crate::{
    engine::{
        Direction, EndReason, Event, Hole, LiftReason, Outcome, Played, Position, Side, Trace,
    },
    style::Styles,
};

/// Says one event in words, in the mover's terms.
#[must_use]
pub fn event(event: &Event, styles: &Styles) -> String {
    match *event {
        Event::Stock { hole } => format!("puts a seed from the stock into {hole}"),
        Event::Lift {
            hole,
            seeds,
            reason,
        } => match reason {
            LiftReason::Start => format!("lifts the {seeds} seeds of {hole}"),
            LiftReason::Relay => format!("relay: lifts the {seeds} seeds of {hole} and sows on"),
            LiftReason::Safari => format!("safari: sows the nyumba's {seeds} seeds on"),
            LiftReason::Tax => format!("pays the nyumba tax: takes {seeds} seeds from {hole}"),
        },
        Event::Capture {
            hole,
            seeds,
            entry,
            direction,
        } => {
            let side = match direction {
                Direction::Clockwise => "left",
                Direction::Anticlockwise => "right",
            };
            format!("captures {seeds} from {hole}, entering at the {side} kichwa {entry}")
                .style(styles.capture)
                .to_string()
        }
        Event::Sow {
            first,
            last,
            seeds,
            direction,
        } => {
            let way = match direction {
                Direction::Clockwise => "clockwise",
                Direction::Anticlockwise => "anticlockwise",
            };
            let noun = if seeds == 1 { "seed" } else { "seeds" };
            if first == last {
                format!("sows {seeds} {noun} into {first}")
            } else {
                format!("sows {seeds} {noun} {way}, {first} to {last}")
            }
        }
        Event::NyumbaLost { side } => {
            format!("{side}'s nyumba {} is gone for good", Hole::nyumba(side))
        }
        Event::EmptyHole { hole } => {
            format!("the last seed falls into the empty {hole}: the turn ends")
        }
        Event::NyumbaStop { hole } => format!("stops in the nyumba {hole}"),
        Event::BlockedStop { hole } => format!("stops in {hole}, blocked by takasia"),
        Event::Block { hole } => {
            format!("takasia: {hole} is blocked for {}'s next turn", hole.side())
        }
        Event::Laps { laps } => format!("{laps} more relay laps"),
        Event::NeverEnding { entered, period } => {
            let laps = if period == 1 { "lap" } else { "laps" };
            format!(
                "from lap {entered} on the sowing repeats every {period} {laps}: it would never end"
            )
        }
        Event::GameOver(outcome) => game_over(&outcome),
    }
}

/// Says how a game ended.
#[must_use]
pub fn game_over(outcome: &Outcome) -> String {
    match (outcome.winner, outcome.reason) {
        (Some(winner), EndReason::FrontRowEmpty) => {
            format!("{winner} wins: {}'s front row is empty", winner.opponent())
        }
        (Some(winner), EndReason::NoLegalMove) => {
            format!("{winner} wins: {} has no legal move", winner.opponent())
        }
        (Some(winner), EndReason::NeverEnding) => {
            format!(
                "{winner} wins: {} played a never-ending move",
                winner.opponent()
            )
        }
        (None, _) => "the game is drawn: the move never ends".to_owned(),
    }
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
                LiftReason::Start if !captured => parts.push(format!("sows the {seeds} of {hole}")),
                LiftReason::Start => {}
                LiftReason::Relay => relays += 1,
                LiftReason::Safari => parts.push("the nyumba is sown on".to_owned()),
                LiftReason::Tax => parts.push(format!("pays the nyumba tax from {hole}")),
            },
            Event::Capture {
                hole, seeds, entry, ..
            } => {
                captured = true;
                parts.push(format!("captures {seeds} from {hole}, enters at {entry}"));
            }
            Event::Laps { laps } => relays += laps,
            Event::NyumbaLost { side } => {
                parts.push(format!("{side}'s nyumba is gone for good"));
            }
            Event::NyumbaStop { hole } => end.push(format!("stops in the nyumba {hole}")),
            Event::BlockedStop { hole } => {
                end.push(format!("stops in {hole}, blocked by takasia"));
            }
            Event::Block { hole } => end.push(format!("takasia blocks {hole}")),
            Event::NeverEnding { .. } => end.push("the sowing would never end".to_owned()),
            Event::GameOver(_) | Event::Sow { .. } | Event::EmptyHole { .. } => {}
        }
    }
    // A namua capture starts with a stock seed too; it is said only for a move without capture.
    if let (Some(hole), false) = (stock, captured) {
        parts.insert(0, format!("a stock seed into {hole}"));
    }
    match relays {
        0 => {}
        1 => parts.push("relays once".to_owned()),
        2 => parts.push("relays twice".to_owned()),
        n => parts.push(format!("relays {n} times")),
    }
    let stopped = played.trace.events().any(|e| {
        matches!(
            e,
            Event::NyumbaStop { .. } | Event::BlockedStop { .. } | Event::NeverEnding { .. }
        )
    });
    if let (Some(last), false) = (played.trace.last_hole(), stopped) {
        parts.push(format!("last seed in {last}"));
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
