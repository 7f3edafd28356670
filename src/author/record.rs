//! What `bao record` writes: the edits that put into a lesson what the engine says its moves
//! give, as text edits at the places the loader reports (see [`super::yaml_text`]).
//!
//! For a `play` without `expect` it adds an `expect` with `last`, `captured`, `ends`, and
//! `blocks` and `winner` when they apply; for a last-hole, captured or legal exercise without
//! `answer`, the `answer`; for a puzzle without `solution`, its main line. With `all`, it does so for every step and replaces or removes what a
//! step states differently from the engine.

mod note;
mod ops;
mod puzzle;
#[cfg(test)]
mod tests;

pub use note::{Note, NoteKind};
use ops::{Op, Values, found, reconcile, spans, stated};

use super::yaml_text::{
    BlockMapping, Edit, Entry, FlowMapping, line_end, line_start, scalar_range,
};
use crate::{
    engine::{Played, Position},
    lesson::{
        load::{Located, Span},
        model::{Exercise, Expect, Lesson, Play, Step},
        schema::{ExerciseRaw, LessonFile, StepRaw},
    },
};

/// The edits to make and what each one records, step by step.
#[derive(Clone, Debug, Default)]
pub struct Recording {
    /// The edits, not overlapping.
    pub edits: Vec<Edit>,
    /// What is recorded or could not be, in the order of the file.
    pub notes: Vec<Note>,
}

/// Computes the edits that record what the engine says, for the steps without (or, with `all`,
/// every step), proving puzzles to the end however long they take.
#[must_use]
pub fn plan(text: &str, raw: &LessonFile, lesson: &Lesson, all: bool) -> Recording {
    plan_until(text, raw, lesson, all, &|| false)
}

/// Computes the edits as [`plan`] does; a puzzle whose proof `stop` ends is left alone, with a
/// note.
#[must_use]
pub fn plan_until(
    text: &str,
    raw: &LessonFile,
    lesson: &Lesson,
    all: bool,
    stop: &dyn Fn() -> bool,
) -> Recording {
    let mut out = Recording::default();
    for (i, raw_step) in raw.steps.iter().enumerate() {
        let Some(step) = lesson
            .steps
            .iter()
            .find(|s| s.place.line == raw_step.at.line)
        else {
            continue;
        };
        let mut at = Writer {
            text,
            step: i + 1,
            line: raw_step.at.line,
            out: &mut out,
        };
        if let Some(Play::Legal { mv, expect }) = &step.checks.play
            && let Ok(played) = step.checks.position.play(*mv)
        {
            at.play(raw_step, expect, &played, all);
        }
        if let (Some(exercise), Some(raw_exercise)) = (&step.exercise, &raw_step.value.exercise) {
            at.answer(step, exercise, raw_exercise, all);
        }
        at.solution(raw_step, step, all, stop);
    }
    if text.contains("\r\n") {
        for edit in &mut out.edits {
            edit.text = edit.text.replace('\n', "\r\n");
        }
    }
    out
}

/// Writes the edits of one step.
struct Writer<'a> {
    text: &'a str,
    step: usize,
    line: usize,
    out: &'a mut Recording,
}

