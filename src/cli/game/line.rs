//! The line-mode game loop: a board and a prompt a turn, bao's replies, the coach's notes.

use std::{
    io::{BufRead, Write},
    process::ExitCode,
    time::Instant,
};

use super::{COACH_TIME, thinking_time};
use crate::{
    cli::Error,
    engine::{Move, Played, Position, notation::MoveText},
    files,
    game::{
        Applied, Game, GameError, Input,
        coach::{self, Budget},
        opponent::{self, Dice},
        record::Player,
        store::Store,
        words,
    },
    render::{self, board::Legend},
    search::{Limits, analyse},
    style::Styles,
    t,
};

/// A game in line mode.
pub(super) struct Session<'a, R, W> {
    pub game: Game,
    pub store: Store,
    pub coach: Option<Budget>,
    /// Whether the game's review is printed once it is over.
    pub review: bool,
    pub dice: Dice,
    pub styles: &'a Styles,
    pub input: &'a mut R,
    pub out: &'a mut W,
}

/// What the player typed, read.
enum Command {
    Move(Move),
    Undo,
    Hint,
    Resign,
    Save(Option<String>),
    Quit,
}

impl<R: BufRead, W: Write> Session<'_, R, W> {
    /// Plays until the player quits or the input ends.
    pub fn run(&mut self) -> Result<ExitCode, Error> {
        let mut legend = Legend::new(render::board::TOUCHED);
        writeln!(
            self.out,
            "{}",
            words::players(
                self.game.player(crate::engine::Side::South),
                self.game.player(crate::engine::Side::North),
                &self.game.record().rules().to_string()
            )
        )?;
        writeln!(self.out, "{}", t!("game-line-keys"))?;
        self.board(&mut legend)?;
        let mut hints = 0;
        let mut reviewed = false;
        loop {
            self.save()?;
            let position = *self.game.position();
            let mover = position.to_move();
            if !self.game.is_over()
                && let Player::Bao(strength) = self.game.player(mover).clone()
            {
                let mv = self.think(&position, strength)?;
                self.play(mv, &mut legend, false)?;
                continue;
            }
            reviewed &= self.game.is_over();
            if self.game.is_over() {
                writeln!(self.out, "{}", words::over(self.game.result()))?;
                if self.review && !reviewed {
                    reviewed = true;
                    let review =
                        crate::cli::replay::review::make(self.game.record(), self.game.played())?;
                    write!(self.out, "{}", crate::game::review::text::text(&review))?;
                }
                write!(self.out, "{}", t!("game-line-over-prompt"))?;
            } else {
                write!(
                    self.out,
                    "{}",
                    t!(
                        "game-line-prompt",
                        player = words::player(self.game.player(mover)),
                        side = words::side(mover)
                    )
                )?;
            }
            self.out.flush()?;
            let Some(line) = self.read_line()? else {
                writeln!(self.out)?;
                return self.quit();
            };
            let command = match self.read_command(&line, &position)? {
                Ok(Some(c)) => c,
                Ok(None) => continue,
                Err(message) => {
                    writeln!(self.out, "{message}")?;
                    continue;
                }
            };
            match command {
                Command::Move(mv) => {
                    hints = 0;
                    self.play(mv, &mut legend, true)?;
                }
                Command::Undo => match self.game.apply(Input::Undo) {
                    Ok(Applied::Undone(n)) => {
                        hints = 0;
                        writeln!(self.out, "{}", t!("game-took-back", count = n))?;
                        self.board(&mut legend)?;
                    }
                    Ok(_) => {}
                    Err(e) => writeln!(self.out, "{e}")?,
                },
                Command::Hint => {
                    hints += 1;
                    self.hint(&position, hints)?;
                }
                Command::Resign => self.resign()?,
                Command::Save(file) => self.save_record(file.as_deref())?,
                Command::Quit => return self.quit(),
            }
        }
    }

    /// Reads a line; `None` at the end of input.
    fn read_line(&mut self) -> Result<Option<String>, Error> {
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim().to_owned()))
    }

    /// Reads a command; `Ok(Err(message))` for text that is none, asking which move when the
    /// text names more than one.
    fn read_command(
        &mut self,
        line: &str,
        position: &Position,
    ) -> Result<Result<Option<Command>, String>, Error> {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        Ok(Ok(Some(match word {
            "" => return Ok(Ok(None)),
            "u" => Command::Undo,
            "h" => Command::Hint,
            "r" => Command::Resign,
            "q" => Command::Quit,
            "s" => Command::Save((!rest.is_empty()).then(|| rest.to_owned())),
            _ if self.game.is_over() => {
                return Ok(Err(words::over(self.game.result())));
            }
            _ => {
                let text = match line.parse::<MoveText>() {
                    Ok(t) => t,
                    Err(e) => return Ok(Err(render::illegal::parse_error(&e))),
                };
                match text.resolve(position) {
                    Ok(mv) => Command::Move(mv),
                    Err(crate::engine::notation::ResolveMoveError::Ambiguous(e)) => {
                        match self.choose(position, e.moves())? {
                            Some(mv) => Command::Move(mv),
                            None => return Ok(Ok(None)),
                        }
                    }
                    Err(e) => return Ok(Err(render::illegal::refusal(&e, line))),
                }
            }
        })))
    }

    /// Asks which of several moves was meant: a real choice of direction, entry or stop.
    fn choose(&mut self, position: &Position, moves: &[Move]) -> Result<Option<Move>, Error> {
        writeln!(self.out, "{}", t!("game-line-which"))?;
        for (i, mv) in moves.iter().enumerate() {
            let played = position.play(*mv).map_err(|e| Error::Move(e.to_string()))?;
            writeln!(
                self.out,
                "  {}. {}: {}",
                i + 1,
                words::mv(*mv),
                render::trace::summary(&played)
            )?;
        }
        write!(self.out, "{}", t!("game-line-which-prompt"))?;
        self.out.flush()?;
        let Some(answer) = self.read_line()? else {
            return Ok(None);
        };
        if let Ok(n) = answer.parse::<usize>()
            && (1..=moves.len()).contains(&n)
        {
            return Ok(Some(moves[n - 1]));
        }
        let named = answer
            .parse::<MoveText>()
            .ok()
            .and_then(|t| t.resolve(position).ok())
            .filter(|m| moves.contains(m));
        if named.is_none() && !answer.is_empty() {
            writeln!(
                self.out,
                "{}",
                t!(
                    "game-line-none-of-them",
                    text = crate::engine::notation::shown(&answer)
                )
            )?;
        }
        Ok(named)
    }

    /// Plays a move, says what it did, the coach's verdict for a person's move, and the board.
    fn play(&mut self, mv: Move, legend: &mut Legend, person: bool) -> Result<(), Error> {
        let before = *self.game.position();
        let turn = self.game.turns().len() + 1;
        let played = match self.game.apply(Input::Play(mv)) {
            Ok(Applied::Played(p)) => p,
            Ok(_) => return Ok(()),
            Err(GameError::Illegal(e)) => return Err(Error::Move(e.to_string())),
            Err(e) => {
                writeln!(self.out, "{e}")?;
                return Ok(());
            }
        };
        let said = if person {
            t!(
                "game-played",
                turn = turn,
                move = words::mv(mv),
                does = coach::did(&played)
            )
        } else {
            t!(
                "game-bao-played",
                turn = turn,
                move = words::mv(mv),
                does = coach::did(&played)
            )
        };
        writeln!(self.out, "{said}")?;
        if person && let Some(budget) = self.coach {
            let deadline = Instant::now() + COACH_TIME;
            if let Some(text) = coach::judge(&before, mv, budget, &|| Instant::now() > deadline)
                .and_then(|v| v.say(mv, before.to_move()))
            {
                writeln!(self.out, "{}", t!("game-coach-says", text = text.as_str()))?;
                // The record marks the coach's note with its English word (a file format).
                self.game.comment_last(format!("coach: {text}"));
            }
        }
        self.after(&played, legend)
    }

    fn after(&mut self, played: &Played, legend: &mut Legend) -> Result<(), Error> {
        write!(
            self.out,
            "{}",
            render::board::after(played, legend, self.styles)
        )?;
        Ok(())
    }

    fn board(&mut self, legend: &mut Legend) -> Result<(), Error> {
        let position = *self.game.position();
        write!(
            self.out,
            "{}",
            render::board::position_in(&position, &[], legend, self.styles)
        )?;
        Ok(())
    }

    /// bao thinks in a background thread until its deadline.
    fn think(
        &mut self,
        position: &Position,
        strength: crate::game::record::Strength,
    ) -> Result<Move, Error> {
        let time = thinking_time(strength);
        if strength.takes_its_time() {
            writeln!(
                self.out,
                "{}",
                t!(
                    "game-thinking-at-most",
                    side = words::side(position.to_move()),
                    seconds = time.as_secs_f64()
                )
            )?;
        } else {
            writeln!(
                self.out,
                "{}",
                t!("game-thinking", side = words::side(position.to_move()))
            )?;
        }
        self.out.flush()?;
        let deadline = Instant::now() + time;
        let mut dice = self.dice;
        let position = *position;
        let (mv, dice) = std::thread::scope(|s| {
            s.spawn(move || {
                let mv = opponent::reply(&position, strength, &mut dice, &|| {
                    Instant::now() > deadline
                });
                (mv, dice)
            })
            .join()
        })
        .map_err(|_| Error::Usage(t!("game-search-failed")))?;
        self.dice = dice;
        mv.ok_or_else(|| Error::Usage(t!("game-no-move-found")))
    }

    /// A hint: first the hole, then the move.
    fn hint(&mut self, position: &Position, hints: u32) -> Result<(), Error> {
        let deadline = Instant::now() + COACH_TIME;
        let limits = Limits {
            depth: 4,
            nodes: Some(300_000),
        };
        let Ok(analysis) = analyse(position, limits, &|| Instant::now() > deadline) else {
            return Ok(());
        };
        let best = analysis.best;
        if hints == 1 {
            writeln!(
                self.out,
                "{}",
                t!("game-hint-hole", hole = best.hole().to_string())
            )?;
        } else {
            let played = position
                .play(best)
                .map_err(|e| Error::Move(e.to_string()))?;
            writeln!(
                self.out,
                "{}",
                t!(
                    "game-hint-move",
                    move = words::mv(best),
                    does = render::trace::summary(&played)
                )
            )?;
        }
        Ok(())
    }

    /// Resigns once the player says yes to the question.
    fn resign(&mut self) -> Result<(), Error> {
        if self.game.is_over() {
            writeln!(self.out, "{}", words::over(self.game.result()))?;
            return Ok(());
        }
        write!(self.out, "{}", t!("game-line-resign"))?;
        self.out.flush()?;
        let answer = self.read_line()?.unwrap_or_default();
        if matches!(answer.as_str(), "y" | "Y" | "yes") || words::is_yes(&answer) {
            if let Err(e) = self.game.apply(Input::Resign) {
                writeln!(self.out, "{e}")?;
            }
        } else {
            writeln!(self.out, "{}", t!("game-not-resigned"))?;
        }
        Ok(())
    }

    /// Saves the game after every turn, a finished one too: it is kept until a new game
    /// starts.
    fn save(&self) -> Result<(), Error> {
        self.store
            .save(self.game.record())
            .map_err(|e| Error::Usage(e.to_string()))
    }

    /// Writes the record to a file of the player's, never over one that exists.
    fn save_record(&mut self, file: Option<&str>) -> Result<(), Error> {
        let name = file.unwrap_or("bao-game.txt");
        match files::create_new(std::path::Path::new(name), self.game.record().write()) {
            Ok(()) => writeln!(self.out, "{}", t!("game-record-written", name = name))?,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                writeln!(self.out, "{}", t!("game-line-record-exists", name = name))?;
            }
            Err(e) => writeln!(
                self.out,
                "{}",
                t!(
                    "game-record-cannot-write",
                    name = name,
                    error = e.to_string()
                )
            )?,
        }
        Ok(())
    }

    fn quit(&mut self) -> Result<ExitCode, Error> {
        if self.game.is_over() {
            writeln!(self.out, "{}", words::over(self.game.result()))?;
        }
        writeln!(self.out, "{}", self.store.kept(self.game.is_over()))?;
        Ok(ExitCode::SUCCESS)
    }
}
