//! The live book with real input (mouse, keys) in headless Chromium: the focus stays in a
//! stepper or a question so that an arrow key never turns the page, a stepper keeps its size
//! (the buttons stay under the pointer) and shows the stock going down, a question is answered
//! on the step's one board, a case slip costs no try, holes are big enough to touch, and the
//! printed book has no answer fields while the rules at a glance print themselves.

// The shared harness; this file drives Chromium itself, so it leaves some of it unused.
#[allow(dead_code)]
mod browser;
#[path = "browser/cdp.rs"]
mod cdp;

use std::{
    path::{Path, PathBuf},
    sync::OnceLock,
};

use cdp::Browser;
use serde_json::{Value, json};

/// Builds the book with mdBook 0.5 once for the tests of this file, in `target/book-live`.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| browser::build_book("book-live"))
}

/// The page's file name.
fn page(browser: &mut Browser) -> String {
    let url = browser.eval("location.href");
    url.as_str().unwrap().rsplit('/').next().unwrap().to_owned()
}

/// The stepper of a move on the open page.
fn stepper(mv: &str) -> String {
    format!("div.bao-walk[data-move=\"{mv}\"] .bao-stepper")
}

/// The `Step N of M` of a stepper.
fn count(browser: &mut Browser, stepper: &str) -> Value {
    browser.eval(&format!(
        "document.querySelector({}).querySelector('.bao-step-count').textContent",
        json!(stepper)
    ))
}

/// Clicks with the mouse at a point of the page.
fn click_at(browser: &mut Browser, x: f64, y: f64) {
    for kind in ["mousePressed", "mouseReleased"] {
        browser.call(
            "Input.dispatchMouseEvent",
            json!({ "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1 }),
        );
    }
}

/// Next clicked with the mouse up to the last step, where it is disabled: the focus stays in
/// the stepper, and the arrow keys step back rather than turn the page.
#[test]
fn an_arrow_key_after_the_last_step_stays_in_the_stepper() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("02-sowing-relay.html"));
    let s = stepper("A3R*");
    let total = count(&mut browser, &s);
    // The lesson's own steps are headed "Step N": the stepper counts boards, not steps.
    assert!(
        total.as_str().unwrap().starts_with("Board 1 of "),
        "{total}"
    );
    let total: usize = total
        .as_str()
        .unwrap()
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    for _ in 1..total {
        browser.click(&format!("{s} button[aria-label=\"Next step\"]"));
    }
    assert_eq!(
        count(&mut browser, &s),
        json!(format!("Board {total} of {total}"))
    );
    let inside = browser.eval(&format!(
        "document.querySelector({}).contains(document.activeElement)",
        json!(s)
    ));
    assert_eq!(inside, json!(true), "the focus fell out of the stepper");
    browser.press("ArrowRight", 39);
    assert_eq!(
        page(&mut browser),
        "02-sowing-relay.html",
        "the page turned"
    );
    browser.press("ArrowLeft", 37);
    assert_eq!(
        page(&mut browser),
        "02-sowing-relay.html",
        "the page turned"
    );
    assert_eq!(
        count(&mut browser, &s),
        json!(format!("Board {} of {total}", total - 1))
    );
}

/// "Show the answer" clicked with the mouse is disabled once the answer shows: the focus goes to
/// the answer, and the arrow keys there, or in the answer field, do not turn the page.
#[test]
fn an_arrow_key_after_showing_the_answer_keeps_the_page() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let q = "[...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Play the capture that takes the most seeds.'))";
    browser.eval(&format!(
        "{q}.querySelector('button[aria-label=\"Show the answer\"]').setAttribute('data-test', 'show')"
    ));
    browser.click("[data-test=show]");
    let inside = browser.eval(&format!("{q}.contains(document.activeElement)"));
    assert_eq!(inside, json!(true), "the focus fell out of the question");
    for (key, code) in [("ArrowRight", 39), ("ArrowLeft", 37)] {
        browser.press(key, code);
        assert_eq!(
            page(&mut browser),
            "03-kichwa-kimbi.html",
            "{key} turned the page"
        );
    }
    browser.eval(&format!("{q}.querySelector('input').focus()"));
    browser.press("ArrowLeft", 37);
    assert_eq!(page(&mut browser), "03-kichwa-kimbi.html");
}

