//! The players' conversation in a game: writing, muting the opponent, reporting a message to the admins.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::app::game::messages;
use crate::db::GameId;
use crate::error::AppResult;
use crate::web::extract::{CheckedForm, NoFields, Signed};
use crate::web::{AppState, after_action};

/// Where the conversation is on the game page.
fn back(id: GameId) -> String {
    format!("/games/{id}#conversation")
}

#[derive(Deserialize)]
pub struct MessageForm {
    body: String,
}

pub async fn post(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<MessageForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = messages::post(&state.env, signed.user.user_id, id, &form.body).await;
    after_action(result, &back(id), None)
}

#[derive(Deserialize)]
pub struct MuteForm {
    /// `on` mutes, anything else lets the opponent's messages through again.
    mute: String,
}

pub async fn mute(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<MuteForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let muted = form.mute == "on";
    let result = messages::set_muted(&state.env, signed.user.user_id, id, muted).await;
    let done = if muted { "talk-muted" } else { "talk-unmuted" };
    after_action(result, &back(id), Some(done))
}

pub async fn report(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<(GameId, i64)>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let (id, message) = path.into_inner();
    let result = messages::report(&state.env, signed.user.user_id, id, message).await;
    after_action(result, &back(id), Some("talk-reported"))
}
