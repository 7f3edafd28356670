//! Playing one move: laps, relays, captures, the nyumba and the end of the game.
//!
//! This is the only code that moves seeds during a turn. It follows one rule after every lap,
//! looking at the hole where the last seed fell:
//! - it was empty: the turn ends;
//! - the move began with a capture and the hole is a front hole facing an occupied hole: capture
//!   and sow the captured seeds from a kichwa;
//! - it is the functional nyumba in the namua stage: stop (or, after a capture, the player's choice
//!   of stop or safari);
//! - it is blocked by takasia: stop;
//! - otherwise lift all its seeds and sow on in the same direction (relay).

use super::{
    Board, BySide, Direction, Event, Hole, LiftReason, Move, MoveKind, Position, Side,
    TakasaNyumba, trace::Recorder,
};

/// How a move's sowing finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The last seed fell into an empty hole.
    Empty,
    /// The move stopped in the functional nyumba.
    Nyumba,
    /// The move stopped in a hole blocked by takasia.
    Blocked,
    /// A front row was emptied; the side given lost.
    FrontEmpty(Side),
    /// The sowing would never end.
    NeverEnding,
}

/// The state after a move's sowing.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sown {
    pub(crate) board: Board,
    pub(crate) nyumba: BySide<bool>,
    pub(crate) stop: Stop,
    /// The sowing reached a lap ending in the functional nyumba where the player may choose.
    pub(crate) choice: bool,
}

/// What Brent's cycle finder compares: everything a move's future depends on after a lap.
#[derive(Clone, Copy, PartialEq, Eq)]
struct LapEnd {
    board: Board,
    nyumba: BySide<bool>,
    last: Hole,
    direction: Direction,
}

struct Sowing<'r, R> {
    board: Board,
    nyumba: BySide<bool>,
    mover: Side,
    recorder: &'r mut R,
}

impl<R: Recorder> Sowing<'_, R> {
    fn record(&mut self, event: Event) {
        self.recorder.record(event, &self.board);
    }

    /// Sows `seeds` one a hole from `first` on; returns the hole of the last seed.
    fn sow(&mut self, first: Hole, seeds: u8, direction: Direction) -> Hole {
        let mut hole = first;
        for i in 0..seeds {
            self.board.drop_one(hole);
            if i + 1 < seeds {
                hole = hole.step(direction);
            }
        }
        self.record(Event::Sow {
            first,
            last: hole,
            seeds,
            direction,
        });
        hole
    }

    /// Lifts one of the mover's holes; lifting an owned nyumba destroys it (unless paying the tax).
    fn lift(&mut self, hole: Hole, reason: LiftReason) -> u8 {
        let seeds = if reason == LiftReason::Tax {
            let n = self.board.get(hole);
            self.board.set(hole, n - 2);
            2
        } else {
            self.board.take(hole)
        };
        self.record(Event::Lift {
            hole,
            seeds,
            reason,
        });
        if reason != LiftReason::Tax {
            self.lose_nyumba_if(hole);
        }
        seeds
    }

    fn lose_nyumba_if(&mut self, hole: Hole) {
        let owned = self.nyumba.get_mut(hole.side());
        if hole.is_nyumba() && *owned {
            *owned = false;
            self.record(Event::NyumbaLost { side: hole.side() });
        }
    }

    /// Captures the opponent's hole and sows the seeds from the kichwa of `direction`.
    fn capture(&mut self, target: Hole, direction: Direction) -> Hole {
        let seeds = self.board.take(target);
        let entry = direction.entry_kichwa(self.mover);
        self.record(Event::Capture {
            hole: target,
            seeds,
            entry,
            direction,
        });
        self.lose_nyumba_if(target);
        self.sow(entry, seeds, direction)
    }
}

/// Plays the sowing of `mv` from `position`, which must be one of its candidate moves.
///
/// `safari` says what the player does if a lap ends where he may choose between stopping in his
/// nyumba and sowing it on.
pub(crate) fn sow<R: Recorder>(position: &Position, mv: Move, recorder: &mut R) -> Sown {
    let mover = position.to_move();
    let namua = position.is_namua(mover);
    let rules = position.rules();
    let mut s = Sowing {
        board: *position.board(),
        nyumba: position.nyumba(),
        mover,
        recorder,
    };
    let capturing = mv.kind.is_capture();
    let mut direction = mv.direction;
    let mut last = match mv.kind {
        MoveKind::NamuaCapture => {
            s.board.drop_one(mv.hole);
            s.record(Event::Stock { hole: mv.hole });
            let target = mv
                .hole
                .opposite()
                .expect("a namua capture starts in the front row");
            s.capture(target, direction)
        }
        MoveKind::Tax => {
            s.board.drop_one(mv.hole);
            s.record(Event::Stock { hole: mv.hole });
            let seeds = s.lift(mv.hole, LiftReason::Tax);
            s.sow(mv.hole.step(direction), seeds, direction)
        }
        MoveKind::MtajiCapture | MoveKind::Takasa => {
            if namua {
                s.board.drop_one(mv.hole);
                s.record(Event::Stock { hole: mv.hole });
            }
            let seeds = s.lift(mv.hole, LiftReason::Start);
            s.sow(mv.hole.step(direction), seeds, direction)
        }
    };
    let mut choice = false;
    // Brent's cycle finding over lap ends: exact, constant memory, no cap on the number of laps.
    let mut tortoise: Option<LapEnd> = None;
    let (mut power, mut lambda) = (1u32, 0u32);
    let stop = loop {
        if s.board.front_is_empty(mover.opponent()) {
            break Stop::FrontEmpty(mover.opponent());
        }
        if s.board.front_is_empty(mover) {
            break Stop::FrontEmpty(mover);
        }
        let here = LapEnd {
            board: s.board,
            nyumba: s.nyumba,
            last,
            direction,
        };
        if tortoise == Some(here) {
            s.record(Event::NeverEnding);
            break Stop::NeverEnding;
        }
        lambda += 1;
        if tortoise.is_none() || lambda == power {
            tortoise = Some(here);
            power = power.saturating_mul(2);
            lambda = 0;
        }

        if s.board.get(last) == 1 {
            s.record(Event::EmptyHole { hole: last });
            break Stop::Empty;
        }
        if capturing {
            if let Some(target) = last.opposite().filter(|t| s.board.get(*t) > 0) {
                direction = last.forced_entry().unwrap_or(direction);
                last = s.capture(target, direction);
                continue;
            }
        }
        if namua && last.is_nyumba() && *s.nyumba.get(mover) && s.board.get(last) >= 6 {
            if capturing || rules.takasa_nyumba == TakasaNyumba::MayStop {
                choice = true;
                if mv.safari {
                    let seeds = s.lift(last, LiftReason::Safari);
                    last = s.sow(last.step(direction), seeds, direction);
                    continue;
                }
            }
            s.record(Event::NyumbaStop { hole: last });
            break Stop::Nyumba;
        }
        if position.blocked() == Some(last) {
            s.record(Event::BlockedStop { hole: last });
            break Stop::Blocked;
        }
        let seeds = s.lift(last, LiftReason::Relay);
        last = s.sow(last.step(direction), seeds, direction);
    };
    Sown {
        board: s.board,
        nyumba: s.nyumba,
        stop,
        choice,
    }
}
