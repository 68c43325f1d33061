//! The `tournaments`, `tournament_entrants` and `tournament_byes` tables, and the games that name an event.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::games::GameStatus;
use super::{GameId, TournamentId, UserId};
use crate::rules::{GameEnd, Seat, Variant};

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type, serde::Deserialize)]
#[sqlx(type_name = "tournament_format", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Everyone plays everyone twice, once in each seat; all the games start at once.
    RoundRobin,
    /// Rounds paired by score, one after another.
    Swiss,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "tournament_status", rename_all = "snake_case")]
pub enum TournamentStatus {
    Open,
    /// Full, or started early: a worker is about to start the games.
    Starting,
    Running,
    Finished,
    Cancelled,
}

impl Format {
    pub fn as_str(self) -> &'static str {
        match self {
            Format::RoundRobin => "round_robin",
            Format::Swiss => "swiss",
        }
    }
}

impl TournamentStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Starting => "starting",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }
}

/// An event, with its creator's name and how many have entered.
#[derive(Debug, Clone)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub name: String,
    pub description: String,
    pub creator_id: UserId,
    pub creator_name: String,
    pub variant: Variant,
    pub time_control: serde_json::Value,
    pub rated: bool,
    pub format: Format,
    pub max_players: i32,
    pub rounds: Option<i32>,
    pub closes_at: Option<DateTime<Utc>>,
    pub status: TournamentStatus,
    pub current_round: i32,
    pub created_at: DateTime<Utc>,
    pub entrants: i64,
}

/// The one statement that reads events; `$tail` ends it (which events, in what order, whether locked).
macro_rules! select_tournaments {
    ($tail:tt, $($arg:expr),*) => {
        sqlx::query_as!(
            TournamentRow,
            r#"SELECT t.id AS "id: TournamentId", t.name, t.description, t.creator_id AS "creator_id: UserId",
                      u.username AS creator_name, t.variant AS "variant: Variant", t.time_control, t.rated,
                      t.format AS "format: Format", t.max_players, t.rounds, t.closes_at,
                      t.status AS "status: TournamentStatus", t.current_round, t.created_at,
                      (SELECT count(*) FROM tournament_entrants e WHERE e.tournament_id = t.id) AS "entrants!"
               FROM tournaments t JOIN users u ON u.id = t.creator_id "# + $tail,
            $($arg),*
        )
    };
}

pub struct NewTournament<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub creator: UserId,
    pub variant: Variant,
    pub time_control: serde_json::Value,
    pub rated: bool,
    pub format: Format,
    pub max_players: i32,
    pub rounds: Option<i32>,
    pub closes_at: Option<DateTime<Utc>>,
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    t: &NewTournament<'_>,
    now: DateTime<Utc>,
) -> Result<TournamentId, sqlx::Error> {
    sqlx::query_scalar!(
        r#"INSERT INTO tournaments (name, description, creator_id, variant, time_control, rated, format, max_players,
                                    rounds, closes_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id AS "id: TournamentId""#,
        t.name,
        t.description,
        t.creator.0,
        t.variant as Variant,
        t.time_control,
        t.rated,
        t.format as Format,
        t.max_players,
        t.rounds,
        t.closes_at,
        now
    )
    .fetch_one(db)
    .await
}

pub async fn by_id(db: impl PgExecutor<'_>, id: TournamentId) -> Result<Option<TournamentRow>, sqlx::Error> {
    select_tournaments!("WHERE t.id = $1", id.0).fetch_optional(db).await
}

/// Takes the event's row lock (false if there is no such event): every change to an event and its entries
/// happens under it. Read the event after this, in a statement of its own: a statement that waited for the
/// lock still sees the entries as they were before it waited.
pub async fn lock(db: impl PgExecutor<'_>, id: TournamentId) -> Result<bool, sqlx::Error> {
    let locked = sqlx::query_scalar!("SELECT id FROM tournaments WHERE id = $1 FOR UPDATE", id.0)
        .fetch_optional(db)
        .await?;
    Ok(locked.is_some())
}

