//! The `audit_log`: who did what to whom, when, and why.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, UserId};

pub struct Entry<'a> {
    pub actor_id: Option<UserId>,
    pub actor_name: &'a str,
    pub via: &'a str,
    pub action: &'a str,
    pub target_user: Option<UserId>,
    pub target_game: Option<GameId>,
    pub target: &'a str,
    pub reason: &'a str,
}

pub async fn record(db: impl PgExecutor<'_>, e: &Entry<'_>, at: DateTime<Utc>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"INSERT INTO audit_log (at, actor_id, actor_name, via, action, target_user, target_game, target, reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"#,
        at,
        e.actor_id.map(|u| u.0),
        e.actor_name,
        e.via,
        e.action,
        e.target_user.map(|u| u.0),
        e.target_game.map(|g| g.0),
        e.target,
        e.reason
    )
    .execute(db)
    .await?;
    Ok(())
}

#[derive(Debug, Clone)]
pub struct Row {
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub via: String,
    pub action: String,
    pub target: String,
    pub reason: String,
}

/// The newest entries matching the filters (empty filters match everything).
pub async fn list(db: impl PgExecutor<'_>, actor: &str, action: &str, target: &str) -> Result<Vec<Row>, sqlx::Error> {
    sqlx::query_as!(
        Row,
        r#"SELECT at, actor_name, via, action, target, reason FROM audit_log
           WHERE ($1 = '' OR actor_name ILIKE '%' || $1 || '%')
             AND ($2 = '' OR action = $2)
             AND ($3 = '' OR target ILIKE '%' || $3 || '%')
           ORDER BY id DESC LIMIT 500"#,
        actor,
        action,
        target
    )
    .fetch_all(db)
    .await
}
