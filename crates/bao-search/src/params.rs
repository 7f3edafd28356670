//! Every tunable number of the search and the evaluation, in one place.
//!
//! Evaluation weights are in hundredths of a seed: a seed on the board or in stock is worth
//! [`Weights::seed`]; the other terms are bonuses or penalties on top of that material count.

/// The weights of the evaluation's terms, in hundredths of a seed (see [`super::eval`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// One seed of material, on the board or in stock: the unit of every other weight.
    pub seed: i32,
    /// Each seed in one's own front row: only front seeds capture, and an empty front row loses;
    /// but they are also the only seeds a capture can take. Self-play made it a small penalty.
    pub front_seed: i32,
    /// Owning a functional nyumba (owned and holding six seeds or more).
    pub nyumba: i32,
    /// Each move the player to move can start (a candidate before it is sown out).
    pub mobility: i32,
    /// Each seed of the largest opponent front hole the player to move can capture now, beyond
    /// the material it already counts as: the capture is his to make on this very turn.
    pub capture_threat: i32,
    /// Each seed of one's own front holes facing an occupied opponent hole, open to a capture.
    pub exposed: i32,
}

impl Weights {
    /// The weights the search plays with unless told otherwise. Tuned by self-play
    /// (BENCHMARKS.md, "Tuning the evaluation by self-play"): `front_seed` went from 15 to -7,
    /// which beat the old weights at a fixed depth of 4 and at 0.1 s a move; every other weight
    /// tried was within noise of its hand-set value and kept.
    pub const DEFAULT: Weights = Weights {
        seed: 100,
        front_seed: -7,
        nyumba: 150,
        mobility: 10,
        capture_threat: 40,
        exposed: 8,
    };
}

impl Default for Weights {
    fn default() -> Weights {
        Weights::DEFAULT
    }
}

