//! `bao solve`: prove whether the player to move wins within N turns, in bounded memory, with
//! progress on a terminal and Ctrl-C stopping with what was proved so far.

use std::{
    io::Write,
    process::ExitCode,
    time::{Duration, Instant},
};

use serde_json::json;

use super::{
    Error, position_arg,
    search_words::{either, search_error, solve_error},
    watch::{self, Terminal},
};
use crate::{
    engine::{Endless, Move, Position},
    game::words::side,
    i18n::notation::move_text,
    search::{
        SearchError,
        params::MAX_PROOF_TURNS,
        prove::{Proof, ProveError},
        solve::{MIN_MEMORY, Method, Options, SolveError, Status, prove_with},
    },
    t,
};

/// The memory a proof's tables take when `--memory` is not given.
const DEFAULT_MEMORY: &str = "1G";
/// How often the progress line is redrawn.
const REDRAW: Duration = Duration::from_millis(250);

/// Arguments of `bao solve`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub rules: position_arg::RulesArg,
    /// The most memory the proof's tables may take: bytes, or a number with K, M, G or T
    /// (powers of 1024), such as 512M or 4G; a full table forgets its cheapest proofs.
    #[arg(long, value_name = "SIZE", default_value = DEFAULT_MEMORY)]
    pub memory: String,
    /// The most time to take, in seconds; without it, the proof runs until done or Ctrl-C.
    #[arg(long, value_name = "SECONDS", value_parser = super::duration::up_to_a_day)]
    pub time: Option<Duration>,
    /// Decide every move up to N turns, rather than ending at the first win found.
    #[arg(long)]
    pub all_moves: bool,
    /// How each move is decided: `dfpn` (depth-first proof-number search, the faster on deep
    /// proofs) or `deepening` (AND/OR depth-first search, the faster on short ones).
    #[arg(long, value_enum, default_value_t = MethodArg::Dfpn)]
    pub method: MethodArg,
    /// Print one JSON object at the end: rules, result, best, winning (every first move that wins
    /// soonest), moves, nodes, time_ms.
    #[arg(long)]
    pub json: bool,
    /// The most turns of the player to move to look for a win within (1 to 30).
    pub turns: u64,
    /// The position: `start`, a diagram id, the one-line form, a JSON object, or a file.
    pub position: String,
}

/// The values of `--method`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum MethodArg {
    /// AND/OR depth-first search by iterative deepening.
    Deepening,
    /// Depth-first proof-number search.
    Dfpn,
}

/// Reads a memory size: bytes, or a number (decimals allowed) with K, M, G or T, binary units.
fn parse_memory(text: &str) -> Result<u64, Error> {
    let bad = || {
        Error::Usage(t!(
            "cli-solve-memory-unreadable",
            text = text.escape_debug().to_string()
        ))
    };
    let trimmed = text.trim();
    let upper = trimmed.to_ascii_uppercase();
    let number = upper.strip_suffix("IB").or_else(|| upper.strip_suffix('B'));
    let number = number.unwrap_or(&upper);
    let (digits, unit) = match number.char_indices().last() {
        Some((at, 'K')) => (&number[..at], 1u64 << 10),
        Some((at, 'M')) => (&number[..at], 1 << 20),
        Some((at, 'G')) => (&number[..at], 1 << 30),
        Some((at, 'T')) => (&number[..at], 1 << 40),
        _ => (number, 1),
    };
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err(bad());
    }
    let value: f64 = digits.parse().map_err(|_| bad())?;
    let bytes = value * unit as f64;
    if !bytes.is_finite() || bytes >= u64::MAX as f64 {
        return Err(bad());
    }
    let bytes = bytes as u64;
    if bytes < MIN_MEMORY {
        return Err(Error::Usage(t!(
            "cli-solve-memory-too-small",
            text = trimmed
        )));
    }
    if let Some(total) = machine_memory()
        && bytes > total
    {
        return Err(Error::Usage(t!(
            "cli-solve-memory-too-large",
            text = trimmed,
            total = total as f64 / f64::from(1u32 << 30)
        )));
    }
    Ok(bytes)
}

/// The machine's memory in bytes, from `/proc/meminfo`, where there is one.
fn machine_memory() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// The ruleset in full, with its never-ending ruling named even when it is the default.
fn rules_words(position: &Position) -> String {
    let rules = position.rules();
    let endless = match rules.endless {
        Endless::Illegal => "illegal",
        Endless::Draw => "draw",
        Endless::MoverLoses => "mover-loses",
    };
    t!(
        "cli-solve-rules",
        rules = rules.to_string(),
        endless = endless
    )
}

/// A count of nodes for people: 12.3M.
fn short(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..1_000_000 => format!("{:.1}k", n as f64 / 1e3),
        1_000_000..1_000_000_000 => format!("{:.1}M", n as f64 / 1e6),
        _ => format!("{:.2}G", n as f64 / 1e9),
    }
}

