//! The corpus of tests/fixtures/coach/reasons.txt: for each position, a mistake, the answer and
//! the better move, the reasons the engine's traces give, read back and compared whole.

use super::*;
use crate::engine::{Rules, notation::MoveText};

const CORPUS: &str = include_str!("../../../../tests/fixtures/coach/reasons.txt");

/// One line of the corpus.
struct Case {
    line: usize,
    position: Position,
    mv: Move,
    reply: Option<Move>,
    better: Move,
    expected: Vec<String>,
}

fn resolve(position: &Position, text: &str) -> Move {
    text.parse::<MoveText>()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .resolve(position)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn cases() -> Vec<Case> {
    CORPUS
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let fields: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 6, "line {}: {l}", i + 1);
            let rules: Rules = fields[0].parse().expect("rules");
            let position = fields[1]
                .parse::<Setup>()
                .expect("position text")
                .into_position(rules)
                .expect("a position the rules allow");
            let mv = resolve(&position, fields[2]);
            let after = position.play(mv).expect("the mistake is legal").position;
            let reply = (fields[3] != "-").then(|| resolve(&after, fields[3]));
            let better = resolve(&position, fields[4]);
            let expected = fields[5].split(';').map(|s| s.trim().to_owned()).collect();
            Case {
                line: i + 1,
                position,
                mv,
                reply,
                better,
                expected,
            }
        })
        .collect()
}

/// Writes reasons in the corpus's short form, one item each.
fn short(reasons: &Reasons) -> Vec<String> {
    let mut items: Vec<String> = reasons
        .does
        .iter()
        .map(|r| match r {
            Reason::Captures {
                holes,
                seeds,
                kichwa,
            } => {
                let each: Vec<String> = holes.iter().map(|(h, s)| format!("{h}:{s}")).collect();
                format!("captures {} ={seeds} @{kichwa}", each.join(","))
            }
            Reason::Relay { laps, holes } => {
                // The first six relay holes: a long chain is asserted by its count.
                let each: Vec<String> = holes.iter().take(6).map(ToString::to_string).collect();
                format!("relay {laps} {}", each.join(","))
            }
            Reason::TakesNyumba { hole } => format!("takes-nyumba {hole}"),
            Reason::ThreatensNyumba { hole, seeds } => format!("threatens-nyumba {hole}:{seeds}"),
            Reason::Takasia { hole } => format!("takasia {hole}"),
            Reason::EmptiesFrontRow => "empties-front-row".to_owned(),
            Reason::NeverEnding { draw } => {
                format!("never-ending {}", if *draw { "draw" } else { "loses" })
            }
        })
        .collect();
    for k in &reasons.kept {
        items.push(format!("kept {}:{}", k.hole, k.seeds));
    }
    items.push(format!("board {}-{}", reasons.board.0, reasons.board.1));
    items
}

#[test]
fn every_case_of_the_corpus_gives_its_reasons() {
    let cases = cases();
    assert!(cases.len() >= 30, "{} cases", cases.len());
    for case in &cases {
        let got = reasons(&case.position, case.mv, case.reply, case.better)
            .unwrap_or_else(|| panic!("line {}: no reasons", case.line));
        assert_eq!(got.reply, case.reply, "line {}", case.line);
        assert_eq!(short(&got), case.expected, "line {}", case.line);
    }
}

#[test]
fn every_reason_kind_is_in_the_corpus() {
    let all: Vec<String> = cases().iter().flat_map(|c| c.expected.clone()).collect();
    for kind in [
        "captures",
        "relay",
        "takes-nyumba",
        "threatens-nyumba",
        "takasia",
        "empties-front-row",
        "never-ending",
        "kept",
    ] {
        assert!(
            all.iter().any(|item| item.starts_with(kind)),
            "no case of {kind}"
        );
    }
    // A capture of more than one hole, and a kept hole the better move emptied.
    assert!(
        all.iter()
            .any(|i| i.starts_with("captures") && i.contains(','))
    );
}

#[test]
fn the_seeds_on_the_board_are_the_boards_own_count() {
    for case in cases() {
        let got = reasons(&case.position, case.mv, case.reply, case.better).unwrap();
        let after = case.position.play(case.mv).unwrap();
        let board = match case.reply {
            Some(reply) if after.outcome.is_none() => {
                *after.position.play(reply).unwrap().position.board()
            }
            _ => *after.position.board(),
        };
        let mover = case.position.to_move();
        assert_eq!(
            got.board,
            (board.count(mover), board.count(mover.opponent())),
            "line {}",
            case.line
        );
        let captured = case
            .reply
            .filter(|_| after.outcome.is_none())
            .map_or(0, |r| after.position.play(r).unwrap().trace.captured());
        assert_eq!(got.seeds_captured(), captured, "line {}", case.line);
    }
}

#[test]
fn an_illegal_move_gives_no_reasons() {
    let start = Position::start(Rules::KISWAHILI);
    let legal = start.legal_moves()[0];
    let after = start.play(legal).unwrap().position;
    let north = after.legal_moves()[0];
    assert_eq!(reasons(&start, north, None, legal), None);
    assert_eq!(reasons(&start, legal, None, north), None);
}

