//! The `games` and `moves` tables.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use sqlx::types::Json;

use super::mail_settings::Recipient;
use super::sessions::SessionKey;
use super::{GameId, TournamentId, UserId};
use crate::rules::{GameEnd, Seat, Variant};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type, serde::Deserialize)]
#[sqlx(type_name = "game_status", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for anyone to join.
    Open,
    /// Waiting for the invited player's answer.
    Challenge,
    Declined,
    Cancelled,
    /// Both players are in; setups are being arranged.
    Setup,
    Playing,
    Finished,
}

impl GameStatus {
    pub const ALL: [GameStatus; 7] = [
        GameStatus::Open,
        GameStatus::Challenge,
        GameStatus::Setup,
        GameStatus::Playing,
        GameStatus::Finished,
        GameStatus::Declined,
        GameStatus::Cancelled,
    ];

    /// The name in searches and links (`playing`).
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Challenge => "challenge",
            GameStatus::Declined => "declined",
            GameStatus::Cancelled => "cancelled",
            GameStatus::Setup => "setup",
            GameStatus::Playing => "playing",
            GameStatus::Finished => "finished",
        }
    }

    /// The message that names the state to a reader.
    pub fn message_id(self) -> &'static str {
        match self {
            GameStatus::Open => "status-open",
            GameStatus::Challenge => "status-challenge",
            GameStatus::Declined => "status-declined",
            GameStatus::Cancelled => "status-cancelled",
            GameStatus::Setup => "status-setup",
            GameStatus::Playing => "status-playing",
            GameStatus::Finished => "status-finished",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, sqlx::Type, serde::Deserialize)]
#[sqlx(type_name = "seat_choice", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum SeatChoice {
    First,
    Second,
    Random,
}

/// A game with its players' names, its setups and its moves, as one query returns it.
#[derive(Debug, Clone)]
pub struct GameRow {
    pub id: GameId,
    pub variant: Variant,
    pub options: serde_json::Value,
    pub terrain: Vec<String>,
    pub creator_id: UserId,
    pub creator_name: String,
    pub creator_seat: SeatChoice,
    pub invitee_id: Option<UserId>,
    pub invitee_name: Option<String>,
    pub first_id: Option<UserId>,
    pub first_name: Option<String>,
    pub second_id: Option<UserId>,
    pub second_name: Option<String>,
    pub status: GameStatus,
    pub ply: i32,
    pub to_move: Option<Seat>,
    pub winner: Option<Seat>,
    pub result_reason: Option<GameEnd>,
    pub draw_offer_by: Option<Seat>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub time_control: serde_json::Value,
    pub clock_secs: Vec<i64>,
    pub turn_started_at: Option<DateTime<Utc>>,
    pub deadline: Option<DateTime<Utc>>,
    pub paused_secs: Option<i64>,
    pub reminded_ply: Option<i32>,
    pub first_on_vacation: bool,
    pub second_on_vacation: bool,
    pub first_disabled: bool,
    pub second_disabled: bool,
    pub rated: bool,
    pub first_setup: Option<String>,
    pub first_submitted: bool,
    pub second_setup: Option<String>,
    pub second_submitted: bool,
    pub moves: Vec<String>,
    /// The event this game belongs to, its name, and the round (0 in a round robin, whose games start at once).
    pub tournament_id: Option<TournamentId>,
    pub tournament_name: Option<String>,
    pub tournament_round: Option<i32>,
}

pub struct NewGame {
    pub variant: Variant,
    pub options: serde_json::Value,
    pub time_control: serde_json::Value,
    pub rated: bool,
    pub terrain: Vec<String>,
    pub creator: UserId,
    pub creator_seat: SeatChoice,
    pub invitee: Option<UserId>,
    /// The finished game this one is the rematch of.
    pub rematch_of: Option<GameId>,
    /// The event and round this game is played in.
    pub tournament: Option<(TournamentId, i32)>,
}

