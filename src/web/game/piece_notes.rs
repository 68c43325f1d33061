//! `POST /games/{id}/notes`: a player's note on an enemy piece.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::app::game::notes::{self, NoteForm};
use crate::db::GameId;
use crate::error::AppResult;
use crate::rules::board::SquareName;
use crate::web::extract::{CheckedForm, Signed};
use crate::web::{AppState, after_action};

#[derive(Deserialize)]
pub struct NoteFields {
    square: SquareName,
    #[serde(default)]
    guess: String,
    #[serde(default)]
    text: String,
    ply: i32,
}

pub async fn set(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<NoteFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let note = NoteForm {
        square: &form.square,
        guess: &form.guess,
        text: &form.text,
        ply: form.ply,
    };
    let result = notes::set(&state.env, signed.user.user_id, id, note).await;
    after_action(result, &format!("/games/{id}"), Some("notes-saved"))
}
