//! The book's questions answered in a real browser (headless Chromium over the DevTools
//! protocol): touch a hole or type a move, wrong then right, with the mouse and with the
//! keyboard alone at 400 px wide; the verdicts are the tutor's, the answer stays folded until it
//! is asked for or a few tries are spent. Screenshots are written under `target/`.

// The shared harness; this file drives Chromium itself, so it leaves some of it unused.
#[allow(dead_code)]
mod browser;
#[path = "browser/cdp.rs"]
mod cdp;

use std::{
    path::{Path, PathBuf},
    sync::OnceLock,
};

use browser::target_dir;
use cdp::Browser;
use serde_json::{Value, json};

/// Builds the book with mdBook 0.5 once for the tests of this file, in `target/book-questions`,
/// and gives the folder of the HTML.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| browser::build_book("book-questions"))
}

/// The question "play the capture that takes the most seeds" of the kichwa and kimbi lesson.
const FIND: &str = "(() => [...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Play the capture that takes the most seeds.')))()";

/// What the question shows: its feedback, whether it was judged right, whether its answer is
/// unfolded, whether its board is on show.
fn state(browser: &mut Browser) -> Value {
    browser.eval(&format!(
        "(() => {{ const q = {FIND}; if (!q) return null; const f = q.querySelector('.bao-feedback'); \
         return {{ said: f ? f.innerText : null, right: f ? f.classList.contains('bao-right') : null, \
           open: q.querySelector('details.bao-answer').open, \
           board: q.querySelector('.bao-answer-board').getBoundingClientRect().height > 0, \
           focus: document.activeElement === q.querySelector('input') }}; }})()"
    ))
}

/// Marks the question's hole for [`Browser::click`].
fn mark_hole(browser: &mut Browser, hole: &str) -> String {
    browser.eval(&format!(
        "{FIND}.querySelector('[data-hole=\"{hole}\"]').setAttribute('data-test', 'target')"
    ));
    "[data-test=target]".to_owned()
}

/// Touching A1 is wrong (its move captures, but 4 seeds), and the tutor's words say what it
/// did without giving the answer; touching A8 is right and unfolds the answer.
#[test]
fn a_question_is_answered_by_touching_holes() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let before = state(&mut browser);
    assert_ne!(before, Value::Null, "no question");
    assert_eq!(before["board"], json!(true), "no board to answer on");
    assert_eq!(before["open"], json!(false));
    let a1 = mark_hole(&mut browser, "A1");
    browser.click(&a1);
    browser.eval("document.querySelector('[data-test]').removeAttribute('data-test')");
    let wrong = state(&mut browser);
    let said = wrong["said"].as_str().unwrap();
    assert!(
        said.starts_with("A1L is legal, but it is not the move that captures the most seeds."),
        "{said}"
    );
    assert!(
        said.contains("Captures 4 from a8") || said.contains("captures 4 from a8"),
        "{said}"
    );
    assert!(!said.contains("A8R"), "the answer is given away: {said}");
    assert_eq!(wrong["right"], json!(false));
    assert_eq!(
        wrong["open"],
        json!(false),
        "the answer unfolded after one try"
    );
    let a8 = mark_hole(&mut browser, "A8");
    browser.click(&a8);
    let right = state(&mut browser);
    let said = right["said"].as_str().unwrap();
    assert!(
        said.starts_with("Right: A8R captures the most seeds."),
        "{said}"
    );
    assert_eq!(right["right"], json!(true));
    assert_eq!(right["open"], json!(true));
    browser.eval(&format!("{FIND}.scrollIntoView({{block: 'start'}})"));
    browser.screenshot(&target_dir().join("book-question-1200.png"));
}

/// The keyboard alone at 400 px: Tab to the answer field, type a wrong move (and one that is not
/// a move), then the right one in KIBA's notation; three wrong tries unfold the answer.
#[test]
fn a_question_is_answered_with_the_keyboard_alone_at_400_px() {
    let mut browser = Browser::start(400, 800);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let mut tabs = 0;
    while state(&mut browser)["focus"] != json!(true) {
        browser.press("Tab", 9);
        tabs += 1;
        assert!(tabs < 800, "Tab never reaches the answer field");
    }
    let answer = |browser: &mut Browser, text: &str| {
        browser.eval(&format!("{FIND}.querySelector('input').select()"));
        browser.call("Input.insertText", json!({ "text": text }));
        browser.press("Enter", 13);
        state(browser)
    };
    let wrong = answer(&mut browser, "A2L");
    let said = wrong["said"].as_str().unwrap();
    assert!(
        said.starts_with("A2L is legal, but it is not the move"),
        "{said}"
    );
    assert!(said.contains("Try again"), "{said}");
    let unreadable = answer(&mut browser, "Z9");
    assert!(
        unreadable["said"]
            .as_str()
            .unwrap()
            .contains("is not a legal move here"),
        "{unreadable}"
    );
    assert_eq!(
        unreadable["open"],
        json!(false),
        "an unreadable answer is not a try"
    );
    let again = answer(&mut browser, "A7R");
    assert_eq!(again["open"], json!(false));
    let third = answer(&mut browser, "A1L");
    assert_eq!(
        third["open"],
        json!(true),
        "three wrong tries do not show the answer"
    );
    assert!(
        third["said"].as_str().unwrap().contains("3 tries"),
        "{third}"
    );
    // The right move, written in KIBA's notation as the engine reads it.
    let kiba = browser.eval(&format!(
        "Object.keys(JSON.parse({FIND}.getAttribute('data-question')).answers).filter(k => k.startsWith('A8<') || k.startsWith('A8>'))"
    ));
    let kiba = kiba.as_array().unwrap();
    assert!(!kiba.is_empty(), "no KIBA spelling of a move from A8");
    let right = answer(&mut browser, kiba[0].as_str().unwrap());
    assert!(
        right["said"]
            .as_str()
            .unwrap()
            .starts_with("Right: A8R captures the most seeds."),
        "{right}"
    );
    let fits = browser.eval(&format!(
        "{FIND}.getBoundingClientRect().right <= window.innerWidth"
    ));
    assert_eq!(fits, json!(true));
    browser.eval(&format!(
        "{FIND}.querySelector('.bao-ask').scrollIntoView({{block: 'start'}})"
    ));
    browser.screenshot(&target_dir().join("book-question-400.png"));
}

/// A yes-or-no question takes the Yes and No buttons, wrong then right.
#[test]
fn a_yes_or_no_question_takes_its_buttons() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let q = "[...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Is A7L a legal move here?'))";
    browser.eval(&format!(
        "{q}.querySelector('button[aria-label=\"Answer yes\"]').setAttribute('data-test', 'yes'); \
         {q}.querySelector('button[aria-label=\"Answer no\"]').setAttribute('data-test', 'no')"
    ));
    browser.click("[data-test=yes]");
    let said = browser.eval(&format!("{q}.querySelector('.bao-feedback').innerText"));
    assert!(
        said.as_str()
            .unwrap()
            .starts_with("That is not right: look again at A7"),
        "{said}"
    );
    browser.click("[data-test=no]");
    let said = browser.eval(&format!("{q}.querySelector('.bao-feedback').innerText"));
    assert!(
        said.as_str()
            .unwrap()
            .starts_with("Right: A7L is not legal."),
        "{said}"
    );
}
