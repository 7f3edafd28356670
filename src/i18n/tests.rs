//! The catalogue's own tests: every file parses, every language has exactly English's messages
//! with the same variables, every message is used by the code and every one the code uses
//! exists; plurals, fallback and the choice of language.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::Path,
};

use super::{AREAS, Arg, Catalogue, Language, builtin_files, notation::move_in};

/// A message's variables (`$name`) and its id, read from a Fluent file's text.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let starts_message =
            line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains('=');
        if starts_message {
            let id = line.split('=').next().unwrap_or_default().trim().to_owned();
            out.entry(id.clone()).or_default();
            current = Some(id);
        } else if line.starts_with('#') || line.is_empty() {
            if line.starts_with('#') {
                current = None;
            }
            continue;
        }
        if let Some(id) = &current {
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                out.get_mut(id).expect("entered above").insert(name);
                rest = &rest[at + 1..];
            }
        }
    }
    out
}

/// The text of every source file of the program but the catalogue itself.
fn source_texts() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("src is readable")
            .map(|e| e.expect("an entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e != "ftl" && e != "snap")
                && !path.ends_with("src/i18n.rs")
                && !path.ends_with("i18n/tests.rs")
                && let Ok(text) = std::fs::read_to_string(&path)
            {
                out.push((path.display().to_string(), text));
            }
        }
    }
    let mut out = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

#[test]
fn every_file_parses_and_names_its_messages_by_area() {
    for file in builtin_files() {
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(file.text.to_owned()) {
            panic!(
                "{}/{}.ftl does not parse: {errors:?}",
                file.language.code(),
                file.area
            );
        }
        for id in messages(file.text).keys() {
            assert!(
                id.starts_with(&format!("{}-", file.area)),
                "{}/{}.ftl: message {id} is not named {}-...",
                file.language.code(),
                file.area,
                file.area
            );
        }
    }
}

#[test]
fn every_language_has_exactly_the_english_messages_with_their_variables() {
    let files = builtin_files();
    for area in AREAS {
        let of = |language: Language| {
            let file = files
                .iter()
                .find(|f| f.language == language && f.area == area)
                .expect("every language has every area");
            messages(file.text)
        };
        let english = of(Language::English);
        for language in &Language::ALL[1..] {
            let translated = of(*language);
            let code = language.code();
            for (id, variables) in &english {
                let Some(theirs) = translated.get(id) else {
                    panic!("{code}/{area}.ftl lacks {id}");
                };
                assert!(
                    theirs == variables,
                    "{code}/{area}.ftl: {id} uses {theirs:?} where English uses {variables:?}"
                );
            }
            for id in translated.keys() {
                assert!(
                    english.contains_key(id),
                    "{code}/{area}.ftl has {id}, which English lacks"
                );
            }
        }
    }
}

#[test]
fn every_message_is_used_and_every_one_used_exists() {
    let sources = source_texts();
    let catalogue = Catalogue::builtin();
    for file in builtin_files()
        .into_iter()
        .filter(|f| f.language == Language::English)
    {
        for id in messages(file.text).keys() {
            let quoted = format!("\"{id}\"");
            assert!(
                sources.iter().any(|(_, text)| text.contains(&quoted)),
                "en/{}.ftl: message {id} is used nowhere in src",
                file.area
            );
        }
    }
    for (path, text) in &sources {
        let mut rest = text.as_str();
        while let Some(at) = rest.find("t!(\"") {
            let word = rest[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric() && c != '_');
            rest = &rest[at + 4..];
            if !word {
                continue;
            }
            let id = rest.split('"').next().unwrap_or_default();
            assert!(
                catalogue.has(Language::English, id),
                "{path}: message {id} is not in the English catalogue"
            );
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let catalogue = Catalogue::new([
        (
            Language::English,
            "n = { $count ->\n    [one] one\n   *[other] other\n}\n",
        ),
        (
            Language::Spanish,
            "n = { $count ->\n    [one] one\n   *[other] other\n}\n",
        ),
        (
            Language::Catalan,
            "n = { $count ->\n    [one] one\n   *[other] other\n}\n",
        ),
        (
            Language::Swahili,
            "n = { $count ->\n    [one] one\n   *[other] other\n}\n",
        ),
    ]);
    let say = |language, n: u32| catalogue.text(language, "n", &[("count", Arg::from(n))]);
    for language in Language::ALL {
        assert_eq!(say(language, 1), "one", "{language:?}");
        assert_eq!(say(language, 0), "other", "{language:?}");
        assert_eq!(say(language, 2), "other", "{language:?}");
        assert_eq!(say(language, 22), "other", "{language:?}");
    }
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let catalogue = Catalogue::new([
        (
            Language::English,
            "a = in English { $n }\nb = only English\n",
        ),
        (Language::Swahili, "a = kwa Kiswahili { $n }\n"),
    ]);
    let n = [("n", Arg::from(3))];
    assert_eq!(
        catalogue.text(Language::Swahili, "a", &n),
        "kwa Kiswahili 3"
    );
    assert_eq!(catalogue.text(Language::Swahili, "b", &[]), "only English");
    assert_eq!(catalogue.text(Language::Spanish, "a", &n), "in English 3");
    assert_eq!(catalogue.text(Language::Spanish, "c", &[]), "c");
}

#[test]
fn the_language_is_the_flag_else_the_environment_else_english() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        }
    };
    let choose = Language::choose;
    assert_eq!(choose(None, env(&[])), Language::English);
    assert_eq!(
        choose(None, env(&[("LANG", "es_ES.UTF-8")])),
        Language::Spanish
    );
    assert_eq!(choose(None, env(&[("LANG", "sw_TZ")])), Language::Swahili);
    assert_eq!(
        choose(
            None,
            env(&[("LANG", "es_ES.UTF-8"), ("LC_MESSAGES", "ca_ES@valencia")])
        ),
        Language::Catalan
    );
    assert_eq!(
        choose(
            None,
            env(&[("LC_MESSAGES", "ca_ES"), ("LC_ALL", "sw_KE.UTF-8")])
        ),
        Language::Swahili
    );
    // An empty variable is not set; C and unknown languages mean English.
    assert_eq!(
        choose(None, env(&[("LC_ALL", ""), ("LANG", "ca")])),
        Language::Catalan
    );
    assert_eq!(choose(None, env(&[("LANG", "C.UTF-8")])), Language::English);
    assert_eq!(
        choose(None, env(&[("LANG", "fr_FR.UTF-8")])),
        Language::English
    );
    assert_eq!(
        choose(Some(Language::Spanish), env(&[("LANG", "sw_TZ")])),
        Language::Spanish
    );
}

#[test]
fn moves_take_the_side_letters_of_the_language() {
    assert_eq!(move_in(Language::Spanish, "A5L"), "A5I");
    assert_eq!(move_in(Language::Spanish, "a3R>"), "a3D>");
    assert_eq!(move_in(Language::Catalan, "A5L*"), "A5E*");
    assert_eq!(move_in(Language::Swahili, "A5L"), "A5L");
    assert_eq!(move_in(Language::English, "B2R"), "B2R");
    // KIBA arrows and texts that name no hole are left alone.
    assert_eq!(move_in(Language::Spanish, "A4>"), "A4>");
    assert_eq!(move_in(Language::Spanish, "LR"), "LR");
}
