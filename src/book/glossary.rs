//! The glossary: the vocabulary list of seed 003 (§4.2.6) and the other Swahili words of the seed
//! texts, each quoted in its own language with an English gloss.

use super::{BookError, Page, PageId, markdown};

/// One quotation defining or using a term.
struct Quote {
    words: &'static str,
    language: &'static str,
    gloss: &'static str,
    cite: &'static str,
}

/// One term with the quotations that define it and a short note in the book's own words.
struct Term {
    term: &'static str,
    note: &'static str,
    quotes: &'static [Quote],
}

const VOCABULARY: &str = "“Bao de Zanzíbar” §4.2.6, Vocabulario específico (seed 003)";

const fn vocabulary(words: &'static str, gloss: &'static str) -> Quote {
    Quote {
        words,
        language: "Spanish",
        gloss,
        cite: VOCABULARY,
    }
}

const TERMS: &[Term] = &[
    Term {
        term: "Bao",
        note: "The game, and the board it is played on.",
        quotes: &[
            vocabulary(
                "Bao: 1. Juego de Bao; 2. tablero.",
                "1. the game of Bao; 2. board.",
            ),
            Quote {
                words: "It is played on a board (\"bao\" in Kiswahili)",
                language: "English",
                gloss: "",
                cite: "THE RULES OF BAO §1 (seed 004)",
            },
        ],
    },
    Term {
        term: "Bao Hamna",
        note: "Winning by emptying the opponent's front row.",
        quotes: &[vocabulary(
            "Bao Hamna: 1. victoria; 2. despeje (hamna= no hay)",
            "1. victory; 2. clearing (hamna = there is none)",
        )],
    },
    Term {
        term: "Bao la Kiswahili",
        note: "The full game: a stock of seeds, the namua stage, the nyumba.",
        quotes: &[Quote {
            words: "In the East African Coast fame of bao only twenty kete are placed on the board at the start of the game, the remaining kete (the stock) being brought into play one at each of the fist forty-four turns.",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §15 (seed 004), typing errors as printed",
        }],
    },
    Term {
        term: "Bao la Kujifunza",
        note: "The learners' game: two seeds in every hole, no stock and no nyumba.",
        quotes: &[Quote {
            words: "Having learnt these moves the learner should now place two kete in each shimo and play a simplified form of bao with an opponent.",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §12 (seed 004)",
        }],
    },
    Term {
        term: "kete",
        note: "The seeds.",
        quotes: &[vocabulary(
            "kete: semilla(s) usadas en el Bao. Las semillas son del árbol Mkomwe",
            "kete: the seed(s) used in Bao. The seeds come from the Mkomwe tree",
        )],
    },
    Term {
        term: "kichwa",
        note: "The end holes of a front row, A1 and A8 (a1 and a8 for North). Captured seeds enter the row from a kichwa.",
        quotes: &[
            vocabulary(
                "kichwa: 1. hueco de los extremos; 2. cabeza",
                "kichwa: 1. end hole; 2. head",
            ),
            Quote {
                words: "Els externs s'anomenen Kichwa. Els segons forats de l'esquerra i la dreta s'anomenen kimbi.",
                language: "Catalan",
                gloss: "The outer ones are called Kichwa. The second holes from the left and from the right are called kimbi.",
                cite: "“Bao Part 2”, Kichwa i Kimbi (seed 000)",
            },
        ],
    },
    Term {
        term: "kimbi",
        note: "The holes next to the kichwa, A2 and A7. A capture at a kichwa or a kimbi enters from the kichwa on that side.",
        quotes: &[vocabulary(
            "kimbi: segundo y séptimo hueco en la fila de adelante",
            "kimbi: second and seventh hole of the front row",
        )],
    },
    Term {
        term: "kutakata",
        note: "The verb of takasa: to sow without capturing.",
        quotes: &[Quote {
            words: "This move is made when a player is unable to capture any kete of his opponent.",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §3, “KUTAKATA” (seed 004)",
        }],
    },
    Term {
        term: "mkononi",
        note: "A quick win, before every seed of the stock is in play.",
        quotes: &[vocabulary(
            "mkononi: victoria \"en la mano\" antes de 22 movimientos (44 turnos) cuando todas las kete no han sido jugadas",
            "mkononi: a win \"in the hand\" within 22 moves (44 turns), while not every kete has been played",
        )],
    },
    Term {
        term: "mtaji, mitaji",
        note: "The sources use the word for two different things: the opponent's hole that can be captured, or the capturer's own handful that reaches it. The second stage of the game is named after it.",
        quotes: &[
            Quote {
                words: "El hueco opuesto se llama Mtaji (en plural: mitaji).",
                language: "Spanish",
                gloss: "The opposite hole is called Mtaji (plural: mitaji).",
                cite: "“Bao de Zanzíbar” §4.2.4.1 (seed 003)",
            },
            Quote {
                words: "\"Mtaji\" (plural \"mitaji\") is the term applied collectively to the kete (not less than two nor more than fifteen) contained in one shimo, the last of which when distributed one bye one in either direcction will fall into a marker.",
                language: "English",
                gloss: "",
                cite: "THE RULES OF BAO §6 (seed 004), typing errors as printed",
            },
        ],
    },
    Term {
        term: "mtaji moja",
        note: "“One mtaji”: the opponent's only target hole, which the player in takasa may not sow. The engine's takasia option follows it.",
        quotes: &[Quote {
            words: "Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.",
            language: "Spanish",
            gloss: "If a hole is the opponent's only remaining mtaji (mtaji moja), that hole may not be sown in a takasa situation.",
            cite: "“Bao de Zanzíbar” §4.2.4.2 (seed 003); “izquierdo” reads as a mistranslation of “left” in the sense of “remaining”",
        }],
    },
    Term {
        term: "namua",
        note: "The first stage, while a player still has seeds in his stock: every move starts by putting one of them on the board.",
        quotes: &[Quote {
            words: "La etapa Mtaji comienza cuando finaliza la etapa Namua.",
            language: "Spanish",
            gloss: "The Mtaji stage begins when the Namua stage ends.",
            cite: "“Bao de Zanzíbar” §4.2.4 (seed 003)",
        }],
    },
    Term {
        term: "nyumba",
        note: "The house, A5 (a5 for North), holding six seeds at the start. It keeps its privileges while its owner has never emptied it and it holds six or more.",
        quotes: &[Quote {
            words: "La Nyumba (\"casa\") es el hueco marcado con un rectángulo. Es siempre el quinto hueco desde la izquierda de una primera fila.",
            language: "Spanish",
            gloss: "The Nyumba (\"house\") is the hole marked with a rectangle. It is always the fifth hole from the left of a front row.",
            cite: "“Bao de Zanzíbar” §4.2.3.11 (seed 002)",
        }],
    },
    Term {
        term: "Piga Tanji",
        note: "An attack on several holes at once.",
        quotes: &[vocabulary(
            "Piga Tanji: atacar varias casas al mismo tiempo",
            "Piga Tanji: attacking several houses at the same time",
        )],
    },
    Term {
        term: "shimo, mashimo",
        note: "A hole, the holes.",
        quotes: &[Quote {
            words: "four rows of eight \"mashimo\" (holes - singular, \"shimo\")",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §1 (seed 004)",
        }],
    },
    Term {
        term: "singleton",
        note: "An English word in the Spanish list: a hole with one seed, which never starts a move.",
        quotes: &[vocabulary(
            "singleton: hueco que contiene una semilla",
            "singleton: a hole that holds one seed",
        )],
    },
    Term {
        term: "takasa, takata",
        note: "A move without capture. In the notation it is marked `*`.",
        quotes: &[vocabulary(
            "takasa (o takata): jugar sin captura",
            "takasa (or takata): playing without capture",
        )],
    },
    Term {
        term: "takasia",
        note: "A takasa that leaves the opponent without a capture and with one threatened hole, which is then blocked for his next turn (KIBA says kutakatia and writes `**`).",
        quotes: &[vocabulary(
            "takasia: jugar sin captura mientras se fuerza al oponente a jugar sin captura, después de lo cual es posible capturar",
            "takasia: playing without capture while forcing the opponent to play without capture, after which a capture becomes possible",
        )],
    },
];

/// Builds the glossary page.
pub(crate) fn page() -> Result<Page, BookError> {
    let title = crate::bt!("book-glossary-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(
        "The Swahili words of the rules, each with the sentences of the source texts that \
         define or use it, quoted as printed (typing errors included), with an English gloss \
         under each quotation that is not in English. The note before the quotations is this \
         book's own short reading.\n\n",
    );
    for term in TERMS {
        md.push_str(&format!("## {}\n\n", markdown::text(term.term)));
        md.push_str(&format!(
            "{}\n\n",
            markdown::prose(term.note, "glossary note")?
        ));
        for q in term.quotes {
            md.push_str(&markdown::quote(q.words, q.language, q.gloss, q.cite));
        }
    }
    Ok(Page {
        id: PageId::new("glossary")?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}
