use super::*;

fn page(id: &str, markdown: &str) -> Page {
    Page {
        id: PageId::new(id).unwrap(),
        title: format!("Title of {id}"),
        markdown: markdown.to_owned(),
        sub_pages: Vec::new(),
        images: Vec::new(),
    }
}

#[test]
fn a_marked_piece_becomes_data_and_its_answers_page_holds_it() {
    let lesson = page(
        "01-sowing",
        &format!(
            "# Sowing\n\nThe question.\n\n<details class=\"bao-answer\">\n<summary>Answer</summary>\n\n{}</details>\n\n{}",
            mark(Some("the answer"), "**A8.** The last seed falls into `A8`."),
            mark(
                None,
                "<figure class=\"bao-figure\"><figcaption>After A3R*</figcaption></figure>"
            ),
        ),
    );
    let mut chapter = page("01-board", "# The board\n\n");
    chapter.sub_pages.push(lesson);
    let mut whole = Book {
        title: "t".to_owned(),
        front: Vec::new(),
        chapters: vec![chapter],
        back: Vec::new(),
    };
    super::book(&mut whole).unwrap();
    let chapter = &whole.chapters[0];
    let lesson = &chapter.sub_pages[0];
    // No word of the answer or the result is left as text of the page, only as its data.
    let text_of_page: String = lesson
        .markdown
        .split("data-sealed='")
        .enumerate()
        .map(|(i, part)| {
            if i == 0 {
                part
            } else {
                part.split_once('\'').map_or("", |(_, rest)| rest)
            }
        })
        .collect();
    assert!(!text_of_page.contains("A8"), "{}", lesson.markdown);
    assert!(!text_of_page.contains("A3R"), "{}", lesson.markdown);
    assert!(!lesson.markdown.contains(OPEN), "{}", lesson.markdown);
    assert!(lesson.markdown.contains(
        r#"<div class="bao-sealed" id="01-sowing-1" data-sealed='[["p",{},["strong",{},"A8."]," The last seed falls into ",["code",{},"A8"],"."]"#
    ), "{}", lesson.markdown);
    assert!(
        lesson
            .markdown
            .contains("href=\"answers-01-board.html#01-sowing-1\"")
    );
    // The answers page comes last in the chapter, with the answer but not the result board.
    let answers = chapter.sub_pages.last().unwrap();
    assert_eq!(answers.id.as_str(), "answers-01-board");
    assert!(answers.markdown.contains(
        "<div class=\"bao-answers-item\" id=\"01-sowing-1\"><p><strong>The answer</strong> (<a href=\"01-sowing.html#01-sowing-1\">its place on the page</a>)</p><p><strong>A8.</strong> The last seed falls into <code>A8</code>.</p>"
    ), "{}", answers.markdown);
    assert!(!answers.markdown.contains("A3R"));
}

#[test]
fn a_book_without_pieces_has_no_answers_page() {
    let mut whole = Book {
        title: "t".to_owned(),
        front: vec![page("introduction", "# Hello\n\n")],
        chapters: vec![page("01-board", "# The board\n\n")],
        back: vec![page("glossary", "# Words\n\n")],
    };
    let before = whole.clone();
    super::book(&mut whole).unwrap();
    assert_eq!(whole, before);
}

#[test]
fn links_to_pages_point_at_their_html() {
    assert_eq!(page_link("a", "href", "01-board.md"), "01-board.html");
    assert_eq!(page_link("a", "href", "01-board.md#x"), "01-board.html#x");
    assert_eq!(
        page_link("a", "href", "https://x.org/a.md"),
        "https://x.org/a.md"
    );
    assert_eq!(page_link("img", "src", "a.md"), "a.md");
}

/// A sealed board keeps SVG's `viewBox` in its case: built without it, it would not shrink to
/// the page's width.
#[test]
fn a_sealed_board_keeps_its_view_box() {
    let tree = html::parse("<svg viewBox=\"0 0 410 300\" width=\"410\"><rect width=\"4\"/></svg>")
        .unwrap();
    let data = json(&tree[0]);
    assert_eq!(data[1]["viewBox"], "0 0 410 300", "{data}");
    assert!(data[1].get("viewbox").is_none(), "{data}");
    assert_eq!(data[1]["width"], "410");
}
