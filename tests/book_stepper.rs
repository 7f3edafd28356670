//! The book's script in a real browser (headless Chromium over the DevTools protocol): a
//! walkthrough becomes one board stepped lap by lap with the buttons or the arrow keys, the
//! numbers on the board after each step are the engine's, the keyboard alone does it at 400 px
//! wide, a page without script reads as before, and the rules at a glance print on two A4 sides.
//! Screenshots are written under `target/` for a person to look at.

// The shared harness; this file drives Chromium itself, so it leaves some of it unused.
#[allow(dead_code)]
mod browser;
#[path = "browser/cdp.rs"]
mod cdp;

use std::{
    path::{Path, PathBuf},
    sync::OnceLock,
};

use bao::{
    book::{self},
    engine::{Board, Event, Position, notation::MoveText},
    lesson::catalog,
    render::layout::{self, Marks},
};
use base64::Engine as _;
use browser::target_dir;
use cdp::Browser;
use serde_json::{Value, json};

/// Builds the book with mdBook 0.5 once for the tests of this file, in `target/book-stepper`,
/// and gives the folder of the HTML.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| browser::build_book("book-stepper"))
}

/// The board counts of a label, as [`layout::describe`] gives them: its four rows.
fn rows(label: &str) -> String {
    let label = label.strip_prefix("Bao board: ").unwrap_or(label);
    label.split("; ").take(4).collect::<Vec<_>>().join("; ")
}

/// The boards the stepper of `mv` from diagram 9 must show, in order, from the engine: the board
/// before, the board after each lap, the position after.
fn expected_boards() -> Vec<String> {
    let loaded = book::load(catalog::builtin_lessons());
    let before: Position = loaded
        .catalog
        .diagram("seed000-d09")
        .expect("diagram 9")
        .position;
    let mv = "A1L"
        .parse::<MoveText>()
        .unwrap()
        .resolve(&before)
        .expect("A1L is legal");
    let played = before.play(mv).expect("A1L plays");
    let describe = |board: &Board| rows(&layout::describe(board, &Marks::default()));
    let mut boards = vec![describe(before.board())];
    boards.extend(
        played
            .trace
            .steps
            .iter()
            .filter(|s| matches!(s.event, Event::Sow { .. }))
            .map(|s| describe(&s.board)),
    );
    boards.push(describe(played.position.board()));
    boards
}

const STEPPER: &str = "div.bao-walk[data-move=\"A1L\"] .bao-stepper";

/// What the stepper of A1L shows: the visible boards' labels, its words, its count, and whether
/// the drawn walkthrough is hidden.
fn state(browser: &mut Browser) -> Value {
    browser.eval(&format!(
        "(() => {{ const s = document.querySelector({}); if (!s) return null; \
         const f = [...s.querySelectorAll('figure')].filter(f => getComputedStyle(f).visibility !== 'hidden'); \
         const walk = s.parentElement; \
         return {{ labels: f.map(f => f.querySelector('svg').getAttribute('aria-label')), \
           words: s.querySelector('[aria-live=polite]').textContent, \
           count: s.querySelector('.bao-step-count').textContent, \
           focused: document.activeElement === s, \
           drawn: [...walk.querySelectorAll(':scope > .bao-walk-static figure')].filter(f => f.getBoundingClientRect().height > 0).length }}; }})()",
        json!(STEPPER)
    ))
}

/// Checks that the stepper shows exactly the `at`th expected board, one board and nothing else.
fn assert_shows(browser: &mut Browser, expected: &[String], at: usize) -> Value {
    let state = state(browser);
    assert_ne!(state, Value::Null, "no stepper for A1L");
    let labels = state["labels"].as_array().expect("labels");
    assert_eq!(labels.len(), 1, "step {at}: {state}");
    assert_eq!(rows(labels[0].as_str().unwrap()), expected[at], "step {at}");
    assert_eq!(
        state["count"],
        json!(format!("Board {} of {}", at + 1, expected.len()))
    );
    assert_eq!(state["drawn"], json!(0), "the drawn walkthrough shows too");
    assert!(
        !state["words"].as_str().unwrap().is_empty(),
        "no words at step {at}"
    );
    state
}

