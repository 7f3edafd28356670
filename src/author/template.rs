//! The files `bao new` writes: a chapter, a lesson, a lesson of exercises and a puzzle, commented
//! for a teacher who has never seen the format. Every move and answer in them is computed by the
//! engine, so a new file passes `bao check` as written (a puzzle from the teacher's own position
//! passes once that position is one).

mod exercise;
mod puzzle;
#[cfg(test)]
mod tests;

pub use exercise::exercise;
pub use puzzle::{NewPuzzle, PLACEHOLDER, placeholder, puzzle};

use crate::engine::{
    Position, Rules,
    notation::{MoveText, grid},
};

/// Where a new lesson starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A published diagram, named by its id.
    Diagram {
        /// The id: the diagram's file name without `.yaml`.
        id: String,
        /// Its position.
        position: Position,
    },
    /// A position, written out as a grid.
    Position(Position),
}

impl Start {
    /// Gets the position.
    #[must_use]
    pub fn position(&self) -> Position {
        match self {
            Start::Diagram { position, .. } | Start::Position(position) => *position,
        }
    }

    /// Writes `position:` as a step's key (indented 4), with comments on how else to write it.
    fn yaml(&self) -> String {
        let mut out = String::from(
            "    # Where the step starts: a diagram id (a file of diagrams/ without `.yaml`), the\n    # one-line form, or a grid. Later steps start where the one before ended.\n",
        );
        match self {
            Start::Diagram { id, .. } => {
                out.push_str(&format!("    position: {id}\n"));
            }
            Start::Position(position) => {
                out.push_str("    # The grid's rows: North's back row b8..b1, North's front row a8..a1,\n    # South's front row A1..A8, South's back row B1..B8; O is an empty hole.\n    position:\n      grid: |\n");
                for row in grid::write(position.board()).lines() {
                    out.push_str(&format!("        {row}\n"));
                }
                let stock = position.stock();
                let nyumba = match (position.nyumba().south, position.nyumba().north) {
                    (true, true) => "SN",
                    (true, false) => "S",
                    (false, true) => "N",
                    (false, false) => "\"-\"",
                };
                let side = position.to_move().letter();
                let lines = [
                    (
                        format!("to_move: {side}"),
                        "S (South: rows A and B) or N (North: rows a and b)",
                    ),
                    (
                        format!("stock: [{}, {}]", stock.south, stock.north),
                        "seeds in hand, South's and North's; [0, 0] is the mtaji stage",
                    ),
                    (
                        format!("nyumba: {nyumba}"),
                        "who still owns his nyumba: SN, S, N or \"-\" (nobody)",
                    ),
                ];
                let blocked = position.blocked().map(|hole| {
                    (
                        format!("blocked: {hole}"),
                        "the mover's hole blocked by takasia",
                    )
                });
                for (line, comment) in lines.into_iter().chain(blocked) {
                    out.push_str(&format!("      {line:<17}  # {comment}\n"));
                }
            }
        }
        out
    }
}

/// The comment every new lesson starts with: what the file is, the notation, where to read on.
fn header(what: &str) -> String {
    format!(
        "# yaml-language-server: $schema=../lesson.schema.json
#
# {what} for bao. Lines starting with # are comments; delete them as you like.
#   bao check DIR               plays every step on the engine and says what differs
#   bao record FILE             writes in what moves give (`expect`) and the answers
#   bao learn --lessons DIR     walks through the course as a learner would
# The format in full: lessons/README.md in bao's source (`bao book` explains the notation).
#
# Holes: South plays rows A (front) and B (back), North rows a and b, each numbered 1 to 8
# from its owner's left. A1 and A8 are South's kichwa, A2 and A7 his kimbi, A5 his nyumba.
# Moves: a hole and the side the seeds go, L or R: A5L, A5R. A namua capture is written with
# the kichwa the captured seeds enter at (A1L enters at A1). A5R> sows the nyumba on (safari);
# A6L* is a move without capture (takasa). The KIBA notation (A4<, A3>+, A6<*) works too.

# The version of this file format: 1.
format_version: 1
"
    )
}

