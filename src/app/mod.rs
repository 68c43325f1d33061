//! Use-cases: each owns its transaction and calls the rules engine and the database layer. The web pages, the
//! jobs and the command line reach the database's writes only through here.

pub mod accounts;
pub mod admin;
pub mod clocks;
pub mod demo;
pub mod game_end;
pub mod games;
pub mod loaded;
pub mod notify;
pub mod play;
pub mod ratings;
pub mod setups;
pub mod sweep;
pub mod time_control;
pub mod vacations;

use sqlx::PgPool;

use crate::clock::Clock;

/// What every use-case works with: the database, the time, and the address links in mails point to.
#[derive(Clone)]
pub struct Env {
    pub pool: PgPool,
    pub clock: Clock,
    pub base_url: String,
}
