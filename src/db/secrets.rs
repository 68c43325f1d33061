//! The `installation_secrets` table: keys made once for the whole installation.

use sqlx::PgPool;

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
