//! The glossary: the vocabulary list of seed 003 (§4.2.6) and the other Swahili words of the seed
//! texts, each quoted in its own language with a gloss in the book's.

use super::{BookError, Page, PageId, markdown, words};

/// One quotation defining or using a term: its words and their language, and the messages of
/// its gloss (the words themselves in their own language) and of its citation, with the section
/// the citation names (`$section`).
struct Quote {
    words: &'static str,
    language: &'static str,
    gloss: &'static str,
    cite: &'static str,
    section: &'static str,
}

/// One term with the quotations that define it and a short note in the book's own words (the
/// id of its message in the catalogue).
struct Term {
    term: &'static str,
    note: &'static str,
    quotes: &'static [Quote],
}

const fn vocabulary(words: &'static str, gloss: &'static str) -> Quote {
    Quote {
        words,
        language: "Spanish",
        gloss,
        cite: "book-cite-vocabulary",
        section: "4.2.6",
    }
}

const TERMS: &[Term] = &[
    Term {
        term: "Bao",
        note: "book-glossary-bao",
        quotes: &[
            vocabulary("Bao: 1. Juego de Bao; 2. tablero.", "book-gloss-term-bao"),
            Quote {
                words: "It is played on a board (\"bao\" in Kiswahili)",
                language: "English",
                gloss: "book-gloss-term-bao-2",
                cite: "book-cite-rules",
                section: "1",
            },
        ],
    },
    Term {
        term: "Bao Hamna",
        note: "book-glossary-bao-hamna",
        quotes: &[vocabulary(
            "Bao Hamna: 1. victoria; 2. despeje (hamna= no hay)",
            "book-gloss-term-bao-hamna",
        )],
    },
    Term {
        term: "Bao la Kiswahili",
        note: "book-glossary-kiswahili",
        quotes: &[Quote {
            words: "In the East African Coast fame of bao only twenty kete are placed on the board at the start of the game, the remaining kete (the stock) being brought into play one at each of the fist forty-four turns.",
            language: "English",
            gloss: "book-gloss-term-bao-la-kiswahili",
            cite: "book-cite-rules-typos",
            section: "15",
        }],
    },
    Term {
        term: "Bao la Kujifunza",
        note: "book-glossary-kujifunza",
        quotes: &[Quote {
            words: "Having learnt these moves the learner should now place two kete in each shimo and play a simplified form of bao with an opponent.",
            language: "English",
            gloss: "book-gloss-term-bao-la-kujifunza",
            cite: "book-cite-rules",
            section: "12",
        }],
    },
    Term {
        term: "kete",
        note: "book-glossary-kete",
        quotes: &[vocabulary(
            "kete: semilla(s) usadas en el Bao. Las semillas son del árbol Mkomwe",
            "book-gloss-term-kete",
        )],
    },
    Term {
        term: "kichwa",
        note: "book-glossary-kichwa",
        quotes: &[
            vocabulary(
                "kichwa: 1. hueco de los extremos; 2. cabeza",
                "book-gloss-term-kichwa",
            ),
            Quote {
                words: "Els externs s'anomenen Kichwa. Els segons forats de l'esquerra i la dreta s'anomenen kimbi.",
                language: "Catalan",
                gloss: "book-gloss-term-kichwa-2",
                cite: "book-cite-part2-kichwa",
                section: "",
            },
        ],
    },
    Term {
        term: "kimbi",
        note: "book-glossary-kimbi",
        quotes: &[vocabulary(
            "kimbi: segundo y séptimo hueco en la fila de adelante",
            "book-gloss-term-kimbi",
        )],
    },
    Term {
        term: "kutakata",
        note: "book-glossary-kutakata",
        quotes: &[Quote {
            words: "This move is made when a player is unable to capture any kete of his opponent.",
            language: "English",
            gloss: "book-gloss-term-kutakata",
            cite: "book-cite-rules",
            section: "3, “KUTAKATA”",
        }],
    },
    Term {
        term: "mkononi",
        note: "book-glossary-mkononi",
        quotes: &[vocabulary(
            "mkononi: victoria \"en la mano\" antes de 22 movimientos (44 turnos) cuando todas las kete no han sido jugadas",
            "book-gloss-term-mkononi",
        )],
    },
    Term {
        term: "mtaji, mitaji",
        note: "book-glossary-mtaji",
        quotes: &[
            Quote {
                words: "El hueco opuesto se llama Mtaji (en plural: mitaji).",
                language: "Spanish",
                gloss: "book-gloss-term-mtaji",
                cite: "book-cite-zanzibar-003",
                section: "4.2.4.1",
            },
            Quote {
                words: "\"Mtaji\" (plural \"mitaji\") is the term applied collectively to the kete (not less than two nor more than fifteen) contained in one shimo, the last of which when distributed one bye one in either direcction will fall into a marker.",
                language: "English",
                gloss: "book-gloss-term-mtaji-2",
                cite: "book-cite-rules-typos",
                section: "6",
            },
        ],
    },
    Term {
        term: "mtaji moja",
        note: "book-glossary-mtaji-moja",
        quotes: &[Quote {
            words: "Si hay un hueco que es el único mtaji izquierdo del oponente (mtaji moja), entonces ese hueco no puede sembrarse en una situación takasa.",
            language: "Spanish",
            gloss: "book-gloss-term-mtaji-moja",
            cite: "book-cite-zanzibar-izquierdo",
            section: "4.2.4.2",
        }],
    },
    Term {
        term: "namua",
        note: "book-glossary-namua",
        quotes: &[Quote {
            words: "La etapa Mtaji comienza cuando finaliza la etapa Namua.",
            language: "Spanish",
            gloss: "book-gloss-term-namua",
            cite: "book-cite-zanzibar-003",
            section: "4.2.4",
        }],
    },
    Term {
        term: "nyumba",
        note: "book-glossary-nyumba",
        quotes: &[Quote {
            words: "La Nyumba (\"casa\") es el hueco marcado con un rectángulo. Es siempre el quinto hueco desde la izquierda de una primera fila.",
            language: "Spanish",
            gloss: "book-gloss-term-nyumba",
            cite: "book-cite-zanzibar-002",
            section: "4.2.3.11",
        }],
    },
    Term {
        term: "Piga Tanji",
        note: "book-glossary-piga-tanji",
        quotes: &[vocabulary(
            "Piga Tanji: atacar varias casas al mismo tiempo",
            "book-gloss-term-piga-tanji",
        )],
    },
    Term {
        term: "shimo, mashimo",
        note: "book-glossary-shimo",
        quotes: &[Quote {
            words: "four rows of eight \"mashimo\" (holes - singular, \"shimo\")",
            language: "English",
            gloss: "book-gloss-term-shimo",
            cite: "book-cite-rules",
            section: "1",
        }],
    },
    Term {
        term: "singleton",
        note: "book-glossary-singleton",
        quotes: &[vocabulary(
            "singleton: hueco que contiene una semilla",
            "book-gloss-term-singleton",
        )],
    },
    Term {
        term: "takasa, takata",
        note: "book-glossary-takasa",
        quotes: &[vocabulary(
            "takasa (o takata): jugar sin captura",
            "book-gloss-term-takasa",
        )],
    },
    Term {
        term: "takasia",
        note: "book-glossary-takasia",
        quotes: &[vocabulary(
            "takasia: jugar sin captura mientras se fuerza al oponente a jugar sin captura, después de lo cual es posible capturar",
            "book-gloss-term-takasia",
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
            md.push_str(&markdown::quote(
                q.words,
                q.language,
                &words::say(q.gloss, &[]),
                &words::say(q.cite, &[("section", q.section.into())]),
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
