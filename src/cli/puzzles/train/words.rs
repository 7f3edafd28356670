//! What the trainer says, in words, for both front ends: the puzzle, each move played out, the
//! verdict with the solution, the hints and the summary.

use std::fmt::Write as _;

use owo_colors::OwoColorize;

use crate::{
    engine::{Move, Position},
    puzzles::{
        themes::explain,
        trainer::{Hint, Mode, Said, Summary, Trainer, Verdict, turns},
    },
    render::{self, prose::wrap},
    style::Styles,
    tutor::played_out,
};

/// Gets the keys the learner can press now.
pub(super) fn keys(trainer: &Trainer) -> &'static str {
    if trainer.settled() {
        "Enter next puzzle, q stop"
    } else {
        "a move (e.g. A4R), h hint, q stop, ? keys"
    }
}

/// Gets the keys explained.
pub(super) fn help(width: usize) -> String {
    let words = "Type the winning side's move as the lessons write it (A4R: from A4, to the right; \
                 a capture's kichwa with L or R). bao answers with the longest defence. One move \
                 that does not win within the turns left fails the puzzle, and the solution is \
                 then played on the board. h names the hole of the winning move, h again the \
                 move; a puzzle solved with a hint counts as failed for your rating. Enter goes \
                 to the next puzzle once this one is over; q stops and sums the session up.";
    format!("{}\n", wrap(words, width))
}

/// Gets the learner's rating as it stands, or the streak.
pub(super) fn standing(trainer: &Trainer) -> String {
    let rating = trainer.record().rating;
    match trainer.mode() {
        Mode::Rated => format!(
            "Your puzzle rating: {:.0} (±{:.0}).",
            rating.rating, rating.deviation
        ),
        Mode::Streak => format!(
            "Streak: {} solved in a row (best ever {}).",
            trainer.streak(),
            trainer.record().best_streak
        ),
    }
}

/// Gets the puzzle on the board: its id and rating, the board (unless the screen draws its
/// own), and what to do.
pub(super) fn puzzle(trainer: &Trainer, width: usize, styles: &Styles, board: bool) -> String {
    let (Some(puzzle), Some(at)) = (trainer.puzzle(), trainer.position()) else {
        return String::new();
    };
    let mut text = format!(
        "{}\n\n",
        format!("Puzzle {} (rated {})", puzzle.id, puzzle.rating).style(styles.heading)
    );
    if board {
        text.push_str(&render::board::position(&at, &[], styles));
        text.push('\n');
    }
    let _ = writeln!(text, "{}", wrap(&prompt(trainer), width));
    text
}

/// Says what to play.
pub(super) fn prompt(trainer: &Trainer) -> String {
    let (Some(at), Some((turn, of))) = (trainer.position(), trainer.turn()) else {
        return String::new();
    };
    let mover = at.to_move();
    if trainer.settled() {
        "The puzzle is over.".to_owned()
    } else if turn == 1 {
        format!(
            "{mover} to move wins within {}: play the first move.",
            turns(of)
        )
    } else {
        let line: Vec<String> = trainer.played().iter().map(ToString::to_string).collect();
        format!("After {}: {mover}'s move {turn} of {of}.", line.join(" "))
    }
}

/// Gets a move played out in words.
fn moves(played: &[(Position, Move)]) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, (at, mv)) in played.iter().enumerate() {
        let who = if i % 2 == 0 { "plays" } else { "answers" };
        lines.push(format!("{} {who} {mv}:", at.to_move()));
        lines.extend(played_out(at, mv));
    }
    lines
}

