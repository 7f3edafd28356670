//! The translations of published diagrams: `diagrams/gc-d04.es.yaml` beside `gc-d04.yaml`, with
//! the diagram's `title`, its `note` and each claim's `gloss` (a claim's `text` is a quote and
//! keeps its language), read and compared as a lesson's translation is.
//!
//! A diagram folder is shared by the courses that name its diagrams, so the languages it must
//! have are those listed by the courses checked with it; a file present for a language is always
//! checked. A lesson that names a diagram shows its title: [`titles`] puts the translated one in
//! place of the English wherever a lesson or claim names it.

use std::{collections::BTreeMap, path::PathBuf};

use super::{
    english::{Kind, Slot, Target},
    fingerprint, read, translation_path,
};
use crate::{
    i18n::Language,
    lesson::{
        catalog,
        diagnostic::Problem,
        model::{Catalog, Checks, Play},
    },
};

/// Translates every diagram of `catalog`, noting the problems of their translations; `listed`
/// says whether the courses read list `language` (`None`: no course was read with them).
pub(super) fn translate(
    catalog: &mut Catalog,
    language: Language,
    listed: Option<bool>,
    problems: &mut Vec<Problem>,
) {
    // Only a language a course lists is asked of every diagram; one it does not list is still
    // checked where a file is present, with no complaint that it is there.
    let listed = listed.filter(|l| *l).map(|_| [language]);
    for diagram in &mut catalog.diagrams {
        super::one(
            Target::Diagram(diagram),
            language,
            listed.as_ref().map(<[Language; 1]>::as_slice),
            problems,
        );
    }
    titles(catalog, language);
}

/// Puts the translated title of each published diagram a lesson's step or a diagram's claim
/// names in place of its English: the translation is looked up beside the diagram in the
/// catalog's diagram folders, and used only when it translates that very English title.
fn titles(catalog: &mut Catalog, language: Language) {
    let folders = folders(catalog);
    let mut found: BTreeMap<(String, String), Option<String>> = BTreeMap::new();
    let mut translate = |checks: &mut Checks| {
        let Some(Play::Legal { expect, .. }) = &mut checks.play else {
            return;
        };
        let Some(position) = &mut expect.position else {
            return;
        };
        let Some(title) = &position.title else {
            return;
        };
        let key = (position.name.clone(), title.clone());
        let translated = found
            .entry(key)
            .or_insert_with(|| title_of(&folders, &position.name, title, language));
        if let Some(text) = translated {
            position.title = Some(text.clone());
        }
    };
    for chapter in &mut catalog.chapters {
        for lesson in &mut chapter.lessons {
            for step in &mut lesson.steps {
                translate(&mut step.checks);
            }
        }
    }
    for diagram in &mut catalog.diagrams {
        for claim in &mut diagram.claims {
            translate(&mut claim.checks);
        }
    }
}

/// Lists the folders a diagram named by a lesson may be in, in the order the catalog reads them.
fn folders(catalog: &Catalog) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    let mut add = |dir: PathBuf| {
        if !out.contains(&dir) {
            out.push(dir);
        }
    };
    for diagram in &catalog.diagrams {
        if let Some(dir) = diagram.file.parent() {
            add(dir.to_owned());
        }
    }
    for chapter in catalog.chapters.iter().filter(|c| !c.id.is_empty()) {
        if let Some(own) = chapter.file.parent().and_then(catalog::course_diagrams) {
            add(own);
        }
    }
    add(catalog::default_library());
    add(catalog::builtin_diagrams().to_owned());
    out
}

/// Finds the translation into `language` of the title `english` of the diagram `id`.
fn title_of(folders: &[PathBuf], id: &str, english: &str, language: Language) -> Option<String> {
    let want = fingerprint(english);
    folders.iter().find_map(|dir| {
        let path = translation_path(&dir.join(format!("{id}.yaml")), language);
        if !path.is_file() {
            return None;
        }
        let translation = read::read(&path, language, Kind::Diagram).ok()?;
        translation
            .entries
            .into_iter()
            .find(|e| {
                e.slot == Slot::Title && e.source.value == want && !e.text.value.trim().is_empty()
            })
            .map(|e| e.text.value)
    })
}
