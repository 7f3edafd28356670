//! The notation chapter: the seed spelling (seed 003 §4.2.5) and the KIBA spelling, each example
//! resolved and played by the engine, with both spellings of every move computed and read back.

use super::{BookError, Page, PageId, example, figure, markdown};
use crate::engine::{
    Event, Lateral, Move, MoveKind, Played, Position, Row, Rules, notation::position_text,
};

/// An example move: the ruleset, the position and the move as the chapter writes it.
struct Example {
    rules: &'static str,
    position: &'static str,
    written: &'static str,
    /// The id of the message that says what it shows.
    what: &'static str,
}

const START: &str = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22";

/// Examples in the seed spelling, with its Spanish letters.
const SEED: &[Example] = &[
    Example {
        rules: "kiswahili",
        position: START,
        written: "A6I*",
        what: "book-notation-first-move",
    },
    Example {
        rules: "kiswahili",
        position: "0,0,0,0,0,0,0,0/2,0,0,0,4,0,0,0/0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 S stock=5,5",
        written: "A5D>",
        what: "book-notation-text-example",
    },
    Example {
        rules: "kiswahili",
        position: "0,0,0,0,0,0,0,0/0,0,0,0,0,0,2,0/0,0,3,0,0,0,0,0/0,0,0,0,0,0,0,0 S",
        written: "A3D*",
        what: "book-notation-other-example",
    },
];

/// Examples in the KIBA spelling.
const KIBA: &[Example] = &[
    Example {
        rules: "kiswahili",
        position: CENTRAL,
        written: "A3>",
        what: "book-notation-travel-right",
    },
    Example {
        rules: "kiswahili",
        position: CENTRAL,
        written: "A3<",
        what: "book-notation-travel-left",
    },
    Example {
        rules: "kiswahili",
        position: "0,0,0,0,0,0,0,0/0,0,2,0,0,2,0,0/0,0,0,0,2,0,0,2/0,0,0,0,0,0,0,0 S nyumba=-",
        written: "A5>**",
        what: "book-notation-takasia",
    },
    Example {
        rules: "kiswahili",
        position: "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0/0,0,1,0,2,0,0,0/0,0,0,0,0,0,0,0 S nyumba=-",
        written: "A5<#",
        what: "book-notation-winning",
    },
];

/// A namua position where A3 captures and the player chooses the entry side.
const CENTRAL: &str = "0,0,0,0,0,0,0,0/0,0,2,0,0,0,1,0/0,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=5,5";

/// Spells a played move in the seed spelling with its Spanish letters (`I`, `D`).
fn seed_spelling(mv: Move) -> String {
    let canonical = mv.to_string();
    let letter = match mv.lateral() {
        Lateral::Left => "I",
        Lateral::Right => "D",
    };
    format!("{}{letter}{}", mv.hole(), &canonical[3..])
}

/// Spells a played move in the KIBA spelling: the side the seeds travel towards, `+` for a
/// safari, `*` or `**` for a takasa without or with takasia, `#` for a winning move.
fn kiba_spelling(before: &Position, mv: Move, played: &Played) -> String {
    let row = if mv.kind() == MoveKind::NamuaCapture {
        Row::Front
    } else {
        mv.hole().row()
    };
    let mut out = mv.hole().to_string();
    out.push(match mv.direction().lateral(row) {
        Lateral::Left => '<',
        Lateral::Right => '>',
    });
    if mv.is_safari() {
        out.push('+');
    }
    if !mv.kind().is_capture() {
        out.push('*');
        if played
            .trace
            .events()
            .any(|e| matches!(e, Event::Block { .. }))
        {
            out.push('*');
        }
    }
    if played
        .outcome
        .is_some_and(|o| o.winner == Some(before.to_move()))
    {
        out.push('#');
    }
    out
}

/// One example worked out: the position, the move and both spellings, each read back.
struct Worked {
    before: Position,
    mv: Move,
    played: Played,
    seed: String,
    kiba: String,
}

fn work(example: &Example) -> Result<Worked, BookError> {
    let before = example::position(example.rules, example.position)?;
    let (mv, played) = example::play(&before, example.written)?;
    let seed = seed_spelling(mv);
    let kiba = kiba_spelling(&before, mv, &played);
    for spelling in [&seed, &kiba] {
        let (again, _) = example::play(&before, spelling)?;
        example::ensure(
            again == mv,
            spelling,
            &format!("reads as {again}, not as {mv}"),
        )?;
    }
    Ok(Worked {
        before,
        mv,
        played,
        seed,
        kiba,
    })
}

