//! Checking what could be read of a file with problems: the file without the steps or claims
//! that hold problems of their own, whose gaps the checks know of.

use super::{Ctx, DiagramIndex, ImageCheck, diagram_in, lesson_in};
use crate::lesson::{
    diagnostic::Problem,
    load::{SourceFile, Span},
    schema::{DiagramFile, LessonFile},
};

/// Checks what could be read of a lesson file as [`super::lesson_with`] does, `gaps` being where
/// each step cut out of it was: a step after one has no position to start from unless it gives
/// one, so it is not checked against a position that is not the file's.
#[must_use]
pub fn lesson_rest(
    source: &SourceFile,
    raw: LessonFile,
    id: &str,
    diagrams: &DiagramIndex,
    images: Option<ImageCheck<'_>>,
    gaps: &[Span],
) -> Vec<Problem> {
    let mut ctx = Ctx::new(source, diagrams);
    ctx.images = images;
    ctx.gaps = gaps;
    lesson_in(ctx, raw, id).err().unwrap_or_default()
}

/// Checks what could be read of a diagram file as [`super::diagram`] does, `gaps` being where
/// each claim cut out of it was.
#[must_use]
pub fn diagram_rest(
    source: &SourceFile,
    raw: DiagramFile,
    id: &str,
    diagrams: &DiagramIndex,
    gaps: &[Span],
) -> Vec<Problem> {
    let mut ctx = Ctx::new(source, diagrams);
    ctx.gaps = gaps;
    diagram_in(ctx, raw, id).err().unwrap_or_default()
}
