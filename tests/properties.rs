//! Properties of the engine and the notations over random positions and random text.
//!
//! Positions: a board of at most [`MAX_BOARD_SEEDS`] seeds, thrown anywhere (half of them onto one
//! pile, so that holes of 16+ seeds occur), into a few holes (so that moves are many), or laid out as
//! a side known to relay for ever (so that never-ending moves meet every `endless` option); any
//! stocks that keep the game's 64 seeds; either player to move; nyumba ownership at random where the
//! rules have one; a takasia block at random where they have it; any ruleset with any options. Such
//! positions include ones no game reaches (an empty front row, a block on an empty hole); the engine
//! must still answer.
//!
//! How the sizes were chosen: a move's cost is its sowing, and the dearest sowings are the long
//! ones, never-ending ones above all, whose cycle must be found. A separate lap-by-lap simulation
//! (every takasa of 200,000 random sides per seed count) found the longest sowing to take 15
//! thousand laps with 24 seeds on the mover's side, 53 thousand with 28, 99 thousand with 30 and
//! 1.7 million with 32; with 40 seeds (20,000 sides) some take tens of millions. The engine in a
//! debug build sows a few million laps a second. Captures only bring seeds from the board to the
//! mover's side, so a board of at most 28 seeds keeps every move to milliseconds. With [`CASES`]
//! positions per property, each with every legal move played, the file runs in about a second in a
//! debug build on two cores.

use bao::engine::{
    Board, BySide, EndReason, Endless, Hole, NamuaTakasa, NyumbaTax, Position, Row, Rules, Setup,
    Side, TakasaNyumba, Variant,
    notation::{MoveText, grid, position_text},
};
use proptest::{collection::vec, prelude::*, sample::select};

/// The most seeds on the board of a generated position (see the module docs).
const MAX_BOARD_SEEDS: usize = 28;

/// Positions per engine property.
const CASES: u32 = 256;

fn rules() -> impl Strategy<Value = Rules> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        select(vec![Endless::Illegal, Endless::Draw, Endless::MoverLoses]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(kujifunza, any_takasa, takasia, endless, may_stop, tax_after)| Rules {
                variant: if kujifunza {
                    Variant::Kujifunza
                } else {
                    Variant::Kiswahili
                },
                namua_takasa: if any_takasa {
                    NamuaTakasa::AnyOccupied
                } else {
                    NamuaTakasa::Limited
                },
                takasia,
                endless,
                takasa_nyumba: if may_stop {
                    TakasaNyumba::MayStop
                } else {
                    TakasaNyumba::Stops
                },
                nyumba_tax: if tax_after {
                    NyumbaTax::AfterSeed
                } else {
                    NyumbaTax::BeforeSeed
                },
            },
        )
}

/// Puts one seed for each place (0..32, in [`Board::printed_hole`] order) on an empty board.
fn board_of(places: Vec<usize>) -> Board {
    let mut board = Board::empty();
    for place in places {
        let hole = Board::printed_hole(place / 8, place % 8);
        board.set(hole, board.get(hole) + 1);
    }
    board
}

/// Seeds thrown on the board: each to a random hole, or to one pile, so that big holes occur.
fn scattered() -> impl Strategy<Value = Board> {
    (0..32usize)
        .prop_flat_map(|pile| vec(prop_oneof![0..32usize, Just(pile)], 0..=MAX_BOARD_SEEDS))
        .prop_map(board_of)
}

/// Seeds thrown into a few holes only, so that most holes hold 0 or 2+ and moves are many.
fn clustered() -> impl Strategy<Value = Board> {
    vec(0..32usize, 2..10)
        .prop_flat_map(|holes| vec(select(holes), 0..=MAX_BOARD_SEEDS))
        .prop_map(board_of)
}

/// Sides (circuit order A1..A8, B8..B1) on which some takasa relays round and round for ever:
/// common::NEVER_ENDING in tests/rules and three more found the same way.
const CYCLING: [[u8; 16]; 4] = [
    [0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 2, 1, 0, 1, 0, 1],
    [1, 0, 1, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0],
    [0, 2, 1, 0, 1, 0, 1, 0, 1, 2, 1, 0, 1, 2, 0, 1],
    [2, 0, 1, 0, 1, 2, 1, 0, 1, 0, 2, 1, 0, 1, 0, 1],
];

