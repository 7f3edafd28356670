use ratatui::{Terminal, backend::TestBackend};

use super::*;
use crate::{
    engine::Rules,
    game::record::{Player, Strength},
};

pub(super) fn app(north: Player) -> App {
    let game = Game::new(
        Position::start(Rules::KISWAHILI),
        Player::Person("Amina".into()),
        north,
        None,
    );
    App::new(game, true)
}

/// Draws the screen at a size and gives its text, a line a row, trailing blanks cut.
pub(super) fn screen(app: &App, width: u16, height: u16) -> String {
    drawn(width, height, |frame| draw::draw(frame, app))
}

/// Draws with `draw` on a test terminal of a size and gives the text, a line a row, trailing
/// blanks cut.
pub(super) fn drawn(width: u16, height: u16, draw: impl FnOnce(&mut ratatui::Frame<'_>)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(draw).unwrap();
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..height {
        let mut line = String::new();
        for x in 0..width {
            line.push_str(buffer[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

pub(super) fn finish_animation(app: &mut App) -> Effect {
    let mut effect = Effect::None;
    for _ in 0..1000 {
        if app.animation.is_none() {
            break;
        }
        effect = app.update(Input::Tick);
    }
    effect
}

#[test]
fn a_move_by_keys_asks_the_direction_only_when_there_is_a_choice() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    assert_eq!(app.cursor.to_string(), "A1");
    for _ in 0..5 {
        app.update(Input::Right);
    }
    assert_eq!(app.cursor.to_string(), "A6");
    assert_eq!(app.update(Input::Enter), Effect::None);
    let (moves, at) = app.choosing.clone().expect("A6 can go either way");
    assert_eq!(moves.len(), 2);
    app.update(Input::Right);
    let chosen = moves[(at + 1) % 2];
    let before = *app.game.position();
    let effect = app.update(Input::Enter);
    assert_eq!(
        effect,
        Effect::Coach {
            turn: 0,
            before,
            mv: chosen
        }
    );
    assert_eq!(app.game.turns()[0].mv, chosen);
    // The move is animated; when it ends, bao is asked to think.
    assert!(app.animation.is_some());
    assert_eq!(
        finish_animation(&mut app),
        Effect::Think(*app.game.position())
    );
}

#[test]
fn a_typed_move_plays_and_undo_takes_it_back() {
    let mut app = app(Player::Person("Juma".into()));
    for c in "A7R*".chars() {
        app.update(Input::Char(c));
    }
    assert_eq!(app.typed, "A7R*");
    app.update(Input::Enter);
    assert_eq!(app.game.turns()[0].mv.to_string(), "A7R*");
    // A key skips the animation to its end.
    app.update(Input::Char('x'));
    finish_animation(&mut app);
    assert_eq!(app.cursor.side(), Side::North);
    app.update(Input::Char('u'));
    assert!(app.game.turns().is_empty());
    assert_eq!(app.message.as_deref(), Some("took back 1 turn"));
    assert!(draw::moves(&app).is_empty(), "{:?}", draw::moves(&app));
    app.update(Input::Char('A'));
    app.update(Input::Char('5'));
    app.update(Input::Enter);
    assert!(
        app.message
            .as_deref()
            .is_some_and(|m| m.contains("legal moves: ")),
        "{:?}",
        app.message
    );
}

#[test]
fn the_coach_speaks_on_its_turn_even_after_bao_replied() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    for c in "A7R*".chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Enter);
    finish_animation(&mut app);
    let reply = app.game.position().legal_moves()[0];
    app.update(Input::BaoMoved(reply));
    let mv = app.game.turns()[0].mv;
    app.update(Input::Coached(0, mv, Some("A6L* was better.".into())));
    assert_eq!(
        app.game.turns()[0].comment.as_deref(),
        Some("coach: A6L* was better.")
    );
    assert_eq!(app.game.turns()[1].comment, None);
}

#[test]
fn while_bao_thinks_only_quitting_is_heard() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    app.thinking = Some((Side::North, 5.0));
    assert_eq!(app.update(Input::Char('u')), Effect::None);
    assert_eq!(app.update(Input::Char('q')), Effect::Quit);
    assert_eq!(app.update(Input::Interrupt), Effect::Quit);
}

#[test]
fn the_screen_shows_the_board_the_trace_and_the_coach_at_80_columns() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    for c in "A7R*".chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Enter);
    finish_animation(&mut app);
    let mv = app.game.turns()[0].mv;
    app.update(Input::Coached(0, mv, Some("A6L* was better.".into())));
    app.thinking = Some((Side::North, 5.0));
    let text = screen(&app, 80, 24);
    // The board after A7R*: a stock seed into A7, its 3 seeds sown to B7.
    assert!(
        text.contains("│a    0   2   2 [6]   0   0   0   0"),
        "{text}"
    );
    assert!(
        text.contains("│A    0   0   0   0 [6]   2   0   1"),
        "{text}"
    );
    assert!(
        text.contains("│B    0   0   0   0   0   0   1   1"),
        "{text}"
    );
    assert!(text.contains("South: Amina  stock 21"), "{text}");
    assert!(text.contains("1. A7R*: a stock seed into"), "{text}");
    // The words' panel is narrowed by the evaluation bar: the coach's note wraps.
    assert!(text.contains("coach on 1. A7R*: A6L* was"), "{text}");
    // The bar: North's label over it, South's under it, while the chance is being found.
    assert!(text.contains("  N  ┌ Moves and coach"), "{text}");
    assert!(text.contains("  S  │"), "{text}");
    assert_eq!(
        app.game.turns()[0].comment.as_deref(),
        Some("coach: A6L* was better.")
    );
    // Level 1 searches to a fixed depth, long before its deadline: no time is promised.
    assert!(text.contains("bao (North) is thinking…"), "{text}");
    assert!(!text.contains("at most"), "{text}");
    assert!(text.contains("u undo  h hint"), "{text}");
    insta::assert_snapshot!("game_80x24", text);
}

