//! The coach: after a move, what it did in words, and the search's verdict on it.
//!
//! A good move gets no verdict. A mistake (the search scores the best move at least
//! [`MISTAKE`] hundredths of a seed above it, or it turns a win into less) gets what it allows
//! (the opponent's best answer, said in the words of its trace, e.g. that it empties the front
//! row) and what was better and why. A forced win within [`Budget::prove_turns`] turns that the
//! move lets go is said first, from an exact proof. Pure: time comes as the caller's stop check.

pub mod reason;

use reason::{Reasons, words};

use crate::{
    engine::{Move, Played, Position, Side},
    render::trace::summary,
    search::{
        Limits, Score, analyse,
        params::WIN,
        prove::{Proof, prove},
    },
};

/// How far below the best, in hundredths of a seed, a move must score to be called a mistake.
pub const MISTAKE: i32 = 200;

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

/// The search's verdict on a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing to say: the move is as good as the search can tell.
    Good,
    /// The player had a forced win and the move lets it go.
    MissedWin {
        /// The winning move.
        win: Move,
        /// Within how many of his turns it wins.
        turns: u32,
        /// What the winning move does, in words.
        does: String,
    },
    /// A mistake: what it allows, and what was better.
    Mistake {
        /// The opponent's best answer, what it does in words, and its score for him.
        allows: Option<(Move, String, Score)>,
        /// The better move and what it does in words.
        better: (Move, String),
        /// How many hundredths of a seed better, by the search (`None`: a win or loss apart).
        by: Option<i32>,
        /// Why, in the rules' terms: what the answer does and what the better move kept.
        reasons: Option<Reasons>,
    },
}

/// Says what a move did, in the words of its trace.
#[must_use]
pub fn did(played: &Played) -> String {
    summary(played)
}

/// Ranks a score from the mover's side, wins soonest first and losses latest.
fn value(score: Score) -> i32 {
    match score {
        Score::Eval(e) => e,
        Score::Draw => 0,
        Score::WinIn(n) => WIN - 2 * n as i32,
        Score::LossIn(n) => -WIN + 2 * n as i32,
    }
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
    if budget.prove_turns > 0
        && let Ok(proved) = prove(before, budget.prove_turns, stop)
        && let (Proof::WinIn(turns), Some(win)) = (proved.proof, proved.best)
    {
        let played = proved.moves.iter().find(|(m, _)| *m == mv).map(|(_, p)| *p);
        if !matches!(played, Some(Proof::WinIn(_))) {
            let does = summary(&before.play(win).ok()?);
            return Some(Verdict::MissedWin { win, turns, does });
        }
        return Some(Verdict::Good);
    }
    let limits = Limits {
        depth: budget.depth,
        nodes: budget.nodes,
    };
    let analysis = analyse(before, limits, stop).ok()?;
    if stop() {
        return None;
    }
    let best = analysis.moves.first()?;
    let mine = analysis.moves.iter().find(|(m, _)| *m == mv)?;
    let gap = value(best.1).saturating_sub(value(mine.1));
    let turned = matches!(best.1, Score::WinIn(_)) && !matches!(mine.1, Score::WinIn(_))
        || !matches!(best.1, Score::LossIn(_)) && matches!(mine.1, Score::LossIn(_));
    if best.0 == mv || (gap < MISTAKE && !turned) {
        return Some(Verdict::Good);
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
    let by = match (best.1, mine.1) {
        (Score::Eval(_) | Score::Draw, Score::Eval(_) | Score::Draw) => Some(gap),
        _ => None,
    };
    let reasons = reason::reasons(before, mv, allows.as_ref().map(|a| a.0), best.0);
    Some(Verdict::Mistake {
        allows,
        better,
        by,
        reasons,
    })
}

/// Says a score for a side in words.
fn score_words(score: Score) -> String {
    match score {
        Score::WinIn(1) => "wins at once".to_owned(),
        Score::WinIn(n) => format!("can force a win within {n} turns"),
        Score::LossIn(n) => format!("loses within {n} turns"),
        Score::Draw => "draws".to_owned(),
        Score::Eval(e) if e >= 0 => format!("is {} better", seeds(e)),
        Score::Eval(e) => format!("is {} worse", seeds(-e)),
    }
}

/// Says hundredths of a seed in seeds, to a tenth: `2.3 seeds`.
#[must_use]
pub fn seeds(hundredths: i32) -> String {
    let tenths = (hundredths + 5) / 10;
    let noun = if tenths == 10 { "seed" } else { "seeds" };
    format!("{}.{} {noun}", tenths / 10, tenths % 10)
}

impl Verdict {
    /// Says the verdict on `mv`, played by `mover`, in words; `None` for a good move.
    #[must_use]
    pub fn say(&self, mv: Move, mover: Side) -> Option<String> {
        let opponent = mover.opponent();
        match self {
            Verdict::Good => None,
            Verdict::MissedWin { win, turns, does } => {
                let within = if *turns == 1 {
                    "at once".to_owned()
                } else {
                    format!("within {turns} turns")
                };
                Some(format!(
                    "{mover} had a forced win {within} with {win} ({does}); {mv} lets it go."
                ))
            }
            Verdict::Mistake {
                allows,
                better,
                by,
                reasons,
            } => {
                let mut text = String::new();
                if let Some((reply, does, score)) = allows {
                    let does = reasons
                        .as_ref()
                        .and_then(words::reply)
                        .unwrap_or_else(|| does.clone());
                    text.push_str(&format!(
                        "{mv} lets {opponent} answer {reply}: {does}. After it {opponent} {}. ",
                        score_words(*score)
                    ));
                } else {
                    text.push_str(&format!("{mv} is a mistake. "));
                }
                let (best, does) = better;
                text.push_str(&format!("{best} was better: {does}"));
                if let Some(by) = by {
                    text.push_str(&format!(" (by {}, as the search scores it)", seeds(*by)));
                }
                if let Some(kept) = reasons.as_ref().and_then(words::kept) {
                    text.push_str(&format!("; {kept}"));
                }
                text.push('.');
                Some(text)
            }
        }
    }
}

#[cfg(test)]
mod tests;