/// One side as a cycling side turned round the circuit (plain relays do not care where the circuit
/// starts) and maybe mirrored, the other side a few scattered seeds; the cycling side moves.
fn cycling() -> impl Strategy<Value = (Board, Side)> {
    (
        select(CYCLING.to_vec()),
        0..16usize,
        any::<bool>(),
        any::<bool>(),
        vec(0..16usize, 0..6),
    )
        .prop_map(|(side_seeds, turn, mirror, north, others)| {
            let side = if north { Side::North } else { Side::South };
            let mut board = Board::empty();
            let holes: Vec<Hole> = Hole::all(side).collect();
            for (i, n) in side_seeds.into_iter().enumerate() {
                let place = if mirror { 15 - i } else { i };
                board.set(holes[(place + turn) % 16], n);
            }
            let theirs: Vec<Hole> = Hole::all(side.opponent()).collect();
            for place in others {
                board.set(theirs[place], board.get(theirs[place]) + 1);
            }
            (board, side)
        })
}

/// A board and, for a cycling board, the side that must move.
fn board() -> impl Strategy<Value = (Board, Option<Side>)> {
    prop_oneof![
        2 => scattered().prop_map(|b| (b, None)),
        2 => clustered().prop_map(|b| (b, None)),
        1 => cycling().prop_map(|(b, side)| (b, Some(side))),
    ]
}

/// A stock: empty half the time (the mtaji stage), else 1 to 18 (28 + 2 × 18 = 64).
fn stock() -> impl Strategy<Value = u8> {
    prop_oneof![Just(0u8), 1..=18u8]
}

prop_compose! {
    /// A position the rules accept, as described in the module docs.
    fn position()(
        rules in rules(),
        (board, mover) in board(),
        stock in (stock(), stock()),
        north in any::<bool>(),
        owned in prop::option::of((any::<bool>(), any::<bool>())),
        block in prop::option::of(1..=8u8),
    ) -> Position {
        let to_move = mover.unwrap_or(if north { Side::North } else { Side::South });
        let kiswahili = rules.variant == Variant::Kiswahili;
        let nyumba = owned.map(|(south, north)| {
            let owns = |side, wish| wish && kiswahili && board.get(Hole::nyumba(side)) > 0;
            BySide::new(owns(Side::South, south), owns(Side::North, north))
        });
        let setup = Setup {
            board,
            to_move,
            stock: if kiswahili { BySide::new(stock.0, stock.1) } else { BySide::default() },
            nyumba,
            blocked: block
                .filter(|_| rules.takasia)
                .map(|n| Hole::new(to_move, Row::Front, n)),
        };
        setup.into_position(rules).expect("the generator makes valid positions")
    }
}

