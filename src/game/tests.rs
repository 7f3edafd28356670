use super::{
    record::{GameResult, Player, Strength},
    store::Store,
    *,
};
use crate::engine::{EndReason, Rules};

fn mv(position: &Position, text: &str) -> Move {
    text.parse::<crate::engine::notation::MoveText>()
        .unwrap()
        .resolve(position)
        .unwrap()
}

fn versus_bao() -> Game {
    Game::new(
        Position::start(Rules::KISWAHILI),
        Player::Person("Amina".into()),
        Player::Bao(Strength::Level(1)),
        None,
    )
}

#[test]
fn plays_and_undoes_back_to_the_persons_turn() {
    let mut game = versus_bao();
    let start = *game.position();
    assert_eq!(game.apply(Input::Undo), Err(GameError::NothingToUndo));
    let a6 = mv(&start, "A6L*");
    let Applied::Played(played) = game.apply(Input::Play(a6)).unwrap() else {
        panic!("not played")
    };
    assert_eq!(played.position.to_move(), Side::North);
    let reply = game.position().legal_moves()[0];
    game.apply(Input::Play(reply)).unwrap();
    assert_eq!(game.turns().len(), 2);
    // Undo takes back bao's reply and the person's move with it.
    assert_eq!(game.apply(Input::Undo), Ok(Applied::Undone(2)));
    assert_eq!(*game.position(), start);
    assert!(game.turns().is_empty());
}

#[test]
fn two_players_undo_one_turn_at_a_time() {
    let start = Position::start(Rules::KISWAHILI);
    let mut game = Game::new(
        start,
        Player::Person("A".into()),
        Player::Person("B".into()),
        None,
    );
    game.apply(Input::Play(mv(&start, "A6L*"))).unwrap();
    let after = *game.position();
    game.apply(Input::Play(after.legal_moves()[0])).unwrap();
    assert_eq!(game.apply(Input::Undo), Ok(Applied::Undone(1)));
    assert_eq!(*game.position(), after);
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let mut game = versus_bao();
    let north_move = {
        let p = Position::start(Rules::KISWAHILI)
            .play(mv(&Position::start(Rules::KISWAHILI), "A6L*"))
            .unwrap()
            .position;
        p.legal_moves()[0]
    };
    assert!(matches!(
        game.apply(Input::Play(north_move)),
        Err(GameError::Illegal(_))
    ));
    assert!(game.turns().is_empty());
}

#[test]
fn resigning_ends_the_game_and_undo_takes_it_back() {
    let mut game = versus_bao();
    assert_eq!(
        game.apply(Input::Resign),
        Ok(Applied::Resigned(Side::South))
    );
    assert_eq!(game.result(), GameResult::Resigned(Side::South));
    assert_eq!(game.result().winner(), Some(Side::North));
    assert!(matches!(game.apply(Input::Resign), Err(GameError::Over(_))));
    assert_eq!(game.apply(Input::Undo), Ok(Applied::Undone(0)));
    assert!(!game.is_over());
}

#[test]
fn a_game_played_out_says_who_won_and_why() {
    let start = Position::start(Rules::of(crate::engine::Variant::Kujifunza));
    let mut game = Game::new(
        start,
        Player::Person("A".into()),
        Player::Person("B".into()),
        None,
    );
    while !game.is_over() {
        let first = game.position().legal_moves()[0];
        game.apply(Input::Play(first)).unwrap();
        assert!(game.turns().len() < 2000, "the game does not end");
    }
    let GameResult::Over(outcome) = game.result() else {
        panic!("not ended by the rules")
    };
    assert!(outcome.winner.is_some());
    assert!(matches!(
        outcome.reason,
        EndReason::FrontRowEmpty | EndReason::NoLegalMove
    ));
    // Its record replays to the same end.
    let text = game.record().write();
    let again = Game::from_record(text.parse().unwrap()).unwrap();
    assert_eq!(again, game);
}

#[test]
fn the_store_saves_resumes_and_clears() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("bao/game.txt"));
    assert!(store.load().unwrap().is_none());
    let mut game = versus_bao();
    let start = *game.position();
    game.apply(Input::Play(mv(&start, "A7R*"))).unwrap();
    store.save(game.record()).unwrap();
    let resumed = Game::from_record(store.load().unwrap().unwrap()).unwrap();
    assert_eq!(resumed, game);
    store.clear().unwrap();
    assert!(store.load().unwrap().is_none());
    std::fs::write(store.path(), "Rules: kiswahili\nResult: *\n1. A5L\n").unwrap();
    let err = store.load().unwrap_err().to_string();
    assert!(err.contains("line 3") && err.contains("--new"), "{err}");
}

#[test]
fn a_claimed_game_is_held_until_let_go_and_another_name_is_offered() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("bao/game.txt"));
    let hold = store.claim().unwrap().expect("free at first");
    assert!(
        store.claim().unwrap().is_none(),
        "held by the first session"
    );
    let (other, _other_hold) = store.another().unwrap();
    assert_eq!(other.path(), dir.path().join("bao/game-2.txt"));
    assert!(other.claim().unwrap().is_none());
    // Read-only: nothing is saved, nothing cleared.
    let game = versus_bao();
    store.save(game.record()).unwrap();
    let read_only = store.clone().read_only();
    let mut played = game.clone();
    let start = *played.position();
    played.apply(Input::Play(mv(&start, "A7R*"))).unwrap();
    read_only.save(played.record()).unwrap();
    read_only.clear().unwrap();
    assert_eq!(
        Game::from_record(store.load().unwrap().unwrap()).unwrap(),
        game
    );
    assert!(read_only.kept(false).contains("read-only"));
    drop(hold);
    assert!(store.claim().unwrap().is_some(), "free once let go");
}

#[test]
fn only_a_game_kept_under_another_name_is_resumed_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let state = dir.path().join("bao");
    let elsewhere = dir.path().join("mine");
    std::fs::create_dir_all(&state).unwrap();
    std::fs::create_dir_all(&elsewhere).unwrap();
    let store = Store::at(state.join("game.txt"));
    let kept = store.beside(&state.join("game-2.txt")).unwrap();
    assert_eq!(
        kept.path(),
        state.canonicalize().unwrap().join("game-2.txt")
    );
    // The player's own records are never taken for a store bao would overwrite or remove.
    for other in [
        state.join("bao-game.txt"),
        state.join("game-x.txt"),
        state.join("game-.txt"),
        elsewhere.join("game-2.txt"),
    ] {
        assert!(store.beside(&other).is_none(), "{}", other.display());
    }
}
