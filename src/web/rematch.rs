//! `POST /games/{id}/rematch`: offer the rematch of a finished game, or accept the one the opponent offered.

use actix_web::{HttpResponse, web};

use super::extract::{CheckedForm, NoFields, Signed};
use super::{AppState, Flash, after_action, see_other};
use crate::app::rematch;
use crate::db::GameId;
use crate::error::AppResult;
use crate::i18n::Msg;

pub async fn rematch(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    match rematch::rematch(&state.env, signed.user.user_id, id).await {
        Ok(new) => Ok(see_other(
            &format!("/games/{new}"),
            Some(Flash::Done(Msg::new("rematch-done"))),
        )),
        Err(e) => after_action(Err(e), &format!("/games/{id}"), None),
    }
}