/// Four clicks at one point step four times: every board of the relay's stepper has the same
/// size, so the Next button never moves; every board has the side lines and the stock.
#[test]
fn the_stepper_keeps_its_size_so_clicks_at_one_point_all_step() {
    for width in [1200, 400] {
        let mut browser = Browser::start(width, 900);
        browser.open(&built_book().join("02-sowing-relay.html"));
        let s = stepper("A3R*");
        let at = browser.eval(&format!(
            "(() => {{ const b = document.querySelector({}); b.scrollIntoView({{block: 'center'}}); \
             const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }})()",
            json!(format!("{s} button[aria-label=\"Next step\"]"))
        ));
        let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
        let height = |browser: &mut Browser| {
            browser.eval(&format!(
                "document.querySelector({}).getBoundingClientRect().height",
                json!(s)
            ))
        };
        let first = height(&mut browser);
        let total = count(&mut browser, &s);
        let total: usize = total
            .as_str()
            .unwrap()
            .rsplit(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(total >= 4, "{total} steps");
        for step in 2..=total.min(5) {
            click_at(&mut browser, x, y);
            assert_eq!(
                count(&mut browser, &s).as_str().unwrap().split(' ').nth(1),
                Some(step.to_string().as_str()),
                "at {width} px, click {} missed",
                step - 1
            );
            assert_eq!(height(&mut browser), first, "at {width} px, step {step}");
        }
        let labels = browser.eval(&format!(
            "[...document.querySelectorAll({})].map(f => f.querySelector('svg').getAttribute('aria-label'))",
            json!(format!("{s} figure"))
        ));
        for label in labels.as_array().unwrap() {
            let label = label.as_str().unwrap();
            // The side lines: who is who, the stock where the rules have one, who is to move.
            assert!(
                label.contains("; North") && label.contains("; South"),
                "{label}"
            );
        }
    }
}

/// A namua move's stepper shows the mover's stock going down by the seed the move puts in.
#[test]
fn the_stock_goes_down_during_a_namua_move() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("01-namua-setup.html"));
    let s = stepper("A6L*");
    let shown = |browser: &mut Browser| {
        browser.eval(&format!(
            "[...document.querySelector({}).querySelectorAll('figure')].find(f => getComputedStyle(f).visibility !== 'hidden').querySelector('svg').getAttribute('aria-label')",
            json!(s)
        ))
    };
    let before = shown(&mut browser);
    assert!(
        before
            .as_str()
            .unwrap()
            .contains("South, stock 22, to move"),
        "{before}"
    );
    browser.click(&format!("{s} button[aria-label=\"Next step\"]"));
    let lap = shown(&mut browser);
    assert!(
        lap.as_str().unwrap().contains("South, stock 21, to move"),
        "{lap}"
    );
    assert!(lap.as_str().unwrap().contains("North, stock 22"), "{lap}");
}

/// A find-the-move question is asked on the step's one board: touched holes are marked on it,
/// and the right answer puts the position the move reached in its place.
#[test]
fn a_question_is_answered_on_the_step_s_one_board() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let q = "[...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Play the capture that takes the most seeds.'))";
    // The boards that show between the question's step heading and the next heading.
    let boards = format!(
        "(() => {{ let e = {q}; while (e.tagName !== 'H3') e = e.previousElementSibling; \
         const out = []; for (e = e.nextElementSibling; e && e.tagName !== 'H3'; e = e.nextElementSibling) \
         out.push(...[...e.querySelectorAll('figure'), ...(e.tagName === 'FIGURE' ? [e] : [])] \
           .filter(f => f.getBoundingClientRect().height > 0 && getComputedStyle(f).visibility !== 'hidden') \
           .map(f => f.querySelector('figcaption').textContent)); return out; }})()"
    );
    let before = browser.eval(&boards);
    assert_eq!(before.as_array().unwrap().len(), 1, "{before}");
    browser.eval(&format!(
        "{q}.querySelector('.bao-answer-board [data-hole=\"A1\"]').setAttribute('data-test', 'a1')"
    ));
    browser.click("[data-test=a1]");
    let marked = browser.eval(&format!(
        "[...{q}.querySelectorAll('.bao-touched')].map(h => h.getAttribute('data-hole'))"
    ));
    assert_eq!(marked, json!(["A1"]));
    browser.eval(&format!(
        "{q}.querySelector('.bao-answer-board [data-hole=\"A8\"]').setAttribute('data-test', 'a8')"
    ));
    browser.click("[data-test=a8]");
    let after = browser.eval(&boards);
    let after = after.as_array().unwrap();
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(
        after[0]
            .as_str()
            .unwrap()
            .starts_with("After A8R: North to move"),
        "{after:?}"
    );
}

/// `a8R` for `A8R` is a slip the tutor reads as one: said, and three of them cost no try.
#[test]
fn a_case_slip_costs_no_try() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let q = "[...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Play the capture that takes the most seeds.'))";
    for _ in 0..4 {
        browser.eval(&format!("{q}.querySelector('input').select()"));
        browser.call("Input.insertText", json!({ "text": "a8R" }));
        browser.press("Enter", 13);
    }
    let state = browser.eval(&format!(
        "[{q}.querySelector('.bao-feedback').innerText, {q}.querySelector('details.bao-answer').open]"
    ));
    assert_eq!(state[1], json!(false), "the slips cost tries: {state}");
    let said = state[0].as_str().unwrap();
    assert!(
        said.contains("A8R") && said.contains("costs no try"),
        "{said}"
    );
}

