//! The files as written: raw serde structs for lesson files, `chapter.yaml` and diagram files.
//!
//! These types say what keys a file may have and nothing more; [`super::validate`] turns them into
//! the checked [`super::model`]. Values that a message may have to point at are [`Located`], so
//! every error names its line and column. The JSON Schemas that `bao schema` writes come from
//! these types.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::Deserialize;

use super::load::Located;
use crate::search::params::MAX_PROOF_TURNS;

mod goal;
mod values;

pub use goal::GoalRaw;
pub use values::{ANSWER_EXPECTED, AnswerRaw, GridRaw, POSITION_EXPECTED, PositionRaw};

/// The format version this bao reads and writes.
pub const FORMAT_VERSION: i64 = 1;

/// A lesson file: `lessons/<chapter>/<lesson>.yaml`.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao lesson")]
pub struct LessonFile {
    /// The version of this format: 1.
    #[schemars(with = "FormatVersion")]
    pub format_version: Located<i64>,
    /// The lesson's title.
    pub title: String,
    /// The ruleset, e.g. `kiswahili` or `kiswahili,takasia=off`; default `kiswahili`.
    #[serde(default)]
    pub rules: Option<Located<String>>,
    /// The rule in the author's own words (Markdown, no raw HTML).
    pub rule: Located<String>,
    /// Sentences of the sources, in their own language.
    #[serde(default)]
    pub quotes: Vec<QuoteRaw>,
    /// The steps, in order.
    #[serde(default)]
    pub steps: Vec<Located<StepRaw>>,
}

/// A chapter file: `lessons/<chapter>/chapter.yaml`.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao chapter")]
pub struct ChapterFile {
    /// The version of this format: 1.
    #[schemars(with = "FormatVersion")]
    pub format_version: Located<i64>,
    /// The chapter's title.
    pub title: String,
    /// Markdown introducing the chapter (no raw HTML).
    #[serde(default)]
    pub intro: Option<Located<String>>,
}

/// A published diagram: `diagrams/<id>.yaml`.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao diagram")]
pub struct DiagramFile {
    /// The version of this format: 1.
    #[schemars(with = "FormatVersion")]
    pub format_version: Located<i64>,
    /// What the diagram shows.
    pub title: String,
    /// Where the diagram was published.
    pub source: SourceRaw,
    /// Where the numbers come from.
    pub status: StatusRaw,
    /// What the file adds to the source, such as the stocks it assumes.
    #[serde(default)]
    pub note: Option<String>,
    /// The ruleset; default `kiswahili`.
    #[serde(default)]
    pub rules: Option<Located<String>>,
    /// The position: a grid with its facts, or the one-line form.
    pub position: Located<PositionRaw>,
    /// Sentences of the source, each proved by the engine.
    #[serde(default)]
    pub claims: Vec<Located<ClaimRaw>>,
}

/// `format_version`, for the schema: only 1 is known.
pub(crate) struct FormatVersion;

impl JsonSchema for FormatVersion {
    fn schema_name() -> Cow<'static, str> {
        "FormatVersion".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The version of the file format: 1.",
            "type": "integer",
            "const": FORMAT_VERSION,
        })
    }
}

/// `wins_in`, for the schema: 1 to [`MAX_PROOF_TURNS`].
struct WinsIn;

impl JsonSchema for WinsIn {
    fn schema_name() -> Cow<'static, str> {
        "WinsIn".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The least number of the mover's turns he needs to win.",
            "type": "integer",
            "minimum": 1,
            "maximum": MAX_PROOF_TURNS,
        })
    }
}

/// The publication a diagram comes from.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Source")]
pub struct SourceRaw {
    /// The work: title, author, translation.
    pub work: String,
    /// The seed file holding the diagram, when there is one.
    #[serde(default)]
    pub file: Option<String>,
    /// The figure's name in the work, e.g. `diagrama 9`.
    #[serde(default)]
    pub figure: Option<String>,
    /// The language of the caption.
    #[serde(default)]
    pub language: Option<LanguageRaw>,
    /// The words printed with the figure, in the work's language.
    #[serde(default)]
    pub caption: Option<String>,
}

/// Where a diagram's numbers come from.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
#[schemars(rename = "Status")]
pub enum StatusRaw {
    /// Copied from a seed or a faithful translation.
    Primary,
    /// A third party's transcription of a figure we could not see.
    Secondary,
    /// Built to satisfy every sentence the text says about it.
    Reconstructed,
}

/// A language of the sources.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
#[schemars(rename = "Language")]
pub enum LanguageRaw {
    /// Catalan.
    Ca,
    /// Spanish.
    Es,
    /// English.
    En,
    /// Swahili.
    Sw,
}

/// A quotation of a source.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Quote")]
pub struct QuoteRaw {
    /// The words, in the source's language.
    pub text: String,
    /// The source's language.
    pub language: LanguageRaw,
    /// An English gloss.
    pub gloss: String,
    /// The seed file or publication and the diagram, figure or paragraph.
    pub cite: String,
}

