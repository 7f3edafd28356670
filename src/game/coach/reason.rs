//! Why a mistake is one, in the rules' terms: what the opponent's reply does to the mover (the
//! holes it captures and their seeds, the kichwa the captured seeds enter at, the relay chain,
//! the nyumba taken or threatened, a takasia block, an emptied front row, a sowing that never
//! ends) and which of those holes the better move kept covered.
//!
//! Everything is read from the engine's traces, never from words; [`words`] says it, with the
//! real seed counts and the hole names as the notation writes them. Pure: no search, no I/O.

pub mod words;

use super::Verdict;
use crate::engine::{EndReason, Event, Hole, LiftReason, Move, Played, Position, Setup, Side};

/// One thing the reply does, as the rules name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// It captures from the mover's front holes, in the order of the move.
    Captures {
        /// Each hole captured and how many seeds it held.
        holes: Vec<(Hole, u8)>,
        /// The seeds captured in all.
        seeds: u32,
        /// The kichwa the first captured seeds enter at (the replier's).
        kichwa: Hole,
    },
    /// It relays: a lap ends in an occupied hole and its seeds are sown on.
    Relay {
        /// How many relay laps.
        laps: u64,
        /// The holes lifted to relay, in order (the first ones, when the trace stopped listing).
        holes: Vec<Hole>,
    },
    /// It captures the mover's nyumba: it is gone for good.
    TakesNyumba {
        /// The nyumba.
        hole: Hole,
    },
    /// After it, the replier could capture the mover's functional nyumba (owned, 6 seeds or
    /// more, the mover in the namua stage) with his next move.
    ThreatensNyumba {
        /// The nyumba.
        hole: Hole,
        /// The seeds in it.
        seeds: u8,
    },
    /// Takasia: it blocks one of the mover's holes for his next turn.
    Takasia {
        /// The blocked hole.
        hole: Hole,
    },
    /// It empties the mover's front row, which wins the game.
    EmptiesFrontRow,
    /// Its sowing never ends; `draw` when the rules make that a draw (else the replier loses).
    NeverEnding {
        /// Whether the game is drawn by it.
        draw: bool,
    },
}

/// A hole the mistake left open to the reply's capture and the better move did not: after the
/// better move no reply captures it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The mover's hole.
    pub hole: Hole,
    /// The seeds in it after the better move.
    pub seeds: u8,
}

/// The reasons of one mistake: what the reply does, what the better move kept, and the seeds on
/// the board after the reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reasons {
    /// The side that made the mistake.
    pub mover: Side,
    /// The reply, if the game went on.
    pub reply: Option<Move>,
    /// What the reply does, in the order [`Reason`] lists the kinds.
    pub does: Vec<Reason>,
    /// The better move.
    pub better: Move,
    /// What the better move kept.
    pub kept: Vec<Kept>,
    /// The seeds on the board after the reply (or after the mistake when there is none):
    /// (the mover's, the replier's).
    pub board: (u32, u32),
}

impl Reasons {
    /// Gets the mover's holes the reply captures, for marking on the board.
    #[must_use]
    pub fn captured(&self) -> Vec<Hole> {
        self.does
            .iter()
            .flat_map(|r| match r {
                Reason::Captures { holes, .. } => holes.iter().map(|(h, _)| *h).collect(),
                _ => Vec::new(),
            })
            .collect()
    }

    /// Gets the seeds the reply captures in all.
    #[must_use]
    pub fn seeds_captured(&self) -> u32 {
        self.does
            .iter()
            .map(|r| match r {
                Reason::Captures { seeds, .. } => *seeds,
                _ => 0,
            })
            .sum()
    }
}

/// What the board marks after a mistake: the mover's holes the answer would capture and the
/// better move's hole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marks {
    /// The holes the answer would capture.
    pub captured: Vec<Hole>,
    /// The hole the better move starts from.
    pub better: Hole,
}

impl Verdict {
    /// Gets the holes to mark on the board for a mistake; `None` for any other verdict.
    #[must_use]
    pub fn marks(&self) -> Option<Marks> {
        match self {
            Verdict::Mistake {
                better, reasons, ..
            } => Some(Marks {
                captured: reasons.as_ref().map(Reasons::captured).unwrap_or_default(),
                better: better.0.hole(),
            }),
            _ => None,
        }
    }
}

/// Finds the reasons of the mistake `mv` in `before`: what `reply` (the opponent's best answer,
/// `None` when the game ended) does, and what `better` kept. `None` when a move is not legal.
#[must_use]
pub fn reasons(before: &Position, mv: Move, reply: Option<Move>, better: Move) -> Option<Reasons> {
    let mover = before.to_move();
    let after = before.play(mv).ok()?;
    let answered = match reply {
        Some(reply) if after.outcome.is_none() => Some(after.position.play(reply).ok()?),
        _ => None,
    };
    let does = answered
        .as_ref()
        .map(|played| of_reply(played, mover))
        .unwrap_or_default();
    let board = answered
        .as_ref()
        .map_or(after.position.board(), |p| p.position.board());
    let board = (board.count(mover), board.count(mover.opponent()));
    let better_played = before.play(better).ok()?;
    let kept = kept(&better_played, &does, mover)?;
    Some(Reasons {
        mover,
        reply: answered.as_ref().and(reply),
        does,
        better,
        kept,
        board,
    })
}

