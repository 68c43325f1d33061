//! Games as lists show them: a player's running and finished games, open games to join, the games where a
//! player must act, searches, and what an account has offered.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;
use sqlx::types::Json;

use super::games::GameStatus;
use super::sessions::{LiveSession, SessionKey, SessionSeen};
use super::{GameId, UserId};
use crate::rules::{GameEnd, Seat, Variant};

/// A game in a list.
#[derive(Debug, Clone)]
pub struct GameListRow {
    pub id: GameId,
    pub variant: Variant,
    pub status: GameStatus,
    pub creator_id: UserId,
    pub creator_name: String,
    pub invitee_name: Option<String>,
    pub first_id: Option<UserId>,
    pub first_name: Option<String>,
    pub second_id: Option<UserId>,
    pub second_name: Option<String>,
    pub ply: i32,
    pub to_move: Option<Seat>,
    pub winner: Option<Seat>,
    pub result_reason: Option<GameEnd>,
    pub first_submitted: bool,
    pub second_submitted: bool,
    pub updated_at: DateTime<Utc>,
    pub deadline: Option<DateTime<Utc>>,
    /// The event the game belongs to.
    pub tournament_name: Option<String>,
    pub time_control: serde_json::Value,
    pub rated: bool,
    /// The creator's rating in the game's preset, for an open game (what the lobby offers it with); read for
    /// no other game, so that My games looks up no rating.
    pub creator_rating: Option<f64>,
}

impl GameListRow {
    /// The seat `user` plays in this game, if any.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|&s| match s {
            Seat::First => self.first_id == Some(user),
            Seat::Second => self.second_id == Some(user),
        })
    }

    pub fn submitted(&self, seat: Seat) -> bool {
        match seat {
            Seat::First => self.first_submitted,
            Seat::Second => self.second_submitted,
        }
    }

    /// Whether the game waits for `user`: a challenge to answer, a setup to submit or a move to make.
    pub fn awaits(&self, user: UserId) -> bool {
        match (self.status, self.seat_of(user)) {
            (GameStatus::Challenge, _) => self.creator_id != user,
            (GameStatus::Setup, Some(s)) => !self.submitted(s),
            (GameStatus::Playing, Some(s)) => self.to_move == Some(s),
            _ => false,
        }
    }
}

/// The statement that lists games: `$head` begins it (for a user's lists, a `WITH` that names the user's id as
/// `who`, and any columns of its own before the list's), `$tail` says which games (from `WHERE` on). Its records
/// become `GameListRow`s with `list_row!`. Whether each setup is in is a lookup per listed game, so that a
/// `LIMIT` bounds the lookups (an `EXISTS` may be planned as a read of every setup).
macro_rules! list_games {
    ($db:expr, $head:tt, $tail:tt, $($arg:expr),*) => {
        sqlx::query!(
            $head
                + r#"g.id AS "id: GameId", g.variant AS "variant: Variant", g.status AS "status: GameStatus",
                  g.creator_id AS "creator_id: UserId", c.username AS creator_name, i.username AS "invitee_name?",
                  g.first_id AS "first_id: UserId", f.username AS "first_name?",
                  g.second_id AS "second_id: UserId", s.username AS "second_name?",
                  g.ply, g.to_move AS "to_move: Seat", g.winner AS "winner: Seat",
                  g.result_reason AS "result_reason: GameEnd",
                  COALESCE((SELECT x.submitted_at IS NOT NULL FROM setups x WHERE x.game_id = g.id AND x.seat = 0), false)
                      AS "first_submitted!",
                  COALESCE((SELECT x.submitted_at IS NOT NULL FROM setups x WHERE x.game_id = g.id AND x.seat = 1), false)
                      AS "second_submitted!",
                  g.updated_at, g.deadline, t.name AS "tournament_name?", g.time_control, g.rated,
                  CASE WHEN g.status = 'open' THEN
                      (SELECT r.rating FROM ratings r WHERE r.user_id = g.creator_id AND r.variant = g.variant)
                  END AS "creator_rating?"
           FROM games g
           JOIN users c ON c.id = g.creator_id
           LEFT JOIN tournaments t ON t.id = g.tournament_id
           LEFT JOIN users i ON i.id = g.invitee_id
           LEFT JOIN users f ON f.id = g.first_id
           LEFT JOIN users s ON s.id = g.second_id
           WHERE "#
                + $tail,
            $($arg),*
        )
        .fetch_all($db)
        .await
    };
}

