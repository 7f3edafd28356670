//! The English side of a translation: every text of a lesson, chapter, course or published
//! diagram a translation may replace, each named by its [`Slot`], and how a text is put in its place.

use std::{fmt, path::PathBuf};

use crate::{
    i18n::Language,
    lesson::model::{Chapter, CourseInfo, Diagram, Exercise, Lesson},
};

/// Where a translated text goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Slot {
    /// The title of a lesson, chapter or course.
    Title,
    /// A lesson's rule.
    Rule,
    /// A chapter's introduction.
    Intro,
    /// The gloss of a lesson's quote, counted from 1.
    Gloss(u32),
    /// The `say` of a step, counted from 1.
    Say(u32),
    /// The `prompt` of a step's exercise.
    Prompt(u32),
    /// The `hint` of a step's exercise.
    Hint(u32),
    /// The `idea` of a step's puzzle.
    Idea(u32),
    /// A diagram's note.
    Note,
    /// The gloss of a diagram's claim, counted from 1.
    Claim(u32),
}

impl Slot {
    /// Gets the key the slot is written under in a translation file.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Slot::Title => "title",
            Slot::Rule => "rule",
            Slot::Intro => "intro",
            Slot::Gloss(_) => "gloss",
            Slot::Say(_) => "say",
            Slot::Prompt(_) => "prompt",
            Slot::Hint(_) => "hint",
            Slot::Idea(_) => "idea",
            Slot::Note => "note",
            Slot::Claim(_) => "gloss",
        }
    }

    /// Gets the step or quote number of a slot inside one.
    #[must_use]
    pub fn number(self) -> Option<u32> {
        match self {
            Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => None,
            Slot::Gloss(n)
            | Slot::Say(n)
            | Slot::Prompt(n)
            | Slot::Hint(n)
            | Slot::Idea(n)
            | Slot::Claim(n) => Some(n),
        }
    }
}

impl Slot {
    /// Says the slot in the reader's language, for a problem's message: "step 3's `say`".
    #[must_use]
    pub fn words(self) -> String {
        let place = match self {
            Slot::Gloss(_) => "quote",
            Slot::Claim(_) => "claim",
            Slot::Say(_) | Slot::Prompt(_) | Slot::Hint(_) | Slot::Idea(_) => "step",
            Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => "file",
        };
        crate::t!(
            "check-tr-slot",
            place = place,
            number = self.number().unwrap_or_default(),
            key = self.key()
        )
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => {
                write!(f, "the `{}`", self.key())
            }
            Slot::Gloss(n) => write!(f, "quote {n}'s `gloss`"),
            Slot::Claim(n) => write!(f, "claim {n}'s `gloss`"),
            Slot::Say(n) | Slot::Prompt(n) | Slot::Hint(n) | Slot::Idea(n) => {
                write!(f, "step {n}'s `{}`", self.key())
            }
        }
    }
}

/// What a translation file translates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A lesson: its title, rule, quotes' glosses and steps' texts.
    Lesson,
    /// A chapter: its title and intro.
    Chapter,
    /// A course: its title.
    Course,
    /// A published diagram: its title, note and claims' glosses.
    Diagram,
}

impl Kind {
    /// Gets the kind's name in messages.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Kind::Lesson => "lesson",
            Kind::Chapter => "chapter",
            Kind::Course => "course",
            Kind::Diagram => "diagram",
        }
    }
}

/// One English text a translation may replace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct English {
    /// Where it is.
    pub slot: Slot,
    /// The text, as the file gives it.
    pub text: String,
    /// The language of the quote a gloss belongs to.
    pub quote: Option<Language>,
}

