//! A move of the learner's answered by the longest defence, the verdict that settles a puzzle
//! (the rating moved, the attempt kept), and the hints.

use super::{Hint, Mode, Said, Trainer, Verdict, rating};
use crate::{
    engine::{Move, Position},
    game::words::{mv as shown, side},
    progress::Attempt,
    search::{
        prove::{Proof, ProveError, prove},
        puzzle::{Holds, defence},
    },
    t,
    tutor::{MoveReading, read_move},
};

impl Trainer {
    /// Plays the learner's move, then the longest defence.
    pub(super) fn play(&mut self, text: &str, stop: &dyn Fn() -> bool) -> Said {
        let Some(current) = self.current.as_ref().filter(|c| !c.settled) else {
            return Said::Waiting;
        };
        let puzzle = &self.puzzles[current.index];
        let at = current.at;
        let mover = at.to_move();
        let mv = match read_move(&at, text) {
            Ok(mv) => mv,
            Err(MoveReading::Unreadable(words) | MoveReading::Illegal(words)) => {
                return Said::Unreadable(words);
            }
        };
        let played = at.play(mv).expect("a move read in the position is legal");
        let mut moves = vec![(at, mv)];
        let turn = u32::try_from(current.played.len() / 2 + 1).unwrap_or(u32::MAX);
        if let Some(end) = played.outcome {
            return if end.winner == Some(mover) {
                self.settle(moves, None)
            } else {
                let why = t!(
                    "puzzles-ends-without-win",
                    move = shown(mv),
                    side = side(mover)
                );
                self.settle(moves, Some(why))
            };
        }
        let left = puzzle.wins_in.saturating_sub(turn);
        if left == 0 {
            let why = t!(
                "puzzles-no-win-in-time",
                move = shown(mv),
                turns = puzzle.wins_in
            );
            return self.settle(moves, Some(why));
        }
        // Along the file's line its own reply; else the defence is proved afresh.
        let n = current.played.len();
        let along = puzzle.line.starts_with(&current.played) && puzzle.line.get(n) == Some(&mv);
        let reply = match along.then(|| puzzle.line.get(n + 1).copied()).flatten() {
            Some(reply) => reply,
            None => match defence(&played.position, left, stop) {
                Ok(found) if found.holds == Holds::Escapes => {
                    moves.push((played.position, found.mv));
                    let why = t!(
                        "puzzles-escapes",
                        move = shown(mv),
                        side = side(mover.opponent()),
                        reply = shown(found.mv),
                        turns = left
                    );
                    return self.settle(moves, Some(why));
                }
                Ok(found) => found.mv,
                Err(ProveError::Stopped { .. }) => return Said::Stopped,
                Err(err) => {
                    return Said::Unreadable(t!("puzzles-no-defence", error = err.to_string()));
                }
            },
        };
        let answered = played
            .position
            .play(reply)
            .expect("the defence's move is legal");
        moves.push((played.position, reply));
        if answered
            .outcome
            .is_some_and(|end| end.winner == Some(mover))
        {
            return self.settle(moves, None);
        }
        let current = self.current.as_mut().expect("a puzzle is on the board");
        current.played.extend([mv, reply]);
        current.at = answered.position;
        current.here = 0;
        Said::Played(moves)
    }

    /// Ends the puzzle: solved when `failure` is none and no hint was taken.
    fn settle(&mut self, moves: Vec<(Position, Move)>, failure: Option<String>) -> Said {
        let current = self.current.as_mut().expect("a puzzle is on the board");
        current.settled = true;
        let puzzle = &self.puzzles[current.index];
        let solved = failure.is_none() && current.hints == 0;
        let why = match (&failure, current.hints) {
            (Some(why), _) => why.clone(),
            (None, 0) => String::new(),
            (None, _) => t!("puzzles-found-with-hint"),
        };
        current.at = puzzle.position;
        current.played.clear();
        let before = self.record.rating;
        if self.mode == Mode::Rated {
            self.record.rating = rating::update(before, puzzle.rating, solved);
        }
        if solved {
            self.record.solved.insert(puzzle.id.clone());
            self.streak += 1;
            self.record.best_streak = self.record.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        let attempt = Attempt {
            id: puzzle.id.clone(),
            puzzle_rating: puzzle.rating,
            themes: puzzle.themes.iter().map(|t| t.name().to_owned()).collect(),
            solved,
            hinted: current.hints > 0,
            streak: self.mode == Mode::Streak,
            rating_after: self.record.rating.rating,
        };
        self.record.push(attempt.clone());
        self.session.push(attempt);
        if self.mode == Mode::Streak && !solved {
            self.over = true;
        }
        let solution = if failure.is_some() {
            puzzle.line.clone()
        } else {
            Vec::new()
        };
        Said::Settled(
            moves,
            Verdict {
                solved,
                why,
                rating: (before.rating, self.record.rating.rating),
                solution,
            },
        )
    }

    /// Gives a hint: the hole of the next winning move, then the move.
    pub(super) fn hint(&mut self, stop: &dyn Fn() -> bool) -> Said {
        let Some(current) = self.current.as_ref().filter(|c| !c.settled) else {
            return Said::Waiting;
        };
        let puzzle = &self.puzzles[current.index];
        let n = current.played.len();
        let along = puzzle
            .line
            .starts_with(&current.played)
            .then(|| puzzle.line.get(n).copied())
            .flatten();
        let left = puzzle
            .wins_in
            .saturating_sub(u32::try_from(n / 2).unwrap_or(u32::MAX));
        let next = match along {
            Some(mv) => mv,
            None => match prove(&current.at, left.max(1), stop) {
                Ok(proved) if matches!(proved.proof, Proof::WinIn(_)) && proved.best.is_some() => {
                    proved.best.expect("checked")
                }
                Ok(_) => return Said::NoHint(t!("puzzles-no-win-left")),
                Err(ProveError::Stopped { .. }) => return Said::Stopped,
                Err(err) => return Said::NoHint(err.to_string()),
            },
        };
        let current = self.current.as_mut().expect("a puzzle is on the board");
        current.hints += 1;
        current.here += 1;
        let first = current.hints == 1;
        let hint = if current.here == 1 {
            Hint::Hole(next.hole())
        } else {
            Hint::Move(next)
        };
        Said::Hint(hint, first)
    }
}
