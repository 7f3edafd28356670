//! The games of the SPRT runner: one game between the two engines over the protocol, the
//! runner keeping its own position to check each move and to know the result, and a worker that
//! plays opening pairs on its own two engines.

use std::{
    path::PathBuf,
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc::Sender,
    },
    time::{Duration, Instant},
};

use bao::engine::{Move, Position, Side, notation::MoveText};
use serde_json::{Value, json};

use super::engine::Engine;

/// What every game shares: the rules, the search limits and the length limit.
pub struct Match {
    /// The rules' text, as the engines read it.
    pub rules: String,
    /// The fields of every `go`.
    pub limits: Value,
    /// The most turns before a draw is adjudicated.
    pub max_turns: usize,
    /// How long a reply may be waited for.
    pub timeout: Duration,
    /// The two binaries: new, base.
    pub paths: [PathBuf; 2],
}

/// One game, from the new engine's side.
#[derive(Clone, Copy, Debug)]
pub struct Game {
    /// The new engine's points, in halves: 2 a win, 1 a draw, 0 a loss.
    pub half_points: usize,
    /// The plies the engines played (after the opening).
    pub plies: usize,
    /// Whether `--max-turns` ended it.
    pub adjudicated: bool,
    /// Its wall time, in seconds, from the `new` to the last move.
    pub seconds: f64,
}

/// One opening played with both colours, and the engines' times a move in it (new, base).
pub struct Pair {
    /// The two games, the new engine South in the first.
    pub games: [Game; 2],
    /// Each engine's wall time a move, in milliseconds.
    pub times: [Vec<f64>; 2],
}

/// Plays one game from `opening`, the new engine (`engines[0]`) playing `new_side`; `None` if
/// `stop` was raised meanwhile.
fn play_game(
    engines: &mut [Engine; 2],
    opening: &(Position, Vec<Move>),
    new_side: Side,
    game: &Match,
    stop: &AtomicBool,
    times: &mut [Vec<f64>; 2],
) -> Result<Option<Game>, String> {
    let moves: Vec<String> = opening.1.iter().map(ToString::to_string).collect();
    let started = Instant::now();
    let setup =
        json!({"cmd": "position", "rules": game.rules, "position": "start", "moves": moves});
    for engine in engines.iter_mut() {
        engine.ready(&json!({"cmd": "new"}))?;
        if engine.ready(&setup)? {
            return Err(engine.error("says the opening has ended the game"));
        }
    }
    let mut position = opening.0;
    let mut played: Vec<String> = Vec::new();
    // How many of `played` each engine has been told.
    let mut told = [0usize; 2];
    // The new engine's half-points, once the game has ended by the rules.
    let mut ended = None;
    for _ in 0..game.max_turns {
        if stop.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let who = usize::from(position.to_move() != new_side);
        let engine = &mut engines[who];
        for mv in &played[told[who]..] {
            if engine.ready(&json!({"cmd": "play", "move": mv}))? {
                return Err(engine.error("says the game is over, which it is not"));
            }
        }
        told[who] = played.len();
        let (best, took) = engine.go(&game.limits)?;
        times[who].push(took.as_secs_f64() * 1000.0);
        let mv = best
            .parse::<MoveText>()
            .map_err(|e| e.to_string())
            .and_then(|text| text.resolve(&position).map_err(|e| e.to_string()))
            .map_err(|e| engine.error(&format!("its best move `{best}` is illegal: {e}")))?;
        let after = position
            .play(mv)
            .map_err(|e| engine.error(&e.to_string()))?;
        played.push(mv.to_string());
        if let Some(outcome) = after.outcome {
            ended = Some(match outcome.winner {
                None => 1,
                Some(side) if side == new_side => 2,
                Some(_) => 0,
            });
            break;
        }
        position = after.position;
    }
    Ok(Some(Game {
        half_points: ended.unwrap_or(1),
        plies: played.len(),
        adjudicated: ended.is_none(),
        seconds: started.elapsed().as_secs_f64(),
    }))
}

/// Plays pairs on one pair of engines, taking the next opening from `next` until they run out
/// or `stop` is raised, and sends each pair (or the error that ends the run) to `results`.
pub fn worker(
    game: &Match,
    openings: &[(Position, Vec<Move>)],
    next: &AtomicUsize,
    stop: &AtomicBool,
    results: &Sender<Result<Pair, String>>,
) {
    let run = || -> Result<(), String> {
        let mut engines = [
            Engine::start("new", &game.paths[0], game.timeout)?,
            Engine::start("base", &game.paths[1], game.timeout)?,
        ];
        while !stop.load(Ordering::Relaxed) {
            let Some(opening) = openings.get(next.fetch_add(1, Ordering::Relaxed)) else {
                break;
            };
            let mut times = [Vec::new(), Vec::new()];
            let mut games = Vec::new();
            for new_side in Side::ALL {
                match play_game(&mut engines, opening, new_side, game, stop, &mut times)? {
                    Some(one) => games.push(one),
                    None => return Ok(()),
                }
            }
            let games = [games[0], games[1]];
            if results.send(Ok(Pair { games, times })).is_err() {
                break;
            }
        }
        Ok(())
    };
    if let Err(message) = run() {
        stop.store(true, Ordering::Relaxed);
        let _ = results.send(Err(message));
    }
}
