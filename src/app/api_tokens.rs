//! Personal access tokens for the JSON API: made on the account page (shown once, kept as a hash), revoked there,
//! and checked on every API request, which also counts the request against the token's rate limit.

use chrono::Duration;

use super::Env;
use super::accounts::{check_current_password, random_token, token_hash};
use super::free_text;
use crate::db::api_tokens::{self, TokenUser};
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Live tokens one account may have.
pub const MAX_TOKENS: i64 = 20;

/// Requests one token may make a minute.
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

/// The account behind a bearer token that may act with `scope`; the request is counted against the account.
pub async fn authenticate(env: &Env, token: &str, scope: Scope) -> AppResult<TokenUser> {
    let now = env.clock.now();
    let user = api_tokens::use_token(&env.pool, &token_hash(token), now, now - Duration::minutes(1))
        .await?
        .ok_or_else(|| AppError::Unauthorized(Msg::new("error-bad-token")))?;
    if user.requests_in_window > REQUESTS_PER_MINUTE {
        return Err(AppError::TooManyRequests(
            Msg::new("error-token-rate").with("n", REQUESTS_PER_MINUTE),
        ));
    }
    if scope == Scope::Play && !user.can_play {
        return Err(AppError::Forbidden(Msg::new("error-token-read-only")));
    }
    Ok(user)
}
