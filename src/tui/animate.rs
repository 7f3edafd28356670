//! A move as frames: the board after each seed sown, with the holes touched, the direction and
//! the words of the step (pure).

use crate::{
    engine::{Board, Direction, Event, Hole, Played, Position},
    render::trace::{event, touched},
    style::Styles,
};

/// One frame of an animated move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The board shown.
    pub board: Board,
    /// The holes this frame touched.
    pub touched: Vec<Hole>,
    /// The way the seeds are going, while sowing.
    pub direction: Option<Direction>,
    /// What the step does, in words.
    pub text: String,
}

/// Gets a move's frames: the position before, then every seed of every sowing one at a time
/// and every other step whole, ending with the board the move left.
#[must_use]
pub fn frames(before: &Position, played: &Played) -> Vec<Frame> {
    let plain = Styles::default();
    let mut frames = vec![Frame {
        board: *before.board(),
        touched: Vec::new(),
        direction: None,
        text: String::new(),
    }];
    let mut board = *before.board();
    for step in &played.trace.steps {
        let text = event(&step.event, &plain);
        if let Some((seeds, direction)) = sowing(&board, &step.event) {
            frames.extend(seeds.into_iter().map(|(board, hole)| Frame {
                board,
                touched: vec![hole],
                direction: Some(direction),
                text: text.clone(),
            }));
        }
        let direction = match step.event {
            Event::Sow { direction, .. } | Event::Capture { direction, .. } => Some(direction),
            _ => None,
        };
        frames.push(Frame {
            board: step.board,
            touched: touched(&step.event),
            direction,
            text,
        });
        board = step.board;
    }
    frames.push(Frame {
        board: *played.position.board(),
        touched: played.trace.last_hole().into_iter().collect(),
        direction: None,
        text: String::new(),
    });
    frames
}

/// Gets a sowing of more than one seed seed by seed from the board before it: the board after
/// each seed but the last (the step's own board shows the last) with the hole it fell into,
/// and the way it goes; `None` for any other step, or a sowing too long to show so.
#[must_use]
pub fn sowing(before: &Board, event: &Event) -> Option<(Vec<(Board, Hole)>, Direction)> {
    let Event::Sow {
        first,
        seeds,
        direction,
        ..
    } = *event
    else {
        return None;
    };
    if !(2..=64).contains(&seeds) {
        return None;
    }
    let mut hole = first;
    let mut partial = *before;
    let mut boards = Vec::new();
    for _ in 1..seeds {
        partial.set(hole, partial.get(hole).saturating_add(1));
        boards.push((partial, hole));
        hole = hole.step(direction);
    }
    Some((boards, direction))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, notation::MoveText};

    #[test]
    fn a_sowing_is_shown_seed_by_seed_and_ends_on_the_board_the_move_left() {
        let start = Position::start(Rules::KISWAHILI);
        let mv = "A6L*".parse::<MoveText>().unwrap().resolve(&start).unwrap();
        let played = start.play(mv).unwrap();
        let frames = frames(&start, &played);
        assert_eq!(frames[0].board, *start.board());
        assert_eq!(frames.last().unwrap().board, *played.position.board());
        let a5: Hole = "A5".parse().unwrap();
        let a4: Hole = "A4".parse().unwrap();
        // The 3 seeds of A6 (2 and one from the stock) go one at a time: A5, then A4, then A3.
        let sown: Vec<&Frame> = frames.iter().filter(|f| f.direction.is_some()).collect();
        assert_eq!(sown.len(), 3, "{frames:#?}");
        assert_eq!(sown[0].touched, [a5]);
        assert_eq!(sown[0].board.get(a5), 7);
        assert_eq!(sown[0].board.get(a4), 0);
        assert_eq!(sown[1].touched, [a4]);
        assert_eq!(sown[1].board.get(a4), 1);
        assert_eq!(sown[2].board, *played.position.board());
        assert!(
            sown[0].text.starts_with("sows 3 seeds "),
            "{}",
            sown[0].text
        );
    }
}
