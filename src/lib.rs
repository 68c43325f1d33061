//! Fieldpost: a play-by-mail service for the Stratego family of hidden-information games.

pub mod cli;
pub mod rules;
