//! A lesson as the tutor shows it: pages of text, boards, moves played out and questions.

use crate::{
    engine::{Move, Played, Position, notation::MoveText},
    lesson::model::Puzzle,
};

/// One lesson ready to be walked through.
#[derive(Clone, Debug)]
pub struct Script {
    /// The lesson's id.
    pub id: String,
    /// The lesson's title.
    pub title: String,
    /// The pages in order.
    pub pages: Vec<Page>,
}

/// One page of a lesson.
#[derive(Clone, Debug)]
pub enum Page {
    /// Markdown: the rule, or a quotation with its gloss.
    Text {
        /// The Markdown.
        markdown: String,
    },
    /// A position to look at.
    Board {
        /// What to say about it (Markdown).
        say: String,
        /// The position.
        position: Position,
    },
    /// A move played out step by step.
    Move {
        /// What to say about it (Markdown).
        say: String,
        /// The position before.
        before: Position,
        /// The move.
        mv: Move,
        /// What happened.
        played: Played,
    },
    /// A question the engine judges.
    Question {
        /// What to say before asking (Markdown).
        say: String,
        /// The position asked about.
        position: Position,
        /// The question.
        question: Question,
    },
    /// A puzzle: the learner plays the win out against the engine's longest defence.
    Puzzle {
        /// The question in the author's words (Markdown): "South to move and win in 2."
        say: String,
        /// The position, the learner to move.
        position: Position,
        /// The number of turns, the solution and the idea.
        puzzle: Puzzle,
    },
}

/// A question for the learner.
#[derive(Clone, Debug)]
pub struct Question {
    /// What is asked.
    pub kind: QuestionKind,
    /// The question in the author's words (Markdown), if the lesson gives them.
    pub prompt: Option<String>,
    /// A hint, if the author wrote one.
    pub hint: Option<String>,
}

impl Question {
    /// Gets the question as asked: the author's words, or else words made from its kind.
    #[must_use]
    pub fn prompt(&self) -> String {
        self.prompt.clone().unwrap_or_else(|| self.kind.prompt())
    }
}

/// The kinds of question.
#[derive(Clone, Debug)]
pub enum QuestionKind {
    /// Play the move the position calls for.
    FindMove {
        /// The accepted moves.
        accepted: Vec<Move>,
        /// What the move must achieve, in words ("captures 6").
        goal: String,
    },
    /// Name the hole where the last seed of a move falls.
    LastHole {
        /// The move.
        mv: Move,
    },
    /// Say how many seeds a move captures.
    Captured {
        /// The move.
        mv: Move,
    },
    /// Say whether a move is legal.
    Legal {
        /// The move as written.
        text: MoveText,
    },
}

impl QuestionKind {
    /// Gets the question in words.
    #[must_use]
    pub fn prompt(&self) -> String {
        let shown = |text: String| crate::i18n::notation::move_text(&text);
        match self {
            QuestionKind::FindMove { goal, .. } => {
                crate::t!("learn-prompt-find", goal = goal.as_str())
            }
            QuestionKind::LastHole { mv } => {
                crate::t!("learn-prompt-last-hole", mv = shown(mv.to_string()))
            }
            QuestionKind::Captured { mv } => {
                crate::t!("learn-prompt-captured", mv = shown(mv.to_string()))
            }
            QuestionKind::Legal { text } => {
                crate::t!("learn-prompt-legal", mv = shown(text.to_string()))
            }
        }
    }
}
