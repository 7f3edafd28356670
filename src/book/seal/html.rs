//! A reader for the HTML the book itself writes (pulldown-cmark's output and the board figures):
//! well-formed, attributes double-quoted, text escaped with a few entities. It is not a reader for
//! HTML from elsewhere, and it refuses what it does not expect rather than guessing.

/// A piece of the tree: text, or an element with its attributes and children.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// Text, with its entities decoded.
    Text(String),
    /// An element.
    Element {
        /// Its name, lowercase.
        name: String,
        /// Its attributes in order, values decoded.
        attrs: Vec<(String, String)>,
        /// What it holds.
        children: Vec<Node>,
    },
}

/// An element still open while reading: its name, attributes and children so far.
type Open = (String, Vec<(String, String)>, Vec<Node>);

/// Elements that have no end tag.
pub(crate) const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
];

/// Reads `html` into a list of nodes.
///
/// # Errors
/// Says what was not as expected: an unclosed or mismatched tag, a comment, a quote missing.
pub(crate) fn parse(html: &str) -> Result<Vec<Node>, String> {
    // The open elements, innermost last, each with its children so far; the root at the bottom.
    let mut stack: Vec<Open> = vec![(String::new(), Vec::new(), Vec::new())];
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            push_text(&mut stack, rest);
            break;
        };
        push_text(&mut stack, &rest[..lt]);
        rest = &rest[lt..];
        let end = rest.find('>').ok_or("a tag is not closed with `>`")?;
        let tag = &rest[1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let name = name.trim().to_ascii_lowercase();
            let (open, attrs, children) = stack
                .pop()
                .filter(|_| !stack.is_empty())
                .ok_or_else(|| format!("`</{name}>` closes nothing"))?;
            if open != name {
                return Err(format!("`</{name}>` closes `<{open}>`"));
            }
            let parent = stack.last_mut().ok_or("the tree has no root")?;
            parent.2.push(Node::Element {
                name: open,
                attrs,
                children,
            });
        } else if tag.starts_with('!') || tag.starts_with('?') {
            return Err(format!("`<{tag}>` is not an element"));
        } else {
            let closed = tag.ends_with('/');
            let (name, attrs) = start_tag(tag.trim_end_matches('/'))?;
            if closed || VOID.contains(&name.as_str()) {
                let parent = stack.last_mut().ok_or("the tree has no root")?;
                parent.2.push(Node::Element {
                    name,
                    attrs,
                    children: Vec::new(),
                });
            } else {
                stack.push((name, attrs, Vec::new()));
            }
        }
    }
    match stack.pop() {
        Some((root, _, children)) if stack.is_empty() && root.is_empty() => Ok(children),
        Some((open, ..)) => Err(format!("`<{open}>` is never closed")),
        None => Err("the tree has no root".to_owned()),
    }
}

/// Adds text to the innermost open element, joined to any text just before it.
fn push_text(stack: &mut [Open], raw: &str) {
    if raw.is_empty() {
        return;
    }
    let Some((_, _, children)) = stack.last_mut() else {
        return;
    };
    let text = decode(raw);
    if let Some(Node::Text(before)) = children.last_mut() {
        before.push_str(&text);
    } else {
        children.push(Node::Text(text));
    }
}

/// Reads a start tag's name and attributes (`a href="x" class="y"`).
fn start_tag(tag: &str) -> Result<(String, Vec<(String, String)>), String> {
    let tag = tag.trim();
    let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
    let name = tag[..name_end].to_ascii_lowercase();
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return Err(format!("`<{tag}>` has no element name"));
    }
    let mut attrs = Vec::new();
    let mut rest = tag[name_end..].trim_start();
    while !rest.is_empty() {
        let eq = rest.find(['=', ' ']).unwrap_or(rest.len());
        let key = rest[..eq].to_ascii_lowercase();
        rest = &rest[eq..];
        let value = if let Some(after) = rest.strip_prefix("=\"") {
            let close = after
                .find('"')
                .ok_or_else(|| format!("the attribute `{key}` of `<{name}>` is not closed"))?;
            rest = &after[close + 1..];
            decode(&after[..close])
        } else {
            String::new()
        };
        attrs.push((key, value));
        rest = rest.trim_start();
    }
    Ok((name, attrs))
}

/// Decodes the entities the book's writers use: the named five and numeric ones.
fn decode(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let entity = rest.find(';').map(|semi| (&rest[1..semi], semi));
        let decoded = entity.and_then(|(name, semi)| {
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                _ => name
                    .strip_prefix("#x")
                    .or_else(|| name.strip_prefix("#X"))
                    .and_then(|hex| u32::from_str_radix(hex, 16).ok())
                    .or_else(|| name.strip_prefix('#').and_then(|d| d.parse().ok()))
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, semi))
        });
        match decoded {
            Some((c, semi)) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn el(name: &str, attrs: &[(&str, &str)], children: Vec<Node>) -> Node {
        Node::Element {
            name: name.to_owned(),
            attrs: attrs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            children,
        }
    }

    fn text(t: &str) -> Node {
        Node::Text(t.to_owned())
    }

    #[test]
    fn reads_elements_attributes_and_entities() {
        let tree =
            parse("<p><strong>A8.</strong> a &lt;b&gt; &amp; &#39;c&#x27;<br /></p>\n").unwrap();
        assert_eq!(
            tree,
            vec![
                el(
                    "p",
                    &[],
                    vec![
                        el("strong", &[], vec![text("A8.")]),
                        text(" a <b> & 'c'"),
                        el("br", &[], vec![]),
                    ]
                ),
                text("\n"),
            ]
        );
        let tree =
            parse("<svg class=\"b\" role=\"img\"><circle r=\"2\"/><text x=\"1\">8</text></svg>")
                .unwrap();
        assert_eq!(
            tree,
            vec![el(
                "svg",
                &[("class", "b"), ("role", "img")],
                vec![
                    el("circle", &[("r", "2")], vec![]),
                    el("text", &[("x", "1")], vec![text("8")]),
                ]
            )]
        );
    }

    #[test]
    fn refuses_what_it_does_not_expect() {
        assert!(parse("<p>open").is_err());
        assert!(parse("<p></em>").is_err());
        assert!(parse("</p>").is_err());
        assert!(parse("<!-- a comment -->").is_err());
        assert!(parse("<a href=\"x>").is_err());
        assert_eq!(parse("& alone").unwrap(), vec![text("& alone")]);
    }
}
