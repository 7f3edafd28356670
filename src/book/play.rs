//! A puzzle played on the book's page: the play tree, computed when the book is written.
//!
//! At each of the solver's turns every legal move gets a verdict. A move that wins within the
//! turns left ([`prove`]) is accepted and answered with the longest defence ([`defence`]); the
//! solver's next turn follows, until the game ends in his favour. Any other move is a leaf,
//! answered with why it fails: the defence that refutes it and what it leads to. Only winning
//! moves branch, so the tree stays as small as the puzzle's solutions.
//!
//! The page ([`page`]) carries the tree as data; its script looks moves up and holds no rules.

pub(crate) mod page;

use super::words::{move_text, side_name};
use crate::{
    bt,
    engine::{Move, Position, Side},
    render::trace::game_over,
    search::{
        prove::{Proof, ProveError, prove},
        puzzle::{Holds, defence},
    },
};

/// The verdict on one move at one of the solver's turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The move wins within the turns left.
    Wins {
        /// The defender's longest defence; `None` when the move ends the game at once.
        reply: Option<Move>,
        /// The solver's next turn in [`Tree::turns`]; `None` when the game is over.
        next: Option<usize>,
        /// Why it is right, in words.
        words: String,
    },
    /// The move does not win within the turns left.
    Fails {
        /// The defence that refutes it; `None` when the move itself ends the game.
        reply: Option<Move>,
        /// Why it fails, in words.
        words: String,
    },
}

/// One of the solver's turns: the position, the turns he has left to win in, and every legal
/// move with its verdict, in the order the engine lists them.
#[derive(Clone, Debug)]
pub(crate) struct Turn {
    /// The position, the solver to move.
    pub position: Position,
    /// The turns left to win in, this one included.
    pub left: u32,
    /// Every legal move and its verdict.
    pub moves: Vec<(Move, Verdict)>,
}

/// The play tree of a puzzle: its first turn is the puzzle's position.
#[derive(Clone, Debug)]
pub(crate) struct Tree {
    /// The solver's turns, the first one first; a winning move's `next` points into it.
    pub turns: Vec<Turn>,
}

/// Builds the play tree of "the player to move wins within `turns`".
///
/// # Errors
/// Gives the prover's reason when a proof fails, and says so when the player to move has no win
/// within `turns`.
pub(crate) fn tree(position: &Position, turns: u32) -> Result<Tree, String> {
    let mut tree = Tree { turns: Vec::new() };
    turn(&mut tree, *position, turns)?;
    Ok(tree)
}

/// Adds the solver's turn at `position` with `left` turns to win in, and the turns after its
/// winning moves; gives its index.
fn turn(tree: &mut Tree, position: Position, left: u32) -> Result<usize, String> {
    let never = || false;
    let proved = prove(&position, left, &never).map_err(|e| e.to_string())?;
    if !matches!(proved.proof, Proof::WinIn(_)) {
        return Err(format!(
            "{} has no win within {left} turns here",
            position.to_move()
        ));
    }
    let index = tree.turns.len();
    tree.turns.push(Turn {
        position,
        left,
        moves: Vec::new(),
    });
    let mut moves = Vec::new();
    for (mv, proof) in proved.moves {
        let verdict = match proof {
            Proof::WinIn(k) if k <= left => wins(tree, &position, mv, left)?,
            _ => fails(&position, mv, left)?,
        };
        moves.push((mv, verdict));
    }
    tree.turns[index].moves = moves;
    Ok(index)
}

/// The verdict on a move that wins within `left`: the longest defence, and the next turn.
fn wins(tree: &mut Tree, position: &Position, mv: Move, left: u32) -> Result<Verdict, String> {
    let solver = position.to_move();
    let played = position.play(mv).map_err(|e| e.to_string())?;
    let said = move_text(&mv.to_string());
    if let Some(outcome) = played.outcome {
        return Ok(Verdict::Wins {
            reply: None,
            next: None,
            words: bt!(
                "book-play-wins-at-once",
                mv = said,
                end = game_over(&outcome)
            ),
        });
    }
    let reply = defence(&played.position, left - 1, &|| false).map_err(|e| e.to_string())?;
    let answered = played.position.play(reply.mv).map_err(|e| e.to_string())?;
    let defender = solver.opponent();
    if let Some(outcome) = answered.outcome {
        return Ok(Verdict::Wins {
            reply: Some(reply.mv),
            next: None,
            words: bt!(
                "book-play-right-and-over",
                mv = said,
                defender = side_name(defender),
                reply = move_text(&reply.mv.to_string()),
                end = game_over(&outcome)
            ),
        });
    }
    let next = turn(tree, answered.position, left - 1)?;
    Ok(Verdict::Wins {
        reply: Some(reply.mv),
        next: Some(next),
        words: bt!(
            "book-play-right-go-on",
            mv = said,
            defender = side_name(defender),
            reply = move_text(&reply.mv.to_string()),
            solver = side_name(solver),
            turns = left - 1
        ),
    })
}

/// The verdict on a move that does not win within `left`: the defence that refutes it, and what
/// the board is left with.
fn fails(position: &Position, mv: Move, left: u32) -> Result<Verdict, String> {
    let solver = position.to_move();
    let defender = solver.opponent();
    let played = position.play(mv).map_err(|e| e.to_string())?;
    let said = move_text(&mv.to_string());
    if let Some(outcome) = played.outcome {
        return Ok(Verdict::Fails {
            reply: None,
            words: bt!(
                "book-play-ends-not-won",
                mv = said,
                end = game_over(&outcome)
            ),
        });
    }
    let front = front_seeds(&played.position, defender);
    let reply = match defence(&played.position, left - 1, &|| false) {
        Ok(reply) => reply,
        Err(ProveError::Stopped { .. }) => unreachable!("nothing stops the proof"),
        Err(err) => return Err(err.to_string()),
    };
    let answered = played.position.play(reply.mv).map_err(|e| e.to_string())?;
    let after = if left == 1 {
        bt!(
            "book-play-front-row-holds",
            mv = said.clone(),
            defender = side_name(defender),
            seeds = front
        )
    } else {
        bt!("book-play-no-force", mv = said.clone())
    };
    let leads = match (answered.outcome, reply.holds) {
        (Some(outcome), _) => bt!("book-play-sentence", text = game_over(&outcome)),
        (None, Holds::Escapes) if left == 1 => {
            bt!("book-play-had-to-win", solver = side_name(solver))
        }
        (None, Holds::Escapes) => bt!(
            "book-play-cannot-force",
            solver = side_name(solver),
            turns = left - 1,
            defender = side_name(defender),
            seeds = front_seeds(&answered.position, defender)
        ),
        // A defence that does not escape is not a refutation: the move would win.
        (None, Holds::LosesIn(_)) => {
            return Err(format!("{mv} is refuted by no defence, yet does not win"));
        }
    };
    Ok(Verdict::Fails {
        reply: Some(reply.mv),
        words: bt!(
            "book-play-escapes",
            after = after,
            defender = side_name(defender),
            reply = move_text(&reply.mv.to_string()),
            leads = leads
        ),
    })
}

/// The seeds in a side's front row.
fn front_seeds(position: &Position, side: Side) -> u32 {
    position
        .board()
        .front(side)
        .iter()
        .map(|&n| u32::from(n))
        .sum()
}

#[cfg(test)]
mod tests;
