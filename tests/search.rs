//! The search and the proofs: purity, the hash, the table, and exact wins against a brute force.

use std::{fs, path::Path};

use bao::{
    engine::{BySide, Hole, Position, Rules, Setup, Side, notation::position_text},
    search::{
        Limits, Score, SearchError, analyse,
        params::WIN,
        prove::{Proof, ProveError, prove},
        puzzle::{Holds, LineError, defence, main_line},
        table::{Bound, Entry, Table},
        zobrist::hash,
    },
};

mod search_support;

use search_support::{Dice, brute, brute_win_in, late_positions, random_game};

#[test]
fn the_search_does_no_io_and_keeps_no_clock() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Every file of the crate bao-search, its folders' too (negamax/).
    let mut files = Vec::new();
    let mut folders = vec![root.join("crates/bao-search/src")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a search folder reads") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path);
            }
        }
    }
    assert!(
        files.iter().any(|f| f.ends_with("negamax/moves.rs")),
        "the search's files were found, in folders too"
    );
    let forbidden = [
        "std::fs",
        "std::io",
        "std::time",
        "Instant",
        "SystemTime",
        "std::thread",
        "std::env",
        "serde",
        "println!",
        "eprintln!",
        "print!",
    ];
    for file in files {
        let source = fs::read_to_string(&file).expect("a source file reads");
        let code: String = source
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for word in forbidden {
            assert!(!code.contains(word), "{} uses `{word}`", file.display());
        }
    }
}

#[test]
fn the_hash_is_a_function_of_the_position_fields_and_of_each_of_them() {
    let rules = Rules::KISWAHILI;
    let base = Setup {
        board: Position::start(rules).board().to_owned(),
        to_move: Side::South,
        stock: BySide::new(20, 21),
        nyumba: Some(BySide::new(true, true)),
        blocked: None,
    };
    let key = |setup: &Setup| hash(&setup.into_position(rules).expect("a legal position"));
    let base_key = key(&base);
    // The same fields, built again, hash the same.
    assert_eq!(base_key, key(&base));

    let mut moved = base;
    let a6: Hole = "A6".parse().unwrap();
    let a7: Hole = "A7".parse().unwrap();
    moved.board.set(a6, 1);
    moved.board.set(a7, 3);
    let mut to_move = base;
    to_move.to_move = Side::North;
    let mut south_stock = base;
    south_stock.stock = BySide::new(21, 21);
    let mut north_stock = base;
    north_stock.stock = BySide::new(20, 22);
    let mut nyumba_s = base;
    nyumba_s.nyumba = Some(BySide::new(false, true));
    let mut nyumba_n = base;
    nyumba_n.nyumba = Some(BySide::new(true, false));
    let mut blocked = base;
    blocked.stock = BySide::new(0, 0);
    blocked.board.set("B1".parse().unwrap(), 20);
    blocked.board.set("b1".parse().unwrap(), 21);
    let mut unblocked = blocked;
    blocked.blocked = Some(a6);
    unblocked.blocked = None;

    let keys = [
        base_key,
        key(&moved),
        key(&to_move),
        key(&south_stock),
        key(&north_stock),
        key(&nyumba_s),
        key(&nyumba_n),
    ];
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            assert_ne!(
                a, b,
                "positions differing in one field hash apart: {keys:x?}"
            );
        }
    }
    assert_ne!(
        key(&blocked),
        key(&unblocked),
        "the takasia block is hashed"
    );
}

#[test]
fn the_hash_of_a_game_position_equals_the_hash_of_its_fields_rebuilt() {
    let mut rng = Dice::from_state(0x4a5);
    for rules in [Rules::KISWAHILI, Rules::KUJIFUNZA] {
        for _ in 0..20 {
            for position in random_game(rules, &mut rng, 200) {
                let rebuilt = position
                    .setup()
                    .into_position(rules)
                    .expect("its own setup");
                assert_eq!(hash(&position), hash(&rebuilt));
            }
        }
    }
}

#[test]
fn the_table_only_answers_for_the_position_stored_so_its_move_is_legal_there() {
    // A table of 16 entries for hundreds of positions: nearly every probe meets a collision.
    let mut table = Table::new(4);
    let positions = late_positions(40, 10, 7);
    assert!(positions.len() > 200);
    for position in &positions {
        let mv = position.legal_moves()[0];
        let entry = Entry {
            key: hash(position),
            mv: Some(mv),
            score: 0,
            depth: 1,
            bound: Bound::Exact,
        };
        table.store(entry, 0);
    }
    let mut answered = 0;
    for position in &positions {
        if let Some(entry) = table.probe(hash(position)) {
            answered += 1;
            let mv = entry.mv.expect("a move was stored");
            assert!(
                position.legal_moves().contains(&mv),
                "{mv} is not legal in {}",
                position_text::write(position)
            );
        }
    }
    assert!(answered > 0 && answered <= 16, "{answered} answers");
}

