//! Throwaway walk (not committed): the built-in book's theme page, mouse then keyboard.
#[allow(dead_code)]
mod browser;
#[path = "browser/cdp.rs"]
mod cdp;
use browser::target_dir;
use cdp::Browser;
use serde_json::{Value, json};

const BOX: &str = "document.querySelectorAll('.bao-play')";

fn state(b: &mut Browser, i: usize) -> Value {
    b.eval(&format!(
        "(() => {{ const b = {BOX}[{i}]; const f = b.querySelector('.bao-feedback'); \
         const shown = [...b.querySelectorAll('.bao-play-stage [data-turn]')].filter(e => !e.hidden); \
         return {{ prompt: b.querySelector('.bao-play-prompt').textContent, said: f.innerText, \
           right: f.classList.contains('bao-right'), wrong: f.classList.contains('bao-wrong'), \
           turn: shown.length === 1 ? Number(shown[0].getAttribute('data-turn')) : null, \
           focus: b.contains(document.activeElement), url: location.href }}; }})()"
    ))
}
fn tree(b: &mut Browser, i: usize) -> Value {
    b.eval(&format!("JSON.parse({BOX}[{i}].getAttribute('data-play'))"))
}
fn a_move(t: &Value, turn: usize, right: bool) -> String {
    t["nodes"][turn]["moves"]
        .as_object()
        .unwrap()
        .iter()
        .find(|(_, v)| v["right"] == json!(right))
        .map(|(k, _)| k.clone())
        .unwrap()
}
fn touch(b: &mut Browser, i: usize, mv: &str) {
    let hole = &mv[..2];
    b.eval(&format!("{BOX}[{i}].querySelector('.bao-play-stage [data-turn]:not([hidden]) [data-hole=\"{hole}\"]').setAttribute('data-test','t')"));
    b.click("[data-test=t]");
    b.eval("document.querySelector('[data-test]').removeAttribute('data-test')");
    let offered = b.eval(&format!(
        "[...{BOX}[{i}].querySelectorAll('.bao-ask-choices button')].map(b => b.textContent)"
    ));
    if offered.as_array().is_some_and(|a| !a.is_empty()) {
        b.eval(&format!("[...{BOX}[{i}].querySelectorAll('.bao-ask-choices button')].find(b => b.textContent === '{mv}').setAttribute('data-test','t')"));
        b.click("[data-test=t]");
        b.eval("document.querySelector('[data-test]').removeAttribute('data-test')");
    }
}

#[test]
fn walk() {
    let work = target_dir().join("walk-book");
    let _ = std::fs::remove_dir_all(&work);
    let lessons = bao::lesson::catalog::builtin_lessons();
    let files = bao::book::files().expect("the book generates");
    bao::book::disk::write(&work, &files, lessons).expect("writes");
    mdbook_driver::MDBook::load(&work).unwrap().build().unwrap();
    let page = work.join("book").join("theme-nyumba-lost.html");
    let mut b = Browser::start(1200, 900);
    b.open(&page);
    let n = b.eval(&format!("{BOX}.length"));
    eprintln!("play boxes: {n}");
    // Mouse on the first puzzle: a wrong move, then the right line to the end.
    let t = tree(&mut b, 0);
    let wrong = a_move(&t, 0, false);
    touch(&mut b, 0, &wrong);
    eprintln!("wrong {wrong}: {}", state(&mut b, 0));
    let mut turn = 0usize;
    loop {
        let mv = a_move(&t, turn, true);
        touch(&mut b, 0, &mv);
        let s = state(&mut b, 0);
        eprintln!("right {mv}: {s}");
        match t["nodes"][turn]["moves"][&mv]["next"].as_u64() {
            Some(x) => turn = x as usize,
            None => break,
        }
    }
    b.eval(&format!("{BOX}[0].scrollIntoView({{block:'start'}})"));
    b.screenshot(&target_dir().join("walk-theme-mouse.png"));
    // Keyboard on the second puzzle: Tab to its field, type moves, arrows stay.
    let t = tree(&mut b, 1);
    let mut tabs = 0;
    while b.eval(&format!(
        "document.activeElement === {BOX}[1].querySelector('input')"
    )) != json!(true)
    {
        b.press("Tab", 9);
        tabs += 1;
        assert!(tabs < 1500);
    }
    eprintln!("tabs to the second field: {tabs}");
    let typed = |b: &mut Browser, text: &str| {
        b.call("Input.insertText", json!({"text": text}));
        b.press("Enter", 13);
    };
    let wrong = a_move(&t, 0, false);
    typed(&mut b, &wrong);
    eprintln!("typed wrong {wrong}: {}", state(&mut b, 1));
    b.press("ArrowLeft", 37);
    b.press("ArrowRight", 39);
    let mut turn = 0usize;
    loop {
        let mv = a_move(&t, turn, true);
        b.eval(&format!(
            "{BOX}[1].querySelector('input') && {BOX}[1].querySelector('input').select()"
        ));
        typed(&mut b, &mv);
        let s = state(&mut b, 1);
        eprintln!("typed {mv}: {s}");
        match t["nodes"][turn]["moves"][&mv]["next"].as_u64() {
            Some(x) => turn = x as usize,
            None => break,
        }
    }
    b.eval(&format!("{BOX}[1].scrollIntoView({{block:'start'}})"));
    b.screenshot(&target_dir().join("walk-theme-keys.png"));
}
