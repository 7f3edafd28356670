//! `bao analyse`: search a position for its best move, or prove a win within N turns.

use std::{
    io::Write,
    process::ExitCode,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use super::{
    Error, position_arg,
    search_words::{prove_error, search_error},
};
use crate::{
    engine::{Endless, Move, Position, Side},
    game::words::side,
    i18n::notation::move_text,
    search::{
        self, Analysis, Limits, Score, Search, Unscored,
        chance::chance,
        dice::Dice,
        level,
        params::MAX_PROOF_TURNS,
        prove::{Proof, Proved},
    },
    t,
};

/// The time a search or proof may take when neither `--time` nor `--depth` is given.
const DEFAULT_TIME: Duration = Duration::from_secs(5);
/// The deepest `--depth`, in plies.
pub(crate) const MAX_DEPTH: u32 = 24;

/// Arguments of `bao analyse`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// The most time to think, in seconds (default 5); the best move found so far is given when it
    /// runs out.
    #[arg(long, value_name = "SECONDS", value_parser = super::duration::up_to_a_day, conflicts_with = "depth")]
    pub time: Option<Duration>,
    /// Search to exactly this many plies (1 to 24), however long it takes (each ply costs about
    /// twice the time of the one before).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    pub depth: Option<u32>,
    /// Decide exactly whether the player to move wins within N of his turns (1 to 30).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_PROOF_TURNS)), conflicts_with = "depth")]
    pub prove: Option<u32>,
    /// Play at a level, 1 (weakest) to 6: a shallower search and, below level 5, a random
    /// choice among the moves scored near the best.
    #[arg(long, value_name = "L", value_parser = clap::value_parser!(u8).range(1..=6), conflicts_with_all = ["depth", "prove"])]
    pub level: Option<u8>,
    /// Print one JSON object: best, score, chance (the mover's expected score, 0 to 1), pv,
    /// depth, nodes, time_ms, moves (every legal move, each with its score and chance, or a null
    /// score and the reason when the time ran out before it was searched).
    #[arg(long)]
    pub json: bool,
    /// The position: `start`, a diagram id, the one-line form, a JSON object, or a file.
    pub position: String,
}

/// A pick below `n` seeded by the clock, so that each run of a low level may differ.
fn clock_pick() -> impl FnMut(usize) -> usize {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut dice = Dice::from_state(nanos | 1);
    move |n| dice.pick(n)
}

