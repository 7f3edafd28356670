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

/// When the nyumba pays the tax: whether its six seeds are counted before or after the stock seed.
///
/// In namua, with the nyumba the only occupied front hole and no capture, a functional nyumba pays
/// the tax (the stock seed in, two seeds out and sown, the nyumba kept); a smaller one is sown whole
/// and is gone. The sources leave open when the six are counted. "Bao de Zanzíbar" §4.2.3.11 puts
/// the threshold on the nyumba as it stands: the special rules do not apply "si se tienen menos de
/// seis semillas en la nyumba"; "The Rules of Bao" §19(e) states the tax with no threshold at all
/// ("he must put his kete from the stock into his nyumba, take two kete from the nyumba").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NyumbaTax {
    /// Six seeds before the stock seed goes in: a nyumba of 5 is not functional, so it is sown whole
    /// (6 seeds) and lost ("Bao de Zanzíbar" §4.2.3.11 read as "the nyumba has fewer than six").
    BeforeSeed,
    /// Six seeds once the stock seed is in: a nyumba of 5 pays the tax too (2 out, 4 stay, still
    /// owned), as "The Rules of Bao" §19(e), which names no threshold, allows.
    AfterSeed,
}

/// Which front holes count against a lone kichwa in a takasa.
///
/// A kichwa that is "the only occupied front hole" must be sown towards the centre, so the front row
/// is never emptied (Mancala World, KIBA). One engine we compared with reads "lone" as the only front
/// hole that could start a move, that is, of two or more seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoneKichwa {
    /// The kichwa is lone when every other front hole is empty: the sources' literal wording.
    OnlyOccupied,
    /// The kichwa is lone when every other front hole holds at most one seed (the compared engine).
    OnlySowable,
}

/// A ruleset: the variant plus one choice for every point where the sources disagree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Kiswahili or Kujifunza.
    pub variant: Variant,
    /// Namua takasa start holes (`namua-takasa=limited|any`).
    pub namua_takasa: NamuaTakasa,
    /// Takasia, the block of the opponent's single threatened hole after a mtaji takasa
    /// (`takasia=on|off`). Bao la Kiswahili: on, as in Mancala World, KIBA ("kutakatia") and seed 003
    /// ("mtaji moja", figure 24); absent from seed 004. Bao la Kujifunza: off, as neither seed 004
    /// §12–14 nor Mancala World gives the learners' game one; `kujifunza,takasia=on` is for a source
    /// that does.
    pub takasia: bool,
    /// The ruling on never-ending moves (`endless=illegal|draw|mover-loses`).
    pub endless: Endless,
    /// A namua takasa ending in the functional nyumba (`takasa-nyumba=stops|may-stop`).
    pub takasa_nyumba: TakasaNyumba,
    /// When a nyumba of 5 seeds pays the tax (`nyumba-tax=before-seed|after-seed`).
    pub nyumba_tax: NyumbaTax,
    /// When a kichwa is the lone front hole in a takasa (`lone-kichwa=only-occupied|only-sowable`).
    pub lone_kichwa: LoneKichwa,
}

impl Rules {
    /// Bao la Kiswahili with every default choice.
    pub const KISWAHILI: Rules = Rules {
        variant: Variant::Kiswahili,
        namua_takasa: NamuaTakasa::Limited,
        takasia: true,
        endless: Endless::Illegal,
        takasa_nyumba: TakasaNyumba::Stops,
        nyumba_tax: NyumbaTax::BeforeSeed,
        lone_kichwa: LoneKichwa::OnlyOccupied,
    };

    /// Bao la Kujifunza with every default choice: no takasia (seed 004 §12–14, Mancala World).
    pub const KUJIFUNZA: Rules = Rules {
        variant: Variant::Kujifunza,
        takasia: false,
        ..Rules::KISWAHILI
    };

    /// Gets the ruleset of a variant with every default choice.
    #[must_use]
    pub fn of(variant: Variant) -> Rules {
        match variant {
            Variant::Kiswahili => Rules::KISWAHILI,
            Variant::Kujifunza => Rules::KUJIFUNZA,
        }
    }

    /// Checks if the variant has a nyumba and a stock.
    #[must_use]
    pub fn has_nyumba(&self) -> bool {
        self.variant == Variant::Kiswahili
    }

