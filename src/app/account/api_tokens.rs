//! Personal access tokens for the JSON API: made on the account page (shown once, kept as a hash), revoked there,
//! and checked on every API request, which also counts the request against the account's rate limit.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};

use crate::app::Env;
use crate::app::account::accounts::{check_current_password, random_token, token_hash};
use crate::app::free_text;
use crate::db::api_tokens::{self, TokenUser};
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Live tokens one account may have.
pub const MAX_TOKENS: i64 = 20;

/// Requests one account may make a minute, through all its tokens.
pub const REQUESTS_PER_MINUTE: i32 = 120;

/// Tokens start with this, so that a leaked one is easy to recognise (and to search for in code).
const PREFIX: &str = "fpat_";

/// What a token may do: `read` (every token) and `play` (moves, setups, challenges).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Read,
    Play,
}

/// Makes a token and returns it: the only time it is ever shown.
pub async fn create(env: &Env, user: UserId, password: &str, name: &str, can_play: bool) -> AppResult<String> {
    let name = free_text::check(name, 1..=40, false, Msg::new("error-token-name"))?;
    // A token outlives the session it was made in: a session alone (a borrowed browser) must not make one.
    check_current_password(env, user, password).await?;
    let mut tx = env.pool.begin().await?;
    db::users::lock(&mut *tx, user).await?;
    if api_tokens::count_live(&mut *tx, user).await? >= MAX_TOKENS {
        return Err(AppError::Refused(
            Msg::new("error-too-many-tokens").with("n", MAX_TOKENS),
        ));
    }
    let token = format!("{PREFIX}{}", random_token());
    api_tokens::create(&mut *tx, user, name, &token_hash(&token), can_play, env.clock.now()).await?;
    tx.commit().await?;
    Ok(token)
}

pub async fn revoke(env: &Env, user: UserId, id: i64) -> AppResult<()> {
    if api_tokens::revoke(&env.pool, user, id, env.clock.now()).await? {
        Ok(())
    } else {
        Err(AppError::NotFound)
    }
}

/// Requests taken from the database's budget at once: a process answers that many of an account's requests
/// before it writes again, so that reading through the API stays reading.
const RESERVE: i32 = 10;

/// `last_used_at` is written again once it is this old.
const TOUCH_AFTER_SECS: i64 = 300;

/// What this process has taken of each account's budget and not yet spent, for the window it was taken in.
/// Requests reserved and not spent before the window ends are lost, so the limit may refuse a little early when
/// several processes serve one account, never late.
#[derive(Debug, Default, Clone)]
pub struct Reserved(Arc<Mutex<HashMap<UserId, Taken>>>);

/// When the window began in which requests were taken, and how many are left.
type Taken = (DateTime<Utc>, i32);

impl Reserved {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<UserId, Taken>> {
        self.0.lock().expect("the reserve's lock is never poisoned")
    }

    /// Spends one request reserved in a window that began after `window_since`, if there is one.
    fn spend(&self, user: UserId, window_since: DateTime<Utc>) -> bool {
        let mut map = self.lock();
        map.retain(|_, (start, _)| *start > window_since);
        match map.get_mut(&user) {
            Some((_, left)) if *left > 0 => {
                *left -= 1;
                true
            }
            _ => false,
        }
    }

    fn keep(&self, user: UserId, start: DateTime<Utc>, left: i32) {
        self.lock().insert(user, (start, left));
    }
}

/// The account behind a bearer token that may act with `scope`; the request is counted against the account.
pub async fn authenticate(env: &Env, token: &str, scope: Scope) -> AppResult<TokenUser> {
    let now = env.clock.now();
    let user = api_tokens::find(&env.pool, &token_hash(token))
        .await?
        .ok_or_else(|| AppError::Unauthorized(Msg::new("error-bad-token")))?;
    let window_since = now - Duration::minutes(1);
    if !env.api_reserved.spend(user.user_id, window_since) {
        let (taken, start) = api_tokens::reserve(&env.pool, user.user_id, RESERVE, now, window_since).await?;
        // Of the requests just taken, those within the limit may be answered (this one first).
        let granted = RESERVE - (taken - REQUESTS_PER_MINUTE).clamp(0, RESERVE);
        if granted == 0 {
            return Err(AppError::TooManyRequests(
                Msg::new("error-token-rate").with("n", REQUESTS_PER_MINUTE),
            ));
        }
        env.api_reserved.keep(user.user_id, start, granted - 1);
    }
    if user
        .last_used_at
        .is_none_or(|t| now - t > Duration::seconds(TOUCH_AFTER_SECS))
    {
        api_tokens::touch(&env.pool, user.token_id, now).await?;
    }
    if scope == Scope::Play && !user.can_play {
        return Err(AppError::Forbidden(Msg::new("error-token-read-only")));
    }
    Ok(user)
}
