//! Every SQL statement of Fieldpost, one file per table family. This layer knows rows, not HTTP.

pub mod audit;
pub mod games;
pub mod outbox;
pub mod ratings;
pub mod sessions;
pub mod setups;
pub mod tokens;
mod types;
pub mod users;

use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgPool, migrate::Migrator};
use std::str::FromStr;

pub static MIGRATOR: Migrator = sqlx::migrate!();

/// Connects and brings the schema up to date.
pub async fn connect(url: &str, max_connections: u32) -> anyhow::Result<PgPool> {
    let options = PgConnectOptions::from_str(url)?;
    let pool = PgPoolOptions::new()
        .max_connections(max_connections)
        .acquire_timeout(std::time::Duration::from_secs(10))
        .connect_with(options)
        .await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
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

/// Whether an error is PostgreSQL's unique-violation, with the constraint's name.
pub fn unique_violation(e: &sqlx::Error) -> Option<String> {
    match e {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
            Some(db.constraint().unwrap_or_default().to_string())
        }
        _ => None,
    }
}