/// Events open to join or under way, newest first.
pub async fn active(db: impl PgExecutor<'_>) -> Result<Vec<TournamentRow>, sqlx::Error> {
    select_tournaments!("WHERE t.status IN ('open', 'starting', 'running') ORDER BY t.id DESC LIMIT 200",)
        .fetch_all(db)
        .await
}

/// The most recently created of the events that ended, finished or called off.
pub async fn ended(db: impl PgExecutor<'_>, limit: i64) -> Result<Vec<TournamentRow>, sqlx::Error> {
    select_tournaments!(
        "WHERE t.status IN ('finished', 'cancelled') ORDER BY t.created_at DESC LIMIT $1",
        limit
    )
    .fetch_all(db)
    .await
}

/// How many of `creator`'s events are still taking entries.
pub async fn open_by(db: impl PgExecutor<'_>, creator: UserId) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM tournaments WHERE creator_id = $1 AND status IN ('open', 'starting')"#,
        creator.0
    )
    .fetch_one(db)
    .await
}

/// One entrant, in the order of entry (their seed).
#[derive(Debug, Clone)]
pub struct EntrantRow {
    pub user_id: UserId,
    pub username: String,
    pub withdrawn: bool,
    /// The account was disabled or deleted: it can start no games.
    pub gone: bool,
}

pub async fn entrants(db: impl PgExecutor<'_>, id: TournamentId) -> Result<Vec<EntrantRow>, sqlx::Error> {
    sqlx::query_as!(
        EntrantRow,
        r#"SELECT e.user_id AS "user_id: UserId", u.username, (e.withdrawn_at IS NOT NULL) AS "withdrawn!",
                  (u.disabled_at IS NOT NULL OR u.deleted_at IS NOT NULL) AS "gone!"
           FROM tournament_entrants e JOIN users u ON u.id = e.user_id
           WHERE e.tournament_id = $1 ORDER BY e.entry"#,
        id.0
    )
    .fetch_all(db)
    .await
}

/// Enters `user`; false if they already were.
pub async fn enter(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
    now: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        id.0,
        user.0,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes `user`'s entry back before the start; false if there was none.
pub async fn leave(db: impl PgExecutor<'_>, id: TournamentId, user: UserId) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2",
        id.0,
        user.0
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Marks `user` withdrawn after the start; false if they were not an active entrant.
pub async fn withdraw(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
    now: DateTime<Utc>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        "UPDATE tournament_entrants SET withdrawn_at = $3
         WHERE tournament_id = $1 AND user_id = $2 AND withdrawn_at IS NULL",
        id.0,
        user.0,
        now
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The events `user` is still in (not withdrawn) that have not ended.
pub async fn entered(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<TournamentId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT t.id AS "id: TournamentId" FROM tournament_entrants e JOIN tournaments t ON t.id = e.tournament_id
           WHERE e.user_id = $1 AND e.withdrawn_at IS NULL AND t.status IN ('open', 'starting', 'running')
           ORDER BY t.id"#,
        user.0
    )
    .fetch_all(db)
    .await
}

pub async fn set_status(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    status: TournamentStatus,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE tournaments SET status = $2,
                started_at = CASE WHEN $2 = 'running'::tournament_status THEN $3 ELSE started_at END,
                ended_at = CASE WHEN $2 IN ('finished'::tournament_status, 'cancelled') THEN $3 ELSE ended_at END,
                retry_at = NULL, attempts = 0, last_error = NULL
         WHERE id = $1",
        id.0,
        status as TournamentStatus,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_round(db: impl PgExecutor<'_>, id: TournamentId, round: i32) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE tournaments SET current_round = $2, retry_at = NULL, attempts = 0, last_error = NULL WHERE id = $1",
        id.0,
        round
    )
    .execute(db)
    .await?;
    Ok(())
}

/// One game of an event, with its players and result.
#[derive(Debug, Clone)]
pub struct TournamentGame {
    pub id: GameId,
    pub round: i32,
    pub first_id: UserId,
    pub first_name: String,
    pub second_id: UserId,
    pub second_name: String,
    pub status: GameStatus,
    pub winner: Option<Seat>,
    pub result_reason: Option<GameEnd>,
}

/// The event's games, round by round, in the order they were started.
pub async fn games(db: impl PgExecutor<'_>, id: TournamentId) -> Result<Vec<TournamentGame>, sqlx::Error> {
    sqlx::query_as!(
        TournamentGame,
        r#"SELECT g.id AS "id: GameId", g.tournament_round AS "round!", g.first_id AS "first_id!: UserId",
                  f.username AS first_name, g.second_id AS "second_id!: UserId", s.username AS second_name,
                  g.status AS "status: GameStatus", g.winner AS "winner: Seat",
                  g.result_reason AS "result_reason: GameEnd"
           FROM games g JOIN users f ON f.id = g.first_id JOIN users s ON s.id = g.second_id
           WHERE g.tournament_id = $1 ORDER BY g.tournament_round, g.id"#,
        id.0
    )
    .fetch_all(db)
    .await
}

/// The byes so far: (round, player).
pub async fn byes(db: impl PgExecutor<'_>, id: TournamentId) -> Result<Vec<(i32, UserId)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT round, user_id AS "user_id: UserId" FROM tournament_byes WHERE tournament_id = $1 ORDER BY round"#,
        id.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.round, r.user_id)).collect())
}