/// The keys after the header: title, rules and the rule's text.
fn head(title: &str, rules: Rules, rule: &str) -> String {
    format!(
        "# The lesson's title, as `bao learn --list` and the book show it.
title: {title}
# The rules: kiswahili (Bao la Kiswahili) or kujifunza (Bao la Kujifunza), then any options,
# e.g. `kiswahili,takasia=off`, for a source that reads a rule its own way.
rules: {rules}
# The rule in your own words, in Markdown: `A1`, *kichwa*, **must**. No HTML.
rule: |
  {rule}
# Sentences of the sources in their own language (ca, es, en or sw), each with an English gloss
# and where it is from. To add one, remove the `# ` in front of these lines:
# quotes:
#   - text: \"Si col·loquem una llavor del stock en el forat que conté una llavor, capturem 4 llavors.\"
#     language: ca
#     gloss: If we put a stock seed in the hole holding one seed, we capture 4 seeds.
#     cite: Bao, part 2, diagram 9

"
    )
}

/// Writes a new chapter's `chapter.yaml`.
#[must_use]
pub fn chapter(title: &str) -> String {
    format!(
        "# yaml-language-server: $schema=../chapter.schema.json
#
# A chapter of bao lessons: the lesson files beside this one, in the order of their names.

# The version of this file format: 1.
format_version: 1
# The chapter's title, as `bao learn --list` and the book show it.
title: {title}
# Markdown introducing the chapter (optional).
intro: |
  What the lessons of this chapter teach.
"
    )
}

/// Writes a new course file for a course folder named `title`: its book's title, and bao's
/// reference chapters left out.
#[must_use]
pub fn course(title: &str) -> String {
    format!(
        "# yaml-language-server: $schema=course.schema.json
#
# The course: what `bao book --lessons` calls its book.

# The version of this file format: 1.
format_version: 1
# The book's title.
title: {}
# Whether the book carries bao's own reference chapters too (the notation, the rules options,
# writing lessons): true or false.
reference_chapters: false
",
        serde_json::to_string(title).unwrap_or_default()
    )
}

/// Writes a new lesson starting from `start`: one step showing the position and its legal
/// moves, then, commented out, a move that must be illegal and a move played.
#[must_use]
pub fn lesson(title: &str, rules: Rules, start: &Start) -> String {
    let position = start.position();
    let moves = position.legal_moves();
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    let mut out = header("A lesson");
    out.push_str(&head(
        title,
        rules,
        "Write the rule here, in a few sentences.",
    ));
    out.push_str("# The steps, in order. The learner reads `say` and sees the board; bao check verifies the rest.\nsteps:\n  - say: |\n      What the learner reads at this step (Markdown).\n");
    out.push_str(&start.yaml());
    out.push_str(&format!(
        "    # Every legal move here, in any order: bao check says if one is missing or extra.\n    moves: [{}]\n",
        names.join(", ")
    ));
    if let Some(text) = illegal_example(&position) {
        out.push_str(&text);
    }
    if let Some(mv) = moves.first() {
        let side = position.to_move();
        out.push_str(&format!(
            "
  # A move played from where the step before ended, and what it must give. Leave `expect` out
  # and run `bao record FILE`: bao writes it in (last: where the last seed fell; captured: how
  # many seeds; ends: empty, nyumba, blocked, front-row-empty or never-ending; blocks and winner
  # when they apply). To use it, remove the `# ` in front of these lines:
  # - say: {side} plays {mv}.
  #   play: {mv}
"
        ));
    }
    out
}

/// A commented step with a move that is illegal, and the reason's words.
fn illegal_example(position: &Position) -> Option<String> {
    let (text, _) = super::questions::questions(position)?.legal;
    let reason = text
        .parse::<MoveText>()
        .ok()?
        .resolve(position)
        .err()?
        .reason()
        .unwrap_or("")
        .to_owned();
    Some(format!(
        "
  # A move that must be illegal, with words its reason contains (\"\" for any reason). To use
  # it, remove the `# ` in front of these lines:
  # - say: Why can {} not play {text}?
  #   play: {text}
  #   illegal: \"{}\"
",
        position.to_move(),
        reason.replace('\\', "\\\\").replace('"', "\\\"")
    ))
}