/// A lesson, chapter or course whose texts are translated.
pub enum Target<'a> {
    /// A lesson.
    Lesson(&'a mut Lesson),
    /// A chapter.
    Chapter(&'a mut Chapter),
    /// A course.
    Course(&'a mut CourseInfo),
    /// A published diagram.
    Diagram(&'a mut Diagram),
}

impl Target<'_> {
    /// Gets what kind of file it is.
    #[must_use]
    pub fn kind(&self) -> Kind {
        match self {
            Target::Lesson(_) => Kind::Lesson,
            Target::Chapter(_) => Kind::Chapter,
            Target::Course(_) => Kind::Course,
            Target::Diagram(_) => Kind::Diagram,
        }
    }

    /// Gets the English file.
    #[must_use]
    pub fn file(&self) -> PathBuf {
        match self {
            Target::Lesson(l) => l.file.clone(),
            Target::Chapter(c) => c.file.clone(),
            Target::Course(c) => c.file.clone(),
            Target::Diagram(d) => d.file.clone(),
        }
    }

    /// Gets every English text, in the order of a translation file; empty texts are left out.
    #[must_use]
    pub fn english(&self) -> Vec<English> {
        let mut out = Vec::new();
        let mut push = |slot, text: &str, quote| {
            if !text.trim().is_empty() {
                out.push(English {
                    slot,
                    text: text.to_owned(),
                    quote,
                });
            }
        };
        match self {
            Target::Course(c) => push(Slot::Title, &c.course.title, None),
            Target::Diagram(d) => {
                push(Slot::Title, &d.title, None);
                push(Slot::Note, d.note.as_deref().unwrap_or(""), None);
                // A claim's gloss explains it even to a reader of its language: every language
                // has its own.
                for (n, c) in (1..).zip(&d.claims) {
                    push(Slot::Claim(n), c.gloss.as_deref().unwrap_or(""), None);
                }
            }
            Target::Chapter(c) => {
                push(Slot::Title, &c.title, None);
                push(Slot::Intro, &c.intro, None);
            }
            Target::Lesson(l) => {
                push(Slot::Title, &l.title, None);
                push(Slot::Rule, &l.rule, None);
                for (n, q) in (1..).zip(&l.quotes) {
                    push(Slot::Gloss(n), &q.gloss, Some(q.language));
                }
                for (n, step) in (1..).zip(&l.steps) {
                    push(Slot::Say(n), step.say.as_deref().unwrap_or(""), None);
                    if let Some(exercise) = &step.exercise {
                        let (prompt, hint) = texts(exercise);
                        push(Slot::Prompt(n), prompt.as_deref().unwrap_or(""), None);
                        push(Slot::Hint(n), hint.as_deref().unwrap_or(""), None);
                    }
                    if let Some(puzzle) = &step.checks.puzzle {
                        push(Slot::Idea(n), puzzle.idea.as_deref().unwrap_or(""), None);
                    }
                }
            }
        }
        out
    }

    /// Counts the lesson's steps and quotes (a diagram's claims), for messages about one that
    /// does not exist.
    #[must_use]
    pub fn counts(&self) -> (usize, usize) {
        match self {
            Target::Lesson(l) => (l.steps.len(), l.quotes.len()),
            Target::Diagram(d) => (0, d.claims.len()),
            _ => (0, 0),
        }
    }

    /// Puts `text` in place of the English at `slot`, if there is English there.
    pub fn set(&mut self, slot: Slot, text: &str) {
        let text = text.to_owned();
        match (self, slot) {
            (Target::Course(c), Slot::Title) => c.course.title = text,
            (Target::Chapter(c), Slot::Title) => c.title = text,
            (Target::Chapter(c), Slot::Intro) => c.intro = text,
            (Target::Lesson(l), Slot::Title) => l.title = text,
            (Target::Lesson(l), Slot::Rule) => l.rule = text,
            (Target::Diagram(d), Slot::Title) => d.title = text,
            (Target::Diagram(d), Slot::Note) => d.note = Some(text),
            (Target::Diagram(d), Slot::Claim(n)) => {
                let claim = usize::try_from(n)
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .and_then(|i| d.claims.get_mut(i));
                if let Some(claim) = claim {
                    claim.gloss = Some(text);
                }
            }
            (Target::Lesson(l), slot) => {
                let Some(index) = slot
                    .number()
                    .and_then(|n| usize::try_from(n).ok())
                    .and_then(|n| n.checked_sub(1))
                else {
                    return;
                };
                match slot {
                    Slot::Gloss(_) => {
                        if let Some(q) = l.quotes.get_mut(index) {
                            q.gloss = text;
                        }
                    }
                    _ => {
                        if let Some(step) = l.steps.get_mut(index) {
                            set_in_step(step, slot, text);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// Puts a text in a step's `say`, exercise or puzzle.
fn set_in_step(step: &mut crate::lesson::model::Step, slot: Slot, text: String) {
    match slot {
        Slot::Say(_) => step.say = Some(text),
        Slot::Prompt(_) | Slot::Hint(_) => {
            if let Some(exercise) = &mut step.exercise {
                let (prompt, hint) = texts_mut(exercise);
                if matches!(slot, Slot::Prompt(_)) {
                    *prompt = Some(text);
                } else {
                    *hint = Some(text);
                }
            }
        }
        Slot::Idea(_) => {
            if let Some(puzzle) = &mut step.checks.puzzle {
                puzzle.idea = Some(text);
            }
        }
        Slot::Title | Slot::Rule | Slot::Intro | Slot::Gloss(_) | Slot::Note | Slot::Claim(_) => {}
    }
}

/// Gets an exercise's prompt and hint.
fn texts(exercise: &Exercise) -> (&Option<String>, &Option<String>) {
    match exercise {
        Exercise::FindMove { prompt, hint, .. }
        | Exercise::LastHole { prompt, hint, .. }
        | Exercise::Captured { prompt, hint, .. }
        | Exercise::Legal { prompt, hint, .. } => (prompt, hint),
    }
}

/// Gets an exercise's prompt and hint to change.
fn texts_mut(exercise: &mut Exercise) -> (&mut Option<String>, &mut Option<String>) {
    match exercise {
        Exercise::FindMove { prompt, hint, .. }
        | Exercise::LastHole { prompt, hint, .. }
        | Exercise::Captured { prompt, hint, .. }
        | Exercise::Legal { prompt, hint, .. } => (prompt, hint),
    }
}
