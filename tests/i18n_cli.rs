//! bao's command line in the reader's language, through the binary: `bao check`'s errors and
//! report, the CLI's errors and clap's help follow `--lang`, else `LC_ALL`, `LC_MESSAGES` or
//! `LANG`; an unknown locale gives English and an unknown `--lang` is refused.

use std::{path::Path, process::Output};

mod support;
use support::Bao;

/// A lesson whose `format_version` is from the future: one problem, with a message, a label
/// and a help line.
const FUTURE: &str = "tests/fixtures/lesson_errors/format-version-future.yaml";

/// Runs bao with no locale in its environment but the variables given.
fn bao_with(env: &[(&str, &str)], args: &[&str]) -> Output {
    bao_in_with(".", env, args)
}

/// Runs bao in `dir` as [`bao_with`] does.
fn bao_in_with(dir: &str, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut bao = Bao::new();
    bao.current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir));
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        bao.env_remove(name);
    }
    for (name, value) in env {
        bao.env(name, value);
    }
    bao.args(args).output()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// What bao printed on both streams.
fn both(output: &Output) -> String {
    format!("{}{}", text(&output.stdout), text(&output.stderr))
}

#[test]
fn a_spanish_locale_gives_the_lesson_errors_in_spanish() {
    let output = bao_with(&[("LANG", "es_ES.UTF-8")], &["check", FUTURE]);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    assert!(
        err.starts_with("error: 1 problema en los archivos leídos:"),
        "{err}"
    );
    assert!(
        err.contains("format_version 2 es más nuevo que este bao, que lee la versión 1"),
        "{err}"
    );
    assert!(err.contains("del futuro"), "{err}");
    assert!(
        err.contains("actualiza bao para leer este archivo"),
        "{err}"
    );
    let out = text(&output.stdout);
    assert_eq!(out, "0 comprobados: 0 correctos, 0 fallidos\n");
}

#[test]
fn the_flag_beats_the_locale() {
    let output = bao_with(
        &[("LANG", "es_ES.UTF-8")],
        &["--lang", "sw", "check", FUTURE],
    );
    let err = text(&output.stderr);
    assert!(
        err.contains("format_version 2 ni mpya kuliko bao hii, ambayo husoma toleo 1"),
        "{err}"
    );
    assert!(!err.contains("es más nuevo"), "{err}");
    let output = bao_with(
        &[("LC_ALL", "ca_ES.UTF-8")],
        &["check", "--lang=en", FUTURE],
    );
    assert!(
        text(&output.stderr).contains("format_version 2 is newer than this bao"),
        "{}",
        both(&output)
    );
}

#[test]
fn lc_all_beats_lang() {
    let output = bao_with(
        &[("LC_ALL", "ca_ES.UTF-8"), ("LANG", "es_ES.UTF-8")],
        &["check", FUTURE],
    );
    let err = text(&output.stderr);
    assert!(
        err.contains("format_version 2 és més nou que aquest bao, que llegeix la versió 1"),
        "{err}"
    );
    assert_eq!(
        text(&output.stdout),
        "0 comprovats: 0 correctes, 0 fallits\n"
    );
}

#[test]
fn an_unknown_locale_gives_english() {
    for locale in ["fr_FR.UTF-8", "C", "POSIX", ""] {
        let output = bao_with(&[("LANG", locale)], &["check", FUTURE]);
        let err = text(&output.stderr);
        assert!(
            err.starts_with("error: 1 problem in the files read:"),
            "{locale}: {err}"
        );
        assert!(
            err.contains("format_version 2 is newer than this bao, which reads version 1"),
            "{locale}: {err}"
        );
        assert_eq!(text(&output.stdout), "0 checked: 0 passed, 0 failed\n");
    }
}

#[test]
fn the_help_is_in_kiswahili() {
    let output = bao_with(&[], &["--lang", "sw", "--help"]);
    assert!(output.status.success(), "{}", both(&output));
    let help = text(&output.stdout);
    assert!(
        help.starts_with(
            "Mwalimu wa sheria na mkaguzi wa michoro kwa Bao la Kiswahili na Bao la Kujifunza\n"
        ),
        "{help}"
    );
    for words in [
        "Matumizi: bao",
        "Amri:",
        "Chaguo:",
        "  check    Cheza kwenye injini kila kipengele cha somo",
        "Lugha ambayo bao inazungumza",
        "Onyesha msaada",
        "Onyesha toleo",
    ] {
        assert!(help.contains(words), "{words}: {help}");
    }
    assert!(!help.contains("Usage:"), "{help}");
    // A subcommand's own arguments, under their heading.
    let help = text(&bao_with(&[("LANG", "sw_TZ.UTF-8")], &["check", "-h"]).stdout);
    assert!(
        help.contains("Hoja:\n  [PATHS]...  Folda za kozi"),
        "{help}"
    );
    assert!(help.contains("--proof-time <SECONDS>"), "{help}");
}

#[test]
fn english_help_is_clap_s_own() {
    let help = text(&bao_with(&[("LANG", "en_GB.UTF-8")], &["--help"]).stdout);
    assert!(help.starts_with(
        "A rules tutor and diagram checker for Bao la Kiswahili and Bao la Kujifunza\n\nUsage: bao [OPTIONS] <COMMAND>\n\nCommands:\n"
    ));
    assert!(
        help.contains("Print help (see a summary with '-h')"),
        "{help}"
    );
}

#[test]
fn an_unknown_lang_flag_is_a_clear_error() {
    let output = bao_with(&[("LANG", "es_ES.UTF-8")], &["--lang", "xx", "check"]);
    assert_eq!(output.status.code(), Some(2));
    let err = text(&output.stderr);
    assert!(
        err.contains("invalid value 'xx' for '--lang <LANG>'"),
        "{err}"
    );
    assert!(err.contains("[possible values: en, es, ca, sw]"), "{err}");
    assert!(output.stdout.is_empty());
}

#[test]
fn a_missing_file_is_said_in_the_language() {
    let output = bao_with(&[], &["--lang", "es", "show", "no-such-file.txt"]);
    let err = text(&output.stderr);
    assert!(err.starts_with("error: "), "{err}");
    let output = bao_with(&[], &["--lang", "ca", "check", "no/such/folder"]);
    let err = text(&output.stderr);
    assert!(
        err.starts_with("error: 1 problema als fitxers llegits:"),
        "{err}"
    );
}

#[test]
fn the_report_of_a_wrong_lesson_is_in_catalan() {
    // The lesson names the diagrams of tests/fixtures/diagrams, found from that folder.
    let output = bao_in_with(
        "tests/fixtures",
        &[],
        &["--lang", "ca", "check", "mismatches"],
    );
    let out = text(&output.stdout);
    assert!(
        out.contains(
            "pas 1: moves A1L A2L\n    moves: s'esperava A1L A2L, les jugades legals són A1L A2L A7R A8R (no llistades: A7R A8R)"
        ),
        "{out}"
    );
    assert!(out.contains("    esperat (la graella)"), "{out}");
    assert!(out.contains(" comprovats: "), "{out}");
}
