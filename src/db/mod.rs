//! Every SQL statement of Fieldpost, one file per table family. This layer knows rows, not HTTP.

pub mod account_events;
pub mod analyses;
pub mod announcements;
pub mod api_tokens;
pub mod audit;
pub mod calendar_feeds;
pub mod computer;
pub mod erasure;
pub mod game_lists;
pub mod game_page;
pub mod games;
pub mod inbound_mail;
pub mod mail_settings;
pub mod messages;
pub mod notes;
pub mod outbox;
pub mod own_data;

pub mod ratings;
pub mod secrets;
pub mod seed;
pub mod sessions;
pub mod setups;
pub mod stats;
pub mod throttle;
pub mod tokens;
pub mod tournaments;
mod types;
pub mod user_admin;
pub mod users;
pub mod vacations;

use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgPool, migrate::Migrator};
use std::str::FromStr;

pub static MIGRATOR: Migrator = sqlx::migrate!();

/// Connects and brings the schema up to date. A database that a newer version has already taken further is
/// left as it is (migrations are additive), so that old and new processes can run side by side during an
/// upgrade.
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<PgPool> {
    let options = PgConnectOptions::from_str(url)?;
    let pool = PgPoolOptions::new()
        .max_connections(max_connections)
        .acquire_timeout(std::time::Duration::from_secs(5))
        // No JIT: every statement here is short, and a plan can be estimated costly enough to be compiled, which
        // took 20 ms of a 0.3 ms query on a seeded database. Set once per connection rather than as a startup
        // option, which PgBouncer refuses; behind a pooler that shares connections between clients, set it for
        // the role instead (docs/deploy.md).
        .after_connect(|conn, _| {
            Box::pin(async move {
                sqlx::Executor::execute(conn, "SET jit = off").await?;
                Ok(())
            })
        })
        .connect_with(options)
        .await?;
    let mut migrator = sqlx::migrate!();
    migrator.set_ignore_missing(true);
    migrator.run(&pool).await?;
    Ok(pool)
}

/// A pool of its own on `pool`'s server, with its settings and its setup of each connection, of at most `max`
/// connections, each opened when first needed. A connection's socket answers on the runtime that opened it, so a
/// pool used from one runtime alone never waits for another runtime's thread to pass its replies on.
pub fn pool_like(pool: &PgPool, max: u32) -> PgPool {
    pool.options()
        .clone()
        .max_connections(max)
        .connect_lazy_with((*pool.connect_options()).clone())
}

/// Whether every migration this build knows has been applied (a newer build may have applied more).
pub async fn is_migrated(pool: &PgPool) -> Result<bool, sqlx::Error> {
    let applied: Vec<i64> = sqlx::query_scalar!("/* cold: a row per migration, read at start and by /readyz */ SELECT version FROM _sqlx_migrations WHERE success")
        .fetch_all(pool)
        .await?;
    Ok(MIGRATOR.iter().all(|m| applied.contains(&m.version)))
}

/// Creates the database `name` on a server, unless it exists; `admin_url` names a database that does.
pub async fn ensure_database(admin_url: &str, name: &str) -> anyhow::Result<()> {
    let pool = PgPool::connect(admin_url).await?;
    let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
        .bind(name)
        .fetch_one(&pool)
        .await?;
    if !exists {
        // A name cannot be a bound parameter; it is quoted as an identifier.
        sqlx::query(&format!("CREATE DATABASE \"{}\"", name.replace('"', "\"\"")))
            .execute(&pool)
            .await?;
    }
    pool.close().await;
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type, Serialize, Deserialize)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct UserId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type, Serialize, Deserialize)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct GameId(pub i64);

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, sqlx::Type, Serialize, Deserialize)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Whether an error says the database is away (down, restarting, out of connections) rather than that the
/// statement was wrong: trying again later may work.
pub fn is_unreachable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::WorkerCrashed => true,
        // 08: connection exceptions; 57P01–57P03: the server is shutting down or starting; 3D000 and 55000, met
        // on connecting: the database is gone or takes no connections (none of our statements raises either).
        sqlx::Error::Database(db) => db.code().is_some_and(|c| {
            c.starts_with("08") || matches!(c.as_ref(), "57P01" | "57P02" | "57P03" | "3D000" | "55000")
        }),
        _ => false,
    }
}

/// Whether an error is PostgreSQL's unique-violation, with the constraint's name.
pub fn unique_violation(e: &sqlx::Error) -> Option<String> {
    match e {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
            Some(db.constraint().unwrap_or_default().to_string())
        }
        _ => None,
    }
}
