//! The `users` table and the login attempts kept for rate limiting.

use sqlx::PgExecutor;

use super::UserId;
use crate::i18n::{Lang, Zone};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type, serde::Deserialize, serde::Serialize)]
#[sqlx(type_name = "numbering", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Numbering {
    Modern,
    Classic,
}

impl From<Numbering> for crate::rules::Numbering {
    fn from(n: Numbering) -> crate::rules::Numbering {
        match n {
            Numbering::Modern => crate::rules::Numbering::Modern,
            Numbering::Classic => crate::rules::Numbering::Classic,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type, serde::Deserialize, serde::Serialize)]
#[sqlx(type_name = "orientation", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    /// The player's own pieces at the bottom.
    OwnSide,
    /// The first seat at the bottom, whoever looks.
    FirstSeat,
}

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub numbering: Numbering,
    pub orientation: Orientation,
    pub email_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    /// The address typed at sign-up when another account had it (`email` is then a placeholder).
    pub claimed_email: Option<String>,
}

impl UserRow {
    /// The address to show the account's owner: the one typed at sign-up, even when another account has it.
    pub fn shown_email(&self) -> &str {
        self.claimed_email.as_deref().unwrap_or(&self.email)
    }
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    username: &str,
    email: &str,
    claimed_email: Option<&str>,
    password_hash: &str,
    lang: Lang,
) -> Result<UserId, sqlx::Error> {
    sqlx::query_scalar!(
        r#"INSERT INTO users (username, username_key, email, email_key, claimed_email, password_hash, lang)
           VALUES ($1, lower($1), $2, lower($2), $3, $4, $5) RETURNING id AS "id: UserId""#,
        username,
        email,
        claimed_email,
        password_hash,
        lang as Lang
    )
    .fetch_one(db)
    .await
}

pub async fn by_id(db: impl PgExecutor<'_>, id: UserId) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as!(
        UserRow,
        r#"SELECT id AS "id: UserId", username, email, numbering AS "numbering: Numbering",
                  orientation AS "orientation: Orientation", email_verified_at, claimed_email
           FROM users WHERE id = $1"#,
        id.0
    )
    .fetch_optional(db)
    .await
}

pub async fn id_by_name(db: impl PgExecutor<'_>, username: &str) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: UserId" FROM users WHERE username_key = lower($1)"#,
        username
    )
    .fetch_optional(db)
    .await
}

/// The account and password hash for a login name.
pub async fn credentials(db: impl PgExecutor<'_>, username: &str) -> Result<Option<(UserId, String)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT id AS "id: UserId", password_hash FROM users WHERE username_key = lower($1) AND role <> 'computer'"#,
        username
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.id, r.password_hash)))
}

pub async fn password_hash(db: impl PgExecutor<'_>, id: UserId) -> Result<String, sqlx::Error> {
    sqlx::query_scalar!("SELECT password_hash FROM users WHERE id = $1", id.0)
        .fetch_one(db)
        .await
}

pub async fn set_password(db: impl PgExecutor<'_>, id: UserId, hash: &str) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET password_hash = $2 WHERE id = $1", id.0, hash)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_email(db: impl PgExecutor<'_>, id: UserId, email: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "WITH forgotten AS (DELETE FROM mail_bounces WHERE user_id = $1)
         UPDATE users SET email = $2, email_key = lower($2), claimed_email = NULL WHERE id = $1",
        id.0,
        email
    )
    .execute(db)
    .await?;
    Ok(())
}

/// How a player wants the board drawn and moves sent.
#[derive(Debug, Clone, Copy)]
pub struct BoardPreferences {
    pub numbering: Numbering,
    pub orientation: Orientation,
    pub confirm_moves: bool,
    pub letters_only: bool,
}

/// The account's board preferences, and its time zone's name (none: the browser's, or UTC).
pub async fn preferences(
    db: impl PgExecutor<'_>,
    id: UserId,
) -> Result<Option<(BoardPreferences, Option<String>)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT numbering AS "numbering: Numbering", orientation AS "orientation: Orientation", confirm_moves,
                  letters_only, time_zone
           FROM users WHERE id = $1"#,
        id.0
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| {
        let board = BoardPreferences {
            numbering: r.numbering,
            orientation: r.orientation,
            confirm_moves: r.confirm_moves,
            letters_only: r.letters_only,
        };
        (board, r.time_zone)
    }))
}

pub async fn set_preferences(db: impl PgExecutor<'_>, id: UserId, p: BoardPreferences) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET numbering = $2, orientation = $3, confirm_moves = $4, letters_only = $5 WHERE id = $1",
        id.0,
        p.numbering as Numbering,
        p.orientation as Orientation,
        p.confirm_moves,
        p.letters_only
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The zone the player reads dates in (`None`: UTC, as if never chosen).
pub async fn set_time_zone(db: impl PgExecutor<'_>, id: UserId, zone: Option<Zone>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET time_zone = $2 WHERE id = $1",
        id.0,
        zone.map(Zone::name)
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn record_login(
    db: impl PgExecutor<'_>,
    username: &str,
    address: &str,
    succeeded: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO login_attempts (username_key, address, succeeded) VALUES (lower($1), $2, $3)",
        username,
        address,
        succeeded
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Whether the account has signed in from this very address before.
pub async fn signed_in_from(db: impl PgExecutor<'_>, username: &str, address: &str) -> Result<bool, sqlx::Error> {
    let found = sqlx::query_scalar!(
        "SELECT EXISTS (SELECT 1 FROM login_attempts WHERE username_key = lower($1) AND address = $2 AND succeeded)",
        username,
        address
    )
    .fetch_one(db)
    .await?;
    Ok(found.unwrap_or(false))
}

pub async fn set_lang(db: impl PgExecutor<'_>, id: UserId, lang: Lang) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET lang = $2 WHERE id = $1", id.0, lang as Lang)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn mark_verified(
    db: impl PgExecutor<'_>,
    id: UserId,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    // A confirmed address is one that reaches its player: its bounces are forgotten.
    sqlx::query!(
        "WITH forgotten AS (DELETE FROM mail_bounces WHERE user_id = $1)
         UPDATE users SET email_verified_at = $2 WHERE id = $1",
        id.0,
        at
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn id_by_email(db: impl PgExecutor<'_>, email: &str) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: UserId" FROM users WHERE email_key = lower($1)"#,
        email
    )
    .fetch_optional(db)
    .await
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type, serde::Deserialize)]
#[sqlx(type_name = "user_role", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Player,
    Admin,
    /// A computer player's account: it cannot sign in and is mailed nothing.
    Computer,
}

/// Takes the account's row lock for the rest of the transaction (to count what it has, then add to it).
pub async fn lock(db: impl PgExecutor<'_>, id: UserId) -> Result<(), sqlx::Error> {
    sqlx::query!("SELECT id FROM users WHERE id = $1 FOR UPDATE", id.0)
        .fetch_optional(db)
        .await?;
    Ok(())
}
