//! Names of new lessons: `CHAPTER/NAME` read and checked, numbered after the chapter's last
//! lesson, and turned into titles.

use crate::lesson::validate::{id_like, is_valid_id};

/// Where a new lesson goes: its chapter folder and its name (without the number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The chapter folder's name, e.g. `04-namua`.
    pub chapter: String,
    /// The lesson's name, e.g. `first-capture`.
    pub name: String,
}

/// Reads `CHAPTER/NAME`.
///
/// # Errors
/// Returns what is wrong, in words for the teacher: no `/`, or a part that is not lowercase
/// letters, digits and `-`.
pub fn target(text: &str) -> Result<Target, String> {
    let Some((chapter, name)) = text.split_once('/') else {
        return Err(crate::t!("cli-new-not-target", text = text));
    };
    if name.contains('/') {
        return Err(crate::t!("cli-new-two-slashes", text = text));
    }
    check(Part::Chapter, chapter)?;
    check(Part::Lesson, name)?;
    Ok(Target {
        chapter: chapter.to_owned(),
        name: name.to_owned(),
    })
}

/// The part of `CHAPTER/NAME` a name is.
#[derive(Clone, Copy)]
enum Part {
    Chapter,
    Lesson,
}

/// Checks a name: lowercase letters, digits and `-`, as ids are.
fn check(part: Part, name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err(match part {
            Part::Chapter => crate::t!("cli-new-chapter-empty"),
            Part::Lesson => crate::t!("cli-new-name-empty"),
        });
    }
    if is_valid_id(name) {
        return Ok(());
    }
    let suggestion = id_like(name);
    Err(match (part, suggestion.is_empty()) {
        (Part::Chapter, true) => crate::t!("cli-new-chapter-bad", name = name),
        (Part::Lesson, true) => crate::t!("cli-new-name-bad", name = name),
        (Part::Chapter, false) => {
            crate::t!("cli-new-chapter-bad-like", name = name, like = suggestion)
        }
        (Part::Lesson, false) => {
            crate::t!("cli-new-name-bad-like", name = name, like = suggestion)
        }
    })
}

/// Gets the number of a lesson file name, `NN-…`.
#[must_use]
pub fn number(file_name: &str) -> Option<u8> {
    let bytes = file_name.as_bytes();
    match bytes {
        [a, b, b'-', ..] if a.is_ascii_digit() && b.is_ascii_digit() => {
            Some((a - b'0') * 10 + (b - b'0'))
        }
        _ => None,
    }
}

/// Gets the number after the highest of the chapter's lesson files; `None` past 99.
#[must_use]
pub fn next_number<'a>(file_names: impl IntoIterator<Item = &'a str>) -> Option<u8> {
    let highest = file_names.into_iter().filter_map(number).max().unwrap_or(0);
    (highest < 99).then_some(highest + 1)
}

/// Gets the name a file gives a lesson: its name without `NN-` and `.yaml`.
#[must_use]
pub fn lesson_name(file_name: &str) -> &str {
    let stem = file_name.strip_suffix(".yaml").unwrap_or(file_name);
    if number(stem).is_some() {
        &stem[3..]
    } else {
        stem
    }
}

/// Makes a title of a name: `04-first-capture` gives "First capture".
#[must_use]
pub fn title(name: &str) -> String {
    let words = if number(name).is_some() {
        &name[3..]
    } else {
        name
    };
    let text = words.replace('-', " ");
    let text = text.trim();
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => name.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_are_checked() {
        assert_eq!(
            target("01-namua/first-capture").unwrap(),
            Target {
                chapter: "01-namua".into(),
                name: "first-capture".into()
            }
        );
        assert!(target("first").unwrap_err().contains("is not CHAPTER/NAME"));
        assert!(target("a/b/c").unwrap_err().contains("more than one `/`"));
        assert!(target("/b").unwrap_err().contains("the chapter is empty"));
        let err = target("Namua/First Capture").unwrap_err();
        assert!(err.contains("the chapter `Namua` may only have"), "{err}");
        assert!(err.ends_with("e.g. `namua`"), "{err}");
        let err = target("namua/First Capture").unwrap_err();
        assert!(err.ends_with("e.g. `first-capture`"), "{err}");
        assert!(!target("namua/ä").unwrap_err().contains("e.g."));
    }

    #[test]
    fn lessons_are_numbered_after_the_last() {
        assert_eq!(next_number([]), Some(1));
        assert_eq!(
            next_number(["01-a.yaml", "03-b.yaml", "chapter.yaml"]),
            Some(4)
        );
        assert_eq!(next_number(["99-z.yaml"]), None);
        assert_eq!(lesson_name("03-first-capture.yaml"), "first-capture");
        assert_eq!(lesson_name("intro.yaml"), "intro");
    }

    #[test]
    fn titles_come_from_names() {
        assert_eq!(title("04-first-capture"), "First capture");
        assert_eq!(title("namua"), "Namua");
        assert_eq!(title("07-"), "07-");
    }
}
