//! The rules engine: pure, with no input, output, serde or colour.
//!
//! A [`Setup`] is what a diagram says; checked against [`Rules`] it becomes a [`Position`], which
//! lists its legal moves and plays them, giving a [`Trace`] of every lap, capture and relay.
//!
//! ```
//! use bao_engine::{Position, Rules, notation::MoveText};
//!
//! let start = Position::start(Rules::KISWAHILI);
//! let mv = "A6L*".parse::<MoveText>()?.resolve(&start)?;
//! let played = start.play(mv)?;
//! assert_eq!(played.trace.last_hole().map(|h| h.to_string()), Some("A3".to_string()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod board;
mod hole;
mod movegen;
mod mv;
pub mod notation;
pub mod perft;
mod playing;
mod position;
mod relay;
mod rules;
mod setup;
mod side;
mod sowing;
mod trace;
mod watch;

pub use board::Board;
pub use hole::{Direction, Hole, Lateral, ParseHoleError, Row};
pub use movegen::Candidates;
pub use mv::{Move, MoveKind};
pub use position::{Child, IllegalMoveError, Played, Position};
/// How many laps of a sowing pass between two looks of its [`Watch`].
pub use relay::WATCH_EVERY;
pub use rules::{
    Endless, LoneKichwa, NamuaTakasa, NyumbaTax, ParseRulesError, Rules, TakasaNyumba, Variant,
};
pub use setup::{PositionError, Setup, TOTAL_SEEDS};
pub use side::{BySide, Side};
pub use trace::{EndReason, Event, LiftReason, Outcome, Step, TRACE_LIMIT, Trace};
pub use watch::{Cancelled, Watch};
