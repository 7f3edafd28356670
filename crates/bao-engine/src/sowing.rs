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
    Board, BySide, Cancelled, Direction, Event, Hole, LiftReason, Move, MoveKind, Position, Side,
    TakasaNyumba, Watch,
    relay::{self, Cycle, Exit, Relay},
    trace::Recorder,
};

mod quiet;

pub(crate) use quiet::Quiet;

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

struct Sowing<'r, R> {
    board: Board,
    nyumba: BySide<bool>,
    mover: Side,
    recorder: &'r mut R,
    /// The sowings (laps) so far.
    sows: u64,
}

impl<R: Recorder> Sowing<'_, R> {
    fn record(&mut self, event: Event) {
        self.recorder.record(event, &self.board);
    }

    /// Sows `seeds` one a hole from `first` on; returns the hole of the last seed.
    fn sow(&mut self, first: Hole, seeds: u8, direction: Direction) -> Hole {
        let last = relay::sow(
            self.board.side_mut(self.mover),
            first.index(),
            seeds,
            direction,
        );
        self.sows += 1;
        let last = Hole::from_index(self.mover, last as u8);
        self.record(Event::Sow {
            first,
            last,
            seeds,
            direction,
        });
        last
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

    /// Puts the mover's side where a run of fast laps left it, `laps` laps on; returns the hole the
    /// last lap ended in.
    fn jump(&mut self, relay: &Relay, laps: u64) -> Hole {
        self.board.set_side(self.mover, relay.holes);
        *self.nyumba.get_mut(self.mover) = relay.nyumba_owned;
        self.sows += laps;
        if laps > 0 {
            self.record(Event::Laps { laps });
        }
        relay.last
    }

    /// Records that the sowing never ends; `before` is the sowings before the run that cycles.
    fn never_ending(&mut self, cycle: Cycle, before: u64) {
        if let Some(entry) = cycle.entry {
            self.record(Event::NeverEnding {
                entered: before + entry,
                period: cycle.period,
            });
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

/// Plain relays played by the full rules before handing over to [`Relay`]: most moves end sooner.
const FAST_AFTER: u32 = 8;

/// Gets the mover's front holes facing an occupied hole (bit *i* is circuit place *i*), where a lap
/// of a capturing move captures; none when the move began without a capture.
fn capture_holes(board: &Board, mover: Side, capturing: bool) -> u16 {
    let mut holes = 0u16;
    if capturing {
        for hole in Hole::front(mover) {
            if board.get(hole.opposite().expect("front hole")) > 0 {
                holes |= 1 << hole.index();
            }
        }
    }
    holes
}

/// A run of plain relays decided by the fast laps, replayed lap by lap while a trace records them.
struct Ahead {
    relay: Relay,
    exit: Exit,
    /// The laps the fast run took (for a cycle, to its representative state).
    laps: u64,
    /// The laps replayed so far.
    done: u64,
    /// The sowings of the move before the run began.
    before: u64,
}

/// Plays the sowing of `mv` from `position`, which must be one of its candidate moves.
///
/// `mv.safari` says what the player does if a lap ends where he may choose between stopping in
/// his nyumba and sowing it on.
///
/// # Errors
/// Returns [`Cancelled`] when `watch` stops a long run of relays.
#[inline(always)]
pub(crate) fn sow<R: Recorder>(
    position: &Position,
    mv: Move,
    recorder: &mut R,
    watch: &mut dyn Watch,
) -> Result<Sown, Cancelled> {
    if recorder.is_silent() {
        Quiet::new(position).sow(mv, watch)
    } else {
        sow_told(position, mv, recorder, watch)
    }
}

/// Plays the sowing of `mv` telling `recorder` each step: see [`sow`].
#[inline(never)]
fn sow_told<R: Recorder>(
    position: &Position,
    mv: Move,
    recorder: &mut R,
    watch: &mut dyn Watch,
) -> Result<Sown, Cancelled> {
    let mover = position.to_move();
    let namua = position.is_namua(mover);
    let rules = position.rules();
    let mut s = Sowing {
        board: *position.board(),
        nyumba: position.nyumba(),
        mover,
        recorder,
        sows: 0,
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
    // Laps played one by one before plain relays go to the fast laps, which find cycles; a
    // capture, a stop or the loss of a nyumba cannot recur, so every cycle is made of plain relays.
    let mut laps = 0;
    let mut fast: Option<Ahead> = None;
    let stop = loop {
        // A front row emptied, even in the middle of a move, ends the game at once (KIBA; Donkers
        // 1.2.1): the mover's by lifting his last front seeds, the opponent's by a capture (only a
        // capture empties it, the first one of a namua move included).
        if s.board.front_is_empty(mover) {
            break Stop::FrontEmpty(mover);
        }
        if capturing && s.board.front_is_empty(mover.opponent()) {
            break Stop::FrontEmpty(mover.opponent());
        }
        if s.board.get(last) == 1 {
            s.record(Event::EmptyHole { hole: last });
            break Stop::Empty;
        }
        if capturing && let Some(target) = last.opposite().filter(|t| s.board.get(*t) > 0) {
            direction = last.forced_entry().unwrap_or(direction);
            last = s.capture(target, direction);
            continue;
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
        if let Some(ahead) = &mut fast {
            if s.recorder.wants_laps() && ahead.done < ahead.laps {
                let seeds = s.lift(last, LiftReason::Relay);
                last = s.sow(last.step(direction), seeds, direction);
                ahead.done += 1;
                if ahead.done == ahead.laps && ahead.exit == Exit::Decide {
                    fast = None;
                }
                continue;
            }
            // The trace is full (or, for a cycle, has reached the state that stands for it):
            // jump to where the fast laps ended.
            let ahead = fast.take().expect("a run decided ahead");
            last = s.jump(&ahead.relay, ahead.laps - ahead.done);
            if let Exit::Cycle(cycle) = ahead.exit {
                s.never_ending(cycle, ahead.before);
                break Stop::NeverEnding;
            }
            continue;
        }
        // A trace hands every run of plain relays to the fast laps at once, so that the lap the
        // cycle of a never-ending one is entered at is counted from the run's start.
        let tracing = s.recorder.wants_entry();
        if laps < FAST_AFTER && !tracing {
            laps += 1;
            let seeds = s.lift(last, LiftReason::Relay);
            last = s.sow(last.step(direction), seeds, direction);
            continue;
        }
        let mut relay = Relay {
            holes: *s.board.side(mover),
            last,
            direction,
            capturing: capture_holes(&s.board, mover, capturing),
            blocked: position.blocked(),
            nyumba_stops: namua,
            nyumba_owned: *s.nyumba.get(mover),
        };
        let (exit, fast_laps) = relay.run(watch, tracing);
        if exit == Exit::Stopped {
            return Err(Cancelled);
        }
        if tracing {
            fast = Some(Ahead {
                relay,
                exit,
                laps: fast_laps,
                done: 0,
                before: s.sows,
            });
            continue;
        }
        last = s.jump(&relay, fast_laps);
        if let Exit::Cycle(cycle) = exit {
            s.never_ending(cycle, 0);
            break Stop::NeverEnding;
        }
    };
    Ok(Sown {
        board: s.board,
        nyumba: s.nyumba,
        stop,
        choice,
    })
}
