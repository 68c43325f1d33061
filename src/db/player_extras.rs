//! What a player's game page reads beside the game, in one statement: their notes on enemy pieces, the game's
//! conversation and whether they muted it, and the rematch offered after the game (when it is over). One round
//! trip instead of four: a page's cost follows its round trips.

use sqlx::PgExecutor;
use sqlx::types::Json;

use super::games::GameStatus;
use super::messages::MessageRow;
use super::notes::NoteRow;
use super::{GameId, UserId};

#[derive(Debug)]
pub struct PlayerExtrasRow {
    pub notes: Vec<NoteRow>,
    /// Every message of the game, hidden ones included (the caller decides what the player sees).
    pub messages: Vec<MessageRow>,
    pub muted: bool,
    /// The rematch offered after the game (a cancelled offer does not count): its id, state and invitee.
    pub rematch: Option<(GameId, GameStatus, Option<UserId>)>,
}

/// `user`'s extras in `game`; the rematch is looked for only when `finished`.
pub async fn of_player(
    db: impl PgExecutor<'_>,
    game: GameId,
    user: UserId,
    finished: bool,
) -> Result<PlayerExtrasRow, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT EXISTS (SELECT 1 FROM game_mutes WHERE game_id = $1 AND user_id = $2) AS "muted!",
                  (SELECT coalesce(json_agg(json_build_object('start_square', n.start_square, 'guess', n.guess,
                                                              'text', n.text) ORDER BY n.start_square), '[]')
                   FROM piece_notes n WHERE n.game_id = $1 AND n.author_id = $2) AS "notes!: Json<Vec<NoteRow>>",
                  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'author_id', m.author_id,
                                                              'author_name', u.username, 'body', m.body,
                                                              'created_at', m.created_at,
                                                              'hidden', m.hidden_at IS NOT NULL) ORDER BY m.id), '[]')
                   FROM game_messages m JOIN users u ON u.id = m.author_id WHERE m.game_id = $1)
                      AS "messages!: Json<Vec<MessageRow>>",
                  r.id AS "rematch_id?: GameId", r.status AS "rematch_status?: GameStatus",
                  r.invitee_id AS "rematch_invitee?: UserId"
           FROM (SELECT 1) AS one
           LEFT JOIN games r ON $3 AND r.rematch_of = $1 AND r.status <> 'cancelled'"#,
        game.0,
        user.0,
        finished
    )
    .fetch_one(db)
    .await?;
    Ok(PlayerExtrasRow {
        notes: row.notes.0,
        messages: row.messages.0,
        muted: row.muted,
        rematch: row
            .rematch_id
            .zip(row.rematch_status)
            .map(|(id, status)| (id, status, row.rematch_invitee)),
    })
}
