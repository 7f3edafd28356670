//! The coach: after a move, what it did in words, and the search's verdict on it.
//!
//! Every move gets a [`Class`] by the chance it loses (the mover's chance after the best move
//! against after the move played, see [`class`]). A best or good move is praised only when it
//! is worth it: the only move that holds, or the best in a hard position. An inaccuracy or
//! worse gets the chance it cost ("South's chances go from 58 % to 31 %"), what it allows (the
//! opponent's best answer, said in the words of its trace, e.g. that it empties the front row)
//! and what was better and why. A forced win within [`Budget::prove_turns`] turns that the move
//! lets go is said first, from an exact proof. Pure: time comes as the caller's stop check.

pub mod class;

pub use class::Class;

pub mod reason;

use reason::{Reasons, words};

use crate::{
    engine::{Move, Played, Position, Side},
    render::trace::summary,
    search::{
        Limits, Score, analyse,
        chance::{chance, percent},
        prove::{Proof, prove},
    },
};

/// How much the coach searches for each verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The depth of the search, in plies.
    pub depth: u32,
    /// The most nodes a search may visit.
    pub nodes: Option<u64>,
    /// Turns within which a forced win is proved exactly (0: no proof).
    pub prove_turns: u32,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            depth: 4,
            nodes: Some(300_000),
            prove_turns: 2,
        }
    }
}

/// The mover's chance (0 to 1, see [`crate::search::chance`]) after the best move and after
/// the move played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chances {
    /// After the best move.
    pub best: f64,
    /// After the move played.
    pub played: f64,
}

impl Chances {
    /// Gets the chance lost, in percentage points.
    #[must_use]
    pub fn lost(&self) -> f64 {
        class::lost(self.best, self.played)
    }
}

/// Why a best or good move is worth praise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Praise {
    /// Every other move but one (`of` 2) or every other move (`of` 1) loses a mistake's worth
    /// of chance or more: the move is one of the `of` that hold.
    Holds {
        /// How many moves hold.
        of: usize,
    },
    /// The best move where the mover's chances are low.
    Hard,
}

/// The chances between which a best move is praised as the best in a hard position: below
/// [`HARD`], and above [`LOST`], where praise would ring hollow.
pub const HARD: f64 = 0.35;
/// See [`HARD`].
pub const LOST: f64 = 0.05;

/// The search's verdict on a move.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// A best or good move.
    Good {
        /// [`Class::Best`] or [`Class::Good`].
        class: Class,
        /// The chances.
        chances: Chances,
        /// Why it is worth praise, if it is.
        praise: Option<Praise>,
    },
    /// The player had a forced win and the move lets it go.
    MissedWin {
        /// The winning move.
        win: Move,
        /// Within how many of his turns it wins.
        turns: u32,
        /// What the winning move does, in words.
        does: String,
        /// The mover's chance after the move played, when the search gave it.
        after: Option<f64>,
    },
    /// An inaccuracy, a mistake, a blunder or a walk into a forced loss: what it allows, and
    /// what was better.
    Mistake {
        /// The class: [`Class::Inaccuracy`] or worse.
        class: Class,
        /// The chances.
        chances: Chances,
        /// The mover's score after the move played, for an exact result (a forced loss).
        played: Score,
        /// The opponent's best answer, what it does in words, and its score for him.
        allows: Option<(Move, String, Score)>,
        /// The better move and what it does in words.
        better: (Move, String),
        /// Why, in the rules' terms: what the answer does and what the better move kept.
        reasons: Option<Reasons>,
    },
}

/// Says what a move did, in the words of its trace.
#[must_use]
pub fn did(played: &Played) -> String {
    summary(played)
}

