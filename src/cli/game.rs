//! `bao game`: a whole game against bao or a friend, with the coach, saved after every turn.
//!
//! On a terminal it is the full-screen front end ([`crate::tui`]); otherwise, or with `--plain`,
//! the line mode (prompts and plain lines, for pipes, scripts and screen readers) in [`line`].

use std::{
    io::{BufRead, Write},
    path::PathBuf,
    process::ExitCode,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

mod claim;
mod line;

use super::Error;
use crate::{
    engine::{Position, Side},
    files,
    game::{
        Game,
        coach::Budget,
        opponent::Dice,
        record::{Player, Record, Strength},
        store::Store,
        words,
    },
    style::Styles,
};

/// Arguments of `bao game`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The ruleset, with options, as for every command (default `kiswahili`).
    #[arg(long = "rules", value_name = "RULES", value_parser = super::position_arg::rules_value)]
    pub rules: Option<crate::engine::Rules>,
    /// bao's level, 1 (the weakest) to 6 (the full search, 5 s a move unless `--time`).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6), conflicts_with = "two_players")]
    pub level: Option<u8>,
    /// bao's time per move in seconds, searching as deep as it allows (instead of a level).
    #[arg(long, value_name = "SECONDS", value_parser = super::duration::up_to_an_hour, conflicts_with_all = ["level", "two_players"])]
    pub time: Option<Duration>,
    /// The side you play: S (South, who starts; the default) or N.
    #[arg(long = "as", value_name = "S|N", value_parser = side)]
    pub side: Option<Side>,
    /// Two people at one keyboard, taking turns; bao only coaches.
    #[arg(long)]
    pub two_players: bool,
    /// Resume a game record written by `s` (or typed by hand); its rules and players are the
    /// record's.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["new", "rules", "level", "time", "side", "two_players"]
    )]
    pub load: Option<PathBuf>,
    /// Start a new game even though one is saved in progress (it is forgotten).
    #[arg(long)]
    pub new: bool,
    /// No coach: no comment on your moves, and no review at the end.
    #[arg(long)]
    pub no_coach: bool,
    /// Plain lines even on a terminal.
    #[arg(long)]
    pub plain: bool,
    /// The seed of bao's choices among near-best moves, to play a game again.
    #[arg(long)]
    pub seed: Option<u64>,
}

/// Says how the game the arguments set up differs from a saved one, kept at `path`, if they
/// say how to set one up (the same command run again after a kill resumes its game).
fn unlike(args: &Args, saved: &Record, path: &str) -> Option<String> {
    let turn = saved.turns.len() + 1;
    if let Some(rules) = args.rules
        && rules != saved.rules()
    {
        return Some(crate::t!(
            "game-in-progress-under",
            rules = saved.rules().to_string(),
            path = path,
            turn = turn
        ));
    }
    let asked =
        args.level.is_some() || args.time.is_some() || args.side.is_some() || args.two_players;
    let wanted = new_game(args);
    let bao = |player: &Player| match player {
        Player::Bao(strength) => Some(*strength),
        Player::Person(_) => None,
    };
    let same = [Side::South, Side::North]
        .iter()
        .all(|&side| bao(wanted.player(side)) == bao(saved.player(side)));
    (asked && !same).then(|| {
        crate::t!(
            "game-in-progress-between",
            south = words::player(saved.player(Side::South)),
            north = words::player(saved.player(Side::North)),
            path = path,
            turn = turn
        )
    })
}

fn side(text: &str) -> Result<Side, String> {
    match text {
        "S" | "s" | "south" => Ok(Side::South),
        "N" | "n" | "north" => Ok(Side::North),
        _ => Err(crate::t!(
            "game-not-a-side",
            text = crate::engine::notation::shown(text)
        )),
    }
}

/// The default time per move at level 6, and the most any lower level may take.
const LEVEL6_TIME: Duration = Duration::from_secs(5);
/// How long the coach may think about one move.
const COACH_TIME: Duration = Duration::from_secs(3);