#[test]
fn the_screen_works_reduced_at_42_columns() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    app.update(Input::Right);
    let text = screen(&app, 42, 24);
    for line in text.lines() {
        assert!(line.chars().count() <= 42, "{line:?}");
    }
    assert!(
        text.contains("│A    0   0   0   0 [6]   2   2   0"),
        "{text}"
    );
    assert!(text.contains("South to move: choose a hole"), "{text}");
    // Every key is said with what it does, on two lines that fit.
    for key in [
        "Enter play",
        "u undo",
        "h hint",
        "r resign",
        "s save",
        "q quit",
        "+- speed",
    ] {
        assert!(text.contains(key), "{key}: {text}");
    }
    insta::assert_snapshot!("game_42x24", text);
}

#[test]
fn a_sowing_is_animated_seed_by_seed_with_its_direction() {
    let mut app = app(Player::Person("Juma".into()));
    for c in "A6L*".chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Enter);
    // Forward to the first seed sown.
    while app
        .animation
        .as_ref()
        .is_some_and(|(f, at)| f[*at].direction.is_none())
    {
        app.update(Input::Tick);
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("sowing"), "{text}");
    assert!(text.contains("▶ sows 3 seeds"), "{text}");
    assert!(
        text.contains("│A    0   0   0   0 [7]   0   2   0"),
        "{text}"
    );
}

