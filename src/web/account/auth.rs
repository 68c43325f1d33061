//! Registration, sign-in and sign-out.

use actix_web::cookie::time::Duration;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::mail::mail_limits::{self, MailAsker};
use crate::app::{account::accounts, account::sign_in};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::web::extract::{CSRF_COOKIE, CheckedForm, Ctx, NoFields, SESSION_COOKIE, Signed, client_address, cookie};
use crate::web::{AppState, Flash, html, local_path, see_other};

#[derive(Template)]
#[template(path = "auth/register.html")]
struct RegisterPage {
    ctx: Ctx,
    error: Option<String>,
    username: String,
    email: String,
}

#[derive(Template)]
#[template(path = "auth/login.html")]
struct LoginPage {
    ctx: Ctx,
    error: Option<String>,
    username: String,
    next: String,
}

pub async fn register_page(ctx: Ctx) -> AppResult<HttpResponse> {
    html(
        StatusCode::OK,
        RegisterPage {
            ctx,
            error: None,
            username: String::new(),
            email: String::new(),
        },
    )
}

#[derive(Deserialize)]
pub struct RegisterForm {
    username: String,
    email: String,
    password: String,
}

/// Signs `user` in: a new session token (the old one, if any, is not reused) and a new CSRF token.
async fn sign_in(
    state: &AppState,
    req: &HttpRequest,
    user: crate::db::UserId,
    next: &str,
    flash: Option<Flash>,
) -> AppResult<HttpResponse> {
    let user_agent = req
        .headers()
        .get(actix_web::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    let held = req.cookie(SESSION_COOKIE);
    let token = sign_in::open_session(
        &state.env,
        user,
        &client_address(req),
        user_agent,
        held.as_ref().map(|c| c.value()),
    )
    .await?;
    let mut res = see_other(local_path(next, "/games"), flash);
    let secure = state.secure_cookies;
    res.add_cookie(&cookie(
        SESSION_COOKIE,
        token,
        secure,
        Some(Duration::days(sign_in::SESSION_MAX_DAYS)),
    ))
    .map_err(anyhow::Error::from)?;
    // A new CSRF cookie with the new session: one someone may have learnt before the sign-in is worth nothing.
    let forms_key = crate::app::secrets::keys(&state.env).await?.forms;
    res.add_cookie(&cookie(
        CSRF_COOKIE,
        crate::web::csrf::new_token(&forms_key),
        secure,
        Some(Duration::days(400)),
    ))
    .map_err(anyhow::Error::from)?;
    Ok(res)
}

pub async fn register(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<RegisterForm>,
) -> AppResult<HttpResponse> {
    // A sign-up mails the address it names (a check, or a notice to its owner): counted for that address too,
    // so nobody can flood someone else's inbox with sign-ups.
    let askers = [
        MailAsker::Address(client_address(&req)),
        MailAsker::Target(form.email.clone()),
    ];
    mail_limits::allow_mail(&state.env, &askers).await?;
    match accounts::register(&state.env, &form.username, &form.email, &form.password, ctx.lang).await {
        // What to do next: confirm the address, where the link is to be found.
        Ok(user) => {
            let welcome = match state.mailbox_page {
                true => "account-welcome-mailbox",
                false => "account-welcome-mail",
            };
            sign_in(&state, &req, user, "/games", Some(Flash::Done(Msg::new(welcome)))).await
        }
        Err(AppError::Refused(message)) => html(
            StatusCode::UNPROCESSABLE_ENTITY,
            RegisterPage {
                error: Some(ctx.tm(&message)),
                ctx,
                username: form.username,
                email: form.email,
            },
        ),
        Err(e) => Err(e),
    }
}

#[derive(Deserialize)]
pub struct NextQuery {
    #[serde(default)]
    next: String,
}

pub async fn login_page(ctx: Ctx, query: web::Query<NextQuery>) -> AppResult<HttpResponse> {
    html(
        StatusCode::OK,
        LoginPage {
            ctx,
            error: None,
            username: String::new(),
            next: query.into_inner().next,
        },
    )
}

#[derive(Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
    #[serde(default)]
    next: String,
}

pub async fn login(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<LoginForm>,
) -> AppResult<HttpResponse> {
    match sign_in::authenticate(&state.env, &form.username, &form.password, &client_address(&req)).await {
        Ok(user) => sign_in(&state, &req, user, &form.next, None).await,
        Err(e @ (AppError::Refused(_) | AppError::TooManyRequests(_))) => {
            let status = if matches!(e, AppError::TooManyRequests(_)) {
                StatusCode::TOO_MANY_REQUESTS
            } else {
                StatusCode::UNAUTHORIZED
            };
            let message = e.message().map(|m| ctx.tm(&m));
            let mut page = html(
                status,
                LoginPage {
                    error: message,
                    ctx,
                    username: form.username,
                    next: form.next,
                },
            )?;
            if status == StatusCode::TOO_MANY_REQUESTS {
                page.headers_mut().insert(
                    actix_web::http::header::RETRY_AFTER,
                    actix_web::http::header::HeaderValue::from_static(crate::web::error::THROTTLED_RETRY_AFTER),
                );
            }
            Ok(page)
        }
        Err(e) => Err(e),
    }
}

pub(in crate::web) fn signed_out(message: &'static str) -> HttpResponse {
    let mut res = see_other("/", Some(Flash::Done(Msg::new(message))));
    let mut gone = actix_web::cookie::Cookie::build(SESSION_COOKIE, "").path("/").finish();
    gone.make_removal();
    let _ = res.add_cookie(&gone);
    // Game pages may be kept by the browser (to be revalidated): a player's own setup must not outlive the
    // session on a shared computer.
    res.headers_mut().insert(
        actix_web::http::header::HeaderName::from_static("clear-site-data"),
        actix_web::http::header::HeaderValue::from_static("\"cache\""),
    );
    res
}

pub async fn logout(signed: Signed, state: web::Data<AppState>, _: CheckedForm<NoFields>) -> AppResult<HttpResponse> {
    sign_in::close_session(&state.env.pool, signed.user.session_id).await?;
    Ok(signed_out("auth-signed-out"))
}

#[derive(Deserialize)]
pub struct EverywhereForm {
    /// The box "and revoke my API tokens", sent only when ticked.
    tokens: Option<String>,
}

pub async fn logout_everywhere(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<EverywhereForm>,
) -> AppResult<HttpResponse> {
    accounts::sign_out_everywhere(&state.env, signed.user.user_id, form.tokens.is_some()).await?;
    Ok(signed_out("auth-signed-out-everywhere"))
}