/// Judges the move `mv` played in `before`; `None` when the search was stopped or the position
/// cannot be searched.
#[must_use]
pub fn judge(
    before: &Position,
    mv: Move,
    budget: Budget,
    stop: &dyn Fn() -> bool,
) -> Option<Verdict> {
    let limits = Limits {
        depth: budget.depth,
        nodes: budget.nodes,
    };
    if budget.prove_turns > 0
        && let Ok(proved) = prove(before, budget.prove_turns, stop)
        && let (Proof::WinIn(turns), Some(win)) = (proved.proof, proved.best)
    {
        let played = proved.moves.iter().find(|(m, _)| *m == mv).map(|(_, p)| *p);
        if !matches!(played, Some(Proof::WinIn(_))) {
            let does = summary(&before.play(win).ok()?);
            let after = analyse(before, limits, stop).ok().and_then(|a| {
                let mine = a.moves.iter().find(|(m, _)| *m == mv)?.1;
                (!stop()).then(|| chance(mine))
            });
            return Some(Verdict::MissedWin {
                win,
                turns,
                does,
                after,
            });
        }
        let class = if mv == win { Class::Best } else { Class::Good };
        let chances = Chances {
            best: 1.0,
            played: 1.0,
        };
        return Some(Verdict::Good {
            class,
            chances,
            praise: None,
        });
    }
    let analysis = analyse(before, limits, stop).ok()?;
    if stop() {
        return None;
    }
    let best = *analysis.moves.first()?;
    let mine = *analysis.moves.iter().find(|(m, _)| *m == mv)?;
    let class = Class::of(best.1, mine.1, best.0 == mv);
    let chances = Chances {
        best: chance(best.1),
        played: chance(mine.1),
    };
    if !class.is_fault() {
        return Some(Verdict::Good {
            class,
            chances,
            praise: praise(&analysis.moves, mv, class, chances),
        });
    }
    let after = before.play(mv).ok()?;
    let allows = if after.outcome.is_some() {
        None
    } else {
        analyse(&after.position, limits, stop).ok().and_then(|a| {
            let reply = after.position.play(a.best).ok()?;
            Some((a.best, summary(&reply), a.score))
        })
    };
    let better = (best.0, summary(&before.play(best.0).ok()?));
    let reasons = reason::reasons(before, mv, allows.as_ref().map(|a| a.0), best.0);
    Some(Verdict::Mistake {
        class,
        chances,
        played: mine.1,
        allows,
        better,
        reasons,
    })
}

/// Finds why a best or good move `mv` is worth praise among the scored `moves`, best first.
fn praise(moves: &[(Move, Score)], mv: Move, class: Class, chances: Chances) -> Option<Praise> {
    let best = chance(moves.first()?.1);
    let holding = moves
        .iter()
        .filter(|(_, s)| class::lost(best, chance(*s)) < class::INACCURACY)
        .count();
    let rest_lose = moves
        .iter()
        .filter(|(_, s)| class::lost(best, chance(*s)) >= class::INACCURACY)
        .all(|(_, s)| class::lost(best, chance(*s)) >= class::MISTAKE);
    let hold = moves.iter().any(|(m, _)| *m == mv) && moves.len() >= 3 && rest_lose;
    if hold && (holding == 1 && class == Class::Best || holding == 2) {
        return Some(Praise::Holds { of: holding });
    }
    (class == Class::Best && chances.best > LOST && chances.best < HARD).then_some(Praise::Hard)
}

/// Says a side's chance in words: `South's chances: 71 %`.
#[must_use]
pub fn chance_words(side: Side, chance: f64) -> String {
    crate::t!(
        "game-chances",
        side = super::words::side(side),
        percent = percent(chance)
    )
}

/// Says an exact result for the side it is scored for, `None` for an evaluation:
/// `South wins at once`, `South wins within 3 turns`, `North wins on the next turn` (South's
/// loss in 1), `a draw`.
#[must_use]
pub fn result_words(side: Side, score: Score) -> Option<String> {
    let name = super::words::side;
    let opponent = side.opponent();
    match score {
        Score::WinIn(1) => Some(crate::t!("game-wins-at-once", side = name(side))),
        Score::WinIn(n) => Some(crate::t!("game-wins-within", side = name(side), turns = n)),
        Score::LossIn(1) => Some(crate::t!("game-wins-next-turn", side = name(opponent))),
        Score::LossIn(n) => Some(crate::t!(
            "game-wins-within",
            side = name(opponent),
            turns = n
        )),
        Score::Draw => Some(crate::t!("game-a-draw")),
        Score::Eval(_) => None,
    }
}

