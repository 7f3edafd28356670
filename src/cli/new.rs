//! `bao new lesson|exercise|puzzle CHAPTER/NAME`: scaffold a commented lesson file in a course
//! folder; `bao new puzzle --find` fills the puzzle from one found in random play.

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

mod find;
mod translation;

pub use translation::TranslationArgs;

use super::{Error, position_arg::RulesArg};
use crate::{
    author::{
        names::{self, Target},
        template::{self, Start},
    },
    engine::{Position, Rules},
    files,
    lesson::{self, catalog},
    t,
};

/// Arguments of `bao new`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to write.
    #[command(subcommand)]
    pub what: What,
}

/// The kinds of file `bao new` writes.
#[derive(Debug, clap::Subcommand)]
pub enum What {
    /// A lesson: the rule, quotes, and a first step showing a position and its legal moves.
    Lesson(NewArgs),
    /// A lesson of exercises: one question of each kind, answered by the engine.
    Exercise(NewArgs),
    /// A puzzle lesson: a position whose player to move wins in 2, to replace with your own, or
    /// with --find one found in random play and proved.
    Puzzle(PuzzleArgs),
    /// A translation of a lesson, a chapter or a course into bao's `--lang` (es, ca or sw):
    /// each entry's English in a comment and its text to write; `--update` refreshes one.
    Translation(TranslationArgs),
}

/// Where the new puzzle goes, and whether to find its position.
#[derive(Debug, clap::Args)]
pub struct PuzzleArgs {
    /// Where the lesson goes and what it starts from [default for --from: a win in 2 to
    /// replace].
    #[command(flatten)]
    pub new: NewArgs,
    /// Look for a puzzle in random games instead: a win in 2 with one winning first move, proved
    /// (a bounded search; Ctrl-C stops it).
    #[arg(long, conflicts_with = "from")]
    pub find: bool,
    /// The random games --find plays: another seed finds another puzzle.
    #[arg(long, value_name = "N", requires = "find", default_value_t = 1)]
    pub seed: u64,
}

/// Where the new lesson goes and what it starts from.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The chapter folder and the lesson's name, e.g. `01-namua/first-capture`; the file is
    /// numbered after the chapter's last lesson (`01-namua/03-first-capture.yaml`).
    #[arg(value_name = "CHAPTER/NAME")]
    pub target: String,
    /// The position to start from: a diagram id (built in, or in the course's own diagrams/),
    /// or a POSITION (the one-line form, JSON, or a file holding either) [default: the start
    /// of the game].
    #[arg(long, value_name = "DIAGRAM|POSITION")]
    pub from: Option<String>,
    /// The course folder, made if missing.
    #[arg(long, value_name = "DIR", default_value = "lessons")]
    pub lessons: PathBuf,
    /// The ruleset the lesson is played under.
    #[command(flatten)]
    pub rules: RulesArg,
}

/// The kind of lesson to write.
enum Kind<'a> {
    Lesson,
    Exercise,
    Puzzle(&'a PuzzleArgs),
}

