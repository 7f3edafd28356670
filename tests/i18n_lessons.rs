//! The errors a teacher sees in a broken course or puzzle collection, in the reader's language,
//! through the binary: `bao check` on broken fixtures with `--lang` (or `LANG`) says each problem
//! translated at its line and column, and exits 2; a false claim in a collection fails at its row
//! in the reader's words and exits 1.

use std::{path::Path, process::Output};

mod support;
use support::Bao;

/// Runs bao in the crate's folder with no locale in its environment but the variables given.
fn bao_with(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut bao = Bao::new();
    bao.current_dir(Path::new(env!("CARGO_MANIFEST_DIR")));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        bao.env_remove(name);
    }
    for (name, value) in env {
        bao.env(name, value);
    }
    bao.args(args).output()
}

/// Runs `bao --lang LANG check PATH`.
fn check_in(lang: &str, path: &str) -> Output {
    bao_with(&[], &["--lang", lang, "check", "--color", "never", path])
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// Asserts that `err` says `message` and that its report points at `file:line:column`.
fn says_at(err: &str, message: &str, place: &str) {
    let flat = err
        .lines()
        .map(|l| l.trim_start_matches([' ', '│']).trim_end())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(flat.contains(message), "no {message:?} in:\n{err}");
    assert!(err.contains(place), "no {place:?} in:\n{err}");
}

#[test]
fn a_missing_key_is_told_in_spanish_and_kiswahili_at_its_line() {
    let file = "tests/fixtures/lesson_errors/every-problem-missing-key.yaml";
    let output = check_in("es", file);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(&err, "falta la clave `kind`", &format!("{file}:11:7"));
    assert!(err.contains("en este mapa"), "{err}");
    assert!(err.contains("help: añade `kind:`"), "{err}");
    assert!(!err.contains("missing key"), "{err}");

    let output = bao_with(
        &[("LANG", "sw_TZ.UTF-8")],
        &["check", "--color", "never", file],
    );
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(&err, "ufunguo `kind` unakosekana", &format!("{file}:11:7"));
    assert!(err.contains("help: ongeza `kind:`"), "{err}");
}

#[test]
fn a_wrong_kind_of_value_is_told_in_kiswahili_and_spanish_at_its_line() {
    let file = "tests/fixtures/lesson_errors/every-problem-wrong-kind.yaml";
    let output = check_in("sw", file);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(
        &err,
        "`moves`: ilitarajiwa orodha, imepatikana maandishi `A1L A2L`",
        &format!("{file}:7:12"),
    );
    assert!(err.contains("aina isiyo sahihi ya thamani"), "{err}");
    says_at(
        &err,
        "andika orodha (orodha huandikwa `[A1L, A2L]` au kama mistari inayoanza na `- `)",
        &format!("{file}:7:12"),
    );
    says_at(
        &err,
        "`ends`: `emtpy` si mojawapo ya thamani zinazoruhusiwa hapa",
        &format!("{file}:13:13"),
    );

    let err = text(&check_in("es", file).stderr);
    says_at(
        &err,
        "`moves`: se esperaba una lista y hay el texto `A1L A2L`",
        &format!("{file}:7:12"),
    );
    assert!(err.contains("valor de otro tipo"), "{err}");
}

#[test]
fn raw_html_in_lesson_markdown_is_refused_in_each_language() {
    let file = "tests/fixtures/lesson_errors/raw-html.yaml";
    for (lang, message, help) in [
        (
            "es",
            "HTML en bruto en el Markdown de una lección",
            "escribe Markdown en su lugar",
        ),
        (
            "ca",
            "HTML en brut al Markdown d'una lliçó",
            "escriu Markdown en lloc seu",
        ),
        (
            "sw",
            "HTML ghafi katika Markdown ya somo",
            "andika Markdown badala yake",
        ),
    ] {
        let output = check_in(lang, file);
        assert_eq!(output.status.code(), Some(2), "{lang}");
        let err = text(&output.stderr);
        says_at(&err, message, &format!("{file}:5:25"));
        says_at(&err, help, &format!("{file}:10:7"));
        assert!(!err.contains("raw HTML"), "{err}");
    }
}

#[test]
fn unknown_keys_and_where_they_belong_are_said_in_spanish() {
    let file = "tests/fixtures/lesson_errors/yaml-indent-deep.yaml";
    let err = text(&check_in("es", file).stderr);
    assert!(
        err.contains("`moves` va en el paso: sángrala como `position`"),
        "{err}"
    );
    let file = "tests/fixtures/lesson_errors/unknown-key.yaml";
    let output = check_in("es", file);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(&err, "clave desconocida `titel`", &format!("{file}:3:1"));
    assert!(err.contains("¿querías decir `title`?"), "{err}");
}

#[test]
fn a_bad_puzzle_row_is_told_at_its_line_in_each_language() {
    let dir = "tests/fixtures/collection_errors";
    let output = check_in("es", &format!("{dir}/too-few-fields.csv"));
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(
        &err,
        "7 campos, se esperaban 8: id,rules,position,line,wins_in,themes,rating,game",
        &format!("{dir}/too-few-fields.csv:2:1"),
    );
    assert!(err.contains("esta fila"), "{err}");

    let output = check_in("ca", &format!("{dir}/unknown-theme.csv"));
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(
        &err,
        "tema desconegut `pin`: els temes són kimbi, kichwa",
        &format!("{dir}/unknown-theme.csv:2:121"),
    );

    // An illegal move of the line: the rule that forbids it and the legal moves in Kiswahili.
    let output = check_in("sw", &format!("{dir}/bad-lines.csv"));
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(
        &err,
        "hatua ya 2 `A1L` si halali hapo:",
        &format!("{dir}/bad-lines.csv:2:113"),
    );
    assert!(
        err.contains("hatua hutenganishwa kwa nafasi tupu moja"),
        "{err}"
    );
    assert!(!err.contains("legal moves"), "{err}");

    let output = check_in("es", &format!("{dir}/unclosed-quote.csv"));
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    says_at(
        &err,
        "un campo entre comillas no se cierra",
        &format!("{dir}/unclosed-quote.csv:2:18"),
    );
}

#[test]
fn a_false_claim_of_a_collection_fails_at_its_row_in_spanish() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons/puzzles/puzzles.csv");
    let built_in = std::fs::read_to_string(path).expect("the built-in collection");
    let mut lines: Vec<String> = built_in.lines().take(2).map(str::to_owned).collect();
    // The row's wins_in is the fifth field after the quoted position.
    let (head, rest) = lines[1].split_once(",\"").expect("a quoted position");
    let (position, tail) = rest.split_once("\",").expect("a quoted position");
    let mut fields: Vec<String> = tail.split(',').map(str::to_owned).collect();
    let wins: u32 = fields[1].parse().expect("wins_in");
    fields[1] = (wins + 1).to_string();
    lines[1] = format!("{head},\"{position}\",{}", fields.join(","));

    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join("mine.csv"), lines.join("\n") + "\n").expect("written");
    let output = Bao::new()
        .current_dir(dir.path())
        .args(["--lang", "es", "check", "--color", "never", "mine.csv"])
        .output();
    assert_eq!(output.status.code(), Some(1));
    let all = text(&output.stdout) + &text(&output.stderr);
    assert!(
        all.contains(&format!(
            "la victoria más corta es en {wins}, no en {}",
            wins + 1
        )),
        "{all}"
    );
    assert!(all.contains("mine.csv:2 problema"), "{all}");
}