/// The score of a win on the very position (a win `p` plies from the root scores `WIN - p`).
pub const WIN: i32 = 1_000_000;
/// Scores above `WIN - MATE_RANGE` (or below its negation) are proved wins (losses).
pub const MATE_RANGE: i32 = 10_000;
/// The deepest the search goes, in plies, including the capture extension.
pub const MAX_PLY: usize = 128;
/// How many plies of captures the quiescence search may add below the nominal depth. Two, not
/// six: captures are compulsory, so each ply of extension is a full-width ply wherever one side
/// can capture; with 2, level 6 beat level 3 in 99 of 100 games at 0.1 s a move, against 77 with
/// 6 (BENCHMARKS.md).
pub const QUIESCENCE_PLIES: u32 = 2;
/// How many laps of a long sowing pass between two calls of the caller's stop check: 262,144,
/// about 1.2 ms, where the engine's own watch looks every [`bao_engine::WATCH_EVERY`] laps
/// (about 20 ms, and several times that on a loaded machine: the 99th percentile of a search
/// given 0.5 s ran 159 ms over, BENCHMARKS.md "Punctual under load"). The work of the search is
/// still counted, and a root move's share still measured, in whole looks of the engine's, so
/// that a search not stopped goes exactly as before.
pub const STOP_CHECK_LAPS: u64 = 1 << 18;
/// How many nodes pass between two calls of the caller's stop check: 16, a few tens of
/// microseconds (a node of a Kiswahili middle game, sowing out its moves' relays, can take
/// several microseconds; 256 of them were a few milliseconds, several times that on a loaded
/// machine).
pub const STOP_CHECK_NODES: u64 = 16;
/// How many nodes pass between two looks at a node limit: 256, as when the limit was looked at
/// with the stop check, so that a search limited by nodes ends where it always has.
pub const NODE_LIMIT_CHECK: u64 = 256;
/// The transposition table's largest size, as a power of two of entries.
pub const TABLE_BITS: u32 = 20;
/// The transposition table's first size, as a power of two of entries: it grows four times over
/// whenever the nodes searched outnumber its entries, so that a short search does not pay for
/// clearing a large table.
pub const TABLE_FIRST_BITS: u32 = 16;
/// The smallest remaining depth at which a node's legal moves are cached by position hash, so
/// that a costly never-ending candidate is sown out once per search rather than once per visit.
pub const CHILDREN_CACHE_DEPTH: u32 = 2;
/// The most positions whose legal moves are cached in one search or proof.
pub const CHILDREN_CACHE_SIZE: usize = 50_000;
/// The ordering bonus of the table's move, above every capture.
pub const ORDER_TABLE_MOVE: i64 = 1 << 40;
/// The ordering weight of each captured seed, above any history count.
pub const ORDER_CAPTURE_SEED: i64 = 1 << 24;
/// The most memory, in bytes, a `win in N` proof by [`super::prove::prove`] keeps what it has
/// proved in (`bao solve --memory` sets its own): a proof of N turns is given 1 MiB, times
/// 2^(N - 3) above 3 turns,
/// up to this, since setting up a table costs more than a short proof itself.
pub const PROVE_MEMORY: u64 = 64 << 20;
/// The deepest a `win in N` proof may look, in turns of the player to move.
pub const MAX_PROOF_TURNS: u32 = 30;
/// The playing levels 1 to 6: the deepest iteration in plies, and how many hundredths of a seed
/// below the best a randomly chosen move may score. Level 6 is the full search.
pub const LEVELS: [(u32, i32); 6] = [(1, 400), (2, 200), (3, 100), (4, 30), (6, 0), (40, 0)];
/// The deepest iteration in which a [`super::Search`] (the engine's) scores every root move
/// exactly. Deeper ones search the root as the rest of the tree: the best move so far with a
/// full window, each other with a null window at its score, searched again only when it does
/// better; a move no better keeps the bound that showed it (at most the best's score). This
/// spares most of the work of the moves that lose, a ply or more at 0.1 s a move, while every
/// level below 6, the review (depth 6) and the coach (depth 4) still see every move scored.
pub const ROOT_EXACT_DEPTH: u32 = 6;
/// The laps a root move's sowing may first run before it is set aside while the other moves are
/// searched: one look of the engine's watch (about 20 ms), which no sowing but a never-ending or
/// nearly never-ending one reaches.
pub const ROOT_FIRST_LAPS: u64 = bao_engine::WATCH_EVERY;
/// What one node of the search is reckoned to cost, in laps of sowing (a lap takes about
/// 4.6 ns, a node about 0.3 µs): a root move set aside is sown again, at each iteration, with as
/// many laps as the search so far has cost, its own long sowings included, so that it takes
/// about as much time as the search of all the other moves, and no more.
pub const ROOT_LAPS_PER_NODE: u64 = 64;

/// The evaluation, in hundredths of a seed, at which the player to move is expected to score
/// about 73 % (`1 / (1 + e^-1)`): the scale of the logistic curve that turns an evaluation into
/// a win chance ([`super::chance`]). Fitted by maximum likelihood to the results of 100 games of
/// bao against itself (level 4 searching to depth 5 on both sides, from openings of 6 random
/// plies, seed 2979): the steady score ([`super::steady`]) of each of their 4,225 positions not
/// proved, searched to depth 10, against how the game ended for the player to move. One command
/// makes the games and the fit again: `cargo run --release --example fit_chance -- --games 100
/// --seed 2979` (BENCHMARKS.md, "The win chance", gives the error and the calibration).
pub const CHANCE_SCALE: f64 = 808.0;

/// How much, in percent, the best score of the iteration before the last weighs in the steady
/// score ([`super::steady`]) the annotation of a game and the review show: half, so that the
/// lean of an odd depth towards the player to move and of an even depth towards the opponent
/// cancel out (BENCHMARKS.md, "A steady evaluation over a game").
pub const STEADY_PREVIOUS_PERCENT: i32 = 50;
