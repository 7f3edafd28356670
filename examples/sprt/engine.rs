//! One `bao engine` process, driven over its JSON line protocol (docs/engine-protocol.md). Its
//! replies are read on a thread of their own, so that an engine that says nothing is noticed
//! after a timeout instead of hanging the run; every failure is an error that names the engine
//! and the last line sent to it.

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{self, Receiver, RecvTimeoutError},
    thread,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

/// A running `bao engine`.
pub struct Engine {
    /// What the runner calls it in errors: `new (PATH)` or `base (PATH)`.
    name: String,
    /// The process.
    child: Child,
    /// Its standard input.
    input: ChildStdin,
    /// Its lines of output, as they come; the channel closes at the end of its output.
    lines: Receiver<Result<String, String>>,
    /// The last command sent, for errors.
    last: String,
    /// How long a reply may be waited for.
    timeout: Duration,
}

/// Starting an engine, and the commands of a game.
impl Engine {
    /// Starts `path engine`, called `role` in errors, whose replies are waited for `timeout` at
    /// most each.
    pub fn start(role: &str, path: &Path, timeout: Duration) -> Result<Engine, String> {
        let name = format!("{role} ({})", path.display());
        let mut child = Command::new(path)
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| {
                format!(
                    "engine {name}: cannot start `{} engine`: {e}",
                    path.display()
                )
            })?;
        let input = child.stdin.take().expect("a piped standard input");
        let output = child.stdout.take().expect("a piped standard output");
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let failed = line.is_err();
                if send.send(line.map_err(|e| e.to_string())).is_err() || failed {
                    return;
                }
            }
        });
        Ok(Engine {
            name,
            child,
            input,
            lines,
            last: "(nothing yet)".to_owned(),
            timeout,
        })
    }

    /// An error of this engine: its name, the last command sent, and what went wrong.
    pub fn error(&self, what: &str) -> String {
        format!("engine {}, after `{}`: {what}", self.name, self.last)
    }

    /// Sends one command line.
    fn send(&mut self, command: &Value) -> Result<(), String> {
        self.last = command.to_string();
        let written = writeln!(self.input, "{}", self.last).and_then(|()| self.input.flush());
        written.map_err(|e| match self.ended() {
            Some(status) => self.error(&format!("the engine ended ({status})")),
            None => self.error(&format!("its input cannot be written ({e})")),
        })
    }

    /// How the engine ended, if it has, after a moment for it to do so.
    fn ended(&mut self) -> Option<String> {
        thread::sleep(Duration::from_millis(100));
        match self.child.try_wait() {
            Ok(Some(status)) => Some(status.to_string()),
            _ => None,
        }
    }

    /// Reads the next reply: one JSON object.
    fn reply(&mut self) -> Result<Value, String> {
        match self.lines.recv_timeout(self.timeout) {
            Ok(Ok(line)) => match serde_json::from_str::<Value>(&line) {
                Ok(reply) if reply.is_object() => Ok(reply),
                _ => Err(self.error(&format!("replied `{line}`, not a JSON object"))),
            },
            Ok(Err(e)) => Err(self.error(&format!("its output cannot be read ({e})"))),
            Err(RecvTimeoutError::Timeout) => Err(self.error(&format!(
                "no reply for {:.1} s: the engine is stuck or far too slow",
                self.timeout.as_secs_f64()
            ))),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.ended();
                let status = status.as_deref().unwrap_or("its output closed");
                Err(self.error(&format!("the engine ended ({status})")))
            }
        }
    }

    /// Sends a command answered by `ready` (`new`, `position`, `play`) and checks that it is;
    /// gives whether the engine says the game is over.
    pub fn ready(&mut self, command: &Value) -> Result<bool, String> {
        self.send(command)?;
        let reply = self.reply()?;
        if reply["type"] != "ready" {
            return Err(self.error(&format!("replied `{reply}` instead of `ready`")));
        }
        Ok(reply["game_over"] == true)
    }

    /// Searches: sends `go` with `limits` (its fields other than `cmd`), reads the `info` lines
    /// up to the `bestmove`, and gives its best move's text and the wall time from the `go` to
    /// the `bestmove`.
    pub fn go(&mut self, limits: &Value) -> Result<(String, Duration), String> {
        let mut command = limits.clone();
        command["cmd"] = json!("go");
        let started = Instant::now();
        self.send(&command)?;
        loop {
            let reply = self.reply()?;
            match reply["type"].as_str() {
                Some("info") => {}
                Some("bestmove") => {
                    let took = started.elapsed();
                    return match reply["best"].as_str() {
                        Some(best) => Ok((best.to_owned(), took)),
                        None => Err(self.error(&format!("replied `{reply}` with no `best`"))),
                    };
                }
                _ => return Err(self.error(&format!("replied `{reply}` instead of `bestmove`"))),
            }
        }
    }
}

/// An engine is not left running when the runner is done with it.
impl Drop for Engine {
    /// Ends the engine: `quit`, a second to go, and then it is killed.
    fn drop(&mut self) {
        let _ = writeln!(self.input, r#"{{"cmd":"quit"}}"#).and_then(|()| self.input.flush());
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
