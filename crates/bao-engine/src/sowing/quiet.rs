//! The sowing of a move that nobody watches: the mover's side as one number with a byte a hole
//! and the opponent's front row as another, so that a lap is one table add and a few bit tests.
//!
//! It plays exactly the rules of [`super::sow`], in the same order, for the searches and counts
//! that only need the position a move leads to; a trace goes through the full code, which says
//! what happens at each step.

use super::{FAST_AFTER, Sown, Stop};
use crate::{
    Cancelled, Direction, Hole, Move, MoveKind, Position, TakasaNyumba, Watch,
    relay::{Exit, LAPS, Relay, lane},
};

/// The mover's nyumba, as a place on his circuit.
const NYUMBA: u32 = 4;

/// The mover's front place facing the opponent's nyumba (his place 4 faces place 7 - 4).
const FACING_NYUMBA: u32 = 3;

/// Gets the place `seeds` places on from `from` in direction `d` (0 clockwise, 1 anticlockwise).
#[inline(always)]
const fn step(from: u32, seeds: u8, d: usize) -> u32 {
    if d == 0 {
        (from + seeds as u32) & 15
    } else {
        from.wrapping_sub(seeds as u32) & 15
    }
}

/// Lifts the `seeds` of place `from` of `me` and sows them on; returns the place of the last seed.
#[inline(always)]
fn lap(me: &mut u128, from: u32, seeds: u8, d: usize) -> u32 {
    *me = me.wrapping_add(LAPS[d][usize::from(seeds)][from as usize]);
    step(from, seeds, d)
}

/// Sows `seeds` captured seeds into `me` from the kichwa of direction `d`; returns the place of
/// the last seed.
#[inline(always)]
fn sow_captured(me: &mut u128, seeds: u8, d: usize) -> u32 {
    let (add, last) = CAPTURED[d][usize::from(seeds)];
    *me = me.wrapping_add(add);
    u32::from(last)
}

/// The most seeds one capture can bring: every seed of the game.
const MOST: usize = 64;

/// `CAPTURED[d][seeds]`: what sowing `seeds` captured seeds from the kichwa of direction `d`
/// adds to the mover's holes, and the place of the last seed. The kichwa comes right after
/// place 15 clockwise and after place 8 anticlockwise, so this is a lap from there that lifts
/// nothing.
static CAPTURED: [[(u128, u8); MOST + 1]; 2] = captured();

const fn captured() -> [[(u128, u8); MOST + 1]; 2] {
    let mut table = [[(0, 0); MOST + 1]; 2];
    let mut d = 0;
    while d < 2 {
        let before: u32 = if d == 0 { 15 } else { 8 };
        let mut seeds = 0;
        while seeds <= MOST {
            let lifted = (seeds as u128) << (8 * before);
            table[d][seeds] = (
                LAPS[d][seeds][before as usize].wrapping_add(lifted),
                step(before, seeds as u8, d) as u8,
            );
            seeds += 1;
        }
        d += 1;
    }
    table
}

/// `ONE[i]`: one seed in place `i`.
static ONE: [u128; 16] = {
    let mut one = [0; 16];
    let mut i = 0;
    while i < 16 {
        one[i] = 1 << (8 * i);
        i += 1;
    }
    one
};

/// Gets the bits of the bytes of `row` that are not zero (bit *i* for byte *i*).
fn occupied(row: u64) -> u16 {
    (0..8)
        .filter(|i| (row >> (8 * i)) as u8 != 0)
        .fold(0, |bits, i| bits | 1 << i)
}

