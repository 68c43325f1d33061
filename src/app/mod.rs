//! Use-cases: each owns its transaction and calls the rules engine and the database layer.

pub mod accounts;
pub mod demo;
pub mod games;
