//! What the `users` table knows about a player's mail: address, language and settings for each mail, the
//! unsubscribe secret, and the daily digest.

use sqlx::PgExecutor;
use sqlx::types::Json;

use super::UserId;
use super::outbox::MailKind;
use super::users::Numbering;
use crate::i18n::{Lang, Zone};

/// What sending a player mail needs to know about them.
#[derive(Debug, Clone, serde::Deserialize)]
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
    /// A computer player: it is mailed nothing, and is asked for its move instead.
    pub is_computer: bool,
    /// Replies to turn mails are played.
    pub mail_moves: bool,
    /// A "move played" mail answers a move by mail.
    pub mail_move_receipts: bool,
    /// Hard bounces of mail to the present address since it was last confirmed.
    pub mail_bounces: i32,
    /// The present address is confirmed.
    pub email_verified: bool,
    /// The zone the player reads dates in, once chosen.
    pub time_zone: Option<Zone>,
}

impl Recipient {
    /// Whether the player wants the mails of this kind (every kind is on until turned off).
    pub fn wants(&self, kind: MailKind) -> bool {
        self.mail_off.get(kind.as_str()).and_then(|v| v.as_bool()) != Some(false)
    }
}

/// The SQL function `recipient` reads it (as JSON), here and in the statement that writes a move.
pub async fn recipient(db: impl PgExecutor<'_>, id: UserId) -> Result<Recipient, sqlx::Error> {
    let found = sqlx::query_scalar!(
        r#"SELECT to_jsonb(r) AS "r!: Json<Recipient>" FROM recipient($1) r"#,
        id.0
    )
    .fetch_one(db)
    .await?;
    Ok(found.0)
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
    off: &[MailKind],
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

/// Gives the account a new unsubscribe secret: the links in mails already sent stop working.
pub async fn rotate_unsubscribe_secret(db: impl PgExecutor<'_>, id: UserId) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET unsubscribe_secret = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
         WHERE id = $1",
        id.0
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Stores whether the player's replies to turn mails are played, and whether a played one is answered.
pub async fn set_moves_by_mail(
    db: impl PgExecutor<'_>,
    id: UserId,
    moves: bool,
    receipts: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE users SET mail_moves = $2, mail_move_receipts = $3 WHERE id = $1",
        id.0,
        moves,
        receipts
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Counts a hard bounce of mail to `address`, if it is still the account's address. Returns the bounces
/// counted since the address was last confirmed, or `None` when the account has another address now.
pub async fn record_bounce(
    db: impl PgExecutor<'_>,
    id: UserId,
    address: &str,
    at: chrono::DateTime<chrono::Utc>,
    detail: &str,
) -> Result<Option<i32>, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO mail_bounces (user_id, address, bounces, since, detail)
         SELECT id, email, 1, $3, $4 FROM users WHERE id = $1 AND email_key = lower($2)
         ON CONFLICT (user_id) DO UPDATE SET bounces = mail_bounces.bounces + 1, detail = excluded.detail
         RETURNING bounces",
        id.0,
        address,
        at,
        detail
    )
    .fetch_optional(db)
    .await
}

/// An address that bounces, as the admin console lists it.
#[derive(Debug, Clone)]
pub struct Bouncing {
    pub username: String,
    pub email: String,
    pub since: chrono::DateTime<chrono::Utc>,
    pub bounces: i32,
    pub detail: Option<String>,
}

/// The addresses that bounce, longest first.
pub async fn bouncing(db: impl PgExecutor<'_>) -> Result<Vec<Bouncing>, sqlx::Error> {
    sqlx::query_as!(
        Bouncing,
        r#"/* cold: the few failing addresses, every one */
           SELECT u.username, b.address AS email, b.since, b.bounces, b.detail AS "detail?"
           FROM mail_bounces b JOIN users u ON u.id = b.user_id ORDER BY b.since LIMIT 200"#
    )
    .fetch_all(db)
    .await
}
