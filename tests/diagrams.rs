//! Every published diagram in `diagrams/` is a test: its claims must hold on the engine, its grid
//! must read back as written, and its claims' walk-through is a reviewed snapshot.

use std::path::{Path, PathBuf};

use bao::{
    engine::{
        Setup,
        notation::{grid, position_text},
    },
    lesson::{
        catalog::{self, Kind},
        check, diagnostic,
        load::{self, SourceFile},
        schema::{DiagramFile, PositionRaw},
        translation,
    },
    render,
    style::Styles,
};

fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_owned()
}

#[test]
fn diagrams_hold_on_the_engine() {
    insta::glob!("..", "diagrams/*.yaml", |path| {
        let path = relative(path);
        // A diagram's translation (`gc-d04.es.yaml`) is checked with its English, not as one.
        if translation::language_of_file(&path).is_some() {
            return;
        }
        let loaded = catalog::load_file(&path, Kind::Diagram, Some(Path::new("diagrams")));
        assert!(
            loaded.problems.is_empty(),
            "{}",
            diagnostic::render(&loaded.problems, false, 100)
        );
        let diagram = &loaded.catalog.diagrams[0];

        // The position reads back as written.
        let text = std::fs::read_to_string(&path).unwrap();
        let raw: DiagramFile = load::parse(&SourceFile::new(&path, text)).unwrap();
        match &raw.position.value {
            PositionRaw::Grid(g) => {
                let board = grid::parse(&g.grid.value).unwrap();
                assert_eq!(
                    diagram.position.board(),
                    &board,
                    "{}: the grid is the board",
                    path.display()
                );
                let again = grid::parse(&grid::write(&board)).unwrap();
                assert_eq!(
                    again,
                    board,
                    "{}: the grid does not read back as written",
                    path.display()
                );
            }
            PositionRaw::Text(t) => {
                let written = position_text::write(&diagram.position);
                let again = written.parse::<Setup>().unwrap();
                let expected = t.parse::<Setup>().unwrap();
                assert_eq!(
                    again.into_position(diagram.position.rules()).unwrap(),
                    expected.into_position(diagram.position.rules()).unwrap()
                );
            }
        }

        let reports = check::diagram(diagram);
        let styles = Styles::default();
        let failures = render::check::failures(&reports, &styles);
        assert!(
            failures.is_empty(),
            "{} does not hold:\n{failures}",
            path.display()
        );
        // The first claim draws the diagram's board; without claims, draw it alone.
        let text = if reports.is_empty() {
            render::board::position(&diagram.position, &[], &styles)
        } else {
            render::check::walkthrough(&reports, &styles)
        };
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(text);
        });
    });
}
