//! Signing in: passwords checked under throttling (by network, by account from a network, and by account
//! from addresses it never signed in from, with growing waits), and sessions, stored as token hashes, that
//! end on the server after a time unused and a time in all.

use sqlx::PgPool;

use crate::app::Env;
use crate::app::account::accounts::{random_token, token_hash, verify_password};
use crate::db::sessions::{LiveSession, SessionKey, SessionSeen, SessionUser};
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Failed sign-ins allowed before each further attempt waits (one second, then two, four … fifteen minutes):
/// for an account from one network, from one network for all accounts, and for an account from everywhere
/// but the addresses it has signed in from. An opponent failing from their own network never holds back the
/// right password from the owner's usual address, and guessing from many addresses is slowed all the same.
const FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS: i32 = 5;
const FREE_FAILURES_PER_ADDRESS: i32 = 20;
const FREE_FAILURES_PER_ACCOUNT: i32 = 10;

/// The network an address is counted by: itself for IPv4, its /64 for IPv6 (one subscriber's line or one
/// host's block holds a whole /64, so counting single addresses there would count nothing).
pub fn network(address: &str) -> String {
    match address.parse::<std::net::IpAddr>() {
        Ok(std::net::IpAddr::V6(v6)) if v6.to_ipv4_mapped().is_none() => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
        }
        Ok(std::net::IpAddr::V6(v6)) => v6.to_ipv4_mapped().map_or_else(String::new, |v4| v4.to_string()),
        _ => address.to_string(),
    }
}

/// Checks a sign-in. The answer never tells whether the username exists.
pub async fn authenticate(env: &Env, username: &str, password: &str, address: &str) -> AppResult<UserId> {
    let pool = &env.pool;
    let now = env.clock.now();
    let name = username.trim().to_lowercase();
    let net = network(address);
    let by_address = format!("address:{net}");
    let by_pair = format!("account:{name}@{net}");
    let by_account = format!("account:{name}");
    let known = db::users::signed_in_from(pool, username, address).await?;
    let allowed = db::throttle::attempt(pool, &by_address, now, FREE_FAILURES_PER_ADDRESS).await?
        && db::throttle::attempt(pool, &by_pair, now, FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS).await?
        && (known || db::throttle::attempt(pool, &by_account, now, FREE_FAILURES_PER_ACCOUNT).await?);
    if !allowed {
        return Err(AppError::TooManyRequests(Msg::new("error-sign-in-paused")));
    }
    let found = db::users::credentials(pool, username).await?;
    let ok = verify_password(env, password.to_string(), found.as_ref().map(|(_, h)| h.clone())).await?;
    db::users::record_login(pool, username, address, ok).await?;
    if ok {
        db::throttle::succeeded(pool, &by_address).await?;
        db::throttle::succeeded(pool, &by_pair).await?;
        if !known {
            db::throttle::succeeded(pool, &by_account).await?;
        }
    }
    match found {
        Some((id, _)) if ok => match db::user_admin::standing(pool, id).await? {
            Some((_, true)) => Ok(id),
            _ => Err(AppError::Refused(Msg::new("error-account-disabled"))),
        },
        _ => Err(AppError::Refused(Msg::new("error-wrong-credentials"))),
    }
}

/// A session ends after this long without use (longer than a whole year's vacation)…
pub const SESSION_IDLE_DAYS: i64 = 45;
/// …and after this long at all (the cookie's own life).
pub const SESSION_MAX_DAYS: i64 = 90;
/// A session's "last seen" is written at most this often: a page view reads and does not write.
const SEEN_EVERY_MINUTES: i64 = 5;

/// The times before which a session has ended: unused since, or opened before.
fn session_limits(env: &Env) -> (chrono::DateTime<chrono::Utc>, chrono::DateTime<chrono::Utc>) {
    let now = env.clock.now();
    (
        now - chrono::Duration::days(SESSION_IDLE_DAYS),
        now - chrono::Duration::days(SESSION_MAX_DAYS),
    )
}