/// A hole is at least 24 px across on a 320 px screen, and 44 px on a wide one.
#[test]
fn holes_are_big_enough_to_touch() {
    for (width, least) in [(320, 24.0), (1200, 44.0)] {
        let mut browser = Browser::start(width, 900);
        browser.open(&built_book().join("03-kichwa-kimbi.html"));
        let sizes = browser.eval(
            "[...document.querySelectorAll('.bao-answer-board [data-hole]')].map(h => h.getBoundingClientRect().width)",
        );
        let sizes = sizes.as_array().unwrap();
        assert_eq!(sizes.len(), 32);
        for size in sizes {
            assert!(
                size.as_f64().unwrap() >= least,
                "{size} px at {width} px wide"
            );
        }
    }
}

/// Printed, a lesson has no answer field nor stepper; the book has no whole-book printer icon;
/// the rules at a glance have a print button and a board naming its holes.
#[test]
fn lessons_print_without_answer_boxes_and_the_sheet_prints_itself() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let icon = browser.eval("document.querySelector('a[href$=\"print.html\"]') === null");
    assert_eq!(icon, json!(true), "the whole-book printer icon is there");
    assert!(!built_book().join("print.html").exists());
    browser.call("Emulation.setEmulatedMedia", json!({ "media": "print" }));
    let shown = browser.eval(
        "[...document.querySelectorAll('.bao-ask, .bao-stepper')].filter(e => getComputedStyle(e).display !== 'none').length",
    );
    assert_eq!(shown, json!(0));
    browser.call("Emulation.setEmulatedMedia", json!({ "media": "screen" }));
    browser.open(&built_book().join("rules-at-a-glance.html"));
    let sheet = browser.eval(
        "[document.querySelector('button[data-print-sheet]').getBoundingClientRect().height > 0, \
          document.querySelector('.bao-glance-board svg').getAttribute('aria-label').includes('nyumba'), \
          document.querySelector('.bao-glance-board figcaption').textContent]",
    );
    assert_eq!(sheet[0], json!(true), "no print button");
    assert_eq!(sheet[1], json!(true));
    let caption = sheet[2].as_str().unwrap();
    assert!(
        caption.contains("kichwa") && caption.contains("kimbi"),
        "{caption}"
    );
}

/// On a 400 px touch screen: a tap on the stepper's Next steps, and taps on the question's
/// board answer it, wrong then right, each hole marked as it is touched.
#[test]
fn a_400_px_touch_screen_steps_and_answers_with_taps() {
    let mut browser = Browser::start(400, 800);
    browser.touch();
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let s = stepper("A1L");
    browser.tap(&format!("{s} button[aria-label=\"Next step\"]"));
    assert!(
        count(&mut browser, &s)
            .as_str()
            .unwrap()
            .starts_with("Board 2 of "),
        "the tap did not step"
    );
    let q = "[...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Play the capture that takes the most seeds.'))";
    for (hole, right) in [("A1", false), ("A8", true)] {
        browser.eval(&format!(
            "{q}.querySelector('.bao-answer-board [data-hole=\"{hole}\"]').setAttribute('data-test', '{hole}')"
        ));
        browser.tap(&format!("[data-test={hole}]"));
        let state = browser.eval(&format!(
            "[{q}.querySelector('.bao-feedback').classList.contains('bao-right'), \
              [...{q}.querySelectorAll('.bao-touched')].map(h => h.getAttribute('data-hole'))]"
        ));
        assert_eq!(state, json!([right, [hole]]), "after tapping {hole}");
    }
    browser.screenshot(&browser::target_dir().join("book-live-touch-400.png"));
}

/// A hole of a question's board clicked with the mouse, whatever the click does (here a hole
/// no move starts from, and one that marks the start of a move), keeps the focus in the
/// question: the arrow key after it does not turn the page.
#[test]
fn an_arrow_key_after_clicking_a_hole_keeps_the_page() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("03-kichwa-kimbi.html"));
    let q = "[...document.querySelectorAll('.bao-question')].find(q => q.textContent.includes('Play the capture that takes the most seeds.'))";
    for hole in ["a1", "B8", "A1"] {
        browser.eval(&format!(
            "{q}.querySelector('.bao-answer-board [data-hole=\"{hole}\"]').setAttribute('data-test', 'h-{hole}')"
        ));
        browser.click(&format!("[data-test=h-{hole}]"));
        let inside = browser.eval(&format!("{q}.contains(document.activeElement)"));
        browser.press("ArrowRight", 39);
        assert_eq!(
            page(&mut browser),
            "03-kichwa-kimbi.html",
            "ArrowRight after clicking {hole} turned the page"
        );
        assert_eq!(
            inside,
            json!(true),
            "{hole}: the focus fell out of the question"
        );
    }
}
