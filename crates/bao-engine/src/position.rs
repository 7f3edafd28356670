//! Checked positions: legal moves, playing a move, and the end of the game.

use super::notation::Illegal;
use std::{error::Error, fmt};

use super::{
    Board, BySide, Cancelled, EndReason, Endless, Event, Hole, Move, MoveKind, Outcome, Rules,
    Setup, Side, Watch,
    movegen::{self, Candidates},
    sowing::{self, Stop},
    trace::{Recorder, Trace},
};

/// A position that follows the rules: the board, the player to move, both stocks, nyumba
/// ownership and any takasia block, under one ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rules: Rules,
    board: Board,
    to_move: Side,
    stock: BySide<u8>,
    nyumba: BySide<bool>,
    blocked: Option<Hole>,
}

/// A legal move with the position it leads to and, when the move itself ends the game, how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Child {
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub position: Position,
    /// The end of the game caused during the move (a front row emptied, a never-ending sowing).
    pub end: Option<Outcome>,
}

/// A move played: the position after it, the step-by-step trace, and the end of the game if the
/// move ended it (including by leaving the opponent without a legal move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The position after the move.
    pub position: Position,
    /// What happened, step by step.
    pub trace: Trace,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
}

impl Position {
    pub(crate) fn from_checked(rules: Rules, setup: Setup) -> Position {
        Position {
            rules,
            board: setup.board,
            to_move: setup.to_move,
            stock: setup.stock,
            nyumba: setup.nyumba_or_default(&rules),
            blocked: setup.blocked,
        }
    }

    /// The start of a game under the given rules.
    #[must_use]
    pub fn start(rules: Rules) -> Position {
        Position::from_checked(rules, Setup::start(&rules))
    }

    /// Gets the rules the position is played under.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Gets the board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Gets the player to move.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Gets both stocks.
    #[must_use]
    pub fn stock(&self) -> BySide<u8> {
        self.stock
    }

    /// Gets who still owns his nyumba.
    #[must_use]
    pub fn nyumba(&self) -> BySide<bool> {
        self.nyumba
    }

    /// Gets the hole of the player to move that takasia blocks this turn.
    #[must_use]
    pub fn blocked(&self) -> Option<Hole> {
        self.blocked
    }

    /// Checks if a player is in the namua stage: his stock is not empty.
    #[must_use]
    pub fn is_namua(&self, side: Side) -> bool {
        *self.stock.get(side) > 0
    }

    /// Checks if a player's nyumba is functional: still owned and holding 6 or more seeds (seed 002
    /// §4.2.3.11: "no se aplican si se tienen menos de seis semillas en la nyumba").
    #[must_use]
    pub fn has_functional_nyumba(&self, side: Side) -> bool {
        *self.nyumba.get(side) && self.board.get(Hole::nyumba(side)) >= 6
    }

