use super::*;
use crate::engine::{Rules, Setup};

/// South wins at once with A6R (the first puzzle of the puzzles chapter).
const WIN_IN_1: &str =
    "0,2,1,0,0,0,1,1/0,0,0,4,0,1,5,1/1,4,5,0,10,9,1,1/0,1,5,2,3,1,2,1 S stock=1,1 nyumba=-";

fn puzzle(id: &str, rating: u32, themes: &[Theme]) -> Puzzle {
    let position = WIN_IN_1
        .parse::<Setup>()
        .unwrap()
        .into_position(Rules::KISWAHILI)
        .unwrap();
    let line = vec![
        position
            .legal_moves()
            .into_iter()
            .find(|m| m.to_string() == "A6R")
            .unwrap(),
    ];
    Puzzle {
        id: id.to_owned(),
        row: 2,
        position,
        line,
        wins_in: 1,
        themes: themes.to_vec(),
        rating,
        game: "test".to_owned(),
    }
}

/// A page per theme that has puzzles, in the themes' order, each with its easiest puzzles
/// (by rating), each playable and with its solution folded away.
#[test]
fn a_theme_page_shows_its_easiest_puzzles_to_play() {
    let mut puzzles: Vec<Puzzle> = (0..7)
        .map(|i| puzzle(&format!("K0000{i}"), 1500 - 100 * i, &[Theme::Kimbi]))
        .collect();
    puzzles.push(puzzle("K00010", 900, &[Theme::Mtaji, Theme::Kimbi]));
    let chapter = chapter(&Collection { puzzles }).unwrap();
    let ids: Vec<&str> = chapter.sub_pages.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(
        ids,
        ["theme-kimbi", "theme-mtaji"],
        "themes without puzzles have no page"
    );
    let kimbi = &chapter.sub_pages[0].markdown;
    let shown: Vec<&str> = kimbi
        .lines()
        .filter_map(|l| l.strip_prefix("## Puzzle "))
        .collect();
    // Ratings 1500, 1400, ..., 900: the five lowest, lowest first.
    assert_eq!(shown, ["K00006", "K00010", "K00005", "K00004", "K00003"]);
    assert_eq!(
        kimbi.matches("<div class=\"bao-play\" data-play=").count(),
        PER_THEME
    );
    assert_eq!(
        kimbi.matches("<details class=\"bao-solution\">").count(),
        PER_THEME
    );
    assert!(kimbi.contains(explain(Theme::Kimbi)));
    assert!(
        chapter.markdown.contains("(theme-kimbi.md)"),
        "{}",
        chapter.markdown
    );
}

/// A collection with no puzzle makes no chapter: a book that shows nothing is an error.
#[test]
fn an_empty_collection_is_an_error() {
    let err = chapter(&Collection::default()).unwrap_err();
    assert!(err.to_string().contains("no puzzle"), "{err}");
}
