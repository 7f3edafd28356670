//! The themes of a solution, read from the traces of its moves (see each [`Theme`] variant for
//! the exact test).

use bao_engine::{EndReason, Event, LiftReason, Move, MoveKind, Played, Position, Side};

use super::Theme;

/// The most handfuls a move may sow and still not count as a long relay: a move of more sowings
/// than this (captured handfuls included) shows [`Theme::LongRelay`]. Of 151 puzzles found in
/// random games, about one in four has such a move (BENCHMARKS.md, "Puzzle ratings").
pub const LONG_RELAY_LAPS: u64 = 15;

/// One move of the line as played, with the position it was played from.
struct Ply {
    from: Position,
    mv: Move,
    played: Played,
}

/// Gets the themes a solution shows, sorted in [`Theme::ALL`]'s order, each once.
///
/// `line` is the solution from `position`: the solver's move, the defence, the solver's move,
/// and so on, ending with the winning move. The line is played out as far as its moves are
/// legal; a move that is not legal, and every move after it, is left out, as is anything after
/// the game ended.
#[must_use]
pub fn detect(position: &Position, line: &[Move]) -> Vec<Theme> {
    let solver = position.to_move();
    let plies = play_out(position, line);
    Theme::ALL
        .into_iter()
        .filter(|theme| shows(*theme, position, solver, &plies))
        .collect()
}

/// Plays the line while its moves are legal and the game goes on.
fn play_out(position: &Position, line: &[Move]) -> Vec<Ply> {
    let mut plies = Vec::new();
    let mut at = *position;
    for &mv in line {
        let Ok(played) = at.play(mv) else { break };
        let over = played.outcome.is_some();
        let next = played.position;
        plies.push(Ply {
            from: at,
            mv,
            played,
        });
        if over {
            break;
        }
        at = next;
    }
    plies
}

/// Checks if the played line shows one theme.
fn shows(theme: Theme, start: &Position, solver: Side, plies: &[Ply]) -> bool {
    let mut solver_plies = plies.iter().filter(|p| p.from.to_move() == solver);
    let mut defender_plies = plies.iter().filter(|p| p.from.to_move() != solver);
    let end = plies.last().and_then(|p| p.played.outcome);
    let won =
        |reason: EndReason| end.is_some_and(|o| o.winner == Some(solver) && o.reason == reason);
    match theme {
        Theme::Kimbi => first_capture(plies, solver)
            .is_some_and(|p| captures(p).next().is_some_and(|(from, _)| from.is_kimbi())),
        Theme::Kichwa => first_capture(plies, solver).is_some_and(chose_entry),
        Theme::RelayChain => plies.first().is_some_and(|p| captures(p).count() >= 2),
        Theme::NyumbaStop => solver_plies.any(chose_stop),
        Theme::NyumbaSafari => solver_plies.any(|p| lifted(p, LiftReason::Safari)),
        Theme::NyumbaTax => solver_plies.any(|p| lifted(p, LiftReason::Tax)),
        Theme::NyumbaLost => plies.iter().any(|p| {
            p.played.trace.events().any(|e| {
                *e == Event::NyumbaLost {
                    side: solver.opponent(),
                }
            })
        }),
        Theme::TakasaTrap => defender_plies.any(|p| {
            p.from
                .legal_moves()
                .iter()
                .all(|mv| !mv.kind().is_capture())
        }),
        Theme::Takasia => solver_plies.any(|p| {
            p.played
                .trace
                .events()
                .any(|e| matches!(e, Event::Block { .. }))
        }),
        Theme::FrontRowEmptied => won(EndReason::FrontRowEmpty),
        Theme::NoMoveLeft => won(EndReason::NoLegalMove),
        Theme::QuietMove => plies.first().is_some_and(|p| captures(p).next().is_none()),
        Theme::Sacrifice => match plies {
            [first, reply, ..] => reply.played.trace.captured() > first.played.trace.captured(),
            _ => false,
        },
        Theme::LongRelay => solver_plies.any(|p| laps(p) > LONG_RELAY_LAPS),
        Theme::Namua => start.is_namua(solver),
        Theme::Mtaji => !start.is_namua(solver),
    }
}

/// Gets the solver's first move that captures.
fn first_capture(plies: &[Ply], solver: Side) -> Option<&Ply> {
    plies
        .iter()
        .filter(|p| p.from.to_move() == solver)
        .find(|p| captures(p).next().is_some())
}

/// Lists a move's captures: the mover's front hole each was made from, and the seeds taken.
fn captures(ply: &Ply) -> impl Iterator<Item = (bao_engine::Hole, u8)> + '_ {
    ply.played.trace.events().filter_map(|e| match e {
        Event::Capture { hole, seeds, .. } => hole.opposite().map(|from| (from, *seeds)),
        _ => None,
    })
}

/// Checks if a move's first capture is made from a central front hole (where the entry kichwa
/// follows the direction the player chose) and the same start in the other direction is legal
/// too, so that the entry was a real choice.
fn chose_entry(ply: &Ply) -> bool {
    let Some((from, _)) = captures(ply).next() else {
        return false;
    };
    from.forced_entry().is_none()
        && ply.from.legal_moves().iter().any(|other| {
            other.hole() == ply.mv.hole()
                && other.kind() == ply.mv.kind()
                && other.direction() != ply.mv.direction()
        })
}

/// Checks if a move stopped in the mover's functional nyumba when the safari was legal too.
fn chose_stop(ply: &Ply) -> bool {
    !ply.mv.is_safari()
        && ply
            .played
            .trace
            .events()
            .any(|e| matches!(e, Event::NyumbaStop { .. }))
        && ply.from.play(ply.mv.with_safari(true)).is_ok()
}

/// Checks if a move lifted seeds for the given reason.
fn lifted(ply: &Ply, why: LiftReason) -> bool {
    ply.played
        .trace
        .events()
        .any(|e| matches!(e, Event::Lift { reason, .. } if *reason == why))
        || (why == LiftReason::Tax && ply.mv.kind() == MoveKind::Tax)
}

/// Counts the handfuls a move sowed, laps the trace did not record one by one included.
fn laps(ply: &Ply) -> u64 {
    ply.played
        .trace
        .events()
        .map(|e| match e {
            Event::Sow { .. } => 1,
            Event::Laps { laps } => *laps,
            _ => 0,
        })
        .sum()
}
