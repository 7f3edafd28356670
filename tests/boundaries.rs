//! The engine stays pure: no file or terminal I/O, no serde, no colour, no printing.

use std::{fs, path::Path};

mod support;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("the engine's sources read") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_does_no_io_serde_or_colour() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("crates/bao-engine/src"), &mut files);
    assert!(files.len() > 10, "the engine's files were found");
    let forbidden = [
        "std::fs",
        "std::io",
        "serde",
        "owo_colors",
        "pulldown_cmark",
        "println!",
        "eprintln!",
        "std::env",
    ];
    for file in files {
        let source = fs::read_to_string(&file).expect("a source file reads");
        // Comments may name what the engine does without (this one's own module doc does).
        let text: String = source
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for word in forbidden {
            assert!(!text.contains(word), "{} uses `{word}`", file.display());
        }
    }
}

/// `bao perft` and the long never-ending sowings: bounded, streamed, interruptible (issue 10,
/// points 8 and 9; issue 9, point 18).
mod long_commands {
    use std::{
        io::{BufRead, BufReader, Read},
        process::{Child, Command},
    };

    use crate::support::{Bao, bao};

    /// Starts bao with `args`; the commands run here keep no state.
    fn spawn(args: &[&str]) -> Child {
        Bao::new().args(args).spawn()
    }

    /// Sends Ctrl-C's signal to a running bao and gives its exit code and stderr.
    fn interrupt(mut child: Child) -> (Option<i32>, String) {
        let status = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
        let status = child.wait().expect("bao ends");
        let mut err = String::new();
        child
            .stderr
            .take()
            .expect("stderr")
            .read_to_string(&mut err)
            .expect("stderr reads");
        (status.code(), err)
    }

    #[test]
    fn perft_rejects_a_depth_that_cannot_finish() {
        for depth in ["0", "16", "30", "1000000000000", "2305843009213693952"] {
            let output = bao(&["perft", depth]);
            assert_eq!(output.status.code(), Some(1), "depth {depth}");
            assert!(output.stdout.is_empty(), "depth {depth}");
            assert_eq!(
                String::from_utf8_lossy(&output.stderr),
                format!(
                    "error: depth {depth} is out of range: give 1 to 15 (each ply multiplies the \
                     work about five times; depth 15 from the start already takes minutes)\n"
                )
            );
        }
    }

    #[test]
    fn perft_names_its_columns_and_agrees_with_json() {
        let text = bao(&["perft", "4"]);
        assert!(text.status.success());
        let json = bao(&["perft", "--json", "4"]);
        let counts: serde_json::Value =
            serde_json::from_slice(&json.stdout).expect("perft --json prints JSON");
        let mut expected = vec!["depth  complete turns".to_owned()];
        for (d, count) in counts["counts"]
            .as_array()
            .expect("counts")
            .iter()
            .enumerate()
        {
            expected.push(format!("{:>5}  {count}", d + 1));
        }
        assert_eq!(expected.len(), 5);
        assert_eq!(
            String::from_utf8_lossy(&text.stdout)
                .lines()
                .collect::<Vec<_>>(),
            expected
        );
    }

    /// Depth 15 takes minutes: the first depths are printed at once, and Ctrl-C stops the rest.
    #[test]
    fn perft_prints_each_depth_as_counted_and_stops_on_ctrl_c() {
        let mut child = spawn(&["perft", "15"]);
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let header = lines.next().expect("a header").expect("utf-8");
        assert_eq!(header, "depth  complete turns");
        let first = lines.next().expect("depth 1").expect("utf-8");
        assert_eq!(first.split_whitespace().collect::<Vec<_>>(), ["1", "4"]);
        let (code, err) = interrupt(child);
        assert_eq!(code, Some(130));
        assert!(
            err.starts_with("error: interrupted: the count at depth ")
                && err.ends_with(" was stopped by ctrl-c\n"),
            "{err}"
        );
    }

    /// One candidate of this position (found by a random search) relays for 1,415,171,007 laps
    /// before it comes round: Ctrl-C stops the listing with a clear line instead of a hang.
    #[test]
    fn a_long_never_ending_sowing_stops_on_ctrl_c() {
        let mut child = spawn(&[
            "moves",
            "0,1,1,0,0,1,0,3/0,1,0,0,0,0,0,1/3,0,6,5,1,5,20,0/0,3,2,1,2,3,2,3 S stock=0,0 nyumba=-",
        ]);
        std::thread::sleep(std::time::Duration::from_millis(1000));
        let mut stdout = child.stdout.take().expect("stdout");
        let (code, err) = interrupt(child);
        let mut out = String::new();
        stdout.read_to_string(&mut out).expect("stdout reads");
        assert_eq!(out, "", "nothing is printed before every move is known");
        assert_eq!(code, Some(130));
        assert_eq!(
            err,
            "error: interrupted: listing the moves was stopped by ctrl-c\n"
        );
    }

    /// Playing the long move itself: reading it sows only it, watched (issue 20), so Ctrl-C
    /// ends bao with 130 while it sows (a second one at once, should the first not be seen).
    #[test]
    fn a_second_ctrl_c_ends_bao_at_once() {
        let child = spawn(&[
            "play",
            "0,1,1,0,0,1,0,3/0,1,0,0,0,0,0,1/3,0,6,5,1,5,20,0/0,3,2,1,2,3,2,3 S stock=0,0 nyumba=-",
            "A6R*",
        ]);
        std::thread::sleep(std::time::Duration::from_millis(1000));
        let status = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success());
        std::thread::sleep(std::time::Duration::from_millis(200));
        let (code, _) = interrupt(child);
        assert_eq!(code, Some(130));
    }

    /// On a terminal a long sowing shows how far it has gone, and Ctrl-C typed there stops it.
    #[test]
    fn a_terminal_shows_progress_and_ctrl_c_stops() {
        let mut command = Command::new(env!("CARGO_BIN_EXE_bao"));
        // English whatever the machine's locale.
        command
            .env_remove("LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES");
        command.env("NO_COLOR", "1").args([
            "moves",
            "0,1,1,0,0,1,0,3/0,1,0,0,0,0,0,1/3,0,6,5,1,5,20,0/0,3,2,1,2,3,2,3 S stock=0,0 nyumba=-",
        ]);
        let mut session =
            rexpect::session::spawn_command(command, Some(30_000)).expect("a terminal");
        session.exp_string("relay laps").expect("progress is shown");
        session
            .exp_string("ctrl-c stops")
            .expect("the way out is named");
        session.send_control('c').expect("ctrl-c is typed");
        session
            .exp_string("error: interrupted: listing the moves was stopped by ctrl-c")
            .expect("a clear line");
        session.exp_eof().expect("bao ends");
    }
}
