//! Personal access tokens on the account page: made (and shown this once), listed with when each was last
//! used, and revoked.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::account::api_tokens;
use crate::db;
use crate::db::UserId;
use crate::error::AppResult;
use crate::web::extract::{CheckedForm, Ctx, NoFields, Signed};
use crate::web::{AppState, after_action, html};

/// A token as the account page lists it.
pub struct TokenLine {
    pub id: i64,
    pub name: String,
    pub scopes: String,
    pub created: String,
    pub last_used: String,
}

/// The account's live tokens, worded for its page.
pub async fn lines(state: &AppState, user: UserId, ctx: &Ctx) -> AppResult<Vec<TokenLine>> {
    let lang = ctx.lang;
    Ok(db::api_tokens::of_user(&state.env.pool, user)
        .await?
        .into_iter()
        .map(|t| TokenLine {
            id: t.id,
            name: t.name,
            scopes: lang.t(if t.can_play {
                "tokens-scope-play"
            } else {
                "tokens-scope-read"
            }),
            created: ctx.datetime(t.created_at),
            last_used: t
                .last_used_at
                .map_or_else(|| lang.t("tokens-never-used"), |at| ctx.datetime(at)),
        })
        .collect())
}

#[derive(Template)]
#[template(path = "token.html")]
struct NewTokenPage {
    ctx: Ctx,
    name: String,
    token: String,
    /// A command that calls the API with the token.
    example: String,
}

#[derive(Deserialize)]
pub struct NewTokenForm {
    name: String,
    password: String,
    /// Present when the token may play, not only read.
    play: Option<String>,
}

/// Makes a token and shows it, this once: the page is never stored by the browser.
pub async fn create(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<NewTokenForm>,
) -> AppResult<HttpResponse> {
    let made = api_tokens::create(
        &state.env,
        signed.user.user_id,
        &form.password,
        &form.name,
        form.play.is_some(),
    )
    .await;
    let token = match made {
        Ok(token) => token,
        Err(e) => return after_action(Err(e), "/account#tokens", None),
    };
    let mut page = html(
        StatusCode::OK,
        NewTokenPage {
            ctx: signed.ctx,
            name: form.name.trim().to_string(),
            example: format!(
                "curl -H \"Authorization: Bearer {token}\" {}/api/v1/me",
                state.env.base_url
            ),
            token,
        },
    )?;
    page.headers_mut().insert(
        actix_web::http::header::CACHE_CONTROL,
        actix_web::http::header::HeaderValue::from_static("no-store"),
    );
    Ok(page)
}

pub async fn revoke(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let result = api_tokens::revoke(&state.env, signed.user.user_id, path.into_inner()).await;
    after_action(result, "/account#tokens", Some("tokens-revoked"))
}