#[test]
fn proved_wins_agree_with_a_brute_force_on_small_positions() {
    let positions = late_positions(60, 4, 0xb0a);
    let mut wins = [0; 3];
    let mut losses = 0;
    for position in &positions {
        let turns = 2;
        let expected = brute_win_in(position, turns);
        let proved = prove(position, turns, &|| false).expect("a proof");
        match expected {
            Some(k) => {
                wins[k as usize] += 1;
                assert_eq!(
                    proved.proof,
                    Proof::WinIn(k),
                    "{}",
                    position_text::write(position)
                );
                let best = proved.best.expect("a winning move");
                let child = position
                    .children()
                    .into_iter()
                    .find(|c| c.mv == best)
                    .expect("the best move is legal");
                let after = match child.end {
                    Some(end) => end.winner == Some(position.to_move()),
                    None => -brute(&child.position, 2 * k - 2, 1) > 0,
                };
                assert!(
                    after,
                    "{best} wins in {k} in {}",
                    position_text::write(position)
                );
            }
            None => assert_eq!(proved.proof, Proof::NoWinWithin(turns)),
        }
        // The alpha-beta search, as deep as the proof, finds the same least win.
        let searched = analyse(
            position,
            Limits {
                depth: 2 * turns - 1,
                nodes: None,
            },
            &|| false,
        )
        .expect("a search");
        if let Some(k) = expected {
            assert_eq!(
                searched.score,
                Score::WinIn(k),
                "{}",
                position_text::write(position)
            );
        }
        // A proved loss is the longest defence, as the brute force counts it.
        let value = brute(position, 2 * turns - 1, 0);
        if value < -(WIN - 100) {
            losses += 1;
            let p = (WIN + value) as u32;
            assert_eq!(searched.score, Score::LossIn(p.div_ceil(2)));
        }
    }
    assert!(
        wins[1] > 0 && wins[2] > 0,
        "both kinds of win were met: {wins:?}"
    );
    assert!(losses > 0, "a proved loss was met");
}

#[test]
fn a_proof_says_no_win_within_n_and_turns_out_of_range_are_refused() {
    let start = Position::start(Rules::KISWAHILI);
    let proved = prove(&start, 1, &|| false).expect("a proof");
    assert_eq!(proved.proof, Proof::NoWinWithin(1));
    assert_eq!(proved.moves.len(), start.legal_moves().len());
    assert_eq!(
        prove(&start, 0, &|| false).unwrap_err(),
        ProveError::Turns(0)
    );
    assert_eq!(
        prove(&start, 1000, &|| false).unwrap_err(),
        ProveError::Turns(1000)
    );
    assert!(matches!(
        prove(&start, 30, &|| true).unwrap_err(),
        ProveError::Stopped { decided: 0, .. }
    ));
}

#[test]
fn a_finished_game_is_an_error_not_a_search() {
    // South's front row is empty: South, to move, has lost.
    let over: Position =
        "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2 S stock=0,0 nyumba=-"
            .parse::<Setup>()
            .map(|s| {
                let mut s = s;
                s.board.set("B1".parse().unwrap(), 18);
                s.board.set("b1".parse().unwrap(), 16);
                s
            })
            .expect("position text")
            .into_position(Rules::KUJIFUNZA)
            .expect("a position");
    let err = analyse(
        &over,
        Limits {
            depth: 3,
            nodes: None,
        },
        &|| false,
    )
    .unwrap_err();
    let SearchError::GameOver(outcome) = err;
    assert_eq!(outcome.winner, Some(Side::North));
}

#[test]
fn a_main_line_wins_in_time_against_the_longest_defence() {
    let positions = late_positions(60, 4, 0x9a2);
    let mut lines = 0;
    for position in &positions {
        let Ok(proved) = prove(position, 2, &|| false) else {
            continue;
        };
        let Proof::WinIn(k) = proved.proof else {
            assert_eq!(
                main_line(position, 2, &|| false).unwrap_err(),
                LineError::NoWin(2)
            );
            continue;
        };
        let text = position_text::write(position);
        let line = main_line(position, 2, &|| false).expect("a main line");
        lines += 1;
        // The attacker moves on plies 0, 2, …: the line has his k moves and the defence between.
        assert_eq!(line.len(), 2 * k as usize - 1, "{text}: {line:?}");
        let mut at = *position;
        for (ply, mv) in line.iter().enumerate() {
            let played = at.play(*mv).expect("every move of the line is legal");
            if ply % 2 == 1 {
                // No other reply of the defender's holds out longer, by the brute force.
                let longest = at
                    .children()
                    .iter()
                    .filter(|c| c.end.is_none())
                    .map(|c| brute(&c.position, 2 * (k - 1) - 1, 0))
                    .min();
                let chosen = brute(&played.position, 2 * (k - 1) - 1, 0);
                assert_eq!(Some(chosen), longest, "{text}: {line:?}");
            }
            at = played.position;
            if ply + 1 == line.len() {
                let over = played.outcome.expect("the last move ends the game");
                assert_eq!(over.winner, Some(position.to_move()), "{text}");
            } else {
                assert!(played.outcome.is_none(), "{text}: {line:?}");
            }
        }
        // The defender's best reply to the first move is the line's second move.
        if k == 2 {
            let after = position.play(line[0]).expect("legal").position;
            let reply = defence(&after, 1, &|| false).expect("a defence");
            assert_eq!(reply.mv, line[1]);
            assert_eq!(reply.holds, Holds::LosesIn(1));
        }
    }
    assert!(lines >= 5, "{lines} main lines were checked");
}
