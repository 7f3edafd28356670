//! No input makes the reader panic: real files with random damage are read and validated, and
//! every problem is rendered, with no control character of the file in what is printed.

use bao::lesson::{
    diagnostic,
    load::{self, SourceFile},
    schema::{DiagramFile, LessonFile},
    validate::{self, DiagramIndex},
};
use proptest::prelude::*;

const LESSON: &str = include_str!("fixtures/course/01-checks/01-every-check.yaml");
const DIAGRAM: &str = include_str!("fixtures/diagrams/fixture-d09.yaml");

/// Cuts, repeats or replaces a piece of `text` at char boundaries.
fn damage(text: &str, at: usize, len: usize, with: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = at % (chars.len() + 1);
    let end = (at + len).min(chars.len());
    let mut out: String = chars[..at].iter().collect();
    out.push_str(with);
    out.extend(&chars[end..]);
    out
}

/// Reads `text` as a lesson and as a diagram; gives the rendered problems of each.
fn read_all(text: &str) -> (String, String) {
    let index = {
        let source = SourceFile::new("fixture-d09.yaml", DIAGRAM);
        let raw: DiagramFile = load::parse(&source).expect("the fixture diagram reads");
        let diagram = validate::diagram(&source, raw, "fixture-d09", &DiagramIndex::default())
            .expect("and is valid");
        DiagramIndex::new([&diagram])
    };
    let lesson = SourceFile::new("lesson.yaml", text.to_owned());
    let problems = match load::parse::<LessonFile>(&lesson) {
        Ok(raw) => validate::lesson(&lesson, raw, "lesson", &index)
            .err()
            .unwrap_or_default(),
        Err(problems) => problems,
    };
    let diagram = SourceFile::new("diagram.yaml", text.to_owned());
    let more = match load::parse::<DiagramFile>(&diagram) {
        Ok(raw) => validate::diagram(&diagram, raw, "diagram", &index)
            .err()
            .unwrap_or_default(),
        Err(problems) => problems,
    };
    (
        diagnostic::render(&problems, false, 80),
        diagnostic::render(&more, false, 80),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn damaged_files_give_problems_not_panics(
        at in 0usize..3000,
        len in 0usize..40,
        with in prop::sample::select(vec![
            "", " ", "\n", ":", "- ", "|", "\"", "[", "]", "{", "<b>", "A9", "99", "-1",
            "é", "\t", "position: x", "\n  - ", "# ", "\u{0}", "\r", "\r\n", "\u{1b}]52;c;aGk=\u{7}",
            "\u{9b}2J", "\"\\e[2J\"", "~", "{}", "&a", "*a", "---\n",
        ]),
    ) {
        for text in [damage(LESSON, at, len, with), damage(DIAGRAM, at, len, with)] {
            let (as_lesson, as_diagram) = read_all(&text);
            for rendered in [as_lesson, as_diagram] {
                prop_assert!(
                    !rendered.chars().any(|c| c.is_control() && c != '\n' && c != '\t'),
                    "a control character reached the output:\n{rendered}"
                );
            }
        }
    }
}

#[test]
fn the_undamaged_fixture_reads() {
    let (as_lesson, as_diagram) = read_all(LESSON);
    assert_eq!(as_lesson, "");
    assert!(as_diagram.contains("unknown key `rule`"), "{as_diagram}");
}
