//! Checked lessons and diagrams: what the raw files of [`super::schema`] become once every hole,
//! move and position in them has been resolved against the engine.

use std::{fmt, path::PathBuf};

mod exercise;

pub use exercise::{Exercise, Goal};

use crate::engine::{Hole, Move, Position, Rules, Side, Trace, notation::MoveText};

/// Every chapter and diagram that was read, in order.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    /// The chapters, ordered by folder name.
    pub chapters: Vec<Chapter>,
    /// The diagrams, ordered by id.
    pub diagrams: Vec<Diagram>,
    /// The course file of the course folder read, when one was.
    pub course: Option<CourseInfo>,
}

/// A course file read with the course: its place, for its translations, and what it says.
#[derive(Clone, Debug)]
pub struct CourseInfo {
    /// The `course.yaml` file.
    pub file: PathBuf,
    /// What it says: the course's title (the book's) and its translations.
    pub course: crate::lesson::course_file::Course,
}

impl Catalog {
    /// Finds a diagram by id.
    #[must_use]
    pub fn diagram(&self, id: &str) -> Option<&Diagram> {
        self.diagrams.iter().find(|d| d.id == id)
    }

    /// Iterates over every lesson, chapter by chapter.
    pub fn lessons(&self) -> impl Iterator<Item = &Lesson> {
        self.chapters.iter().flat_map(|c| c.lessons.iter())
    }
}

/// A chapter: a folder of lessons with a `chapter.yaml`.
#[derive(Clone, Debug)]
pub struct Chapter {
    /// The folder name.
    pub id: String,
    /// The `chapter.yaml` file.
    pub file: PathBuf,
    /// The title.
    pub title: String,
    /// Markdown introducing the chapter.
    pub intro: String,
    /// The lessons, ordered by file name.
    pub lessons: Vec<Lesson>,
}

/// A lesson: a rule, the sources' words on it, and steps played on the engine.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// The file name without `.yaml`.
    pub id: String,
    /// The file.
    pub file: PathBuf,
    /// The title.
    pub title: String,
    /// The rules its positions are played under unless a diagram says otherwise.
    pub rules: Rules,
    /// The rule in the author's words (Markdown).
    pub rule: String,
    /// Sentences of the sources.
    pub quotes: Vec<Quote>,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// A sentence of a source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quote {
    /// The words, in the source's language.
    pub text: String,
    /// The source's language.
    pub language: Language,
    /// An English gloss.
    pub gloss: String,
    /// The publication and the place in it.
    pub cite: String,
}

/// A language of the sources, the same as a language bao speaks.
pub use crate::i18n::Language;

/// Where a step or claim is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file.
    pub file: PathBuf,
    /// The line where the step or claim starts.
    pub line: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.file.to_string_lossy().replace('\\', "/");
        write!(f, "{name}:{}", self.line)
    }
}

/// A step of a lesson.
#[derive(Clone, Debug)]
pub struct Step {
    /// Where it is written.
    pub place: Place,
    /// Markdown shown for the step.
    pub say: Option<String>,
    /// The position and what the engine must confirm about it.
    pub checks: Checks,
    /// A question for the learner.
    pub exercise: Option<Exercise>,
}

/// A published diagram: a position copied from a source, with the sentences that prove it.
#[derive(Clone, Debug)]
pub struct Diagram {
    /// The file name without `.yaml`.
    pub id: String,
    /// The file.
    pub file: PathBuf,
    /// What it shows.
    pub title: String,
    /// Where it was published.
    pub source: Source,
    /// Where its numbers come from.
    pub status: Status,
    /// What the file adds to the source.
    pub note: Option<String>,
    /// The position, under the diagram's rules.
    pub position: Position,
    /// Sentences of the source, each proved by the engine.
    pub claims: Vec<Claim>,
}

/// The publication a diagram comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The work.
    pub work: String,
    /// The seed file holding the diagram.
    pub file: Option<String>,
    /// The figure's name in the work.
    pub figure: Option<String>,
    /// The caption's language.
    pub language: Option<Language>,
    /// The caption.
    pub caption: Option<String>,
}

/// Where a diagram's numbers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Copied from a seed or a faithful translation.
    Primary,
    /// A third party's transcription of a figure we could not see.
    Secondary,
    /// Built to satisfy every sentence the text says about it.
    Reconstructed,
}

/// A sentence of a diagram's source with what the engine must confirm.
#[derive(Clone, Debug)]
pub struct Claim {
    /// Where it is written.
    pub place: Place,
    /// The sentence.
    pub text: String,
    /// An English gloss.
    pub gloss: Option<String>,
    /// The position and the checks.
    pub checks: Checks,
}