pub async fn insert(db: impl PgExecutor<'_>, game: NewGame) -> Result<GameId, sqlx::Error> {
    let status = if game.invitee.is_some() {
        GameStatus::Challenge
    } else {
        GameStatus::Open
    };
    sqlx::query_scalar!(
        r#"INSERT INTO games (variant, options, terrain, creator_id, creator_seat, invitee_id, status, time_control, rated,
                              rematch_of, tournament_id, tournament_round)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id AS "id: GameId""#,
        game.variant as Variant,
        game.options,
        &game.terrain,
        game.creator.0,
        game.creator_seat as SeatChoice,
        game.invitee.map(|u| u.0),
        status as GameStatus,
        game.time_control,
        game.rated,
        game.rematch_of.map(|g| g.0),
        game.tournament.map(|(t, _)| t.0),
        game.tournament.map(|(_, round)| round)
    )
    .fetch_one(db)
    .await
}

/// The rematch offered after `game` (a cancelled offer does not count): its id, state, and who was invited.
pub async fn rematch_after(
    db: impl PgExecutor<'_>,
    game: GameId,
) -> Result<Option<(GameId, GameStatus, Option<UserId>)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT id AS "id: GameId", status AS "status: GameStatus", invitee_id AS "invitee_id: UserId"
           FROM games WHERE rematch_of = $1 AND status <> 'cancelled'"#,
        game.0
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.id, r.status, r.invitee_id)))
}

/// The statement that reads a whole game in one round trip: the row, its players, both setups and the moves.
/// A caller may add columns (`$head`, which begins the statement) and an ending (`$tail`: a plain read, or one
/// that also takes the game's row lock); `$1` is the game. Its record becomes a `GameRow` with `game_row!`.
macro_rules! select_game {
    ($db:expr, $head:tt, $tail:tt, $($arg:expr),+) => {
        sqlx::query!(
            $head
                + r#"g.id AS "id: GameId", g.variant AS "variant: Variant", g.options, g.terrain,
                      g.creator_id AS "creator_id: UserId", c.username AS creator_name,
                      g.creator_seat AS "creator_seat: SeatChoice",
                      g.invitee_id AS "invitee_id: UserId", i.username AS "invitee_name?",
                      g.first_id AS "first_id: UserId", f.username AS "first_name?",
                      g.second_id AS "second_id: UserId", s.username AS "second_name?",
                      g.status AS "status: GameStatus", g.ply, g.to_move AS "to_move: Seat",
                      g.winner AS "winner: Seat", g.result_reason AS "result_reason: GameEnd",
                      g.draw_offer_by AS "draw_offer_by: Seat",
                      g.created_at, g.updated_at,
                      g.time_control, g.clock_secs, g.turn_started_at, g.deadline, g.paused_secs, g.reminded_ply,
                      (f.vacation_since IS NOT NULL) AS "first_on_vacation!",
                      (s.vacation_since IS NOT NULL) AS "second_on_vacation!",
                      (f.disabled_at IS NOT NULL) AS "first_disabled!",
                      (s.disabled_at IS NOT NULL) AS "second_disabled!",
                      g.rated,
                      s0.setup AS "first_setup?", (s0.submitted_at IS NOT NULL) AS "first_submitted!",
                      s1.setup AS "second_setup?", (s1.submitted_at IS NOT NULL) AS "second_submitted!",
                      g.record AS moves,
                      g.tournament_id AS "tournament_id: TournamentId", t.name AS "tournament_name?",
                      g.tournament_round
               FROM games g
               JOIN users c ON c.id = g.creator_id
               LEFT JOIN users i ON i.id = g.invitee_id
               LEFT JOIN users f ON f.id = g.first_id
               LEFT JOIN users s ON s.id = g.second_id
               LEFT JOIN setups s0 ON s0.game_id = g.id AND s0.seat = 0
               LEFT JOIN setups s1 ON s1.game_id = g.id AND s1.seat = 1
               LEFT JOIN tournaments t ON t.id = g.tournament_id
               WHERE g.id = $1"#
                + $tail,
            $($arg),+
        )
        .fetch_optional($db)
        .await
    };
}
pub(super) use select_game;

