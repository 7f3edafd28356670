//! The command line's help in the language bao speaks: every command's about and every
//! argument's help come from the catalogue (`cli-about-…`, `cli-arg-…`), and so do the headings
//! clap lets a program name ("Usage", "Arguments", "Options", "Commands") and the help and
//! version flags. English is clap's own command, built from the doc comments, untouched.
//!
//! What clap writes itself stays English: "Possible values:", `[default: …]` and the
//! parser's errors.

use clap::{
    Arg, ArgAction, Command, CommandFactory,
    builder::{EnumValueParser, PossibleValue, TypedValueParser},
};

mod tables;

use tables::{ABOUTS, ARGS, VALUES};

use super::Args;
use crate::{
    i18n::{self, Language},
    style::ColorChoice,
};

/// Gets bao's command line with its help in `language`: clap's own command for English.
#[must_use]
pub(super) fn command(language: Language) -> Command {
    let command = Args::command();
    if language == Language::English {
        return command;
    }
    let command = command
        .mut_arg("color", |arg| {
            let values = described(&arg);
            arg.value_parser(Described {
                parser: EnumValueParser::<ColorChoice>::new(),
                values,
            })
        })
        .mut_arg("lang", |arg| {
            let values = described(&arg);
            arg.value_parser(Described {
                parser: EnumValueParser::<Language>::new(),
                values,
            })
        });
    let command = command.mut_subcommand("solve", |solve| {
        solve.mut_arg("method", |arg| {
            let values = described(&arg);
            arg.value_parser(Described {
                parser: EnumValueParser::<super::solve::MethodArg>::new(),
                values,
            })
        })
    });
    localize(command, "").disable_version_flag(true).arg(
        Arg::new("version")
            .short('V')
            .long("version")
            .action(ArgAction::Version)
            .help(text("cli-flag-version")),
    )
}

/// Puts the catalogue's texts into `command` (at `path`) and its subcommands.
fn localize(command: Command, path: &str) -> Command {
    let mut command = command
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(text("cli-flag-help"))
                .long_help(text("cli-flag-help-long")),
        )
        .mut_args(|arg| {
            match ARGS
                .iter()
                .find(|(p, id, _)| matches(p, path) && *id == arg.get_id().as_str())
            {
                Some((_, _, message)) => arg.help(text(message)).long_help(None::<&str>),
                None => arg,
            }
        });
    let template = template(
        command.get_subcommands().next().is_some(),
        command.get_positionals().next().is_some(),
    );
    command = command.help_template(template);
    if let Some((_, message)) = ABOUTS.iter().find(|(p, _)| *p == path) {
        command = command.about(text(message)).long_about(None::<&str>);
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    for name in names {
        let below = if path.is_empty() {
            name.clone()
        } else {
            format!("{path} {name}")
        };
        command = command.mut_subcommand(name, |sub| localize(sub, &below));
    }
    command
}

/// Gets the help's template: clap's own, with the headings said in the language bao speaks
/// (clap names its sections only in English), and the sections a command has.
fn template(subcommands: bool, positionals: bool) -> String {
    let mut sections = Vec::new();
    if subcommands {
        sections.push(format!(
            "{}:\n{{subcommands}}",
            text("cli-heading-commands")
        ));
    }
    if positionals {
        sections.push(format!(
            "{}:\n{{positionals}}",
            text("cli-heading-arguments")
        ));
    }
    sections.push(format!("{}:\n{{options}}", text("cli-heading-options")));
    format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{}{{after-help}}",
        text("cli-heading-usage"),
        sections.join("\n\n")
    )
}

/// Checks if a table's command path names the command at `path` (`*` is any one word).
fn matches(pattern: &str, path: &str) -> bool {
    pattern == "*" && !path.is_empty()
        || pattern == path
        || pattern.strip_suffix(" *").is_some_and(|head| {
            path.strip_prefix(head)
                .and_then(|rest| rest.strip_prefix(' '))
                .is_some_and(|rest| !rest.contains(' '))
        })
}

