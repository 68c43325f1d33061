//! Pages reached from mails and about mail: address confirmation, password reset, email change, one-click
//! unsubscribe, mail preferences, vacation, and the mailbox page when no SMTP server is configured.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::extract::{CheckedForm, Ctx, Signed};
use super::html;
use super::{AppState, Flash, after_action, see_other};
use crate::app::{accounts, clocks};
use crate::db;
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

#[derive(Template)]
#[template(path = "message.html")]
struct MessagePage {
    ctx: Ctx,
    title: String,
    message: String,
}

fn message(ctx: Ctx, status: StatusCode, title: &str, message: &Msg) -> AppResult<HttpResponse> {
    html(
        status,
        MessagePage {
            title: ctx.t(title),
            message: ctx.tm(message),
            ctx,
        },
    )
}

/// An answer for a link that could not be used: why, on a page, with the right status.
fn link_result(ctx: Ctx, result: AppResult<()>, title: &str, done: &'static str) -> AppResult<HttpResponse> {
    match result {
        Ok(()) => message(ctx, StatusCode::OK, title, &Msg::new(done)),
        Err(AppError::Refused(why)) => message(ctx, StatusCode::GONE, title, &why),
        Err(e) => Err(e),
    }
}

pub async fn verify(ctx: Ctx, state: web::Data<AppState>, token: web::Path<String>) -> AppResult<HttpResponse> {
    let result = accounts::verify_email(&state.env, &token).await;
    link_result(ctx, result, "link-confirmed-title", "link-confirmed")
}

pub async fn confirm_email(ctx: Ctx, state: web::Data<AppState>, token: web::Path<String>) -> AppResult<HttpResponse> {
    let result = accounts::confirm_email_change(&state.env, &token).await;
    link_result(ctx, result, "link-email-changed-title", "link-email-changed")
}

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
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<ResetRequest>,
) -> AppResult<HttpResponse> {
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

#[derive(Deserialize)]
pub struct KindQuery {
    #[serde(default = "all")]
    kind: String,
}

fn all() -> String {
    "all".to_string()
}

#[derive(Template)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    ctx: Ctx,
    secret: String,
    kind: String,
}

pub async fn unsubscribe_page(
    ctx: Ctx,
    secret: web::Path<String>,
    query: web::Query<KindQuery>,
) -> AppResult<HttpResponse> {
    html(
        StatusCode::OK,
        UnsubscribePage {
            ctx,
            secret: secret.into_inner(),
            kind: query.into_inner().kind,
        },
    )
}

/// RFC 8058 one-click unsubscribe: mail programs POST here without a session or a form token; the secret in
/// the link is what proves the right to ask.
pub async fn unsubscribe(
    ctx: Ctx,
    state: web::Data<AppState>,
    secret: web::Path<String>,
    query: web::Query<KindQuery>,
) -> AppResult<HttpResponse> {
    accounts::unsubscribe(&state.env, &secret, &query.kind).await?;
    message(ctx, StatusCode::OK, "unsubscribed-title", &Msg::new("unsubscribed"))
}

#[derive(Deserialize)]
pub struct MailPreferences {
    #[serde(default)]
    daily_digest: Option<String>,
    #[serde(flatten)]
    kinds: std::collections::HashMap<String, String>,
}

pub async fn mail_preferences(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<MailPreferences>,
) -> AppResult<HttpResponse> {
    let on: Vec<String> = form
        .kinds
        .into_iter()
        .filter_map(|(k, v)| (v == "on").then(|| k.trim_start_matches("mail_").to_string()))
        .collect();
    let result =
        accounts::set_mail_preferences(&state.env, signed.user.user_id, &on, form.daily_digest.is_some()).await;
    after_action(result, "/account", Some("account-mail-saved"))
}

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
        "start" => (clocks::start_vacation(&state.env, user).await, "vacation-started"),
        "end" => (clocks::end_vacation(&state.env, user).await, "vacation-ended"),
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    after_action(result, "/account", Some(done))
}

struct ShownMail {
    subject: String,
    body: String,
    when: String,
    state: String,
}

#[derive(Template)]
#[template(path = "mailbox.html")]
struct MailboxPage {
    ctx: Ctx,
    address: String,
    mails: Vec<ShownMail>,
}

/// The mails sent to the signed-in player's own address, for installations that deliver to a mailbox folder.
pub async fn mailbox(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    if !state.mailbox_page {
        return Err(AppError::NotFound);
    }
    let me = db::users::by_id(&state.env.pool, signed.user.user_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let lang = signed.ctx.lang;
    // By account, not address: an address can change hands, a player's mail must not.
    let mails = db::outbox::sent_to(&state.env.pool, me.id)
        .await?
        .into_iter()
        .map(|m| ShownMail {
            subject: m.subject,
            body: m.text_body,
            when: lang.datetime(m.created_at),
            state: lang.t(m.state.message_id()),
        })
        .collect();
    html(
        StatusCode::OK,
        MailboxPage {
            ctx: signed.ctx,
            address: me.email,
            mails,
        },
    )
}