/// One step of a lesson.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Step")]
pub struct StepRaw {
    /// Markdown shown for the step (no raw HTML).
    #[serde(default)]
    pub say: Option<Located<String>>,
    /// Where the step starts; default: where the previous step ended.
    #[serde(default)]
    pub position: Option<Located<PositionRaw>>,
    /// The exact set of legal moves in that position, in any order and notation.
    #[serde(default)]
    pub moves: Option<Located<Vec<Located<String>>>>,
    /// A move to play from that position.
    #[serde(default)]
    pub play: Option<Located<String>>,
    /// What playing it must give.
    #[serde(default)]
    pub expect: Option<Located<ExpectRaw>>,
    /// `play` must be illegal; a phrase the reason must contain (may be empty).
    #[serde(default)]
    pub illegal: Option<Located<String>>,
    /// A puzzle: the player to move wins in this many of his turns, and not sooner (1 to 30).
    #[serde(default)]
    #[schemars(with = "Option<WinsIn>")]
    pub wins_in: Option<Located<i64>>,
    /// A puzzle's main line: the winning moves with the longest defence between them, ending
    /// with the move that wins (`bao record` writes it).
    #[serde(default)]
    pub solution: Option<Located<Vec<Located<String>>>>,
    /// A puzzle's other first moves that also win within `wins_in`.
    #[serde(default)]
    pub cooks: Option<Located<Vec<Located<String>>>>,
    /// A puzzle's winning idea (Markdown, no raw HTML), shown once it is solved or given up.
    #[serde(default)]
    pub idea: Option<Located<String>>,
    /// A question for the learner.
    #[serde(default)]
    pub exercise: Option<Located<ExerciseRaw>>,
}

/// A sentence of a diagram's source with the checks that prove it.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Claim")]
pub struct ClaimRaw {
    /// The sentence, in the source's language.
    pub text: String,
    /// An English gloss.
    #[serde(default)]
    pub gloss: Option<String>,
    /// Where the check starts; default: the diagram's position.
    #[serde(default)]
    pub position: Option<Located<PositionRaw>>,
    /// The exact set of legal moves in that position.
    #[serde(default)]
    pub moves: Option<Located<Vec<Located<String>>>>,
    /// A move to play from that position.
    #[serde(default)]
    pub play: Option<Located<String>>,
    /// What playing it must give.
    #[serde(default)]
    pub expect: Option<Located<ExpectRaw>>,
    /// `play` must be illegal; a phrase the reason must contain (may be empty).
    #[serde(default)]
    pub illegal: Option<Located<String>>,
    /// A puzzle: the player to move wins in this many of his turns, and not sooner (1 to 30).
    #[serde(default)]
    #[schemars(with = "Option<WinsIn>")]
    pub wins_in: Option<Located<i64>>,
    /// A puzzle's main line: the winning moves with the longest defence between them, ending
    /// with the move that wins (`bao record` writes it).
    #[serde(default)]
    pub solution: Option<Located<Vec<Located<String>>>>,
    /// A puzzle's other first moves that also win within `wins_in`.
    #[serde(default)]
    pub cooks: Option<Located<Vec<Located<String>>>>,
    /// A puzzle's winning idea (Markdown, no raw HTML), shown once it is solved or given up.
    #[serde(default)]
    pub idea: Option<Located<String>>,
}

/// What a move must give; every key is optional.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Expect")]
pub struct ExpectRaw {
    /// The whole position after the move.
    #[serde(default)]
    pub position: Option<Located<PositionRaw>>,
    /// The hole where the last seed fell.
    #[serde(default)]
    pub last: Option<Located<String>>,
    /// How many seeds were captured.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub captured: Option<Located<i64>>,
    /// How the move ended.
    #[serde(default)]
    pub ends: Option<Located<EndsRaw>>,
    /// The opponent's hole takasia blocks next turn.
    #[serde(default)]
    pub blocks: Option<Located<String>>,
    /// The move ends the game so.
    #[serde(default)]
    pub winner: Option<Located<WinnerRaw>>,
}

impl ExpectRaw {
    /// Checks if no key is given at all.
    #[must_use]
    pub fn is_empty_raw(&self) -> bool {
        self.position.is_none()
            && self.last.is_none()
            && self.captured.is_none()
            && self.ends.is_none()
            && self.blocks.is_none()
            && self.winner.is_none()
    }
}

/// How a move ended.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
#[schemars(rename = "Ends")]
pub enum EndsRaw {
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

/// Who wins when a move ends the game.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[schemars(rename = "Winner")]
pub enum WinnerRaw {
    /// South.
    S,
    /// North.
    N,
    /// Nobody.
    #[serde(rename = "draw")]
    Draw,
}

/// The side to move.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[schemars(rename = "Side")]
pub enum SideRaw {
    /// South.
    S,
    /// North.
    N,
}

/// A question for the learner.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Exercise")]
pub struct ExerciseRaw {
    /// What is asked.
    pub kind: ExerciseKindRaw,
    /// The question in your own words (Markdown, no raw HTML); default: words made from the
    /// kind (and a find-move's goal).
    #[serde(default)]
    pub prompt: Option<Located<String>>,
    /// find-move: what the move must achieve.
    #[serde(default)]
    pub goal: Option<Located<GoalRaw>>,
    /// find-move: the accepted moves.
    #[serde(default)]
    pub answers: Option<Located<Vec<Located<String>>>>,
    /// last-hole, captured, legal: the move asked about.
    #[serde(default, rename = "move")]
    pub mv: Option<Located<String>>,
    /// last-hole: a hole; captured: a count; legal: yes or no. Optional: the engine knows.
    #[serde(default)]
    pub answer: Option<Located<AnswerRaw>>,
    /// Markdown shown when the learner asks for help (no raw HTML).
    #[serde(default)]
    pub hint: Option<Located<String>>,
}

/// The kinds of exercise.
#[derive(Clone, Copy, Debug, Deserialize, JsonSchema, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
#[schemars(rename = "ExerciseKind")]
pub enum ExerciseKindRaw {
    /// Find a move that reaches a goal.
    FindMove,
    /// Name the hole where the last seed of a move falls.
    LastHole,
    /// Count the seeds a move captures.
    Captured,
    /// Say whether a move is legal.
    Legal,
}
