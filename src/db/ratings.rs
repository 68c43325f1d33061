//! Ratings per player and preset, their history, and the figures of the preset and profile pages.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, UserId};
use crate::rating::Rating;

pub async fn get(db: impl PgExecutor<'_>, user: UserId, variant: &str) -> Result<Option<Rating>, sqlx::Error> {
    let row = sqlx::query!(
        "SELECT rating, deviation, volatility FROM ratings WHERE user_id = $1 AND variant = $2",
        user.0,
        variant
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }))
}

/// Whether the game has already been counted for this player.
pub async fn counted(db: impl PgExecutor<'_>, user: UserId, game: GameId) -> Result<bool, sqlx::Error> {
    let found = sqlx::query_scalar!(
        "SELECT 1 AS one FROM rating_history WHERE user_id = $1 AND game_id = $2",
        user.0,
        game.0
    )
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

pub async fn set(
    db: impl PgExecutor<'_>,
    user: UserId,
    variant: &str,
    r: Rating,
    game: GameId,
    at: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"WITH h AS (INSERT INTO rating_history (user_id, variant, game_id, rating, deviation, at)
                      VALUES ($1, $2, $6, $3, $4, $7))
           INSERT INTO ratings (user_id, variant, rating, deviation, volatility, games, updated_at)
           VALUES ($1, $2, $3, $4, $5, 1, $7)
           ON CONFLICT (user_id, variant) DO UPDATE SET rating = $3, deviation = $4, volatility = $5,
               games = ratings.games + 1, updated_at = $7"#,
        user.0,
        variant,
        r.rating,
        r.deviation,
        r.volatility,
        game.0,
        at
    )
    .execute(db)
    .await?;
    Ok(())
}

#[derive(Debug, Clone)]
pub struct BoardRow {
    pub username: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i32,
}

/// The best-rated players of a preset.
pub async fn leaderboard(db: impl PgExecutor<'_>, variant: &str) -> Result<Vec<BoardRow>, sqlx::Error> {
    sqlx::query_as!(
        BoardRow,
        r#"SELECT u.username, r.rating, r.deviation, r.games FROM ratings r JOIN users u ON u.id = r.user_id
           WHERE r.variant = $1 AND u.deleted_at IS NULL ORDER BY r.rating DESC LIMIT 100"#,
        variant
    )
    .fetch_all(db)
    .await
}

#[derive(Debug, Clone)]
pub struct PlayerRating {
    pub variant: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i32,
}

pub async fn of_player(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<PlayerRating>, sqlx::Error> {
    sqlx::query_as!(
        PlayerRating,
        "SELECT variant, rating, deviation, games FROM ratings WHERE user_id = $1 ORDER BY variant",
        user.0
    )
    .fetch_all(db)
    .await
}

/// A player's rating after each rated game, oldest first.
pub async fn history(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<(String, f64, DateTime<Utc>)>, sqlx::Error> {
    let rows = sqlx::query!(
        "SELECT variant, rating, at FROM rating_history WHERE user_id = $1 ORDER BY at, id",
        user.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.variant, r.rating, r.at)).collect())
}

/// Finished games of a preset: how many, won by the first seat, by the second, drawn (counted by a trigger as
/// each game ends).
pub async fn preset_results(db: impl PgExecutor<'_>, variant: &str) -> Result<[i64; 4], sqlx::Error> {
    let r = sqlx::query!(
        "SELECT games, first_wins, second_wins, draws FROM preset_results WHERE variant = $1",
        variant
    )
    .fetch_optional(db)
    .await?;
    Ok(r.map_or([0; 4], |r| [r.games, r.first_wins, r.second_wins, r.draws]))
}

/// How a preset's finished games ended: each way (its stored name), how many games, and the single moves they
/// took in all (counted by the same trigger).
pub async fn preset_endings(db: impl PgExecutor<'_>, variant: &str) -> Result<Vec<(String, i64, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        "SELECT reason, games, plies FROM preset_endings WHERE variant = $1 ORDER BY games DESC, reason",
        variant
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.reason, r.games, r.plies)).collect())
}

/// A preset's finished games against each computer level: the level, the games, the people's wins, the
/// computer's.
pub async fn preset_computer_results(
    db: impl PgExecutor<'_>,
    variant: &str,
) -> Result<Vec<(String, i64, i64, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        "SELECT level, games, person_wins, computer_wins FROM preset_computer_results WHERE variant = $1
         ORDER BY level",
        variant
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.level, r.games, r.person_wins, r.computer_wins))
        .collect())
}

/// A player's wins, draws and losses by preset.
pub async fn player_results(
    db: impl PgExecutor<'_>,
    user: UserId,
) -> Result<Vec<(String, i64, i64, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT variant,
                  count(*) FILTER (WHERE (winner = 0 AND first_id = $1) OR (winner = 1 AND second_id = $1)) AS "won!",
                  count(*) FILTER (WHERE winner IS NULL) AS "drawn!",
                  count(*) FILTER (WHERE (winner = 1 AND first_id = $1) OR (winner = 0 AND second_id = $1)) AS "lost!"
           FROM games WHERE status = 'finished' AND result_reason <> 'aborted' AND $1 IN (first_id, second_id)
           GROUP BY variant ORDER BY variant"#,
        user.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.variant, r.won, r.drawn, r.lost)).collect())
}
