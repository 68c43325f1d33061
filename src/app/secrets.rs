//! The installation's own keys, made once and kept in the database so that every process signs and checks
//! with the same ones; each process reads them on first use.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::RngCore;
use sqlx::PgConnection;
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

/// The purpose under which the key of the inbound addresses (replies, bounces) is kept, and the one it replaced.
const MAIL_KEY: &str = "mail_addresses";
const PREVIOUS_MAIL_KEY: &str = "mail_addresses_previous";
/// How long addresses signed with the key before the last rotation keep working: mails already sent must stay
/// answerable while their game waits.
pub const PREVIOUS_MAIL_KEY_DAYS: i64 = 30;
/// How long a process signs with the key it read before reading it again: after a rotation, the others follow
/// within this time (their addresses stay valid as the previous key's).
const MAIL_KEY_FRESH: Duration = Duration::from_secs(300);

/// The keys of the inbound addresses: the one that signs, and the one before it while it is honoured.
#[derive(Debug, Clone)]
pub struct MailKeys {
    pub current: Key,
    pub previous: Option<Key>,
}

impl MailKeys {
    /// The keys an address may have been signed with.
    pub fn accepted(&self) -> impl Iterator<Item = &Key> {
        std::iter::once(&self.current).chain(&self.previous)
    }
}

/// Where a process keeps the mail keys it read, and when.
pub type MailKeyCell = Arc<Mutex<Option<(Instant, MailKeys)>>>;

async fn read_mail_keys(env: &Env) -> AppResult<MailKeys> {
    let current = key(env, MAIL_KEY).await?;
    let honoured_since = env.clock.now() - chrono::Duration::days(PREVIOUS_MAIL_KEY_DAYS);
    let previous = db::secrets::retired(&env.pool, PREVIOUS_MAIL_KEY, honoured_since)
        .await?
        .and_then(|k| k.get(..32).and_then(|k| k.try_into().ok()));
    Ok(MailKeys { current, previous })
}

/// The mail keys, as read at most a few minutes ago; `fresh` reads them again (an address that matches none of
/// the keys a process holds may be signed with a key another process has just made).
pub async fn mail_keys(env: &Env, fresh: bool) -> AppResult<MailKeys> {
    if !fresh
        && let Some((at, keys)) = env.mail_keys.lock().expect("the key cell is never poisoned").as_ref()
        && at.elapsed() < MAIL_KEY_FRESH
    {
        return Ok(keys.clone());
    }
    let keys = read_mail_keys(env).await?;
    *env.mail_keys.lock().expect("the key cell is never poisoned") = Some((Instant::now(), keys.clone()));
    Ok(keys)
}

/// Makes a new key for the inbound addresses, in the caller's transaction; the old one keeps working for
/// `PREVIOUS_MAIL_KEY_DAYS`.
pub async fn rotate_mail_key(tx: &mut PgConnection, env: &Env) -> AppResult<()> {
    // Made first if there is none yet, so that there is something to retire.
    key(env, MAIL_KEY).await?;
    let mut fresh = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut fresh);
    db::secrets::rotate(tx, MAIL_KEY, PREVIOUS_MAIL_KEY, &fresh, env.clock.now()).await?;
    *env.mail_keys.lock().expect("the key cell is never poisoned") = None;
    Ok(())
}
