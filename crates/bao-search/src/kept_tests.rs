//! A search in a kept table ([`Search`]): a fresh one finds what [`analyse`] does, each
//! iteration is told as it completes, and a table kept across moves is a hint that saves nodes.

use bao_engine::{Position, Rules};

use super::{Limits, Progress, Search, analyse};

fn limits(depth: u32) -> Limits {
    Limits { depth, nodes: None }
}

#[test]
fn a_fresh_search_finds_what_analyse_finds_and_tells_each_iteration() {
    let start = Position::start(Rules::KISWAHILI);
    let mut told = Vec::new();
    let mut search = Search::new();
    let analysis = search
        .analyse(&start, limits(5), &|| false, &mut |p: &Progress| {
            told.push((p.depth, p.best, p.score, p.pv.to_vec(), p.nodes));
        })
        .expect("a search");
    assert_eq!(Ok(analysis.clone()), analyse(&start, limits(5), &|| false));
    let depths: Vec<u32> = told.iter().map(|t| t.0).collect();
    assert_eq!(depths, [1, 2, 3, 4, 5]);
    assert!(told.windows(2).all(|w| w[0].4 <= w[1].4), "nodes only grow");
    let last = told.last().expect("told");
    assert_eq!(
        (last.1, last.2, &last.3),
        (analysis.best, analysis.score, &analysis.pv)
    );
    assert_eq!(last.4, analysis.nodes);
}

#[test]
fn a_kept_table_is_a_hint_for_the_next_search_and_clear_forgets_it() {
    let start = Position::start(Rules::KISWAHILI);
    let mut search = Search::new();
    let first = search
        .analyse(&start, limits(6), &|| false, &mut |_| {})
        .expect("a search");
    let again = search
        .analyse(&start, limits(6), &|| false, &mut |_| {})
        .expect("a search");
    assert!(
        again.nodes < first.nodes,
        "{} then {}",
        first.nodes,
        again.nodes
    );
    assert!(start.legal_moves().contains(&again.best));
    search.clear();
    let cleared = search
        .analyse(&start, limits(6), &|| false, &mut |_| {})
        .expect("a search");
    assert_eq!(cleared, first);
}