/// A position and what the engine must confirm about it.
#[derive(Clone, Debug)]
pub struct Checks {
    /// The position the checks start from.
    pub position: Position,
    /// The exact set of legal moves, as written.
    pub moves: Option<Vec<Move>>,
    /// A move played, or said to be illegal.
    pub play: Option<Play>,
    /// A claim that the player to move wins within some turns: a puzzle.
    pub puzzle: Option<Puzzle>,
}

impl Checks {
    /// Checks if there is anything for the engine to confirm.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.moves.is_none() && self.play.is_none() && self.puzzle.is_none()
    }
}

/// A puzzle: the player to move wins within `turns` of his turns, and not sooner.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The least number of his turns he needs (`wins_in`).
    pub turns: u32,
    /// The main line, when written: his winning moves with the longest defence between them,
    /// ending with the move that wins.
    pub solution: Option<Vec<Move>>,
    /// Other first moves that also win within `turns`, which the lesson says it knows of.
    pub cooks: Vec<Move>,
    /// The winning idea in words (Markdown), shown once the puzzle is solved or given up.
    pub idea: Option<String>,
}

/// A move of a step: legal and played, or said to be illegal.
#[derive(Clone, Debug)]
pub enum Play {
    /// A legal move and what it must give.
    Legal {
        /// The move.
        mv: Move,
        /// What it must give (nothing to check when empty).
        expect: Expect,
    },
    /// A move that must be illegal.
    Illegal {
        /// The move as written.
        mv: MoveText,
        /// A phrase the reason must contain (may be empty).
        reason: String,
    },
}

/// What a move must give; `None` is not checked.
#[derive(Clone, Debug, Default)]
pub struct Expect {
    /// The position after the move.
    pub position: Option<ExpectedPosition>,
    /// The hole where the last seed fell.
    pub last: Option<Hole>,
    /// The seeds captured.
    pub captured: Option<u32>,
    /// How the move ended.
    pub ends: Option<Ending>,
    /// The opponent's hole blocked by takasia for his next turn.
    pub blocks: Option<Hole>,
    /// How the move ends the game.
    pub winner: Option<Winner>,
}

impl Expect {
    /// Checks if nothing is expected.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.position.is_none()
            && self.last.is_none()
            && self.captured.is_none()
            && self.ends.is_none()
            && self.blocks.is_none()
            && self.winner.is_none()
    }
}

/// A position a move must reach, and which of its facts are compared.
#[derive(Clone, Debug)]
pub struct ExpectedPosition {
    /// The position.
    pub position: Position,
    /// What is compared besides the board.
    pub compare: Compare,
    /// How it was written: a diagram id, "the one-line position" or "the grid".
    pub name: String,
    /// The title of the published diagram it names, if it names one.
    pub title: Option<String>,
}

/// The facts of a position compared besides the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Compare {
    /// The side to move.
    pub to_move: bool,
    /// Both stocks.
    pub stock: bool,
    /// Who owns his nyumba.
    pub nyumba: bool,
    /// The takasia block.
    pub blocked: bool,
}

impl Compare {
    /// Compares every fact.
    pub const ALL: Compare = Compare {
        to_move: true,
        stock: true,
        nyumba: true,
        blocked: true,
    };
}

/// How a move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The last seed fell into an empty hole.
    Empty,
    /// The move stopped in the nyumba.
    Nyumba,
    /// The move stopped in a hole blocked by takasia.
    Blocked,
    /// A front row was emptied.
    FrontRowEmpty,
    /// The sowing never ends.
    NeverEnding,
}

impl Ending {
    /// Gets the name the files use: `empty`, `nyumba`, `blocked`, `front-row-empty`,
    /// `never-ending`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Ending::Empty => "empty",
            Ending::Nyumba => "nyumba",
            Ending::Blocked => "blocked",
            Ending::FrontRowEmpty => "front-row-empty",
            Ending::NeverEnding => "never-ending",
        }
    }

    /// Finds how a move's trace ended: the first event that ends a sowing.
    #[must_use]
    pub fn of(trace: &Trace) -> Option<Ending> {
        use crate::engine::{EndReason, Event};
        trace.events().find_map(|e| match e {
            Event::EmptyHole { .. } => Some(Ending::Empty),
            Event::NyumbaStop { .. } => Some(Ending::Nyumba),
            Event::BlockedStop { .. } => Some(Ending::Blocked),
            Event::NeverEnding { .. } => Some(Ending::NeverEnding),
            Event::GameOver(o) if o.reason == EndReason::FrontRowEmpty => {
                Some(Ending::FrontRowEmpty)
            }
            _ => None,
        })
    }
}

/// How a move ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// This side wins.
    Side(Side),
    /// Nobody wins.
    Draw,
}

impl fmt::Display for Winner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Winner::Side(side) => write!(f, "{}", side.letter()),
            Winner::Draw => f.write_str("draw"),
        }
    }
}
