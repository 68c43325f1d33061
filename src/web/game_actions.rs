//! What a player does in a game under way: a move, resigning, a draw offer and its answer; and the game's
//! record once it is over.

use actix_web::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use super::extract::{CheckedForm, NoFields, Signed};
use super::{AppState, after_action};
use crate::app::loaded;
use crate::app::play::{self, DrawAction};
use crate::db::GameId;
use crate::db::games::GameStatus;
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::board::SquareName;

#[derive(Deserialize)]
pub struct MoveForm {
    from: SquareName,
    to: SquareName,
    ply: i32,
}

pub async fn play(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<MoveForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = play::play(&state.env, signed.user.user_id, id, &form.from, &form.to, form.ply).await;
    after_action(result, &format!("/games/{id}"), None)
}

pub async fn resign(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = play::resign(&state.env, signed.user.user_id, id).await;
    after_action(result, &format!("/games/{id}"), Some("play-resigned"))
}

#[derive(Deserialize)]
pub struct DrawForm {
    action: String,
}

pub async fn draw(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<DrawForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let (action, done) = match form.action.as_str() {
        "offer" => (DrawAction::Offer, "play-draw-offered"),
        "accept" => (DrawAction::Accept, "play-draw-agreed"),
        "decline" => (DrawAction::Decline, "play-draw-declined"),
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let result = play::draw(&state.env, signed.user.user_id, id, action).await;
    after_action(result, &format!("/games/{id}"), Some(done))
}

/// The game record (RULES.md §4), once the game is over: before that it would show hidden setups.
pub async fn record(_signed: Signed, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    if game.row.status != GameStatus::Finished {
        return Err(AppError::Forbidden(Msg::new("error-record-after-end")));
    }
    let record = game.record()?;
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "application/json"))
        .insert_header((
            CONTENT_DISPOSITION,
            format!("attachment; filename=\"fieldpost-{}.json\"", game.id()),
        ))
        .body(record.to_json()))
}
