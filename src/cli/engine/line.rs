//! Reading the lines of `bao engine`'s input: each within a bound, so that a line too long or
//! not UTF-8 is told apart as such rather than read whole or read as text.

use std::io::{self, BufRead};

/// The longest line read, in bytes: a command is a small JSON object.
pub(crate) const LIMIT: usize = 64 * 1024;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Line {
    /// A line of text, without its end of line.
    Text(String),
    /// A line longer than [`LIMIT`] bytes, skipped to its end.
    TooLong,
    /// A line that is not UTF-8.
    NotUtf8,
}

/// Reads the next line, or `None` at the end of the input.
pub(crate) fn read(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buffer.is_empty() {
            if !any {
                return Ok(None);
            }
            break;
        }
        any = true;
        let (taken, ended) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buffer.len(), false),
        };
        if !too_long {
            if bytes.len() + taken > LIMIT + 1 {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(&buffer[..taken]);
            }
        }
        input.consume(taken);
        if ended {
            break;
        }
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    if bytes.len() > LIMIT {
        return Ok(Some(Line::TooLong));
    }
    Ok(Some(
        String::from_utf8(bytes).map_or(Line::NotUtf8, Line::Text),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<Line> {
        let mut input = io::BufReader::with_capacity(16, input);
        std::iter::from_fn(|| read(&mut input).unwrap()).collect()
    }

    #[test]
    fn lines_are_read_one_by_one_long_ones_and_bad_bytes_told_apart() {
        let mut input = b"{\"cmd\":\"quit\"}\r\nabc\n".to_vec();
        input.extend(vec![b'x'; LIMIT + 1]);
        input.extend(b"\n\xff\xfe\n");
        input.extend(vec![b'y'; LIMIT]);
        input.extend(b"\nlast");
        let read = lines(&input);
        assert_eq!(
            read,
            vec![
                Line::Text("{\"cmd\":\"quit\"}".to_owned()),
                Line::Text("abc".to_owned()),
                Line::TooLong,
                Line::NotUtf8,
                Line::Text("y".repeat(LIMIT)),
                Line::Text("last".to_owned()),
            ]
        );
        assert!(lines(b"").is_empty());
    }
}
