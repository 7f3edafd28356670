//! Steps, claims, expectations and exercises.

mod exercise;
mod puzzle;

use puzzle::RawPuzzle;

use super::{Ctx, Located, Span};
use crate::{
    engine::{Move, Position, Rules, Side},
    lesson::{
        model::{Checks, Claim, Ending, Expect, Place, Play, Step, Winner},
        schema::{ClaimRaw, EndsRaw, ExpectRaw, PositionRaw, StepRaw, WinnerRaw},
    },
    t,
};

/// The fields a step and a claim share.
struct RawChecks<'r> {
    at: Span,
    position: Option<&'r Located<PositionRaw>>,
    moves: Option<&'r Located<Vec<Located<String>>>>,
    play: Option<&'r Located<String>>,
    expect: Option<&'r Located<ExpectRaw>>,
    illegal: Option<&'r Located<String>>,
    puzzle: RawPuzzle<'r>,
}

/// Where the next step starts.
#[derive(Clone, Copy)]
enum Current {
    /// No step has given a position yet.
    None,
    /// A position that had problems: the steps after it cannot be checked.
    Broken,
    /// Where the previous step ended.
    At(Position),
}

impl Ctx<'_> {
    fn place(&self, at: Span) -> Place {
        Place {
            file: self.source.path.clone(),
            line: at.line,
        }
    }

    /// Resolves the checks of a step or claim from `start`; gives them and where they end.
    fn checks(&mut self, raw: &RawChecks<'_>, start: Position) -> (Checks, Position) {
        let claims_play = raw.moves.is_some() || raw.play.is_some() || raw.puzzle.wins_in.is_some();
        if let Some(over) = start.front_row_outcome()
            && claims_play
        {
            self.error(
                raw.position.map_or(raw.at, |p| p.at),
                t!(
                    "check-position-over",
                    outcome = crate::render::trace::game_over(&over)
                ),
                &t!("check-position-over-label"),
                Some(t!("check-position-over-help")),
            );
            let checks = Checks {
                position: start,
                moves: None,
                play: None,
                puzzle: None,
            };
            return (checks, start);
        }
        let mut moves = None;
        if let Some(list) = raw.moves {
            let mut resolved: Vec<Move> = Vec::new();
            for text in &list.value {
                if let Some(mv) = self.legal_move(text, &start) {
                    if resolved.contains(&mv) {
                        self.error(
                            text.at,
                            t!(
                                "check-move-listed-twice",
                                text = text.value.as_str(),
                                mv = mv.to_string()
                            ),
                            &t!("check-move-listed-twice-label"),
                            Some(t!("check-move-listed-twice-help")),
                        );
                    }
                    resolved.push(mv);
                }
            }
            moves = Some(resolved);
        }
        let mut end = start;
        let play = match (raw.play, raw.illegal, raw.expect) {
            (None, Some(illegal), _) => {
                self.error(
                    illegal.at,
                    t!("check-illegal-without-play"),
                    &t!("check-no-move-label"),
                    Some(t!("check-add-play-help")),
                );
                None
            }
            (None, None, Some(expect)) => {
                self.error(
                    expect.at,
                    t!("check-expect-without-play"),
                    &t!("check-no-move-label"),
                    Some(t!("check-add-play-help")),
                );
                None
            }
            (None, None, None) => None,
            (Some(play), Some(illegal), expect) => {
                if let Some(expect) = expect {
                    self.error(
                        expect.at,
                        t!("check-illegal-with-expect"),
                        &t!("check-remove-this-label"),
                        Some(t!("check-illegal-with-expect-help")),
                    );
                }
                self.move_text(play).map(|mv| Play::Illegal {
                    mv,
                    reason: illegal.value.clone(),
                })
            }
            (Some(play), None, expect) => {
                let mv = self.legal_move(play, &start);
                let expect =
                    expect.map_or_else(Expect::default, |e| self.expect(&e.value, start.rules()));
                mv.and_then(|mv| {
                    let played = start.play(mv).ok()?;
                    end = played.position;
                    Some(Play::Legal { mv, expect })
                })
            }
        };
        let puzzle = self.puzzle(&raw.puzzle, &start);
        if raw.puzzle.wins_in.is_some() {
            self.not_with_puzzle(&[
                ("play", raw.play.map(|p| p.at)),
                ("moves", raw.moves.map(|m| m.at)),
            ]);
        }
        (
            Checks {
                position: start,
                moves,
                play,
                puzzle,
            },
            end,
        )
    }

    fn expect(&mut self, raw: &ExpectRaw, rules: Rules) -> Expect {
        let captured = raw.captured.as_ref().and_then(|c| {
            let n = u32::try_from(c.value).ok().filter(|n| *n <= 64);
            if n.is_none() {
                self.out_of_range(c, "`captured`", &t!("check-capture-range"));
            }
            n
        });
        Expect {
            position: raw.position.as_ref().and_then(|p| self.position(p, rules)),
            last: raw.last.as_ref().and_then(|h| self.hole(h)),
            captured,
            ends: raw.ends.as_ref().map(|e| match e.value {
                EndsRaw::Empty => Ending::Empty,
                EndsRaw::Nyumba => Ending::Nyumba,
                EndsRaw::Blocked => Ending::Blocked,
                EndsRaw::FrontRowEmpty => Ending::FrontRowEmpty,
                EndsRaw::NeverEnding => Ending::NeverEnding,
            }),
            blocks: raw.blocks.as_ref().and_then(|h| self.hole(h)),
            winner: raw.winner.as_ref().map(|w| match w.value {
                WinnerRaw::S => Winner::Side(Side::South),
                WinnerRaw::N => Winner::Side(Side::North),
                WinnerRaw::Draw => Winner::Draw,
            }),
        }
    }
}

