//! `bao learn` in Spanish and in Swahili through the real binary: scripted sessions (line mode,
//! standard input piped) whose tutor speaks the chosen language: the step counter, the prompts,
//! the verdicts, the sowing's words step by step, the keys, and moves in the language's letters,
//! typed and shown. The courses' own texts stay as written (their translation is another part).

use std::{path::Path, process::Output};

mod support;

use support::Bao;

/// Two chapters on diagram 9 of seed 000: a move played out, and a question of every kind.
const COURSE: &str = "tests/fixtures/learn-course";

/// A course of one puzzle: South to move wins in 2, only by A3L*.
const PUZZLE: &str = "tests/fixtures/learn-puzzle";

/// Runs `bao learn` on `course` at 60 columns, in the language `env` chooses (the locale's
/// variables and `--lang`, among `args`), feeding `input`, keeping progress under `state`.
fn learn(course: &str, state: &Path, env: &[(&str, &str)], args: &[&str], input: &str) -> Output {
    let mut bao = Bao::new();
    bao.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (key, value) in env {
        bao.env(key, value);
    }
    bao.arg("learn")
        .args(["--lessons", course, "--width", "60"])
        .args(args)
        .state(state)
        .stdin(input)
        .output()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// Gets the words of `text` one space apart, so that wrapping does not matter.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Checks that every one of `words` is said, whatever the wrapping.
fn says(out: &str, words: &[&str]) {
    for said in words {
        assert!(out.contains(&flat(said)), "missing {said:?} in:\n{out}");
    }
}

/// Checks that none of the tutor's English words is left.
fn no_english(out: &str) {
    for english in [
        "Right:",
        "Not A",
        ", step ",
        "Try again",
        "Keys",
        "Enter next",
        "is legal",
        "The answer:",
        "Hint:",
        "stock ",
        "to move wins",
        "marks:",
        "lifts the",
        "sows 4",
        "captures 4 from",
        "clockwise",
        "Solved",
        "South plays",
        "North answers",
        "Lesson done",
        "Progress saved",
    ] {
        assert!(
            !out.contains(english),
            "English {english:?} left in:\n{out}"
        );
    }
}

/// A whole session in Spanish (`--lang es`): the board's notes, the legal moves and the move
/// played in Spanish letters, its steps counted and sown in words, a wrong move judged and
/// played out, a hint, the right move typed in Spanish letters (A8D for A8R, A7 D for A7R), a
/// hole question, a count in Spanish words, a yes-or-no answered in Spanish, an answer shown.
#[test]
fn a_session_in_spanish() {
    let state = tempfile::tempdir().unwrap();
    let input = "\n\n\n\n\na\n\nA1I\nh\nA8D\n\n\nA5\na3\nA3\n\n\n\n\ncuatro semillas\n\nsí\nno\n\ns\n\nA7 D\nq\n";
    let output = learn(COURSE, state.path(), &[], &["--lang", "es"], input);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = flat(&text(&output.stdout));
    says(
        &out,
        &[
            // The board and the page.
            "Norte reserva 1",
            "Sur reserva 1 le toca",
            "marcas: [8] una nyumba que su dueño aún conserva",
            "Las fuentes",
            "Las jugadas legales: A1I, A2I, A7D, A8D.",
            "[Enter sigue · b atrás · q salir]",
            // A move step by step.
            "La jugada: A1I",
            "[Enter sigue · b atrás · a hasta el final · q salir]",
            "A1I, paso 1 de 4: pone una semilla de la reserva en A1",
            "Después de A1I:",
            // A move asked for: wrong (in Spanish letters), played out, hinted, then right.
            "Juega la jugada que captura 6 semillas.",
            "A1I es legal, pero no es la jugada que captura 6 semillas. Esto es lo que hace:",
            "captura 4 de a8 y entra por el kichwa izquierdo A1",
            "siembra 4 semillas en sentido horario, de A1 a A4",
            "la última semilla cae en A4, que estaba vacío: el turno acaba",
            "Prueba otra vez (quedan 2 intentos), o h para una pista, s para la respuesta.",
            "Pista: Look at North's biggest hole. Sur tiene 4 jugadas legales.",
            "Aquí 4 jugadas capturan, y cuando hay captura hay que capturar.",
            "✓ Correcto: A8D captura 6 semillas.",
            "siembra 6 semillas en sentido antihorario, de A8 a A3",
            "✓ Lección hecha: The kichwa decides",
            "Siguiente: Where the last seed falls",
            // Where the last seed falls.
            "¿Dónde cae la última semilla de A2I? Di el hueco.",
            "✗ A5 no: ninguna semilla de A2I cae en A5.",
            "las mayúsculas son los huecos de Sur: ¿querías decir A3?",
            "✓ Correcto: la última semilla cae en A3.",
            // A count, a yes or no, an answer shown.
            "¿Cuántas semillas captura A1I?",
            "✓ Correcto: A1I captura 4.",
            "✗ No es correcto: mira otra vez A5 y lo que tiene, y qué más puede jugar Sur.",
            "✓ Correcto: A5I* no es legal.",
            // The engine's reason, by its kind, in Spanish.
            "A5I* no es legal: hay una captura posible, así que la jugada debe capturar.",
            "¿Dónde cae la última semilla de A8D? Di el hueco.",
            "La respuesta: A3. Así se juega A8D:",
            "[Enter sigue · s explicación · r otra vez · b atrás · q salir]",
            "✓ Correcto: A7D hace entrar las semillas capturadas por el kichwa A8 y captura 5 semillas.",
            "Progreso guardado.",
            "sigue desde la página 7 de: Marks after a move",
        ],
    );
    no_english(&out);
}

/// A puzzle in Spanish, played with Spanish letters: `A3I` is South's A3L*, judged right, the
/// defence's move and the solution shown with I and D.
#[test]
fn a_puzzle_in_spanish_is_solved_with_spanish_letters() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(
        PUZZLE,
        state.path(),
        &[],
        &["--lang", "es"],
        "\n\nh\nh\nA3I\nA4I*\n\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = flat(&text(&output.stdout));
    says(
        &out,
        &[
            "Juega Sur y gana en 2 turnos: haz la primera jugada.",
            "[tu jugada, o h pista · s ver la solución · b atrás · q salir]",
            "Pista: la jugada ganadora sale de A3. h otra vez dice la jugada.",
            "Pista: juega A3I*.",
            "Sur juega A3I*: levanta las 2 semillas de A3",
            "Norte responde b8I*: levanta las 3 semillas de b8",
            "Después de A3I* b8I*: 2.ª jugada de 2 de Sur.",
            "relevo: levanta las 2 semillas de A2 y sigue sembrando",
            "takasia: a6 queda bloqueado para el próximo turno de Norte",
            "Sur gana: Norte no tiene ninguna jugada legal",
            "✓ Resuelto: A4I* gana la partida en tu 2.ª jugada de 2.",
            "La idea:",
            "✓ Lección hecha: Win in two",
            "La lección está hecha. ¡Hongera!",
        ],
    );
    no_english(&out);
}

/// A session in Swahili, chosen by the locale (`LANG=sw_TZ.UTF-8`): the sides and the stock,
/// the step counter and the sowing's words, the verdicts, a count in Swahili words (`nne`), a
/// yes-or-no answered `hapana`; moves keep L and R.
#[test]
fn a_session_in_swahili() {
    let state = tempfile::tempdir().unwrap();
    let input = "\n\n\n\n\n\n\n\n\n\nA1L\nA8R\n\n\nb3\nA3\n\n\n\n\ntano\nnne\n\nhapana\n\nq\n";
    let output = learn(COURSE, state.path(), &[("LANG", "sw_TZ.UTF-8")], &[], input);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = flat(&text(&output.stdout));
    says(
        &out,
        &[
            "Kaskazini akiba 1",
            "Kusini akiba 1 zamu yake",
            "alama: [8] nyumba ambayo mwenyewe bado anayo",
            "Vyanzo",
            "Hatua halali: A1L, A2L, A7R, A8R.",
            "Hatua: A1L",
            "[Enter endelea · b rudi · a hadi mwisho · q acha]",
            "A1L, kipengele 1 kati ya 4: anaweka kete ya akiba katika A1",
            "A1L, kipengele 2 kati ya 4: anakula kete 4 za a8, zinaingia kwenye kichwa cha kushoto A1",
            "A1L, kipengele 3 kati ya 4: anapanda kete 4 kisaa, A1 hadi A4",
            "A1L, kipengele 4 kati ya 4: kete ya mwisho inaangukia A4 iliyo tupu: zamu inaisha",
            "Baada ya A1L:",
            "Cheza hatua ambayo inakula kete 6.",
            "✗ A1L ni halali, lakini si hatua ambayo inakula kete 6. Hiki ndicho inachofanya:",
            "Jaribu tena (zimebaki nafasi 2), au h kwa dokezo, s kwa jibu.",
            "✓ Sahihi: A8R inakula kete 6.",
            "anapanda kete 6 kinyume cha saa, A8 hadi A3",
            "✓ Somo limekamilika: The kichwa decides",
            "Linalofuata: Where the last seed falls",
            "Kete ya mwisho ya A2L inaangukia wapi? Taja shimo.",
            "✗ Si b3: b3 ni shimo la Kaskazini, na hatua inapanda mashimo ya anayecheza tu.",
            "✓ Sahihi: kete ya mwisho inaangukia A3.",
            "A1L inakula kete ngapi?",
            "✗ Si 5: A1L inakula chini ya 5.",
            "✓ Sahihi: A1L inakula 4.",
            "✓ Sahihi: A5L* si halali.",
            "[Enter endelea · s maelezo · r jaribu tena · b rudi · q acha]",
            "Maendeleo yamehifadhiwa.",
            "inaendelea kutoka ukurasa wa 6 wa: Marks after a move",
        ],
    );
    no_english(&out);
}

/// A puzzle in Swahili, chosen by `LC_ALL` over `LANG`: an illegal move refused with the rule's
/// reason, a move failed with why and the defence's escape, then the solution shown.
#[test]
fn a_puzzle_in_swahili_is_failed_then_shown() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(
        PUZZLE,
        state.path(),
        &[("LC_ALL", "sw_KE.UTF-8"), ("LANG", "es_ES.UTF-8")],
        &[],
        "\n\nA1L\nA4L\ns\nq\n",
    );
    assert!(output.status.success(), "{}", text(&output.stderr));
    let out = flat(&text(&output.stdout));
    says(
        &out,
        &[
            "Kusini anacheza na kushinda ndani ya zamu 2: cheza hatua ya kwanza.",
            // Not legal, said by the engine's reason in Swahili: no try.
            "A1L si halali hapa: A1 ni tupu, na hatua inaanza kwa kuchukua kete.",
            "Kusini anacheza A4L*: anachukua kete 2 za A4",
            "Kaskazini anajibu b8R:",
            "anakula kete 3 za A3, zinaingia kwenye kichwa cha kulia a8",
            "✗ Hujatatua: baada ya A4L*, Kaskazini anaponyoka kwa b8R: hakuna ushindi uliobaki ndani ya zamu 1.",
            "Jaribu tena tangu mwanzo (zimebaki nafasi 2), au h kwa dokezo, s kwa suluhisho.",
            "Suluhisho: A3L* b8L* A4L*.",
            "1. Kusini anacheza A3L*:",
            "2. Kaskazini anacheza b8L*:",
            "Kusini ameshinda: Kaskazini hana hatua halali",
            "Wazo:",
        ],
    );
    no_english(&out);
}