pub(crate) fn run(
    args: &Args,
    styles: &Styles,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let located = Store::locate().map_err(|e| Error::Usage(e.to_string()))?;
    let located = match &args.load {
        Some(path) => located.beside(path).unwrap_or(located),
        None => located,
    };
    let claim::Claimed {
        store,
        hold: _hold,
        fresh,
    } = claim::claim(located, input, out)?;
    let mut resuming = None;
    let game = match &args.load {
        Some(path) => Game::from_record(load(path)?).map_err(|_| {
            Error::Usage(crate::t!(
                "game-does-not-replay",
                path = path.display().to_string()
            ))
        })?,
        None => {
            let saved = if args.new || fresh {
                None
            } else {
                store.load().map_err(|e| Error::Usage(e.to_string()))?
            };
            match saved {
                Some(record)
                    if record.result == crate::game::record::GameResult::InProgress
                        && let Some(unlike) =
                            unlike(args, &record, &store.path().display().to_string()) =>
                {
                    return Err(Error::Usage(unlike));
                }
                Some(record) if record.result == crate::game::record::GameResult::InProgress => {
                    resuming = Some(crate::t!(
                        "game-resuming",
                        path = store.path().display().to_string(),
                        turn = record.turns.len() + 1
                    ));
                    Game::from_record(record).map_err(|_| {
                        Error::Usage(crate::t!(
                            "game-does-not-replay",
                            path = store.path().display().to_string()
                        ))
                    })?
                }
                _ => new_game(args),
            }
        }
    };
    let strongest = [Side::South, Side::North]
        .iter()
        .any(|&s| matches!(game.player(s), Player::Bao(Strength::Level(6))));
    let coach = (!args.no_coach && !strongest).then(Budget::default);
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    });
    let dice = Dice::new(seed);
    if !args.plain && {
        use std::io::IsTerminal;
        std::io::stdin().is_terminal()
            && std::io::stdout().is_terminal()
            && crate::tui::terminal::fits()
    } {
        let thinking = crate::tui::terminal::Thinking {
            dice,
            time: thinking_time,
            coach_time: COACH_TIME,
        };
        let mut app = crate::tui::App::new(game, coach.is_some());
        // Said on the screen, where it is seen, rather than under it.
        app.message = resuming;
        app.review = !args.no_coach;
        let app = crate::tui::terminal::run(app, &store, thinking)?;
        if app.game.is_over() {
            writeln!(out, "{}", words::over(app.game.result()))?;
            if app.review {
                let review = super::replay::review::make(app.game.record(), app.game.played())?;
                crate::tui::terminal::review::run(&review)?;
            }
        }
        writeln!(out, "{}", store.kept(app.game.is_over()))?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(resuming) = resuming {
        writeln!(out, "{resuming}")?;
    }
    let mut session = line::Session {
        game,
        store,
        coach,
        review: !args.no_coach,
        dice,
        styles,
        input,
        out,
    };
    session.run()
}

/// Reads a game record from a file; an error names the file and the line.
pub(crate) fn load(path: &std::path::Path) -> Result<Record, Error> {
    let name = path.display().to_string();
    let text = files::read_text(path, 1024 * 1024).map_err(|e| Error::Read(name.clone(), e))?;
    text.parse::<Record>().map_err(|e| {
        Error::Usage(crate::t!(
            "game-does-not-replay-because",
            path = name.as_str(),
            error = e.to_string()
        ))
    })
}

/// A new game from the ruleset's start, with the players the arguments say.
fn new_game(args: &Args) -> Game {
    let start = Position::start(args.rules.unwrap_or(crate::engine::Rules::KISWAHILI));
    let you = || {
        Player::Person(
            std::env::var("USER")
                .ok()
                .filter(|u| valid_name(u))
                .unwrap_or_else(|| crate::t!("game-player-you")),
        )
    };
    let (south, north) = if args.two_players {
        // Named by their sides, in the players' language.
        (
            Player::Person(words::side(Side::South)),
            Player::Person(words::side(Side::North)),
        )
    } else {
        let strength = match (args.time, args.level) {
            (Some(t), _) => {
                Strength::Time(u64::try_from(t.as_millis()).map_or(u64::MAX, |ms| ms.max(1)))
            }
            (None, level) => Strength::Level(level.unwrap_or(2)),
        };
        match args.side.unwrap_or(Side::South) {
            Side::South => (you(), Player::Bao(strength)),
            Side::North => (Player::Bao(strength), you()),
        }
    };
    Game::new(start, south, north, Some(today()))
}

/// Checks that a name can go in a record's header: printable, on one line, not bao's own.
fn valid_name(name: &str) -> bool {
    !name.trim().is_empty()
        && !name.chars().any(crate::engine::notation::acts_on_terminal)
        && !name.starts_with("bao ")
        && !name.contains(" - ")
}

/// Gets today's date (UTC) as `YYYY-MM-DD`.
fn today() -> String {
    let days = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// How long bao may think about a move at a strength.
fn thinking_time(strength: Strength) -> Duration {
    match strength {
        Strength::Time(ms) => Duration::from_millis(ms),
        Strength::Level(_) => LEVEL6_TIME,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn today_is_a_date() {
        let today = super::today();
        assert_eq!(today.len(), 10, "{today}");
        assert!(today.starts_with("20"), "{today}");
    }
}
