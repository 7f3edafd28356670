//! Lesson Markdown in a terminal: wrapped paragraphs, lists and quotes, styled by role.

use owo_colors::{OwoColorize, Style};
use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::style::Styles;

/// A word with the style it is drawn in; `glue` words attach to the previous one without a space.
#[derive(Clone, Debug)]
struct Word {
    text: String,
    style: Style,
    glue: bool,
}

/// Renders Markdown as terminal text wrapped at `width` columns.
///
/// Raw HTML is shown as text, never interpreted.
#[must_use]
pub fn render(markdown: &str, width: usize, styles: &Styles) -> String {
    let mut out = Renderer {
        styles,
        width: width.max(20),
        lines: Vec::new(),
        words: Vec::new(),
        stack: Vec::new(),
        prefix: Vec::new(),
        list: Vec::new(),
        space: true,
        code: false,
        cells: Vec::new(),
    };
    for event in Parser::new_ext(
        markdown,
        Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TABLES,
    ) {
        out.event(event);
    }
    out.flush();
    while out.lines.last().is_some_and(String::is_empty) {
        out.lines.pop();
    }
    let mut text = out.lines.join("\n");
    text.push('\n');
    text
}

/// Makes text from a file safe to print: every character that would act on a terminal (an
/// escape, a bell, a carriage return, a bidirectional override) becomes `\u{fffd}`, so a lesson
/// cannot drive the terminal. The notation's [`echoed`](crate::engine::notation::echoed) is the
/// one home of that rule.
#[must_use]
pub fn printable(text: &str) -> String {
    crate::engine::notation::echoed(text)
}

/// Wraps plain text (no Markdown) at `width` columns, between words only; continuation lines
/// keep the first line's leading spaces. Control characters are made [`printable`].
#[must_use]
pub fn wrap(text: &str, width: usize) -> String {
    let text = text
        .split('\n')
        .map(printable)
        .collect::<Vec<_>>()
        .join("\n");
    let text = text.as_str();
    let indent: String = text.chars().take_while(|c| *c == ' ').collect();
    let mut lines = Vec::new();
    let mut line = indent.clone();
    for word in text.split_whitespace() {
        let fits = line.chars().count() + 1 + word.chars().count() <= width;
        if line.trim().is_empty() {
            line.push_str(word);
        } else if fits {
            line.push(' ');
            line.push_str(word);
        } else {
            lines.push(std::mem::replace(&mut line, format!("{indent}  {word}")));
        }
    }
    lines.push(line);
    lines.join("\n")
}

struct Renderer<'s> {
    styles: &'s Styles,
    width: usize,
    lines: Vec<String>,
    words: Vec<Word>,
    stack: Vec<Style>,
    /// Prefixes of nested blocks: list indents and quote bars.
    prefix: Vec<String>,
    /// For each open list, the next number (`None` for bullets).
    list: Vec<Option<u64>>,
    /// The text seen last ended with white space.
    space: bool,
    /// Inside a code block, whose lines are kept as they are.
    code: bool,
    /// The cells of the table row being read.
    cells: Vec<String>,
}

