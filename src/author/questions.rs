//! Questions the engine can ask about a position, one of each kind of exercise, with the answers
//! it knows: what `bao new exercise` writes.

use std::collections::BTreeMap;

use crate::{
    engine::{Hole, Move, Played, Position, notation::MoveText},
    lesson::model::Ending,
};

/// A goal a find-move exercise can set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Capture this many seeds (the most any move captures).
    Captured(u32),
    /// End the sowing in this hole.
    Last(Hole),
    /// End the move so.
    Ends(Ending),
}

impl Goal {
    /// Writes the goal as the file does: `{ captured: 6 }`.
    #[must_use]
    pub fn yaml(self) -> String {
        match self {
            Goal::Captured(n) => format!("{{ captured: {n} }}"),
            Goal::Last(hole) => format!("{{ last: {hole} }}"),
            Goal::Ends(ending) => format!("{{ ends: {} }}", ending.name()),
        }
    }

    /// Asks for the goal in words.
    #[must_use]
    pub fn question(self) -> String {
        match self {
            Goal::Captured(1) => "Find the move that captures a seed.".to_owned(),
            Goal::Captured(n) => {
                format!("Find a move that captures {n} seeds, the most any move takes here.")
            }
            Goal::Last(hole) => format!("Find a move whose last seed falls into {hole}."),
            Goal::Ends(ending) => format!("Find a move that ends `{}`.", ending.name()),
        }
    }
}

/// One question of each kind about a position, answered by the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Questions {
    /// find-move: a goal and every move that reaches it.
    pub find: (Goal, Vec<Move>),
    /// last-hole: a move and the hole its last seed falls into.
    pub last: Option<(Move, Hole)>,
    /// captured: a move and how many seeds it captures.
    pub captured: (Move, u32),
    /// legal: a move's text and whether it names a legal move.
    pub legal: (String, bool),
}

/// Works out the questions for a position; `None` when no move is legal there.
#[must_use]
pub fn questions(position: &Position) -> Option<Questions> {
    let played: Vec<(Move, Played)> = position
        .legal_moves()
        .into_iter()
        .filter_map(|mv| position.play(mv).ok().map(|p| (mv, p)))
        .collect();
    let find = find_move(&played)?;
    let answers = &find.1;
    let other = |(mv, _): &&(Move, Played)| !answers.contains(mv);
    let last_of = |(mv, p): &(Move, Played)| p.trace.last_hole().map(|h| (*mv, h));
    let last = played
        .iter()
        .filter(other)
        .find_map(last_of)
        .or_else(|| played.iter().find_map(last_of));
    let capturing = |(_, p): &&(Move, Played)| p.trace.captured() > 0;
    let new = |(mv, _): &&(Move, Played)| last.is_none_or(|(asked, _)| asked != *mv);
    let (mv, p) = played
        .iter()
        .filter(other)
        .filter(new)
        .find(capturing)
        .or_else(|| played.iter().filter(other).find(capturing))
        .or_else(|| played.iter().find(capturing))
        .or_else(|| played.first())?;
    Some(Questions {
        find,
        last,
        captured: (*mv, p.trace.captured()),
        legal: legal_question(position),
    })
}

/// Sets the goal of a find-move exercise: the biggest capture when there is one, else the last
/// hole fewest moves reach, else the ending fewest moves have; with every move that reaches it.
fn find_move(played: &[(Move, Played)]) -> Option<(Goal, Vec<Move>)> {
    let most = played.iter().map(|(_, p)| p.trace.captured()).max()?;
    let reaching = |goal: Goal| -> Vec<Move> {
        played
            .iter()
            .filter(|(_, p)| match goal {
                Goal::Captured(n) => p.trace.captured() == n,
                Goal::Last(hole) => p.trace.last_hole() == Some(hole),
                Goal::Ends(ending) => Ending::of(&p.trace) == Some(ending),
            })
            .map(|(mv, _)| *mv)
            .collect()
    };
    if most > 0 {
        let goal = Goal::Captured(most);
        return Some((goal, reaching(goal)));
    }
    let rarest = |goals: Vec<Goal>| {
        let mut counts: BTreeMap<usize, Goal> = BTreeMap::new();
        for goal in goals.into_iter().rev() {
            counts.insert(reaching(goal).len(), goal);
        }
        counts.into_iter().next().map(|(_, goal)| goal)
    };
    let lasts = played
        .iter()
        .filter_map(|(_, p)| p.trace.last_hole().map(Goal::Last));
    let ends = played
        .iter()
        .filter_map(|(_, p)| Ending::of(&p.trace).map(Goal::Ends));
    let goal = rarest(lasts.collect()).or_else(|| rarest(ends.collect()))?;
    Some((goal, reaching(goal)))
}

/// Picks a move to ask "is it legal?" about: a move from a hole of the mover's that holds seeds
/// but is not legal, when there is one, else a legal one. Texts that name two moves at once are
/// skipped: "no" would be a trick answer.
fn legal_question(position: &Position) -> (String, bool) {
    let side = position.to_move();
    let mut holes: Vec<Hole> = Hole::all(side)
        .filter(|h| position.board().get(*h) > 0)
        .collect();
    holes.extend(Hole::all(side).filter(|h| position.board().get(*h) == 0));
    let mut first_legal = None;
    for hole in holes {
        for suffix in ["L", "R", "L*", "R*"] {
            let text = format!("{hole}{suffix}");
            let Ok(mv) = text.parse::<MoveText>() else {
                continue;
            };
            match mv.resolve(position) {
                Ok(_) => {
                    first_legal.get_or_insert(text);
                }
                Err(err) if !err.reason().is_some_and(|r| r.starts_with("ambiguous")) => {
                    return (text, false);
                }
                Err(_) => {}
            }
        }
    }
    (first_legal.unwrap_or_default(), true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Setup};

    fn diagram_9() -> Position {
        "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1"
            .parse::<Setup>()
            .unwrap()
            .into_position(Rules::KISWAHILI)
            .unwrap()
    }

    /// Worked out by hand: A8R takes the 6 in a1, the most; A1L takes the 4 in a8 and ends in
    /// the empty A4; A2L takes the 3 in a7.
    #[test]
    fn diagram_9_asks_for_the_biggest_capture() {
        let q = questions(&diagram_9()).unwrap();
        assert_eq!(q.find.0, Goal::Captured(6));
        let names = |moves: &[Move]| moves.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(names(&q.find.1), ["A8R"]);
        let (mv, hole) = q.last.unwrap();
        assert_eq!(
            (mv.to_string(), hole.to_string()),
            ("A1L".into(), "A4".into())
        );
        assert_eq!((q.captured.0.to_string(), q.captured.1), ("A2L".into(), 3));
        assert!(!q.legal.1, "{}", q.legal.0);
    }

    #[test]
    fn the_start_has_no_capture_so_a_last_hole_is_the_goal() {
        let q = questions(&Position::start(Rules::KISWAHILI)).unwrap();
        assert!(matches!(q.find.0, Goal::Last(_)), "{:?}", q.find.0);
        assert_eq!(q.captured.1, 0);
        assert_eq!(q.find.0.yaml().chars().next(), Some('{'));
    }
}