#[test]
fn the_marks_are_the_captured_holes_and_the_better_moves_hole() {
    let case = cases()
        .into_iter()
        .find(|c| c.expected.iter().any(|e| e.starts_with("captures")))
        .expect("a capturing case");
    let got = reasons(&case.position, case.mv, case.reply, case.better).unwrap();
    let chances = crate::game::coach::Chances {
        best: 0.6,
        played: 0.2,
    };
    let verdict = Verdict::Mistake {
        class: crate::game::coach::Class::Blunder,
        chances,
        played: crate::search::Score::Eval(-500),
        allows: None,
        better: (case.better, String::new()),
        reasons: Some(got.clone()),
    };
    let marks = verdict.marks().unwrap();
    assert_eq!(marks.better, case.better.hole());
    assert_eq!(marks.captured, got.captured());
    assert!(!marks.captured.is_empty());
    assert!(
        marks
            .captured
            .iter()
            .all(|h| h.side() == case.position.to_move())
    );
    let good = Verdict::Good {
        class: crate::game::coach::Class::Best,
        chances,
        praise: None,
    };
    assert_eq!(good.marks(), None);
}

/// Gets the reasons of the corpus case whose mistake is `mv` in the position starting `text`.
fn of_case(text: &str, mv: &str) -> Reasons {
    let line = CORPUS
        .lines()
        .position(|l| {
            l.split('|')
                .nth(1)
                .is_some_and(|p| p.trim().starts_with(text))
        })
        .expect("the case is in the corpus");
    let case = cases()
        .into_iter()
        .find(|c| c.line == line + 1)
        .expect("a case");
    assert_eq!(case.mv.to_string(), mv);
    reasons(&case.position, case.mv, case.reply, case.better).unwrap()
}

#[test]
fn the_words_give_the_real_holes_and_seeds() {
    // South's A6L* lets North's a5R capture the 1 seed of A4; South's A6R* sows A4 on first.
    let one = of_case("2,1,0,0,0,0,0,0/0,3,0,6", "A6L*");
    assert_eq!(
        words::reply(&one).unwrap(),
        "captures A4's 1 seed, entering at the kichwa a8; \
         North then has 14 seeds on the board to South's 12"
    );
    assert_eq!(
        words::kept(&one).unwrap(),
        "A6R* left nothing in A4 to capture"
    );
    let threat = of_case("2,1,0,0,0,0,0,0/1,3,0,7", "a8R");
    assert_eq!(
        words::reply(&threat).unwrap(),
        "captures a7's 4 seeds, entering at the kichwa A1, threatens North's nyumba a5 (8 seeds); \
         South then has 17 seeds on the board to North's 12"
    );
    assert_eq!(words::kept(&threat).unwrap(), "a7R kept a7 covered");
    let taken = of_case("2,1,0,0,0,0,0,0/0,0,0,10", "A6R");
    assert_eq!(
        words::reply(&taken).unwrap(),
        "captures A5's 8 seeds, entering at the kichwa a1, takes South's nyumba A5 for good; \
         North then has 23 seeds on the board to South's 13"
    );
    let many = of_case("1,4,1,0,2,1,0,4", "B4L*");
    assert_eq!(
        words::reply(&many).unwrap(),
        "captures A3's 1 seed and A1's 1, 2 in all, entering at the kichwa a8, \
         empties South's front row: North wins"
    );
    let block = of_case("0,5,0,4,1,3,2,3", "a7L*");
    assert_eq!(
        words::reply(&block).unwrap(),
        "takasia: blocks a1 for North's next turn"
    );
    assert_eq!(words::kept(&block), None);
    let endless = of_case("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,2", "a1R*");
    assert_eq!(
        words::reply(&endless).unwrap(),
        "relays 254 times, starts a sowing that never ends: the game is drawn"
    );
}

#[test]
fn a_quiet_answer_has_no_words_of_its_own() {
    let start = Position::start(Rules::KISWAHILI);
    let quiet = start
        .legal_moves()
        .into_iter()
        .find_map(|mv| {
            let after = start.play(mv).ok()?.position;
            let reply = after
                .legal_moves()
                .into_iter()
                .find(|r| of_reply(&after.play(*r).unwrap(), start.to_move()).is_empty())?;
            Some((mv, reply))
        })
        .expect("an opening with a quiet answer");
    let got = reasons(&start, quiet.0, Some(quiet.1), quiet.0).unwrap();
    assert!(got.does.is_empty() && got.kept.is_empty());
    assert_eq!(words::reply(&got), None);
    assert_eq!(words::kept(&got), None);
}

/// North's namua takasa from a2 puts a seed in a4, which faces South's nyumba A5: a threat only
/// while the nyumba is functional (6 seeds or more, South in the namua stage).
#[test]
fn only_a_functional_nyumba_is_threatened() {
    for (a5, stock, threatened) in [
        (3u8, 10, false),
        (6, 10, true),
        (9, 10, true),
        (9, 0, false),
    ] {
        let text = format!(
            "0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/2,0,0,0,{a5},0,0,0/0,0,0,0,0,0,0,0 N stock={stock},10 nyumba=S"
        );
        let position = text
            .parse::<Setup>()
            .unwrap()
            .into_position(Rules::KISWAHILI)
            .unwrap();
        let a4: Hole = "a4".parse().unwrap();
        let (_, played) = position
            .play_all(&mut ())
            .unwrap()
            .into_iter()
            .find(|(mv, p)| mv.hole().to_string() == "a2" && p.position.board().get(a4) > 0)
            .expect("a2 sown towards a4");
        let does = of_reply(&played, Side::South);
        let expected = threatened.then(|| Reason::ThreatensNyumba {
            hole: "A5".parse().unwrap(),
            seeds: a5,
        });
        assert_eq!(
            does,
            expected.into_iter().collect::<Vec<_>>(),
            "A5 {a5}, stock {stock}"
        );
    }
}