impl Renderer<'_> {
    fn current(&self) -> Style {
        self.stack.last().copied().unwrap_or_default()
    }

    fn text(&mut self, text: &str) {
        let text = &printable(text);
        let style = self.current();
        let mut first = true;
        for piece in text.split(char::is_whitespace) {
            if !piece.is_empty() {
                let glue = first && !self.space;
                self.words.push(Word {
                    text: piece.to_owned(),
                    style,
                    glue,
                });
            }
            first = false;
        }
        self.space = text.ends_with(char::is_whitespace);
        if text.chars().all(char::is_whitespace) && !text.is_empty() {
            self.space = true;
        }
    }

    fn event(&mut self, event: Event<'_>) {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(text) if self.code => {
                let prefix = self.prefix.concat();
                for line in text.lines() {
                    self.lines.push(
                        format!("{prefix}{}", printable(line).style(self.current()))
                            .trim_end()
                            .to_owned(),
                    );
                }
            }
            Event::Text(text) | Event::Html(text) | Event::InlineHtml(text) => self.text(&text),
            // A code span (a move, a position to copy) is one word: never broken across lines.
            Event::Code(code) => {
                let text = printable(&code)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                if !text.is_empty() {
                    self.words.push(Word {
                        text,
                        style: self.styles.code,
                        glue: !self.space,
                    });
                }
                self.space = false;
            }
            Event::SoftBreak => self.space = true,
            Event::HardBreak => self.flush(),
            Event::Rule => {
                self.flush();
                self.lines.push("-".repeat(self.width.min(40)));
                self.lines.push(String::new());
            }
            _ => {}
        }
    }

    fn start(&mut self, tag: Tag<'_>) {
        match tag {
            // Inline styles change nothing about the spacing: `(**Bao hamna**)` stays glued.
            Tag::Emphasis => return self.stack.push(self.styles.emphasis),
            Tag::Strong => return self.stack.push(self.styles.strong),
            Tag::Strikethrough | Tag::Link { .. } | Tag::Image { .. } => return,
            Tag::Heading { level, .. } => {
                self.flush();
                self.stack.push(if level == HeadingLevel::H1 {
                    self.styles.title
                } else {
                    self.styles.heading
                });
            }
            Tag::BlockQuote(_) => {
                self.flush();
                self.prefix.push("| ".to_owned());
                self.stack.push(self.styles.quote);
            }
            Tag::List(start) => {
                self.flush();
                self.list.push(start);
            }
            Tag::Item => {
                self.flush();
                let marker = match self.list.last_mut() {
                    Some(Some(n)) => {
                        *n += 1;
                        format!("{}. ", *n - 1)
                    }
                    _ => "- ".to_owned(),
                };
                self.prefix.push(marker);
            }
            Tag::CodeBlock(_) => {
                self.flush();
                self.prefix.push("    ".to_owned());
                self.stack.push(self.styles.code);
                self.code = true;
            }
            Tag::Table(_) => self.flush(),
            _ => {}
        }
        self.space = true;
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Emphasis | TagEnd::Strong => {
                self.stack.pop();
            }
            TagEnd::Heading(_) => {
                self.flush();
                self.stack.pop();
                self.blank();
            }
            TagEnd::Paragraph => {
                self.flush();
                if self.list.is_empty() {
                    self.blank();
                }
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.prefix.pop();
                self.stack.pop();
                self.blank();
            }
            TagEnd::Item => {
                self.flush();
                self.prefix.pop();
            }
            TagEnd::List(_) => {
                self.flush();
                self.list.pop();
                if self.list.is_empty() {
                    self.blank();
                }
            }
            TagEnd::CodeBlock => {
                self.code = false;
                self.stack.pop();
                self.prefix.pop();
                self.blank();
            }
            TagEnd::TableCell => {
                let words = std::mem::take(&mut self.words);
                let cell: Vec<String> = words
                    .iter()
                    .map(|w| w.text.style(w.style).to_string())
                    .collect();
                self.cells.push(cell.join(" "));
            }
            TagEnd::TableHead | TagEnd::TableRow => {
                let row = std::mem::take(&mut self.cells).join(" | ");
                self.words.push(Word {
                    text: row,
                    style: Style::new(),
                    glue: false,
                });
                self.flush();
            }
            TagEnd::Table => self.blank(),
            _ => {}
        }
    }

    /// Ends a block with one blank line, never two.
    fn blank(&mut self) {
        if self.lines.last().is_some_and(|l| !l.is_empty()) {
            self.lines.push(String::new());
        }
    }

    /// Wraps the pending words into lines under the current prefixes.
    fn flush(&mut self) {
        if self.words.is_empty() {
            return;
        }
        // The first line carries a list marker; later lines are indented by its width.
        let first_prefix: String = self.prefix.concat();
        let rest_prefix: String = self
            .prefix
            .iter()
            .map(|p| {
                if p.starts_with('|') {
                    p.clone()
                } else {
                    " ".repeat(p.chars().count())
                }
            })
            .collect();
        let mut line = first_prefix.clone();
        let mut visible = first_prefix.chars().count();
        let mut empty = true;
        let words = std::mem::take(&mut self.words);
        for (i, word) in words.iter().enumerate() {
            let len = word.text.chars().count();
            let gap = usize::from(!empty && !word.glue);
            // A word and what is glued to it (a comma after a move) go on one line together.
            let unit = len
                + words[i + 1..]
                    .iter()
                    .take_while(|w| w.glue)
                    .map(|w| w.text.chars().count())
                    .sum::<usize>();
            if !empty && !word.glue && visible + gap + unit > self.width {
                self.lines
                    .push(std::mem::take(&mut line).trim_end().to_owned());
                line = rest_prefix.clone();
                visible = rest_prefix.chars().count();
            } else if gap == 1 {
                line.push(' ');
                visible += 1;
            }
            line.push_str(&word.text.style(word.style).to_string());
            visible += len;
            empty = false;
        }
        self.lines.push(line.trim_end().to_owned());
        if let Some(last) = self.prefix.last_mut()
            && !last.starts_with('|')
        {
            *last = " ".repeat(last.chars().count());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paragraphs_wrap_and_lists_indent() {
        let text = render(
            "Seeds captured at a **kichwa** or *kimbi* enter from that side's kichwa, whatever the direction was.\n\n- first item that is long enough to wrap onto a second line here\n- `A1L`\n\n> Aquestes quatre llavors han de ser sembrades",
            40,
            &Styles::default(),
        );
        assert_eq!(
            text,
            "Seeds captured at a kichwa or kimbi\nenter from that side's kichwa, whatever\nthe direction was.\n\n- first item that is long enough to wrap\n  onto a second line here\n- A1L\n\n| Aquestes quatre llavors han de ser\n| sembrades\n"
        );
    }

    #[test]
    fn code_blocks_keep_their_lines_and_tables_keep_their_rows() {
        let text = render(
            "Before.\n\n```\n| O | 1 |\n| 2 | O |\n```\n\n| spelling | means |\n|---|---|\n| `A5L` | capture |\n| `A6R*` | takasa |\n\nAfter.",
            60,
            &Styles::default(),
        );
        assert_eq!(
            text,
            "Before.\n\n    | O | 1 |\n    | 2 | O |\n\nspelling | means\nA5L | capture\nA6R* | takasa\n\nAfter.\n"
        );
    }

    #[test]
    fn styled_text_after_an_opening_bracket_is_glued() {
        assert_eq!(
            render(
                "North loses (**Bao hamna**), see figure 24 (*rebuilt*) and \"*takasa*\".",
                72,
                &Styles::default()
            ),
            "North loses (Bao hamna), see figure 24 (rebuilt) and \"takasa\".\n"
        );
    }

    #[test]
    fn punctuation_after_a_move_never_passes_the_width() {
        let styles = Styles::default();
        let text = "Sow them to the right: `A7`, `A8`, then `B8`; the last seed ends in `B7`.";
        for width in 20..40 {
            let out = render(text, width, &styles);
            for line in out.lines() {
                assert!(line.chars().count() <= width, "{width}: {line:?}");
            }
            assert!(!out.contains("\n,") && !out.contains("\n;"), "{out}");
        }
    }

    #[test]
    fn punctuation_after_styled_text_is_glued() {
        assert_eq!(
            render("the **nyumba**, then `A5`.", 60, &Styles::default()),
            "the nyumba, then A5.\n"
        );
    }
}