/// Resolves a lesson's steps, each starting where the previous one ended unless it says.
pub(super) fn lesson_steps(ctx: &mut Ctx<'_>, raw: &[Located<StepRaw>], rules: Rules) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut current = Current::None;
    let mut after = 0;
    for step in raw {
        let s = &step.value;
        // A step cut out before this one (for a problem of its own) may have moved or set the
        // position: from here on, only a step that gives one can be checked.
        if ctx.gap_between(after, step.at.line) {
            current = Current::Broken;
        }
        after = step.at.line;
        if let Some(say) = &s.say {
            ctx.markdown(say);
        }
        if let Some(position) = &s.position {
            current = ctx
                .position(position, rules)
                .map_or(Current::Broken, |p| Current::At(p.position));
        }
        let start = match current {
            Current::At(position) => position,
            Current::Broken => continue,
            Current::None => {
                ctx.error(
                    step.at,
                    t!("check-first-step-without-position"),
                    &t!("check-first-step-without-position-label"),
                    Some(t!("check-first-step-without-position-help")),
                );
                current = Current::Broken;
                continue;
            }
        };
        let checks = RawChecks {
            at: step.at,
            position: s.position.as_ref(),
            moves: s.moves.as_ref(),
            play: s.play.as_ref(),
            expect: s.expect.as_ref(),
            illegal: s.illegal.as_ref(),
            puzzle: RawPuzzle {
                wins_in: s.wins_in.as_ref(),
                solution: s.solution.as_ref(),
                cooks: s.cooks.as_ref(),
                idea: s.idea.as_ref(),
            },
        };
        let (checks, end) = ctx.checks(&checks, start);
        if s.wins_in.is_some() {
            ctx.not_with_puzzle(&[("exercise", s.exercise.as_ref().map(|e| e.at))]);
        }
        let exercise = s.exercise.as_ref().and_then(|e| ctx.exercise(e, &start));
        current = Current::At(end);
        steps.push(Step {
            place: ctx.place(step.at),
            say: s.say.as_ref().map(|s| s.value.clone()),
            checks,
            exercise,
        });
    }
    steps
}

/// Resolves a diagram's claims, each starting from the diagram's position unless it says.
pub(super) fn claims(
    ctx: &mut Ctx<'_>,
    raw: &[Located<ClaimRaw>],
    diagram: Position,
) -> Vec<Claim> {
    let mut claims = Vec::new();
    for claim in raw {
        let c = &claim.value;
        let raw_checks = RawChecks {
            at: claim.at,
            position: c.position.as_ref(),
            moves: c.moves.as_ref(),
            play: c.play.as_ref(),
            expect: c.expect.as_ref(),
            illegal: c.illegal.as_ref(),
            puzzle: RawPuzzle {
                wins_in: c.wins_in.as_ref(),
                solution: c.solution.as_ref(),
                cooks: c.cooks.as_ref(),
                idea: c.idea.as_ref(),
            },
        };
        let start = match raw_checks.position {
            Some(p) => match ctx.position(p, diagram.rules()) {
                Some(p) => p.position,
                None => continue,
            },
            None => diagram,
        };
        if raw_checks.moves.is_none()
            && raw_checks.play.is_none()
            && raw_checks.expect.is_none()
            && raw_checks.illegal.is_none()
            && !raw_checks.puzzle.any()
        {
            ctx.error(
                raw_checks.at,
                t!("check-claim-without-check"),
                &t!("check-claim-without-check-label"),
                Some(t!("check-claim-without-check-help")),
            );
            continue;
        }
        let (checks, _) = ctx.checks(&raw_checks, start);
        claims.push(Claim {
            place: ctx.place(claim.at),
            text: c.text.clone(),
            gloss: c.gloss.clone(),
            checks,
        });
    }
    claims
}
