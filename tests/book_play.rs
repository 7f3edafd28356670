//! Puzzles played on the book's page in a real browser (headless Chromium over the DevTools
//! protocol), with mouse and keyboard events: a wrong move is answered with its refutation, a
//! right one with the defence, whose line joins the page, and the puzzle ends solved. The page
//! only looks the verdicts up in the tree the engine wrote (unit tests of `book::play` check the
//! tree against the rules); here the page is checked against its own data and the lesson's
//! written solution. Screenshots are written under `target/`.

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

/// Builds the built-in book with the puzzles by theme of a fixture collection (three of the
/// puzzles chapter's puzzles) with mdBook, once for the tests of this file, in
/// `target/book-play`, and gives the folder of the HTML.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let fixture =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/book-puzzles/puzzles.csv");
        let text = std::fs::read_to_string(fixture).expect("the fixture collection reads");
        let puzzles =
            bao::puzzles::collection::parse(&text).expect("the fixture collection parses");
        let work = target_dir().join("book-play");
        if work.exists() {
            std::fs::remove_dir_all(&work).expect("the old test book is removed");
        }
        let lessons = bao::lesson::catalog::builtin_lessons();
        let files =
            bao::book::files_with_puzzles(lessons, Some(&puzzles)).expect("the book generates");
        bao::book::disk::write(&work, &files, lessons).expect("the book writes");
        mdbook_driver::MDBook::load(&work)
            .expect("mdBook loads the book")
            .build()
            .expect("mdBook builds the book");
        work.join("book")
    })
}

/// The first play box of the page.
const BOX: &str = "document.querySelector('.bao-play')";

/// The second play box of the page.
const SECOND: &str = "document.querySelectorAll('.bao-play')[1]";

/// What the play box shows: its prompt and feedback, whether the feedback says right, how many
/// lines were played, whether it is solved, which turn's board is on show, where the focus is.
fn state(browser: &mut Browser) -> Value {
    state_of(browser, BOX)
}

/// What the play box `bx` shows, as [`state`] gives it.
fn state_of(browser: &mut Browser, bx: &str) -> Value {
    browser.eval(&format!(
        "(() => {{ const b = {bx}; if (!b || !b.querySelector('.bao-play-live')) return null; \
         const f = b.querySelector('.bao-feedback'); \
         const shown = [...b.querySelectorAll('.bao-play-stage [data-turn]')].filter(e => !e.hidden); \
         return {{ prompt: b.querySelector('.bao-play-prompt').textContent, \
           said: f.innerText, right: f.classList.contains('bao-right'), \
           wrong: f.classList.contains('bao-wrong'), \
           lines: b.querySelectorAll('.bao-play-history .bao-play-walk .bao-stepper').length, \
           turn: shown.length === 1 ? Number(shown[0].getAttribute('data-turn')) : null, \
           solved: b.querySelector('.bao-play-prompt').textContent.startsWith('Solved'), \
           focus: b.contains(document.activeElement), \
           input: document.activeElement === b.querySelector('input') }}; }})()"
    ))
}

/// The tree the page was given.
fn tree(browser: &mut Browser) -> Value {
    tree_of(browser, BOX)
}

/// The tree the play box `bx` was given.
fn tree_of(browser: &mut Browser, bx: &str) -> Value {
    browser.eval(&format!("JSON.parse({bx}.getAttribute('data-play'))"))
}

/// A move of a turn that the tree says is right (`true`) or wrong (`false`), with its verdict.
fn a_move(tree: &Value, turn: usize, right: bool) -> (String, Value) {
    tree["nodes"][turn]["moves"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, v)| v["right"] == json!(right))
        .map(|(k, v)| (k.clone(), v.clone()))
        .unwrap_or_else(|| panic!("turn {turn} has no {right} move"))
}

/// Touches a move's hole on the board on show, then its button when more than one move
/// starts there.
fn touch_move(browser: &mut Browser, mv: &str) {
    touch_move_in(browser, BOX, mv);
}

/// Touches a move on the board of the play box `bx`, as [`touch_move`] does.
fn touch_move_in(browser: &mut Browser, bx: &str, mv: &str) {
    let hole = &mv[..2];
    browser.eval(&format!(
        "{bx}.querySelector('.bao-play-stage [data-turn]:not([hidden]) [data-hole=\"{hole}\"]')\
         .setAttribute('data-test', 'target')"
    ));
    browser.click("[data-test=target]");
    browser.eval("document.querySelector('[data-test]').removeAttribute('data-test')");
    let offered = browser.eval(&format!(
        "[...{bx}.querySelectorAll('.bao-ask-choices button')].map(b => b.textContent)"
    ));
    if offered.as_array().is_some_and(|a| !a.is_empty()) {
        assert!(
            offered.as_array().unwrap().contains(&json!(mv)),
            "{mv} not offered: {offered}"
        );
        browser.eval(&format!(
            "[...{bx}.querySelectorAll('.bao-ask-choices button')].find(b => b.textContent === '{mv}')\
             .setAttribute('data-test', 'target')"
        ));
        browser.click("[data-test=target]");
    }
}

