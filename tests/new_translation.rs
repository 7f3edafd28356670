//! `bao new translation`: a translation file for a translator to fill in, beside a lesson, or
//! every file of a chapter or course; `--update` brings one up to date with its English and
//! never changes a translated text.

mod support;

use std::{fs, path::Path, process::Output};

use support::Bao;

/// Copies a folder and everything in it.
fn copy(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// Copies the translated fixture course into a fresh folder.
fn course() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/translated"),
        &dir.path().join("course"),
    );
    dir
}

fn run(dir: &Path, args: &[&str]) -> Output {
    Bao::new().current_dir(dir).args(args).output()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_new_translation_has_every_entry_with_its_english_and_check_says_none_is_translated() {
    let dir = course();
    let out = run(
        dir.path(),
        &["new", "translation", "--lang", "ca", "course"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        // `--lang` is the translation's language, and bao's: it speaks Catalan to its translator.
        "escrit course/translation.schema.json (amb què els editors comproven els fitxers)\n\
         escrit course/course.ca.yaml (1 entrada per traduir)\n\
         escrit course/01-chapter/chapter.ca.yaml (2 entrades per traduir)\n\
         escrit course/01-chapter/01-lesson.ca.yaml (6 entrades per traduir)\n"
    );
    let lesson =
        fs::read_to_string(dir.path().join("course/01-chapter/01-lesson.ca.yaml")).unwrap();
    assert!(lesson.starts_with("# yaml-language-server: $schema=../translation.schema.json\n"));
    assert!(
        lesson.contains(
            "title:\n  # English: A small lesson\n  source: \"b3b90875a2aa1cbd\"\n  text: \"\"\n"
        ),
        "{lesson}"
    );
    // The Catalan quote needs no Catalan gloss; the Spanish one does.
    assert!(
        lesson.contains("quotes:\n  1:\n    gloss:\n      # English: A sentence in Spanish.\n"),
        "{lesson}"
    );
    assert!(!lesson.contains("A sentence in Catalan."), "{lesson}");
    assert!(
        lesson.contains("      # English: Look at the front row.\n"),
        "{lesson}"
    );
    // Never over a file: a second run leaves them.
    let again = run(
        dir.path(),
        &["new", "translation", "--lang", "ca", "course"],
    );
    assert!(again.status.success());
    assert!(
        stdout(&again).starts_with("es deixen com estan"),
        "{}",
        stdout(&again)
    );
    // bao check reads every entry, and tells each one as not translated yet.
    let check = run(dir.path(), &["check", "course"]);
    assert_eq!(check.status.code(), Some(2));
    let told = stderr(&check);
    assert_eq!(
        told.matches("is not translated yet: its text is empty")
            .count(),
        9,
        "{told}"
    );
    assert_eq!(
        told.matches("the course does not list `ca`").count(),
        3,
        "{told}"
    );
}

#[test]
fn one_lesson_or_one_chapter_file_alone() {
    let dir = course();
    let out = run(
        dir.path(),
        &[
            "new",
            "translation",
            "--lang",
            "sw",
            "course/01-chapter/01-lesson.yaml",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "imeandikwa course/translation.schema.json (ambayo wahariri hukagua mafaili kwayo)\n\
         imeandikwa course/01-chapter/01-lesson.sw.yaml (maingizo 7 ya kutafsiri)\n"
    );
    let out = run(
        dir.path(),
        &[
            "new",
            "translation",
            "--lang",
            "sw",
            "course/01-chapter/chapter.yaml",
        ],
    );
    assert_eq!(
        stdout(&out),
        "imeandikwa course/01-chapter/chapter.sw.yaml (maingizo 2 ya kutafsiri)\n"
    );
    let out = run(dir.path(), &["new", "translation", "course"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("give the translation's language"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn an_update_adds_what_is_missing_and_shows_changed_english_keeping_every_translated_text() {
    let dir = course();
    let lesson = dir.path().join("course/01-chapter/01-lesson.yaml");
    let spanish = dir.path().join("course/01-chapter/01-lesson.es.yaml");
    // The English title changes, and the hint's entry is lost.
    let english = fs::read_to_string(&lesson).unwrap();
    fs::write(
        &lesson,
        english.replace("title: A small lesson", "title: A smaller lesson"),
    )
    .unwrap();
    let text = fs::read_to_string(&spanish).unwrap();
    let hint = "    hint:\n      source: 7332189d627cbe3b\n      text: Mira la primera fila.\n";
    assert!(text.contains(hint));
    fs::write(&spanish, text.replace(hint, "")).unwrap();
    let out = run(
        dir.path(),
        &[
            "new",
            "translation",
            "--lang",
            "es",
            "--update",
            "course/01-chapter/01-lesson.yaml",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "escrito course/translation.schema.json (con lo que los editores comprueban los archivos)\n\
         actualizado course/01-chapter/01-lesson.es.yaml: añadidas: 1; con el inglés cambiado: 1; conservadas: 4\n"
    );
    let updated = fs::read_to_string(&spanish).unwrap();
    assert!(
        updated.contains(
            "title:\n  # The English changed since this was translated. It now reads:\n  #   A smaller lesson\n"
        ),
        "{updated}"
    );
    // The translated texts stay, the stale one with its old fingerprint.
    for kept in [
        "  source: \"b3b90875a2aa1cbd\"\n  text: \"Una lección pequeña\"\n",
        "Una regla en **castellano**, con la jugada `A3D`.",
        "Sembrar hacia la derecha.",
        "¿Es legal esta jugada?",
    ] {
        assert!(updated.contains(kept), "{kept} in {updated}");
    }
    assert!(updated.contains("    hint:\n      # English: Look at the front row.\n      source: \"7332189d627cbe3b\"\n      text: \"\"\n"), "{updated}");
    let again = run(
        dir.path(),
        &[
            "new",
            "translation",
            "--lang",
            "es",
            "--update",
            "course/01-chapter/01-lesson.yaml",
        ],
    );
    assert_eq!(
        stdout(&again),
        "course/01-chapter/01-lesson.es.yaml está al día\n"
    );
    // bao check tells the two, and nothing else.
    let check = run(dir.path(), &["check", "course"]);
    let told = stderr(&check);
    assert!(
        told.starts_with("error: 2 problems in the files read:"),
        "{told}"
    );
    assert!(
        told.contains("the English of the `title` changed since it was translated"),
        "{told}"
    );
    assert!(
        told.contains("step 2's `hint` is not translated yet"),
        "{told}"
    );
}
