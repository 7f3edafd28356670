//! A puzzle played out: the learner's moves, the engine's longest defence between them, the
//! verdict (solved, or failed and why), the hints and the solution move by move.

use owo_colors::OwoColorize;

use super::{Session, Shown, TRIES};
use crate::{
    engine::{Move, Position},
    lesson::model::Puzzle,
    render,
    search::{
        prove::{Proof, ProveError, prove},
        puzzle::{Holds, LineError, defence, main_line},
    },
    style::Styles,
    tutor::{
        Page,
        judge::{MoveReading, played_out, read_move},
    },
};

/// How far a puzzle has been played out.
#[derive(Clone, Debug, Default)]
pub(super) struct PlayOut {
    /// The position now, the learner to move, once a move and its defence are played.
    at: Option<Position>,
    /// The moves played so far: the learner's, each followed by the defence's.
    line: Vec<Move>,
    /// The hints given at this position: 1 the hole of the winning move, 2 the move.
    hints: u32,
}

/// Says "1 turn" or "2 turns".
fn turns(n: u32) -> String {
    if n == 1 {
        "1 turn".to_owned()
    } else {
        format!("{n} turns")
    }
}

/// Says "1st", "2nd", "3rd", "4th".
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl Session {
    /// Gets the puzzle on the current page, with its position.
    pub(super) fn puzzle(&self) -> Option<(Position, Puzzle)> {
        match self.script.pages.get(self.page) {
            Some(Page::Puzzle {
                position, puzzle, ..
            }) => Some((*position, puzzle.clone())),
            _ => None,
        }
    }

    /// Gets the position a puzzle's play-out has reached, the learner to move.
    pub(super) fn puzzle_at(&self, start: &Position) -> Position {
        self.question.play.at.unwrap_or(*start)
    }

    /// Says where a puzzle's play-out stands: what to play, or that it is over (wrapped).
    pub(super) fn puzzle_prompt(&self, start: &Position, puzzle: &Puzzle) -> String {
        let play = &self.question.play;
        let mover = start.to_move();
        let turn = play.line.len() / 2 + 1;
        let prompt = if self.question.settled {
            format!("{mover} to move wins within {}.", turns(puzzle.turns))
        } else if play.line.is_empty() {
            format!(
                "{mover} to move wins within {}: play the first move.",
                turns(puzzle.turns)
            )
        } else {
            let line: Vec<String> = play.line.iter().map(ToString::to_string).collect();
            format!(
                "After {}: {mover}'s {} move of {}.",
                line.join(" "),
                ordinal(turn),
                puzzle.turns
            )
        };
        render::prose::wrap(&prompt, self.width)
    }

    /// Plays the learner's move, then the longest defence, and says what came of it.
    pub(super) fn puzzle_answer(
        &mut self,
        start: &Position,
        puzzle: &Puzzle,
        text: &str,
        styles: &Styles,
    ) -> Shown {
        let at = self.question.play.at.unwrap_or(*start);
        let mover = start.to_move();
        let mv = match read_move(&at, text) {
            Ok(mv) => mv,
            // An illegal move is no try: the puzzle's failure is.
            Err(MoveReading::Unreadable(words) | MoveReading::Illegal(words)) => {
                return Shown::Text(format!("{}\n", render::prose::wrap(&words, self.width)));
            }
        };
        let played = at.play(mv).expect("a move read in the position is legal");
        self.just_played = Some((at, vec![mv]));
        let turn = self.question.play.line.len() / 2 + 1;
        let mut lines = vec![format!("{mover} plays {mv}:")];
        lines.extend(played_out(&at, &mv));
        if let Some(end) = played.outcome {
            if end.winner == Some(mover) {
                let verdict = format!(
                    "Solved: {mv} wins the game on your {} move of {}.",
                    ordinal(turn),
                    puzzle.turns
                );
                return self.solved(lines, &verdict, puzzle, styles);
            }
            let why = format!("{mv} ends the game without a win for {mover}");
            return self.failed(lines, &why, start, puzzle, styles);
        }
        let left = puzzle.turns.saturating_sub(turn as u32);
        if left == 0 {
            let why = format!(
                "{mv} was {mover}'s {} move and the game goes on: the win had to come within {}",
                ordinal(turn),
                turns(puzzle.turns)
            );
            return self.failed(lines, &why, start, puzzle, styles);
        }
        let reply = match defence(&played.position, left, &self.stop) {
            Ok(reply) => reply,
            // The move is not kept: nothing was played.
            Err(ProveError::Stopped { .. }) => {
                self.just_played = None;
                return self.stopped("the defence", "play your move again, or s for the solution");
            }
            Err(err) => {
                self.just_played = None;
                return Shown::Text(format!("The defence could not be found: {err}.\n"));
            }
        };
        let defender = mover.opponent();
        let answered = played
            .position
            .play(reply.mv)
            .expect("the defence's move is legal");
        if let Some((_, moves)) = &mut self.just_played {
            moves.push(reply.mv);
        }
        lines.push(format!("{defender} answers {}:", reply.mv));
        lines.extend(played_out(&played.position, &reply.mv));
        if reply.holds == Holds::Escapes {
            let why = format!(
                "after {mv} {defender}'s {} escapes: no win within {} is left",
                reply.mv,
                turns(left)
            );
            return self.failed(lines, &why, start, puzzle, styles);
        }
        if answered
            .outcome
            .is_some_and(|end| end.winner == Some(mover))
        {
            // Every defence lost at once: the defender's own move ended the game.
            let verdict = format!(
                "Solved: {defender}'s every answer to {mv} loses the game at once, on your {} move of {}.",
                ordinal(turn),
                puzzle.turns
            );
            return self.solved(lines, &verdict, puzzle, styles);
        }
        let play = &mut self.question.play;
        play.line.extend([mv, reply.mv]);
        play.at = Some(answered.position);
        play.hints = 0;
        Shown::Reply {
            text: format!("{}\n", self.wrapped(&lines)),
            page: self.view(styles),
        }
    }

    /// Says a proof was stopped (Ctrl-C) and what to type to go on.
    fn stopped(&self, what: &str, again: &str) -> Shown {
        let words = format!("Stopped before {what} was worked out: {again}.");
        Shown::Text(format!("{}\n", render::prose::wrap(&words, self.width)))
    }

    fn solved(
        &mut self,
        lines: Vec<String>,
        verdict: &str,
        puzzle: &Puzzle,
        styles: &Styles,
    ) -> Shown {
        self.question.settled = true;
        self.question.play = PlayOut::default();
        // Solved at last, after the solution was shown in another sitting: done.
        let copied = self
            .mark_found()
            .map(|c| format!("{}\n", render::prose::wrap(c, self.width)))
            .unwrap_or_default();
        Shown::Text(format!(
            "{}\n{}\n{copied}{}",
            self.wrapped(&lines),
            self.marked("✓".style(styles.ok), verdict),
            self.idea(puzzle, styles)
        ))
    }

    fn failed(
        &mut self,
        lines: Vec<String>,
        why: &str,
        start: &Position,
        puzzle: &Puzzle,
        styles: &Styles,
    ) -> Shown {
        self.question.tries += 1;
        self.question.play = PlayOut::default();
        let played = format!(
            "{}\n{}",
            self.wrapped(&lines),
            self.marked("✗".style(styles.error), &format!("Not solved: {why}."))
        );
        if self.question.tries >= TRIES {
            self.question.settled = true;
            self.mark_shown();
            let solution = match self.solution(start, puzzle, styles) {
                Ok((line, words)) => {
                    // The solution is played on the board, in place of the failed try.
                    self.just_played = Some((*start, line));
                    words
                }
                Err(words) => words,
            };
            return Shown::Text(format!(
                "{played}\n{}\n{solution}",
                render::prose::wrap(
                    &format!("That makes {TRIES} tries, so here is the solution."),
                    self.width
                )
            ));
        }
        let left = TRIES - self.question.tries;
        let tries = if left == 1 { "try" } else { "tries" };
        let again = format!(
            "Try again from the start ({left} {tries} left), or h for a hint, s for the solution."
        );
        Shown::Reply {
            text: format!("{played}\n{}\n", render::prose::wrap(&again, self.width)),
            page: self.view(styles),
        }
    }

    /// Puts a coloured mark before a verdict wrapped beside it (the mark is no text to wrap).
    fn marked(&self, mark: impl std::fmt::Display, verdict: &str) -> String {
        format!(
            "{mark} {}",
            render::prose::wrap(verdict, self.width.saturating_sub(2))
        )
    }

    /// Shows the solution on `s`: the answer counts as shown unless the puzzle was solved.
    pub(super) fn puzzle_show(
        &mut self,
        start: &Position,
        puzzle: &Puzzle,
        styles: &Styles,
    ) -> Shown {
        let (line, solution) = match self.solution(start, puzzle, styles) {
            Ok(solution) => solution,
            // Not worked out, so not shown: the puzzle is still to be played.
            Err(words) => return Shown::Text(words),
        };
        if !self.question.settled {
            self.question.settled = true;
            self.question.play = PlayOut::default();
            self.mark_shown();
        }
        // Played on the board from the start, move by move, seed by seed.
        self.just_played = Some((*start, line));
        Shown::Text(solution)
    }

    /// Gets the solution's moves, and the solution played out move by move in words, then the
    /// idea; or why it cannot be shown.
    fn solution(
        &self,
        start: &Position,
        puzzle: &Puzzle,
        styles: &Styles,
    ) -> Result<(Vec<Move>, String), String> {
        let line = match &puzzle.solution {
            Some(line) => Ok(line.clone()),
            None => main_line(start, puzzle.turns, &self.stop),
        };
        let line = match line {
            Ok(line) => line,
            Err(LineError::Prove(ProveError::Stopped { .. })) => {
                return Err(format!(
                    "{}\n",
                    render::prose::wrap(
                        "Stopped before the solution was worked out: s tries again.",
                        self.width,
                    )
                ));
            }
            Err(err) => return Err(format!("The solution could not be found: {err}.\n")),
        };
        let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
        let mut lines = vec![format!("The solution: {}.", moves.join(" "))];
        let mut at = *start;
        for (i, mv) in line.iter().enumerate() {
            let Ok(played) = at.play(*mv) else {
                lines.push(format!("{mv} is not legal here."));
                break;
            };
            lines.push(format!("{}. {} plays {mv}:", i + 1, at.to_move()));
            lines.extend(played_out(&at, mv));
            at = played.position;
        }
        let words = format!("{}\n{}", self.wrapped(&lines), self.idea(puzzle, styles));
        Ok((line, words))
    }

    /// Gets the puzzle's idea, shown once it is solved or given up.
    fn idea(&self, puzzle: &Puzzle, styles: &Styles) -> String {
        match &puzzle.idea {
            Some(idea) => format!("\nThe idea:\n{}", self.prose(idea, styles)),
            None => String::new(),
        }
    }

    /// Gives a hint: first the hole the next winning move starts from, then the move.
    pub(super) fn puzzle_hint(&mut self, start: &Position, puzzle: &Puzzle) -> Shown {
        if self.question.settled {
            return Shown::Text("The puzzle is over: r tries it again.\n".to_owned());
        }
        let play = &self.question.play;
        let at = play.at.unwrap_or(*start);
        let left = puzzle.turns.saturating_sub((play.line.len() / 2) as u32);
        // Along the written solution its next move; else the proof's soonest win.
        let along = puzzle
            .solution
            .as_ref()
            .filter(|s| s.starts_with(&play.line))
            .and_then(|s| s.get(play.line.len()).copied());
        let next = match along {
            Some(mv) => Some(mv),
            None => match prove(&at, left.max(1), &self.stop) {
                Ok(proved) if matches!(proved.proof, Proof::WinIn(_)) => proved.best,
                Ok(_) => None,
                Err(ProveError::Stopped { .. }) => {
                    return self.stopped("the hint", "h tries again");
                }
                Err(err) => return Shown::Text(format!("No hint: {err}.\n")),
            },
        };
        let Some(mv) = next else {
            return Shown::Text("No win is left from here: s shows the solution.\n".to_owned());
        };
        self.question.play.hints += 1;
        let words = if self.question.play.hints == 1 {
            format!(
                "Hint: the winning move starts from {}. h again names the move.",
                mv.hole()
            )
        } else {
            format!("Hint: play {mv}.")
        };
        Shown::Text(format!("{}\n", render::prose::wrap(&words, self.width)))
    }
}

#[cfg(test)]
pub(crate) mod tests;