/// Hands a run of plain relays to [`Relay`], which finds cycles; few moves get that far. `them`
/// is the opponent's front row when the move captures. Returns the mover's side, the place of the
/// last seed and whether he still owns his nyumba when the run ends, and how it ended.
#[cold]
#[inline(never)]
fn relay_on(
    position: &Position,
    me: u128,
    last: u32,
    d: usize,
    them: Option<u64>,
    owned: bool,
    watch: &mut dyn Watch,
) -> (u128, u32, bool, Exit) {
    let mut relay = Relay {
        holes: me.to_le_bytes(),
        last: Hole::from_index(position.to_move(), last as u8),
        direction: if d == 0 {
            Direction::Clockwise
        } else {
            Direction::Anticlockwise
        },
        capturing: them.map_or(0, occupied),
        blocked: position.blocked(),
        nyumba_stops: position.is_namua(position.to_move()),
        nyumba_owned: owned,
    };
    let (exit, _) = relay.run(watch, false);
    (
        u128::from_le_bytes(relay.holes),
        relay.last.index() as u32,
        relay.nyumba_owned,
        exit,
    )
}

/// Where a quiet sowing left things: the two sides' changed holes, the nyumbas and the stop.
struct Ended {
    /// The mover's 16 holes, a byte each.
    me: u128,
    /// The opponent's front row, byte i facing the mover's place i.
    them: u64,
    owned: bool,
    owned_them: bool,
    stop: Stop,
    choice: bool,
}

/// A position as the quiet sowing reads it, from the side of the player to move: made once for
/// all the moves of the position.
#[derive(Clone, Copy)]
pub(crate) struct Quiet<'p> {
    position: &'p Position,
    /// The mover's 16 holes, a byte each.
    me: u128,
    /// The opponent's front row, byte i facing the mover's place i (his place 7 - i).
    them: u64,
    /// The mover owns his nyumba.
    owned: bool,
    /// The opponent owns his nyumba.
    owned_them: bool,
    /// The mover's place blocked by takasia, or 16 for none.
    blocked: u32,
    /// The mover is in the namua stage.
    namua: bool,
    /// A takasa may stop in the functional nyumba or go on (`takasa-nyumba=may-stop`).
    takasa_may_stop: bool,
}

