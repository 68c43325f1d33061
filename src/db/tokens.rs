//! Single-use tokens mailed to players: address verification, password reset, email change.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::UserId;

/// What a token is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPurpose {
    Verify,
    Reset,
    EmailChange,
}

impl TokenPurpose {
    pub const ALL: [TokenPurpose; 3] = [TokenPurpose::Verify, TokenPurpose::Reset, TokenPurpose::EmailChange];

    pub fn as_str(self) -> &'static str {
        match self {
            TokenPurpose::Verify => "verify",
            TokenPurpose::Reset => "reset",
            TokenPurpose::EmailChange => "email_change",
        }
    }

    pub fn parse(text: &str) -> Option<TokenPurpose> {
        TokenPurpose::ALL.into_iter().find(|p| p.as_str() == text)
    }
}

pub async fn create(
    db: impl PgExecutor<'_>,
    hash: &[u8],
    user: UserId,
    purpose: TokenPurpose,
    new_email: Option<&str>,
    expires_at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO tokens (token_hash, user_id, purpose, new_email, expires_at) VALUES ($1, $2, $3, $4, $5)",
        hash,
        user.0,
        purpose as TokenPurpose,
        new_email,
        expires_at
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Uses a token: marks it used and returns its user (and new email), if it exists, has this purpose, is
/// unused and has not expired.
pub async fn take(
    db: impl PgExecutor<'_>,
    hash: &[u8],
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<Option<(UserId, Option<String>)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"UPDATE tokens SET used_at = $3
           WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
           RETURNING user_id AS "user_id: UserId", new_email"#,
        hash,
        purpose as TokenPurpose,
        now
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.user_id, r.new_email)))
}

/// Whether a token would be accepted, without using it (to show its form).
pub async fn valid(
    db: impl PgExecutor<'_>,
    hash: &[u8],
    purpose: TokenPurpose,
    now: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let found = sqlx::query_scalar!(
        "SELECT 1 AS one FROM tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3",
        hash,
        purpose as TokenPurpose,
        now
    )
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// Ends every unused token of these purposes the account has: a reset link must not outlive a new password, a
/// newer link or a new address.
pub async fn revoke(
    db: impl PgExecutor<'_>,
    user: UserId,
    purposes: &[TokenPurpose],
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    let purposes: Vec<&str> = purposes.iter().map(|p| p.as_str()).collect();
    sqlx::query!(
        "UPDATE tokens SET used_at = $3 WHERE user_id = $1 AND purpose = ANY($2) AND used_at IS NULL",
        user.0,
        &purposes as &[&str],
        now
    )
    .execute(db)
    .await?;
    Ok(())
}
