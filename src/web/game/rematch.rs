//! `POST /games/{id}/rematch`: offer the rematch of a finished game, or accept the one the opponent offered.

use actix_web::{HttpResponse, web};

use crate::app::game::rematch;
use crate::db::GameId;
use crate::error::AppResult;
use crate::i18n::Msg;
use crate::web::extract::{CheckedForm, NoFields, Signed};
use crate::web::{AppState, Flash, after_action, see_other};

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