impl<'p> Quiet<'p> {
    /// Reads `position` for the sowings of its moves.
    pub(crate) fn new(position: &'p Position) -> Quiet<'p> {
        let mover = position.to_move();
        let board = position.board();
        Quiet {
            position,
            me: u128::from_le_bytes(*board.side(mover)),
            them: u64::from_be_bytes(board.front(mover.opponent())),
            owned: *position.nyumba().get(mover),
            owned_them: *position.nyumba().get(mover.opponent()),
            blocked: position
                .blocked()
                .filter(|h| h.side() == mover)
                .map_or(16, |h| h.index() as u32),
            namua: position.is_namua(mover),
            takasa_may_stop: position.rules().takasa_nyumba == TakasaNyumba::MayStop,
        }
    }

    /// Plays the sowing of `mv` as [`super::sow`] does with nothing recorded.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long run of relays.
    #[inline(always)]
    pub(crate) fn sow(&self, mv: Move, watch: &mut dyn Watch) -> Result<Sown, Cancelled> {
        let end = self.dispatch(mv, watch)?;
        let mover = self.position.to_move();
        let opponent = mover.opponent();
        let mut board = *self.position.board();
        board.set_side(mover, end.me.to_le_bytes());
        let mut theirs = *board.side(opponent);
        theirs[..8].copy_from_slice(&end.them.to_be_bytes());
        board.set_side(opponent, theirs);
        let mut nyumba = self.position.nyumba();
        *nyumba.get_mut(mover) = end.owned;
        *nyumba.get_mut(opponent) = end.owned_them;
        Ok(Sown {
            board,
            nyumba,
            stop: end.stop,
            choice: end.choice,
        })
    }

    /// Plays the sowing of `mv` only to know how it stops and whether it reached the choice
    /// between stop and safari, which is all a count of moves needs.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long run of relays.
    #[inline(always)]
    pub(crate) fn ending(
        &self,
        mv: Move,
        watch: &mut dyn Watch,
    ) -> Result<(Stop, bool), Cancelled> {
        let end = self.dispatch(mv, watch)?;
        Ok((end.stop, end.choice))
    }

    /// Plays a capturing move and a takasa, in namua and in mtaji, each with a loop of its own
    /// holding only the tests it needs.
    #[inline(always)]
    fn dispatch(&self, mv: Move, watch: &mut dyn Watch) -> Result<Ended, Cancelled> {
        match (mv.kind.is_capture(), self.namua) {
            (true, true) => self.run::<true, true>(mv, watch),
            (true, false) => self.run::<true, false>(mv, watch),
            (false, true) => self.run::<false, true>(mv, watch),
            (false, false) => self.run::<false, false>(mv, watch),
        }
    }

    #[inline(always)]
    fn run<const CAPTURING: bool, const NAMUA: bool>(
        &self,
        mv: Move,
        watch: &mut dyn Watch,
    ) -> Result<Ended, Cancelled> {
        let Quiet {
            position,
            mut me,
            mut them,
            mut owned,
            mut owned_them,
            blocked,
            ..
        } = *self;
        let capturing = CAPTURING;
        let may_stop = capturing || self.takasa_may_stop;
        let mut d = usize::from(mv.direction == Direction::Anticlockwise);
        let at = mv.hole.index() as u32;
        let namua = NAMUA;
        if namua {
            me += ONE[at as usize];
        }
        let mut last = match mv.kind {
            MoveKind::NamuaCapture => {
                let seeds = (them >> (8 * at)) as u8;
                them &= !(0xff << (8 * at));
                owned_them &= at != FACING_NYUMBA;
                sow_captured(&mut me, seeds, d)
            }
            // The tax lifts two of the nyumba's seeds and keeps it.
            MoveKind::Tax => lap(&mut me, at, 2, d),
            MoveKind::MtajiCapture | MoveKind::Takasa => {
                owned &= at != NYUMBA;
                let seeds = lane(me, at) as u8;
                lap(&mut me, at, seeds, d)
            }
        };
        let mut choice = false;
        let mut laps = 0;
        let stop = loop {
            if me as u64 == 0 {
                break Stop::FrontEmpty(position.to_move());
            }
            if capturing && them == 0 {
                break Stop::FrontEmpty(position.to_move().opponent());
            }
            let seeds = lane(me, last) as u8;
            if seeds == 1 {
                break Stop::Empty;
            }
            if capturing && last < 8 {
                let target = (them >> (8 * last)) as u8;
                if target > 0 {
                    them &= !(0xff << (8 * last));
                    owned_them &= last != FACING_NYUMBA;
                    d = match last {
                        0 | 1 => 0,
                        6 | 7 => 1,
                        _ => d,
                    };
                    last = sow_captured(&mut me, target, d);
                    continue;
                }
            }
            if namua && last == NYUMBA && owned && seeds >= 6 {
                if may_stop {
                    choice = true;
                    if mv.safari {
                        owned = false;
                        last = lap(&mut me, last, seeds, d);
                        continue;
                    }
                }
                break Stop::Nyumba;
            }
            if last == blocked {
                break Stop::Blocked;
            }
            if laps < FAST_AFTER {
                laps += 1;
                owned &= last != NYUMBA;
                last = lap(&mut me, last, seeds, d);
                continue;
            }
            let exit;
            (me, last, owned, exit) = relay_on(
                position,
                me,
                last,
                d,
                capturing.then_some(them),
                owned,
                watch,
            );
            match exit {
                Exit::Stopped => return Err(Cancelled),
                Exit::Cycle(_) => break Stop::NeverEnding,
                Exit::Decide => {}
            }
        };
        Ok(Ended {
            me,
            them,
            owned,
            owned_them,
            stop,
            choice,
        })
    }
}

#[cfg(test)]
#[path = "quiet_tests.rs"]
mod tests;
