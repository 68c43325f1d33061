//! Tournaments: double round-robin sections and Swiss events, as pure functions of the entry list and the
//! results so far. The service keeps the events, starts the games and calls these to decide who plays whom
//! and who stands where; nothing here does IO or knows the database, so every decision can be replayed and
//! tested from plain data.
//!
//! Players are the service's own ids (any `P: Copy + Eq + Hash`, such as its `UserId`) rather than indices
//! into the entry list: results come from the database keyed by user, and a translation to positions in the
//! service would be one more place to pair the wrong people. The entry list's order is each entrant's seed,
//! the stable order every tie falls back on; inside, the core works on those positions.

mod colour;
mod field;
mod matching;
mod points;
mod record;
pub mod round_robin;
pub mod standings;
pub mod swiss;
#[cfg(test)]
mod swiss_properties;
#[cfg(test)]
mod worked_examples;

pub use field::FieldError;
pub use points::Points;
pub use record::{Entrant, GameResult, Pairing, Record};
