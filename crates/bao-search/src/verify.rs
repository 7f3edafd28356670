//! A puzzle's claims decided exactly: the least win, the one first move that wins that soon, and
//! the main line (soonest win against the longest defence), with the work it took.
//!
//! [`solve_puzzle`] is the one judge of the puzzle collection: its generator keeps a position
//! only when this gives a solution, and `bao check` proves each row again with it. The work is
//! counted in calls of the stop check, which the provers make once per proof and every 256
//! positions after: the same on every machine, so a generator can cap it and stay reproducible.

use std::{cell::Cell, fmt};

use bao_engine::{Move, Position};

use super::{
    SearchError,
    params::MAX_PROOF_TURNS,
    prove::{Proof, ProveError, prove},
    puzzle::{LineError, main_line},
};

/// A puzzle proved: the least win, its only winning first move's main line, and the work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The least number of the mover's turns he wins in.
    pub wins_in: u32,
    /// The main line: the winning first move, the longest defence, ... ending with the move
    /// that ends the game.
    pub line: Vec<Move>,
    /// The work of the proofs, in calls of the stop check.
    pub work: u64,
}

/// Why a position is not the puzzle claimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flaw {
    /// The game is over already.
    GameOver(SearchError),
    /// The number of turns is 0 or above [`MAX_PROOF_TURNS`].
    Turns(u32),
    /// The player to move has no win within this many turns.
    NoWin(u32),
    /// He wins sooner: in this many turns.
    Sooner(u32),
    /// Another first move wins as soon: this one.
    Cook(Move),
    /// The winning first move is the only legal move: there is nothing to find.
    OnlyMove(Move),
    /// The proof was stopped (by the caller, or past the work allowed).
    Stopped,
}

impl fmt::Display for Flaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flaw::GameOver(err) => err.fmt(f),
            Flaw::Turns(n) => write!(f, "{n} turns cannot be proved: give 1 to {MAX_PROOF_TURNS}"),
            Flaw::NoWin(1) => f.write_str("the player to move has no winning move"),
            Flaw::NoWin(n) => write!(f, "the player to move has no win within {n} turns"),
            Flaw::Sooner(n) => write!(f, "the least win is in {n}"),
            Flaw::Cook(mv) => write!(f, "the first move {mv} wins as soon"),
            Flaw::OnlyMove(mv) => {
                write!(f, "{mv} is the only legal move: there is nothing to find")
            }
            Flaw::Stopped => f.write_str("the proof was stopped before it was done"),
        }
    }
}

impl std::error::Error for Flaw {}

impl From<ProveError> for Flaw {
    fn from(err: ProveError) -> Self {
        match err {
            ProveError::Search(err) => Flaw::GameOver(err),
            ProveError::Turns(n) => Flaw::Turns(n),
            ProveError::Stopped { .. } => Flaw::Stopped,
        }
    }
}

/// Proves that the player to move wins in exactly `turns` turns (not sooner) with one first
/// move only, and gives the main line.
///
/// `work` caps the calls of the stop check (`None`: no cap); past it the proof stops as `stop`
/// would stop it.
///
/// # Errors
/// Returns the [`Flaw`] found first: a win sooner, no win within `turns`, another first move
/// winning as soon, a first move that is the only legal one, the game over, or the proof
/// stopped.
pub fn solve_puzzle(
    position: &Position,
    turns: u32,
    work: Option<u64>,
    stop: &dyn Fn() -> bool,
) -> Result<Solution, Flaw> {
    let calls = Cell::new(0u64);
    let counted = || {
        calls.set(calls.get() + 1);
        work.is_some_and(|most| calls.get() > most) || stop()
    };
    let proved = prove(position, turns, &counted)?;
    let wins_in = match proved.proof {
        Proof::WinIn(k) if k < turns => return Err(Flaw::Sooner(k)),
        Proof::WinIn(k) => k,
        Proof::NoWinWithin(n) => return Err(Flaw::NoWin(n)),
    };
    let mut winners = proved
        .moves
        .iter()
        .filter(|(_, proof)| *proof == Proof::WinIn(wins_in))
        .map(|(mv, _)| *mv);
    let first = winners.next();
    if let Some(other) = winners.next() {
        return Err(Flaw::Cook(other));
    }
    if let (Some(only), 1) = (first, proved.moves.len()) {
        return Err(Flaw::OnlyMove(only));
    }
    let line = main_line(position, wins_in, &counted).map_err(|err| match err {
        LineError::Prove(err) => Flaw::from(err),
        LineError::NoWin(n) => Flaw::NoWin(n),
    })?;
    debug_assert_eq!(line.first().copied(), first);
    Ok(Solution {
        wins_in,
        line,
        work: calls.get(),
    })
}

