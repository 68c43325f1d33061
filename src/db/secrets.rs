//! The `installation_secrets` table: keys made once for the whole installation.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

/// The secret kept for `purpose`, made from `fresh` if there is none yet. Two processes starting at once both
/// end up with the one that was stored first.
pub async fn get_or_create(db: &PgPool, purpose: &str, fresh: &[u8]) -> Result<Vec<u8>, sqlx::Error> {
    sqlx::query!(
        "INSERT INTO installation_secrets (purpose, secret) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING",
        purpose,
        fresh
    )
    .execute(db)
    .await?;
    sqlx::query_scalar!(
        "/* cold: read once per process */ SELECT secret FROM installation_secrets WHERE purpose = $1",
        purpose
    )
    .fetch_one(db)
    .await
}

/// The secret kept for `purpose` if it was made (retired) after `since`.
pub async fn retired(db: &PgPool, purpose: &str, since: DateTime<Utc>) -> Result<Option<Vec<u8>>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT secret FROM installation_secrets WHERE purpose = $1 AND created_at > $2",
        purpose,
        since
    )
    .fetch_optional(db)
    .await
}

/// Replaces the secret of `purpose` with `fresh`, keeping the one replaced under `previous`, retired at `now`.
pub async fn rotate(
    tx: &mut PgConnection,
    purpose: &str,
    previous: &str,
    fresh: &[u8],
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"WITH old AS (SELECT secret FROM installation_secrets WHERE purpose = $1 FOR UPDATE)
           INSERT INTO installation_secrets (purpose, secret, created_at) SELECT $2, secret, $3 FROM old
           ON CONFLICT (purpose) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at"#,
        purpose,
        previous,
        now
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "UPDATE installation_secrets SET secret = $2, created_at = $3 WHERE purpose = $1",
        purpose,
        fresh,
        now
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}
