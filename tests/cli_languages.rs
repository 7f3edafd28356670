//! The author's commands, the analysis commands, the engine's texts and the help in the reader's
//! language, through the binary: `bao new` and `bao record` speak to the teacher, `bao show`,
//! `bao play` and `bao solve` refuse and report, `--help` is translated, a corrupt game record is
//! told; English stays the engine's own words.

use std::process::Output;

mod support;
use support::Bao;

/// Runs bao with no locale in its environment but the variables given, in `dir`.
fn bao_in(dir: &std::path::Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut bao = Bao::new();
    bao.current_dir(dir);
    for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        bao.env_remove(name);
    }
    for (name, value) in env {
        bao.env(name, value);
    }
    bao.args(args).output()
}

/// Runs bao in the repository with the variables given.
fn bao(env: &[(&str, &str)], args: &[&str]) -> Output {
    bao_in(std::path::Path::new(env!("CARGO_MANIFEST_DIR")), env, args)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// A board with North's front row one count short.
const SHORT_ROW: &str = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S";

#[test]
fn bao_new_lesson_speaks_spanish_to_the_teacher() {
    let dir = tempfile::tempdir().unwrap();
    let out = bao_in(
        dir.path(),
        &[],
        &[
            "--lang",
            "es",
            "new",
            "lesson",
            "01-namua/primera",
            "--lessons",
            "curso",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.starts_with("escrito curso/01-namua/01-primera.yaml\n"),
        "{said}"
    );
    assert!(
        said.contains("(el título y la introducción del capítulo nuevo)"),
        "{said}"
    );
    assert!(said.contains("a continuación:\n"), "{said}");
    assert!(
        said.contains("sus comentarios dicen qué significa cada clave"),
        "{said}"
    );
    assert!(!said.contains("wrote") && !said.contains("next:"), "{said}");
    // The same name again is refused, in Spanish.
    let again = bao_in(
        dir.path(),
        &[("LANG", "es_ES.UTF-8")],
        &["new", "lesson", "01-namua/primera", "--lessons", "curso"],
    );
    assert_eq!(again.status.code(), Some(1));
    let err = text(&again.stderr);
    assert!(
        err.contains("el capítulo `01-namua` ya tiene una lección `primera`"),
        "{err}"
    );
    // A bad name, in Catalan.
    let bad = bao_in(
        dir.path(),
        &[],
        &[
            "--lang",
            "ca",
            "new",
            "lesson",
            "01-namua/Mala",
            "--lessons",
            "curso",
        ],
    );
    let err = text(&bad.stderr);
    assert!(
        err.contains("el nom de lliçó `Mala` només pot tenir minúscules"),
        "{err}"
    );
}

#[test]
fn bao_record_speaks_swahili_to_the_teacher() {
    let dir = tempfile::tempdir().unwrap();
    let made = bao_in(
        dir.path(),
        &[],
        &["new", "lesson", "01-namua/first", "--lessons", "course"],
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let out = bao_in(
        dir.path(),
        &[("LANG", "sw_TZ.UTF-8")],
        &["record", "--yes", "course/01-namua/01-first.yaml"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.starts_with("hakuna cha kurekodi katika course/01-namua/01-first.yaml: "),
        "{said}"
    );
    let folder = bao_in(
        dir.path(),
        &[],
        &["--lang", "sw", "record", "course/01-namua"],
    );
    assert_eq!(folder.status.code(), Some(1));
    let err = text(&folder.stderr);
    assert!(
        err.contains("`course/01-namua` ni folda: toa faili moja la somo"),
        "{err}"
    );
}

#[test]
fn a_bad_position_is_refused_in_spanish_and_in_the_engines_english() {
    let out = bao(&[], &["--lang", "es", "show", SHORT_ROW]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.starts_with(
            "error: posición no válida: la primera fila del Norte tiene 7 cantidades, y se \
             esperaban 8 separadas por `,` en la columna 17\n"
        ),
        "{err}"
    );
    let english = bao(&[], &["show", SHORT_ROW]);
    let err = text(&english.stderr);
    assert!(
        err.starts_with(
            "error: invalid position: North's front row has 7 counts, expected 8 separated by \
             `,` at column 17\n"
        ),
        "{err}"
    );
    let too_many = "9,9,9,9,9,9,9,9/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S";
    let err = text(&bao(&[], &["--lang", "es", "show", too_many]).stderr);
    assert!(
        err.contains("72 semillas en el tablero y en las reservas: una partida tiene 64"),
        "{err}"
    );
}

#[test]
fn a_bad_move_is_refused_in_catalan_with_the_rule_and_the_legal_moves() {
    let out = bao(&[], &["--lang", "ca", "play", "start", "A3L"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stderr),
        "error: jugada 1 `A3L`: jugada il·legal `A3L`: A3 és buit, i una jugada comença \
         aixecant llavors; jugades legals: A6D* A6E* A7D* A7E*\n"
    );
    let unreadable = text(&bao(&[], &["--lang", "ca", "play", "start", "Z9"]).stderr);
    assert!(
        unreadable.contains("jugada no vàlida `Z9`: s'esperava un forat"),
        "{unreadable}"
    );
    let ambiguous = text(&bao(&[], &["--lang", "ca", "play", "start", "A6*"]).stderr);
    assert!(
        ambiguous.contains("jugada ambigua `A6*`: pot ser A6D* o A6E*"),
        "{ambiguous}"
    );
    // English is the engine's own sentence.
    let english = text(&bao(&[], &["play", "start", "A6*"]).stderr);
    assert_eq!(
        english,
        "error: move 1 `A6*`: ambiguous move `A6*`: it could be A6R* or A6L*\n"
    );
}

#[test]
fn bao_learn_help_is_in_swahili() {
    let out = bao(&[], &["--lang", "sw", "learn", "--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    assert!(help.contains("Somo la kwenda"), "{help}");
    assert!(help.contains("Orodhesha sura na masomo"), "{help}");
    for english in [
        "The lesson to go to",
        "List the chapters",
        "Forget your progress",
    ] {
        assert!(!help.contains(english), "{english} in {help}");
    }
    for command in ["game", "replay", "book", "puzzles", "engine"] {
        let out = bao(&[("LANG", "es_ES.UTF-8")], &[command, "--help"]);
        let help = text(&out.stdout);
        assert!(help.contains("Opciones:"), "{command}: {help}");
        assert!(!help.contains("Plain lines"), "{command}: {help}");
    }
}

#[test]
fn a_corrupt_game_record_is_told_in_spanish() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("partida.txt");
    std::fs::write(
        &record,
        "Rules: kiswahili\nSouth: a\nNorth: b\nResult: *\n\n1. A6L*\n3. a5R\n",
    )
    .unwrap();
    let path = record.to_string_lossy().into_owned();
    let out = bao(&[], &["--lang", "es", "replay", "--plain", &path]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(
        err.contains("línea 7: el turno `3` está fuera de orden: toca el turno 2"),
        "{err}"
    );
    let english = text(&bao(&[], &["replay", "--plain", &path]).stderr);
    assert!(
        english.contains("line 7: turn `3` is out of order: turn 2 comes next"),
        "{english}"
    );
}

#[test]
fn bao_solve_reports_in_spanish_and_its_json_stays_english() {
    let args = ["solve", "1", "start", "--rules", "kujifunza"];
    let out = bao(&[("LANG", "es_ES.UTF-8")], &args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.starts_with("reglas: kujifunza (siembras sin fin: endless=illegal)\n"),
        "{said}"
    );
    assert!(
        said.contains("demostrando: ¿gana Sur en 1 turno o menos?"),
        "{said}"
    );
    assert!(said.contains("Sur: sin victoria en 1\n"), "{said}");
    let json = bao(
        &[("LANG", "es_ES.UTF-8")],
        &[&args[..], &["--json"]].concat(),
    );
    let json = text(&json.stdout);
    assert!(json.contains("\"no_win_within\":1"), "{json}");
    let bad = text(&bao(&[], &["--lang", "es", "solve", "31", "start"]).stderr);
    assert!(
        bad.contains("no se puede demostrar una victoria en 31 turnos: da de 1 a 30 turnos"),
        "{bad}"
    );
}

#[test]
fn a_text_with_two_readings_glosses_both_in_spanish() {
    let both =
        "0,0,0,0,0,0,0,0/1,2,4,0,0,0,0,1/1,1,0,3,8,1,2,0/0,0,0,0,0,0,0,0 S stock=20,20 nyumba=S";
    let out = bao(&[], &["--lang", "es", "play", both, "A2>"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "error: jugada 1 `A2>`: jugada ambigua `A2>`: puede ser A2I (`>` leído como la flecha \
         de KIBA) o A2I> (`>` leído como la safari, sin la letra)\n"
    );
}