pub async fn insert_bye(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    round: i32,
    user: UserId,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES ($1, $2, $3)",
        id.0,
        round,
        user.0
    )
    .execute(db)
    .await?;
    Ok(())
}

/// `user`'s games of the event still under way, each locked: a withdrawal forfeits them all.
pub async fn running_games_of(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    user: UserId,
) -> Result<Vec<GameId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: GameId" FROM games
           WHERE tournament_id = $1 AND status IN ('setup', 'playing') AND (first_id = $2 OR second_id = $2)
           ORDER BY id FOR UPDATE"#,
        id.0,
        user.0
    )
    .fetch_all(db)
    .await
}

/// The event a worker should move on now, locked for the caller's transaction (others pass it by): one whose
/// entries closed, one full or started early, or one under way with no game left in play (a Swiss round over,
/// or every game of a section).
pub async fn claim_due(db: impl PgExecutor<'_>, now: DateTime<Utc>) -> Result<Option<TournamentId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT t.id AS "id: TournamentId" FROM tournaments t
           WHERE t.status IN ('open', 'starting', 'running') AND (t.retry_at IS NULL OR t.retry_at <= $1)
             AND CASE t.status
                   WHEN 'open' THEN t.closes_at <= $1
                   WHEN 'starting' THEN true
                   ELSE NOT EXISTS (SELECT 1 FROM games g WHERE g.tournament_id = t.id
                                                            AND g.status IN ('setup', 'playing'))
                 END
           ORDER BY t.id LIMIT 1 FOR UPDATE OF t SKIP LOCKED"#,
        now
    )
    .fetch_optional(db)
    .await
}

/// A step that failed: tried again after 2, 4, 8 … seconds, at most ten minutes, so that a fault that lasts
/// is not retried in a tight loop.
pub async fn failed(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    error: &str,
    now: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE tournaments
         SET attempts = attempts + 1, last_error = $2,
             retry_at = $3::timestamptz + make_interval(secs => least(600, power(2, least(attempts + 1, 10))))
         WHERE id = $1",
        id.0,
        error,
        now
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Wakes the workers: an event may be due (the notice arrives when the transaction commits).
pub async fn wake_workers(db: impl PgExecutor<'_>) -> Result<(), sqlx::Error> {
    sqlx::query!("SELECT pg_notify('tournaments', '')").execute(db).await?;
    Ok(())
}