/// Gets what came of an input in words, with the board drawn in text when `board` (the line
/// mode's; the screen draws its own).
pub(super) fn said(
    said: &Said,
    trainer: &Trainer,
    width: usize,
    styles: &Styles,
    board: bool,
) -> String {
    match said {
        Said::Served => puzzle(trainer, width, styles, board),
        Said::NoneLeft => format!(
            "{}\n",
            wrap("No puzzle is left to serve in this session.", width)
        ),
        Said::Unreadable(words) => format!("{}\n", wrap(words, width)),
        Said::Played(played) => {
            let mut text = moves(played).join("\n");
            text.push('\n');
            if board {
                text.push_str(&render::board::position(
                    &trainer.position().expect("a puzzle is on"),
                    &[],
                    styles,
                ));
            }
            let _ = writeln!(text, "\n{}", wrap(&prompt(trainer), width));
            text
        }
        Said::Settled(played, verdict) => settled(played, verdict, trainer, width, styles, board),
        Said::Hint(hint, first) => {
            let words = match hint {
                Hint::Hole(hole) => {
                    format!("Hint: the winning move starts from {hole}. h again names the move.")
                }
                Hint::Move(mv) => format!("Hint: play {mv}."),
            };
            let cost = if *first && trainer.mode() == Mode::Rated {
                " (A hinted puzzle counts as failed for your rating.)"
            } else {
                ""
            };
            format!("{}\n", wrap(&format!("{words}{cost}"), width))
        }
        Said::NoHint(why) => format!("{}\n", wrap(&format!("No hint: {why}."), width)),
        Said::Waiting => {
            let words = if trainer.settled() {
                "The puzzle is over: Enter for the next one, q to stop."
            } else {
                "The puzzle is not over: play a move, h for a hint, q to stop."
            };
            format!("{}\n", wrap(words, width))
        }
        Said::Stopped => format!(
            "{}\n",
            wrap(
                "Stopped before the proof was done: nothing was played; try again.",
                width
            )
        ),
        Said::Over => String::new(),
    }
}

/// Gets the verdict: the moves, solved or why not, the rating, and after a failure the
/// solution played out.
fn settled(
    played: &[(Position, Move)],
    verdict: &Verdict,
    trainer: &Trainer,
    width: usize,
    styles: &Styles,
    board: bool,
) -> String {
    let mut text = moves(played).join("\n");
    text.push('\n');
    if !verdict.solved {
        let why = format!("Not solved: {}.", verdict.why);
        let _ = writeln!(text, "{}", wrap(&why, width));
    }
    if let Some(puzzle) = trainer.puzzle() {
        if !verdict.solution.is_empty() {
            let line: Vec<String> = verdict.solution.iter().map(ToString::to_string).collect();
            let _ = writeln!(text, "The solution: {}.", line.join(" "));
            let mut at = puzzle.position;
            let mut sown = Vec::new();
            for mv in &verdict.solution {
                let Ok(next) = at.play(*mv) else { break };
                sown.push((at, *mv));
                at = next.position;
            }
            let _ = writeln!(text, "{}", moves(&sown).join("\n"));
            if board {
                // The board the solution leaves, the game won.
                text.push_str(&render::board::position(&at, &[], styles));
            }
        }
        if !puzzle.themes.is_empty() {
            text.push_str("Themes:\n");
        }
        for theme in &puzzle.themes {
            let line = format!("- {}: {}", theme.name(), explain(*theme));
            let _ = writeln!(text, "{}", wrap(&line, width));
        }
    }
    // The verdict comes last, where the screen's panel shows its newest line.
    let (mark, words) = if verdict.solved {
        ("✓".style(styles.ok).to_string(), "Solved.")
    } else {
        ("✗".style(styles.error).to_string(), "Not solved.")
    };
    let after = match trainer.mode() {
        Mode::Rated => {
            let (before, after) = verdict.rating;
            format!(
                " Your rating: {before:.0} → {after:.0} ({:+.0}).",
                after - before
            )
        }
        Mode::Streak if verdict.solved => format!(" Streak: {}.", trainer.streak()),
        Mode::Streak => " The streak ends.".to_owned(),
    };
    let _ = writeln!(
        text,
        "{mark} {}",
        wrap(&format!("{words}{after}"), width.saturating_sub(2))
    );
    text
}

/// Gets the end of the session: puzzles solved, the rating's change, the themes failed most.
pub(super) fn summary(summary: &Summary, width: usize) -> String {
    let mut text = format!(
        "Session over: {} of {} {} solved.\n",
        summary.solved,
        summary.tried,
        if summary.tried == 1 {
            "puzzle"
        } else {
            "puzzles"
        }
    );
    match summary.mode {
        Mode::Rated => {
            let (before, after) = summary.rating;
            let _ = writeln!(
                text,
                "Rating: {before:.0} → {after:.0} ({:+.0}).",
                after - before
            );
        }
        Mode::Streak => {
            let _ = writeln!(text, "Best streak of the session: {}.", summary.streak);
        }
    }
    if !summary.failed_themes.is_empty() {
        let failed: Vec<String> = summary
            .failed_themes
            .iter()
            .map(|(theme, n)| format!("{theme} ({n})"))
            .collect();
        let words = format!("The themes failed most: {}.", failed.join(", "));
        let _ = writeln!(text, "{}", wrap(&words, width));
    }
    text
}
