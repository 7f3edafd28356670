//! A question made answerable on the page: every answer the page can take is judged by the
//! tutor's own [`tutor::judge`] when the book is written, and the verdicts are embedded as JSON in
//! an escaped `data-question` attribute. The page's script only looks answers up; what it is not
//! given it does not judge.
//!
//! - A "find the move" question takes every legal move, in every spelling of either notation
//!   that the engine reads as that move, and a touched hole offers the moves that start there.
//! - A "last hole" question takes every hole; a "how many" question every count from 0 to 64; a
//!   "legal?" question yes or no.
//!
//! A wrong answer gets the tutor's words, which say what is wrong with it (a move is played
//! out) but never give the answer away. The answer shows when asked for, or after [`TRIES`]
//! wrong tries, as in the tutor.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::BookError;
use crate::{
    engine::{Hole, Move, Played, Position, Side, TOTAL_SEEDS, notation::MoveText},
    render::svg::escape,
    tutor::{self, Judgement, Question, QuestionKind},
};

/// Wrong tries after which the page shows the answer: the tutor's number.
pub(crate) const TRIES: u32 = tutor::TRIES;

/// A verdict on one answer: right or not, whether it costs a try, and the tutor's words.
type Verdict = (bool, bool, Vec<String>);

/// Judges one answer with the tutor's own words, which never give the answer away. An answer
/// the tutor cannot read as one (a North hole for South's, say, which it takes for a slip) gets
/// the tutor's note on it and, as in the tutor, costs no try.
fn verdict(position: &Position, question: &Question, answer: &str) -> Verdict {
    match tutor::judge(position, question, answer) {
        Judgement::Right(lines) => (true, false, lines),
        Judgement::Wrong(lines) => (false, false, lines),
        Judgement::Unreadable(why) => (false, true, vec![why]),
    }
}

/// Every spelling of a move from `hole` that the notation could give, in either notation.
fn spellings(hole: Hole) -> Vec<String> {
    let mut out = Vec::new();
    for letter in ["L", "R", "I", "D", "E"] {
        for suffix in ["", ">", "*", ">*"] {
            out.push(format!("{hole}{letter}{suffix}"));
        }
    }
    for arrow in ["<", ">"] {
        for suffix in ["", "+", "*", "**"] {
            for win in ["", "#"] {
                out.push(format!("{hole}{arrow}{suffix}{win}"));
            }
        }
    }
    out
}

/// Gives a move's text with the row letter in the other case: `a6L` for `A6L`.
fn swap_case(written: &str) -> String {
    let mut chars = written.chars();
    let first = chars.next().map(|c| {
        if c.is_ascii_uppercase() {
            c.to_ascii_lowercase()
        } else {
            c.to_ascii_uppercase()
        }
    });
    first.into_iter().chain(chars).collect()
}

/// Every spelling, in either notation, that the engine reads as one of the legal moves, with
/// that move: what the page takes typed for a move.
pub(crate) fn move_spellings(position: &Position) -> Vec<(String, Move)> {
    let legal = position.legal_moves();
    let mut out = Vec::new();
    for hole in Side::ALL.into_iter().flat_map(Hole::all) {
        for written in spellings(hole) {
            let Ok(text) = written.parse::<MoveText>() else {
                continue;
            };
            if let Ok(mv) = text.resolve(position)
                && legal.contains(&mv)
            {
                out.push((written, mv));
            }
        }
    }
    out
}

