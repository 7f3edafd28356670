//! The standard streams, wrapped so that when a read or write fails bao can say which stream
//! it was: every `?` on a stream gives the same [`Error::Stream`] without a name.

use std::{
    cell::Cell,
    io::{self, BufRead, Read, Write},
};

use super::{Error, error::Stream};

/// A standard stream that notes in `failed` when it fails first.
pub(super) struct Tracked<'a, T> {
    inner: T,
    stream: Stream,
    failed: &'a Cell<Option<Stream>>,
}

impl<'a, T> Tracked<'a, T> {
    /// Wraps `inner`, the given stream, noting its failures in `failed`.
    pub(super) fn new(inner: T, stream: Stream, failed: &'a Cell<Option<Stream>>) -> Self {
        Tracked {
            inner,
            stream,
            failed,
        }
    }
}

/// Notes the first stream to fail.
fn note<R>(result: io::Result<R>, stream: Stream, failed: &Cell<Option<Stream>>) -> io::Result<R> {
    if result.is_err() && failed.get().is_none() {
        failed.set(Some(stream));
    }
    result
}

impl<T: Write> Write for Tracked<'_, T> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        note(self.inner.write(buf), self.stream, self.failed)
    }

    fn flush(&mut self) -> io::Result<()> {
        note(self.inner.flush(), self.stream, self.failed)
    }
}

impl<T: Read> Read for Tracked<'_, T> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        note(self.inner.read(buf), self.stream, self.failed)
    }
}

impl<T: BufRead> BufRead for Tracked<'_, T> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        note(self.inner.fill_buf(), self.stream, self.failed)
    }

    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
    }

    /// Reads a line; invalid UTF-8 is found here, after the bytes were read, so it is noted
    /// here too.
    fn read_line(&mut self, buf: &mut String) -> io::Result<usize> {
        note(self.inner.read_line(buf), self.stream, self.failed)
    }
}

/// What a run's error becomes once the failed stream is known: `None` for a closed pipe on
/// standard output (`bao moves … | head`), which ends bao quietly.
pub(super) fn name(err: Error, failed: Option<Stream>) -> Option<Error> {
    match err {
        // An error of no standard stream (the terminal itself) stays unnamed.
        Error::Stream(None, err) if failed.is_some() => name(Error::Stream(failed, err), failed),
        Error::Stream(Some(Stream::Output), err) if err.kind() == io::ErrorKind::BrokenPipe => None,
        err => Some(err),
    }
}
