//! Whole games: the record format ([`record`]), the game state with undo ([`Game`]) and the
//! coach's verdicts ([`coach`]), all pure; `bao game` and `bao replay` drive them.

pub mod record;
