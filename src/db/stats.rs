//! Counts for `/metrics`: the outbox, games by state, moves in the last minute.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::games::GameStatus;

#[derive(Debug, Clone)]
pub struct Stats {
    pub mail_due: i64,
    pub mail_in_flight: i64,
    pub mail_failed: i64,
    /// Seconds the oldest due mail has waited (0 when none is due).
    pub oldest_due_secs: f64,
    pub games: Vec<(GameStatus, i64)>,
    pub moves_last_minute: i64,
    /// Accounts whose address bounces, and of them those no more mail is queued to.
    pub bouncing: i64,
    pub bouncing_suspended: i64,
}

/// `suspend_after`: the bounces after which no more mail is queued to an address.
pub async fn read(pool: &PgPool, now: DateTime<Utc>, suspend_after: i32) -> Result<Stats, sqlx::Error> {
    let mail = sqlx::query!(
        r#"SELECT
             count(*) FILTER (WHERE state = 'pending' AND next_attempt_at <= $1
                              AND (locked_until IS NULL OR locked_until <= $1)) AS "due!",
             count(*) FILTER (WHERE state = 'pending' AND locked_until > $1) AS "in_flight!",
             count(*) FILTER (WHERE state = 'failed') AS "failed!",
             COALESCE(EXTRACT(EPOCH FROM $1 - min(next_attempt_at) FILTER (WHERE state = 'pending'
                              AND next_attempt_at <= $1))::float8, 0) AS "oldest_due!"
           FROM outbox WHERE state <> 'sent'"#,
        now
    )
    .fetch_one(pool)
    .await?;
    let games = sqlx::query!(
        r#"/* cold: a scrape counts every game, reading the status index once */
           SELECT status AS "status!: GameStatus", count(*) AS "n!" FROM games GROUP BY status ORDER BY 1"#
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(|r| (r.status, r.n))
    .collect();
    let moves_last_minute = sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM moves WHERE played_at > $1::timestamptz - interval '1 minute'"#,
        now
    )
    .fetch_one(pool)
    .await?;
    let bounces = sqlx::query!(
        r#"/* cold: a scrape counts the few failing addresses */
           SELECT count(*) AS "bouncing!", count(*) FILTER (WHERE bounces >= $1) AS "suspended!" FROM mail_bounces"#,
        suspend_after
    )
    .fetch_one(pool)
    .await?;
    Ok(Stats {
        mail_due: mail.due,
        mail_in_flight: mail.in_flight,
        mail_failed: mail.failed,
        oldest_due_secs: mail.oldest_due,
        games,
        moves_last_minute,
        bouncing: bounces.bouncing,
        bouncing_suspended: bounces.suspended,
    })
}
