//! Listing and playing moves while a [`Watch`] follows long sowings and may stop them, each
//! candidate sown once.

use super::{
    Cancelled, Child, EndReason, Event, IllegalMoveError, Move, Outcome, Played, Position, Trace,
    Watch, movegen, trace::Recorder,
};

impl Position {
    /// Lists every legal move with the position it leads to, as [`Position::children`] does.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing.
    pub fn children_watched(&self, watch: &mut dyn Watch) -> Result<Vec<Child>, Cancelled> {
        let mut children = Vec::with_capacity(16);
        self.try_for_each_child(watch, |child| {
            children.push(child);
            Ok(())
        })?;
        Ok(children)
    }

    /// Checks if the player to move has any legal move, as [`Position::has_legal_move`] does.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing.
    pub fn has_legal_move_watched(&self, watch: &mut dyn Watch) -> Result<bool, Cancelled> {
        for mv in movegen::candidates(self).iter() {
            if self.child(mv, &mut (), watch)?.0.is_some() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Gets the end of the game if it is over, as [`Position::outcome`] does.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing.
    pub fn outcome_watched(&self, watch: &mut dyn Watch) -> Result<Option<Outcome>, Cancelled> {
        if let Some(outcome) = self.front_row_outcome() {
            return Ok(Some(outcome));
        }
        Ok((!self.has_legal_move_watched(watch)?).then_some(Outcome {
            winner: Some(self.to_move().opponent()),
            reason: EndReason::NoLegalMove,
        }))
    }

    /// Gets the end of the game that the front rows alone show, without sowing anything: the
    /// player to move has lost when his front row is empty, and has already won when his
    /// opponent's is (the move before ended the game; such a position is given, never reached).
    #[must_use]
    pub fn front_row_outcome(&self) -> Option<Outcome> {
        let me = self.to_move();
        let winner = if self.board().front_is_empty(me) {
            me.opponent()
        } else if self.board().front_is_empty(me.opponent()) {
            me
        } else {
            return None;
        };
        Some(Outcome {
            winner: Some(winner),
            reason: EndReason::FrontRowEmpty,
        })
    }

    /// Plays a legal move and tells what happened, as [`Position::play`] does, sowing it once.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing, and inside it an
    /// [`IllegalMoveError`] when `mv` is not legal.
    pub fn play_watched(
        &self,
        mv: Move,
        watch: &mut dyn Watch,
    ) -> Result<Result<Played, IllegalMoveError>, Cancelled> {
        let started = Move {
            safari: false,
            ..mv
        };
        if movegen::candidates(self).iter().any(|c| c == started)
            && let Some(played) = self.played(mv, watch)?
        {
            return Ok(Ok(played));
        }
        Ok(Err(IllegalMoveError {
            mv: mv.to_string(),
            reason: None,
            rule: None,
            legal: self.children_watched(watch)?.iter().map(|c| c.mv).collect(),
        }))
    }

    /// Checks if a move is legal by sowing it alone (its candidate, and the safari where asked),
    /// never the other moves.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing.
    pub fn is_legal_watched(&self, mv: Move, watch: &mut dyn Watch) -> Result<bool, Cancelled> {
        let started = Move {
            safari: false,
            ..mv
        };
        if !movegen::candidates(self).iter().any(|c| c == started) {
            return Ok(false);
        }
        let (child, choice) = self.child(started, &mut (), watch)?;
        Ok(if mv.safari {
            choice && self.child(mv, &mut (), watch)?.0.is_some()
        } else {
            child.is_some()
        })
    }

    /// Plays every legal move once, in the order of [`Position::children`], with its trace.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing.
    pub fn play_all(&self, watch: &mut dyn Watch) -> Result<Vec<(Move, Played)>, Cancelled> {
        let mut all = Vec::new();
        for mv in movegen::candidates(self).iter() {
            let (played, choice) = self.traced(mv, watch)?;
            if let Some(played) = played {
                all.push((mv, self.finish(played, watch)?));
            }
            if choice {
                let safari = Move { safari: true, ..mv };
                if let (Some(played), _) = self.traced(safari, watch)? {
                    all.push((safari, self.finish(played, watch)?));
                }
            }
        }
        Ok(all)
    }

    /// Plays a candidate move (or its safari) with a trace; `None` when it is not legal.
    fn played(&self, mv: Move, watch: &mut dyn Watch) -> Result<Option<Played>, Cancelled> {
        let (played, choice) = self.traced(mv, watch)?;
        match played {
            Some(played) if choice || !mv.safari => Ok(Some(self.finish(played, watch)?)),
            _ => Ok(None),
        }
    }

    /// Sows a candidate move with a trace; the position's outcome is left to [`Position::finish`].
    fn traced(
        &self,
        mv: Move,
        watch: &mut dyn Watch,
    ) -> Result<(Option<(Child, Trace)>, bool), Cancelled> {
        let mut trace = Trace {
            before: *self.board(),
            steps: Vec::new(),
        };
        let (child, choice) = self.child(mv, &mut trace, watch)?;
        Ok((child.map(|c| (c, trace)), choice))
    }

    /// Completes a played move with the end of the game it leads to.
    fn finish(
        &self,
        (child, mut trace): (Child, Trace),
        watch: &mut dyn Watch,
    ) -> Result<Played, Cancelled> {
        let outcome = match child.end {
            Some(end) => Some(end),
            None => child.position.outcome_watched(watch)?,
        };
        if let (Some(outcome), None) = (outcome, child.end) {
            trace.record(Event::GameOver(outcome), child.position.board());
        }
        Ok(Played {
            position: child.position,
            trace,
            outcome,
        })
    }
}
