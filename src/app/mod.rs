//! Use-cases: each owns its transaction and calls the rules engine and the database layer.

pub mod accounts;
pub mod admin;
pub mod clocks;
pub mod demo;
pub mod games;
pub mod notify;
pub mod ratings;
pub mod words;

use sqlx::PgPool;

use crate::clock::Clock;

/// What every use-case works with: the database, the time, and the address links in mails point to.
#[derive(Clone)]
pub struct Env {
    pub pool: PgPool,
    pub clock: Clock,
    pub base_url: String,
}