pub(crate) fn run(args: &Args, out: &mut impl Write) -> Result<ExitCode, Error> {
    let turns = u32::try_from(args.turns)
        .ok()
        .filter(|t| (1..=MAX_PROOF_TURNS).contains(t))
        .ok_or_else(|| {
            Error::Usage(t!(
                "cli-solve-turns-range",
                turns = args.turns,
                most = MAX_PROOF_TURNS
            ))
        })?;
    let memory = parse_memory(&args.memory)?;
    let limit = args.time;
    let position = position_arg::read(&args.position, args.rules.value)?;
    let mover = position.to_move();
    // Only the front rows here: whether any move is legal is the proof's to find, within its
    // time, as its own sowings may never end.
    if let Some(outcome) = position.front_row_outcome() {
        let over = search_error(&SearchError::GameOver(outcome));
        return Err(Error::Usage(t!(
            "cli-solve-cannot-prove",
            side = side(mover),
            reason = over
        )));
    }
    let rules = rules_words(&position);
    // The catalogue is read before the clock starts: the time said is the search's alone.
    let _ = crate::i18n::Catalogue::builtin();
    let started = Instant::now();
    let deadline = limit.map(|l| started + l);
    if !args.json {
        writeln!(out, "{}", t!("cli-solve-rules-line", rules = rules))?;
        writeln!(
            out,
            "{}",
            t!("cli-solve-proving", side = side(mover), turns = turns)
        )?;
        out.flush()?;
    }
    let mut terminal = Terminal::new();
    let mut drawn = started;
    let mut last_decided = 0;
    let mut written = Ok(());
    let json_out = args.json;
    let mut progress = |status: &Status| {
        let elapsed = started.elapsed();
        if status.decided > last_decided {
            last_decided = status.decided;
            if !json_out && written.is_ok() {
                watch::clear();
                written = writeln!(
                    out,
                    "{}",
                    t!(
                        "cli-solve-no-win-proved",
                        turns = status.decided,
                        nodes = status.nodes,
                        seconds = elapsed.as_secs_f64()
                    )
                )
                .and_then(|()| out.flush());
            }
        }
        if drawn.elapsed() >= REDRAW {
            drawn = Instant::now();
            let rate = status.nodes as f64 / elapsed.as_secs_f64().max(1e-3);
            let full = 100.0 * status.stored.0 as f64 / status.stored.1.max(1) as f64;
            let _ = terminal.progress(format_args!(
                "{}",
                t!(
                    "cli-solve-progress",
                    trying = status.trying,
                    turns = turns,
                    decided = status.decided,
                    number = status.root_move.0 + 1,
                    moves = status.root_move.1,
                    nodes = short(status.nodes),
                    rate = short(rate as u64),
                    full = full
                )
            ));
        }
    };
    let stop = || watch::stopped() || deadline.is_some_and(|d| Instant::now() >= d);
    let options = Options {
        memory,
        all_moves: args.all_moves,
        method: match args.method {
            MethodArg::Deepening => Method::Deepening,
            MethodArg::Dfpn => Method::ProofNumbers,
        },
    };
    let result = prove_with(&position, turns, &options, &mut progress, &stop);
    drop(terminal);
    watch::clear();
    written?;
    let time_ms = started.elapsed().as_millis();
    let proved = match result {
        Ok(proved) => proved,
        Err(SolveError::Prove(ProveError::Stopped { decided, nodes })) => {
            let got = t!(
                "cli-solve-got",
                turns = decided,
                nodes = nodes,
                seconds = time_ms as f64 / 1000.0
            );
            return Err(if watch::stopped() {
                Error::Interrupted(t!("cli-solve-interrupted", got = got))
            } else {
                Error::Usage(t!("cli-solve-out-of-time", got = got))
            });
        }
        Err(err) => {
            return Err(Error::Usage(t!(
                "cli-solve-cannot-prove",
                side = side(mover),
                reason = solve_error(&err)
            )));
        }
    };
    let verdict = |proof: Proof| match proof {
        Proof::WinIn(k) => t!("cli-solve-win-in", turns = k),
        Proof::NoWinWithin(n) => t!("cli-solve-no-win-within", turns = n),
    };
    if args.json {
        let moves: Vec<_> = proved
            .moves
            .iter()
            .map(|(mv, p)| json!({ "move": mv.to_string(), "proof": proof_json(*p) }))
            .collect();
        let object = json!({
            "rules": position.rules().to_string(),
            "result": proof_json(proved.proof),
            "best": proved.best.map(|m| m.to_string()),
            "winning": match proved.proof {
                Proof::WinIn(k) => winning_moves(&proved.moves, k)
                    .iter()
                    .map(ToString::to_string)
                    .collect(),
                Proof::NoWinWithin(_) => Vec::new(),
            },
            "moves": moves,
            "nodes": proved.nodes,
            "time_ms": time_ms,
        });
        writeln!(out, "{object}")?;
        return Ok(ExitCode::SUCCESS);
    }
    match proved.proof {
        Proof::WinIn(k) => writeln!(
            out,
            "{}",
            t!(
                "cli-solve-wins-with",
                side = side(mover),
                turns = k,
                moves = either(&winning_moves(&proved.moves, k))
            )
        )?,
        proof => writeln!(
            out,
            "{}",
            t!(
                "cli-solve-verdict",
                side = side(mover),
                verdict = verdict(proof)
            )
        )?,
    }
    let moves: Vec<String> = proved
        .moves
        .iter()
        .map(|(mv, p)| {
            t!(
                "cli-solve-move-verdict",
                mv = move_text(&mv.to_string()),
                verdict = verdict(*p)
            )
        })
        .collect();
    writeln!(out, "{}", t!("cli-solve-moves", moves = moves.join(", ")))?;
    writeln!(
        out,
        "{}",
        t!(
            "cli-solve-nodes",
            nodes = proved.nodes,
            seconds = time_ms as f64 / 1000.0
        )
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Gets every first move that wins in `k`, in the order the proof lists them.
fn winning_moves(moves: &[(Move, Proof)], k: u32) -> Vec<Move> {
    moves
        .iter()
        .filter(|(_, p)| *p == Proof::WinIn(k))
        .map(|(mv, _)| *mv)
        .collect()
}

/// A verdict as `--json` prints it.
fn proof_json(proof: Proof) -> serde_json::Value {
    match proof {
        Proof::WinIn(k) => json!({ "win_in": k }),
        Proof::NoWinWithin(n) => json!({ "no_win_within": n }),
    }
}
