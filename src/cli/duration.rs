//! Times on the command line: the one reader of every `--time` (`analyse`, `solve`, `game`), so
//! that each takes the same text and says the same thing about a bad one.

use std::time::Duration;

use crate::engine::notation::shown;

/// The longest `--time` of a search or a proof, in seconds: a day.
pub(crate) const A_DAY: u64 = 86_400;
/// The longest `--time` bao may think about one move of a game, in seconds: an hour, the bound
/// a game record's `bao time MS ms` has too.
pub(crate) const AN_HOUR: u64 = crate::game::record::Strength::MAX_TIME_MS / 1000;

/// Reads a number of seconds, more than 0 and at most `most`: digits, then optionally a point
/// and more digits (`2`, `0.5`), nothing else (no sign, no space, no exponent).
pub(crate) fn seconds(text: &str, most: u64) -> Result<Duration, String> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(fraction) {
        return Err(crate::t!("cli-time-not-seconds", text = shown(text)));
    }
    let too_long = || match most {
        A_DAY => crate::t!("cli-time-at-most-a-day", most = most),
        AN_HOUR => crate::t!("cli-time-at-most-an-hour", most = most),
        _ => crate::t!("cli-time-at-most", most = most),
    };
    // Digits alone are a valid float; a huge number is caught by the bound below.
    let value: f64 = text.parse().map_err(|_| too_long())?;
    if value <= 0.0 {
        return Err(crate::t!("cli-time-positive"));
    }
    if value > most as f64 {
        return Err(too_long());
    }
    Ok(Duration::from_secs_f64(value))
}

/// Reads the `--time` of a search or a proof: at most a day.
pub(crate) fn up_to_a_day(text: &str) -> Result<Duration, String> {
    seconds(text, A_DAY)
}

/// Reads the `--time` bao thinks about each move of a game: at most an hour.
pub(crate) fn up_to_an_hour(text: &str) -> Result<Duration, String> {
    seconds(text, AN_HOUR)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_time_is_read_alike() {
        assert_eq!(seconds("2", A_DAY), Ok(Duration::from_secs(2)));
        assert_eq!(seconds("0.5", A_DAY), Ok(Duration::from_millis(500)));
        assert_eq!(seconds("86400", A_DAY), Ok(Duration::from_secs(A_DAY)));
        for bad in [
            " 1",
            "1 ",
            "abc",
            "",
            "-1",
            "+1",
            "1e3",
            "inf",
            "NaN",
            ".5",
            "5.",
            "1.2.3",
            "\u{1b}[31m",
        ] {
            let err = seconds(bad, A_DAY).unwrap_err();
            assert!(err.contains("is not a number of seconds"), "{bad:?}: {err}");
            assert!(!err.contains('\u{1b}'), "{err}");
        }
        assert_eq!(
            seconds("0", A_DAY).unwrap_err(),
            "the time must be more than 0 seconds"
        );
        assert_eq!(seconds("0.000", AN_HOUR), seconds("0", A_DAY));
        assert_eq!(
            seconds("86400.5", A_DAY).unwrap_err(),
            "the time must be at most 86400 seconds (a day)"
        );
        assert_eq!(
            seconds("3601", AN_HOUR).unwrap_err(),
            "the time must be at most 3600 seconds (an hour)"
        );
        assert!(seconds(&"9".repeat(400), A_DAY).is_err());
    }
}
