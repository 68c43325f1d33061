//! The admin console's reads and writes of accounts: search, one account's page, role, disabling, deleting,
//! recent sign-ins.

use sqlx::PgExecutor;

use super::UserId;
use super::users::Role;

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
        r#"/* cold: the admin console's search looks for text anywhere in a name or an address */
           SELECT id AS "id: UserId", username, email, role AS "role: Role", created_at, last_active_at,
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
