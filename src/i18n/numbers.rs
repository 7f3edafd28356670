//! Numbers written the way each language writes them: the decimal sign and the grouping of
//! thousands of CLDR's data for the language (Spanish `12.345,5`, Catalan `1.234,5`, Kiswahili
//! `1,234.5`). English keeps the plain digits bao has always written (`12345.5`).
//!
//! A message may round a number with Fluent's `NUMBER($x, maximumFractionDigits: 1)`, pad it
//! with `minimumFractionDigits` and turn the grouping off with `useGrouping: "false"` (a setting
//! shown in a key bar, a rating written as ratings are, `1500`): the options are honoured in every language.

use fluent_bundle::{FluentValue, types::FluentNumber};

use super::Language;

/// How a language writes a number.
struct Style {
    /// The decimal sign.
    decimal: char,
    /// The sign between groups of three digits, if the language groups them.
    group: Option<char>,
    /// The fewest digits before the decimal sign for grouping to start (CLDR's minimum grouping
    /// digits plus three).
    group_from: usize,
}

fn style(language: Language) -> Style {
    match language {
        Language::English => Style {
            decimal: '.',
            group: None,
            group_from: usize::MAX,
        },
        // CLDR: es groups from five digits (minimumGroupingDigits 2), ca from four.
        Language::Spanish => Style {
            decimal: ',',
            group: Some('.'),
            group_from: 5,
        },
        Language::Catalan => Style {
            decimal: ',',
            group: Some('.'),
            group_from: 4,
        },
        Language::Swahili => Style {
            decimal: '.',
            group: Some(','),
            group_from: 4,
        },
    }
}

/// Writes `number` in `language`, with the rounding and padding its options ask for.
#[must_use]
pub fn write(language: Language, number: &FluentNumber) -> String {
    let options = &number.options;
    let mut digits = match options.maximum_fraction_digits {
        Some(most) => {
            let rounded = format!("{:.*}", most, number.value);
            // Fluent's maximum is a most: the zeros it leaves at the end go, down to the least.
            let least = options.minimum_fraction_digits.unwrap_or(0).min(most);
            trim_fraction(&rounded, least)
        }
        None => number.value.to_string(),
    };
    if let Some(least) = options.minimum_fraction_digits {
        let fraction = digits.find('.').map_or(0, |dot| digits.len() - dot - 1);
        if fraction < least {
            if fraction == 0 {
                digits.push('.');
            }
            digits.push_str(&"0".repeat(least - fraction));
        }
    }
    let mut style = style(language);
    if !options.use_grouping {
        style.group = None;
    }
    localise(&digits, &style)
}

/// Takes the zeros at the end of a fraction away, keeping at least `least` digits after the dot.
fn trim_fraction(digits: &str, least: usize) -> String {
    let Some(dot) = digits.find('.') else {
        return digits.to_owned();
    };
    let mut end = digits.len();
    while end > dot + 1 + least && digits.as_bytes()[end - 1] == b'0' {
        end -= 1;
    }
    if end == dot + 1 {
        end = dot;
    }
    digits[..end].to_owned()
}

/// Puts a number written with `.` and no grouping into a language's style.
fn localise(digits: &str, style: &Style) -> String {
    let (sign, unsigned) = match digits.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", digits),
    };
    let (whole, fraction) = match unsigned.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (unsigned, None),
    };
    let mut out = String::from(sign);
    match style.group {
        Some(group)
            if whole.len() >= style.group_from && whole.bytes().all(|b| b.is_ascii_digit()) =>
        {
            for (i, c) in whole.chars().enumerate() {
                if i > 0 && (whole.len() - i) % 3 == 0 {
                    out.push(group);
                }
                out.push(c);
            }
        }
        _ => out.push_str(whole),
    }
    if let Some(fraction) = fraction {
        out.push(style.decimal);
        out.push_str(fraction);
    }
    out
}