    /// Gets the position as an unchecked setup.
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            board: self.board,
            to_move: self.to_move,
            stock: self.stock,
            nyumba: Some(self.nyumba),
            blocked: self.blocked,
        }
    }

    /// Counts the seeds on the board and in both stocks; no move changes it.
    #[must_use]
    pub fn seeds(&self) -> u32 {
        self.board.total() + u32::from(self.stock.south) + u32::from(self.stock.north)
    }

    /// Lists every legal move with the position it leads to.
    ///
    /// The stop and the safari at the nyumba, and the two entry sides of a central namua capture,
    /// are separate moves. Under the default ruling a never-ending move is not listed.
    #[must_use]
    pub fn children(&self) -> Vec<Child> {
        unwatched(self.children_watched(&mut ()))
    }

    /// Calls `f` with every legal move and the position it leads to, allocating nothing.
    pub fn for_each_child(&self, mut f: impl FnMut(Child)) {
        unwatched(self.try_for_each_child(&mut (), |child| {
            f(child);
            Ok(())
        }));
    }

    /// Calls `f` with every legal move and the position it leads to, while `watch` may stop it.
    pub(crate) fn try_for_each_child(
        &self,
        watch: &mut dyn Watch,
        mut f: impl FnMut(Child) -> Result<(), Cancelled>,
    ) -> Result<(), Cancelled> {
        for mv in movegen::candidates(self).iter() {
            let (child, choice) = self.child(mv, &mut (), watch)?;
            if let Some(child) = child {
                f(child)?;
            }
            if choice {
                let (child, _) = self.child(Move { safari: true, ..mv }, &mut (), watch)?;
                if let Some(child) = child {
                    f(child)?;
                }
            }
        }
        Ok(())
    }

    /// Picks a random legal move and plays it, sowing out only what it must: for random playouts.
    ///
    /// `pick(n)` must return a number below `n`. Each candidate move is equally likely; where a
    /// move reaches the choice between stop and safari, each is taken with `pick(2)`. Returns `None`
    /// when there is no legal move.
    pub fn sample_child(&self, mut pick: impl FnMut(usize) -> usize) -> Option<Child> {
        let mut candidates: Vec<Move> = movegen::candidates(self).iter().collect();
        while !candidates.is_empty() {
            let mv = candidates.swap_remove(pick(candidates.len()));
            let (child, choice) = unwatched(self.child(mv, &mut (), &mut ()));
            if choice && pick(2) == 1 {
                return unwatched(self.child(Move { safari: true, ..mv }, &mut (), &mut ())).0;
            }
            if child.is_some() {
                return child;
            }
        }
        None
    }

    /// Lists the legal moves.
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        self.children().into_iter().map(|c| c.mv).collect()
    }

    /// Checks if the player to move has any legal move.
    #[must_use]
    pub fn has_legal_move(&self) -> bool {
        unwatched(self.has_legal_move_watched(&mut ()))
    }

    /// Gets the end of the game if it is over: the player to move has lost when his front row is
    /// empty or he has no legal move (seed 004 §13), and has won when his opponent's front row is
    /// empty (see [`Position::front_row_outcome`]).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        unwatched(self.outcome_watched(&mut ()))
    }

    /// Plays a legal move and tells what happened.
    ///
    /// The position is the one [`Position::children`] gives for the move. For a never-ending
    /// sowing that is the board of one state of its cycle, the same whatever lap it is joined at.
    ///
    /// # Errors
    /// Returns an [`IllegalMoveError`] listing the legal moves when `mv` is not one of them.
    pub fn play(&self, mv: Move) -> Result<Played, IllegalMoveError> {
        unwatched(self.play_watched(mv, &mut ()))
    }

    /// Sows out one of [`Position::candidates`], looking at `watch` during long sowings, for a
    /// search that sows its moves one at a time. Returns the child (`None` when the move never
    /// ends and the rules make that illegal) and whether the sowing reached a choice between stop
    /// and safari (the safari is then the same move with [`Move::with_safari`]).
    ///
    /// # Errors
    /// Returns [`Cancelled`] when the watch said stop.
    pub fn sow_candidate(
        &self,
        mv: Move,
        watch: &mut dyn Watch,
    ) -> Result<(Option<Child>, bool), Cancelled> {
        self.child(mv, &mut (), watch)
    }

    /// Sows a candidate move out. Returns the child (`None` when the move never ends and the rules
    /// make that illegal) and whether the sowing reached a choice between stop and safari.
    pub(crate) fn child<R: Recorder>(
        &self,
        mv: Move,
        recorder: &mut R,
        watch: &mut dyn Watch,
    ) -> Result<(Option<Child>, bool), Cancelled> {
        let sown = sowing::sow(self, mv, recorder, watch)?;
        let mover = self.to_move;
        let mut stock = self.stock;
        if self.is_namua(mover) {
            *stock.get_mut(mover) -= 1;
        }
        let mut next = Position {
            rules: self.rules,
            board: sown.board,
            to_move: mover.opponent(),
            stock,
            nyumba: sown.nyumba,
            blocked: None,
        };
        let end = match sown.stop {
            Stop::FrontEmpty(loser) => Some(Outcome {
                winner: Some(loser.opponent()),
                reason: EndReason::FrontRowEmpty,
            }),
            Stop::NeverEnding => match self.rules.endless {
                Endless::Illegal => return Ok((None, sown.choice)),
                Endless::Draw => Some(Outcome {
                    winner: None,
                    reason: EndReason::NeverEnding,
                }),
                Endless::MoverLoses => Some(Outcome {
                    winner: Some(mover.opponent()),
                    reason: EndReason::NeverEnding,
                }),
            },
            Stop::Empty | Stop::Nyumba | Stop::Blocked => None,
        };
        if let Some(outcome) = end {
            recorder.record(Event::GameOver(outcome), &next.board);
        } else if mv.kind == MoveKind::Takasa && !self.is_namua(mover) && self.rules.takasia {
            next.blocked = next.takasia_target();
            if let Some(hole) = next.blocked {
                recorder.record(Event::Block { hole }, &next.board);
            }
        }
        Ok((
            Some(Child {
                mv,
                position: next,
                end,
            }),
            sown.choice,
        ))
    }

    /// Takasia, seen from the player now to move after his opponent's mtaji takasa: if he has no
    /// capture and exactly one of his holes is threatened, that hole is blocked, unless it is his
    /// functional nyumba, his only occupied front hole or his only front hole of 2+ seeds
    /// (Mancala World; KIBA "kutakatia"; seed 003 §4.2.4.2, "mtaji moja").
    fn takasia_target(&self) -> Option<Hole> {
        let side = self.to_move;
        let has_capture = if self.is_namua(side) {
            !movegen::namua_captures(&self.board, side).is_empty()
        } else {
            !movegen::mtaji_captures(&self.board, side).is_empty()
        };
        if has_capture {
            return None;
        }
        let mut threatened = movegen::threatened(&self.board, side.opponent());
        let (Some(hole), None) = (threatened.next(), threatened.next()) else {
            return None;
        };
        let front = || Hole::front(side).filter(|h| self.board.get(*h) > 0);
        let only_occupied = front().all(|h| h == hole);
        // A singleton is never "the only one containing more than one seed".
        let only_big = self.board.get(hole) >= 2
            && front()
                .filter(|h| self.board.get(*h) >= 2)
                .all(|h| h == hole);
        let nyumba = hole.is_nyumba() && self.has_functional_nyumba(side);
        (!(only_occupied || only_big || nyumba)).then_some(hole)
    }

    /// Lists the moves the player may start before they are sown out: the legal moves are these,
    /// less the never-ending ones the rules forbid, with a move that can stop at the nyumba or go
    /// on listed once (see [`Position::sow_candidate`]).
    #[must_use]
    pub fn candidates(&self) -> Candidates {
        movegen::candidates(self)
    }
}