/// What is printed, whichever way it was found (`bao engine`'s `bestmove` too).
pub(crate) struct Report {
    mover: Side,
    best: Move,
    score: Value,
    /// The mover's chance of the score, 0 to 1.
    chance: Value,
    words: String,
    pv: Vec<Move>,
    depth: u32,
    nodes: u64,
    /// Each scored move with its score and the mover's chance of it.
    moves: Vec<(Move, Value, Value)>,
    /// The legal moves left without a score, each with why: in English (for JSON) and in the
    /// reader's language.
    unscored: Vec<(Move, &'static str, String)>,
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    let position = position_arg::read(&args.position, args.rules.value)?;
    // The catalogue is read before the clock starts: the time said is the search's alone.
    let _ = crate::i18n::Catalogue::builtin();
    let started = Instant::now();
    let deadline = match (args.depth, args.time) {
        (Some(_), _) => None,
        (None, time) => Some(started + time.unwrap_or(DEFAULT_TIME)),
    };
    let stop = move || deadline.is_some_and(|d| Instant::now() >= d);
    let mover = position.to_move();
    let report = match args.prove {
        Some(turns) => proved(&position, turns, &mut Search::exact(), &stop, started)?,
        None => {
            let level = args.level.and_then(level::level);
            let limits = Limits {
                depth: level.map_or(args.depth.unwrap_or(MAX_DEPTH), |l| l.depth),
                nodes: None,
            };
            let mut analysis = search::analyse(&position, limits, &stop)
                .map_err(|e| Error::Usage(search_error(&e)))?;
            if let Some(level) = level {
                let chosen = level::choose(&analysis, level.margin, clock_pick());
                if chosen != analysis.best {
                    let (_, score) = analysis
                        .moves
                        .iter()
                        .find(|(m, _)| *m == chosen)
                        .copied()
                        .expect("a listed move");
                    analysis.best = chosen;
                    analysis.score = score;
                    analysis.pv = vec![chosen];
                }
            }
            search_report(mover, position.rules().endless, &analysis)
        }
    };
    let elapsed = started.elapsed().as_millis();
    write_report(out, &report, elapsed, args.json, args.level)?;
    Ok(ExitCode::SUCCESS)
}

/// Proves whether the player to move wins within `turns`, with the line and the best move of a
/// search as deep as the proof (in `search`'s table), and reports it.
pub(crate) fn proved(
    position: &Position,
    turns: u32,
    search: &mut Search,
    stop: &dyn Fn() -> bool,
    started: Instant,
) -> Result<Report, Error> {
    let mover = position.to_move();
    let proved = search::prove::prove(position, turns, stop).map_err(|e| {
        Error::Usage(t!(
            "cli-analyse-cannot-prove",
            side = side(mover),
            reason = prove_error(&e),
            seconds = started.elapsed().as_secs_f64()
        ))
    })?;
    let limits = Limits {
        depth: match proved.proof {
            Proof::WinIn(k) => 2 * k - 1,
            Proof::NoWinWithin(n) => 2 * n,
        },
        nodes: None,
    };
    let analysis = search
        .analyse(position, limits, stop, &mut |_| {})
        .map_err(|e| Error::Usage(search_error(&e)))?;
    Ok(proof_report(mover, &proved, &analysis))
}

/// Writes a report: one JSON object, or the move, the score, the line and the work in words;
/// both list every legal move the time left without a score, and why. A level's move is the one
/// it plays, which below level 5 is a random pick near the best, so it is not called the best.
fn write_report(
    out: &mut impl Write,
    report: &Report,
    time_ms: u128,
    json: bool,
    level: Option<u8>,
) -> std::io::Result<()> {
    if json {
        writeln!(out, "{}", report_json(report, time_ms))?;
    } else {
        let shown = |mv: &Move| move_text(&mv.to_string());
        let line: Vec<String> = report.pv.iter().map(shown).collect();
        let best = shown(&report.best);
        let mover = side(report.mover);
        let said = match level {
            Some(level) => t!(
                "cli-analyse-level-plays",
                level = level,
                mv = best,
                side = mover
            ),
            None => t!("cli-analyse-best-move", mv = best, side = mover),
        };
        writeln!(out, "{said}")?;
        writeln!(out, "{}", report.words)?;
        writeln!(out, "{}", t!("cli-analyse-line", moves = line.join(" ")))?;
        writeln!(
            out,
            "{}",
            t!(
                "cli-analyse-work",
                depth = report.depth,
                nodes = report.nodes,
                seconds = time_ms as f64 / 1000.0
            )
        )?;
        for (mv, _, why) in &report.unscored {
            writeln!(
                out,
                "{}",
                t!(
                    "cli-analyse-not-searched",
                    mv = shown(mv),
                    why = why.as_str()
                )
            )?;
        }
    }
    Ok(())
}

/// A report as one JSON object: best, score, chance, pv, depth, nodes, time_ms and moves.
pub(crate) fn report_json(report: &Report, time_ms: u128) -> Value {
    let moves: Vec<Value> = report
        .moves
        .iter()
        .map(|(mv, score, chance)| json!({ "move": mv.to_string(), "score": score, "chance": chance }))
        .chain(report.unscored.iter().map(|(mv, why, _)| {
            json!({ "move": mv.to_string(), "score": null, "reason": format!("not searched: {why}") })
        }))
        .collect();
    let pv: Vec<String> = report.pv.iter().map(ToString::to_string).collect();
    json!({
        "best": report.best.to_string(),
        "score": report.score,
        "chance": report.chance,
        "pv": pv,
        "depth": report.depth,
        "nodes": report.nodes,
        "time_ms": time_ms,
        "moves": moves,
    })
}

/// The report of an ordinary search.
pub(crate) fn search_report(mover: Side, endless: Endless, analysis: &Analysis) -> Report {
    Report {
        mover,
        best: analysis.best,
        score: score_json(analysis.score),
        chance: chance_json(analysis.score),
        words: score_words(mover, analysis.score),
        pv: analysis.pv.clone(),
        depth: analysis.depth,
        nodes: analysis.nodes,
        moves: analysis
            .moves
            .iter()
            .map(|(mv, score)| (*mv, score_json(*score), chance_json(*score)))
            .collect(),
        unscored: analysis
            .unscored
            .iter()
            .map(|(mv, why)| {
                (
                    *mv,
                    unscored_words(*why, endless),
                    unscored_said(*why, endless),
                )
            })
            .collect(),
    }
}

/// Why a move has no score, in words: the only stop `bao analyse` has is the time.
fn unscored_words(why: Unscored, endless: Endless) -> &'static str {
    match (why, endless) {
        (Unscored::Unsown, Endless::Illegal) => {
            "the time ran out before its sowing ended; if it never ends it is not a legal move"
        }
        (Unscored::Unsown, _) => "the time ran out before its sowing ended",
        (Unscored::Unsearched, _) => "the time ran out before it was searched",
    }
}

