//! The page's words with their Markdown emphasis on the full screen: the line mode's styled
//! text (bold, italic, code in colour) read back into ratatui's styles. Only the renderer's
//! own escapes are read: course text had every control character made printable before it
//! was styled, and each piece of text is made printable again here.

use ratatui::{
    style::{Color, Modifier, Style},
    text::{Line, Span},
};

use crate::render::prose::printable;

/// Reads one line of styled terminal text (SGR escapes) into a line of styled spans; any
/// other escape is dropped.
#[must_use]
pub fn line(text: &str) -> Line<'static> {
    let mut spans = Vec::new();
    let mut style = Style::default();
    let mut rest = text;
    while let Some(at) = rest.find('\u{1b}') {
        if at > 0 {
            spans.push(Span::styled(printable(&rest[..at]), style));
        }
        let after = &rest[at + 1..];
        let Some(body) = after.strip_prefix('[') else {
            rest = after;
            continue;
        };
        let end = body
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .unwrap_or(body.len());
        if body[end..].starts_with('m') {
            style = sgr(style, &body[..end]);
            rest = &body[end + 1..];
        } else {
            rest = &body[end..];
        }
    }
    if !rest.is_empty() {
        spans.push(Span::styled(printable(rest), style));
    }
    Line::from(spans)
}

/// Applies the parameters of one SGR escape (`1;36`) to a style.
fn sgr(mut style: Style, params: &str) -> Style {
    let colours = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
    ];
    for param in params.split(';') {
        let n: usize = param.parse().unwrap_or(0);
        style = match n {
            0 => Style::default(),
            1 => style.add_modifier(Modifier::BOLD),
            2 => style.add_modifier(Modifier::DIM),
            3 => style.add_modifier(Modifier::ITALIC),
            4 => style.add_modifier(Modifier::UNDERLINED),
            7 => style.add_modifier(Modifier::REVERSED),
            22 => style.remove_modifier(Modifier::BOLD | Modifier::DIM),
            23 => style.remove_modifier(Modifier::ITALIC),
            24 => style.remove_modifier(Modifier::UNDERLINED),
            27 => style.remove_modifier(Modifier::REVERSED),
            30..=37 => style.fg(colours[n - 30]),
            39 => style.fg(Color::Reset),
            _ => style,
        };
    }
    style
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::style::Styles;

    #[test]
    fn bold_italic_and_code_become_the_terminal_s_styles() {
        let text = crate::render::prose::render(
            "A **kichwa**, an *end* and `A1L`.",
            60,
            &Styles::colorized(),
        );
        let line = line(text.trim_end());
        let plain: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(plain, "A kichwa, an end and A1L.");
        let style_of = |word: &str| {
            line.spans
                .iter()
                .find(|s| s.content.contains(word))
                .map(|s| s.style)
                .unwrap()
        };
        assert!(style_of("kichwa").add_modifier.contains(Modifier::BOLD));
        assert!(style_of("end").add_modifier.contains(Modifier::ITALIC));
        assert_eq!(style_of("A1L").fg, Some(Color::Magenta));
        assert_eq!(style_of("A "), Style::default());
    }

    #[test]
    fn a_stranger_s_escapes_never_reach_the_screen() {
        let text = crate::render::prose::render(
            "**\u{1b}]0;x\u{7}** and \u{1b}[2J",
            60,
            &Styles::colorized(),
        );
        let line = line(&text);
        assert!(
            line.spans
                .iter()
                .all(|s| !s.content.chars().any(char::is_control)),
            "{line:?}"
        );
    }
}
