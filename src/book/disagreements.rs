//! Where the sources disagree: each rules option of the engine shown on a position where its
//! values give different legal moves or results, with the quotations behind each value. Every
//! table is computed; the chapter fails to generate if the values stop making a difference.

use super::{BookError, Page, PageId, example, figure, markdown};
use crate::{
    engine::{Event, Played, notation::position_text},
    render::trace,
    style::Styles,
};

/// A quotation: the words, their language, an English gloss (empty for English) and a citation.
type Quote = (&'static str, &'static str, &'static str, &'static str);

/// One rules option and the position that tells its values apart.
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
        heading: "Which hole takes the stock seed in a namua takasa",
        option: "namua-takasa",
        question: "In the namua stage, when no capture is possible, the player puts a stock seed into one of his front holes and sows it. May that hole be a singleton?",
        quotes: &[
            (
                "se pone una semilla en uno de los huecos con una o más semillas, se toman todas las semillas y se comienza a sembrarlas",
                "Spanish",
                "a seed is put into one of the holes with one or more seeds, all the seeds are taken up and sowing begins",
                "“Bao de Zanzíbar” §4.2.3.10 (seed 002)",
            ),
            (
                "You may not start to takata with only one kete.",
                "English",
                "",
                "THE RULES OF BAO §4(a) (seed 004), which does not say whether the stock seed counts",
            ),
            (
                "If the player has no nyumba, he can only add the seed to a hole, which contains at least two seeds, unless all non-empty holes in the front row are singletons.",
                "English",
                "",
                "Mancala World, “Bao la Kiswahili”, as quoted in the project's survey of the sources, §4.4",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,0,1,0,0,0,2/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
        values: &[
            ("limited", "Mancala World"),
            ("any", "“Bao de Zanzíbar” read as written"),
        ],
        play: "A4R*",
        walk_under: "any",
        after: "South has no nyumba and no capture. Under `limited` only A8, with two seeds, may take the stock seed; under `any` the singleton A4 may too.",
    },
    Disagreement {
        heading: "Takasia: blocking the one threatened hole",
        option: "takasia",
        question: "In the mtaji stage, when a takasa leaves the opponent with no capture of his own and just one hole open to capture, is that hole blocked for his next turn?",
        quotes: &[
            (
                "Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.",
                "Spanish",
                "If a hole is the opponent's only remaining mtaji (mtaji moja), that hole may not be sown in a takasa situation.",
                "“Bao de Zanzíbar” §4.2.4.2 (seed 003)",
            ),
            (
                "If after a takata move the contents of only one opponent's hole are under threat of being captured, but not one of the player's own holes is menaced (that is, the opponent must also takata), this hole is 'takasiaed'.",
                "English",
                "",
                "Mancala World, “Bao la Kiswahili”, as quoted in the project's survey of the sources, §4.6",
            ),
            (
                "If a player must kutakata, but he can play such that: the opponent also must kutakata next move and exactly one of the opponent's hole can be captured after that, then the opponent is not allowed to empty this hole under kutakatia.",
                "English",
                "",
                "KIBA rules, ibid.",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/0,0,2,0,0,2,0,0/0,0,0,0,2,0,0,2/0,0,0,0,0,0,0,0 S nyumba=-",
        values: &[
            (
                "on",
                "Mancala World, KIBA, “Bao de Zanzíbar”; bao's default in Bao la Kiswahili",
            ),
            (
                "off",
                "THE RULES OF BAO, which has no such rule; bao's default in Bao la Kujifunza, which neither it (§12–14) nor Mancala World gives one",
            ),
        ],
        play: "A5R*",
        walk_under: "on",
        after: "South's takasa threatens North's a3 and leaves North nothing to capture. With takasia on, a3 is blocked and North must sow a6; with it off, North may sow either.",
    },
    Disagreement {
        heading: "Moves that never end",
        option: "endless",
        question: "A relay sowing can come back to a state it has already been in, and then it would go round for ever. Is such a move allowed, and what does it mean?",
        quotes: &[
            (
                "The game continues until the losing player either has no kete in his front-row, or has no mtaji and nothing to takata with.",
                "English",
                "",
                "THE RULES OF BAO §13 (seed 004), which like the other seed texts says nothing of moves that never end",
            ),
            (
                "a move must consist of no more than 12 laps around the board. If a move takes longer, the player loses immediately.",
                "English",
                "",
                "the 2021 rule book of an online implementation, as quoted in the project's survey of the sources, §4.9",
            ),
        ],
        position: "1,1,5,1,0,2,1,2/0,6,1,1,1,1,0,0/0,1,2,1,0,11,9,1/7,2,1,2,3,0,1,0 S nyumba=-",
        values: &[
            (
                "illegal",
                "this engine's default: a move may not be chosen if it never ends",
            ),
            ("draw", "one third-party implementation"),
            ("mover-loses", "after the online rule book's lap limit"),
        ],
        play: "A7L*",
        walk_under: "draw",
        after: "A7L* sows for ever. Under `illegal` it is not among South's moves; under `draw` it ends the game drawn, and under `mover-loses` it loses it.",
    },
    Disagreement {
        heading: "A namua takasa that ends in the nyumba",
        option: "takasa-nyumba",
        question: "In the namua stage, when a takasa lap ends in the player's own nyumba, still holding six seeds or more, must the move stop there, or may the player choose to sow the nyumba on?",
        quotes: &[
            (
                "Si la última semilla cae en la nyumba y el hueco opuesto está vacío, el jugador puede finalizar su turno si desea.",
                "Spanish",
                "If the last seed falls into the nyumba and the hole opposite is empty, the player may end his turn if he wishes.",
                "“Bao de Zanzíbar” §4.2.3.11 (seed 002), which does not limit this to captures",
            ),
            (
                "He may neither commence nor continue nor continue to takata with his nyumba.",
                "English",
                "",
                "THE RULES OF BAO §19(d) (seed 004)",
            ),
            (
                "If, however, the lap ends in the nyumba, the move is not continued and the turn is over without delay.",
                "English",
                "",
                "Mancala World, “Bao la Kiswahili”, as quoted in the project's survey of the sources, §4.3",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/0,0,0,0,6,0,1,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=S",
        values: &[
            ("stops", "Mancala World, KIBA, THE RULES OF BAO"),
            ("may-stop", "“Bao de Zanzíbar” read as written"),
        ],
        play: "A7L>*",
        walk_under: "may-stop",
        after: "A7 takes the stock seed and its two seeds end in the nyumba. Under `stops` the turn ends there; under `may-stop` South may also sow the nyumba on, A7L>*.",
    },
    Disagreement {
        heading: "Is a nyumba of five taxed?",
        option: "nyumba-tax",
        question: "In the namua stage, when the nyumba is the player's only occupied front hole and nothing can be captured, a nyumba of six seeds or more pays the tax: the stock seed goes in, two seeds come out and are sown, and the nyumba stays. A smaller one is sown whole and is gone. Are the six counted before the stock seed goes in, or after?",
        quotes: &[
            (
                "Estas reglas especiales no se aplican si se tienen menos de seis semillas en la nyumba.",
                "Spanish",
                "These special rules do not apply if there are fewer than six seeds in the nyumba.",
                "“Bao de Zanzíbar” §4.2.3.11 (seed 002), which does not say whether the stock seed counts",
            ),
            (
                "if he has no marker and cannot takata, he must put his kete from the stock into his nyumba, take two kete from the nyumba place one in each of the next two mashimo to the right or the next two mashimo to the left.",
                "English",
                "",
                "THE RULES OF BAO §19(e) (seed 004), which names no threshold at all",
            ),
        ],
        position: "2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/0,0,0,0,5,0,0,0/0,0,0,1,1,0,2,3 S stock=18,18 nyumba=SN",
        values: &[
            (
                "before-seed",
                "“Bao de Zanzíbar” read as the nyumba as it stands; one other engine",
            ),
            (
                "after-seed",
                "two other engines; THE RULES OF BAO, which names no threshold, allows it",
            ),
        ],
        play: "A5R*",
        walk_under: "after-seed",
        after: "South's nyumba holds five seeds and is his only occupied front hole; he cannot capture. Under `before-seed` the nyumba is too small for the tax: the stock seed makes six, all six are sown and the nyumba is gone. Under `after-seed` the stock seed makes the six of the tax: two seeds are sown and four stay in a nyumba South still owns.",
    },
    Disagreement {
        heading: "When is a kichwa lone?",
        option: "lone-kichwa",
        question: "A takasa may never empty the front row: a kichwa that is the player's only occupied front hole must be sown towards the centre. Does a single seed elsewhere in the front row, which cannot start a move, keep the kichwa from being lone?",
        quotes: &[
            (
                "If the only occupied hole of the front row is a kichwa and it contains two or more seeds, they must be sown towards the center of the front row.",
                "English",
                "",
                "Mancala World, “Bao la Kiswahili”, as quoted in the project's survey of the sources, §4.10",
            ),
            (
                "If the only filled hole on the front row is one of the kichwas, then kutakata cannot be done in the direction of the back row.",
                "English",
                "",
                "KIBA rules, ibid.",
            ),
        ],
        position: "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-",
        values: &[
            (
                "only-occupied",
                "Mancala World and KIBA as worded; bao's default",
            ),
            (
                "only-sowable",
                "one of the two engines compared with bao: the only front hole of two or more seeds",
            ),
        ],
        play: "A8R*",
        walk_under: "only-occupied",
        after: "South's kichwa A8 holds three seeds and A2 one. Under `only-occupied` A8 is not lone, as A2 is occupied, and may be sown either way: A8R* takes its seeds into the back row and leaves A2's single seed in front. Under `only-sowable` A8 is the only front hole that could start a move, so it is lone and goes towards the centre only.",
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
        "the move ends".to_owned()
    } else {
        words.join("; ")
    }
}

/// Lists moves as code spans.
fn moves(list: &[String]) -> String {
    if list.is_empty() {
        return "none".to_owned();
    }
    let spans: Vec<String> = list.iter().map(|m| markdown::code(m)).collect();
    spans.join(" ")
}

/// Writes one option's section: the question, the quotations, the position, the computed table
/// and the move walked through under the value where it is legal.
fn section(d: &Disagreement) -> Result<String, BookError> {
    let mut md = format!(
        "## {} ({})\n\n{}\n\n",
        markdown::text(d.heading),
        markdown::code(d.option),
        d.question
    );
    for (words, language, gloss, cite) in d.quotes {
        md.push_str(&markdown::quote(words, language, gloss, cite));
    }
    let base = example::position("kiswahili", d.position)?;
    md.push_str(&format!(
        "Position: {}\n\n",
        markdown::code(&position_text::write(&base))
    ));
    md.push_str(&figure::position(
        &base,
        &[],
        &format!("{}: {} to move", d.heading, base.to_move()),
    ));
    md.push_str(&format!("{}\n\n", d.after));
    md.push_str(&format!(
        "| {} | read by | South's legal moves | {} | then North's legal moves |\n|---|---|---|---|---|\n",
        markdown::code(d.option),
        markdown::code(d.play)
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
                    "the game is over".to_owned()
                } else {
                    moves(&example::legal(&played.position))
                };
                let result = ending(&played);
                if *value == d.walk_under {
                    walk = Some((position, mv, played));
                }
                (result, next)
            }
            Err(_) => ("not a legal move".to_owned(), "—".to_owned()),
        };
        md.push_str(&format!(
            "| {} | {} | {} | {} | {next} |\n",
            markdown::code(value),
            markdown::text(source),
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
        "\n### {} under {}\n\n",
        markdown::code(d.play),
        markdown::code(&format!("{}={}", d.option, d.walk_under))
    ));
    md.push_str(&figure::walkthrough(&position, d.play, mv, &played));
    Ok(md)
}

/// Builds the chapter on where the sources disagree, titled "The rules options": not the lesson
/// chapter's "Where the sources disagree", which bao's own course has too.
pub(crate) fn page() -> Result<Page, BookError> {
    let title = crate::bt!("book-options-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(&format!(
        "The published rules agree on most of the game but not on everything. Where they part, \
         `bao` follows one reading by default and names the others as rules options, chosen \
         with {}, for example {}. Each section below quotes \
         the texts, then sets up a position where the readings part and gives what the engine \
         does under each value. The tables are computed when the book is written.\n\n",
        markdown::command("--rules"),
        markdown::command("--rules kiswahili,takasia=off"),
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
