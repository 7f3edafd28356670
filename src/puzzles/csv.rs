//! One line of a CSV file (RFC 4180 quoting) split into its fields, each with its place, as the
//! puzzle collection reads it: a puzzle is one line, so a quoted field never holds a line break.

/// A field of a line: its value (quotes taken off) and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The value.
    pub value: String,
    /// The column of its first character, from 1.
    pub column: usize,
    /// The byte offset of its first character in the line.
    pub offset: usize,
    /// Its length in the line, in bytes, quotes included.
    pub len: usize,
}

/// Error when a line does not follow the quoting rules: what is wrong, and at which column and
/// byte offset of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteError {
    /// What is wrong.
    pub fault: QuoteFault,
    /// The column, from 1.
    pub column: usize,
    /// The byte offset in the line.
    pub offset: usize,
}

/// What is wrong with a line's quoting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuoteFault {
    /// A quoted field that the line ends in.
    NotClosed,
    /// Text after a closing quote.
    AfterClosing,
    /// A quote inside an unquoted field.
    InsideUnquoted,
}

impl QuoteError {
    /// Says what is wrong, in the reader's language.
    #[must_use]
    pub fn message(&self) -> String {
        match self.fault {
            QuoteFault::NotClosed => crate::t!("check-csv-quote-not-closed"),
            QuoteFault::AfterClosing => crate::t!("check-csv-after-closing-quote"),
            QuoteFault::InsideUnquoted => crate::t!("check-csv-quote-inside"),
        }
    }
}

/// Splits a line (without its line break) into fields.
///
/// # Errors
/// Returns [`QuoteError`] for a quote inside an unquoted field, text after a closing quote, or a
/// quoted field that the line ends in.
pub fn split(line: &str) -> Result<Vec<Field>, QuoteError> {
    let mut fields = Vec::new();
    let mut chars = line.char_indices().peekable();
    let column_of = |offset: usize| line[..offset].chars().count() + 1;
    loop {
        let start = chars.peek().map_or(line.len(), |(i, _)| *i);
        let mut value = String::new();
        if chars.peek().is_some_and(|(_, c)| *c == '"') {
            chars.next();
            loop {
                match chars.next() {
                    None => {
                        return Err(QuoteError {
                            fault: QuoteFault::NotClosed,
                            column: column_of(start),
                            offset: start,
                        });
                    }
                    Some((_, '"')) if chars.peek().is_some_and(|(_, c)| *c == '"') => {
                        chars.next();
                        value.push('"');
                    }
                    Some((_, '"')) => break,
                    Some((_, c)) => value.push(c),
                }
            }
            match chars.peek() {
                None | Some((_, ',')) => {}
                Some((at, _)) => {
                    return Err(QuoteError {
                        fault: QuoteFault::AfterClosing,
                        column: column_of(*at),
                        offset: *at,
                    });
                }
            }
        } else {
            while let Some((at, c)) = chars.peek().copied() {
                match c {
                    ',' => break,
                    '"' => {
                        return Err(QuoteError {
                            fault: QuoteFault::InsideUnquoted,
                            column: column_of(at),
                            offset: at,
                        });
                    }
                    _ => {
                        value.push(c);
                        chars.next();
                    }
                }
            }
        }
        let end = chars.peek().map_or(line.len(), |(i, _)| *i);
        fields.push(Field {
            value,
            column: column_of(start),
            offset: start,
            len: end - start,
        });
        if chars.next().is_none() {
            return Ok(fields);
        }
    }
}

/// Writes a field, quoted when it holds a comma, a quote or a space at either end.
#[must_use]
pub fn quote(value: &str) -> String {
    if value.contains([',', '"', '\n', '\r']) || value.trim() != value {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::{quote, split};

    fn values(line: &str) -> Vec<String> {
        split(line)
            .expect("a good line")
            .into_iter()
            .map(|f| f.value)
            .collect()
    }

    #[test]
    fn quoted_fields_keep_their_commas_and_doubled_quotes() {
        assert_eq!(values("a,\"b,c\",,\"d\"\"e\""), ["a", "b,c", "", "d\"e"]);
        assert_eq!(values(""), [""]);
        let fields = split("ab,\"c,d\",e").expect("a good line");
        assert_eq!(
            (fields[1].column, fields[1].offset, fields[1].len),
            (4, 3, 5)
        );
        assert_eq!((fields[2].column, fields[2].len), (10, 1));
    }

    #[test]
    fn bad_quoting_is_an_error_at_its_column() {
        assert_eq!(split("a,\"b").map_err(|e| e.column), Err(3));
        assert_eq!(split("a,\"b\"x").map_err(|e| e.column), Err(6));
        assert_eq!(split("a,b\"c").map_err(|e| e.column), Err(4));
    }

    #[test]
    fn a_quoted_value_reads_back() {
        for value in ["plain", "a,b", "say \"hi\"", " lead", ""] {
            assert_eq!(values(&quote(value)), [value]);
        }
    }
}
