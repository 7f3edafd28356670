//! The glossary: the vocabulary list of seed 003 (§4.2.6) and the other Swahili words of the seed
//! texts, each quoted in its own language with an English gloss.

use super::{BookError, Page, PageId, markdown, words};

/// One quotation defining or using a term.
struct Quote {
    words: &'static str,
    language: &'static str,
    gloss: &'static str,
    cite: &'static str,
}

/// One term with the quotations that define it and a short note in the book's own words (the
/// id of its message in the catalogue).
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
        note: "book-glossary-bao",
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
        note: "book-glossary-bao-hamna",
        quotes: &[vocabulary(
            "Bao Hamna: 1. victoria; 2. despeje (hamna= no hay)",
            "1. victory; 2. clearing (hamna = there is none)",
        )],
    },
    Term {
        term: "Bao la Kiswahili",
        note: "book-glossary-kiswahili",
        quotes: &[Quote {
            words: "In the East African Coast fame of bao only twenty kete are placed on the board at the start of the game, the remaining kete (the stock) being brought into play one at each of the fist forty-four turns.",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §15 (seed 004), typing errors as printed",
        }],
    },
    Term {
        term: "Bao la Kujifunza",
        note: "book-glossary-kujifunza",
        quotes: &[Quote {
            words: "Having learnt these moves the learner should now place two kete in each shimo and play a simplified form of bao with an opponent.",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §12 (seed 004)",
        }],
    },
    Term {
        term: "kete",
        note: "book-glossary-kete",
        quotes: &[vocabulary(
            "kete: semilla(s) usadas en el Bao. Las semillas son del árbol Mkomwe",
            "kete: the seed(s) used in Bao. The seeds come from the Mkomwe tree",
        )],
    },
    Term {
        term: "kichwa",
        note: "book-glossary-kichwa",
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
        note: "book-glossary-kimbi",
        quotes: &[vocabulary(
            "kimbi: segundo y séptimo hueco en la fila de adelante",
            "kimbi: second and seventh hole of the front row",
        )],
    },
    Term {
        term: "kutakata",
        note: "book-glossary-kutakata",
        quotes: &[Quote {
            words: "This move is made when a player is unable to capture any kete of his opponent.",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §3, “KUTAKATA” (seed 004)",
        }],
    },
    Term {
        term: "mkononi",
        note: "book-glossary-mkononi",
        quotes: &[vocabulary(
            "mkononi: victoria \"en la mano\" antes de 22 movimientos (44 turnos) cuando todas las kete no han sido jugadas",
            "mkononi: a win \"in the hand\" within 22 moves (44 turns), while not every kete has been played",
        )],
    },
    Term {
        term: "mtaji, mitaji",
        note: "book-glossary-mtaji",
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
        note: "book-glossary-mtaji-moja",
        quotes: &[Quote {
            words: "Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.",
            language: "Spanish",
            gloss: "If a hole is the opponent's only remaining mtaji (mtaji moja), that hole may not be sown in a takasa situation.",
            cite: "“Bao de Zanzíbar” §4.2.4.2 (seed 003); “izquierdo” reads as a mistranslation of “left” in the sense of “remaining”",
        }],
    },
    Term {
        term: "namua",
        note: "book-glossary-namua",
        quotes: &[Quote {
            words: "La etapa Mtaji comienza cuando finaliza la etapa Namua.",
            language: "Spanish",
            gloss: "The Mtaji stage begins when the Namua stage ends.",
            cite: "“Bao de Zanzíbar” §4.2.4 (seed 003)",
        }],
    },
    Term {
        term: "nyumba",
        note: "book-glossary-nyumba",
        quotes: &[Quote {
            words: "La Nyumba (\"casa\") es el hueco marcado con un rectángulo. Es siempre el quinto hueco desde la izquierda de una primera fila.",
            language: "Spanish",
            gloss: "The Nyumba (\"house\") is the hole marked with a rectangle. It is always the fifth hole from the left of a front row.",
            cite: "“Bao de Zanzíbar” §4.2.3.11 (seed 002)",
        }],
    },
    Term {
        term: "Piga Tanji",
        note: "book-glossary-piga-tanji",
        quotes: &[vocabulary(
            "Piga Tanji: atacar varias casas al mismo tiempo",
            "Piga Tanji: attacking several houses at the same time",
        )],
    },
    Term {
        term: "shimo, mashimo",
        note: "book-glossary-shimo",
        quotes: &[Quote {
            words: "four rows of eight \"mashimo\" (holes - singular, \"shimo\")",
            language: "English",
            gloss: "",
            cite: "THE RULES OF BAO §1 (seed 004)",
        }],
    },
    Term {
        term: "singleton",
        note: "book-glossary-singleton",
        quotes: &[vocabulary(
            "singleton: hueco que contiene una semilla",
            "singleton: a hole that holds one seed",
        )],
    },
    Term {
        term: "takasa, takata",
        note: "book-glossary-takasa",
        quotes: &[vocabulary(
            "takasa (o takata): jugar sin captura",
            "takasa (or takata): playing without capture",
        )],
    },
    Term {
        term: "takasia",
        note: "book-glossary-takasia",
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
    md.push_str(&format!("{}\n\n", crate::bt!("book-glossary-intro")));
    for term in TERMS {
        md.push_str(&format!("## {}\n\n", markdown::text(term.term)));
        md.push_str(&format!(
            "{}\n\n",
            markdown::prose(&words::say(term.note, &[]), "glossary note")?
        ));
        for q in term.quotes {
            // The glossary's glosses are English, whatever the book's language.
            md.push_str(&markdown::quote_glossed(
                q.words,
                q.language,
                q.gloss,
                q.cite,
                &crate::bt!("book-glossary-in-english"),
            ));
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