/// With the mouse: a wrong move first, answered with the defence that refutes it; then the
/// lesson's written first move, accepted and answered with the longest defence, whose line is
/// shown; then right moves to the end, which the page calls solved.
#[test]
fn a_chapter_puzzle_is_solved_by_touching_holes() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("05-puzzle-kimbi.html"));
    let before = state(&mut browser);
    assert_ne!(before, Value::Null, "no play box");
    assert_eq!(before["turn"], json!(0));
    assert!(
        before["prompt"]
            .as_str()
            .unwrap()
            .contains("South to move: win within 2 turns"),
        "{before}"
    );
    let tree = tree(&mut browser);
    let (wrong, verdict) = a_move(&tree, 0, false);
    touch_move(&mut browser, &wrong);
    let refuted = state(&mut browser);
    assert_eq!(refuted["wrong"], json!(true), "{refuted}");
    let said = refuted["said"].as_str().unwrap();
    assert!(said.contains(&wrong), "{said}");
    let reply = verdict["reply"].as_str().expect("a refuting defence");
    assert!(
        said.contains(&format!("answers {reply} and escapes")),
        "{said}"
    );
    assert_eq!(refuted["turn"], json!(0), "a wrong move is not played");
    assert_eq!(refuted["lines"], json!(0));
    // The lesson's solution: A2L, a2L, A6R.
    touch_move(&mut browser, "A2L");
    let right = state(&mut browser);
    assert_eq!(right["right"], json!(true), "{right}");
    let first = &tree["nodes"][0]["moves"]["A2L"];
    assert!(
        right["said"].as_str().unwrap().contains("A2L is right"),
        "{right}"
    );
    assert_eq!(
        right["lines"],
        json!(1),
        "the move and its defence are shown"
    );
    let next = first["next"].as_u64().expect("a second turn") as usize;
    assert_eq!(right["turn"], json!(next));
    let mut turn = next;
    loop {
        let (mv, verdict) = a_move(&tree, turn, true);
        touch_move(&mut browser, &mv);
        let now = state(&mut browser);
        assert_eq!(now["right"], json!(true), "{now}");
        match verdict["next"].as_u64() {
            Some(n) => turn = n as usize,
            None => break,
        }
    }
    let solved = state(&mut browser);
    assert_eq!(solved["solved"], json!(true), "{solved}");
    assert!(solved["focus"] == json!(true), "the focus left the puzzle");
    browser.eval(&format!("{BOX}.scrollIntoView({{block: 'start'}})"));
    browser.screenshot(&target_dir().join("book-play-1200.png"));
}

/// With the keyboard alone: Tab to the move field, type a wrong move and read its refutation;
/// the arrow keys stay on the page; type the right moves (one in KIBA's notation when the page
/// takes one) to the end.
#[test]
fn a_chapter_puzzle_is_solved_by_typing_moves() {
    let mut browser = Browser::start(400, 800);
    let page = built_book().join("05-puzzle-kimbi.html");
    browser.open(&page);
    let mut tabs = 0;
    while state(&mut browser)["input"] != json!(true) {
        browser.press("Tab", 9);
        tabs += 1;
        assert!(tabs < 800, "Tab never reaches the move field");
    }
    let tree = tree(&mut browser);
    let type_move = |browser: &mut Browser, text: &str| {
        browser.eval(&format!("{BOX}.querySelector('input').select()"));
        browser.call("Input.insertText", json!({ "text": text }));
        browser.press("Enter", 13);
        state(browser)
    };
    let (wrong, _) = a_move(&tree, 0, false);
    let refuted = type_move(&mut browser, &wrong);
    assert_eq!(refuted["wrong"], json!(true), "{refuted}");
    assert!(
        refuted["said"].as_str().unwrap().contains("escapes"),
        "{refuted}"
    );
    let unreadable = type_move(&mut browser, "Z9");
    assert!(
        unreadable["said"]
            .as_str()
            .unwrap()
            .contains("is not a legal move here"),
        "{unreadable}"
    );
    // The arrow keys in the field do not turn the page.
    browser.press("ArrowRight", 39);
    browser.press("ArrowLeft", 37);
    let url = browser.eval("location.href");
    assert!(
        url.as_str().unwrap().ends_with("05-puzzle-kimbi.html"),
        "{url}"
    );
    // A spelling the page reads as the move, when it has one.
    let (mv, mut verdict) = a_move(&tree, 0, true);
    let spelled = tree["nodes"][0]["spell"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, canonical)| *canonical == &json!(mv))
        .map_or(mv.clone(), |(written, _)| written.clone());
    let mut now = type_move(&mut browser, &spelled);
    assert_eq!(now["right"], json!(true), "{spelled}: {now}");
    while let Some(turn) = verdict["next"].as_u64() {
        assert_eq!(now["turn"], json!(turn));
        assert_eq!(now["input"], json!(true), "the focus left the move field");
        let (mv, next) = a_move(&tree, turn as usize, true);
        verdict = next;
        now = type_move(&mut browser, &mv);
        assert_eq!(now["right"], json!(true), "{mv}: {now}");
    }
    assert_eq!(now["solved"], json!(true), "{now}");
    assert_eq!(now["focus"], json!(true), "the focus left the puzzle");
    // Solved, the field is put away; the lines played fit the page's width.
    let field = browser.eval(&format!(
        "{BOX}.querySelector('.bao-ask-form').getBoundingClientRect().height"
    ));
    assert_eq!(field, json!(0), "the move field stays once solved");
    // Built from the sealed data, each board keeps its viewBox, which scales it to the width.
    let overflow = browser.eval(&format!(
        "[...{BOX}.querySelectorAll('.bao-play-history svg.bao-board')]\
         .filter(s => s.getBoundingClientRect().right > innerWidth + 0.5 || !s.getAttribute('viewBox')).length"
    ));
    assert_eq!(
        overflow,
        json!(0),
        "a board of the lines played does not fit the page"
    );
    let url = browser.eval("location.href");
    assert!(
        url.as_str().unwrap().ends_with("05-puzzle-kimbi.html"),
        "{url}"
    );
    browser.screenshot(&target_dir().join("book-play-400.png"));
}

