//! Turning engine values into text for people: boards, traces, lesson prose.

pub mod board;
pub mod check;
pub mod illegal;
pub mod layout;
pub mod position_error;
pub mod prose;
pub mod svg;
pub mod trace;
