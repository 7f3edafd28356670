//! Where the sources disagree: each rules option of the engine shown on a position where its
//! values give different legal moves or results, with the quotations behind each value. Every
//! table is computed; the chapter fails to generate if the values stop making a difference.

use super::{BookError, Page, PageId, example, figure, markdown, words};
use crate::{
    engine::{Event, Played, notation::position_text},
    render::trace,
    style::Styles,
};

/// A quotation: the words, their language, the message of its gloss (in the book's language;
/// the English one is the words themselves when they are English), the message of its citation
/// and the section it cites (`$section`).
type Quote = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
);

/// One rules option and the position that tells its values apart; its heading, question, values'
/// sources and `after` are the ids of messages of the catalogue.
struct Disagreement {
    heading: &'static str,
    option: &'static str,
    question: &'static str,
    quotes: &'static [Quote],
    position: &'static str,
    /// The option's values with the sources that read the rule so; the first is the default.
    values: &'static [(&'static str, &'static str)],
    /// The move whose result the table gives, and the value under which it is walked through.
    play: &'static str,
    walk_under: &'static str,
    after: &'static str,
}

const DISAGREEMENTS: &[Disagreement] = &[
    Disagreement {
        heading: "book-options-h-namua-takasa",
        option: "namua-takasa",
        question: "book-options-q-namua-takasa",
        quotes: &[
            (
                "se pone una semilla en uno de los huecos con una o más semillas, se toman todas las semillas y se comienza a sembrarlas",
                "Spanish",
                "book-gloss-namua-takasa-zanzibar",
                "book-cite-zanzibar-002",
                "4.2.3.10",
            ),
            (
                "You may not start to takata with only one kete.",
                "English",
                "book-gloss-namua-takasa-rules",
                "book-cite-rules-stock",
                "4(a)",
            ),
            (
                "If the player has no nyumba, he can only add the seed to a hole, which contains at least two seeds, unless all non-empty holes in the front row are singletons.",
                "English",
                "book-gloss-namua-takasa-mancala-world",
                "book-cite-mancala-world",
                "4.4",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,1,0,0,0,2/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
        values: &[
            ("limited", "book-options-v-mancala-world"),
            ("any", "book-options-v-zanzibar-written"),
        ],
        play: "A4R*",
        walk_under: "any",
        after: "book-options-a-namua-takasa",
    },
    Disagreement {
        heading: "book-options-h-takasia",
        option: "takasia",
        question: "book-options-q-takasia",
        quotes: &[
            (
                "Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.",
                "Spanish",
                "book-gloss-takasia-zanzibar",
                "book-cite-zanzibar-003",
                "4.2.4.2",
            ),
            (
                "If after a takata move the contents of only one opponent's hole are under threat of being captured, but not one of the player's own holes is menaced (that is, the opponent must also takata), this hole is 'takasiaed'.",
                "English",
                "book-gloss-takasia-mancala-world",
                "book-cite-mancala-world",
                "4.6",
            ),
            (
                "If a player must kutakata, but he can play such that: the opponent also must kutakata next move and exactly one of the opponent's hole can be captured after that, then the opponent is not allowed to empty this hole under kutakatia.",
                "English",
                "book-gloss-takasia-kiba",
                "book-cite-kiba-ibid",
                "",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/0,0,2,0,0,2,0,0/0,0,0,0,2,0,0,2/0,0,0,0,0,0,0,0 S nyumba=-",
        values: &[
            ("on", "book-options-v-takasia-on"),
            ("off", "book-options-v-takasia-off"),
        ],
        play: "A5R*",
        walk_under: "on",
        after: "book-options-a-takasia",
    },
    Disagreement {
        heading: "book-options-h-endless",
        option: "endless",
        question: "book-options-q-endless",
        quotes: &[
            (
                "The game continues until the losing player either has no kete in his front-row, or has no mtaji and nothing to takata with.",
                "English",
                "book-gloss-endless-rules",
                "book-cite-rules-never-end",
                "13",
            ),
            (
                "a move must consist of no more than 12 laps around the board. If a move takes longer, the player loses immediately.",
                "English",
                "book-gloss-endless-online",
                "book-cite-online",
                "4.9",
            ),
        ],
        position: "1,1,5,1,0,2,1,2/0,6,1,1,1,1,0,0/0,1,2,1,0,11,9,1/7,2,1,2,3,0,1,0 S nyumba=-",
        values: &[
            ("illegal", "book-options-v-illegal"),
            ("draw", "book-options-v-draw"),
            ("mover-loses", "book-options-v-mover-loses"),
        ],
        play: "A7L*",
        walk_under: "draw",
        after: "book-options-a-endless",
    },
    Disagreement {
        heading: "book-options-h-takasa-nyumba",
        option: "takasa-nyumba",
        question: "book-options-q-takasa-nyumba",
        quotes: &[
            (
                "Si la última semilla cae en la nyumba y el hueco opuesto está vacío, el jugador puede finalizar su turno si desea.",
                "Spanish",
                "book-gloss-takasa-nyumba-zanzibar",
                "book-cite-zanzibar-captures",
                "4.2.3.11",
            ),
            (
                "He may neither commence nor continue nor continue to takata with his nyumba.",
                "English",
                "book-gloss-takasa-nyumba-rules",
                "book-cite-rules",
                "19(d)",
            ),
            (
                "If, however, the lap ends in the nyumba, the move is not continued and the turn is over without delay.",
                "English",
                "book-gloss-takasa-nyumba-mancala-world",
                "book-cite-mancala-world",
                "4.3",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,0,0,0,6,0,1,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=S",
        values: &[
            ("stops", "book-options-v-stops"),
            ("may-stop", "book-options-v-zanzibar-written"),
        ],
        play: "A7L>*",
        walk_under: "may-stop",
        after: "book-options-a-takasa-nyumba",
    },
    Disagreement {
        heading: "book-options-h-tax",
        option: "nyumba-tax",
        question: "book-options-q-tax",
        quotes: &[
            (
                "Estas reglas especiales no se aplican si se tienen menos de seis semillas en la nyumba.",
                "Spanish",
                "book-gloss-tax-zanzibar",
                "book-cite-zanzibar-stock",
                "4.2.3.11",
            ),
            (
                "if he has no marker and cannot takata, he must put his kete from the stock into his nyumba, take two kete from the nyumba place one in each of the next two mashimo to the right or the next two mashimo to the left.",
                "English",
                "book-gloss-tax-rules",
                "book-cite-rules-threshold",
                "19(e)",
            ),
        ],
        position: "2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/0,0,0,0,5,0,0,0/0,0,0,1,1,0,2,3 S stock=18,18 nyumba=SN",
        values: &[
            ("before-seed", "book-options-v-before-seed"),
            ("after-seed", "book-options-v-after-seed"),
        ],
        play: "A5R*",
        walk_under: "after-seed",
        after: "book-options-a-tax",
    },
    Disagreement {
        heading: "book-options-h-lone",
        option: "lone-kichwa",
        question: "book-options-q-lone",
        quotes: &[
            (
                "If the only occupied hole of the front row is a kichwa and it contains two or more seeds, they must be sown towards the center of the front row.",
                "English",
                "book-gloss-lone-mancala-world",
                "book-cite-mancala-world",
                "4.10",
            ),
            (
                "If the only filled hole on the front row is one of the kichwas, then kutakata cannot be done in the direction of the back row.",
                "English",
                "book-gloss-lone-kiba",
                "book-cite-kiba-ibid",
                "",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-",
        values: &[
            ("only-occupied", "book-options-v-only-occupied"),
            ("only-sowable", "book-options-v-only-sowable"),
        ],
        play: "A8R*",
        walk_under: "only-occupied",
        after: "book-options-a-lone",
    },
];

/// Says how a played move ended: the events after its last lap, in words.
fn ending(played: &Played) -> String {
    let last_sow = played
        .trace
        .steps
        .iter()
        .rposition(|s| matches!(s.event, Event::Sow { .. }))
        .map_or(0, |i| i + 1);
    let words: Vec<String> = played.trace.steps[last_sow..]
        .iter()
        .filter(|s| !matches!(s.event, Event::Laps { .. }))
        .map(|s| trace::event(&s.event, &Styles::default()))
        .collect();
    if words.is_empty() {
        crate::bt!("book-options-move-ends")
    } else {
        words.join("; ")
    }
}

/// Lists moves as code spans.
fn moves(list: &[String]) -> String {
    if list.is_empty() {
        return crate::bt!("book-options-none");
    }
    let spans: Vec<String> = list
        .iter()
        .map(|m| markdown::code(&words::move_text(m)))
        .collect();
    spans.join(" ")
}

/// Writes one option's section: the question, the quotations, the position, the computed table
/// and the move walked through under the value where it is legal.
fn section(d: &Disagreement) -> Result<String, BookError> {
    let heading = words::say(d.heading, &[]);
    let mut md = format!(
        "## {} ({})\n\n{}\n\n",
        markdown::text(&heading),
        markdown::code(d.option),
        words::say(d.question, &[])
    );
    for (words, language, gloss, cite, section) in d.quotes {
        // The quotation stays in its language; its gloss and citation are the book's.
        let cite = words::say(cite, &[("section", (*section).into())]);
        md.push_str(&markdown::quote_glossed(
            words,
            language,
            &words::say(gloss, &[]),
            &cite,
            &crate::bt!("book-quote-gloss"),
        ));
    }
    let base = example::position("kiswahili", d.position)?;
    md.push_str(&format!(
        "{} {}\n\n",
        crate::bt!("book-notation-position"),
        markdown::code(&position_text::write(&base))
    ));
    md.push_str(&figure::position(
        &base,
        &[],
        &crate::bt!(
            "book-options-caption",
            heading = heading.as_str(),
            side = words::side_name(base.to_move())
        ),
    ));
    md.push_str(&format!("{}\n\n", words::say(d.after, &[])));
    let play = words::move_text(d.play);
    md.push_str(&format!(
        "| {} |\n|---|---|---|---|---|\n",
        crate::bt!(
            "book-options-table-head",
            option = markdown::code(d.option),
            mv = markdown::code(&play)
        )
    ));
    let mut seen = Vec::new();
    let mut walk = None;
    for (value, source) in d.values {
        let rules = format!("kiswahili,{}={value}", d.option);
        let position = example::position(&rules, d.position)?;
        let legal = example::legal(&position);
        let (result, next) = match example::play(&position, d.play) {
            Ok((mv, played)) => {
                let next = if played.outcome.is_some() {
                    crate::bt!("book-options-game-over")
                } else {
                    moves(&example::legal(&played.position))
                };
                let result = ending(&played);
                if *value == d.walk_under {
                    walk = Some((position, mv, played));
                }
                (result, next)
            }
            Err(_) => (crate::bt!("book-options-not-legal"), "—".to_owned()),
        };
        md.push_str(&format!(
            "| {} | {} | {} | {} | {next} |\n",
            markdown::code(value),
            markdown::text(&words::say(source, &[])),
            moves(&legal),
            markdown::text(&result)
        ));
        seen.push((legal, result, next));
    }
    let differ = seen.windows(2).all(|w| w[0] != w[1]);
    example::ensure(
        differ,
        d.position,
        &format!("the values of `{}` do not all differ here", d.option),
    )?;
    let Some((position, mv, played)) = walk else {
        return Err(BookError::Example {
            example: d.play.to_owned(),
            message: format!("not legal under {}={}", d.option, d.walk_under),
        });
    };
    md.push_str(&format!(
        "\n### {}\n\n",
        crate::bt!(
            "book-options-under",
            mv = markdown::code(&play),
            value = markdown::code(&format!("{}={}", d.option, d.walk_under))
        )
    ));
    md.push_str(&figure::walkthrough(&position, &play, mv, &played));
    Ok(md)
}

/// Builds the chapter on where the sources disagree, titled "The rules options": not the lesson
/// chapter's "Where the sources disagree", which bao's own course has too.
pub(crate) fn page() -> Result<Page, BookError> {
    let title = crate::bt!("book-options-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(&format!(
        "{}\n\n",
        crate::bt!(
            "book-options-intro",
            flag = markdown::command("--rules"),
            example = markdown::command("--rules kiswahili,takasia=off")
        )
    ));
    for d in DISAGREEMENTS {
        md.push_str(&section(d)?);
    }
    Ok(Page {
        id: PageId::new("disagreements")?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}
