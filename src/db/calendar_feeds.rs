//! The calendar feeds: each player's secret address, and the deadlines and dates a feed lists.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::games::GameStatus;
use super::{GameId, TournamentId, UserId};
use crate::i18n::Lang;
use crate::rules::Variant;

/// The player's calendar secret, if they asked for one.
pub async fn secret_of(db: impl PgExecutor<'_>, user: UserId) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!("SELECT secret FROM calendar_feeds WHERE user_id = $1", user.0)
        .fetch_optional(db)
        .await
}

/// Makes `fresh` the player's calendar secret: the first one, or in place of the old, which stops working.
pub async fn replace(
    db: impl PgExecutor<'_>,
    user: UserId,
    fresh: &str,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"INSERT INTO calendar_feeds (user_id, secret, created_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at"#,
        user.0,
        fresh,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The live account a calendar secret belongs to, as its feed needs it.
pub struct FeedOwner {
    pub id: UserId,
    pub username: String,
    pub lang: Option<Lang>,
    pub time_zone: Option<String>,
}

pub async fn owner(db: impl PgExecutor<'_>, secret: &str) -> Result<Option<FeedOwner>, sqlx::Error> {
    sqlx::query_as!(
        FeedOwner,
        r#"SELECT u.id AS "id: UserId", u.username, u.lang AS "lang: Lang", u.time_zone
           FROM calendar_feeds c JOIN users u ON u.id = c.user_id
           WHERE c.secret = $1 AND u.deleted_at IS NULL AND u.disabled_at IS NULL"#,
        secret
    )
    .fetch_optional(db)
    .await
}

/// A game in which the player must act now, and by when.
pub struct DueGame {
    pub id: GameId,
    pub variant: Variant,
    pub status: GameStatus,
    pub ply: i32,
    pub deadline: DateTime<Utc>,
    pub opponent: String,
}

/// The games in which `user` must act (set up or move) and whose clock runs, the nearest deadline first.
pub async fn due_games(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<DueGame>, sqlx::Error> {
    sqlx::query_as!(
        DueGame,
        r#"SELECT g.id AS "id: GameId", g.variant AS "variant: Variant", g.status AS "status: GameStatus", g.ply,
                  g.deadline AS "deadline!",
                  CASE WHEN g.first_id = $1 THEN s.username ELSE f.username END AS "opponent!"
           FROM games g
           JOIN users f ON f.id = g.first_id
           JOIN users s ON s.id = g.second_id
           WHERE g.id = ANY(ARRAY(SELECT acting_games($1))) AND g.deadline IS NOT NULL
           ORDER BY g.deadline"#,
        user.0
    )
    .fetch_all(db)
    .await
}

/// An event the player entered whose entries close on a date.
pub struct ClosingEntries {
    pub id: TournamentId,
    pub name: String,
    pub closes_at: DateTime<Utc>,
}

/// The events `user` entered that are still taking entries until a date.
pub async fn closing_entries(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<ClosingEntries>, sqlx::Error> {
    sqlx::query_as!(
        ClosingEntries,
        r#"SELECT t.id AS "id: TournamentId", t.name, t.closes_at AS "closes_at!"
           FROM tournament_entrants e JOIN tournaments t ON t.id = e.tournament_id
           WHERE e.user_id = $1 AND e.withdrawn_at IS NULL AND t.status = 'open' AND t.closes_at IS NOT NULL
           ORDER BY t.closes_at"#,
        user.0
    )
    .fetch_all(db)
    .await
}
