//! A score in the words a person reads: a side's chance in percent, or the proved result.

use crate::{
    engine::Side,
    game::words,
    search::{Score, chance::chance},
};

/// Says a score of `mover`'s from `side`'s point of view: `South's chances: 71 %`, or the
/// proved result (`North wins in 4`, a draw), never in seeds.
pub(crate) fn words(side: Side, mover: Side, score: Score) -> String {
    match score {
        Score::WinIn(n) => crate::t!("cli-analyse-wins-in", side = words::side(mover), turns = n),
        Score::LossIn(n) => crate::t!(
            "cli-analyse-wins-in",
            side = words::side(mover.opponent()),
            turns = n
        ),
        Score::Draw => crate::t!("cli-chances-draw"),
        Score::Eval(_) => {
            let c = chance(score);
            let c = if side == mover { c } else { 1.0 - c };
            crate::game::coach::chance_words(side, c)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::chance::{of_eval, percent};

    #[test]
    fn an_evaluation_is_a_chance_from_the_side_asked() {
        let up = percent(of_eval(300));
        assert!(up > 50 && up < 100, "{up}");
        assert_eq!(
            words(Side::South, Side::South, Score::Eval(300)),
            format!("South's chances: {up} %")
        );
        // The same score of North's, said from South's side.
        assert_eq!(
            words(Side::South, Side::North, Score::Eval(300)),
            format!("South's chances: {} %", 100 - up)
        );
        assert_eq!(
            words(Side::North, Side::North, Score::Eval(0)),
            "North's chances: 50 %"
        );
    }

    #[test]
    fn a_proof_names_the_winner_whichever_side_is_asked() {
        for side in Side::ALL {
            assert_eq!(words(side, Side::North, Score::WinIn(3)), "North wins in 3");
            assert_eq!(
                words(side, Side::North, Score::LossIn(2)),
                "South wins in 2"
            );
        }
    }
}
