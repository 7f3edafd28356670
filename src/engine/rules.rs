//! Rulesets and the named options where the sources disagree.

use std::{error::Error, fmt, str::FromStr};

/// The form of the game being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Bao la Kiswahili: 22 seeds in each stock, A5/A6/A7 = 6/2/2, a namua stage, nyumba rules.
    Kiswahili,
    /// Bao la Kujifunza (seed 004 §12): 2 seeds in every hole, no stock, no nyumba, mtaji rules only.
    Kujifunza,
}

/// Which front holes may receive the stock seed in a namua takasa.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamuaTakasa {
    /// Mancala World: never the functional nyumba unless it is the only occupied front hole; without
    /// a functional nyumba, only holes of 2 or more seeds unless every occupied hole is a singleton.
    Limited,
    /// Seed 002 §4.2.3.10 ("uno de los huecos con una o más semillas"): any occupied front hole but
    /// the functional nyumba.
    AnyOccupied,
}

/// What a sowing that never ends means.
///
/// Never-ending moves occur in real play (Kronenburg, Donkers and de Voogt, ICGA Journal 2006); no
/// seed text rules on them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Endless {
    /// The move may not be chosen; a player whose every move never ends has no move and loses.
    Illegal,
    /// Playing the move ends the game in a draw.
    Draw,
    /// Playing the move loses the game.
    MoverLoses,
}

/// What happens when a namua takasa lap ends in the player's functional nyumba.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakasaNyumba {
    /// The move stops there (Mancala World, KIBA 1.6.2, seed 004 §19d).
    Stops,
    /// The player may stop or sow the nyumba on (seed 002 §4.2.3.11 read literally: "el jugador
    /// puede finalizar su turno si desea", said without restriction to captures).
    MayStop,
}

/// A ruleset: the variant plus one choice for every point where the sources disagree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Kiswahili or Kujifunza.
    pub variant: Variant,
    /// Namua takasa start holes (`namua-takasa=limited|any`).
    pub namua_takasa: NamuaTakasa,
    /// Takasia, the block of the opponent's single threatened hole after a mtaji takasa
    /// (`takasia=on|off`). On in Mancala World, KIBA ("kutakatia") and seed 003 ("mtaji moja", figure
    /// 24); absent from seed 004.
    pub takasia: bool,
    /// The ruling on never-ending moves (`endless=illegal|draw|mover-loses`).
    pub endless: Endless,
    /// A namua takasa ending in the functional nyumba (`takasa-nyumba=stops|may-stop`).
    pub takasa_nyumba: TakasaNyumba,
}

impl Rules {
    /// Bao la Kiswahili with every default choice.
    pub const KISWAHILI: Rules = Rules {
        variant: Variant::Kiswahili,
        namua_takasa: NamuaTakasa::Limited,
        takasia: true,
        endless: Endless::Illegal,
        takasa_nyumba: TakasaNyumba::Stops,
    };

    /// Bao la Kujifunza with every default choice.
    pub const KUJIFUNZA: Rules = Rules {
        variant: Variant::Kujifunza,
        ..Rules::KISWAHILI
    };

    /// Checks if the variant has a nyumba and a stock.
    #[must_use]
    pub fn has_nyumba(&self) -> bool {
        self.variant == Variant::Kiswahili
    }

