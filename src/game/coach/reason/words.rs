//! The words for every [`Reason`], in one place: real seed counts, hole names as the notation
//! writes them ("captures A3's 4 seeds and A4's 2, 6 in all, entering at the kichwa a1").

use super::{Kept, Reason, Reasons};
use crate::{engine::Side, game::words::side as name, t};

/// Joins names as a sentence does: "a", "a and b", "a, b and c".
pub(crate) fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!("game-list", rest = init.join(", "), last = last.as_str()),
    }
}

/// The most relay holes named one by one.
const NAMED_RELAYS: usize = 4;

/// Says one reason of the reply; `replier` is the side that plays it.
#[must_use]
pub fn reason(reason: &Reason, replier: Side) -> String {
    let mover = replier.opponent();
    match reason {
        Reason::Captures {
            holes,
            seeds: all,
            kichwa,
        } => {
            let mut each: Vec<String> = Vec::new();
            for (i, (hole, n)) in holes.iter().enumerate() {
                each.push(if i == 0 {
                    t!(
                        "game-reason-hole-seeds",
                        hole = hole.to_string(),
                        count = *n
                    )
                } else {
                    t!("game-reason-hole-more", hole = hole.to_string(), count = *n)
                });
            }
            if holes.len() > 1 {
                t!(
                    "game-reason-captures-all",
                    holes = listed(&each),
                    all = *all,
                    kichwa = kichwa.to_string()
                )
            } else {
                t!(
                    "game-reason-captures",
                    holes = listed(&each),
                    kichwa = kichwa.to_string()
                )
            }
        }
        Reason::Relay { laps, holes } => {
            if holes.is_empty() || holes.len() > NAMED_RELAYS || *laps != holes.len() as u64 {
                t!("game-reason-relays", laps = *laps)
            } else {
                let names: Vec<String> = holes.iter().map(ToString::to_string).collect();
                t!(
                    "game-reason-relays-from",
                    laps = *laps,
                    holes = listed(&names)
                )
            }
        }
        Reason::TakesNyumba { hole } => t!(
            "game-reason-takes-nyumba",
            side = name(mover),
            hole = hole.to_string()
        ),
        Reason::ThreatensNyumba { hole, seeds: n } => t!(
            "game-reason-threatens-nyumba",
            side = name(mover),
            hole = hole.to_string(),
            count = *n
        ),
        Reason::Takasia { hole } => t!(
            "game-reason-takasia",
            side = name(mover),
            hole = hole.to_string()
        ),
        Reason::EmptiesFrontRow => t!(
            "game-reason-empties-front-row",
            side = name(mover),
            winner = name(replier)
        ),
        Reason::NeverEnding { draw: true } => t!("game-reason-never-ending-draw"),
        Reason::NeverEnding { draw: false } => {
            t!("game-reason-never-ending-loses", side = name(replier))
        }
    }
}

/// Says what the reply does, every reason in order, then the seeds on the board when it
/// captured; `None` when it does nothing the reasons name (a quiet move).
#[must_use]
pub fn reply(reasons: &Reasons) -> Option<String> {
    if reasons.does.is_empty() {
        return None;
    }
    let replier = reasons.mover.opponent();
    let parts: Vec<String> = reasons.does.iter().map(|r| reason(r, replier)).collect();
    let text = parts.join(", ");
    let ended = reasons
        .does
        .iter()
        .any(|r| matches!(r, Reason::EmptiesFrontRow | Reason::NeverEnding { .. }));
    if reasons.seeds_captured() > 0 && !ended {
        return Some(t!("game-reason-then", does = text, board = board(reasons)));
    }
    Some(text)
}

/// Says the seeds on the board after the reply: "North has 38 seeds on the board to South's 26".
#[must_use]
pub fn board(reasons: &Reasons) -> String {
    let (mine, theirs) = reasons.board;
    let replier = reasons.mover.opponent();
    t!(
        "game-reason-board",
        side = name(replier),
        count = theirs,
        mover = name(reasons.mover),
        theirs = mine
    )
}

/// Says what the better move kept: "A6L* kept A3 covered"; `None` when it kept nothing.
#[must_use]
pub fn kept(reasons: &Reasons) -> Option<String> {
    let covered: Vec<String> = holes(&reasons.kept, |k| k.seeds > 0);
    let emptied: Vec<String> = holes(&reasons.kept, |k| k.seeds == 0);
    let better = crate::game::words::mv(reasons.better);
    match (covered.is_empty(), emptied.is_empty()) {
        (true, true) => None,
        (false, true) => Some(t!(
            "game-kept-covered",
            move = better,
            holes = listed(&covered)
        )),
        (true, false) => Some(t!(
            "game-kept-emptied",
            move = better,
            holes = listed(&emptied)
        )),
        (false, false) => Some(t!(
            "game-kept-both",
            move = better,
            covered = listed(&covered),
            emptied = listed(&emptied)
        )),
    }
}

/// Names the kept holes that pass `which`.
fn holes(kept: &[Kept], which: impl Fn(&Kept) -> bool) -> Vec<String> {
    kept.iter()
        .filter(|k| which(k))
        .map(|k| k.hole.to_string())
        .collect()
}