#[cfg(test)]
mod tests {
    use bao_engine::{Position, Rules, Setup};

    use super::{Flaw, solve_puzzle};

    fn position(text: &str, rules: Rules) -> Position {
        text.parse::<Setup>()
            .expect("a position text")
            .into_position(rules)
            .expect("a legal position")
    }

    /// Plays a line out: it must end the game, won by the player who started it.
    fn wins(start: &Position, line: &[bao_engine::Move]) -> bool {
        let mut at = *start;
        for (i, mv) in line.iter().enumerate() {
            let played = at.play(*mv).expect("a legal move");
            if let Some(outcome) = played.outcome {
                return i + 1 == line.len() && outcome.winner == Some(start.to_move());
            }
            at = played.position;
        }
        false
    }

    #[test]
    fn a_win_in_two_is_proved_with_its_line_and_no_other_claim_holds() {
        // From a self-play game (Kujifunza, seed 1, game 1, ply 12).
        let p = position(
            "0,2,2,2,2,2,2,1/1,2,3,2,1,1,1,1/0,0,0,5,8,3,2,1/0,3,1,7,0,3,1,5 S",
            Rules::KUJIFUNZA,
        );
        let solution = solve_puzzle(&p, 2, None, &|| false).expect("a puzzle");
        assert_eq!(solution.wins_in, 2);
        assert_eq!(solution.line.len(), 3);
        assert!(wins(&p, &solution.line));
        assert!(solution.work >= 1);
        assert_eq!(solve_puzzle(&p, 3, None, &|| false), Err(Flaw::Sooner(2)));
        assert_eq!(solve_puzzle(&p, 1, None, &|| false), Err(Flaw::NoWin(1)));
        assert_eq!(solve_puzzle(&p, 2, Some(0), &|| false), Err(Flaw::Stopped));
    }

    #[test]
    fn a_win_in_one_is_the_one_move_that_ends_the_game() {
        // From a self-play game (Kiswahili, seed 1, game 4, ply 51): North has 8 legal moves.
        let p = position(
            "4,3,1,2,0,3,6,5/1,3,4,3,2,1,1,0/0,0,1,2,1,4,6,0/0,2,3,4,0,0,0,2 N nyumba=-",
            Rules::KISWAHILI,
        );
        assert_eq!(p.legal_moves().len(), 8);
        let solution = solve_puzzle(&p, 1, None, &|| false).expect("a win in one");
        assert!(wins(&p, &solution.line));
        let winners: Vec<_> = p
            .children()
            .into_iter()
            .filter(|c| c.end.is_some_and(|e| e.winner == Some(p.to_move())))
            .map(|c| c.mv)
            .collect();
        assert_eq!(winners, [solution.line[0]]);
    }

    #[test]
    fn a_win_whose_first_move_is_the_only_legal_one_is_no_puzzle() {
        // From a self-play game (Kujifunza, seed 1): South has one legal move, B8R, and it wins
        // in two; the same position with a second legal move would be a puzzle.
        let p = position(
            "0,2,4,0,1,4,0,1/0,0,1,2,0,2,3,0/1,8,2,10,0,6,1,0/1,3,3,0,3,3,0,3 S",
            Rules::KUJIFUNZA,
        );
        assert_eq!(p.legal_moves().len(), 1);
        let only = p.legal_moves()[0];
        assert_eq!(
            solve_puzzle(&p, 2, None, &|| false),
            Err(Flaw::OnlyMove(only))
        );
    }
}