/// Picks `n`-way choices from a fixed list, for `sample_child`.
fn picker(choices: &[usize]) -> impl FnMut(usize) -> usize + '_ {
    let mut i = 0;
    move |n| {
        i += 1;
        choices.get(i - 1).copied().unwrap_or(0) % n
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(CASES))]

    /// Every legal move keeps the seeds on the board plus the stocks (RULES.md: 64 seeds in all,
    /// stock seeds brought into play one a turn), and moves exactly one stock seed in namua.
    #[test]
    fn seeds_are_conserved(position in position()) {
        let mover = position.to_move();
        for child in position.children() {
            prop_assert_eq!(child.position.seeds(), position.seeds(), "{}", child.mv);
            let namua = position.is_namua(mover);
            prop_assert_eq!(
                child.position.board().total(),
                position.board().total() + u32::from(namua),
                "{}", child.mv
            );
            prop_assert_eq!(child.position.to_move(), mover.opponent());
        }
    }

    /// The same position and move give the same result, whichever way it is asked for: `play`
    /// twice, `children`, and `sample_child`.
    #[test]
    fn moves_are_deterministic(position in position(), choices in vec(0..64usize, 0..8)) {
        let children = position.children();
        prop_assert_eq!(position.legal_moves(), children.iter().map(|c| c.mv).collect::<Vec<_>>());
        prop_assert_eq!(position.has_legal_move(), !children.is_empty());
        for child in &children {
            let played = position.play(child.mv).expect("a listed move is legal");
            prop_assert_eq!(&played, &position.play(child.mv).unwrap());
            prop_assert_eq!(played.position, child.position);
            prop_assert_eq!(played.outcome, child.end.or_else(|| child.position.outcome()));
        }
        let copy = position_text::write(&position).parse::<Setup>().unwrap()
            .into_position(position.rules()).unwrap();
        prop_assert_eq!(copy.children(), children.clone());
        match position.sample_child(picker(&choices)) {
            Some(sampled) => prop_assert!(children.contains(&sampled)),
            None => prop_assert!(children.is_empty()),
        }
    }

    /// No position makes the engine panic or sow without end: every legal move is played out (a
    /// move that never ends is found, not run), and a position whose player cannot move has lost.
    #[test]
    fn every_legal_move_plays_out(position in position()) {
        let outcome = position.outcome();
        let moves = position.legal_moves();
        prop_assert_eq!(outcome.is_some(), moves.is_empty());
        let mover = position.to_move();
        for mv in moves {
            let played = position.play(mv).expect("a listed move is legal");
            prop_assert!(!played.trace.steps.is_empty());
            let Some(end) = played.outcome else { continue };
            let after = &played.position;
            match end.reason {
                EndReason::FrontRowEmpty => {
                    let loser = end.winner.expect("someone lost").opponent();
                    prop_assert!(after.board().front_is_empty(loser), "{}", mv);
                }
                EndReason::NoLegalMove => {
                    prop_assert_eq!(end.winner, Some(mover));
                    prop_assert!(!after.has_legal_move());
                }
                EndReason::NeverEnding => prop_assert_eq!(
                    end.winner,
                    match position.rules().endless {
                        Endless::Illegal => unreachable!("{} is not legal", mv),
                        Endless::Draw => None,
                        Endless::MoverLoses => Some(mover.opponent()),
                    }
                ),
            }
        }
    }

    /// A move has one result however it is asked for: listed among the children, played alone
    /// (with its trace), or played with every other move by `play_all`, which sows each once.
    #[test]
    fn a_move_has_one_result_however_it_is_asked_for(position in position()) {
        let children = position.children();
        let all = position.play_all(&mut ()).expect("nothing stops it");
        prop_assert_eq!(
            all.iter().map(|(mv, _)| *mv).collect::<Vec<_>>(),
            children.iter().map(|c| c.mv).collect::<Vec<_>>()
        );
        for (child, (_, together)) in children.iter().zip(&all) {
            let alone = position.play(child.mv).expect("a listed move is legal");
            prop_assert_eq!(&alone, together, "{}", child.mv);
            prop_assert_eq!(alone.position, child.position, "{}", child.mv);
            prop_assert_eq!(
                alone.outcome,
                child.end.or_else(|| child.position.outcome()),
                "{}",
                child.mv
            );
        }
    }

    /// Printing a position and reading it back gives the same position; so do the grid of its
    /// board, the canonical text of each legal move and the name of its rules.
    #[test]
    fn printing_then_parsing_round_trips(position in position()) {
        let rules = position.rules();
        let text = position_text::write(&position);
        let setup: Setup = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(setup.into_position(rules).unwrap(), position);
        prop_assert_eq!(grid::parse(&grid::write(position.board())).unwrap(), *position.board());
        prop_assert_eq!(rules.to_string().parse::<Rules>().unwrap(), rules);
        for mv in position.legal_moves() {
            let again = mv.to_string().parse::<MoveText>().unwrap().resolve(&position);
            prop_assert_eq!(again.ok(), Some(mv));
        }
    }
}

/// Valid texts of each notation with a few characters replaced, inserted or deleted, so that the
/// parsers are driven past their first check.
fn mutated(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    let alphabet: Vec<char> = "0123456789O,/ =-SNABabLRIDE<>+*#kiswhlnbortcyum\u{e9}\u{1F331}\n|"
        .chars()
        .collect();
    (
        valid,
        vec(
            (any::<prop::sample::Index>(), select(alphabet), 0..3u8),
            0..4,
        ),
    )
        .prop_map(|(text, edits)| {
            let mut chars: Vec<char> = text.chars().collect();
            for (at, c, op) in edits {
                let i = at.index(chars.len() + 1);
                match op {
                    0 if i < chars.len() => chars[i] = c,
                    1 => chars.insert(i, c),
                    _ if i < chars.len() => {
                        chars.remove(i);
                    }
                    _ => {}
                }
            }
            chars.into_iter().collect()
        })
}

fn position_text() -> impl Strategy<Value = String> {
    position().prop_map(|p| position_text::write(&p))
}

fn grid_text() -> impl Strategy<Value = String> {
    scattered().prop_map(|b| grid::write(&b))
}

fn move_text() -> impl Strategy<Value = String> {
    "[ABab][1-8][LRIDE<>]?[>+]?[*]{0,2}#?"
}

