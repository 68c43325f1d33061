//! Starting and ending a vacation, from the account page.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::app::account::vacations;
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::web::extract::{CheckedForm, Signed};
use crate::web::{AppState, after_action};

#[derive(Deserialize)]
pub struct VacationForm {
    action: String,
}

pub async fn vacation(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<VacationForm>,
) -> AppResult<HttpResponse> {
    let user = signed.user.user_id;
    let (result, done) = match form.action.as_str() {
        "start" => (vacations::start_vacation(&state.env, user).await, "vacation-started"),
        "end" => (vacations::end_vacation(&state.env, user).await, "vacation-ended"),
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    after_action(result, "/account", Some(done))
}