/// Why a move has no score, in the reader's language.
fn unscored_said(why: Unscored, endless: Endless) -> String {
    match (why, endless) {
        (Unscored::Unsown, Endless::Illegal) => t!("cli-analyse-unsown-maybe-illegal"),
        (Unscored::Unsown, _) => t!("cli-analyse-unsown"),
        (Unscored::Unsearched, _) => t!("cli-analyse-unsearched"),
    }
}

/// The report of a proof; its line, and the best move when there is no win, come from a search
/// as deep as the proof.
fn proof_report(mover: Side, proved: &Proved, analysis: &Analysis) -> Report {
    // Among moves that win soonest, the search's own choice comes with its line.
    let soonest = |mv: &Move| {
        proved
            .moves
            .iter()
            .any(|(m, p)| m == mv && Some(*p) == Some(proved.proof))
    };
    let best = match proved.best {
        Some(_) if soonest(&analysis.best) => analysis.best,
        Some(mv) => mv,
        None => analysis.best,
    };
    let pv = if analysis.pv.first() == Some(&best) {
        analysis.pv.clone()
    } else {
        vec![best]
    };
    // A move the proof finds no win for has the chance the search as deep as the proof gives it.
    let searched = |mv: &Move| {
        analysis
            .moves
            .iter()
            .find(|(m, _)| m == mv)
            .map_or(Value::Null, |(_, score)| chance_json(*score))
    };
    let chance_of = |mv: &Move, proof: &Proof| match proof {
        Proof::WinIn(_) => json!(1.0),
        Proof::NoWinWithin(_) => searched(mv),
    };
    let (score, words) = match proved.proof {
        Proof::WinIn(k) => (
            json!({ "win_in": k }),
            t!("cli-analyse-wins-in", side = side(mover), turns = k),
        ),
        Proof::NoWinWithin(n) => (
            json!({ "no_win_within": n }),
            t!("cli-analyse-no-forced-win", side = side(mover), turns = n),
        ),
    };
    let depth = match proved.proof {
        Proof::WinIn(k) => 2 * k - 1,
        Proof::NoWinWithin(n) => 2 * n - 1,
    };
    Report {
        mover,
        best,
        score,
        chance: chance_of(&best, &proved.proof),
        words,
        pv,
        depth,
        nodes: proved.nodes + analysis.nodes,
        moves: proved
            .moves
            .iter()
            .map(|(mv, proof)| {
                let score = match proof {
                    Proof::WinIn(k) => json!({ "win_in": k }),
                    Proof::NoWinWithin(n) => json!({ "no_win_within": n }),
                };
                (*mv, score, chance_of(mv, proof))
            })
            .collect(),
        // The proof scores every legal move.
        unscored: Vec::new(),
    }
}

/// The mover's chance of a score as `--json` prints it: 0 to 1, 1 a proved win.
pub(crate) fn chance_json(score: Score) -> Value {
    json!(chance(score))
}

/// A score as `--json` prints it.
pub(crate) fn score_json(score: Score) -> Value {
    match score {
        Score::Eval(e) => json!({ "eval": e }),
        Score::WinIn(n) => json!({ "win_in": n }),
        Score::LossIn(n) => json!({ "loss_in": n }),
        Score::Draw => json!({ "draw": true }),
    }
}

/// A score in words, from the side of the player to move: his chance, or the proved result.
fn score_words(mover: Side, score: Score) -> String {
    super::chances::words(mover, mover, score)
}

#[cfg(test)]
mod tests;
