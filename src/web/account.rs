//! The account page: password, email and display preferences.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::auth::html;
use super::extract::{CheckedForm, Ctx, Signed};
use super::{AppState, after_action};
use crate::app::accounts;
use crate::db::users::{self, Numbering, Orientation};
use crate::error::{AppError, AppResult};

#[derive(Template)]
#[template(path = "account.html")]
struct AccountPage {
    ctx: Ctx,
    username: String,
    email: String,
    classic: bool,
    first_seat_below: bool,
}

pub async fn page(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let me = users::by_id(&state.pool, signed.user.user_id)
        .await?
        .ok_or(AppError::NotFound)?;
    html(
        StatusCode::OK,
        AccountPage {
            ctx: signed.ctx,
            username: me.username,
            email: me.email,
            classic: me.numbering == Numbering::Classic,
            first_seat_below: me.orientation == Orientation::FirstSeat,
        },
    )
}

#[derive(Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
}

pub async fn password(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<PasswordForm>,
) -> AppResult<HttpResponse> {
    let u = &signed.user;
    let result = accounts::change_password(
        &state.pool,
        u.user_id,
        u.session_id,
        &form.current,
        &form.new,
    )
    .await;
    after_action(
        result,
        "/account",
        Some("Password changed. Every other session of yours has been signed out."),
    )
}

#[derive(Deserialize)]
pub struct EmailForm {
    password: String,
    email: String,
}

pub async fn email(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<EmailForm>,
) -> AppResult<HttpResponse> {
    let result = accounts::change_email(
        &state.pool,
        signed.user.user_id,
        &form.password,
        &form.email,
    )
    .await;
    after_action(result, "/account", Some("Email address changed."))
}

#[derive(Deserialize)]
pub struct PreferencesForm {
    numbering: Numbering,
    orientation: Orientation,
}

pub async fn preferences(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<PreferencesForm>,
) -> AppResult<HttpResponse> {
    let result = accounts::set_preferences(
        &state.pool,
        signed.user.user_id,
        form.numbering,
        form.orientation,
    )
    .await;
    after_action(result, "/account", Some("Preferences saved."))
}