/// The `GameListRow` of a record that `list_games!` read.
macro_rules! list_row {
    ($r:expr) => {
        list_row!(
            $r, id, variant, status, creator_id, creator_name, invitee_name, first_id, first_name, second_id,
            second_name, ply, to_move, winner, result_reason, first_submitted, second_submitted, updated_at, deadline,
            tournament_name, time_control, rated, creator_rating
        )
    };
    ($r:expr, $($field:ident),+) => {
        GameListRow { $($field: $r.$field),+ }
    };
}

/// The statement of "My games" (`who` is the user), after `$head`: the games: those that are not over (not paged: the caps on open games
/// and challenges bound them, and a player's running games are never crowded out by anyone else's), and a page
/// of the finished ones (`$2` of them from the `$3`th); newest change first.
macro_rules! my_games {
    ($db:expr, $head:tt, $($arg:expr),*) => {
        list_games!($db, $head, r#"g.id IN ((SELECT id FROM games WHERE status IN ('open', 'challenge', 'setup', 'playing')
                        AND (SELECT id FROM who) IN (creator_id, invitee_id, first_id, second_id))
                    UNION ALL
                    (SELECT id FROM games WHERE status = 'finished' AND (SELECT id FROM who) IN (first_id, second_id)
                     ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3))
           ORDER BY g.updated_at DESC, g.id DESC"#, $($arg),*)
    };
}

/// The statement of the lobby (`who` is the user), after `$head`, newest change first: games open to join that others offered
/// (the 50 newest), challenges to the user, and games in play the user is not in, to watch (the 20 most recently
/// moved). Each row's state and players say which list it belongs to. The limits are written out, not
/// parameters: with them the planner can keep one plan for the statement instead of planning it anew on every
/// view.
macro_rules! lobby_games {
    ($db:expr, $head:tt, $($arg:expr),*) => {
        list_games!($db, $head, r#"g.id IN ((SELECT id FROM games WHERE status = 'open' AND creator_id <> (SELECT id FROM who)
                     ORDER BY updated_at DESC LIMIT 50)
                    UNION ALL
                    (SELECT id FROM games WHERE status = 'challenge' AND invitee_id = (SELECT id FROM who))
                    UNION ALL
                    (SELECT id FROM games WHERE status = 'playing'
                       AND first_id <> (SELECT id FROM who) AND second_id <> (SELECT id FROM who)
                     ORDER BY updated_at DESC LIMIT 20))
           ORDER BY g.updated_at DESC"#, $($arg),*)
    };
}

/// A session's list, read with the session in one statement: what the statement learnt of the session, and the
/// rows. One row carries the session (each copy would be sent and parsed again); a list with no rows tells
/// nothing.
fn with_session<R, L>(
    mut rows: Vec<R>,
    me: impl Fn(&mut R) -> Option<LiveSession>,
    row: impl Fn(R) -> L,
) -> (SessionSeen, Vec<L>) {
    let seen = match rows.iter_mut().find_map(&me) {
        Some(live) => SessionSeen::Live(live),
        None if rows.is_empty() => SessionSeen::Unknown,
        None => SessionSeen::Ended,
    };
    (seen, rows.into_iter().map(row).collect())
}

/// "My games" in one statement (see `my_games!`).
pub async fn mine(
    db: impl PgExecutor<'_>,
    user: UserId,
    finished_limit: i64,
    finished_offset: i64,
) -> Result<Vec<GameListRow>, sqlx::Error> {
    let rows = my_games!(
        db,
        "WITH who AS (SELECT $1::bigint AS id) SELECT ",
        user.0,
        finished_limit,
        finished_offset
    )?;
    Ok(rows.into_iter().map(|r| list_row!(r)).collect())
}

