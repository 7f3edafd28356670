//! The full-screen front end, of `bao game`, `bao learn` and `bao puzzles` on a terminal: for
//! each, one state value, one input enum ([`Input`], the keys), an update function and a pure
//! draw function per part of the screen; [`terminal`] is the only part that touches the
//! terminal, and [`board`] the board they all draw.
//!
//! `bao game`'s state is [`App`], drawn by [`draw`]; bao's move and the coach's verdict are
//! computed in a background thread and arrive as inputs. `bao learn`'s is [`learn::Learn`],
//! beside the tutor's session. `bao puzzles`' is [`puzzles::Train`], beside the trainer. The
//! board stays in place while a move is sown seed by seed ([`animate`]).

pub mod animate;
pub mod bar;
pub mod board;
pub mod draw;
mod keys;
pub mod learn;
pub mod puzzles;
pub mod replay;
pub mod review;
pub(crate) mod signals;
pub mod terminal;

use crate::{
    engine::{Hole, Move, Played, Position, Row, Side},
    game::{
        Applied, Game, Input as GameInput,
        coach::{self, reason::Marks},
    },
    search::Score,
};
use animate::Frame;

/// Everything the player can do, and everything the background work reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// An arrow key: move the cursor (or choose among a hole's moves).
    Left,
    /// An arrow key.
    Right,
    /// An arrow key: to the front row.
    Up,
    /// An arrow key: to the back row.
    Down,
    /// Page up: scroll the words up a screen's part.
    PageUp,
    /// Page down.
    PageDown,
    /// Home: to the start (of a replayed game).
    Home,
    /// End: to the end (of a replayed game).
    End,
    /// Enter: choose the hole, play the chosen move, or play the typed text.
    Enter,
    /// Escape: give up the choice or the typed text.
    Escape,
    /// Backspace: take back a typed character.
    Backspace,
    /// A character typed.
    Char(char),
    /// Time passes: the animation moves on a frame.
    Tick,
    /// bao chose its move.
    BaoMoved(Move),
    /// The coach judged the player's move (turn index, the move, what to say).
    Coached(usize, Move, Option<String>),
    /// The coach's marks for a mistake (turn index, the move, the holes to mark).
    CoachMarks(usize, Move, Marks),
    /// A hint was found: the best move.
    Hinted(Move),
    /// The search's score of a position, for the side to move there: the evaluation bar's.
    Evaluated(Position, Score),
    /// Ctrl-C or a closed terminal: quit.
    Interrupt,
}

/// What the front end asks its driver to do after an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing more.
    None,
    /// Start bao thinking about the position, for the side to move.
    Think(Position),
    /// Start the coach on the move `mv` played in `before` as turn `turn`.
    Coach {
        /// The turn's index.
        turn: usize,
        /// The position it was played in.
        before: Position,
        /// The move.
        mv: Move,
    },
    /// Save the record to a file of the player's: the one named, or the first free
    /// `bao-game.txt`, `bao-game-2.txt`, … here.
    SaveRecord(Option<String>),
    /// Find a hint for the position.
    Hint(Position),
    /// Quit.
    Quit,
}

/// The whole state of the screen.
#[derive(Clone, Debug)]
pub struct App {
    /// The game.
    pub game: Game,
    /// The hole under the cursor.
    pub cursor: Hole,
    /// The moves from the chosen hole, when there is a real choice, and which is selected.
    pub choosing: Option<(Vec<Move>, usize)>,
    /// Text typed so far (a move or a hole name).
    pub typed: String,
    /// The move being animated and where it stands.
    pub animation: Option<(Vec<Frame>, usize)>,
    /// Milliseconds a frame of the animation stays.
    pub speed_ms: u64,
    /// bao is thinking for this side, with this many seconds at most.
    pub thinking: Option<(Side, f64)>,
    /// A question the next key answers: resign, or the record's file name.
    pub prompt: Option<Prompt>,
    /// The last message (an error, a hint).
    pub message: Option<String>,
    /// How many hints were asked in this position.
    pub hints: u32,
    /// Whether the coach speaks.
    pub coach: bool,
    /// The coach's marks on the last mistake (turn index, the move, the holes).
    pub coach_marks: Option<(usize, Move, Marks)>,
    /// South's chance in the position now, as last found: the evaluation bar's.
    pub south: Option<f64>,
    /// Whether the game's review is shown once the player quits a finished game.
    pub review: bool,
    /// Lines the moves panel is scrolled up from its newest (PgUp, PgDn): a long verdict of the
    /// coach's can be read whole on a small screen.
    pub words_up: usize,
    /// The most lines the moves panel could be scrolled up when last drawn (set by the draw
    /// function, which alone knows the panel's size), so that PgUp stops at its top.
    pub words_most: std::cell::Cell<usize>,
}

