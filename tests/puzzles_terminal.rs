//! The full-screen `bao puzzles` in a pseudo-terminal: a move typed and played, the defence
//! sown, the puzzle solved, then `q` puts the terminal back, sums the session up and has saved
//! the rating.

mod pty;

use pty::{Screen, send, wait_for};

#[test]
fn a_puzzle_solved_by_typed_moves_then_quit_with_the_summary() {
    let state = tempfile::tempdir().unwrap();
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/puzzles/trainer.csv"
    );
    let mut session = pty::spawn(
        state.path(),
        "cols 80 rows 24",
        &format!("puzzles --file {file} --state ."),
    );
    let mut screen = Screen::new();
    wait_for(&mut session, &mut screen, "Puzzle K00004 (rated 1500)");
    assert!(screen.text().contains("move: _"), "{}", screen.text());
    send(&mut session, "A4R");
    wait_for(&mut session, &mut screen, "move: A4R_");
    send(&mut session, "\r");
    wait_for(&mut session, &mut screen, "After A4R a1L");
    send(&mut session, "A4R\r");
    wait_for(&mut session, &mut screen, "Enter next puzzle");
    assert!(screen.text().contains("Solved."), "{}", screen.text());
    send(&mut session, "q");
    session.exp_string("\x1b[?1049l").unwrap();
    session
        .exp_string("Session over: 1 of 1 puzzle solved.")
        .unwrap();
    session.exp_eof().unwrap();
    let saved = std::fs::read_to_string(state.path().join("progress.json")).unwrap();
    assert!(saved.contains("\"K00004\""), "{saved}");
}
