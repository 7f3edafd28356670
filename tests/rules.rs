//! The rules of RULES.md, one test per rule, each naming in its doc comment the source it comes
//! from: a seed file (000–004) with its paragraph, diagram or figure, a Game Cabinet (GC) diagram as
//! transcribed in sources/diagrams.md, Mancala World (MW) or KIBA. Expected boards, captures, last
//! holes and move lists are published or derived by hand (the derivation is in the comment), never
//! copied from the engine. The modules live in tests/rules/.

#[path = "rules/common.rs"]
mod common;
#[path = "rules/cycle.rs"]
mod cycle;
#[path = "rules/end.rs"]
mod end;
#[path = "rules/mtaji.rs"]
mod mtaji;
#[path = "rules/namua.rs"]
mod namua;
#[path = "rules/nyumba.rs"]
mod nyumba;
#[path = "rules/options.rs"]
mod options;
#[path = "rules/takasa.rs"]
mod takasa;
#[path = "rules/takasia.rs"]
mod takasia;
