//! A game's use-cases: starting it, its setups and moves, its clock, its end and rating, the computer's turns,
//! the notes and conversation beside it, and the pages read with the session.

pub mod analysis;
pub mod clocks;
pub mod computer;
pub(in crate::app) mod computer_answers;
pub mod game_end;
pub mod games;
pub mod loaded;
pub mod messages;
pub mod notes;
pub mod pages;
pub mod play;
pub mod ratings;
pub mod rematch;
pub mod setups;
pub mod sweep;
pub mod time_control;
pub mod turns;
