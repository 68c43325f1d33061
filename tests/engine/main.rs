//! The engine from outside: the Gravon corpus, the command line, and properties of random games.

mod cli;
mod corpus;
mod properties;
mod purity;

use std::path::PathBuf;

/// `../shared` beside the repository: read at test time, never copied in.
pub fn shared() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared")
}