/// Clicking next steps through A1L lap by lap, each board the engine's; back goes back; the words
/// change with the step, in a live region.
#[test]
fn a_move_steps_lap_by_lap_with_the_buttons() {
    let expected = expected_boards();
    assert!(expected.len() >= 3, "{expected:?}");
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let first = assert_shows(&mut browser, &expected, 0);
    assert_eq!(first["words"], json!("South plays A1L, starting from A1."));
    let mut said = vec![first["words"].clone()];
    for at in 1..expected.len() {
        browser.click(&format!("{STEPPER} button[aria-label=\"Next step\"]"));
        let state = assert_shows(&mut browser, &expected, at);
        assert!(
            !said.contains(&state["words"]),
            "the same words at step {at}"
        );
        said.push(state["words"].clone());
    }
    // The last step: next does nothing more.
    browser.click(&format!("{STEPPER} button[aria-label=\"Next step\"]"));
    assert_shows(&mut browser, &expected, expected.len() - 1);
    browser.click(&format!("{STEPPER} button[aria-label=\"Back one step\"]"));
    assert_shows(&mut browser, &expected, expected.len() - 2);
    // Play runs on to the end by itself, then offers to play again.
    browser.click(&format!("{STEPPER} button[aria-label=\"Play\"]"));
    browser.wait_for(&format!(
        "document.querySelector({}).textContent === {}",
        json!(format!("{STEPPER} .bao-step-count")),
        json!(format!("Board {} of {}", expected.len(), expected.len()))
    ));
    assert_shows(&mut browser, &expected, expected.len() - 1);
    browser.wait_for(&format!(
        "document.querySelector({}) !== null",
        json!(format!("{STEPPER} button[aria-label=\"Play\"]"))
    ));
    browser.eval(&format!(
        "document.querySelector({}).scrollIntoView({{block: 'start'}})",
        json!(STEPPER)
    ));
    browser.screenshot(&target_dir().join("book-stepper-1200.png"));
}

/// The keyboard alone at 400 px wide: Tab reaches the stepper, the arrow keys step (and the
/// book's own arrow-key page turns do not fire), Home goes back to the start, and Enter on the
/// next button steps too.
#[test]
fn the_keyboard_alone_steps_through_a_move_at_400_px() {
    let expected = expected_boards();
    let mut browser = Browser::start(400, 800);
    let page = built_book().join("03-kichwa-kimbi.html");
    browser.open(&page);
    let mut tabs = 0;
    while state(&mut browser)["focused"] != json!(true) {
        browser.press("Tab", 9);
        tabs += 1;
        assert!(tabs < 500, "Tab never reaches the stepper");
    }
    assert_shows(&mut browser, &expected, 0);
    for at in 1..expected.len() {
        browser.press("ArrowRight", 39);
        assert_shows(&mut browser, &expected, at);
    }
    let url = browser.eval("location.href");
    assert!(
        url.as_str().unwrap().ends_with("03-kichwa-kimbi.html"),
        "{url}"
    );
    browser.press("ArrowLeft", 37);
    assert_shows(&mut browser, &expected, expected.len() - 2);
    browser.press("Home", 36);
    assert_shows(&mut browser, &expected, 0);
    // Tab on to the buttons: back is disabled at the start, so the first is play, then next.
    browser.press("Tab", 9);
    browser.press("Tab", 9);
    let focused = browser.eval("document.activeElement.getAttribute('aria-label')");
    assert_eq!(focused, json!("Next step"));
    browser.press("Enter", 13);
    assert_shows(&mut browser, &expected, 1);
    let wide = browser.eval(&format!(
        "document.querySelector({}).getBoundingClientRect().right <= window.innerWidth",
        json!(STEPPER)
    ));
    assert_eq!(wide, json!(true), "the stepper is wider than the phone");
    browser.eval(&format!(
        "document.querySelector({}).scrollIntoView({{block: 'start'}})",
        json!(STEPPER)
    ));
    browser.screenshot(&target_dir().join("book-stepper-400.png"));
}

