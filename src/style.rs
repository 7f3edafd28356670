//! Colour, decided once at start-up. A [`Styles`] is plain by default, so tests see plain text.

use owo_colors::Style;

/// When to colour the output (`--color`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// Colour when standard output is a terminal that supports it and NO_COLOR is not set.
    #[default]
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

impl ColorChoice {
    /// Decides once whether to colour standard output.
    #[must_use]
    pub fn should_colorize(self) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            // supports-color reads NO_COLOR, FORCE_COLOR, TERM and whether stdout is a terminal.
            ColorChoice::Auto => supports_color::on(supports_color::Stream::Stdout).is_some(),
        }
    }
}

/// The styles of every role the output has; all plain unless [`Styles::colorized`] is called.
#[derive(Clone, Copy, Debug, Default)]
pub struct Styles {
    /// Lesson titles.
    pub title: Style,
    /// Headings.
    pub heading: Style,
    /// Holes a step touches on a board.
    pub highlight: Style,
    /// The nyumba.
    pub nyumba: Style,
    /// Hole and row labels around a board.
    pub label: Style,
    /// Captures in trace text.
    pub capture: Style,
    /// Success marks (✓) and right answers.
    pub ok: Style,
    /// Failure marks (✗), wrong answers and errors.
    pub error: Style,
    /// Prompts and key hints.
    pub prompt: Style,
    /// Quotations of the sources.
    pub quote: Style,
    /// Emphasis in lesson prose.
    pub emphasis: Style,
    /// Strong emphasis in lesson prose.
    pub strong: Style,
    /// Code and notation in lesson prose.
    pub code: Style,
}

impl Styles {
    /// Makes the styles for a colour terminal.
    #[must_use]
    pub fn colorized() -> Styles {
        Styles {
            title: Style::new().bold().underline().cyan(),
            heading: Style::new().bold().cyan(),
            highlight: Style::new().bold().yellow(),
            nyumba: Style::new().bold(),
            label: Style::new().dimmed(),
            capture: Style::new().red(),
            ok: Style::new().green().bold(),
            error: Style::new().red().bold(),
            prompt: Style::new().cyan(),
            quote: Style::new().italic(),
            emphasis: Style::new().italic(),
            strong: Style::new().bold(),
            code: Style::new().magenta(),
        }
    }

    /// Makes plain or colour styles as `colorize` says.
    #[must_use]
    pub fn new(colorize: bool) -> Styles {
        if colorize {
            Styles::colorized()
        } else {
            Styles::default()
        }
    }
}