/// Opens a session and returns its token, for the cookie. Only its hash is stored. The player is on the site
/// from this moment (so no turn mail while they are). The session the browser held before (`replacing`, its
/// token), whoever's it was, ends: a cookie that is overwritten must not leave a session behind.
pub async fn open_session(
    env: &Env,
    user: UserId,
    address: &str,
    user_agent: &str,
    replacing: Option<&str>,
) -> AppResult<String> {
    let token = random_token();
    let user_agent: String = user_agent.chars().filter(|c| !c.is_control()).take(200).collect();
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    if let Some(old) = replacing {
        db::sessions::delete_by_token(&mut *tx, &token_hash(old)).await?;
    }
    let session = db::sessions::create(&mut *tx, &token_hash(&token), user, address, &user_agent, now).await?;
    db::sessions::touch(&mut *tx, session, user, now).await?;
    tx.commit().await?;
    Ok(token)
}

/// The signed-in user of a session token, if the session is alive. Notes the visit at most every few minutes,
/// so that page views stay reads; the "on the site, so no turn mail" rule works with that coarser time.
pub async fn resolve_session(env: &Env, token: &str) -> AppResult<Option<SessionUser>> {
    match db::sessions::resolve(&env.pool, &session_key(env, token)).await? {
        Some(live) => Ok(Some(seen(env, live).await?)),
        None => Ok(None),
    }
}

/// What a statement needs to read the session of `token` itself.
pub(in crate::app) fn session_key(env: &Env, token: &str) -> SessionKey {
    let (idle_since, opened_since) = session_limits(env);
    SessionKey {
        token_hash: token_hash(token),
        idle_since,
        opened_since,
    }
}

/// The user of a session that a page's statement read, or of `token` when that statement could not tell; notes
/// the visit as `resolve_session` does.
pub(in crate::app) async fn user_of(env: &Env, token: &str, seen_there: SessionSeen) -> AppResult<Option<SessionUser>> {
    match seen_there {
        SessionSeen::Live(live) => Ok(Some(seen(env, live).await?)),
        SessionSeen::Ended => Ok(None),
        SessionSeen::Unknown => resolve_session(env, token).await,
    }
}

/// The session's user, after noting the visit if the session was last noted as seen a while ago.
async fn seen(env: &Env, live: LiveSession) -> AppResult<SessionUser> {
    let now = env.clock.now();
    if now - live.last_seen_at >= chrono::Duration::minutes(SEEN_EVERY_MINUTES) {
        db::sessions::touch(&env.pool, live.user.session_id, live.user.user_id, now).await?;
    }
    Ok(live.user)
}

/// Deletes the sessions that have ended (the clock sweep calls it). Returns how many.
pub async fn purge_sessions(env: &Env) -> AppResult<u64> {
    let (idle_since, opened_since) = session_limits(env);
    Ok(db::sessions::purge(&env.pool, idle_since, opened_since).await?)
}

/// Ends one of the user's own sessions (from the account page's list).
pub async fn end_own_session(env: &Env, user: UserId, session_id: i64) -> AppResult<()> {
    if db::sessions::delete_own(&env.pool, user, session_id).await? {
        Ok(())
    } else {
        Err(AppError::NotFound)
    }
}

pub async fn close_session(pool: &PgPool, session_id: i64) -> AppResult<()> {
    Ok(db::sessions::delete(pool, session_id).await?)
}

#[cfg(test)]
mod tests {
    use super::network;

    #[test]
    fn ipv6_clients_are_counted_by_their_64_and_ipv4_by_their_address() {
        assert_eq!(network("203.0.113.9"), "203.0.113.9");
        assert_eq!(network("2001:db8:1:2::1"), "2001:db8:1:2::/64");
        assert_eq!(network("2001:db8:1:2:ffff:1:2:3"), "2001:db8:1:2::/64");
        assert_eq!(network("::ffff:203.0.113.9"), "203.0.113.9");
        assert_eq!(network("unknown"), "unknown");
    }
}