    /// The option names `--rules` accepts after the variant, with their values.
    pub const OPTIONS: [(&'static str, &'static [&'static str]); 6] = [
        ("namua-takasa", &["limited", "any"]),
        ("takasia", &["on", "off"]),
        ("endless", &["illegal", "draw", "mover-loses"]),
        ("takasa-nyumba", &["stops", "may-stop"]),
        ("nyumba-tax", &["before-seed", "after-seed"]),
        ("lone-kichwa", &["only-occupied", "only-sowable"]),
    ];
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::KISWAHILI
    }
}

impl fmt::Display for Rules {
    /// Writes the ruleset name, then every option that differs from the variant's default, e.g.
    /// `kiswahili,takasia=off` or `kujifunza,takasia=on`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.variant {
            Variant::Kiswahili => "kiswahili",
            Variant::Kujifunza => "kujifunza",
        })?;
        let base = Rules::of(self.variant);
        if self.namua_takasa != base.namua_takasa {
            f.write_str(match self.namua_takasa {
                NamuaTakasa::Limited => ",namua-takasa=limited",
                NamuaTakasa::AnyOccupied => ",namua-takasa=any",
            })?;
        }
        if self.takasia != base.takasia {
            f.write_str(if self.takasia {
                ",takasia=on"
            } else {
                ",takasia=off"
            })?;
        }
        if self.endless != base.endless {
            f.write_str(match self.endless {
                Endless::Illegal => ",endless=illegal",
                Endless::Draw => ",endless=draw",
                Endless::MoverLoses => ",endless=mover-loses",
            })?;
        }
        if self.takasa_nyumba != base.takasa_nyumba {
            f.write_str(match self.takasa_nyumba {
                TakasaNyumba::Stops => ",takasa-nyumba=stops",
                TakasaNyumba::MayStop => ",takasa-nyumba=may-stop",
            })?;
        }
        if self.nyumba_tax != base.nyumba_tax {
            f.write_str(match self.nyumba_tax {
                NyumbaTax::BeforeSeed => ",nyumba-tax=before-seed",
                NyumbaTax::AfterSeed => ",nyumba-tax=after-seed",
            })?;
        }
        if self.lone_kichwa != base.lone_kichwa {
            f.write_str(match self.lone_kichwa {
                LoneKichwa::OnlyOccupied => ",lone-kichwa=only-occupied",
                LoneKichwa::OnlySowable => ",lone-kichwa=only-sowable",
            })?;
        }
        Ok(())
    }
}

/// Error when a ruleset name is not `kiswahili` or `kujifunza` followed by `,option=value` items,
/// each option at most once.
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

    /// Reads `kiswahili` or `kujifunza`, then any `,option=value` items (see [`Rules::OPTIONS`]),
    /// each option at most once: a repeated one is refused rather than the last silently taken.
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
        let mut seen: Vec<&str> = Vec::new();
        for item in parts {
            let (name, value) = item.split_once('=').unwrap_or((item, ""));
            let name = name.trim();
            let bad_value = |expected: &str| ParseRulesError {
                message: format!(
                    "bad value `{value}` for rules option `{name}`: expected {expected}"
                ),
            };
            if seen.contains(&name) {
                return Err(ParseRulesError {
                    message: format!(
                        "rules option `{name}` is given twice in `{s}`: give each option once"
                    ),
                });
            }
            match name {
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
                "nyumba-tax" => {
                    rules.nyumba_tax = match value {
                        "before-seed" => NyumbaTax::BeforeSeed,
                        "after-seed" => NyumbaTax::AfterSeed,
                        _ => return Err(bad_value("`before-seed` or `after-seed`")),
                    }
                }
                "lone-kichwa" => {
                    rules.lone_kichwa = match value {
                        "only-occupied" => LoneKichwa::OnlyOccupied,
                        "only-sowable" => LoneKichwa::OnlySowable,
                        _ => return Err(bad_value("`only-occupied` or `only-sowable`")),
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
            seen.push(name);
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
            "kiswahili,nyumba-tax=after-seed",
            "kujifunza,takasia=on",
            "kujifunza,lone-kichwa=only-sowable",
            "kiswahili,nyumba-tax=after-seed,lone-kichwa=only-sowable",
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

    /// Issue 10: a repeated option used to be read silently as its last value.
    #[test]
    fn a_repeated_option_is_refused() {
        assert_eq!(
            "kiswahili,takasia=off,takasia=on"
                .parse::<Rules>()
                .unwrap_err()
                .to_string(),
            "rules option `takasia` is given twice in `kiswahili,takasia=off,takasia=on`: give each option once"
        );
        assert!(
            "kiswahili,endless=draw,endless=draw"
                .parse::<Rules>()
                .is_err()
        );
    }

    /// Bao la Kujifunza has no takasia unless asked for (seed 004 §12–14, Mancala World), and the
    /// name written for it says so only when it differs.
    #[test]
    fn kujifunza_has_no_takasia_by_default() {
        let rules: Rules = "kujifunza".parse().unwrap();
        assert!(!rules.takasia);
        assert!("kiswahili".parse::<Rules>().unwrap().takasia);
        let on: Rules = "kujifunza,takasia=on".parse().unwrap();
        assert!(on.takasia);
        assert_eq!("kujifunza,takasia=off".parse::<Rules>().unwrap(), rules);
    }
}