/// What a game in play holds beyond its line in a list: what its replay needs, for its player's small board.
/// Its `Debug` leaves the setups out: a trace of the rows must not show a player's enemy pieces.
#[derive(Clone, serde::Deserialize)]
pub struct InPlay {
    pub options: serde_json::Value,
    pub terrain: Vec<String>,
    /// The first seat's setup, then the second's (both are in once play began).
    pub setups: [Option<String>; 2],
    pub moves: Vec<String>,
}

impl std::fmt::Debug for InPlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InPlay")
            .field("options", &self.options)
            .field("terrain", &self.terrain)
            .field("moves", &self.moves)
            .finish_non_exhaustive()
    }
}

/// A line of "My games": the game, and for a game in play that the user plays, what replays it.
#[derive(Debug, Clone)]
pub struct MyGameRow {
    pub game: GameListRow,
    pub in_play: Option<InPlay>,
}

/// "My games" of the holder of a session, read with the session in one statement, with what replays each game
/// the user plays that is in play (the page draws them from the user's view, and a second statement for them
/// would cost the page half its speed).
pub async fn mine_of_session(
    db: impl PgExecutor<'_>,
    key: &SessionKey,
    finished_limit: i64,
    finished_offset: i64,
) -> Result<(SessionSeen, Vec<MyGameRow>), sqlx::Error> {
    let rows = my_games!(
        db,
        r#"WITH me AS MATERIALIZED (SELECT * FROM live_session($1, $4, $5)), who AS (SELECT user_id AS id FROM me)
           SELECT CASE WHEN row_number() OVER () = 1 THEN (SELECT to_jsonb(me) FROM me) END
                      AS "me: Json<LiveSession>",
                  CASE WHEN g.status = 'playing' AND (SELECT id FROM who) IN (g.first_id, g.second_id) THEN
                      json_build_object('options', g.options, 'terrain', g.terrain, 'moves', g.record, 'setups',
                          json_build_array(
                              (SELECT x.setup FROM setups x
                               WHERE x.game_id = g.id AND x.seat = 0 AND x.submitted_at IS NOT NULL),
                              (SELECT x.setup FROM setups x
                               WHERE x.game_id = g.id AND x.seat = 1 AND x.submitted_at IS NOT NULL)))
                  END AS "in_play: Json<InPlay>", "#,
        &key.token_hash,
        finished_limit,
        finished_offset,
        key.idle_since,
        key.opened_since
    )?;
    Ok(with_session(
        rows,
        |r| r.me.take().map(|me| me.0),
        |r| MyGameRow {
            in_play: r.in_play.map(|p| p.0),
            game: list_row!(r),
        },
    ))
}

/// The lobby's lists in one statement (see `lobby_games!`).
pub async fn lobby(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<GameListRow>, sqlx::Error> {
    let rows = lobby_games!(db, "WITH who AS (SELECT $1::bigint AS id) SELECT ", user.0)?;
    Ok(rows.into_iter().map(|r| list_row!(r)).collect())
}

/// The lobby of the holder of a session, read with the session in one statement.
pub async fn lobby_of_session(
    db: impl PgExecutor<'_>,
    key: &SessionKey,
) -> Result<(SessionSeen, Vec<GameListRow>), sqlx::Error> {
    let rows = lobby_games!(
        db,
        r#"WITH me AS MATERIALIZED (SELECT * FROM live_session($1, $2, $3)), who AS (SELECT user_id AS id FROM me)
           SELECT CASE WHEN row_number() OVER () = 1 THEN (SELECT to_jsonb(me) FROM me) END
                      AS "me: Json<LiveSession>", "#,
        &key.token_hash,
        key.idle_since,
        key.opened_since
    )?;
    Ok(with_session(rows, |r| r.me.take().map(|me| me.0), |r| list_row!(r)))
}

/// How many open games and unanswered challenges the user has offered.
pub async fn offers_of(db: impl PgExecutor<'_>, user: UserId) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT count(*) FILTER (WHERE status = 'open') AS "open!",
                  count(*) FILTER (WHERE status = 'challenge') AS "challenges!"
           FROM games WHERE creator_id = $1 AND status IN ('open', 'challenge')"#,
        user.0
    )
    .fetch_one(db)
    .await?;
    Ok((row.open, row.challenges))
}

