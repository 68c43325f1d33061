//! The engine from outside: the Gravon corpus, the command line, and properties of random games; and the
//! shape of the house (the layering of src/).

mod cli;
mod corpus;
mod fog;
mod layering;
mod properties;
mod purity;

use std::path::PathBuf;

/// The tests' own data: archive games and real setups (see `tests/data/README.md`).
pub fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}
