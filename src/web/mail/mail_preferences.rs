//! Which mails a player gets: the account page's mail settings, and the unsubscribe link every mail carries.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::{account::accounts, mail::mail_preferences};
use crate::db::outbox::MailKind;
use crate::error::AppResult;
use crate::i18n::Msg;
use crate::web::extract::{CheckedForm, Ctx, NoFields, Signed};
use crate::web::{AppState, after_action, html, message};

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
    mail_preferences::unsubscribe(&state.env, &secret, &query.kind).await?;
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
    let on: Vec<MailKind> = form
        .kinds
        .iter()
        .filter(|(_, v)| *v == "on")
        .filter_map(|(k, _)| MailKind::optional(k.strip_prefix("mail_")?))
        .collect();
    let result =
        mail_preferences::set_mail_preferences(&state.env, signed.user.user_id, &on, form.daily_digest.is_some()).await;
    after_action(result, "/account", Some("account-mail-saved"))
}

/// New unsubscribe links, for a player whose mails (and so their links) went where they should not.
pub async fn rotate_unsubscribe_links(
    signed: Signed,
    state: web::Data<AppState>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let result = mail_preferences::rotate_unsubscribe_links(&state.env, signed.user.user_id).await;
    after_action(result, "/account", Some("account-unsubscribe-rotated"))
}

#[derive(Deserialize)]
pub struct MovesByMail {
    #[serde(default)]
    mail_moves: Option<String>,
    #[serde(default)]
    mail_move_receipts: Option<String>,
}

/// Whether the player's replies to turn mails are played, and answered.
pub async fn moves_by_mail(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<MovesByMail>,
) -> AppResult<HttpResponse> {
    let result = mail_preferences::set_moves_by_mail(
        &state.env,
        signed.user.user_id,
        form.mail_moves.is_some(),
        form.mail_move_receipts.is_some(),
    )
    .await;
    after_action(result, "/account", Some("account-moves-by-mail-saved"))
}

/// A new link that confirms the account's address: after a bounce, or when the first one was lost.
pub async fn confirm_again(
    signed: Signed,
    state: web::Data<AppState>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let result = accounts::send_confirmation(&state.env, signed.user.user_id).await;
    after_action(result, "/account", Some("account-confirm-sent"))
}
