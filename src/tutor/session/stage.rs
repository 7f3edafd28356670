//! What a page shows, in parts: its words apart from its board, and the board as data, for a
//! front end that draws the board itself and keeps it in place (the full-screen `bao learn`).

use super::Session;
use crate::{
    engine::{Board, Event, Hole, Position, Side},
    render::{self, layout, trace::step_marks},
};

/// The board a page shows now: the seeds, the marks and what is said beside each side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The seeds in each hole.
    pub board: Board,
    /// Who owns his nyumba (South, North).
    pub nyumba: [bool; 2],
    /// The holes the step shown touched.
    pub highlight: Vec<Hole>,
    /// The hole takasia blocks, if any.
    pub blocked: Option<Hole>,
    /// What is said over the board (North's side) and under it (South's): the side, its stock
    /// when the rules have one, and whether it is to move.
    pub notes: [String; 2],
    /// The step of a move shown, when the page is at one: its event, whose board this is.
    pub step: Option<Event>,
}

impl Stage {
    /// The board of a position on its own; nobody is to move once the game is `over`.
    fn of(position: &Position, over: bool) -> Stage {
        let note = |side: Side| layout::side_note(position, side, "  ", over);
        Stage {
            board: *position.board(),
            nyumba: [position.nyumba().south, position.nyumba().north],
            highlight: Vec::new(),
            blocked: position.blocked(),
            notes: [note(Side::North), note(Side::South)],
            step: None,
        }
    }
}

/// The parts of a page's view: the words before the board, the board, the words after it.
pub(super) struct Parts {
    pub(super) before: String,
    pub(super) board: Option<String>,
    pub(super) after: String,
}

impl Session {
    /// Gets the board the page shows now (at the step of a move it is at), or `None` on a page
    /// of text alone.
    #[must_use]
    pub fn stage(&self) -> Option<Stage> {
        self.stage_at(self.frame)
    }

    /// Gets the board the page shows at a step of its move (as [`Session::frame`] counts them;
    /// past the last, the position after).
    #[must_use]
    pub fn stage_at(&self, frame: usize) -> Option<Stage> {
        use super::Page;
        match &self.script.pages[self.page] {
            Page::Text { .. } => None,
            Page::Board { position, .. } | Page::Question { position, .. } => {
                Some(Stage::of(position, position.outcome().is_some()))
            }
            Page::Puzzle { position, .. } => {
                let at = self.puzzle_at(position);
                Some(Stage::of(&at, at.outcome().is_some()))
            }
            Page::Move { before, played, .. } => {
                let steps = &played.trace.steps;
                if frame == 0 {
                    return Some(Stage::of(before, before.outcome().is_some()));
                }
                if frame > steps.len() {
                    let mut stage = Stage::of(&played.position, played.outcome.is_some());
                    stage.highlight = played.trace.last_hole().into_iter().collect();
                    return Some(stage);
                }
                let marks = step_marks(before, &played.trace).swap_remove(frame - 1);
                let step = &steps[frame - 1];
                // The move is under way: its mover is still to move, less any seed taken from
                // his stock so far.
                let mover = before.to_move();
                let taken = steps[..frame]
                    .iter()
                    .filter(|s| matches!(s.event, Event::Stock { .. }))
                    .count();
                let note = |side: Side| {
                    let stock = before.rules().has_nyumba().then(|| {
                        let stock = *before.stock().get(side);
                        if side == mover {
                            stock.saturating_sub(u8::try_from(taken).unwrap_or(u8::MAX))
                        } else {
                            stock
                        }
                    });
                    layout::side_note_of(side, stock, side == mover, "  ")
                };
                Some(Stage {
                    board: step.board,
                    nyumba: marks.nyumba,
                    highlight: marks.highlight,
                    blocked: marks.blocked,
                    notes: [note(Side::North), note(Side::South)],
                    step: Some(step.event),
                })
            }
        }
    }

    /// Gets the page's words without its board: what a front end that draws the board itself
    /// shows beside it.
    #[must_use]
    pub fn words(&self, styles: &crate::style::Styles) -> String {
        let parts = self.parts(styles);
        let mut words = parts.before;
        words.push_str(&parts.after);
        words.trim_end().to_owned()
    }

