//! Use-cases: each owns its transaction and calls the rules engine and the database layer. The web pages, the
//! jobs and the command line reach the database's writes only through here.

pub mod account;
pub mod admin;
pub mod demo;
pub mod free_text;
pub mod game;
pub mod mail;
pub mod secrets;
pub mod seed_load;
pub mod tournaments;

use std::sync::Arc;

use sqlx::PgPool;
use tokio::sync::Semaphore;

use crate::clock::Clock;

/// What every use-case works with: the database, the time, the address links in mails point to, and the
/// slots for password hashing.
#[derive(Clone)]
pub struct Env {
    pub pool: PgPool,
    pub clock: Clock,
    pub base_url: String,
    /// Each Argon2 hash takes about 19 MiB and a core for a moment: at most two per core run at once.
    pub password_slots: Arc<Semaphore>,
    /// Rated games only between players whose address is confirmed, so that nobody farms a rating with
    /// throwaway accounts (RATED_NEEDS_VERIFIED, on unless turned off).
    pub rated_needs_verified: bool,
    /// The most a computer player thinks over one move (COMPUTER_MOVE_MS).
    pub computer_think: std::time::Duration,
    /// Positions weighed for each move of a game's analysis (`bot::analysis::NODES_PER_PLY`).
    pub analysis_nodes: u64,
    /// The installation's keys, read once (`secrets::keys`).
    pub keys: secrets::KeyCell,
    /// The keys of the inbound addresses, read again every few minutes (`secrets::mail_keys`).
    pub mail_keys: secrets::MailKeyCell,
    /// Moves by mail and bounces: the installation's inbound domain (INBOUND_DOMAIN); `None` turns them off.
    pub inbound: Option<Inbound>,
    /// The API requests this process has taken from each account's budget and not yet answered.
    pub api_reserved: account::api_tokens::Reserved,
}

/// Where replies and bounces arrive, and how the installation's mail server vouches for them.
#[derive(Debug, Clone)]
pub struct Inbound {
    /// The domain of the reply and bounce addresses (INBOUND_DOMAIN).
    pub domain: String,
    /// The authserv-id the installation's mail server writes in `Authentication-Results` (INBOUND_AUTHSERV_ID):
    /// only its verdicts are read.
    pub authserv_id: Option<String>,
}

impl Env {
    pub fn new(pool: PgPool, clock: Clock, base_url: String) -> Env {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Env {
            pool,
            clock,
            base_url,
            password_slots: Arc::new(Semaphore::new(2 * cores)),
            rated_needs_verified: true,
            computer_think: std::time::Duration::from_secs(1),
            analysis_nodes: crate::bot::analysis::NODES_PER_PLY,
            keys: secrets::KeyCell::default(),
            mail_keys: secrets::MailKeyCell::default(),
            inbound: None,
            api_reserved: account::api_tokens::Reserved::default(),
        }
    }
}
