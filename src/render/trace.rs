//! A move's trace said in words: "captures 4 from a3, entering at the left kichwa A1".

use owo_colors::OwoColorize;

use crate::{
    engine::{Direction, EndReason, Event, Hole, LiftReason, Outcome, Trace},
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
        Event::Capture { hole, entry, .. } => vec![hole, entry],
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