/// The answers a question takes, each with the text it is judged as.
fn answers(position: &Position, question: &Question) -> Vec<(String, String)> {
    let holes = || Side::ALL.into_iter().flat_map(Hole::all);
    match &question.kind {
        QuestionKind::FindMove { .. } => {
            let legal = position.legal_moves();
            // Each move as bao prints it, whatever the other spellings give.
            let mut out: Vec<(String, String)> = legal
                .iter()
                .map(|mv| (mv.to_string(), mv.to_string()))
                .collect();
            for (written, mv) in move_spellings(position) {
                // The same move with the other side's letter, a slip the tutor reads as one:
                // judged as written.
                let twin = swap_case(&written);
                if matches!(
                    tutor::judge(position, question, &twin),
                    Judgement::Unreadable(_)
                ) {
                    out.push((twin.clone(), twin));
                }
                out.push((written, mv.to_string()));
            }
            out
        }
        QuestionKind::LastHole { .. } => holes().map(|h| (h.to_string(), h.to_string())).collect(),
        QuestionKind::Captured { .. } => (0..=TOTAL_SEEDS)
            .map(|n| (n.to_string(), n.to_string()))
            .collect(),
        QuestionKind::Legal { .. } => ["yes", "no"]
            .iter()
            .map(|a| ((*a).to_owned(), (*a).to_owned()))
            .collect(),
    }
}

/// Gets the moves whose result the page shows once the question is answered, each as bao
/// prints it, in order: every accepted move of a "find the move" question, the move a question
/// asks about (when it is legal).
pub(crate) fn results(position: &Position, question: &Question) -> Vec<(String, Played)> {
    let moves: Vec<Move> = match &question.kind {
        QuestionKind::FindMove { accepted, .. } => accepted.clone(),
        QuestionKind::LastHole { mv } | QuestionKind::Captured { mv } => vec![*mv],
        QuestionKind::Legal { text } => text.resolve(position).into_iter().collect(),
    };
    moves
        .into_iter()
        .filter_map(|mv| Some((mv.to_string(), position.play(mv).ok()?)))
        .collect()
}

/// Gets the question's data for the page, as JSON: its kind, the answers with an index into the
/// shared list of verdicts, and for a move, the moves that start from each hole.
pub(crate) fn data(
    position: &Position,
    question: &Question,
    context: &str,
) -> Result<Value, BookError> {
    let kind = match question.kind {
        QuestionKind::FindMove { .. } => "move",
        QuestionKind::LastHole { .. } => "hole",
        QuestionKind::Captured { .. } => "number",
        QuestionKind::Legal { .. } => "yesno",
    };
    let mut said: Vec<Verdict> = Vec::new();
    let mut by_text: BTreeMap<String, usize> = BTreeMap::new();
    let mut table = serde_json::Map::new();
    // Which of the result boards a right answer shows: the one of its own move.
    let shown: Vec<String> = results(position, question)
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    let mut boards = serde_json::Map::new();
    for (written, judged) in answers(position, question) {
        if kind == "move"
            && let Some(i) = shown.iter().position(|m| *m == judged)
        {
            boards.insert(written.clone(), json!(i));
        }
        let index = match by_text.get(&judged) {
            Some(&i) => i,
            None => {
                let v = verdict(position, question, &judged);
                let i = said.iter().position(|s| *s == v).unwrap_or_else(|| {
                    said.push(v);
                    said.len() - 1
                });
                by_text.insert(judged.clone(), i);
                i
            }
        };
        table.insert(written, json!(index));
    }
    if !said.iter().any(|(right, _, _)| *right) {
        return Err(BookError::Example {
            example: context.to_owned(),
            message: "no answer the page offers is right".to_owned(),
        });
    }
    let mut starts: BTreeMap<String, Vec<String>> = BTreeMap::new();
    if kind == "move" {
        for mv in position.legal_moves() {
            starts
                .entry(mv.hole().to_string())
                .or_default()
                .push(super::words::move_text(&mv.to_string()));
        }
    }
    Ok(json!({
        "kind": kind,
        "tries": TRIES,
        "answers": table,
        "said": said.into_iter().map(|(right, free, lines)| json!({ "right": right, "free": free, "lines": lines })).collect::<Vec<_>>(),
        "starts": starts,
        "results": boards,
    }))
}