pub(crate) fn run(
    args: &Args,
    language: Option<crate::i18n::Language>,
    colorize: bool,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let (kind, args) = match &args.what {
        What::Translation(args) => return translation::run(args, language, colorize, out),
        What::Lesson(args) => (Kind::Lesson, args),
        What::Exercise(args) => (Kind::Exercise, args),
        What::Puzzle(puzzle) => (Kind::Puzzle(puzzle), &puzzle.new),
    };
    let target = names::target(&args.target).map_err(Error::Usage)?;
    let dir = &args.lessons;
    if dir.exists() && !dir.is_dir() {
        return Err(Error::Usage(t!("cli-new-not-a-folder", path = show(dir))));
    }
    let rules = args.rules.value;
    let chapter_dir = dir.join(&target.chapter);
    let file = lesson_file(dir, &chapter_dir, &target)?;
    let id = file.file_stem().map(|s| s.to_string_lossy().into_owned());
    let title = names::title(&target.name);
    let text = match kind {
        Kind::Puzzle(puzzle) => find::puzzle(puzzle, &title, dir, colorize, out)?,
        Kind::Exercise => {
            let start = start(args.from.as_deref(), dir, rules, colorize)?;
            template::exercise(&title, rules, &start)
                .ok_or_else(|| Error::Usage(t!("cli-new-no-legal-move")))?
        }
        Kind::Lesson => {
            let start = start(args.from.as_deref(), dir, rules, colorize)?;
            template::lesson(&title, rules, &start)
        }
    };
    let mut wrote = Vec::new();
    let chapter_file = chapter_dir.join(catalog::CHAPTER_FILE);
    fs::create_dir_all(&chapter_dir).map_err(|e| Error::Write(show(&chapter_dir), e))?;
    if !chapter_file.exists() {
        let text = template::chapter(&names::title(&target.chapter));
        create(&chapter_file, &text)?;
        wrote.push(t!("cli-new-wrote-chapter", path = show(&chapter_file)));
    }
    let course_file = dir.join(lesson::course_file::COURSE_FILE);
    if !course_file.exists() {
        let title = dir
            .canonicalize()
            .ok()
            .and_then(|d| d.file_name().map(|n| names::title(&n.to_string_lossy())))
            .unwrap_or_else(|| "My Bao lessons".to_owned());
        create(&course_file, &template::course(&title))?;
        wrote.push(t!("cli-new-wrote-course", path = show(&course_file)));
    }
    for (path, text) in lesson::json_schemas() {
        let Some(name) = Path::new(path).file_name() else {
            continue;
        };
        let schema = dir.join(name);
        // A translation's and a glossary's schemas come with `bao new translation`.
        let lesson_schema = ![
            "diagram.schema.json",
            "translation.schema.json",
            "glossary.schema.json",
        ]
        .contains(&name.to_string_lossy().as_ref());
        if lesson_schema && !schema.exists() {
            create(&schema, &text)?;
            wrote.push(t!("cli-new-wrote-schema", path = show(&schema)));
        }
    }
    create(&file, &text)?;
    let course = show(dir);
    let lesson = show(&file);
    writeln!(out, "{}", t!("cli-new-wrote", what = lesson.as_str()))?;
    for line in wrote {
        writeln!(out, "{}", t!("cli-new-wrote", what = line))?;
    }
    let which = id.map(|id| format!(" {id}")).unwrap_or_default();
    let bao = super::invocation();
    let steps = [
        (
            t!("cli-new-next-edit", path = lesson.as_str()),
            t!("cli-new-next-edit-what"),
        ),
        (
            format!("{bao} check {course}"),
            t!("cli-new-next-check-what"),
        ),
        (
            format!("{bao} record {lesson}"),
            t!("cli-new-next-record-what"),
        ),
        (
            format!("{bao} learn --lessons {course}{which}"),
            t!("cli-new-next-learn-what"),
        ),
    ];
    let width = steps
        .iter()
        .map(|(c, _)| c.chars().count())
        .max()
        .unwrap_or(0);
    writeln!(out, "{}", t!("cli-new-next"))?;
    for (command, what) in steps {
        writeln!(out, "  {command:<width$}   {what}")?;
    }
    Ok(ExitCode::SUCCESS)
}

fn show(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

/// Writes a new file atomically, refusing to overwrite one: on a full disk nothing is left
/// behind, never a part-written file that later runs would read.
fn create(path: &Path, text: &str) -> Result<(), Error> {
    files::create_new(path, text).map_err(|e| {
        if e.kind() == io::ErrorKind::AlreadyExists {
            Error::Usage(t!("cli-new-exists", path = show(path)))
        } else {
            Error::Write(show(path), e)
        }
    })
}

/// Finds the new lesson's file: numbered after the chapter's last lesson, its name new in the
/// chapter and its id new in the course.
fn lesson_file(dir: &Path, chapter_dir: &Path, target: &Target) -> Result<PathBuf, Error> {
    let files = yaml_names(chapter_dir);
    if let Some(same) = files.iter().find(|f| names::lesson_name(f) == target.name) {
        return Err(Error::Usage(t!(
            "cli-new-name-taken",
            chapter = target.chapter.as_str(),
            name = target.name.as_str(),
            path = show(&chapter_dir.join(same))
        )));
    }
    let number = names::next_number(files.iter().map(String::as_str))
        .ok_or_else(|| Error::Usage(t!("cli-new-full", chapter = target.chapter.as_str())))?;
    let file_name = format!("{number:02}-{}.yaml", target.name);
    let chapters = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok);
    for chapter in chapters {
        let taken = chapter.path().join(&file_name);
        if taken.is_file() {
            return Err(Error::Usage(t!(
                "cli-new-id-taken",
                path = show(&taken),
                id = format!("{number:02}-{}", target.name)
            )));
        }
    }
    Ok(chapter_dir.join(file_name))
}

/// Lists a folder's `.yaml` file names (none when it does not exist).
fn yaml_names(dir: &Path) -> Vec<String> {
    let entries = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok);
    entries
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml") && n != catalog::CHAPTER_FILE)
        .collect()
}

/// Reads `--from`: a diagram id of the course's own diagrams or the library, or a POSITION.
pub(super) fn start(
    from: Option<&str>,
    dir: &Path,
    rules: Rules,
    colorize: bool,
) -> Result<Start, Error> {
    let Some(from) = from else {
        return Ok(Start::Position(Position::start(rules)));
    };
    let folders = [dir.join("diagrams"), catalog::default_library()];
    super::position_arg::read_in(from, rules, &folders, colorize)
}
