//! The engine from outside: the Gravon corpus, the command line, and properties of random games; and the
//! shape of the house (the layering of src/).

mod cli;
mod corpus;
mod fog;
mod gravon_round_trip;
mod layering;
mod properties;
mod purity;

use std::path::PathBuf;

/// The tests' own data: archive games and real setups (see `tests/data/README.md`).
pub fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// Every archive game of the tests' data, sorted by file name: (name, XML, the two-squares limit the server
/// enforced in the game's year).
pub fn archive_games() -> Vec<(String, String, u8)> {
    let dir = data().join("gravon");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("the corpus must be at {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            let year: u32 = name.split('-').nth(1).unwrap()[..4].parse().unwrap();
            let xml = std::fs::read_to_string(path).unwrap();
            (name, xml, fieldpost::rules::gravon::two_squares_limit_for_year(year))
        })
        .collect()
}