/// The games against the computer `user` has running (in setup or play): all of them, and those that give the
/// computer longer than the usual time a move.
pub async fn running_against_computers(db: impl PgExecutor<'_>, user: UserId) -> Result<(i64, i64), sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT count(*) AS "all!", count(*) FILTER (WHERE g.computer_think_ms IS NOT NULL) AS "longer!"
           FROM games g JOIN users c ON c.id = g.invitee_id
           WHERE g.creator_id = $1 AND g.status IN ('setup', 'playing') AND c.computer_level IS NOT NULL"#,
        user.0
    )
    .fetch_one(db)
    .await?;
    Ok((row.all, row.longer))
}

/// Games in which `user` is the one (or one of those) who must act now.
pub async fn acting(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<GameId>, sqlx::Error> {
    sqlx::query_scalar!(r#"SELECT id AS "id!: GameId" FROM acting_games($1) id"#, user.0)
        .fetch_all(db)
        .await
}

/// Games by player name, preset and state (empty filters match everything): the admin console's search.
pub async fn search(
    db: impl PgExecutor<'_>,
    player: &str,
    variant: &str,
    status: &str,
) -> Result<Vec<GameListRow>, sqlx::Error> {
    let rows = list_games!(
        db,
        "SELECT ",
        r#"/* cold: the admin console's search looks for text anywhere in the players' names */
           ($1 = '' OR c.username ILIKE '%' || $1 || '%' OR f.username ILIKE '%' || $1 || '%'
                  OR s.username ILIKE '%' || $1 || '%')
             AND ($2 = '' OR g.variant = $2)
             AND ($3 = '' OR g.status::text = $3)
           ORDER BY g.id DESC LIMIT 200"#,
        player,
        variant,
        status
    )?;
    Ok(rows.into_iter().map(|r| list_row!(r)).collect())
}

/// Games an account plays in or has offered, in any state.
pub async fn of_user(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<(GameId, GameStatus)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"SELECT id AS "id: GameId", status AS "status: GameStatus" FROM games
           WHERE $1 IN (creator_id, invitee_id, first_id, second_id) ORDER BY id"#,
        user.0
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id, r.status)).collect())
}

/// A game on a player's profile: its preset, the player's opponent, and how it stands or ended.
#[derive(Debug, Clone)]
pub struct ProfileGame {
    pub id: GameId,
    pub variant: Variant,
    pub status: GameStatus,
    /// The profile's player has the first seat.
    pub first: bool,
    pub first_name: Option<String>,
    pub second_name: Option<String>,
    pub winner: Option<Seat>,
    pub result_reason: Option<GameEnd>,
    pub updated_at: DateTime<Utc>,
}

/// A player's games in play and finished, the most recently changed first.
pub async fn recent_of_player(
    db: impl PgExecutor<'_>,
    user: UserId,
    limit: i64,
) -> Result<Vec<ProfileGame>, sqlx::Error> {
    sqlx::query_as!(
        ProfileGame,
        r#"SELECT g.id AS "id: GameId", g.variant AS "variant: Variant", g.status AS "status: GameStatus",
                  (g.first_id = $1) AS "first!", f.username AS "first_name?", s.username AS "second_name?",
                  g.winner AS "winner: Seat", g.result_reason AS "result_reason: GameEnd", g.updated_at
           FROM games g
           LEFT JOIN users f ON f.id = g.first_id
           LEFT JOIN users s ON s.id = g.second_id
           WHERE (g.first_id = $1 AND g.status IN ('playing', 'finished'))
              OR (g.second_id = $1 AND g.status IN ('playing', 'finished'))
           ORDER BY g.updated_at DESC LIMIT $2"#,
        user.0,
        limit
    )
    .fetch_all(db)
    .await
}
