//! Properties of the engine and the notations over random positions and random text.
//!
//! Positions: a board of at most [`positions::MAX_BOARD_SEEDS`] seeds, thrown anywhere (half of them onto one
//! pile, so that holes of 16+ seeds occur), into a few holes (so that moves are many), or laid out as
//! a side known to relay for ever (so that never-ending moves meet every `endless` option); any
//! stocks that keep the game's 64 seeds; either player to move; nyumba ownership at random where the
//! rules have one; a takasia block at random where they have it; any ruleset with any options. Such
//! positions include ones no game reaches (an empty front row, a block on an empty hole); the engine
//! must still answer.
//!
//! How the sizes were chosen: a move's cost is its sowing, and the dearest sowings are the long
//! ones, never-ending ones above all, whose cycle must be found. A separate lap-by-lap simulation
//! (every takasa of 200,000 random sides per seed count) found the longest sowing to take 15
//! thousand laps with 24 seeds on the mover's side, 53 thousand with 28, 99 thousand with 30 and
//! 1.7 million with 32; with 40 seeds (20,000 sides) some take tens of millions. The engine in a
//! debug build sows a few million laps a second. Captures only bring seeds from the board to the
//! mover's side, so a board of at most 28 seeds keeps every move to milliseconds. With [`engine::CASES`]
//! positions per property, each with every legal move played, the file runs in about a second in a
//! debug build on two cores.
//!
//! The generators are in tests/properties/positions.rs; the properties of the engine in
//! engine.rs, those of the notations' parsers and printers in text.rs.

#[path = "properties/engine.rs"]
mod engine;
#[path = "properties/positions.rs"]
mod positions;
#[path = "properties/text.rs"]
mod text;
