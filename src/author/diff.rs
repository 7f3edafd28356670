//! Unified diffs of a file before and after an edit, as `bao record` shows them.

use similar::TextDiff;

/// Writes the unified diff of `old` and `new`, three lines of context around each change, with
/// `name` in the headers; empty when they are the same.
#[must_use]
pub fn unified(old: &str, new: &str, name: &str) -> String {
    if old == new {
        return String::new();
    }
    TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(&format!("a/{name}"), &format!("b/{name}"))
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_shown_with_context() {
        let old = "a\nb\nc\n";
        let new = "a\nb\nb2\nc\n";
        assert_eq!(
            unified(old, new, "x.yaml"),
            "--- a/x.yaml\n+++ b/x.yaml\n@@ -1,3 +1,4 @@\n a\n b\n+b2\n c\n"
        );
        assert_eq!(unified(old, old, "x.yaml"), "");
    }
}
