//! Forgotten passwords: asking for a reset link, and the page the link opens.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::account::accounts;
use crate::app::mail::mail_limits::{self, MailAsker};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::web::extract::{CheckedForm, Ctx, client_address};
use crate::web::{AppState, Flash, html, message, see_other};

#[derive(Template)]
#[template(path = "auth/reset.html")]
struct ResetPage {
    ctx: Ctx,
    token: Option<String>,
}

pub async fn reset_request_page(ctx: Ctx) -> AppResult<HttpResponse> {
    html(StatusCode::OK, ResetPage { ctx, token: None })
}

#[derive(Deserialize)]
pub struct ResetRequest {
    email: String,
}

pub async fn reset_request(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<ResetRequest>,
) -> AppResult<HttpResponse> {
    let askers = [
        MailAsker::Address(client_address(&req)),
        MailAsker::Target(form.email.clone()),
    ];
    mail_limits::allow_mail(&state.env, &askers).await?;
    accounts::request_password_reset(&state.env, &form.email).await?;
    message(
        ctx,
        StatusCode::OK,
        "reset-check-mail-title",
        &Msg::new("reset-check-mail"),
    )
}

pub async fn reset_page(ctx: Ctx, state: web::Data<AppState>, token: web::Path<String>) -> AppResult<HttpResponse> {
    if !accounts::reset_token_valid(&state.env, &token).await? {
        return message(ctx, StatusCode::GONE, "auth-reset-title", &Msg::new("reset-link-gone"));
    }
    html(
        StatusCode::OK,
        ResetPage {
            ctx,
            token: Some(token.into_inner()),
        },
    )
}

#[derive(Deserialize)]
pub struct NewPassword {
    password: String,
}

pub async fn reset(
    ctx: Ctx,
    state: web::Data<AppState>,
    token: web::Path<String>,
    CheckedForm(form): CheckedForm<NewPassword>,
) -> AppResult<HttpResponse> {
    match accounts::reset_password(&state.env, &token, &form.password).await {
        Ok(()) => Ok(see_other("/login", Some(Flash::Done(Msg::new("reset-done"))))),
        Err(AppError::Refused(why)) => message(ctx, StatusCode::UNPROCESSABLE_ENTITY, "auth-reset-title", &why),
        Err(e) => Err(e),
    }
}
