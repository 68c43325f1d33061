//! Tournaments: entries, the worker's rounds, the results the standings are built from, and their mails.

pub mod entries;
pub mod tournament_mail;
pub mod tournament_results;
pub mod tournament_rounds;
