//! Every file in `tests/fixtures/notation_errors/` is a position (first line), and maybe moves
//! (one a line), that bao must refuse: what `bao show` or `bao play` prints and its exit code are
//! reviewed snapshots. Each must fail with a clear message, no panic and nothing that would act
//! on a terminal.

mod support;
use support::Bao;

#[test]
fn bad_positions_and_moves_are_explained() {
    insta::glob!("fixtures/notation_errors/*.txt", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let mut lines = text.lines();
        let position = lines.next().expect("a position line");
        let moves: Vec<&str> = lines.collect();
        let mut command = Bao::new();
        if moves.is_empty() {
            command.args(["show", position]);
        } else {
            command.args(["play", position]).args(&moves);
        }
        let output = command.output();
        let stderr = String::from_utf8(output.stderr).expect("utf-8");
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(output.status.code(), Some(1), "{name}: {stderr}");
        assert!(output.stdout.is_empty(), "{name}");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        let acts = |c: char| {
            (c.is_control() && c != '\n')
                || matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        };
        assert!(!stderr.chars().any(acts), "{name}: {stderr:?}");
        assert!(stderr.lines().count() <= 3, "{name}: {stderr}");
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(stderr);
        });
    });
}