/// The bundles' formatters: a Fluent bundle takes a plain function, so one a language.
pub(super) fn formatter<M>(language: Language) -> fn(&FluentValue<'_>, &M) -> Option<String> {
    fn number<M, const L: usize>(value: &FluentValue<'_>, _: &M) -> Option<String> {
        match value {
            FluentValue::Number(n) => Some(write(Language::ALL[L], n)),
            _ => None,
        }
    }
    match language {
        Language::English => number::<M, 0>,
        Language::Spanish => number::<M, 1>,
        Language::Catalan => number::<M, 2>,
        Language::Swahili => number::<M, 3>,
    }
}

#[cfg(test)]
mod tests {
    use fluent_bundle::types::FluentNumberOptions;

    use super::*;

    fn number(value: f64, least: Option<usize>, most: Option<usize>) -> FluentNumber {
        FluentNumber::new(
            value,
            FluentNumberOptions {
                minimum_fraction_digits: least,
                maximum_fraction_digits: most,
                ..FluentNumberOptions::default()
            },
        )
    }

    #[test]
    fn the_catalogue_writes_numbers_in_the_language_of_the_message() {
        let catalogue = super::super::Catalogue::new([
            (
                Language::English,
                "t = { NUMBER($s, maximumFractionDigits: 1) } s, { $n } nodes",
            ),
            (
                Language::Spanish,
                "t = { NUMBER($s, maximumFractionDigits: 1) } s, { $n } nodos",
            ),
        ]);
        let args = [("s", 0.46.into()), ("n", 2_689_437u64.into())];
        assert_eq!(
            catalogue.text(Language::English, "t", &args),
            "0.5 s, 2689437 nodes"
        );
        assert_eq!(
            catalogue.text(Language::Spanish, "t", &args),
            "0,5 s, 2.689.437 nodos"
        );
    }

    #[test]
    fn each_language_writes_its_decimal_sign_and_groups() {
        let n = number(1_234_567.5, None, None);
        assert_eq!(write(Language::English, &n), "1234567.5");
        assert_eq!(write(Language::Spanish, &n), "1.234.567,5");
        assert_eq!(write(Language::Catalan, &n), "1.234.567,5");
        assert_eq!(write(Language::Swahili, &n), "1,234,567.5");
    }

    #[test]
    fn spanish_groups_from_five_digits_catalan_and_swahili_from_four() {
        let four = number(1500.0, None, None);
        assert_eq!(write(Language::Spanish, &four), "1500");
        assert_eq!(write(Language::Catalan, &four), "1.500");
        assert_eq!(write(Language::Swahili, &four), "1,500");
        assert_eq!(
            write(Language::Spanish, &number(12_345.0, None, None)),
            "12.345"
        );
        assert_eq!(
            write(Language::Spanish, &number(-12_345.0, None, None)),
            "-12.345"
        );
    }

    #[test]
    fn the_fraction_options_round_and_pad() {
        let half = number(0.5, Some(1), Some(1));
        assert_eq!(write(Language::English, &half), "0.5");
        assert_eq!(write(Language::Spanish, &half), "0,5");
        assert_eq!(
            write(Language::English, &number(2.0, Some(1), Some(1))),
            "2.0"
        );
        assert_eq!(
            write(Language::Catalan, &number(2.0, Some(1), Some(1))),
            "2,0"
        );
        assert_eq!(
            write(Language::English, &number(1.26, None, Some(1))),
            "1.3"
        );
        assert_eq!(write(Language::English, &number(1.04, None, Some(1))), "1");
        assert_eq!(
            write(Language::Swahili, &number(1499.6, None, Some(0))),
            "1,500"
        );
        assert_eq!(write(Language::English, &number(3.0, None, None)), "3");
        let ungrouped = FluentNumber::new(
            1000.0,
            FluentNumberOptions {
                use_grouping: false,
                ..FluentNumberOptions::default()
            },
        );
        assert_eq!(write(Language::Swahili, &ungrouped), "1000");
    }
}
