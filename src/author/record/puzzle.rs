//! Recording a puzzle's `solution`: the main line of its win, soonest win against the longest
//! defence, as [`crate::search::puzzle::main_line`] plays it.

use super::{NoteKind, Writer, is_flow, set_flow};
use crate::{
    author::yaml_text::{BlockMapping, Edit, line_start},
    engine::Move,
    lesson::{check, load::Located, model::Step, schema::StepRaw},
    search::puzzle::{LineError, main_line},
};

/// Writes a list of moves as a flow sequence: `[A4R*, a2R*, A7L]`.
fn flow_list(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    format!("[{}]", names.join(", "))
}

impl Writer<'_> {
    /// Writes the solution of a puzzle step that has none, or with `all` replaces one that does
    /// not hold.
    pub(super) fn solution(
        &mut self,
        raw: &Located<StepRaw>,
        step: &Step,
        all: bool,
        stop: &dyn Fn() -> bool,
    ) {
        let Some(puzzle) = &step.checks.puzzle else {
            return;
        };
        let position = step.checks.position;
        let stated = match &puzzle.solution {
            None => None,
            Some(solution) if all => {
                if check::solution(&position, puzzle.turns, solution, stop).is_ok() {
                    return;
                }
                Some(flow_list(solution))
            }
            Some(_) => return,
        };
        let line = match main_line(&position, puzzle.turns, stop) {
            Ok(line) => line,
            Err(LineError::NoWin(n)) => {
                return self.skip(&crate::t!("cli-record-skip-no-win", turns = n));
            }
            Err(LineError::Prove(err)) => {
                return self.skip(&crate::t!(
                    "cli-record-skip-not-found",
                    reason = crate::cli::search_words::prove_error(&err)
                ));
            }
        };
        let value = flow_list(&line);
        if !self.set_solution(raw, &value) {
            return;
        }
        match stated {
            None => self.note(NoteKind::Added(vec![format!("solution {value}")])),
            Some(stated) => self.note(NoteKind::Replaced {
                key: "solution",
                stated,
                engine: value,
            }),
        }
    }

    /// Puts `solution: VALUE` in the step, replacing any written; false (with a note) when the
    /// step's layout is not one bao can edit.
    fn set_solution(&mut self, raw: &Located<StepRaw>, value: &str) -> bool {
        let text = self.text;
        let offset = raw.at.offset;
        if is_flow(text, offset) {
            let Some(mut map) = super::FlowMapping::at(text, offset) else {
                self.skip(&crate::t!("cli-record-skip-step-braces"));
                return false;
            };
            set_flow(&mut map.entries, "solution", value);
            self.out.edits.push(Edit {
                range: map.range.clone(),
                text: super::FlowMapping::write(&map.entries),
            });
            return true;
        }
        let Some(map) = BlockMapping::at(text, offset) else {
            self.skip(&crate::t!("cli-record-skip-step-layout"));
            return false;
        };
        let indent = " ".repeat(map.indent);
        let line = format!("{indent}solution: {value}\n");
        match (map.entry("solution"), &raw.value.solution) {
            (Some(_), Some(written)) if text[written.at.offset..].starts_with('[') => {
                let start = written.at.offset;
                let Some(len) = text[start..].find(']') else {
                    self.skip(&crate::t!("cli-record-skip-solution-open"));
                    return false;
                };
                self.out.edits.push(Edit {
                    range: start..start + len + 1,
                    text: value.to_owned(),
                });
            }
            (Some(entry), Some(_)) => {
                let start = line_start(text, entry.key_at);
                self.out.edits.push(Edit {
                    range: start..entry.end,
                    text: line,
                });
            }
            (Some(entry), None) => {
                let entry = entry.clone();
                self.fill(&entry, value);
            }
            // A template's `# solution: [..]` line gives way to the real one, under the comment
            // that explains it.
            (None, _) => match map.commented(text, "solution") {
                Some(range) => self.out.edits.push(Edit { range, text: line }),
                None => {
                    let after = map.entry("wins_in").map_or(map.end(), |e| e.end);
                    self.insert_lines(after, line);
                }
            },
        }
        true
    }
}
