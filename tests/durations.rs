//! Every `--time` is read by one parser: the same text is taken or refused alike, with the same
//! words, by `analyse`, `solve`, `game` and
//! `replay --annotate`.

mod support;
use support::bao;

/// Runs a command with `--time TIME` and gives its exit code and first line on stderr.
fn refused(args: &[&str], time: &str) -> (Option<i32>, String) {
    let time = format!("--time={time}");
    let mut line: Vec<&str> = vec![args[0], &time];
    line.extend(&args[1..]);
    let output = bao(&line);
    assert!(output.stdout.is_empty(), "{line:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    (
        output.status.code(),
        stderr.lines().next().unwrap_or_default().to_owned(),
    )
}

#[test]
fn every_time_is_read_alike() {
    let commands: [&[&str]; 4] = [
        &["analyse", "start"],
        &["solve", "3", "start"],
        &["game", "--new"],
        &["replay", "--annotate", "game.txt"],
    ];
    for time in [" 1", "abc", "1e3", "-1", "0"] {
        let said: Vec<_> = commands.iter().map(|c| refused(c, time)).collect();
        for ((code, line), command) in said.iter().zip(commands) {
            assert_eq!(*code, Some(2), "{command:?} --time {time:?}: {line}");
            assert!(
                line.starts_with(&format!(
                    "error: invalid value '{time}' for '--time <SECONDS>': "
                )),
                "{command:?} --time {time:?}: {line}"
            );
        }
        let words = |line: &str| line.split("': ").nth(1).unwrap_or_default().to_owned();
        assert!(
            said.iter()
                .all(|(_, line)| words(line) == words(&said[0].1)),
            "{said:?}"
        );
    }
    let (_, line) = refused(commands[0], "abc");
    assert!(
        line.ends_with("`abc` is not a number of seconds: give one such as 2 or 0.5"),
        "{line}"
    );
    // The bounds are each command's: a day for a search or a proof, an hour for a game's move.
    assert!(
        refused(commands[1], "86401")
            .1
            .ends_with("at most 86400 seconds (a day)")
    );
    assert!(
        refused(commands[2], "3601")
            .1
            .ends_with("at most 3600 seconds (an hour)")
    );
}
