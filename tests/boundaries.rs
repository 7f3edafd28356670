//! The engine stays pure: no file or terminal I/O, no serde, no colour, no printing.

use std::{fs, path::Path};

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/engine reads") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_does_no_io_serde_or_colour() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("src/engine.rs")];
    rust_files(&root.join("src/engine"), &mut files);
    assert!(files.len() > 10, "the engine's files were found");
    let forbidden = [
        "std::fs",
        "std::io",
        "serde",
        "owo_colors",
        "pulldown_cmark",
        "println!",
        "eprintln!",
        "std::env",
    ];
    for file in files {
        let source = fs::read_to_string(&file).expect("a source file reads");
        // Comments may name what the engine does without (this one's own module doc does).
        let text: String = source
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for word in forbidden {
            assert!(!text.contains(word), "{} uses `{word}`", file.display());
        }
    }
}