impl Writer<'_> {
    fn note(&mut self, kind: NoteKind) {
        self.out.notes.push(Note {
            step: self.step,
            line: self.line,
            kind,
        });
    }

    fn skip(&mut self, why: &str) {
        self.note(NoteKind::Skipped(why.to_owned()));
    }

    fn play(&mut self, raw: &Located<StepRaw>, expect: &Expect, played: &Played, all: bool) {
        let engine = found(played);
        let states_none = expect.is_empty();
        match &raw.value.expect {
            None => self.new_expect(raw, &engine),
            Some(raw_expect) if all || states_none => {
                let ops = reconcile(&stated(expect), &engine, &spans(&raw_expect.value));
                self.edit_mapping(raw_expect.at, ops);
            }
            Some(_) => {}
        }
    }

    /// Adds `expect` to a step that has none.
    fn new_expect(&mut self, raw: &Located<StepRaw>, engine: &Values) {
        let entries: Vec<(String, String)> = ops::KEYS
            .iter()
            .zip(engine)
            .filter_map(|(k, v)| Some(((*k).to_owned(), v.clone()?)))
            .collect();
        let added: Vec<String> = entries.iter().map(|(k, v)| format!("{k} {v}")).collect();
        let text = self.text;
        let offset = raw.at.offset;
        if is_flow(text, offset) {
            let Some(mut map) = FlowMapping::at(text, offset) else {
                return self.skip(&crate::t!("cli-record-skip-step-braces"));
            };
            map.entries
                .push(("expect".to_owned(), FlowMapping::write(&entries)));
            self.out.edits.push(Edit {
                range: map.range.clone(),
                text: FlowMapping::write(&map.entries),
            });
            return self.note(NoteKind::Added(vec![format!(
                "expect {}",
                added.join(", ")
            )]));
        }
        let Some(map) = BlockMapping::at(text, offset) else {
            return self.skip(&crate::t!("cli-record-skip-step-layout"));
        };
        let child = " ".repeat(map.indent + 2);
        let lines: String = entries
            .iter()
            .map(|(k, v)| format!("{child}{k}: {v}\n"))
            .collect();
        if let Some(null) = map.entry("expect") {
            let rest = text
                .get(null.key_at + "expect:".len()..line_end(text, null.key_at))
                .unwrap_or("");
            if !(rest.trim().is_empty() || rest.trim_start().starts_with('#')) {
                return self.skip(&crate::t!("cli-record-skip-expect"));
            }
            self.insert_lines(line_end(text, null.key_at), lines);
        } else {
            let after = map.entry("play").map_or(map.end(), |e| e.end);
            let indent = " ".repeat(map.indent);
            self.insert_lines(after, format!("{indent}expect:\n{lines}"));
        }
        self.note(NoteKind::Added(vec![format!(
            "expect {}",
            added.join(", ")
        )]));
    }

    /// Gives a value to a key written with none (`captured:`, `captured: ~`).
    fn fill(&mut self, entry: &Entry, value: &str) {
        let text = self.text;
        let colon = entry.key_at + entry.key.len() + 1;
        let rest = text.get(colon..line_end(text, colon)).unwrap_or("");
        let start = colon + (rest.len() - rest.trim_start_matches([' ', '\t']).len());
        let blank = rest.trim().is_empty() || rest.trim_start().starts_with('#');
        let (range, text) = if blank {
            (colon..colon, format!(" {value}"))
        } else {
            (scalar_range(text, start, 0), value.to_owned())
        };
        self.out.edits.push(Edit { range, text });
    }

    /// Inserts whole lines at `at`, the start of a line (or the end of a text without a final
    /// newline).
    fn insert_lines(&mut self, at: usize, lines: String) {
        let needs_newline = at > 0 && !self.text.get(..at).is_some_and(|t| t.ends_with('\n'));
        let text = if needs_newline {
            format!("\n{lines}")
        } else {
            lines
        };
        self.out.edits.push(Edit::insert(at, text));
    }

    /// Applies additions, replacements and removals to the mapping at `at`, block or flow.
    fn edit_mapping(&mut self, at: Span, ops: Vec<Op>) {
        if ops.is_empty() {
            return;
        }
        let text = self.text;
        if is_flow(text, at.offset) {
            let Some(mut map) = FlowMapping::at(text, at.offset) else {
                return self.skip(&crate::t!("cli-record-skip-braces"));
            };
            for op in &ops {
                match op {
                    Op::Add(key, value) => set_flow(&mut map.entries, key, value),
                    Op::Replace { key, engine, .. } => {
                        if let Some(entry) = map.entries.iter_mut().find(|(k, _)| k == key) {
                            entry.1.clone_from(engine);
                        }
                    }
                    Op::Remove { key, .. } => map.entries.retain(|(k, _)| k != key),
                }
            }
            self.out.edits.push(Edit {
                range: map.range.clone(),
                text: FlowMapping::write(&map.entries),
            });
        } else {
            let Some(map) = BlockMapping::at(text, at.offset) else {
                return self.skip(&crate::t!("cli-record-skip-layout"));
            };
            let indent = " ".repeat(map.indent);
            let mut lines = String::new();
            for op in &ops {
                match op {
                    Op::Add(key, value) => match map.entry(key) {
                        Some(empty) => self.fill(empty, value),
                        None => lines.push_str(&format!("{indent}{key}: {value}\n")),
                    },
                    Op::Replace { at, engine, .. } => self.out.edits.push(Edit {
                        range: scalar_range(text, at.offset, at.len),
                        text: engine.clone(),
                    }),
                    Op::Remove { at, .. } => {
                        let start = line_start(text, at.offset);
                        self.out.edits.push(Edit {
                            range: start..line_end(text, at.offset),
                            text: String::new(),
                        });
                    }
                }
            }
            if !lines.is_empty() {
                self.insert_lines(map.end(), lines);
            }
        }
        self.note_ops(&ops);
    }

    fn note_ops(&mut self, ops: &[Op]) {
        let added: Vec<String> = ops
            .iter()
            .filter_map(|op| match op {
                Op::Add(k, v) => Some(format!("{k} {v}")),
                _ => None,
            })
            .collect();
        if !added.is_empty() {
            self.note(NoteKind::Added(added));
        }
        for op in ops {
            match op {
                Op::Replace {
                    key,
                    stated,
                    engine,
                    ..
                } => self.note(NoteKind::Replaced {
                    key,
                    stated: stated.clone(),
                    engine: engine.clone(),
                }),
                Op::Remove { key, stated, .. } => self.note(NoteKind::Removed {
                    key,
                    stated: stated.clone(),
                }),
                Op::Add(..) => {}
            }
        }
    }

    /// Records an exercise's answer.
    fn answer(&mut self, step: &Step, exercise: &Exercise, raw: &Located<ExerciseRaw>, all: bool) {
        let position = step.checks.position;
        let (stated, engine) = match exercise {
            Exercise::FindMove { .. } => return,
            Exercise::LastHole { mv, answer, .. } => (
                answer.map(|h| h.to_string()),
                play(&position, *mv).and_then(|p| p.trace.last_hole().map(|h| h.to_string())),
            ),
            Exercise::Captured { mv, answer, .. } => (
                answer.map(|n| n.to_string()),
                play(&position, *mv).map(|p| p.trace.captured().to_string()),
            ),
            Exercise::Legal { mv, answer, .. } => {
                let word = |yes: bool| if yes { "yes" } else { "no" }.to_owned();
                (answer.map(word), Some(word(mv.resolve(&position).is_ok())))
            }
        };
        let Some(engine) = engine else {
            return;
        };
        match (&raw.value.answer, stated) {
            (None, _) => self.new_answer(raw, engine),
            (Some(written), Some(stated)) if all && stated != engine => {
                let at = written.at;
                self.out.edits.push(Edit {
                    range: scalar_range(self.text, at.offset, at.len),
                    text: engine.clone(),
                });
                self.note(NoteKind::Replaced {
                    key: "answer",
                    stated,
                    engine,
                });
            }
            _ => {}
        }
    }

    fn new_answer(&mut self, raw: &Located<ExerciseRaw>, answer: String) {
        let text = self.text;
        let offset = raw.at.offset;
        if is_flow(text, offset) {
            let Some(mut map) = FlowMapping::at(text, offset) else {
                return self.skip(&crate::t!("cli-record-skip-exercise-braces"));
            };
            set_flow(&mut map.entries, "answer", &answer);
            self.out.edits.push(Edit {
                range: map.range.clone(),
                text: FlowMapping::write(&map.entries),
            });
        } else {
            let Some(map) = BlockMapping::at(text, offset) else {
                return self.skip(&crate::t!("cli-record-skip-exercise-layout"));
            };
            if let Some(empty) = map.entry("answer") {
                self.fill(empty, &answer);
            } else {
                let after = map.entry("move").map_or(map.end(), |e| e.end);
                let indent = " ".repeat(map.indent);
                self.insert_lines(after, format!("{indent}answer: {answer}\n"));
            }
        }
        self.note(NoteKind::Added(vec![format!("answer {answer}")]));
    }
}

/// Checks if the mapping whose span starts at `offset` is a flow mapping, `{ … }`.
fn is_flow(text: &str, offset: usize) -> bool {
    text.get(offset..).is_some_and(|t| t.starts_with('{'))
}

/// Sets a flow mapping's key, replacing a value written as none or adding the key.
fn set_flow(entries: &mut Vec<(String, String)>, key: &str, value: &str) {
    match entries.iter_mut().find(|(k, _)| k == key) {
        Some(entry) => entry.1 = value.to_owned(),
        None => entries.push((key.to_owned(), value.to_owned())),
    }
}

fn play(position: &Position, mv: crate::engine::Move) -> Option<Played> {
    position.play(mv).ok()
}
