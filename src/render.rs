//! Turning engine values into text for people: boards, traces, lesson prose.

pub mod board;
pub mod layout;
pub mod svg;
pub mod trace;