/// The `GameRow` of a record that `select_game!` read.
macro_rules! game_row {
    ($r:expr) => {
        game_row!(
            $r, id, variant, options, terrain, creator_id, creator_name, creator_seat, invitee_id, invitee_name,
            first_id, first_name, second_id, second_name, status, ply, to_move, winner, result_reason,
            draw_offer_by, created_at, updated_at, time_control, clock_secs, turn_started_at, deadline, paused_secs,
            reminded_ply, first_on_vacation, second_on_vacation, first_disabled, second_disabled, rated,
            first_setup, first_submitted, second_setup, second_submitted, moves, tournament_id, tournament_name,
            tournament_round
        )
    };
    ($r:expr, $($field:ident),+) => {
        $crate::db::games::GameRow { $($field: $r.$field),+ }
    };
}
pub(super) use game_row;

/// The whole game, to read.
pub async fn load(db: impl PgExecutor<'_>, id: GameId) -> Result<Option<GameRow>, sqlx::Error> {
    let row = select_game!(db, "SELECT ", "", id.0)?;
    Ok(row.map(|r| game_row!(r)))
}

/// The whole game, taking its row lock for the rest of the transaction: whoever comes second waits, then
/// reads the first one's change.
pub async fn load_for_update(db: impl PgExecutor<'_>, id: GameId) -> Result<Option<GameRow>, sqlx::Error> {
    let row = select_game!(db, "SELECT ", " FOR UPDATE OF g", id.0)?;
    Ok(row.map(|r| game_row!(r)))
}

/// The whole game locked as `load_for_update` locks it, and the user of the session `key`, read in the same
/// statement (`None` when that session has ended): a move from a browser costs no round trip for its session.
/// Only the session's user is read, none of the rest of `live_session` (the planner drops columns no one reads).
pub async fn load_for_update_by_session(
    db: impl PgExecutor<'_>,
    id: GameId,
    key: &SessionKey,
) -> Result<Option<(Option<UserId>, GameRow)>, sqlx::Error> {
    let row = select_game!(
        db,
        r#"SELECT (SELECT user_id FROM live_session($2, $3, $4)) AS "me: UserId", "#,
        " FOR UPDATE OF g",
        id.0,
        &key.token_hash,
        key.idle_since,
        key.opened_since
    )?;
    Ok(row.map(|r| (r.me, game_row!(r))))
}

