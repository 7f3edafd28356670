//! temp
use bao::engine::{Event, Rules, Setup, notation::MoveText};
fn main() {
    let mut args = std::env::args().skip(1);
    let text = args.next().unwrap();
    let rules: Rules = args.next().unwrap_or("kiswahili".into()).parse().unwrap();
    let p = text.parse::<Setup>().unwrap().into_position(rules).unwrap();
    let t = std::time::Instant::now();
    let ch = p.children();
    println!("children {:?} {}", t.elapsed(), ch.len());
    if let Some(mv) = args.next() {
        let mv = mv.parse::<MoveText>().unwrap().resolve(&p).unwrap();
        let t = std::time::Instant::now();
        let played = p.play(mv).unwrap();
        for e in played.trace.events() {
            if let Event::NeverEnding { .. } | Event::Laps { .. } = e {
                println!("{e:?}");
            }
        }
        println!("play {:?}", t.elapsed());
    }
}
