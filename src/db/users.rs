//! The `users` table and the login attempts kept for rate limiting.

use sqlx::PgExecutor;

use super::UserId;
use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, serde::Deserialize)]
#[sqlx(type_name = "numbering", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Numbering {
    Modern,
    Classic,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, serde::Deserialize)]
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
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    username: &str,
    email: &str,
    password_hash: &str,
    lang: Lang,
) -> Result<UserId, sqlx::Error> {
    sqlx::query_scalar!(
        r#"INSERT INTO users (username, username_key, email, email_key, password_hash, lang)
           VALUES ($1, lower($1), $2, lower($2), $3, $4) RETURNING id AS "id: UserId""#,
        username,
        email,
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
                  orientation AS "orientation: Orientation", email_verified_at
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
        r#"SELECT id AS "id: UserId", password_hash FROM users WHERE username_key = lower($1)"#,
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
        "UPDATE users SET email = $2, email_key = lower($2) WHERE id = $1",
        id.0,
        email
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_preferences(
    db: impl PgExecutor<'_>,
    id: UserId,
    numbering: Numbering,
    orientation: Orientation,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET numbering = $2, orientation = $3 WHERE id = $1",
        id.0,
        numbering as Numbering,
        orientation as Orientation
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

/// Failed logins in the last 15 minutes, for this name and from this address.
pub async fn recent_failures(
    db: impl PgExecutor<'_>,
    username: &str,
    address: &str,
) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT count(*) FILTER (WHERE username_key = lower($1)) AS "by_name!",
                  count(*) FILTER (WHERE address = $2) AS "by_address!"
           FROM login_attempts
           WHERE NOT succeeded AND at > now() - interval '15 minutes'
             AND (username_key = lower($1) OR address = $2)"#,
        username,
        address
    )
    .fetch_one(db)
    .await?;
    Ok((row.by_name, row.by_address))
}

/// What sending a player mail needs to know about them.
#[derive(Debug, Clone)]
pub struct Recipient {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub numbering: Numbering,
    pub mail_off: serde_json::Value,
    pub daily_digest: bool,
    pub last_active_at: Option<chrono::DateTime<chrono::Utc>>,
    pub unsubscribe_secret: String,
    pub lang: Option<Lang>,
}

impl Recipient {
    /// Whether the player wants the mails of this kind (every kind is on until turned off).
    pub fn wants(&self, kind: super::outbox::MailKind) -> bool {
        self.mail_off.get(kind.as_str()).and_then(|v| v.as_bool()) != Some(false)
    }
}

pub async fn recipient(db: impl PgExecutor<'_>, id: UserId) -> Result<Recipient, sqlx::Error> {
    sqlx::query_as!(
        Recipient,
        r#"SELECT id AS "id: UserId", username, email, numbering AS "numbering: Numbering", mail_off, daily_digest,
                  last_active_at, unsubscribe_secret, lang AS "lang: Lang"
           FROM users WHERE id = $1"#,
        id.0
    )
    .fetch_one(db)
    .await
}

pub async fn set_lang(db: impl PgExecutor<'_>, id: UserId, lang: Lang) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET lang = $2 WHERE id = $1", id.0, lang as Lang)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn by_unsubscribe_secret(db: impl PgExecutor<'_>, secret: &str) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: UserId" FROM users WHERE unsubscribe_secret = $1"#,
        secret
    )
    .fetch_optional(db)
    .await
}

/// Stores which kinds of mail the player turned off, and whether turn mails come as a daily digest.
pub async fn set_mail_preferences(
    db: impl PgExecutor<'_>,
    id: UserId,
    off: &[super::outbox::MailKind],
    daily_digest: bool,
) -> Result<(), sqlx::Error> {
    let mail_off: serde_json::Map<String, serde_json::Value> = off
        .iter()
        .map(|k| (k.as_str().to_string(), serde_json::Value::Bool(false)))
        .collect();
    let mail_off = serde_json::Value::Object(mail_off);
    sqlx::query!(
        "UPDATE users SET mail_off = $2, daily_digest = $3 WHERE id = $1",
        id.0,
        mail_off,
        daily_digest
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn mark_verified(
    db: impl PgExecutor<'_>,
    id: UserId,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET email_verified_at = $2 WHERE id = $1", id.0, at)
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

/// A player's vacation: since when (if on one), the year the allowance counts for, and the time used of it.
#[derive(Debug, Clone)]
pub struct Vacation {
    pub since: Option<chrono::DateTime<chrono::Utc>>,
    pub year: Option<i32>,
    pub used_secs: i64,
}

pub async fn vacation(db: impl PgExecutor<'_>, id: UserId) -> Result<Vacation, sqlx::Error> {
    sqlx::query_as!(
        Vacation,
        "SELECT vacation_since AS since, vacation_year AS year, vacation_used_secs AS used_secs FROM users WHERE id = $1",
        id.0
    )
    .fetch_one(db)
    .await
}

pub async fn set_vacation(db: impl PgExecutor<'_>, id: UserId, v: &Vacation) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET vacation_since = $2, vacation_year = $3, vacation_used_secs = $4 WHERE id = $1",
        id.0,
        v.since,
        v.year,
        v.used_secs
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Players on vacation, with when it began and what they had used before.
pub async fn on_vacation(
    db: impl PgExecutor<'_>,
) -> Result<Vec<(UserId, chrono::DateTime<chrono::Utc>, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT id AS "id: UserId", vacation_since AS "since!", vacation_used_secs FROM users
           WHERE vacation_since IS NOT NULL"#
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.id, r.since, r.vacation_used_secs))
        .collect())
}

/// Players taking a daily digest who have had none for a day.
pub async fn digest_due(
    db: impl PgExecutor<'_>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Vec<UserId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: UserId" FROM users
           WHERE daily_digest AND (last_digest_at IS NULL OR last_digest_at <= $1::timestamptz - interval '1 day')"#,
        now
    )
    .fetch_all(db)
    .await
}

