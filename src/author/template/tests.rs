//! Every new file passes `bao check` as written, from the start, a published diagram and
//! positions of random games; the commented examples pass too once uncommented.

use std::path::Path;

use super::{Start, chapter, exercise, lesson};
use crate::{
    engine::{Position, Rules, Setup},
    lesson::{
        catalog::{self, Kind},
        check,
        load::{self, SourceFile},
        schema::ChapterFile,
    },
};

/// Loads a lesson's text and checks it: no problem, every step holding, no warning.
fn holds(text: &str) {
    let path = Path::new("c/01-new.yaml");
    let library = [catalog::builtin_diagrams()];
    let names_a_diagram = text.contains("position: seed");
    let library = if names_a_diagram { &library[..] } else { &[] };
    let loaded = catalog::load_text(path, text, Kind::Lesson, library);
    assert!(loaded.problems.is_empty(), "{text}\n{:?}", loaded.problems);
    let lesson = loaded.catalog.lessons().next().expect("a lesson");
    for report in check::lesson(lesson) {
        assert!(
            report.passed() && report.warnings.is_empty(),
            "{text}\n{report:?}"
        );
    }
}

/// Removes the `# ` of the commented example steps.
fn uncomment(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.starts_with("  # - ") || l.starts_with("  #   ") {
                l.replacen("# ", "", 1)
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Positions of random games under both rulesets, the mover changing and stocks running out.
fn positions() -> Vec<Position> {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut random = move |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from(seed >> 33).unwrap_or(0) % n.max(1)
    };
    let mut out = Vec::new();
    for rules in [Rules::KISWAHILI, "kujifunza".parse().unwrap()] {
        for _game in 0..4 {
            let mut position = Position::start(rules);
            for ply in 0..80 {
                if ply % 9 == 0 {
                    out.push(position);
                }
                match position.sample_child(&mut random) {
                    Some(child) if child.end.is_none() => position = child.position,
                    _ => break,
                }
            }
        }
    }
    out
}

#[test]
fn new_lessons_hold_as_written() {
    let mut starts = vec![Start::Diagram {
        id: "seed000-d09".to_owned(),
        position: "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1"
            .parse::<Setup>()
            .unwrap()
            .into_position(Rules::KISWAHILI)
            .unwrap(),
    }];
    starts.extend(positions().into_iter().map(Start::Position));
    assert!(starts.len() > 20, "{}", starts.len());
    for start in &starts {
        let rules = start.position().rules();
        let text = lesson("A new lesson", rules, start);
        holds(&text);
        holds(&uncomment(&text));
        let text = exercise("New exercises", rules, start).expect("a legal move");
        holds(&text);
        assert_eq!(text.matches("kind: ").count(), 4, "{text}");
    }
}

/// The example quote cites its publication as lessons/README.md asks, by title and diagram as a
/// learner reads it, never by the file bao keeps it in (`seed000`, `seed 000`).
#[test]
fn the_example_quote_cites_the_publication() {
    let text = lesson(
        "T",
        Rules::KISWAHILI,
        &Start::Position(Position::start(Rules::KISWAHILI)),
    );
    let cite = text
        .lines()
        .find_map(|l| l.strip_prefix("#     cite: "))
        .expect("the example quote has a cite");
    assert_eq!(cite, "Bao, part 2, diagram 9");
}

#[test]
fn a_new_chapter_is_valid() {
    let text = chapter("Namua");
    let raw: ChapterFile = load::parse(&SourceFile::new("c/chapter.yaml", text.as_str())).unwrap();
    assert_eq!(raw.title, "Namua");
}

#[test]
fn a_new_puzzle_holds_as_written_and_with_its_solution_uncommented() {
    use super::{NewPuzzle, placeholder, puzzle};
    use crate::search::puzzle::main_line;

    let position = placeholder(Rules::KISWAHILI).expect("the placeholder is a position");
    let line = main_line(&position, 2, &|| false).expect("a win in 2");
    let start = Start::Position(position);
    let new = NewPuzzle {
        start: &start,
        turns: 2,
        line: Some(&line),
        found: false,
    };
    let text = puzzle("A new puzzle", Rules::KISWAHILI, &new);
    assert!(
        text.contains("  - say: |\n      South to move and win in 2.\n"),
        "{text}"
    );
    assert!(text.contains("\n    wins_in: 2\n"), "{text}");
    assert!(
        text.contains("\n    # solution: [A4R*, a2R*, A7L]\n"),
        "{text}"
    );
    assert!(text.contains("\n    # idea: |\n"), "{text}");
    holds(&text);
    let solved = text
        .replace("    # solution:", "    solution:")
        .replace("    # idea: |\n    #   ", "    idea: |\n      ");
    assert!(
        solved.contains("\n    solution: [A4R*, a2R*, A7L]\n    # Why"),
        "{solved}"
    );
    holds(&solved);
    let found = puzzle("Found", Rules::KISWAHILI, &NewPuzzle { found: true, ..new });
    assert!(
        found.contains("\n    solution: [A4R*, a2R*, A7L]\n"),
        "{found}"
    );
    holds(&found);
}