fn rules_text() -> impl Strategy<Value = String> {
    rules().prop_map(|r| r.to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The one-line position form, fed random or damaged text, answers with an error or a setup,
    /// and a setup read is either a position or an error, never a panic.
    #[test]
    fn position_text_never_panics(text in prop_oneof![any::<String>(), mutated(position_text())]) {
        if let Ok(setup) = text.parse::<Setup>() {
            let _ = setup.into_position(Rules::KISWAHILI);
            let _ = setup.into_position(Rules::KUJIFUNZA);
        }
    }

    /// The grid form, likewise.
    #[test]
    fn grid_never_panics(text in prop_oneof![any::<String>(), mutated(grid_text())]) {
        if let Err(e) = grid::parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
        }
    }

    /// Move text, likewise, and a move read is resolved against a position without panicking.
    #[test]
    fn move_text_never_panics(
        text in prop_oneof![any::<String>(), mutated(move_text())],
        position in position(),
    ) {
        if let Ok(mv) = text.parse::<MoveText>() {
            let _ = mv.resolve(&position);
        }
    }

    /// Rules names and hole names, likewise.
    #[test]
    fn rules_and_hole_names_never_panic(
        text in prop_oneof![any::<String>(), mutated(rules_text()), mutated("[ABab][0-9]")],
    ) {
        let _ = text.parse::<Rules>();
        if let Ok(hole) = text.parse::<Hole>() {
            prop_assert_eq!(hole.to_string(), text);
        }
    }
}

/// Checks that text holds no control or bidirectional-format character, which a terminal would
/// act on.
fn printable(text: &str) -> bool {
    !text.chars().any(|c| {
        (c.is_control() && c != '\n')
            || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

/// Random text with terminal control sequences and bidirectional overrides thrown in.
fn hostile(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    (
        valid,
        any::<prop::sample::Index>(),
        select(vec!["\u{1b}[2J", "\u{7}", "\u{202e}", "\r", "\u{0}", "\t"]),
    )
        .prop_map(|(text, at, bad)| {
            let mut chars: Vec<char> = text.chars().collect();
            let i = at.index(chars.len() + 1);
            for (k, c) in bad.chars().enumerate() {
                chars.insert(i + k, c);
            }
            chars.into_iter().collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Issue 10 point 7: a field given a second time is an error that says so, whatever the two
    /// values; it never silently replaces the first.
    #[test]
    fn a_field_given_twice_is_an_error(
        position in position(),
        field in select(vec!["stock=1,2", "nyumba=S", "nyumba=-", "block=A3", "block=a6", "stock=0,0"]),
    ) {
        let text = format!("{} block=A1 {field}", position_text::write(&position));
        let err = text.parse::<Setup>().unwrap_err();
        prop_assert!(err.message().contains("is given twice"), "{}: {}", text, err);
    }

    /// Any text the position parser accepts means one position, written back in the canonical
    /// form: nothing it accepts is read loosely.
    #[test]
    fn accepted_position_text_is_canonical_again(
        text in prop_oneof![mutated(position_text()), hostile(position_text())],
    ) {
        if let Ok(setup) = text.parse::<Setup>()
            && let Ok(position) = setup.into_position(Rules::KISWAHILI)
        {
            let again = position_text::write(&position);
            let reread: Setup = again.parse().map_err(|e| TestCaseError::fail(format!("{again}: {e}")))?;
            prop_assert_eq!(reread.into_position(Rules::KISWAHILI).unwrap(), position);
        }
    }

    /// No parser's message carries a control character of its input to the terminal.
    #[test]
    fn parse_errors_are_printable(
        position in hostile(position_text()),
        grid_text in hostile(grid_text()),
        move_text in hostile(move_text()),
    ) {
        if let Err(e) = position.parse::<Setup>() {
            prop_assert!(printable(&e.to_string()), "{:?}", e.to_string());
        }
        if let Err(e) = grid::parse(&grid_text) {
            prop_assert!(printable(&e.to_string()), "{:?}", e.to_string());
        }
        if let Err(e) = move_text.parse::<MoveText>() {
            prop_assert!(printable(&e.to_string()), "{:?}", e.to_string());
        }
    }

    /// Issue 9 point 19: a legal move written without its letter (`A1`, and `A8>` for a safari)
    /// names that move, or is called ambiguous with that move among those it lists.
    #[test]
    fn a_move_without_its_letter_names_it_or_is_ambiguous(position in position()) {
        for mv in position.legal_moves() {
            let hole = mv.hole();
            let text = match (mv.is_safari(), hole.row(), hole.forced_entry()) {
                (false, _, _) => hole.to_string(),
                (true, Row::Front, Some(_)) => format!("{hole}>"),
                (true, _, _) => continue,
            };
            match text.parse::<MoveText>().unwrap().resolve(&position) {
                Ok(named) => prop_assert_eq!(named, mv, "{}", text),
                Err(bao::engine::notation::ResolveMoveError::Ambiguous(e)) => {
                    prop_assert!(e.moves().contains(&mv), "{}: {}", text, e);
                    prop_assert!(e.moves().iter().all(|m| position.legal_moves().contains(m)));
                }
                Err(e) => prop_assert!(false, "{}: {}", text, e),
            }
        }
    }
}
