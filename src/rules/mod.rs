//! The rules engine: pure and deterministic. It imports nothing of the rest of Fieldpost and does no IO; the
//! service, the command line and the tests all call it to decide what is legal and what a seat may see.

pub mod battle;
pub mod board;
mod ending;
pub mod game;
pub mod gravon;
pub mod legality;
pub mod notation;
pub mod outcome;
pub mod piece;
mod play;
pub mod playout;
pub mod preset;
pub mod record;
pub mod repetition;
pub mod rng;
#[cfg(test)]
mod rule_tests;
pub mod seat_view;
pub mod setup;
pub mod terrain;
pub mod view;

pub use board::{Dims, Square};
pub use game::Game;
pub use legality::PlayError;
pub use notation::Move;
pub use outcome::{GameEnd, Outcome, Reason};
pub use piece::{Family, Kind, Numbering, Seat};
pub use preset::{OptionOverrides, Options, Variant};
pub use record::{Record, ValidRecord};
pub use seat_view::SeatView;
pub use setup::Setup;
pub use terrain::Terrain;
pub use view::{View, Viewer};