    /// The option names `--rules` accepts after the variant, with their values.
    pub const OPTIONS: [(&'static str, &'static [&'static str]); 4] = [
        ("namua-takasa", &["limited", "any"]),
        ("takasia", &["on", "off"]),
        ("endless", &["illegal", "draw", "mover-loses"]),
        ("takasa-nyumba", &["stops", "may-stop"]),
    ];
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::KISWAHILI
    }
}

impl fmt::Display for Rules {
    /// Writes the ruleset name, then every option that differs from the default, e.g.
    /// `kiswahili,takasia=off`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.variant {
            Variant::Kiswahili => "kiswahili",
            Variant::Kujifunza => "kujifunza",
        })?;
        let base = Rules {
            variant: self.variant,
            ..Rules::KISWAHILI
        };
        if self.namua_takasa != base.namua_takasa {
            f.write_str(",namua-takasa=any")?;
        }
        if self.takasia != base.takasia {
            f.write_str(",takasia=off")?;
        }
        match self.endless {
            Endless::Illegal => {}
            Endless::Draw => f.write_str(",endless=draw")?,
            Endless::MoverLoses => f.write_str(",endless=mover-loses")?,
        }
        if self.takasa_nyumba != base.takasa_nyumba {
            f.write_str(",takasa-nyumba=may-stop")?;
        }
        Ok(())
    }
}

/// Error when a ruleset name is not `kiswahili` or `kujifunza` followed by `,option=value` items.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRulesError {
    message: String,
}

impl fmt::Display for ParseRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl Error for ParseRulesError {}

impl FromStr for Rules {
    type Err = ParseRulesError;

    /// Reads `kiswahili` or `kujifunza`, then any `,option=value` items (see [`Rules::OPTIONS`]).
    fn from_str(s: &str) -> Result<Rules, ParseRulesError> {
        let mut parts = s.split(',');
        let mut rules = match parts.next().unwrap_or("").trim() {
            "kiswahili" => Rules::KISWAHILI,
            "kujifunza" => Rules::KUJIFUNZA,
            other => {
                return Err(ParseRulesError {
                    message: format!(
                        "unknown ruleset `{other}`: expected `kiswahili` or `kujifunza`"
                    ),
                });
            }
        };
        for item in parts {
            let (name, value) = item.split_once('=').unwrap_or((item, ""));
            let bad_value = |expected: &str| ParseRulesError {
                message: format!(
                    "bad value `{value}` for rules option `{name}`: expected {expected}"
                ),
            };
            match name.trim() {
                "namua-takasa" => {
                    rules.namua_takasa = match value {
                        "limited" => NamuaTakasa::Limited,
                        "any" => NamuaTakasa::AnyOccupied,
                        _ => return Err(bad_value("`limited` or `any`")),
                    }
                }
                "takasia" => {
                    rules.takasia = match value {
                        "on" => true,
                        "off" => false,
                        _ => return Err(bad_value("`on` or `off`")),
                    }
                }
                "endless" => {
                    rules.endless = match value {
                        "illegal" => Endless::Illegal,
                        "draw" => Endless::Draw,
                        "mover-loses" => Endless::MoverLoses,
                        _ => return Err(bad_value("`illegal`, `draw` or `mover-loses`")),
                    }
                }
                "takasa-nyumba" => {
                    rules.takasa_nyumba = match value {
                        "stops" => TakasaNyumba::Stops,
                        "may-stop" => TakasaNyumba::MayStop,
                        _ => return Err(bad_value("`stops` or `may-stop`")),
                    }
                }
                other => {
                    let names: Vec<_> = Rules::OPTIONS.iter().map(|(n, _)| *n).collect();
                    return Err(ParseRulesError {
                        message: format!(
                            "unknown rules option `{other}`: expected one of {}",
                            names.join(", ")
                        ),
                    });
                }
            }
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for text in [
            "kiswahili",
            "kujifunza",
            "kiswahili,namua-takasa=any,takasia=off,endless=draw,takasa-nyumba=may-stop",
        ] {
            assert_eq!(text.parse::<Rules>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        assert_eq!(
            "bao".parse::<Rules>().unwrap_err().to_string(),
            "unknown ruleset `bao`: expected `kiswahili` or `kujifunza`"
        );
        assert!(
            "kiswahili,takasia=maybe"
                .parse::<Rules>()
                .unwrap_err()
                .to_string()
                .contains("`on` or `off`")
        );
        assert!(
            "kiswahili,speed=fast"
                .parse::<Rules>()
                .unwrap_err()
                .to_string()
                .starts_with("unknown rules option")
        );
    }
}