/// Seats the two players and opens the setup phase.
pub async fn start_setup(
    db: impl PgExecutor<'_>,
    id: GameId,
    first: UserId,
    second: UserId,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET first_id = $2, second_id = $3, status = 'setup', updated_at = now() WHERE id = $1",
        id.0,
        first.0,
        second.0
    )
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_status(db: impl PgExecutor<'_>, id: GameId, status: GameStatus) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET status = $2, updated_at = now() WHERE id = $1",
        id.0,
        status as GameStatus
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The state of a game after an event, as the engine computed it.
#[derive(Debug, Clone)]
pub struct GameState {
    pub ply: i32,
    pub to_move: Option<Seat>,
    pub status: GameStatus,
    pub winner: Option<Seat>,
    pub result_reason: Option<GameEnd>,
    pub draw_offer_by: Option<Seat>,
}

/// The statement that writes a game's state and clock; `$head` may begin it with a data-modifying `WITH`, `$set`
/// add to what it sets and `$tail` follow it, with values that follow the eleven of the update; `$run` is how it
/// runs (`execute`, `fetch_one`…).
macro_rules! update_game {
    ($db:expr, $head:tt, $set:tt, $tail:tt, $run:ident, $id:expr, $s:expr, $c:expr $(, $arg:expr)*) => {
        sqlx::query!(
            $head
                + r#"UPDATE games SET ply = $2, to_move = $3, status = $4, winner = $5, result_reason = $6,
                  draw_offer_by = $7, updated_at = now(),
                  started_at = CASE WHEN started_at IS NULL AND $4 <> 'setup'::game_status THEN now() ELSE started_at END,
                  finished_at = CASE WHEN $4 = 'finished'::game_status THEN now() ELSE NULL END,
                  clock_secs = $8, turn_started_at = $9, deadline = $10, paused_secs = $11"#
                + $set
                + " WHERE id = $1"
                + $tail,
            $id.0,
            $s.ply,
            $s.to_move as Option<Seat>,
            $s.status as GameStatus,
            $s.winner as Option<Seat>,
            $s.result_reason as Option<GameEnd>,
            $s.draw_offer_by as Option<Seat>,
            &$c.clock_secs,
            $c.turn_started_at,
            $c.deadline,
            $c.paused_secs
            $(, $arg)*
        )
        .$run($db)
        .await
    };
}

/// Writes a game's state and clock after an event, in one statement.
pub async fn save(db: impl PgExecutor<'_>, id: GameId, s: &GameState, c: &ClockRow) -> Result<(), sqlx::Error> {
    update_game!(db, "", "", "", execute, id, s, c)?;
    Ok(())
}

/// Adds a move (the game's ply `ply`, played by `seat`) to the game's record and to the log of moves, writes the
/// state and clock it leads to, and reads the player it gives the turn to (none once the game is over), in one
/// statement: a move's transaction makes two round trips fewer.
pub async fn save_move(
    db: impl PgExecutor<'_>,
    id: GameId,
    (ply, seat, mv): (i32, Seat, &str),
    s: &GameState,
    c: &ClockRow,
) -> Result<Option<Recipient>, sqlx::Error> {
    let saved = update_game!(
        db,
        "WITH played AS (INSERT INTO moves (game_id, ply, seat, mv) VALUES ($1, $12, $13, $14)), saved AS (",
        ", record = array_append(record, $14)",
        r#" RETURNING to_move, first_id, second_id)
           SELECT (SELECT to_jsonb(r)
                   FROM recipient(CASE saved.to_move WHEN 0 THEN saved.first_id WHEN 1 THEN saved.second_id END) r)
                      AS "next: Json<Recipient>"
           FROM saved"#,
        fetch_one,
        id,
        s,
        c,
        ply,
        seat as Seat,
        mv
    )?;
    Ok(saved.next.map(|r| r.0))
}

pub async fn set_draw_offer(db: impl PgExecutor<'_>, id: GameId, by: Option<Seat>) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET draw_offer_by = $2, updated_at = now() WHERE id = $1",
        id.0,
        by as Option<Seat>
    )
    .execute(db)
    .await?;
    Ok(())
}

/// The clock of a game as the clock rules leave it.
#[derive(Debug, Clone)]
pub struct ClockRow {
    pub clock_secs: Vec<i64>,
    pub turn_started_at: Option<DateTime<Utc>>,
    pub deadline: Option<DateTime<Utc>>,
    pub paused_secs: Option<i64>,
}

pub async fn set_clock(db: impl PgExecutor<'_>, id: GameId, c: &ClockRow) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE games SET clock_secs = $2, turn_started_at = $3, deadline = $4, paused_secs = $5 WHERE id = $1",
        id.0,
        &c.clock_secs,
        c.turn_started_at,
        c.deadline,
        c.paused_secs
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Running games whose deadline has passed.
pub async fn overdue(db: impl PgExecutor<'_>, now: DateTime<Utc>) -> Result<Vec<GameId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: GameId" FROM games
           WHERE status IN ('setup', 'playing') AND deadline <= $1 ORDER BY deadline"#,
        now
    )
    .fetch_all(db)
    .await
}

/// Running games whose deadline falls within `within` of now and whose current turn has had no reminder.
pub async fn needing_reminder(
    db: impl PgExecutor<'_>,
    now: DateTime<Utc>,
    until: DateTime<Utc>,
) -> Result<Vec<GameId>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT id AS "id: GameId" FROM games
           WHERE status IN ('setup', 'playing') AND deadline > $1 AND deadline <= $2
             AND reminded_ply IS DISTINCT FROM (CASE WHEN status = 'setup' THEN -1 ELSE ply END)"#,
        now,
        until
    )
    .fetch_all(db)
    .await
}

pub async fn set_reminded(db: impl PgExecutor<'_>, id: GameId, turn: i32) -> Result<(), sqlx::Error> {
    sqlx::query!("UPDATE games SET reminded_ply = $2 WHERE id = $1", id.0, turn)
        .execute(db)
        .await?;
    Ok(())
}