pub async fn set_digest_sent(
    db: impl PgExecutor<'_>,
    id: UserId,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET last_digest_at = $2 WHERE id = $1", id.0, at)
        .execute(db)
        .await?;
    Ok(())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "user_role", rename_all = "snake_case")]
pub enum Role {
    Player,
    Admin,
}

/// An account as the admin console lists and shows it.
#[derive(Debug, Clone)]
pub struct AdminUserRow {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub role: Role,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub last_active_at: Option<chrono::DateTime<chrono::Utc>>,
    pub email_verified_at: Option<chrono::DateTime<chrono::Utc>>,
    pub disabled_at: Option<chrono::DateTime<chrono::Utc>>,
    pub deleted_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Accounts whose name or email contains `q`, sorted by `sort` (name, joined or seen), a page of 50.
pub async fn search(db: impl PgExecutor<'_>, q: &str, sort: &str, page: i64) -> Result<Vec<AdminUserRow>, sqlx::Error> {
    sqlx::query_as!(
        AdminUserRow,
        r#"SELECT id AS "id: UserId", username, email, role AS "role: Role", created_at, last_active_at,
                  email_verified_at, disabled_at, deleted_at
           FROM users
           WHERE $1 = '' OR username ILIKE '%' || $1 || '%' OR email ILIKE '%' || $1 || '%'
           ORDER BY CASE WHEN $2 = 'joined' THEN created_at END DESC NULLS LAST,
                    CASE WHEN $2 = 'seen' THEN last_active_at END DESC NULLS LAST,
                    username_key
           LIMIT 50 OFFSET $3::bigint * 50"#,
        q,
        sort,
        page
    )
    .fetch_all(db)
    .await
}

pub async fn admin_row(db: impl PgExecutor<'_>, id: UserId) -> Result<Option<AdminUserRow>, sqlx::Error> {
    sqlx::query_as!(
        AdminUserRow,
        r#"SELECT id AS "id: UserId", username, email, role AS "role: Role", created_at, last_active_at,
                  email_verified_at, disabled_at, deleted_at
           FROM users WHERE id = $1"#,
        id.0
    )
    .fetch_optional(db)
    .await
}

/// The role and whether the account may act at all (not disabled, not deleted).
pub async fn standing(db: impl PgExecutor<'_>, id: UserId) -> Result<Option<(Role, bool)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT role AS "role: Role", (disabled_at IS NULL AND deleted_at IS NULL) AS "active!" FROM users WHERE id = $1"#,
        id.0
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.role, r.active)))
}

pub async fn set_role(db: impl PgExecutor<'_>, id: UserId, role: Role) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET role = $2 WHERE id = $1", id.0, role as Role)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_disabled(
    db: impl PgExecutor<'_>,
    id: UserId,
    at: Option<chrono::DateTime<chrono::Utc>>,
) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE users SET disabled_at = $2 WHERE id = $1", id.0, at)
        .execute(db)
        .await?;
    Ok(())
}

/// Anonymises an account: a neutral name, no address, no password, nothing to sign in with.
pub async fn anonymise(
    db: impl PgExecutor<'_>,
    id: UserId,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"UPDATE users SET username = 'former-player-' || id, username_key = 'former-player-' || id,
                  email = 'former-player-' || id || '@invalid', email_key = 'former-player-' || id || '@invalid',
                  password_hash = '!', deleted_at = $2, disabled_at = NULL, role = 'player',
                  vacation_since = NULL, mail_off = '{}', daily_digest = false
           WHERE id = $1"#,
        id.0,
        at
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Recent sign-ins (successful or not) under the account's name.
pub async fn recent_logins(
    db: impl PgExecutor<'_>,
    id: UserId,
) -> Result<Vec<(chrono::DateTime<chrono::Utc>, String, bool)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT a.at, a.address, a.succeeded FROM login_attempts a JOIN users u ON u.username_key = a.username_key
           WHERE u.id = $1 ORDER BY a.at DESC LIMIT 20"#,
        id.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.at, r.address, r.succeeded)).collect())
}

/// The account's sessions: when opened, last seen, from where.
pub async fn sessions(
    db: impl PgExecutor<'_>,
    id: UserId,
) -> Result<
    Vec<(
        chrono::DateTime<chrono::Utc>,
        chrono::DateTime<chrono::Utc>,
        Option<String>,
    )>,
    sqlx::Error,
> {
    let rows = sqlx::query!(
        "SELECT created_at, last_seen_at, address FROM sessions WHERE user_id = $1 ORDER BY last_seen_at DESC",
        id.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.created_at, r.last_seen_at, r.address))
        .collect())
}