/// Unwraps what a sowing watched by `()`, which never stops, gave.
fn unwatched<T>(result: Result<T, Cancelled>) -> T {
    match result {
        Ok(value) => value,
        Err(_) => unreachable!("a sowing nobody watches is never stopped"),
    }
}

/// Error when a move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMoveError {
    pub(crate) mv: String,
    pub(crate) reason: Option<String>,
    pub(crate) rule: Option<Illegal>,
    pub(crate) legal: Vec<Move>,
}

impl IllegalMoveError {
    /// Gets the legal moves of the position.
    #[must_use]
    pub fn legal(&self) -> &[Move] {
        &self.legal
    }

    /// Gets why the move is not legal, where it can be said more precisely than "not legal".
    #[must_use]
    pub fn reason(&self) -> Option<&str> {
        self.reason.as_deref()
    }

    /// Gets the rule that forbids the move, where a move text was resolved against the position.
    #[must_use]
    pub fn rule(&self) -> Option<&Illegal> {
        self.rule.as_ref()
    }
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move `{}`", self.mv)?;
        if let Some(reason) = &self.reason {
            write!(f, ": {reason}")?;
        }
        if self.legal.is_empty() {
            f.write_str("; there is no legal move")
        } else {
            let legal: Vec<String> = self.legal.iter().map(ToString::to_string).collect();
            write!(f, "; legal moves: {}", legal.join(" "))
        }
    }
}

impl Error for IllegalMoveError {}