/// Without script the page is what it was: every drawn board of the walkthrough shows, and there
/// is no stepper.
#[test]
fn without_script_the_walkthrough_reads_as_before() {
    let expected = expected_boards();
    let mut browser = Browser::start(1200, 900);
    browser.call(
        "Emulation.setScriptExecutionDisabled",
        json!({ "value": true }),
    );
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let drawn = browser.eval(
        "(() => { const w = document.querySelector('div.bao-walk[data-move=\"A1L\"]'); \
         return { steppers: document.querySelectorAll('.bao-stepper').length, \
           labels: [...w.querySelectorAll('figure')].filter(f => f.getBoundingClientRect().height > 0).map(f => f.querySelector('svg').getAttribute('aria-label')) }; })()",
    );
    assert_eq!(drawn["steppers"], json!(0));
    let labels: Vec<String> = drawn["labels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| rows(l.as_str().unwrap()))
        .collect();
    assert_eq!(labels, expected);
    // The questions are as before too: folded answers, no answer field; the find-the-move
    // question's board is the step's own (drawn once, inside the question), and the boards its
    // answer reaches stay hidden.
    let questions = browser.eval(
        "[document.querySelectorAll('div.bao-question').length, \
          document.querySelectorAll('div.bao-question details.bao-answer').length, \
          document.querySelectorAll('.bao-ask').length, \
          [...document.querySelectorAll('.bao-answer-board')].filter(b => b.getBoundingClientRect().height > 0).length, \
          [...document.querySelectorAll('.bao-result')].filter(b => b.getBoundingClientRect().height > 0).length]",
    );
    assert_eq!(questions, json!([2, 2, 0, 1, 0]));
}

/// The rules at a glance print on two A4 sides at most, every line a link to its lesson.
#[test]
fn the_rules_at_a_glance_print_on_two_a4_sides() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("rules-at-a-glance.html"));
    let links = browser.eval(
        "[...document.querySelectorAll('.bao-glance li a')].map(a => a.getAttribute('href'))",
    );
    let links = links.as_array().expect("links");
    assert!(links.len() >= 20, "{links:?}");
    for link in links {
        let file = link.as_str().unwrap();
        assert!(built_book().join(file).is_file(), "{file}");
    }
    let pdf = browser.call(
        "Page.printToPDF",
        json!({ "paperWidth": 8.27, "paperHeight": 11.69, "preferCSSPageSize": true }),
    );
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(pdf["data"].as_str().expect("pdf data"))
        .expect("base64");
    std::fs::write(target_dir().join("book-rules-at-a-glance.pdf"), &bytes).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
    assert!((1..=2).contains(&pages), "{pages} pages");
    // As printed: A4's proportions, the print style sheet.
    browser.call("Emulation.setEmulatedMedia", json!({ "media": "print" }));
    browser.resize(794, 1123);
    browser.screenshot(&target_dir().join("book-rules-at-a-glance.png"));
}

/// Every page of the book with a walkthrough or a question comes alive: each walkthrough gets
/// its stepper and each question its answer field, with no page skipped.
#[test]
fn every_walkthrough_and_question_of_the_book_comes_alive() {
    let html = built_book();
    let mut pages: Vec<PathBuf> = std::fs::read_dir(html)
        .expect("the built book")
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "html")
                && p.file_name().is_some_and(|n| n != "print.html")
                && std::fs::read_to_string(p)
                    .unwrap()
                    .contains("class=\"bao-walk\"")
        })
        .collect();
    pages.sort();
    assert!(
        pages.len() >= 20,
        "only {} pages with walkthroughs",
        pages.len()
    );
    let mut browser = Browser::start(1200, 900);
    let (mut walks, mut questions) = (0, 0);
    for page in &pages {
        browser.open(page);
        let counts = browser.eval(
            "[document.querySelectorAll('div.bao-walk').length, \
              document.querySelectorAll('div.bao-walk > .bao-stepper').length, \
              document.querySelectorAll('div.bao-question').length, \
              document.querySelectorAll('div.bao-question .bao-ask').length]",
        );
        assert_eq!(counts[0], counts[1], "{}: {counts}", page.display());
        assert_eq!(counts[2], counts[3], "{}: {counts}", page.display());
        walks += counts[0].as_u64().unwrap();
        questions += counts[2].as_u64().unwrap();
    }
    assert!(walks >= 50, "only {walks} walkthroughs");
    assert!(questions >= 20, "only {questions} questions");
}
