use super::{Collection, HEADER, Puzzle, parse, write};
use crate::{
    engine::{Position, Rules},
    search::theme::Theme,
};

fn puzzle(id: &str, rules: Rules, row: usize) -> Puzzle {
    let position = Position::start(rules);
    let first = position.legal_moves()[0];
    let after = position.play(first).expect("a legal move").position;
    Puzzle {
        id: id.to_owned(),
        row,
        position,
        line: vec![first, after.legal_moves()[0]],
        wins_in: 2,
        themes: vec![Theme::Sacrifice, Theme::Mtaji],
        rating: 1234,
        game: "selfplay seed=1 game=0 ply=0 levels=1v2, with \"quotes\"".to_owned(),
    }
}

#[test]
fn a_written_collection_reads_back_the_same() {
    let collection = Collection {
        puzzles: vec![
            puzzle("K00001", Rules::KISWAHILI, 2),
            puzzle("J00001", Rules::KUJIFUNZA, 3),
        ],
    };
    let text = write(&collection);
    assert!(text.starts_with(&HEADER.join(",")));
    assert_eq!(parse(&text), Ok(collection.clone()));
    // Windows line ends and blank lines read the same.
    let crlf = text.replace('\n', "\r\n\r\n");
    let read = parse(&crlf).expect("the same collection");
    assert_eq!(read.puzzles.len(), 2);
    assert_eq!(read.puzzles[1].row, 5);
}

#[test]
fn every_bad_row_is_reported_at_its_line_and_field() {
    let good = write(&Collection {
        puzzles: vec![puzzle("K00001", Rules::KISWAHILI, 2)],
    });
    let row = good.lines().nth(1).expect("a row");
    let text = format!(
        "{}\n{row}\n{}\n{}\n",
        HEADER.join(","),
        row.replacen("K00001", "K00002", 1)
            .replacen(",2,", ",0,", 1),
        row.replacen("K00001", "X1", 1)
    );
    let err = parse(&text).expect_err("two bad rows");
    let places: Vec<(usize, Option<&str>)> = err.faults.iter().map(|f| (f.line, f.field)).collect();
    assert_eq!(places, [(3, Some("wins_in")), (4, Some("id"))]);
    assert!(
        err.faults[0].message.contains("`0` is not a wins_in"),
        "{err}"
    );
    assert_eq!(&text[err.faults[1].offset..][..2], "X1");
}

#[test]
fn a_file_without_puzzles_is_an_error() {
    assert!(parse("").is_err());
    assert!(parse(&format!("{}\n\n", HEADER.join(","))).is_err());
    assert!(parse("id,rules\n").is_err());
}
