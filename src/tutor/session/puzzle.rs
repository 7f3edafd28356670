//! A puzzle played out: the learner's moves, the engine's longest defence between them, the
//! verdict (solved, or failed and why), the hints and the solution move by move.

use owo_colors::OwoColorize;

use super::{Session, Shown, TRIES};
use crate::{
    engine::{Move, Position},
    i18n::{Language, notation::move_text},
    lesson::model::Puzzle,
    render::{self, layout::side_name},
    search::{
        prove::{Proof, ProveError, prove},
        puzzle::{Holds, LineError, defence, main_line},
    },
    style::Styles,
    t,
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
    t!("learn-puzzle-turns", turns = n)
}

/// Says "1st", "2nd", "3rd", "4th" (in Spanish "1.ª", in Catalan "1a", in Swahili "1").
fn ordinal(n: usize) -> String {
    match crate::i18n::current() {
        Language::Spanish => format!("{n}.ª"),
        Language::Catalan => format!("{n}a"),
        Language::Swahili => n.to_string(),
        Language::English => {
            let suffix = match (n % 10, n % 100) {
                (1, 11) | (2, 12) | (3, 13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
    }
}

/// Writes a move as the reader's language does.
fn shown(mv: &Move) -> String {
    move_text(&mv.to_string())
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
        let mover = side_name(start.to_move());
        let turn = play.line.len() / 2 + 1;
        let prompt = if self.question.settled {
            t!(
                "learn-puzzle-settled",
                side = mover,
                within = turns(puzzle.turns)
            )
        } else if play.line.is_empty() {
            t!(
                "learn-puzzle-first",
                side = mover,
                within = turns(puzzle.turns)
            )
        } else {
            let line: Vec<String> = play.line.iter().map(shown).collect();
            t!(
                "learn-puzzle-after",
                line = line.join(" "),
                side = mover,
                nth = ordinal(turn),
                turns = puzzle.turns
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
        let mover_name = side_name(mover);
        let mut lines = vec![t!(
            "learn-puzzle-plays",
            side = mover_name.as_str(),
            mv = shown(&mv)
        )];
        lines.extend(played_out(&at, &mv));
        if let Some(end) = played.outcome {
            if end.winner == Some(mover) {
                let verdict = t!(
                    "learn-puzzle-solved",
                    mv = shown(&mv),
                    nth = ordinal(turn),
                    turns = puzzle.turns
                );
                return self.solved(lines, &verdict, puzzle, styles);
            }
            let why = t!(
                "learn-puzzle-no-win",
                mv = shown(&mv),
                side = mover_name.as_str()
            );
            return self.failed(lines, &why, start, puzzle, styles);
        }
        let left = puzzle.turns.saturating_sub(turn as u32);
        if left == 0 {
            let why = t!(
                "learn-puzzle-too-late",
                mv = shown(&mv),
                side = mover_name.as_str(),
                nth = ordinal(turn),
                within = turns(puzzle.turns)
            );
            return self.failed(lines, &why, start, puzzle, styles);
        }
        let reply = match defence(&played.position, left, &self.stop) {
            Ok(reply) => reply,
            // The move is not kept: nothing was played.
            Err(ProveError::Stopped { .. }) => {
                self.just_played = None;
                return self.stopped(t!("learn-stopped-defence"));
            }
            Err(err) => {
                self.just_played = None;
                return Shown::Text(format!(
                    "{}\n",
                    t!("learn-defence-failed", error = err.to_string())
                ));
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
        let defender = side_name(defender);
        lines.push(t!(
            "learn-puzzle-answers",
            side = defender.as_str(),
            mv = shown(&reply.mv)
        ));
        lines.extend(played_out(&played.position, &reply.mv));
        if reply.holds == Holds::Escapes {
            let why = t!(
                "learn-puzzle-escapes",
                mv = shown(&mv),
                side = defender.as_str(),
                reply = shown(&reply.mv),
                within = turns(left)
            );
            return self.failed(lines, &why, start, puzzle, styles);
        }
        if answered
            .outcome
            .is_some_and(|end| end.winner == Some(mover))
        {
            // Every defence lost at once: the defender's own move ended the game.
            let verdict = t!(
                "learn-puzzle-solved-at-once",
                side = defender.as_str(),
                mv = shown(&mv),
                nth = ordinal(turn),
                turns = puzzle.turns
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
    fn stopped(&self, words: String) -> Shown {
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
            .map(|c| format!("{}\n", render::prose::wrap(&c, self.width)))
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
            self.marked("✗".style(styles.error), &t!("learn-not-solved", why = why))
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
                render::prose::wrap(&t!("learn-tries-up-solution", tries = TRIES), self.width)
            ));
        }
        let left = TRIES - self.question.tries;
        let again = t!("learn-try-again-puzzle", left = left);
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
                    render::prose::wrap(&t!("learn-stopped-solution"), self.width)
                ));
            }
            Err(err) => {
                return Err(format!(
                    "{}\n",
                    t!("learn-solution-failed", error = err.to_string())
                ));
            }
        };
        let moves: Vec<String> = line.iter().map(shown).collect();
        let mut lines = vec![t!("learn-solution", line = moves.join(" "))];
        let mut at = *start;
        for (i, mv) in line.iter().enumerate() {
            let Ok(played) = at.play(*mv) else {
                lines.push(t!("learn-solution-illegal", mv = shown(mv)));
                break;
            };
            lines.push(t!(
                "learn-solution-plays",
                n = i + 1,
                side = side_name(at.to_move()),
                mv = shown(mv)
            ));
            lines.extend(played_out(&at, mv));
            at = played.position;
        }
        let words = format!("{}\n{}", self.wrapped(&lines), self.idea(puzzle, styles));
        Ok((line, words))
    }

    /// Gets the puzzle's idea, shown once it is solved or given up.
    fn idea(&self, puzzle: &Puzzle, styles: &Styles) -> String {
        match &puzzle.idea {
            Some(idea) => format!("\n{}\n{}", t!("learn-idea"), self.prose(idea, styles)),
            None => String::new(),
        }
    }

    /// Gives a hint: first the hole the next winning move starts from, then the move.
    pub(super) fn puzzle_hint(&mut self, start: &Position, puzzle: &Puzzle) -> Shown {
        if self.question.settled {
            return Shown::Text(format!("{}\n", t!("learn-puzzle-over")));
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
                    return self.stopped(t!("learn-stopped-hint"));
                }
                Err(err) => {
                    return Shown::Text(format!(
                        "{}\n",
                        t!("learn-no-hint", error = err.to_string())
                    ));
                }
            },
        };
        let Some(mv) = next else {
            return Shown::Text(format!("{}\n", t!("learn-no-win-left")));
        };
        self.question.play.hints += 1;
        let words = if self.question.play.hints == 1 {
            t!("learn-hint-hole", hole = mv.hole().to_string())
        } else {
            t!("learn-hint-move", mv = shown(&mv))
        };
        Shown::Text(format!("{}\n", render::prose::wrap(&words, self.width)))
    }
}

#[cfg(test)]
pub(crate) mod tests;
