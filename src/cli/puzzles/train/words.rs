//! What the trainer says, in words, for both front ends: the puzzle, each move played out, the
//! verdict with the solution, the hints and the summary.

use std::fmt::Write as _;

use owo_colors::OwoColorize;

use crate::{
    engine::{Move, Position},
    game::words::{mv as shown, side},
    puzzles::{
        themes::explain,
        trainer::{Hint, Mode, Said, Summary, Trainer, Verdict},
    },
    render::{self, prose::wrap},
    style::Styles,
    t,
    tutor::played_out,
};

/// Gets the keys the learner can press now.
pub(super) fn keys(trainer: &Trainer) -> String {
    if trainer.settled() {
        t!("puzzles-keys-settled")
    } else {
        t!("puzzles-keys-playing")
    }
}

/// Gets the keys explained.
pub(super) fn help(width: usize) -> String {
    format!("{}\n", wrap(&t!("puzzles-help"), width))
}

/// Gets the learner's rating as it stands, or the streak.
pub(super) fn standing(trainer: &Trainer) -> String {
    let rating = trainer.record().rating;
    match trainer.mode() {
        Mode::Rated => t!(
            "puzzles-standing-rated",
            rating = rating.rating,
            deviation = rating.deviation
        ),
        Mode::Streak => t!(
            "puzzles-standing-streak",
            count = trainer.streak(),
            best = trainer.record().best_streak
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
        t!(
            "puzzles-puzzle",
            id = puzzle.id.as_str(),
            rating = puzzle.rating.to_string()
        )
        .style(styles.heading)
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
        t!("puzzles-prompt-over")
    } else if turn == 1 {
        t!("puzzles-prompt-first", side = side(mover), turns = of)
    } else {
        let line: Vec<String> = trainer.played().iter().map(|m| shown(*m)).collect();
        t!(
            "puzzles-prompt-next",
            moves = line.join(" "),
            side = side(mover),
            turn = turn,
            of = of
        )
    }
}

/// Gets a move played out in words.
fn moves(played: &[(Position, Move)]) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, (at, mv)) in played.iter().enumerate() {
        lines.push(if i % 2 == 0 {
            t!("puzzles-plays", side = side(at.to_move()), move = shown(*mv))
        } else {
            t!("puzzles-answers", side = side(at.to_move()), move = shown(*mv))
        });
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
        Said::NoneLeft => format!("{}\n", wrap(&t!("puzzles-none-left"), width)),
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
                Hint::Hole(hole) => t!("puzzles-hint-hole", hole = hole.to_string()),
                Hint::Move(mv) => t!("puzzles-hint-move", move = shown(*mv)),
            };
            let words = if *first && trainer.mode() == Mode::Rated {
                t!("puzzles-hint-costs", hint = words)
            } else {
                words
            };
            format!("{}\n", wrap(&words, width))
        }
        Said::NoHint(why) => format!(
            "{}\n",
            wrap(&t!("puzzles-no-hint", why = why.as_str()), width)
        ),
        Said::Waiting => {
            let words = if trainer.settled() {
                t!("puzzles-waiting-over")
            } else {
                t!("puzzles-waiting-on")
            };
            format!("{}\n", wrap(&words, width))
        }
        Said::Stopped => format!("{}\n", wrap(&t!("puzzles-stopped"), width)),
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
        let why = t!("puzzles-not-solved-why", why = verdict.why.as_str());
        let _ = writeln!(text, "{}", wrap(&why, width));
    }
    if let Some(puzzle) = trainer.puzzle() {
        if !verdict.solution.is_empty() {
            let line: Vec<String> = verdict.solution.iter().map(|m| shown(*m)).collect();
            let _ = writeln!(text, "{}", t!("puzzles-solution", moves = line.join(" ")));
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
            let _ = writeln!(text, "{}", t!("puzzles-themes"));
        }
        for theme in &puzzle.themes {
            let line = format!("- {}: {}", theme.name(), explain(*theme));
            let _ = writeln!(text, "{}", wrap(&line, width));
        }
    }
    // The verdict comes last, where the screen's panel shows its newest line.
    let mark = if verdict.solved {
        "✓".style(styles.ok).to_string()
    } else {
        "✗".style(styles.error).to_string()
    };
    let solved = if verdict.solved { "yes" } else { "no" };
    let words = match trainer.mode() {
        Mode::Rated => {
            let (before, after) = verdict.rating;
            t!(
                "puzzles-verdict-rated",
                solved = solved,
                before = format!("{before:.0}"),
                after = format!("{after:.0}"),
                change = format!("{:+.0}", after - before)
            )
        }
        Mode::Streak if verdict.solved => {
            t!("puzzles-verdict-streak", count = trainer.streak())
        }
        Mode::Streak => t!("puzzles-verdict-streak-ends"),
    };
    let _ = writeln!(text, "{mark} {}", wrap(&words, width.saturating_sub(2)));
    text
}

/// Gets the end of the session: puzzles solved, the rating's change, the themes failed most.
pub(super) fn summary(summary: &Summary, width: usize) -> String {
    let mut text = t!(
        "puzzles-session-over",
        solved = summary.solved,
        count = summary.tried
    );
    text.push('\n');
    match summary.mode {
        Mode::Rated => {
            let (before, after) = summary.rating;
            let _ = writeln!(
                text,
                "{}",
                t!(
                    "puzzles-summary-rating",
                    before = format!("{before:.0}"),
                    after = format!("{after:.0}"),
                    change = format!("{:+.0}", after - before)
                )
            );
        }
        Mode::Streak => {
            let _ = writeln!(
                text,
                "{}",
                t!("puzzles-summary-streak", count = summary.streak)
            );
        }
    }
    if !summary.failed_themes.is_empty() {
        let failed: Vec<String> = summary
            .failed_themes
            .iter()
            .map(|(theme, n)| format!("{theme} ({n})"))
            .collect();
        let words = t!("puzzles-summary-themes", themes = failed.join(", "));
        let _ = writeln!(text, "{}", wrap(&words, width));
    }
    text
}