/// Writes one example: what it shows, then the move step by step.
fn section(example: &Example, worked: &Worked) -> String {
    let mut md = format!("### {}\n\n", markdown::code(example.written));
    md.push_str(&format!(
        "{}\n\n",
        crate::book::words::say(example.what, &[])
    ));
    md.push_str(&format!(
        "{} {}\n\n",
        crate::bt!("book-notation-position"),
        markdown::code(&position_text::write(&worked.before))
    ));
    md.push_str(&figure::walkthrough(
        &worked.before,
        example.written,
        worked.mv,
        &worked.played,
    ));
    md
}

/// Builds the notation chapter.
pub(crate) fn page() -> Result<Page, BookError> {
    let start = Position::start(Rules::KISWAHILI);
    let title = crate::bt!("book-notation-title");
    let mut md = format!("# {}\n\n", markdown::text(&title));
    md.push_str(&format!(
        "{}\n\n## {}\n\n",
        crate::bt!("book-notation-intro"),
        crate::bt!("book-notation-holes")
    ));
    md.push_str(&markdown::quote(
        "En este sistema cada hueco tiene un número: de uno a ocho para cada fila. La primera fila se llama \"A\" (o \"a\" para la del oponente), la fila de atrás es \"B\" (o \"b\" para la del oponente).",
        "Spanish",
        &crate::bt!("book-gloss-notation-holes"),
        &crate::bt!("book-cite-zanzibar-003", section = "4.2.5"),
    ));
    md.push_str(&format!("{}\n\n", crate::bt!("book-notation-own-left")));
    md.push_str(&figure::position(
        &start,
        &[],
        &crate::bt!("book-notation-holes-named"),
    ));
    md.push_str(&format!("## {}\n\n", crate::bt!("book-notation-seed")));
    md.push_str(&markdown::quote(
        "\"I\" significa jugar a la izquierda, \"D\" significa jugar a la derecha. \">\" significa que las semillas de la nyumba se siembran. Entonces \"A5D>\" significa que una semilla se pone en el quinto hueco de la izquierda en la primera fila, se capturan las semillas opuestas y se las entra sembrándolas desde la derecha. \"*\" significa que no hay capturas (takasa).",
        "Spanish",
        &crate::bt!("book-gloss-notation-letters"),
        &crate::bt!("book-cite-zanzibar-003", section = "4.2.5"),
    ));
    md.push_str(&format!("{}\n\n", crate::bt!("book-notation-letter")));
    let mut rows = Vec::new();
    for example in SEED {
        let worked = work(example)?;
        md.push_str(&section(example, &worked));
        rows.push((example.written, worked));
    }
    md.push_str(&format!("## {}\n\n", crate::bt!("book-notation-kiba")));
    for (words, gloss, cite) in [
        (
            "< indicates that the player moves toward his left / > indicates that the player moves toward his right",
            crate::bt!("book-gloss-kiba-arrows"),
            crate::bt!("book-cite-kiba-notation", section = "4.11"),
        ),
        (
            "When a player decides to play the house, a plus, '+', is added",
            crate::bt!("book-gloss-kiba-plus"),
            crate::bt!("book-cite-kiba-notation-ibid"),
        ),
        (
            "A kutakata move is indicated by an asterisk, *, a kutakatia is indicated by two asterisks, **",
            crate::bt!("book-gloss-kiba-asterisks"),
            crate::bt!("book-cite-kiba-notation-ibid"),
        ),
        (
            "# indicates the winning move",
            crate::bt!("book-gloss-kiba-winning"),
            crate::bt!("book-cite-kiba-notation-ibid"),
        ),
    ] {
        md.push_str(&markdown::quote(words, "English", &gloss, &cite));
    }
    md.push_str(&format!("{}\n\n", crate::bt!("book-notation-arrow")));
    for example in KIBA {
        let worked = work(example)?;
        md.push_str(&section(example, &worked));
        rows.push((example.written, worked));
    }
    md.push_str(&format!("## {}\n\n", crate::bt!("book-notation-both")));
    md.push_str(&format!(
        "{}\n\n| {} |\n|---|---|---|---|---|---|\n",
        crate::bt!("book-notation-both-intro"),
        crate::bt!("book-notation-table-head")
    ));
    for (written, w) in &rows {
        let last = w
            .played
            .trace
            .last_hole()
            .map_or_else(|| "—".to_owned(), |h| h.to_string());
        md.push_str(&format!(
            "| {} | {} | {} | {} | {} | {last} |\n",
            markdown::code(written),
            markdown::code(&w.seed),
            markdown::code(&w.kiba),
            markdown::code(&crate::book::words::move_text(&w.mv.to_string())),
            w.played.trace.captured(),
        ));
    }
    Ok(Page {
        id: PageId::new("notation")?,
        title,
        markdown: md,
        sub_pages: Vec::new(),
        images: Vec::new(),
    })
}
