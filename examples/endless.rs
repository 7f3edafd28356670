//! Times move generation on one position, such as one with a never-ending sowing:
//! `cargo run --release --example endless -- 'POSITION'`.

use bao::engine::{Rules, Setup};

fn main() {
    let text = std::env::args().nth(1).expect("a position");
    let position = text
        .parse::<Setup>()
        .expect("position text")
        .into_position(Rules::KISWAHILI)
        .expect("position");
    let clock = std::time::Instant::now();
    let moves = position.legal_moves();
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    println!("{:?} {}", clock.elapsed(), names.join(" "));
}
