//! The words for every [`Reason`], in one place: real seed counts, hole names as the notation
//! writes them ("captures A3's 4 seeds and A4's 2, 6 in all, entering at the kichwa a1").

use super::{Kept, Reason, Reasons};
use crate::engine::Side;

/// Says "1 seed" or "n seeds".
fn seeds(n: u32) -> String {
    if n == 1 {
        "1 seed".to_owned()
    } else {
        format!("{n} seeds")
    }
}

/// Joins names as a sentence does: "a", "a and b", "a, b and c".
fn listed(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
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
                    format!("{hole}'s {}", seeds(u32::from(*n)))
                } else {
                    format!("{hole}'s {n}")
                });
            }
            let total = if holes.len() > 1 {
                format!(", {all} in all")
            } else {
                String::new()
            };
            format!(
                "captures {}{total}, entering at the kichwa {kichwa}",
                listed(&each)
            )
        }
        Reason::Relay { laps, holes } => {
            let times = match laps {
                1 => "once".to_owned(),
                2 => "twice".to_owned(),
                n => format!("{n} times"),
            };
            if holes.is_empty() || holes.len() > NAMED_RELAYS || *laps != holes.len() as u64 {
                format!("relays {times}")
            } else {
                let names: Vec<String> = holes.iter().map(ToString::to_string).collect();
                format!("relays {times}, from {}", listed(&names))
            }
        }
        Reason::TakesNyumba { hole } => format!("takes {mover}'s nyumba {hole} for good"),
        Reason::ThreatensNyumba { hole, seeds: n } => format!(
            "threatens {mover}'s nyumba {hole} ({})",
            seeds(u32::from(*n))
        ),
        Reason::Takasia { hole } => {
            format!("takasia: blocks {hole} for {mover}'s next turn")
        }
        Reason::EmptiesFrontRow => format!("empties {mover}'s front row: {replier} wins"),
        Reason::NeverEnding { draw: true } => {
            "starts a sowing that never ends: the game is drawn".to_owned()
        }
        Reason::NeverEnding { draw: false } => {
            format!("starts a sowing that never ends: {replier} loses")
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
    let mut text = parts.join(", ");
    let ended = reasons
        .does
        .iter()
        .any(|r| matches!(r, Reason::EmptiesFrontRow | Reason::NeverEnding { .. }));
    if reasons.seeds_captured() > 0 && !ended {
        text.push_str(&format!("; {}", board(reasons)));
    }
    Some(text)
}

/// Says the seeds on the board after the reply: "North has 38 seeds on the board to South's 26".
#[must_use]
pub fn board(reasons: &Reasons) -> String {
    let (mine, theirs) = reasons.board;
    let replier = reasons.mover.opponent();
    format!(
        "{replier} then has {} on the board to {}'s {mine}",
        seeds(theirs),
        reasons.mover
    )
}

/// Says what the better move kept: "A6L* kept A3 covered"; `None` when it kept nothing.
#[must_use]
pub fn kept(reasons: &Reasons) -> Option<String> {
    let covered: Vec<String> = holes(&reasons.kept, |k| k.seeds > 0);
    let emptied: Vec<String> = holes(&reasons.kept, |k| k.seeds == 0);
    let mut parts = Vec::new();
    if !covered.is_empty() {
        parts.push(format!("kept {} covered", listed(&covered)));
    }
    if !emptied.is_empty() {
        parts.push(format!("left nothing in {} to capture", listed(&emptied)));
    }
    (!parts.is_empty()).then(|| format!("{} {}", reasons.better, parts.join(" and ")))
}

/// Names the kept holes that pass `which`.
fn holes(kept: &[Kept], which: impl Fn(&Kept) -> bool) -> Vec<String> {
    kept.iter()
        .filter(|k| which(k))
        .map(|k| k.hole.to_string())
        .collect()
}
