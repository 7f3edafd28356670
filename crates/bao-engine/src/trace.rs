//! What a move did, step by step: the one record the tutor, the checker and the book draw from.

use super::{Board, Direction, Hole, Side};

/// Why seeds were lifted from one of the mover's holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiftReason {
    /// The hole the move starts from.
    Start,
    /// The last seed fell into an occupied hole with nothing to capture: sow on from there.
    Relay,
    /// The player sows his nyumba on instead of stopping in it.
    Safari,
    /// The nyumba tax: two seeds taken from the nyumba, which stays.
    Tax,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The loser's front row is empty (bao hamna when the winner captured it).
    FrontRowEmpty,
    /// The loser had no legal move on his turn.
    NoLegalMove,
    /// A sowing never ends; the rules option says whether that is a draw or a loss.
    NeverEnding,
}

/// The end of a game: who won, if anyone, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// One thing that happened during a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A seed from the stock was put into a front hole.
    Stock {
        /// The hole that received it.
        hole: Hole,
    },
    /// Seeds were lifted from one of the mover's holes to be sown.
    Lift {
        /// The hole lifted.
        hole: Hole,
        /// How many seeds were taken.
        seeds: u8,
        /// Why they were lifted.
        reason: LiftReason,
    },
    /// Seeds were captured from the opponent's front hole; they enter at `entry`.
    Capture {
        /// The opponent's hole emptied.
        hole: Hole,
        /// How many seeds were captured.
        seeds: u8,
        /// The kichwa the first captured seed goes into.
        entry: Hole,
        /// The direction they are sown in.
        direction: Direction,
    },
    /// A handful was sown, one seed a hole, from `first` to `last`.
    Sow {
        /// The hole that got the first seed.
        first: Hole,
        /// The hole that got the last seed.
        last: Hole,
        /// How many seeds were sown.
        seeds: u8,
        /// The direction of sowing.
        direction: Direction,
    },
    /// A player lost his nyumba for good: its seeds were lifted or captured.
    NyumbaLost {
        /// The owner who lost it.
        side: Side,
    },
    /// The last seed fell into an empty hole: the turn is over.
    EmptyHole {
        /// The hole.
        hole: Hole,
    },
    /// The move stopped in the functional nyumba.
    NyumbaStop {
        /// The nyumba.
        hole: Hole,
    },
    /// The move stopped in a hole blocked by takasia.
    BlockedStop {
        /// The blocked hole.
        hole: Hole,
    },
    /// Takasia: the opponent may not start a takasa from this hole on his next turn.
    Block {
        /// The opponent's blocked hole.
        hole: Hole,
    },
    /// The sowing came back to a state it had been in: it would never end.
    NeverEnding {
        /// The laps (sowings) of the move before the first state on the cycle.
        entered: u64,
        /// The laps in one round of the cycle.
        period: u64,
    },
    /// Plain relay laps not recorded one by one, as the trace had grown long.
    Laps {
        /// How many laps.
        laps: u64,
    },
    /// The game is over.
    GameOver(Outcome),
}

/// One event with the board as it stood right after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// What happened.
    pub event: Event,
    /// The board after it.
    pub board: Board,
}

/// The events of one move in order, each with the board after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// The board before the move.
    pub before: Board,
    /// The steps.
    pub steps: Vec<Step>,
}

impl Trace {
    /// Gets the number of seeds captured in the move.
    #[must_use]
    pub fn captured(&self) -> u32 {
        self.events()
            .map(|e| match e {
                Event::Capture { seeds, .. } => u32::from(*seeds),
                _ => 0,
            })
            .sum()
    }

    /// Gets the hole where the last seed of the move fell.
    #[must_use]
    pub fn last_hole(&self) -> Option<Hole> {
        self.events().rev().find_map(|e| match e {
            Event::Sow { last, .. } => Some(*last),
            _ => None,
        })
    }

    /// Iterates over the events alone.
    pub fn events(&self) -> impl DoubleEndedIterator<Item = &Event> {
        self.steps.iter().map(|s| &s.event)
    }
}

/// Something that is told each event as it happens. The engine plays without recording when
/// searching and with a [`Trace`] when asked to explain.
pub(crate) trait Recorder {
    fn record(&mut self, event: Event, board: &Board);

    /// Checks if laps must still be recorded one by one.
    fn wants_laps(&self) -> bool;

    /// Checks if a never-ending sowing must say where its cycle is entered.
    fn wants_entry(&self) -> bool;

    /// Checks if nothing is recorded at all, so that the sowing may take its quiet path.
    fn is_silent(&self) -> bool;
}

impl Recorder for () {
    #[inline(always)]
    fn record(&mut self, _: Event, _: &Board) {}

    #[inline(always)]
    fn wants_laps(&self) -> bool {
        false
    }

    #[inline(always)]
    fn wants_entry(&self) -> bool {
        false
    }

    #[inline(always)]
    fn is_silent(&self) -> bool {
        true
    }
}

/// The most steps a trace records one by one; a never-ending sowing can run for millions of laps.
pub const TRACE_LIMIT: usize = 10_000;

impl Recorder for Trace {
    fn record(&mut self, event: Event, board: &Board) {
        self.steps.push(Step {
            event,
            board: *board,
        });
    }

    fn wants_laps(&self) -> bool {
        self.steps.len() < TRACE_LIMIT
    }

    fn wants_entry(&self) -> bool {
        true
    }

    fn is_silent(&self) -> bool {
        false
    }
}
