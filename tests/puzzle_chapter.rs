//! bao's own puzzle chapter: at least twelve puzzles, easy to hard, over both rulesets and both
//! stages, each asked as a question, proved a unique least win independently of `bao check`, and
//! each with its solution and its idea.

use std::path::{Path, PathBuf};

use bao::{
    engine::{Position, Side, Variant},
    lesson::{catalog, diagnostic, model::Puzzle},
    search::prove::{Proof, prove},
};

const CHAPTER: &str = "lessons/12-puzzles";

/// Every puzzle step of the chapter, in course order, with its lesson's id.
fn puzzles() -> Vec<(String, Position, Puzzle, String)> {
    let loaded = catalog::load(&[PathBuf::from(CHAPTER)], Some(Path::new("diagrams")));
    assert!(
        loaded.problems.is_empty(),
        "{}",
        diagnostic::render(&loaded.problems, false, 100)
    );
    let mut out = Vec::new();
    for lesson in loaded.catalog.lessons() {
        for step in &lesson.steps {
            if let Some(puzzle) = &step.checks.puzzle {
                out.push((
                    lesson.id.clone(),
                    step.checks.position,
                    puzzle.clone(),
                    step.say.clone().unwrap_or_default(),
                ));
            }
        }
    }
    out
}

#[test]
fn the_chapter_has_twelve_puzzles_or_more_easy_to_hard_over_both_rulesets_and_stages() {
    let puzzles = puzzles();
    assert!(puzzles.len() >= 12, "{} puzzles", puzzles.len());
    let turns: Vec<u32> = puzzles.iter().map(|(_, _, p, _)| p.turns).collect();
    assert!(turns.is_sorted(), "easy to hard: {turns:?}");
    for n in 1..=3 {
        assert!(turns.contains(&n), "a win in {n}");
    }
    let variant = |v: Variant| puzzles.iter().any(|(_, p, _, _)| p.rules().variant == v);
    assert!(variant(Variant::Kiswahili) && variant(Variant::Kujifunza));
    let stage = |namua: bool| {
        puzzles.iter().any(|(_, p, _, _)| {
            p.rules().variant == Variant::Kiswahili && p.is_namua(p.to_move()) == namua
        })
    };
    assert!(
        stage(true) && stage(false),
        "both stages of Bao la Kiswahili"
    );
    let movers: Vec<Side> = puzzles.iter().map(|(_, p, _, _)| p.to_move()).collect();
    assert!(movers.contains(&Side::South) && movers.contains(&Side::North));
}

#[test]
fn each_puzzle_is_asked_solved_and_explained() {
    for (id, position, puzzle, say) in puzzles() {
        let question = format!(
            "{} to move and win in {}.",
            position.to_move(),
            puzzle.turns
        );
        assert!(say.starts_with(&question), "{id}: say starts {question:?}");
        let solution = puzzle.solution.as_ref().expect("a solution");
        assert_eq!(solution.len() as u32, 2 * puzzle.turns - 1, "{id}");
        assert!(puzzle.cooks.is_empty(), "{id}: no cook");
        let idea = puzzle.idea.as_deref().unwrap_or("");
        assert!(
            idea.split_whitespace().count() >= 20,
            "{id}: an idea in words"
        );
    }
}

#[test]
fn each_puzzle_is_a_unique_least_win_and_its_solution_wins() {
    for (id, position, puzzle, _) in puzzles() {
        let proved = prove(&position, puzzle.turns, &|| false).expect("a proof");
        assert_eq!(proved.proof, Proof::WinIn(puzzle.turns), "{id}");
        let winners: Vec<_> = proved
            .moves
            .iter()
            .filter(|(_, p)| matches!(p, Proof::WinIn(_)))
            .map(|(mv, _)| *mv)
            .collect();
        let solution = puzzle.solution.expect("a solution");
        assert_eq!(winners, vec![solution[0]], "{id}: one winning first move");
        let me = position.to_move();
        let mut at = position;
        let mut outcome = None;
        for mv in &solution {
            assert!(
                outcome.is_none(),
                "{id}: the solution goes on after the end"
            );
            let played = at.play(*mv).expect("a legal move");
            outcome = played.outcome;
            at = played.position;
        }
        assert_eq!(
            outcome.and_then(|o| o.winner),
            Some(me),
            "{id}: the mover wins"
        );
    }
}
