//! The `sign_in_throttle` table: failed sign-ins counted by key (an address, or an account at an address).
//! A key may fail a few times freely; after that each attempt waits twice as long as the one before (one
//! second, two, four … at most fifteen minutes), and fifteen quiet minutes forget it all.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

/// How long failures are remembered, and the longest wait.
const WINDOW_SECS: f64 = 900.0;

/// Counts an attempt under `key` (as a failure, until `succeeded` says otherwise), unless the key is held back
/// just now; in one statement, so parallel attempts are counted one after the other. Returns whether the
/// attempt may go ahead.
pub async fn attempt(db: impl PgExecutor<'_>, key: &str, now: DateTime<Utc>, free: i32) -> Result<bool, sqlx::Error> {
    let counted = sqlx::query_scalar!(
        r#"INSERT INTO sign_in_throttle AS t (key, failures, last_at) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
               failures = CASE WHEN t.last_at <= $2 - make_interval(secs => $4) THEN 1 ELSE t.failures + 1 END,
               last_at = $2
           WHERE t.last_at <= $2 - make_interval(secs => $4)
              OR t.failures < $3
              OR t.last_at <= $2 - make_interval(secs => least($4, power(2, t.failures - $3)))
           RETURNING failures"#,
        key,
        now,
        free,
        WINDOW_SECS
    )
    .fetch_optional(db)
    .await?;
    Ok(counted.is_some())
}

/// A right password: the attempt counted under `key` was no failure.
pub async fn succeeded(db: impl PgExecutor<'_>, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE sign_in_throttle SET failures = greatest(failures - 1, 0) WHERE key = $1",
        key
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Forgets keys quiet for longer than the window.
pub async fn purge(db: impl PgExecutor<'_>, now: DateTime<Utc>) -> Result<u64, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM sign_in_throttle WHERE last_at <= $1::timestamptz - make_interval(secs => $2)",
        now,
        WINDOW_SECS
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
