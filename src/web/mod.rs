//! The actix-web application: state, middleware, and the server.

pub mod account;
pub mod admin;
pub mod auth;
pub mod board;
pub mod error;
pub mod extract;
pub mod game;
pub mod lobby;
pub mod mail_pages;
pub mod routes;
pub mod stats;

use std::net::TcpListener;

use actix_web::body::MessageBody;
use actix_web::cookie::{Cookie, time::Duration};
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::middleware::{Next, from_fn};
use actix_web::{App, HttpMessage, HttpServer, web};
use tracing_actix_web::TracingLogger;

use crate::app::{Env, accounts};
use extract::{CSRF_COOKIE, CsrfToken, FLASH_COOKIE};

/// What every handler may reach.
pub struct AppState {
    pub env: Env,
    /// `scheme://host[:port]` of BASE_URL: the one origin forms are accepted from.
    pub origin: String,
    pub secure_cookies: bool,
    /// Mail goes to a folder, not SMTP: players may read theirs at /mailbox.
    pub mailbox_page: bool,
}

/// The origin part of a base URL.
pub fn origin_of(base_url: &str) -> String {
    let after_scheme = base_url.find("://").map_or(0, |i| i + 3);
    match base_url[after_scheme..].find('/') {
        Some(i) => base_url[..after_scheme + i].to_string(),
        None => base_url.to_string(),
    }
}

/// Gives every browser a CSRF cookie, and clears a flash message once a page has shown it.
async fn cookie_upkeep(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let secure = req.app_data::<web::Data<AppState>>().is_some_and(|s| s.secure_cookies);
    let new_csrf = req.cookie(CSRF_COOKIE).is_none().then(accounts::random_token);
    if let Some(token) = &new_csrf {
        req.extensions_mut().insert(CsrfToken(token.clone()));
    }
    let had_flash = req.cookie(FLASH_COOKIE).is_some();
    let mut res = next.call(req).await?;
    if let Some(token) = new_csrf {
        let c = extract::cookie(CSRF_COOKIE, token, secure, Some(Duration::days(400)));
        res.response_mut().add_cookie(&c)?;
    }
    // Under https every cookie of ours is Secure, whichever handler set it (removals included).
    let ours: Vec<Cookie<'static>> = res
        .response()
        .cookies()
        .filter(|c| c.name().starts_with("fp_"))
        .map(|c| c.into_owned())
        .collect();
    let loose = |c: &&Cookie<'static>| c.http_only() != Some(true) || (secure && c.secure() != Some(true));
    for c in ours.iter().filter(loose) {
        let mut c = c.clone();
        c.set_http_only(true);
        c.set_secure(secure);
        c.set_same_site(actix_web::cookie::SameSite::Lax);
        res.response_mut().del_cookie(c.name());
        res.response_mut().add_cookie(&c)?;
    }
    let sets_flash = ours.iter().any(|c| c.name() == FLASH_COOKIE);
    if had_flash && !sets_flash && !res.status().is_redirection() {
        let mut gone = extract::cookie(FLASH_COOKIE, String::new(), secure, None);
        gone.make_removal();
        res.response_mut().add_cookie(&gone)?;
    }
    Ok(res)
}

/// Builds the server on a bound listener (port 0 in tests).
pub fn server(listener: TcpListener, env: Env, mailbox_page: bool) -> std::io::Result<Server> {
    let state = web::Data::new(AppState {
        mailbox_page,
        origin: origin_of(&env.base_url),
        secure_cookies: env.base_url.starts_with("https://"),
        env,
    });
    let server = HttpServer::new(move || {
        App::new()
            .wrap(from_fn(cookie_upkeep))
            .wrap(TracingLogger::default())
            .app_data(state.clone())
            .app_data(web::PathConfig::default().error_handler(|e, _| error::bad_input(e)))
            .app_data(web::QueryConfig::default().error_handler(|e, _| error::bad_input(e)))
            .app_data(web::FormConfig::default().error_handler(|e, _| error::bad_input(e)))
            .configure(routes::configure)
    })
    .listen(listener)?
    .run();
    Ok(server)
}

/// A page: an askama template (escaping on) answered with `status`; a render failure becomes our error page.
pub fn html(
    status: actix_web::http::StatusCode,
    page: impl askama::Template,
) -> crate::error::AppResult<actix_web::HttpResponse> {
    let body = page.render().map_err(anyhow::Error::from)?;
    Ok(actix_web::HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(body))
}

/// Post/redirect/get: a redirect, with a message for the next page.
pub fn see_other(location: &str, flash: Option<Flash>) -> actix_web::HttpResponse {
    let mut res = actix_web::HttpResponse::SeeOther();
    res.insert_header((actix_web::http::header::LOCATION, location.to_string()));
    if let Some(f) = flash {
        res.cookie(extract::flash_cookie(&f.encode()));
    }
    res.finish()
}

/// A message for the next page: a confirmation, or why an action was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flash {
    Done(String),
    Refused(String),
}

impl Flash {
    fn encode(&self) -> String {
        match self {
            Flash::Done(m) => format!("I{m}"),
            Flash::Refused(m) => format!("E{m}"),
        }
    }

    pub fn decode(text: &str) -> Option<Flash> {
        let mut chars = text.chars();
        match chars.next()? {
            'I' => Some(Flash::Done(chars.as_str().to_string())),
            'E' => Some(Flash::Refused(chars.as_str().to_string())),
            _ => None,
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Flash::Refused(_))
    }

    pub fn text(&self) -> &str {
        match self {
            Flash::Done(m) | Flash::Refused(m) => m,
        }
    }
}

/// The answer to a form action: back to `location`, saying `done` on success or why it was refused. Errors
/// that are not about the request's content (not found, forbidden, ours) get their error page.
pub fn after_action(
    result: crate::error::AppResult<()>,
    location: &str,
    done: Option<&str>,
) -> Result<actix_web::HttpResponse, crate::error::AppError> {
    use crate::error::AppError;
    match result {
        Ok(()) => Ok(see_other(location, done.map(|d| Flash::Done(d.to_string())))),
        Err(e @ (AppError::Refused(_) | AppError::Conflict(_) | AppError::BadRequest(_))) => {
            Ok(see_other(location, Some(Flash::Refused(e.to_string()))))
        }
        Err(e) => Err(e),
    }
}
