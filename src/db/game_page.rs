//! A signed-in game page in one statement: the viewer's session, the whole game, and what a player reads beside
//! it (their notes on enemy pieces, the game's conversation and whether they muted it, the rematch offered after
//! the game). A page's cost follows its round trips; this page makes one.

use sqlx::PgExecutor;
use sqlx::types::Json;

use super::games::{GameRow, GameStatus, SeatChoice, game_row, select_game};
use super::messages::MessageRow;
use super::notes::NoteRow;
use super::sessions::{LiveSession, SessionKey, SessionSeen};
use super::{GameId, TournamentId, UserId};
use crate::rules::{GameEnd, Seat, Variant};

/// What a player reads beside the game. Read for any viewer of the game; the conversation is empty for anyone
/// but its two players.
#[derive(Debug)]
pub struct PlayerExtrasRow {
    pub notes: Vec<NoteRow>,
    /// Every message of the game, hidden ones included (the caller decides what the player sees).
    pub messages: Vec<MessageRow>,
    pub muted: bool,
    /// The rematch offered after the game (a cancelled offer does not count) once it is over: its id, state and
    /// invitee.
    pub rematch: Option<(GameId, GameStatus, Option<UserId>)>,
    /// One of the players is a computer.
    pub against_computer: bool,
}

#[derive(Debug, serde::Deserialize)]
struct RematchRow {
    id: GameId,
    status: GameStatus,
    invitee_id: Option<UserId>,
}

/// The page's statement's answer.
#[derive(Debug)]
pub struct GamePageRow {
    pub session: SessionSeen,
    pub game: GameRow,
    pub extras: PlayerExtrasRow,
}

/// Game `id` as the holder of the session `key` sees it; `None` when there is no such game.
pub async fn read(db: impl PgExecutor<'_>, id: GameId, key: &SessionKey) -> Result<Option<GamePageRow>, sqlx::Error> {
    let row = select_game!(
        db,
        // The session and the extras are subqueries, not joins: the game's own joins keep the plan they have
        // in every other read of a game.
        r#"WITH me AS MATERIALIZED (SELECT * FROM live_session($2, $3, $4))
           SELECT (SELECT to_jsonb(me) FROM me) AS "me: Json<LiveSession>",
                  EXISTS (SELECT 1 FROM game_mutes x WHERE x.game_id = g.id AND x.user_id = (SELECT user_id FROM me))
                      AS "muted!",
                  (SELECT coalesce(json_agg(json_build_object('start_square', n.start_square, 'guess', n.guess,
                                                              'text', n.text) ORDER BY n.start_square), '[]')
                   FROM piece_notes n WHERE n.game_id = g.id AND n.author_id = (SELECT user_id FROM me))
                      AS "notes!: Json<Vec<NoteRow>>",
                  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'author_id', m.author_id,
                                                              'author_name', u.username, 'body', m.body,
                                                              'created_at', m.created_at,
                                                              'hidden', m.hidden_at IS NOT NULL) ORDER BY m.id), '[]')
                   FROM game_messages m JOIN users u ON u.id = m.author_id
                   WHERE m.game_id = g.id AND (SELECT user_id FROM me) IN (g.first_id, g.second_id))
                      AS "messages!: Json<Vec<MessageRow>>",
                  (SELECT json_build_object('id', r.id, 'status', r.status, 'invitee_id', r.invitee_id)
                   FROM games r WHERE g.status = 'finished' AND r.rematch_of = g.id AND r.status <> 'cancelled')
                      AS "rematch: Json<RematchRow>",
                  EXISTS (SELECT 1 FROM users c WHERE c.id IN (g.first_id, g.second_id) AND c.computer_level IS NOT NULL)
                      AS "against_computer!", "#,
        "",
        id.0,
        &key.token_hash,
        key.idle_since,
        key.opened_since
    )?;
    Ok(row.map(|r| GamePageRow {
        session: r.me.map_or(SessionSeen::Ended, |me| SessionSeen::Live(me.0)),
        extras: PlayerExtrasRow {
            notes: r.notes.0,
            messages: r.messages.0,
            muted: r.muted,
            rematch: r.rematch.map(|r| (r.0.id, r.0.status, r.0.invitee_id)),
            against_computer: r.against_computer,
        },
        game: game_row!(r),
    }))
}