/// Lines the moves panel scrolls by a PgUp or PgDn.
const PANEL_STEP: usize = 3;

/// A question asked on the status line, answered by the next keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Prompt {
    /// `r`: resign? `y` resigns, any other key goes on playing.
    Resign,
    /// `s`: the record's file name, as typed so far (empty: the first free `bao-game.txt`).
    SaveAs(String),
}

/// The speeds of the animation, in milliseconds a frame.
pub const SPEEDS: [u64; 5] = [40, 100, 250, 500, 1000];

/// Gets the speed after `+`: the next of [`SPEEDS`] faster than `ms`.
#[must_use]
pub fn faster(ms: u64) -> u64 {
    SPEEDS
        .iter()
        .rev()
        .copied()
        .find(|&s| s < ms)
        .unwrap_or(SPEEDS[0])
}

/// Gets the speed after `-`: the next of [`SPEEDS`] slower than `ms`.
#[must_use]
pub fn slower(ms: u64) -> u64 {
    SPEEDS
        .iter()
        .copied()
        .find(|&s| s > ms)
        .unwrap_or(SPEEDS[SPEEDS.len() - 1])
}

impl App {
    /// A screen for a game.
    #[must_use]
    pub fn new(game: Game, coach: bool) -> App {
        let side = game.position().to_move();
        App {
            game,
            cursor: Hole::new(side, Row::Front, 1),
            choosing: None,
            typed: String::new(),
            animation: None,
            speed_ms: SPEEDS[2],
            thinking: None,
            prompt: None,
            message: None,
            hints: 0,
            coach,
            coach_marks: None,
            south: None,
            review: false,
            words_up: 0,
            words_most: std::cell::Cell::new(0),
        }
    }

    /// Gets the side a person plays now (the side to move, unless bao plays it).
    #[must_use]
    pub fn person_to_move(&self) -> Option<Side> {
        let side = self.game.position().to_move();
        (!self.game.is_over() && !self.game.is_bao(side) && self.animation.is_none())
            .then_some(side)
    }

    /// Gets the coach's marks to show on the board: while the mistake stands and no later move
    /// of its player is played (bao's answer may be), and no move is being sown.
    #[must_use]
    pub fn coach_marks_shown(&self) -> Option<&Marks> {
        let (turn, mv, marks) = self.coach_marks.as_ref()?;
        let turns = self.game.turns();
        (self.animation.is_none()
            && turns.get(*turn).is_some_and(|t| t.mv == *mv)
            && turns.len() <= turn + 2)
            .then_some(marks)
    }

    /// What to do first: bao thinks if it is to move.
    #[must_use]
    pub fn start(&mut self) -> Effect {
        self.next_turn()
    }

    fn next_turn(&mut self) -> Effect {
        let position = *self.game.position();
        let side = position.to_move();
        if self.game.is_over() || self.animation.is_some() {
            return Effect::None;
        }
        if self.game.is_bao(side) {
            return Effect::Think(position);
        }
        if self.cursor.side() != side {
            self.cursor = Hole::new(side, Row::Front, 1);
        }
        Effect::None
    }

    /// Applies one input.
    pub fn update(&mut self, input: Input) -> Effect {
        match input {
            Input::Interrupt => return Effect::Quit,
            Input::Tick => return self.tick(),
            Input::BaoMoved(mv) => {
                self.thinking = None;
                self.words_up = 0;
                return self.play(mv, false);
            }
            // The panel scrolls whatever else goes on, bao thinking or a sowing shown.
            Input::PageUp => {
                self.words_up = (self.words_up + PANEL_STEP).min(self.words_most.get());
                return Effect::None;
            }
            Input::PageDown => {
                self.words_up = self.words_up.saturating_sub(PANEL_STEP);
                return Effect::None;
            }
            Input::Hinted(mv) => {
                self.message = Some(if self.hints <= 1 {
                    crate::t!("game-hint-hole", hole = mv.hole().to_string())
                } else {
                    let does = self
                        .game
                        .position()
                        .play(mv)
                        .map(|p| coach::did(&p))
                        .unwrap_or_default();
                    crate::t!(
                        "game-hint-move",
                        move = crate::game::words::mv(mv),
                        does = does
                    )
                });
                return Effect::None;
            }
            Input::Evaluated(position, score) => {
                // Another move may have been played (or taken back) meanwhile.
                if position == *self.game.position() {
                    self.south = Some(south_chance(&position, score));
                }
                return Effect::None;
            }
            Input::Coached(turn, mv, said) => {
                // bao may have replied meanwhile; an undo may have taken the move back, or
                // another been played in its place.
                if let Some(text) = said
                    && self.game.turns().get(turn).is_some_and(|t| t.mv == mv)
                {
                    self.game.comment(turn, format!("coach: {text}"));
                    self.words_up = 0;
                }
                return Effect::None;
            }
            Input::CoachMarks(turn, mv, marks) => {
                self.coach_marks = Some((turn, mv, marks));
                return Effect::None;
            }
            _ => {}
        }
        if let Some(prompt) = self.prompt.take() {
            return self.answer(prompt, input);
        }
        if self.thinking.is_some() {
            // While bao thinks only quitting is heard: the position must stay as it was asked.
            return if input == Input::Char('q') {
                Effect::Quit
            } else {
                Effect::None
            };
        }
        if self.animation.take().is_some() {
            // A key skips to the end of the move, then acts as it would have after it.
            if let Some(side) = self.person_to_move()
                && self.cursor.side() != side
            {
                self.cursor = Hole::new(side, Row::Front, 1);
            }
            let effect = self.key(input);
            return match effect {
                Effect::None => self.next_turn(),
                effect => effect,
            };
        }
        self.key(input)
    }

