//! A puzzle with North to move, in headless Chromium: the page says whose side its boards are
//! drawn from, and a button (clicked with the mouse, or pressed from the keyboard) draws them
//! from North's side, holes, counts, row letters and players' lines mirrored, and back.

// The shared harness; this file drives Chromium itself, so it leaves some of it unused.
#[allow(dead_code)]
mod browser;
// Not every helper of the driver is used here.
#[allow(dead_code)]
#[path = "browser/cdp.rs"]
mod cdp;

use cdp::Browser;
use serde_json::{Value, json};

/// The puzzle page, "Take the only pair": North to move and win in 1.
const PAGE: &str = "03-puzzle-no-move.html";

/// Where a hole of the puzzle's own board (the step's first figure) is drawn, as
/// its column (0 to 7, left to right) and row (0 to 3, top to bottom) on the wooden board, and its count.
fn hole(browser: &mut Browser, name: &str) -> Value {
    browser.eval(&format!(
        "(() => {{ const svg = document.querySelector('h3 ~ figure svg.bao-board'); \
         const wood = svg.querySelectorAll('rect')[1].getBoundingClientRect(); \
         const hole = [...svg.querySelectorAll('circle')].find(c => c.querySelector('title')?.textContent === {name}); \
         const r = hole.getBoundingClientRect(); \
         const x = (r.x + r.width / 2 - wood.x) / wood.width, y = (r.y + r.height / 2 - wood.y) / wood.height; \
         const count = [...svg.querySelectorAll('text')].find(t => {{ const b = t.getBoundingClientRect(); \
           return t.parentNode.getAttribute('font-size') === '16' && Math.abs(b.x + b.width / 2 - r.x - r.width / 2) < 3 \
             && Math.abs(b.y + b.height / 2 - r.y - r.height / 2) < 6; }}); \
         return [Math.floor(x * 8), Math.floor(y * 4), count ? count.textContent : null]; }})()",
        name = json!(name)
    ))
}

/// The row letters of the puzzle's own board, top to bottom, and its top and bottom lines.
fn edges(browser: &mut Browser) -> Value {
    browser.eval(
        "(() => { const svg = document.querySelector('h3 ~ figure svg.bao-board'); \
         const by = g => [...svg.querySelectorAll(g + ' text')] \
           .sort((a, b) => a.getBoundingClientRect().y - b.getBoundingClientRect().y).map(t => t.textContent); \
         return [by('g[font-size=\"13\"][text-anchor]'), by('g[font-size=\"13\"]:not([text-anchor])')]; })()",
    )
}

#[test]
fn a_north_to_move_puzzle_is_drawn_from_north_s_side_on_request() {
    let book = browser::build_book("book-flip");
    let mut browser = Browser::start(1200, 900);
    browser.open(&book.join(PAGE));
    let note = "p.bao-side";
    let words = |browser: &mut Browser| {
        browser.eval(&format!("document.querySelector('{note}').textContent"))
    };
    assert_eq!(
        words(&mut browser),
        json!("The boards are drawn from South's side. Draw them from North's side")
    );
    // South's side: a1, North's first hole, is top right in North's front row (the second
    // row), with 3 seeds; A1 is bottom left, in South's front row.
    let a1 = hole(&mut browser, "a1");
    assert_eq!(a1, json!([7, 1, "3"]), "a1 from South's side");
    assert_eq!(
        hole(&mut browser, "A1"),
        json!([0, 2, "1"]),
        "A1 from South's side"
    );
    let south = edges(&mut browser);
    assert_eq!(south[0], json!(["b", "a", "A", "B"]), "{south}");
    assert!(
        south[1][0].as_str().unwrap().starts_with("North"),
        "{south}"
    );

    browser.click(&format!("{note} button"));
    assert_eq!(
        words(&mut browser),
        json!("The boards are drawn from North's side. Draw them from South's side")
    );
    assert_eq!(
        browser.eval(&format!(
            "document.querySelector('{note} button').getAttribute('aria-pressed')"
        )),
        json!("true")
    );
    // North's side: a1 is bottom left with its 3 seeds, A1 top right with its 1.
    assert_eq!(
        hole(&mut browser, "a1"),
        json!([0, 2, "3"]),
        "a1 from North's side"
    );
    assert_eq!(
        hole(&mut browser, "A1"),
        json!([7, 1, "1"]),
        "A1 from North's side"
    );
    let north = edges(&mut browser);
    assert_eq!(north[0], json!(["B", "A", "a", "b"]), "{north}");
    assert!(
        north[1][0].as_str().unwrap().starts_with("South"),
        "{north}"
    );
    // The solution's boards turn with it: its stepper's board shows North's holes at the bottom.
    let solution_a1 = browser.eval(
        "(() => { const svg = document.querySelector('details.bao-solution .bao-stepper svg.bao-board'); \
         const wood = svg.querySelectorAll('rect')[1]; \
         const c = [...svg.querySelectorAll('circle')].find(c => c.querySelector('title')?.textContent === 'a1'); \
         return +c.getAttribute('cy') > +wood.getAttribute('y') + +wood.getAttribute('height') / 2; })()",
    );
    assert_eq!(
        solution_a1,
        json!(true),
        "the solution is drawn from North's side too"
    );

    // The keyboard: the button keeps the focus, and Enter draws the boards from South's side again.
    assert_eq!(
        browser.eval("document.activeElement.classList.contains('bao-flip-button')"),
        json!(true)
    );
    browser.press("Enter", 13);
    assert_eq!(hole(&mut browser, "a1"), a1, "a1 back where it was");
    assert_eq!(edges(&mut browser), south);
}