/// Gets an argument's values, each with its help from [`VALUES`].
fn described(arg: &Arg) -> Vec<PossibleValue> {
    let id = arg.get_id().as_str();
    arg.get_possible_values()
        .into_iter()
        .map(|value| {
            match VALUES
                .iter()
                .find(|(a, v, _)| *a == id && *v == value.get_name())
            {
                Some((_, _, message)) => value.help(text(message)),
                None => value,
            }
        })
        .collect()
}

/// Says a message of the catalogue named in a table.
fn text(id: &str) -> String {
    i18n::text(id, &[])
}

/// A value parser whose values are described in the language bao speaks; it parses as the
/// parser it wraps.
#[derive(Clone)]
struct Described<P> {
    parser: P,
    values: Vec<PossibleValue>,
}

impl<P: TypedValueParser> TypedValueParser for Described<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        self.parser.parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

#[cfg(test)]
mod tests {
    use clap::Command;

    use super::{ABOUTS, ARGS, command, matches};
    use crate::i18n::{Catalogue, Language, builtin_files};

    /// Finds the command at a path of subcommand names below `bao`.
    fn at<'a>(root: &'a Command, path: &str) -> Option<&'a Command> {
        path.split_whitespace()
            .try_fold(root, |command, name| command.find_subcommand(name))
    }

    #[test]
    fn the_localized_command_is_a_valid_clap_command_in_every_language() {
        for language in Language::ALL {
            command(language).debug_assert();
        }
    }

    #[test]
    fn every_table_entry_names_a_command_and_an_argument_that_exist() {
        let root = command(Language::English);
        for (path, _) in ABOUTS {
            assert!(at(&root, path).is_some(), "no command `{path}`");
        }
        for (pattern, id, _) in ARGS {
            let paths: Vec<String> = if pattern.contains('*') {
                let head = pattern.trim_end_matches('*').trim();
                let parent = at(&root, head).expect("the pattern's parent exists");
                parent
                    .get_subcommands()
                    .map(|c| format!("{head} {}", c.get_name()).trim().to_owned())
                    .collect()
            } else {
                vec![(*pattern).to_owned()]
            };
            let found = paths.iter().any(|path| {
                at(&root, path).is_some_and(|c| c.get_arguments().any(|a| a.get_id() == *id))
            });
            assert!(found, "no argument `{id}` in `{pattern}`");
        }
    }

    #[test]
    fn a_pattern_matches_its_commands_only() {
        assert!(matches("check", "check"));
        assert!(!matches("check", "checks"));
        assert!(matches("*", "moves"));
        assert!(!matches("*", ""));
        assert!(matches("new *", "new puzzle"));
        assert!(!matches("new *", "new"));
        assert!(!matches("new *", "newer puzzle"));
    }

    #[test]
    fn a_message_missing_from_a_language_is_said_in_english() {
        let files = builtin_files();
        let cli = |language: Language| {
            files
                .iter()
                .find(|f| f.language == language && f.area == "cli")
                .expect("every language has a cli file")
                .text
        };
        let spanish: String = cli(Language::Spanish)
            .lines()
            .filter(|line| !line.starts_with("cli-heading-usage "))
            .map(|line| format!("{line}\n"))
            .collect();
        let catalogue = Catalogue::new([
            (Language::English, cli(Language::English)),
            (Language::Spanish, spanish.as_str()),
        ]);
        assert!(!catalogue.has(Language::Spanish, "cli-heading-usage"));
        assert_eq!(
            catalogue.text(Language::Spanish, "cli-heading-usage", &[]),
            "Usage:"
        );
        assert_eq!(
            catalogue.text(Language::Spanish, "cli-heading-options", &[]),
            "Opciones"
        );
        // A language with no file at all says everything in English.
        assert_eq!(
            catalogue.text(
                Language::Swahili,
                "cli-error-cannot-read",
                &[("path", "x".into()), ("reason", "y".into())]
            ),
            "cannot read `x`: y"
        );
    }
}