/// Says a score for the side it is scored for: the exact result if there is one, else the
/// side's chances.
#[must_use]
pub fn score_words(side: Side, score: Score) -> String {
    result_words(side, score).unwrap_or_else(|| chance_words(side, chance(score)))
}

impl Verdict {
    /// Gets the move's class.
    #[must_use]
    pub fn class(&self) -> Class {
        match self {
            Verdict::Good { class, .. } | Verdict::Mistake { class, .. } => *class,
            Verdict::MissedWin { .. } => Class::MissedWin,
        }
    }

    /// Gets the chances after the best move and the move played, when known.
    #[must_use]
    pub fn chances(&self) -> Option<Chances> {
        match self {
            Verdict::Good { chances, .. } | Verdict::Mistake { chances, .. } => Some(*chances),
            Verdict::MissedWin { after, .. } => after.map(|played| Chances { best: 1.0, played }),
        }
    }

    /// Says the verdict on `mv`, played by `mover`, in words; `None` for a best or good move
    /// not worth praise.
    #[must_use]
    pub fn say(&self, mv: Move, mover: Side) -> Option<String> {
        use super::words::{mv as shown, side};
        let opponent = mover.opponent();
        match self {
            Verdict::Good {
                praise: Some(Praise::Holds { of: 1 }),
                chances,
                ..
            } => Some(crate::t!(
                "game-coach-only-move",
                move = shown(mv),
                chances = chance_words(mover, chances.played),
                points = class::MISTAKE
            )),
            Verdict::Good {
                praise: Some(Praise::Holds { .. }),
                chances,
                ..
            } => Some(crate::t!(
                "game-coach-one-of-two",
                move = shown(mv),
                chances = chance_words(mover, chances.played)
            )),
            Verdict::Good {
                praise: Some(Praise::Hard),
                chances,
                ..
            } => Some(crate::t!(
                "game-coach-best-in-hard",
                move = shown(mv),
                chances = chance_words(mover, chances.played)
            )),
            Verdict::Good { .. } => None,
            Verdict::MissedWin {
                win,
                turns,
                does,
                after,
            } => Some(match after {
                Some(c) => crate::t!(
                    "game-coach-missed-win-now",
                    side = side(mover),
                    turns = *turns,
                    win = shown(*win),
                    does = does.as_str(),
                    move = shown(mv),
                    chances = chance_words(mover, *c)
                ),
                None => crate::t!(
                    "game-coach-missed-win",
                    side = side(mover),
                    turns = *turns,
                    win = shown(*win),
                    does = does.as_str(),
                    move = shown(mv)
                ),
            }),
            Verdict::Mistake {
                class,
                chances,
                played,
                allows,
                better,
                reasons,
            } => {
                let mut sentences = vec![if *class == Class::WalkedIntoLoss {
                    let loss = result_words(mover, *played).unwrap_or_default();
                    crate::t!("game-coach-walks-into-loss", move = shown(mv), loss = loss)
                } else {
                    crate::t!(
                        "game-coach-fault",
                        move = shown(mv),
                        class = class.key(),
                        side = side(mover),
                        before = percent(chances.best),
                        after = percent(chances.played)
                    )
                }];
                if let Some((reply, does, _)) = allows {
                    let does = reasons
                        .as_ref()
                        .and_then(words::reply)
                        .unwrap_or_else(|| does.clone());
                    sentences.push(crate::t!(
                        "game-coach-allows",
                        side = side(opponent),
                        reply = shown(*reply),
                        does = does
                    ));
                }
                let (best, does) = better;
                sentences.push(match reasons.as_ref().and_then(words::kept) {
                    Some(kept) => crate::t!(
                        "game-coach-better-kept",
                        move = shown(*best),
                        does = does.as_str(),
                        kept = kept
                    ),
                    None => {
                        crate::t!("game-coach-better", move = shown(*best), does = does.as_str())
                    }
                });
                Some(sentences.join(" "))
            }
        }
    }
}

#[cfg(test)]
mod tests;