/// Reads what a reply did to `mover` from its trace.
#[must_use]
pub fn of_reply(played: &Played, mover: Side) -> Vec<Reason> {
    let mut holes = Vec::new();
    let mut kichwa = None;
    let (mut laps, mut relayed) = (0u64, Vec::new());
    let mut taken = None;
    let mut blocked = None;
    let mut never = false;
    for event in played.trace.events() {
        match *event {
            Event::Capture {
                hole, seeds, entry, ..
            } => {
                holes.push((hole, seeds));
                kichwa.get_or_insert(entry);
            }
            Event::Lift {
                hole,
                reason: LiftReason::Relay,
                ..
            } => {
                laps += 1;
                relayed.push(hole);
            }
            Event::Laps { laps: more } => laps += more,
            Event::NyumbaLost { side } if side == mover => taken = Some(Hole::nyumba(side)),
            Event::Block { hole } => blocked = Some(hole),
            Event::NeverEnding { .. } => never = true,
            _ => {}
        }
    }
    let mut does = Vec::new();
    if let Some(kichwa) = kichwa {
        let seeds = holes.iter().map(|(_, s)| u32::from(*s)).sum();
        does.push(Reason::Captures {
            holes,
            seeds,
            kichwa,
        });
    }
    if laps > 0 {
        does.push(Reason::Relay {
            laps,
            holes: relayed,
        });
    }
    if let Some(hole) = taken {
        does.push(Reason::TakesNyumba { hole });
    } else if let Some(seeds) = threatened_nyumba(&played.position, mover) {
        does.push(Reason::ThreatensNyumba {
            hole: Hole::nyumba(mover),
            seeds,
        });
    }
    if let Some(hole) = blocked {
        does.push(Reason::Takasia { hole });
    }
    if let Some(outcome) = played.outcome {
        match outcome.reason {
            EndReason::FrontRowEmpty if outcome.winner == Some(mover.opponent()) => {
                does.push(Reason::EmptiesFrontRow);
            }
            EndReason::NeverEnding => does.push(Reason::NeverEnding {
                draw: outcome.winner.is_none(),
            }),
            _ => {}
        }
    } else if never {
        does.push(Reason::NeverEnding { draw: false });
    }
    does
}

/// Gets the seeds of `mover`'s nyumba if, in `position` (the mover to play), his opponent could
/// capture it were it his turn again; `None` when it is not functional (owned, 6 seeds or more,
/// its owner in the namua stage: in the mtaji stage it is an ordinary hole) or not threatened.
fn threatened_nyumba(position: &Position, mover: Side) -> Option<u8> {
    let nyumba = Hole::nyumba(mover);
    let seeds = position.board().get(nyumba);
    if position.outcome().is_some()
        || !position.is_namua(mover)
        || !position.has_functional_nyumba(mover)
    {
        return None;
    }
    let flipped = Setup {
        to_move: mover.opponent(),
        blocked: None,
        ..position.setup()
    }
    .into_position(position.rules())
    .ok()?;
    captures_of(&flipped)?
        .iter()
        .any(|holes| holes.contains(&nyumba))
        .then_some(seeds)
}

/// Lists, for each legal move of `position`, the holes it captures.
fn captures_of(position: &Position) -> Option<Vec<Vec<Hole>>> {
    let all = position.play_all(&mut ()).ok()?;
    Some(
        all.iter()
            .map(|(_, played)| {
                played
                    .trace
                    .events()
                    .filter_map(|e| match e {
                        Event::Capture { hole, .. } => Some(*hole),
                        _ => None,
                    })
                    .collect()
            })
            .collect(),
    )
}

/// Finds the holes the reply captured (or the nyumba it took) that no reply to the better move
/// captures; nothing when the better move ends the game.
fn kept(better: &Played, does: &[Reason], mover: Side) -> Option<Vec<Kept>> {
    let mut open: Vec<Hole> = does
        .iter()
        .flat_map(|r| match r {
            Reason::Captures { holes, .. } => holes.iter().map(|(h, _)| *h).collect(),
            Reason::TakesNyumba { hole } => vec![*hole],
            _ => Vec::new(),
        })
        .filter(|h| h.side() == mover)
        .collect();
    open.sort();
    open.dedup();
    if open.is_empty() || better.outcome.is_some() {
        return Some(Vec::new());
    }
    let replies = captures_of(&better.position)?;
    Some(
        open.into_iter()
            .filter(|hole| !replies.iter().any(|holes| holes.contains(hole)))
            .map(|hole| Kept {
                hole,
                seeds: better.position.board().get(hole),
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests;
