//! The one way the integration tests run the bao binary: a command line, in a folder (the
//! crate's unless told), with an environment and text on standard input; no colour, and bao's
//! state (`XDG_STATE_HOME`) in a fresh temporary folder unless a test says where. A run gives
//! back the exit status and what bao printed on each stream ([`Output`]). Each test binary uses
//! some of it.
#![allow(dead_code)]

use std::{
    ffi::OsStr,
    io::{Read, Write},
    path::Path,
    process::{Child, Command, Output, Stdio},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use tempfile::TempDir;

/// The bao binary Cargo built for the tests.
pub const BAO: &str = env!("CARGO_BIN_EXE_bao");

/// Runs bao with `args` as [`Bao::new`] sets it up, with nothing on standard input.
pub fn bao(args: &[&str]) -> Output {
    Bao::new().args(args).output()
}

/// Runs bao in `dir`, with its state in `dir/state` and no `USER` (so a player is named as a
/// game names him), feeding it `input`: a command as a person types it in a folder of theirs.
#[allow(dead_code)]
pub fn bao_in(dir: &Path, args: &[&str], input: &str) -> Output {
    Bao::new()
        .current_dir(dir)
        .state(dir.join("state"))
        .env_remove("USER")
        .args(args)
        .stdin(input)
        .output()
}

/// Writes the book in `language` (of the course in `lessons`, else the built-in one) into a new
/// temporary folder, failing the test with bao's message if it cannot.
pub fn book_in(language: &str, lessons: Option<&str>) -> TempDir {
    let out = tempfile::tempdir().expect("a temporary folder");
    let mut command = Bao::new();
    command.args(["--lang", language, "book"]);
    if let Some(lessons) = lessons {
        command.args(["--lessons", lessons]);
    }
    let run = command.arg("--out").arg(out.path()).output();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    out
}

/// One run of bao being set up, like a [`Command`]: [`Bao::output`] runs it.
pub struct Bao {
    command: Command,
    input: Option<Vec<u8>>,
    deadline: Option<Duration>,
    /// The temporary state folder, kept until bao has ended; `None` once a test names its own.
    state: Option<TempDir>,
}

impl Default for Bao {
    fn default() -> Bao {
        Bao::new()
    }
}

impl Bao {
    /// Sets up a run of bao with no arguments yet: in the crate's folder, `NO_COLOR=1`,
    /// `FORCE_COLOR` unset, no locale (so bao speaks English whatever the machine's `LANG`; a
    /// test of another language sets one), its state in a fresh temporary folder, nothing on
    /// standard input and no deadline.
    pub fn new() -> Bao {
        let state = tempfile::tempdir().expect("a temporary state folder");
        let mut command = Command::new(BAO);
        command
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("NO_COLOR", "1")
            .env_remove("FORCE_COLOR")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .env("XDG_STATE_HOME", state.path());
        Bao {
            command,
            input: None,
            deadline: None,
            state: Some(state),
        }
    }

    /// Adds one argument.
    pub fn arg(&mut self, arg: impl AsRef<OsStr>) -> &mut Bao {
        self.command.arg(arg);
        self
    }

    /// Adds arguments.
    pub fn args<S: AsRef<OsStr>>(&mut self, args: impl IntoIterator<Item = S>) -> &mut Bao {
        self.command.args(args);
        self
    }

    /// Runs bao in `dir` rather than in the crate's folder.
    pub fn current_dir(&mut self, dir: impl AsRef<Path>) -> &mut Bao {
        self.command.current_dir(dir);
        self
    }

    /// Sets an environment variable for bao.
    pub fn env(&mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> &mut Bao {
        self.command.env(key, value);
        self
    }

    /// Removes an environment variable from bao's environment.
    pub fn env_remove(&mut self, key: impl AsRef<OsStr>) -> &mut Bao {
        self.command.env_remove(key);
        self
    }

    /// Keeps bao's state (`XDG_STATE_HOME`) in `dir` rather than in a temporary folder.
    pub fn state(&mut self, dir: impl AsRef<Path>) -> &mut Bao {
        self.command.env("XDG_STATE_HOME", dir.as_ref());
        self.state = None;
        self
    }

    /// Gives bao `input` on standard input, then closes it. bao may stop reading before the
    /// end (it quits, or fails): input it does not read is no failure.
    pub fn stdin(&mut self, input: impl AsRef<[u8]>) -> &mut Bao {
        self.input = Some(input.as_ref().to_vec());
        self
    }

    /// Kills bao and fails the test when it has not ended within `limit`, so that a read which
    /// blocks fails the test instead of hanging it.
    pub fn deadline(&mut self, limit: Duration) -> &mut Bao {
        self.deadline = Some(limit);
        self
    }

    /// Starts bao with its three streams piped, for a test that talks to it, or signals it, while
    /// it runs. A temporary state folder goes with this `Bao`: keep it until the child has ended.
    ///
    /// # Panics
    /// When bao cannot be started, or [`Bao::stdin`] was given (that input is for
    /// [`Bao::output`]; here the test writes to `child.stdin` itself).
    pub fn spawn(&mut self) -> Child {
        assert!(
            self.input.is_none(),
            "a spawned bao's standard input is the test's to write"
        );
        self.command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("bao starts")
    }

    /// Runs bao to its end and gives its exit status and what it printed.
    ///
    /// # Panics
    /// When bao cannot be started, or has not ended by the [`Bao::deadline`].
    pub fn output(&mut self) -> Output {
        let input = self.input.take();
        let mut child = self
            .command
            .stdin(if input.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("bao runs");
        let feeder = child.stdin.take().map(|mut stdin| {
            let input = input.unwrap_or_default();
            thread::spawn(move || {
                let _ = stdin.write_all(&input);
            })
        });
        let stdout = drain(child.stdout.take().expect("stdout"));
        let stderr = drain(child.stderr.take().expect("stderr"));
        let status = match self.deadline {
            None => child.wait().expect("bao ends"),
            Some(limit) => {
                let deadline = Instant::now() + limit;
                loop {
                    if let Some(status) = child.try_wait().expect("bao waited for") {
                        break status;
                    }
                    if Instant::now() > deadline {
                        let _ = child.kill();
                        let _ = child.wait();
                        let args: Vec<&OsStr> = self.command.get_args().collect();
                        panic!(
                            "bao {args:?} did not end within {} s: a read blocks",
                            limit.as_secs_f64()
                        );
                    }
                    thread::sleep(Duration::from_millis(20));
                }
            }
        };
        if let Some(feeder) = feeder {
            let _ = feeder.join();
        }
        Output {
            status,
            stdout: stdout.join().expect("stdout read"),
            stderr: stderr.join().expect("stderr read"),
        }
    }
}

/// Reads a stream of bao's to its end in a thread of its own, so that neither stream can fill up
/// and stop bao while the other is read.
fn drain(mut stream: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        bytes
    })
}
