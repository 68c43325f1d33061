//! Accounts: registration, sign-in with rate limiting, sessions, passwords, emails and preferences.

use argon2::Argon2;
use argon2::password_hash::{
    PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng,
};
use rand::RngCore;
use sha2::{Digest, Sha256};
use sqlx::PgPool;

use crate::db::users::{Numbering, Orientation};
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};

/// A username: 3 to 24 letters, digits, `_` or `-`, unique without regard to case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(text: &str) -> AppResult<Username> {
        let t = text.trim();
        let ok_chars = t
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
        if !(3..=24).contains(&t.chars().count()) || !ok_chars {
            return Err(AppError::Refused(
                "A username has 3 to 24 characters: letters, digits, _ and -.".to_string(),
            ));
        }
        Ok(Username(t.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An email address, checked for the shape `name@domain.tld`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(text: &str) -> AppResult<Email> {
        let t = text.trim();
        let valid = match t.split_once('@') {
            Some((local, domain)) => {
                !local.is_empty()
                    && domain.contains('.')
                    && !domain.starts_with('.')
                    && !domain.ends_with('.')
                    && !t.chars().any(|c| c.is_whitespace() || c == '<' || c == '>')
                    && t.len() <= 254
            }
            None => false,
        };
        if !valid {
            return Err(AppError::Refused(
                "That is not an email address we can write to.".to_string(),
            ));
        }
        Ok(Email(t.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

fn check_password_strength(password: &str) -> AppResult<()> {
    let n = password.chars().count();
    if !(10..=200).contains(&n) {
        return Err(AppError::Refused(
            "A password has at least 10 characters.".to_string(),
        ));
    }
    Ok(())
}

async fn hash_password(password: String) -> AppResult<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
    })
    .await
    .map_err(anyhow::Error::from)?
    .map_err(AppError::Internal)
}

/// Verifies off the async threads. Unknown users are checked against a dummy hash, so that the time taken
/// does not tell whether a name exists.
async fn verify_password(password: String, hash: Option<String>) -> AppResult<bool> {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    tokio::task::spawn_blocking(move || {
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| {
            DUMMY
                .get_or_init(|| {
                    let salt = SaltString::generate(&mut OsRng);
                    Argon2::default()
                        .hash_password(b"no such user", &salt)
                        .expect("hashing a constant")
                        .to_string()
                })
                .clone()
        });
        let parsed = PasswordHash::new(&hash)
            .map_err(|e| anyhow::anyhow!("a stored hash is unreadable: {e}"))?;
        let ok = Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok();
        Ok::<bool, anyhow::Error>(known && ok)
    })
    .await
    .map_err(anyhow::Error::from)?
    .map_err(AppError::Internal)
}

pub async fn register(
    pool: &PgPool,
    username: &str,
    email: &str,
    password: &str,
) -> AppResult<UserId> {
    let username = Username::parse(username)?;
    let email = Email::parse(email)?;
    check_password_strength(password)?;
    let hash = hash_password(password.to_string()).await?;
    db::users::insert(pool, username.as_str(), email.as_str(), &hash)
        .await
        .map_err(|e| match db::unique_violation(&e).as_deref() {
            Some("users_username_key_key") => {
                AppError::Refused("That username is taken.".to_string())
            }
            Some("users_email_key_key") => {
                AppError::Refused("An account with that email address exists already.".to_string())
            }
            _ => e.into(),
        })
}

/// Attempts allowed in 15 minutes before sign-in pauses: per account, and per address.
const MAX_FAILURES_PER_NAME: i64 = 5;
const MAX_FAILURES_PER_ADDRESS: i64 = 20;

/// Checks a sign-in. The answer never tells whether the username exists.
pub async fn authenticate(
    pool: &PgPool,
    username: &str,
    password: &str,
    address: &str,
) -> AppResult<UserId> {
    let (by_name, by_address) = db::users::recent_failures(pool, username, address).await?;
    if by_name >= MAX_FAILURES_PER_NAME || by_address >= MAX_FAILURES_PER_ADDRESS {
        return Err(AppError::TooManyRequests(
            "sign-in is paused for 15 minutes after several wrong passwords.".to_string(),
        ));
    }
    let found = db::users::credentials(pool, username).await?;
    let ok = verify_password(password.to_string(), found.as_ref().map(|(_, h)| h.clone())).await?;
    db::users::record_login(pool, username, address, ok).await?;
    match found {
        Some((id, _)) if ok => Ok(id),
        _ => Err(AppError::Refused("Wrong username or password.".to_string())),
    }
}

fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// A fresh random token, as hex.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// Opens a session and returns its token, for the cookie. Only its hash is stored.
pub async fn open_session(pool: &PgPool, user: UserId, address: &str) -> AppResult<String> {
    let token = random_token();
    db::sessions::create(pool, &token_hash(&token), user, address).await?;
    Ok(token)
}

pub async fn resolve_session(
    pool: &PgPool,
    token: &str,
) -> AppResult<Option<db::sessions::SessionUser>> {
    Ok(db::sessions::resolve(pool, &token_hash(token)).await?)
}

pub async fn close_session(pool: &PgPool, session_id: i64) -> AppResult<()> {
    Ok(db::sessions::delete(pool, session_id).await?)
}

/// Ends every session of the user but `keep` (all of them with `None`).
pub async fn close_other_sessions(pool: &PgPool, user: UserId, keep: Option<i64>) -> AppResult<()> {
    Ok(db::sessions::delete_others(pool, user, keep).await?)
}

async fn check_current_password(pool: &PgPool, user: UserId, password: &str) -> AppResult<()> {
    let hash = db::users::password_hash(pool, user).await?;
    if !verify_password(password.to_string(), Some(hash)).await? {
        return Err(AppError::Refused(
            "Your current password is not right.".to_string(),
        ));
    }
    Ok(())
}

/// Changes the password and ends every other session of the account.
pub async fn change_password(
    pool: &PgPool,
    user: UserId,
    session: i64,
    current: &str,
    new: &str,
) -> AppResult<()> {
    check_current_password(pool, user, current).await?;
    check_password_strength(new)?;
    let hash = hash_password(new.to_string()).await?;
    let mut tx = pool.begin().await?;
    db::users::set_password(&mut *tx, user, &hash).await?;
    db::sessions::delete_others(&mut *tx, user, Some(session)).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn change_email(
    pool: &PgPool,
    user: UserId,
    password: &str,
    email: &str,
) -> AppResult<()> {
    check_current_password(pool, user, password).await?;
    let email = Email::parse(email)?;
    db::users::set_email(pool, user, email.as_str())
        .await
        .map_err(|e| match db::unique_violation(&e) {
            Some(_) => {
                AppError::Refused("An account with that email address exists already.".to_string())
            }
            None => e.into(),
        })
}

pub async fn set_preferences(
    pool: &PgPool,
    user: UserId,
    numbering: Numbering,
    orientation: Orientation,
) -> AppResult<()> {
    Ok(db::users::set_preferences(pool, user, numbering, orientation).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_and_emails_are_checked() {
        assert!(Username::parse("alice_01").is_ok());
        assert!(Username::parse("al").is_err());
        assert!(Username::parse("alice smith").is_err());
        assert!(Username::parse("<script>").is_err());
        assert!(Email::parse("a@example.org").is_ok());
        assert!(Email::parse("a@example").is_err());
        assert!(Email::parse("example.org").is_err());
        assert!(Email::parse("a b@example.org").is_err());
    }
}
