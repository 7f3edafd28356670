//! The rules of Bao la Kiswahili and Bao la Kujifunza: positions, legal moves, sowing, and their
//! text forms. Pure: no input or output, no serde, no colour, and no dependencies.
//!
//! A [`Setup`] is what a diagram says; checked against [`Rules`] it becomes a [`Position`], which
//! lists its legal moves and plays them, giving a [`Trace`] of every lap, capture and relay.
//! Move text is read without a board ([`notation::MoveText`]) and then resolved against one, so
//! a misspelt move and an illegal one are different errors.
//!
//! # A tour
//!
//! Set up the start, list the moves, play one written as text, and follow its sowing:
//!
//! ```
//! use bao_engine::{Position, Rules, notation::MoveText};
//!
//! let start = Position::start(Rules::KISWAHILI);
//! let moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves.len(), 4);
//! assert!(moves.contains(&"A6L*".to_string()));
//!
//! let mv = "A6L*".parse::<MoveText>()?.resolve(&start)?;
//! let played = start.play(mv)?;
//! assert_eq!(played.trace.last_hole().map(|h| h.to_string()), Some("A3".to_string()));
//! assert_eq!(played.position.to_move(), bao_engine::Side::North);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Read a position from its one-line text ([`notation::position_text`]) and check it:
//!
//! ```
//! use bao_engine::{Rules, Setup, Side};
//!
//! let text = "0,0,0,0,0,1,2,2/0,3,1,9,0,0,3,1/1,1,1,1,0,1,0,1/2,2,1,1,1,1,0,2 S stock=13,13 nyumba=N";
//! let position = text.parse::<Setup>()?.into_position(Rules::KISWAHILI)?;
//! assert_eq!(position.to_move(), Side::South);
//! assert_eq!(position.stock().south, 13);
//! assert!(position.has_functional_nyumba(Side::North));
//! // A setup the rules cannot have is refused, with the reason: Kujifunza has no stock.
//! let refused = text.parse::<Setup>()?.into_position(Rules::KUJIFUNZA);
//! assert!(refused.is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Count the move sequences from the start ([`perft`], the regression oracle of the move
//! generator):
//!
//! ```
//! use bao_engine::{Position, Rules, perft::perft};
//!
//! assert_eq!(perft(&Position::start(Rules::KISWAHILI), 3), [4, 14, 38]);
//! assert_eq!(perft(&Position::start(Rules::KUJIFUNZA), 3), [16, 108, 500]);
//! ```

#![deny(missing_docs)]

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