/// A theme's page: its explanation, its puzzles easiest first, each played on the page. The
/// second, North to move, is drawn from North's side with the page's button and still solved by
/// touching its holes; on the first, a wrong move is answered with why it fails.
#[test]
fn a_theme_page_is_played_with_the_mouse() {
    let mut browser = Browser::start(1200, 900);
    browser.open(&built_book().join("theme-kichwa.html"));
    let text = browser.eval("document.querySelector('main').innerText");
    let text = text.as_str().unwrap();
    let first = text.find("Puzzle K00001").expect("the easiest puzzle");
    let second = text.find("Puzzle J00003").expect("the next one");
    assert!(first < second, "not easiest first");
    assert!(!text.contains("K00002"), "a puzzle of another theme");
    assert_eq!(
        browser.eval("document.querySelectorAll('.bao-play-live').length"),
        json!(2)
    );
    // A wrong move on the win in 1.
    let tree = tree_of(&mut browser, BOX);
    let (wrong, _) = a_move(&tree, 0, false);
    touch_move_in(&mut browser, BOX, &wrong);
    let refuted = state_of(&mut browser, BOX);
    assert_eq!(refuted["wrong"], json!(true), "{refuted}");
    let said = refuted["said"].as_str().unwrap();
    assert!(
        said.contains(&format!("After {wrong}, North's front row still holds")),
        "{said}"
    );
    // North to move: drawn from North's side, b8 comes down from the top row of the board.
    let b8_y = |browser: &mut Browser| {
        browser.eval(&format!(
            "(() => {{ const h = {SECOND}.querySelector('.bao-play-stage [data-hole=\"b8\"]'); \
             return h.getBoundingClientRect().y - h.closest('svg').getBoundingClientRect().y; }})()"
        ))
    };
    let before = b8_y(&mut browser).as_f64().unwrap();
    // The note before the puzzle's box holds the button.
    let flip = browser.eval(&format!(
        "(() => {{ let e = {SECOND}.previousElementSibling; \
         while (e && !(e.classList.contains('bao-side'))) e = e.previousElementSibling; \
         const b = e && e.querySelector('.bao-flip-button'); if (!b) return false; \
         b.setAttribute('data-test', 'flip'); return true; }})()"
    ));
    assert_eq!(
        flip,
        json!(true),
        "no button to draw the boards from North's side"
    );
    browser.click("[data-test=flip]");
    browser.eval("document.querySelector('[data-test]').removeAttribute('data-test')");
    let after = b8_y(&mut browser).as_f64().unwrap();
    assert!(
        after > before + 50.0,
        "b8 did not move down: {before} then {after}"
    );
    touch_move_in(&mut browser, SECOND, "b8R");
    let solved = state_of(&mut browser, SECOND);
    assert_eq!(solved["right"], json!(true), "{solved}");
    assert_eq!(solved["solved"], json!(true), "{solved}");
    browser.screenshot(&target_dir().join("book-play-theme-1200.png"));
}
