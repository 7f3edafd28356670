//! A puzzle in the book, in a real browser (headless Chromium): the solution stays folded away
//! in a closed `<details>`, and its line becomes a stepper like a move's walkthrough.

// The shared harness; this file builds its own book, so it leaves some of it unused.
#[allow(dead_code)]
mod browser;

mod support;

use browser::{dom_of, target_dir};
use support::Bao;

#[test]
fn a_puzzle_s_line_is_folded_away_and_steps_like_a_move() {
    let work = target_dir().join("book-puzzle");
    if work.exists() {
        std::fs::remove_dir_all(&work).expect("the old test book is removed");
    }
    let out = Bao::new()
        .args(["book", "--lessons", "tests/fixtures/puzzles", "--out"])
        .arg(&work)
        .output();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    mdbook_driver::MDBook::load(&work)
        .expect("mdBook loads the book")
        .build()
        .expect("mdBook builds the book");
    let dom = dom_of(&work.join("book/01-wins.html"));
    assert_eq!(
        dom.matches("<details class=\"bao-solution\">").count(),
        4,
        "four puzzles, each folded away and closed"
    );
    assert!(!dom.contains("bao-solution\" open"), "no solution is open");
    let solutions: Vec<&str> = dom
        .split("<details class=\"bao-solution\">")
        .skip(1)
        .map(|s| s.split("</details>").next().unwrap_or_default())
        .collect();
    assert_eq!(
        solutions
            .iter()
            .filter(|s| s.matches("class=\"bao-stepper\"").count() == 1)
            .count(),
        4,
        "each line is a stepper"
    );
    // Each puzzle is played on the page too (`tests/book_play.rs`).
    assert_eq!(
        dom.matches("bao-play-live").count(),
        4,
        "a puzzle to play each"
    );
    for question in [
        "<strong>South to move and win in 2.</strong>",
        "<strong>South to move and win in 1.</strong>",
        "<strong>South to move and win in 3.</strong>",
    ] {
        assert!(dom.contains(question), "{question}");
    }
    // The first line, A4R*, a2R*, A7L, is stepped lap by lap: the board before, each drawn lap
    // (ten of A4R*, one of a2R*, twelve of A7L) and the board after each move.
    let first = dom
        .split("<details class=\"bao-solution\">")
        .nth(1)
        .expect("a solution");
    let first = first.split("</details>").next().unwrap_or_default();
    assert!(first.contains("Board 1 of 27"), "{first}");
    assert!(
        first.contains("South plays A4R*: Relay: lifts the 2 seeds of A7 and sows on."),
        "{first}"
    );
    assert!(first.contains("<strong>The idea.</strong>"), "{first}");
    let diagrams = dom_of(&work.join("book/diagrams.html"));
    assert_eq!(
        diagrams.matches("<details class=\"bao-solution\">").count(),
        1
    );
    assert!(diagrams.contains("South to move wins in 2, and not sooner, whatever the defence."));
}