    /// Checks if the page's move is the one the question before it asked about, from the same
    /// position: its words then say what the move did (the answer), and come once it is sown.
    fn says_result(&self) -> bool {
        use crate::tutor::{Page, QuestionKind};
        let (
            Some(Page::Question {
                position, question, ..
            }),
            Page::Move { before, mv, .. },
        ) = (
            self.page
                .checked_sub(1)
                .and_then(|p| self.script.pages.get(p)),
            &self.script.pages[self.page],
        )
        else {
            return false;
        };
        position == before
            && match &question.kind {
                QuestionKind::FindMove { accepted, .. } => accepted.contains(mv),
                QuestionKind::LastHole { mv: asked } | QuestionKind::Captured { mv: asked } => {
                    asked == mv
                }
                QuestionKind::Legal { text } => text.resolve(position).ok() == Some(*mv),
            }
    }

    /// Gets the page's heading: the lesson's title and the page's number of all.
    pub(super) fn heading(&self) -> String {
        format!(
            "{} · {}/{}",
            self.script.title,
            self.page + 1,
            self.script.pages.len()
        )
    }

    /// Gets the words around the board, and the board drawn as text, of the page as it stands.
    pub(super) fn parts(&self, styles: &crate::style::Styles) -> Parts {
        use super::Page;
        let prose = |markdown: &str| render::prose::render(markdown, self.width, styles);
        let board = |position: &Position| Some(render::board::position(position, &[], styles));
        match &self.script.pages[self.page] {
            Page::Text { markdown } => Parts {
                before: prose(markdown),
                board: None,
                after: String::new(),
            },
            Page::Board { say, position } => Parts {
                before: prose(say),
                board: board(position),
                after: String::new(),
            },
            Page::Move {
                say,
                before,
                mv,
                played,
            } => {
                let steps = &played.trace.steps;
                let drawn = Some(render::trace::frame(before, played, self.frame, styles));
                // The page's words stay at every step, under what the step shows; words that
                // say what the move did wait until it is sown.
                let say = prose(say);
                let result = self.says_result();
                let mv = crate::i18n::notation::move_text(&mv.to_string());
                let the_move = crate::t!("learn-the-move", mv = mv.as_str());
                let words = if self.frame == 0 && result {
                    let how = render::prose::wrap(&crate::t!("learn-move-how"), self.width);
                    format!("{the_move}\n{how}\n")
                } else if self.frame == 0 {
                    format!("{say}\n{the_move}\n")
                } else if self.frame <= steps.len() {
                    let step = &steps[self.frame - 1];
                    let event =
                        render::prose::wrap(&render::trace::event(&step.event, styles), self.width);
                    let say = if result {
                        String::new()
                    } else {
                        format!("\n{say}")
                    };
                    let step = crate::t!(
                        "learn-move-step",
                        mv = mv.as_str(),
                        step = self.frame,
                        steps = steps.len()
                    );
                    format!("{step}\n{event}\n{say}")
                } else {
                    format!(
                        "{}\n\n{say}",
                        crate::t!("learn-move-after", mv = mv.as_str())
                    )
                };
                Parts {
                    before: words,
                    board: drawn,
                    after: String::new(),
                }
            }
            Page::Question {
                say,
                position,
                question,
            } => {
                // The author's question is Markdown; words made from the kind are plain text.
                let prompt = match &question.prompt {
                    Some(prompt) => prompt.clone(),
                    None => crate::book::markdown::text(&question.kind.prompt()),
                };
                Parts {
                    before: prose(say),
                    board: board(position),
                    after: format!("\n{}", prose(&prompt)),
                }
            }
            Page::Puzzle {
                say,
                position,
                puzzle,
            } => {
                let at = self.puzzle_at(position);
                Parts {
                    before: prose(say),
                    board: board(&at),
                    after: format!("\n{}\n", self.puzzle_prompt(position, puzzle)),
                }
            }
        }
    }
}
