//! Puzzles: `wins_in` with its `solution`, `cooks` and `idea`, on a step or a claim.

use super::super::{Ctx, Located, Span};
use crate::{
    engine::{Move, Position},
    lesson::model::Puzzle,
    search::params::MAX_PROOF_TURNS,
    t,
};

/// The puzzle keys of a step or claim, as written.
pub(super) struct RawPuzzle<'r> {
    pub(super) wins_in: Option<&'r Located<i64>>,
    pub(super) solution: Option<&'r Located<Vec<Located<String>>>>,
    pub(super) cooks: Option<&'r Located<Vec<Located<String>>>>,
    pub(super) idea: Option<&'r Located<String>>,
}

impl RawPuzzle<'_> {
    /// Checks if any puzzle key is written.
    pub(super) fn any(&self) -> bool {
        self.wins_in.is_some()
            || self.solution.is_some()
            || self.cooks.is_some()
            || self.idea.is_some()
    }
}

impl Ctx<'_> {
    /// Resolves a puzzle from `start`; the keys that need `wins_in` are errors without it.
    pub(super) fn puzzle(&mut self, raw: &RawPuzzle<'_>, start: &Position) -> Option<Puzzle> {
        if let Some(idea) = raw.idea {
            self.markdown(idea);
            if idea.value.trim().is_empty() {
                self.error(
                    idea.at,
                    t!("check-idea-empty"),
                    &t!("check-empty-label"),
                    Some(t!("check-idea-empty-help")),
                );
            }
        }
        let Some(wins_in) = raw.wins_in else {
            let stray = [
                ("solution", raw.solution.map(|s| s.at)),
                ("cooks", raw.cooks.map(|c| c.at)),
                ("idea", raw.idea.map(|i| i.at)),
            ];
            for (key, at) in stray {
                if let Some(at) = at {
                    self.error(
                        at,
                        t!("check-puzzle-key-without-wins-in", key = key),
                        &t!("check-puzzle-key-without-wins-in-label"),
                        Some(t!("check-puzzle-key-without-wins-in-help")),
                    );
                }
            }
            return None;
        };
        let turns = u32::try_from(wins_in.value)
            .ok()
            .filter(|n| (1..=MAX_PROOF_TURNS).contains(n));
        if turns.is_none() {
            self.out_of_range(
                wins_in,
                "`wins_in`",
                &t!("check-wins-in-range", most = MAX_PROOF_TURNS),
            );
        }
        let solution = raw.solution.and_then(|s| self.solution(s, start));
        let cooks = raw.cooks.map(|c| self.cooks(c, start)).unwrap_or_default();
        Some(Puzzle {
            turns: turns?,
            solution,
            cooks,
            idea: raw.idea.map(|i| i.value.clone()),
        })
    }

    /// Resolves a solution move by move, each in the position the moves before it reach.
    fn solution(
        &mut self,
        list: &Located<Vec<Located<String>>>,
        start: &Position,
    ) -> Option<Vec<Move>> {
        if list.value.is_empty() {
            self.empty_list(list.at, "solution", t!("check-solution-empty-help"));
            return None;
        }
        let mut at = *start;
        let mut moves = Vec::new();
        let mut over: Option<Move> = None;
        for text in &list.value {
            if let Some(last) = over {
                self.error(
                    text.at,
                    t!("check-solution-after-end", mv = last.to_string()),
                    &t!("check-solution-after-end-label"),
                    Some(t!("check-solution-after-end-help")),
                );
                return None;
            }
            let mv = self.legal_move(text, &at)?;
            let played = at.play(mv).ok()?;
            if played.outcome.is_some() {
                over = Some(mv);
            }
            at = played.position;
            moves.push(mv);
        }
        Some(moves)
    }

    /// Resolves the cooks: first moves, each listed once.
    fn cooks(&mut self, list: &Located<Vec<Located<String>>>, start: &Position) -> Vec<Move> {
        if list.value.is_empty() {
            self.empty_list(list.at, "cooks", t!("check-cooks-empty-help"));
        }
        let mut cooks = Vec::new();
        for text in &list.value {
            let Some(mv) = self.legal_move(text, start) else {
                continue;
            };
            if cooks.contains(&mv) {
                self.error(
                    text.at,
                    t!(
                        "check-move-listed-twice",
                        text = text.value.as_str(),
                        mv = mv.to_string()
                    ),
                    &t!("check-move-listed-twice-label"),
                    Some(t!("check-cook-listed-twice-help")),
                );
                continue;
            }
            cooks.push(mv);
        }
        cooks
    }

    fn empty_list(&mut self, at: Span, key: &str, help: String) {
        self.error(
            at,
            t!("check-key-empty", key = key),
            &t!("check-empty-list-label"),
            Some(help),
        );
    }

    /// Notes each key a puzzle cannot have beside `wins_in`.
    pub(super) fn not_with_puzzle(&mut self, keys: &[(&str, Option<Span>)]) {
        for (key, at) in keys {
            if let Some(at) = at {
                self.error(
                    *at,
                    t!("check-puzzle-with-key", key = *key),
                    &t!("check-puzzle-with-key-label"),
                    Some(t!("check-puzzle-with-key-help", key = *key)),
                );
            }
        }
    }
}
