//! The API's twins of what the game page shows a player beside the board: the conversation with the opponent
//! (read, write, mute), the player's notes on enemy pieces, and the rematch. Players only, as on the page.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::games::square;
use super::schema::Created;
use super::{Player, Reader, created, json};
use crate::app::game::notes::{self, NoteForm};
use crate::app::{game::messages, game::rematch};
use crate::db::GameId;
use crate::error::AppResult;
use crate::web::AppState;

/// One message of a game's conversation.
#[derive(Serialize, ToSchema)]
pub struct Message {
    pub id: i64,
    pub author: String,
    /// RFC 3339.
    pub at: String,
    pub text: String,
    pub mine: bool,
}

/// A player's conversation: what they may read of it, and whether they mute the opponent.
#[derive(Serialize, ToSchema)]
pub struct Conversation {
    pub messages: Vec<Message>,
    pub muted: bool,
}

/// Words for the opponent (1 to 500 characters, a few messages an hour).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageRequest {
    pub text: String,
}

/// Mutes the opponent's words (`true`) or lets them through again.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MuteRequest {
    pub muted: bool,
}

async fn conversation_of(state: &AppState, user: crate::db::UserId, id: GameId) -> AppResult<Conversation> {
    let (rows, muted) = messages::conversation(&state.env, user, id).await?;
    Ok(Conversation {
        messages: rows
            .into_iter()
            .map(|m| Message {
                id: m.id,
                mine: m.author_id == user,
                author: m.author_name,
                at: m.created_at.to_rfc3339(),
                text: m.body,
            })
            .collect(),
        muted,
    })
}

/// The conversation as the reader, a player, may read it (hidden messages and, while muted, the opponent's are
/// left out).
#[utoipa::path(get, path = "/api/v1/games/{id}/messages", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = Conversation), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn conversation(
    Reader(u): Reader,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> AppResult<HttpResponse> {
    let conversation = conversation_of(&state, u.id, path.into_inner()).await?;
    Ok(json(StatusCode::OK, &conversation))
}

/// Writes to the opponent; answers the conversation as it now stands.
#[utoipa::path(post, path = "/api/v1/games/{id}/messages", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")), request_body = MessageRequest,
    responses((status = 200, body = Conversation), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn write(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<MessageRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    messages::post(&state.env, u.id, id, &body.text).await?;
    Ok(json(StatusCode::OK, &conversation_of(&state, u.id, id).await?))
}

/// Mutes the opponent in this game, or lets their words through again.
#[utoipa::path(post, path = "/api/v1/games/{id}/mute", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")), request_body = MuteRequest,
    responses((status = 200, body = Conversation), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn mute(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<MuteRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    messages::set_muted(&state.env, u.id, id, body.muted).await?;
    Ok(json(StatusCode::OK, &conversation_of(&state, u.id, id).await?))
}

/// Reports the opponent's message to the administrators.
#[utoipa::path(post, path = "/api/v1/games/{id}/messages/{message}/report", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game"), ("message" = i64, Path, description = "The message")),
    responses((status = 200, body = Conversation), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn report(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<(GameId, i64)>,
) -> AppResult<HttpResponse> {
    let (id, message) = path.into_inner();
    messages::report(&state.env, u.id, id, message).await?;
    Ok(json(StatusCode::OK, &conversation_of(&state, u.id, id).await?))
}

/// A player's note on an enemy piece, on the square where the piece stands now.
#[derive(Serialize, ToSchema)]
pub struct Note {
    pub square: String,
    /// `is:G` or `not:B` (a piece code, as `Piece.kind`), or null.
    pub guess: Option<String>,
    pub text: Option<String>,
}

/// Writes, replaces or (with neither `guess` nor `text`) removes the reader's note on the hidden enemy piece on
/// `square`.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NoteRequest {
    pub square: String,
    /// `is:G`, `not:B`, or empty.
    pub guess: Option<String>,
    /// At most 40 characters.
    pub text: Option<String>,
    /// The game's `ply` as the note was written: a piece may have moved since.
    pub ply: i32,
}

async fn notes_of(state: &AppState, user: crate::db::UserId, id: GameId) -> AppResult<Vec<Note>> {
    Ok(notes::of_player(&state.env, user, id)
        .await?
        .into_iter()
        .map(|n| Note {
            square: n.square.to_string(),
            guess: n.guess.map(notes::Guess::stored),
            text: n.text,
        })
        .collect())
}

/// The reader's notes on enemy pieces, where those pieces stand now (notes are the author's alone).
#[utoipa::path(get, path = "/api/v1/games/{id}/notes", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = [Note]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn notes(Reader(u): Reader, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    Ok(json(StatusCode::OK, &notes_of(&state, u.id, path.into_inner()).await?))
}

/// Writes a note; answers the reader's notes as they now stand.
#[utoipa::path(post, path = "/api/v1/games/{id}/notes", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")), request_body = NoteRequest,
    responses((status = 200, body = [Note]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn write_note(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<NoteRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let square = square(&body.square)?;
    let form = NoteForm {
        square: &square,
        guess: body.guess.as_deref().unwrap_or(""),
        text: body.text.as_deref().unwrap_or(""),
        ply: body.ply,
    };
    notes::set(&state.env, u.id, id, form).await?;
    Ok(json(StatusCode::OK, &notes_of(&state, u.id, id).await?))
}

/// Offers the opponent of a finished game a rematch (the seats swapped, the same preset, rules and clock), or
/// accepts theirs. Answers the new game.
#[utoipa::path(post, path = "/api/v1/games/{id}/rematch", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The finished game")),
    responses((status = 201, body = Created, headers(("Location" = String, description = "The new game"))),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn rematch(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> AppResult<HttpResponse> {
    let new = rematch::rematch(&state.env, u.id, path.into_inner()).await?;
    created(&format!("/api/v1/games/{}", new.0), &Created { id: new.0 })
}