/// Opens the `<div>` of a question answerable on the page, its data in an escaped attribute.
pub(crate) fn open(data: &Value) -> String {
    format!(
        "<div class=\"bao-question\" data-question=\"{}\">\n\n",
        escape(&data.to_string())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn find_move(position: &Position, goal: &str, accepted: &str) -> Question {
        let mv = accepted
            .parse::<MoveText>()
            .unwrap()
            .resolve(position)
            .unwrap();
        Question {
            kind: QuestionKind::FindMove {
                accepted: vec![mv],
                goal: goal.to_owned(),
            },
            prompt: None,
            hint: None,
        }
    }

    /// Every legal move is there, under every spelling the engine reads as it, each judged as the
    /// tutor judges that move; the KIBA spellings are there too.
    #[test]
    fn every_legal_move_is_judged_under_each_spelling() {
        let start = Position::start(Rules::KISWAHILI);
        let question = find_move(&start, "captures nothing", "A6L*");
        let data = data(&start, &question, "test").unwrap();
        let answers = data["answers"].as_object().unwrap();
        let said = data["said"].as_array().unwrap();
        for mv in start.legal_moves() {
            assert!(answers.contains_key(&mv.to_string()), "{mv}");
        }
        assert!(answers.keys().any(|k| k.contains('<')), "no KIBA spelling");
        for (written, index) in answers {
            let verdict = &said[index.as_u64().unwrap() as usize];
            if written.starts_with(|c: char| c.is_ascii_lowercase()) {
                // North's letter for South's move: the tutor's note on the slip, no try lost.
                assert_eq!(verdict["free"], json!(true), "{written}");
                assert_eq!(verdict["right"], json!(false), "{written}");
                continue;
            }
            assert_eq!(verdict["free"], json!(false), "{written}");
            let mv = written
                .parse::<MoveText>()
                .unwrap()
                .resolve(&start)
                .unwrap();
            let lines = &verdict["lines"];
            let (Judgement::Right(expected) | Judgement::Wrong(expected)) =
                tutor::judge(&start, &question, &mv.to_string())
            else {
                panic!("{written} unreadable");
            };
            assert_eq!(lines, &json!(expected), "{written}");
        }
        let right: Vec<&String> = answers
            .iter()
            .filter(|(_, i)| said[i.as_u64().unwrap() as usize]["right"] == json!(true))
            .map(|(k, _)| k)
            .collect();
        assert!(right.contains(&&"A6L*".to_owned()), "{right:?}");
        assert!(answers.contains_key("a6L*"), "no slip of case");
        assert_eq!(data["results"]["A6L*"], json!(0));
        let starts = data["starts"].as_object().unwrap();
        assert_eq!(
            starts
                .values()
                .map(|v| v.as_array().unwrap().len())
                .sum::<usize>(),
            start.legal_moves().len()
        );
    }

    /// A wrong count never says the right one.
    #[test]
    fn a_wrong_count_does_not_give_the_answer_away() {
        let start = Position::start(Rules::KISWAHILI);
        let mv = "A6L*".parse::<MoveText>().unwrap().resolve(&start).unwrap();
        let question = Question {
            kind: QuestionKind::Captured { mv },
            prompt: None,
            hint: None,
        };
        let data = data(&start, &question, "test").unwrap();
        let said = data["said"].as_array().unwrap();
        let index = data["answers"]["3"].as_u64().unwrap() as usize;
        assert_eq!(said[index]["right"], json!(false));
        let words = said[index]["lines"].to_string();
        assert!(
            !words.contains('0') && !words.contains("nothing"),
            "{words}"
        );
        let index = data["answers"]["0"].as_u64().unwrap() as usize;
        assert_eq!(said[index]["right"], json!(true));
        assert_eq!(data["answers"].as_object().unwrap().len(), 65);
    }

    #[test]
    fn the_data_cannot_leave_its_attribute() {
        let opened = open(&json!({ "x": "</div><script>\"'&" }));
        let inside = opened
            .strip_prefix("<div class=\"bao-question\" data-question=\"")
            .and_then(|r| r.strip_suffix("\">\n\n"))
            .unwrap();
        assert!(!inside.contains(['<', '>', '"', '\'']), "{inside}");
    }
}