    /// Applies a key when nothing is animated, bao is not thinking and no question is asked.
    fn key(&mut self, input: Input) -> Effect {
        self.message = None;
        if let Some((moves, at)) = self.choosing.clone() {
            return match input {
                Input::Left | Input::Up => {
                    self.choosing = Some((moves.clone(), (at + moves.len() - 1) % moves.len()));
                    Effect::None
                }
                Input::Right | Input::Down => {
                    self.choosing = Some((moves.clone(), (at + 1) % moves.len()));
                    Effect::None
                }
                Input::Enter => {
                    self.choosing = None;
                    self.play(moves[at], true)
                }
                _ => {
                    self.choosing = None;
                    Effect::None
                }
            };
        }
        match input {
            Input::Char(c) if self.typed.is_empty() && !matches!(c, 'a' | 'b' | 'A' | 'B') => {
                self.command(c)
            }
            Input::Char(c) => {
                if self.typed.chars().count() < 8 && !c.is_control() {
                    self.typed.push(c);
                }
                Effect::None
            }
            Input::Backspace => {
                self.typed.pop();
                Effect::None
            }
            Input::Escape => {
                self.typed.clear();
                Effect::None
            }
            Input::Left | Input::Right | Input::Up | Input::Down => {
                self.move_cursor(&input);
                Effect::None
            }
            Input::Enter if !self.typed.is_empty() => {
                let text = std::mem::take(&mut self.typed);
                self.resolve_typed(&text)
            }
            Input::Enter => self.choose_hole(),
            _ => Effect::None,
        }
    }

    pub(super) fn play(&mut self, mv: Move, person: bool) -> Effect {
        let before = *self.game.position();
        let turn = self.game.turns().len();
        match self.game.apply(GameInput::Play(mv)) {
            Ok(Applied::Played(played)) => {
                self.hints = 0;
                self.animation = Some((animate::frames(&before, &played), 0));
                if person && self.coach {
                    return Effect::Coach { turn, before, mv };
                }
                Effect::None
            }
            Ok(_) => Effect::None,
            Err(e) => {
                self.message = Some(e.to_string());
                Effect::None
            }
        }
    }

    fn tick(&mut self) -> Effect {
        let Some((frames, at)) = &mut self.animation else {
            return Effect::None;
        };
        if *at + 1 < frames.len() {
            *at += 1;
            return Effect::None;
        }
        self.animation = None;
        self.next_turn()
    }

    /// Gets South's chance for the evaluation bar: the result's once the game is over, else
    /// the last found (`None` before the first).
    #[must_use]
    pub fn south_chance(&self) -> Option<f64> {
        if !self.game.is_over() {
            return self.south;
        }
        Some(match self.game.result().winner() {
            Some(Side::South) => 1.0,
            Some(Side::North) => 0.0,
            None => 0.5,
        })
    }

    /// Gets the last move played, for the board when nothing is animated.
    #[must_use]
    pub fn last_played(&self) -> Option<&Played> {
        self.game.played().last()
    }
}

/// Gets South's chance in a position from the score of its side to move.
#[must_use]
pub fn south_chance(position: &Position, score: Score) -> f64 {
    let c = crate::search::chance::chance(score);
    if position.to_move() == Side::South {
        c
    } else {
        1.0 - c
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod panel_tests;
