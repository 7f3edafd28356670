//! A teacher's images in the book: each relative image of a lesson's or chapter's page is
//! pointed at its copy under `src/images/CHAPTER/`, and listed so that [`super::generate`]
//! copies the file. What may be copied is [`crate::lesson::validate::image`]'s to say, which
//! `bao check` applies first; the path is checked again here and where it is written.

use std::path::{Path, PathBuf};

use super::{BookError, lessons::file_name};
use crate::lesson::validate::{image, markdown as policy};

/// An image of the course that a page shows, and where the book keeps its copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageImage {
    /// The copy's path in the book folder: `src/images/CHAPTER/PATH`.
    pub path: String,
    /// The course's file.
    pub from: PathBuf,
}

/// Points every image of `markdown` (a page made from `file`, of the chapter `chapter`) at its
/// copy in the book, giving the page's Markdown and the images to copy.
///
/// # Errors
/// Returns [`BookError::Lesson`] for an image the book cannot copy, or one not written inline as
/// `![words](path)`, whose link it cannot point at the copy.
pub(crate) fn localise(
    markdown: &str,
    chapter: &str,
    file: &Path,
) -> Result<(String, Vec<PageImage>), BookError> {
    let dir = file.parent().unwrap_or(Path::new("."));
    let fail = |message: String| BookError::Lesson {
        file: file_name(file),
        message,
    };
    let mut out = markdown.to_owned();
    let mut images = Vec::new();
    // From the end, so that each range is still where the Markdown had it.
    for (path, range) in policy::images(markdown).into_iter().rev() {
        let clean = path.split(['?', '#']).next().unwrap_or(&path);
        if let Some(why) = image::name_refusal(clean) {
            return Err(fail(why));
        }
        let piece = &markdown[range.clone()];
        let dest = piece.rfind("](").map(|at| {
            let after = at + 2;
            let rest = &piece[after..];
            let skipped = rest.len() - rest.trim_start_matches([' ', '<']).len();
            range.start + after + skipped
        });
        let Some(start) = dest.filter(|&at| markdown[at..].starts_with(&path)) else {
            return Err(fail(format!(
                "image `{}`: write it inline, as `![the board](images/board.png)`, so the book can point it at its copy",
                path.escape_debug()
            )));
        };
        out.replace_range(
            start..start + path.len(),
            &format!("images/{chapter}/{clean}"),
        );
        images.push(PageImage {
            path: format!("src/images/{chapter}/{clean}"),
            from: dir.join(clean),
        });
    }
    images.reverse();
    Ok((out, images))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_point_at_their_copies() {
        let file = Path::new("course/01-mine/01-a.yaml");
        let (md, images) = localise(
            "See ![a](board.png) and ![b]( <pics/x.gif> \"t\").\n",
            "01-mine",
            file,
        )
        .unwrap();
        assert_eq!(
            md,
            "See ![a](images/01-mine/board.png) and ![b]( <images/01-mine/pics/x.gif> \"t\").\n"
        );
        assert_eq!(images[0].path, "src/images/01-mine/board.png");
        assert_eq!(images[0].from, Path::new("course/01-mine/board.png"));
        assert_eq!(images[1].path, "src/images/01-mine/pics/x.gif");
        let reference = "![a][r]\n\n[r]: board.png\n";
        assert!(localise(reference, "01-mine", file).is_err());
        assert!(localise("![a](x.svg)", "01-mine", file).is_err());
    }
}
