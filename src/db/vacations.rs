//! Players' vacations, as the `users` table keeps them.

use sqlx::PgExecutor;

use super::UserId;

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
