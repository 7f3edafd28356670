//! The static evaluation: how good a quiet position is for the player to move, in hundredths of
//! a seed.
//!
//! For each side it counts
//! - material: every seed on his side of the board or in his stock ([`Weights::seed`] each);
//! - front-row seeds ([`Weights::front_seed`] each): only they capture, but only they can be
//!   captured (an empty front row, which loses, the search finds for itself);
//! - a functional nyumba ([`Weights::nyumba`]);
//! - exposure ([`Weights::exposed`] per seed): his seeds in front holes facing an occupied
//!   opponent hole, the only seeds a capture can take;
//!
//! and gives their difference. The player to move also gets, because it is his turn,
//! - mobility ([`Weights::mobility`] per move he may start);
//! - the capture he can make now ([`Weights::capture_threat`] per seed of the largest hole he
//!   can take).
//!
//! The weights are a value: [`evaluate`] uses [`Weights::DEFAULT`], [`evaluate_with`] any.

use bao_engine::{Direction, Hole, Move, MoveKind, Position, Side};

use super::params::Weights;

/// Evaluates a position from the side of the player to move, with the default weights.
#[must_use]
pub fn evaluate(position: &Position) -> i32 {
    evaluate_with(position, &Weights::DEFAULT)
}

/// Evaluates a position from the side of the player to move, with the given weights.
#[must_use]
pub fn evaluate_with(position: &Position, weights: &Weights) -> i32 {
    evaluate_listed(position, position.candidates().iter(), weights)
}

/// Evaluates a position whose candidate moves (see [`evaluate`]) the caller has already listed.
pub(super) fn evaluate_listed(
    position: &Position,
    candidates: impl Iterator<Item = Move>,
    weights: &Weights,
) -> i32 {
    let me = position.to_move();
    let mut score =
        side_terms(position, me, weights) - side_terms(position, me.opponent(), weights);
    let mut moves = 0;
    let mut threat = 0;
    for mv in candidates {
        moves += 1;
        if let Some(target) = captured_hole(position, mv.hole(), mv.direction(), mv.kind()) {
            threat = threat.max(i32::from(position.board().get(target)));
        }
    }
    score += weights.mobility * moves + weights.capture_threat * threat;
    score
}

/// The terms counted for one side alike.
fn side_terms(position: &Position, side: Side, weights: &Weights) -> i32 {
    let board = position.board();
    let material = board.count(side) as i32 + i32::from(*position.stock().get(side));
    let front: i32 = board.front(side).iter().map(|&n| i32::from(n)).sum();
    let exposed: i32 = Hole::front(side)
        .filter(|h| board.get(h.opposite().expect("a front hole")) > 0)
        .map(|h| i32::from(board.get(h)))
        .sum();
    let nyumba = if position.has_functional_nyumba(side) {
        weights.nyumba
    } else {
        0
    };
    weights.seed * material + weights.front_seed * front + nyumba - weights.exposed * exposed
}

/// Gets the opponent hole a capture candidate takes: for a namua capture the hole facing the one
/// the stock seed goes into, for a mtaji capture the hole facing the end of its first lap.
fn captured_hole(
    position: &Position,
    hole: Hole,
    direction: Direction,
    kind: MoveKind,
) -> Option<Hole> {
    match kind {
        MoveKind::NamuaCapture => hole.opposite(),
        MoveKind::MtajiCapture => {
            let mut last = hole;
            for _ in 0..position.board().get(hole) {
                last = last.step(direction);
            }
            last.opposite()
        }
        MoveKind::Takasa | MoveKind::Tax => None,
    }
}