/// The tokens of South's front row as drawn: A1 to A8, each hole's seeds and marks.
fn south_front(text: &str) -> Vec<String> {
    let row = text
        .lines()
        .find_map(|l| l.trim_start_matches('│').strip_prefix("A "))
        .expect("South's front row");
    row.split('│')
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

#[test]
fn after_a_mistake_the_board_marks_what_the_answer_captures_and_the_better_hole() {
    let mut app = app(Player::Bao(Strength::Level(1)));
    let start = *app.game.position();
    // A move of South's after which North has a capture, and one of South's other moves.
    let (mv, reply) = start
        .legal_moves()
        .into_iter()
        .find_map(|mv| {
            let after = start.play(mv).ok()?.position;
            let reply = after.play_all(&mut ()).ok()?.into_iter().find(|(_, p)| {
                p.trace
                    .events()
                    .any(|e| matches!(e, crate::engine::Event::Capture { .. }))
            })?;
            Some((mv, reply.0))
        })
        .expect("an opening move North can answer with a capture");
    let better = start
        .legal_moves()
        .into_iter()
        .find(|m| m.hole() != mv.hole())
        .expect("another move");
    let reasons = coach::reason::reasons(&start, mv, Some(reply), better).unwrap();
    let marks = Marks {
        captured: reasons.captured(),
        better: better.hole(),
    };
    assert!(!marks.captured.is_empty());
    for c in mv.to_string().chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Enter);
    finish_animation(&mut app);
    let before = screen(&app, 80, 24);
    assert!(!before.contains('!') && !before.contains('◆'), "{before}");
    app.update(Input::BaoMoved(reply));
    finish_animation(&mut app);
    app.update(Input::CoachMarks(0, mv, marks.clone()));
    let text = screen(&app, 80, 24);
    let front = south_front(&text);
    assert_eq!(front.len(), 8, "{text}");
    for n in 1..=8u8 {
        let hole = Hole::new(Side::South, Row::Front, n);
        let token = &front[usize::from(n) - 1];
        assert_eq!(
            token.contains('!'),
            marks.captured.contains(&hole),
            "{hole}: {token}\n{text}"
        );
        assert_eq!(
            token.contains('◆'),
            hole == better.hole(),
            "{hole}: {token}"
        );
    }
    assert!(
        text.contains("! the answer captures  ◆ better move"),
        "{text}"
    );
    // The reduced screen keeps the marks and the legend.
    let narrow = screen(&app, 42, 24);
    assert_eq!(south_front(&narrow), front, "{narrow}");
    assert!(
        narrow.contains("! the answer captures  ◆ better move"),
        "{narrow}"
    );
    // South's next move takes the marks away.
    let next = app.game.position().legal_moves()[0];
    for c in next.to_string().chars() {
        app.update(Input::Char(c));
    }
    app.update(Input::Enter);
    finish_animation(&mut app);
    let after = screen(&app, 80, 24);
    assert!(!after.contains("the answer captures"), "{after}");
}

#[test]
fn the_evaluation_bar_shows_souths_chance_beside_the_board_and_under_it_when_narrow() {
    let mut app = app(Player::Person("Juma".into()));
    let start = *app.game.position();
    // A score for another position (a move played meanwhile) is not shown.
    let other = start.play(start.legal_moves()[0]).unwrap().position;
    app.update(Input::Evaluated(other, crate::search::Score::WinIn(1)));
    assert_eq!(app.south, None);
    // South to move, a quarter of the curve's scale ahead.
    let score = crate::search::Score::Eval(-300);
    app.update(Input::Evaluated(start, score));
    let south = crate::search::chance::chance(score);
    assert_eq!(app.south, Some(south));
    let pct = crate::search::chance::percent(south);
    assert!(pct < 50, "{pct}");
    let text = screen(&app, 80, 24);
    assert!(text.contains(&format!("│{pct:>3} %│")), "{text}");
    // The bar: 7 cells between N and the percentage, South's share filled from the bottom.
    let cells: Vec<char> = text
        .lines()
        .skip(1)
        .take(7)
        .map(|l| l.chars().nth(45).unwrap())
        .collect();
    let filled = (south * 7.0).round() as usize;
    let expected: Vec<char> = std::iter::repeat_n('░', 7 - filled)
        .chain(std::iter::repeat_n('█', filled))
        .collect();
    assert_eq!(cells, expected, "{text}");
    let narrow = screen(&app, 42, 24);
    let line = narrow
        .lines()
        .find(|l| l.starts_with("South "))
        .unwrap_or_else(|| panic!("{narrow}"));
    assert!(line.starts_with(&format!("South {pct:>3} % ")), "{line}");
    assert!(line.chars().count() <= 42, "{line}");
    // Too short a narrow screen leaves the bar out rather than the moves.
    let short = screen(&app, 42, 20);
    assert!(!short.contains('█') && !short.contains('░'), "{short}");
}

#[test]
fn a_finished_game_shows_its_result_on_the_bar() {
    let mut app = app(Player::Person("Juma".into()));
    app.update(Input::Char('r'));
    app.update(Input::Char('y'));
    assert!(app.game.is_over());
    assert_eq!(app.south_chance(), Some(0.0));
    assert!(screen(&app, 80, 24).contains("│  0 %│"));
}

#[test]
fn a_finished_game_says_that_q_shows_the_review_when_there_is_one() {
    let mut app = app(Player::Person("Juma".into()));
    app.update(Input::Char('r'));
    app.update(Input::Char('y'));
    let status = draw::status_line(&app);
    assert_eq!(status, "the game is over: North wins: South resigned");
    app.review = true;
    assert_eq!(
        draw::status_line(&app),
        "the game is over: North wins: South resigned; q quits and shows the review"
    );
}
