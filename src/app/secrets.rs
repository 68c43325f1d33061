//! The installation's own keys, made once and kept in the database so that every process signs and checks
//! with the same ones; each process reads them on first use.

use std::sync::Arc;

use rand::RngCore;
use tokio::sync::OnceCell;

use super::Env;
use crate::db;
use crate::error::AppResult;

/// A 256-bit key.
pub type Key = [u8; 32];

/// The installation's keys, once read.
#[derive(Debug, Clone)]
pub struct Keys {
    /// Signs the browsers' CSRF cookies, so a cookie planted from elsewhere is worth nothing.
    pub forms: Key,
}

/// Where a process keeps the keys once it has read them.
pub type KeyCell = Arc<OnceCell<Keys>>;

async fn key(env: &Env, purpose: &str) -> AppResult<Key> {
    let mut fresh = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut fresh);
    let stored = db::secrets::get_or_create(&env.pool, purpose, &fresh).await?;
    stored
        .get(..32)
        .and_then(|k| k.try_into().ok())
        .ok_or_else(|| anyhow::anyhow!("the installation secret {purpose} is too short").into())
}

/// The installation's keys, read from the database the first time a process asks.
pub async fn keys(env: &Env) -> AppResult<&Keys> {
    env.keys
        .get_or_try_init(|| async {
            Ok(Keys {
                forms: key(env, "forms").await?,
            })
        })
        .await
}
