//! The actix-web application: state, middleware, and the server.

pub mod account;
pub mod admin;
pub mod api;
pub mod assets;
pub mod conditional;
pub mod csrf;
pub mod error;
pub mod extract;
pub mod game;
pub mod hardening;
pub mod health;
pub mod html_text;
pub mod language;
pub mod mail;
pub mod metrics;
#[cfg(test)]
mod palette;
pub mod ratings_pages;
pub mod remembered;
mod request_log;
pub mod routes;
pub mod tournaments;

use std::net::TcpListener;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::cookie::{Cookie, time::Duration};
use actix_web::dev::{Server, ServiceRequest, ServiceResponse};
use actix_web::middleware::{Next, from_fn};
use actix_web::{App, HttpMessage, HttpServer, web};

use crate::app::Env;
use crate::i18n::Msg;
use extract::{CSRF_COOKIE, CsrfToken, FLASH_COOKIE};

/// What every handler may reach.
#[derive(Clone)]
pub struct AppState {
    pub env: Env,
    /// `scheme://host[:port]` of BASE_URL: the one origin forms are accepted from.
    pub origin: String,
    pub secure_cookies: bool,
    /// Mail goes to a folder, not SMTP: players may read theirs at /mailbox.
    pub mailbox_page: bool,
    /// Reverse proxies whose `X-Forwarded-For` names the client.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// The open game pages' streams of changes.
    pub streams: game::live::Streams,
}

/// How the web server is set up, beyond the environment every use-case shares.
#[derive(Debug, Clone, Default)]
pub struct WebSettings {
    /// Mail goes to a folder, not SMTP: players may read theirs at /mailbox.
    pub mailbox_page: bool,
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// The most connections to PostgreSQL the web server opens, shared out between its workers (at least two
    /// each).
    pub database_connections: u32,
    /// Turns true when the server is about to stop: the game pages' streams end then, so that a graceful stop
    /// does not wait for them. Unset, they end with the server.
    pub stop_streams: Option<tokio::sync::watch::Receiver<bool>>,
}

/// The origin part of a base URL.
pub fn origin_of(base_url: &str) -> String {
    let after_scheme = base_url.find("://").map_or(0, |i| i + 3);
    match base_url[after_scheme..].find('/') {
        Some(i) => base_url[..after_scheme + i].to_string(),
        None => base_url.to_string(),
    }
}

/// Gives every browser a CSRF cookie, clears a flash message once a page has shown it, and words error pages
/// in the reader's language.
async fn cookie_upkeep<B: MessageBody + 'static>(
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B, String>>, actix_web::Error> {
    // Built-in assets are the same for everyone and cached for a year: no cookie, no language.
    // The API takes no cookies and words its own refusals.
    // Health checks answer without the database, which the CSRF key may need to be read from; the icon and
    // the manifest are the same for everyone and may be cached, so they carry no cookie.
    let path = req.path();
    let shared = ["/healthz", "/readyz", "/favicon.ico", "/manifest.webmanifest"];
    if path.starts_with("/static/") || path.starts_with("/api/") || shared.contains(&path) {
        return next.call(req).await.map(ServiceResponse::map_into_left_body);
    }
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let secure = state.as_ref().is_some_and(|s| s.secure_cookies);
    // A browser without a cookie this installation signed gets one (while the key can be read).
    let key = match &state {
        Some(s) => crate::app::secrets::keys(&s.env).await.ok().map(|k| k.forms),
        None => None,
    };
    let new_csrf = key
        .filter(|k| !req.cookie(CSRF_COOKIE).is_some_and(|c| csrf::is_ours(k, c.value())))
        .map(|k| csrf::new_token(&k));
    if let Some(token) = &new_csrf {
        req.extensions_mut().insert(CsrfToken(token.clone()));
    }
    let had_flash = req.cookie(FLASH_COOKIE).is_some();
    let res = next.call(req).await?;
    let mut res = match in_readers_language(&res).await {
        Some(page) => {
            let (req, response) = res.into_parts();
            ServiceResponse::new(req, response.set_body(page).map_into_right_body())
        }
        None => res.map_into_left_body::<String>(),
    };
    // Pages differ by language and by who is signed in: no shared cache may serve one reader's page to another.
    res.headers_mut().insert(
        actix_web::http::header::VARY,
        actix_web::http::header::HeaderValue::from_static("Accept-Language, Cookie"),
    );
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

/// An error page again, for whoever asked: in their language, offering "Sign in" only when they are not
/// (`extract::reader`).
async fn in_readers_language<B>(res: &ServiceResponse<B>) -> Option<String> {
    use crate::error::AppError;
    let err = res.response().error()?.as_error::<AppError>()?;
    // Only these come before a page could read the session; a page refused later noted its reader, and looking
    // the session up again while the database is failing would only wait for it twice.
    let before_any_page = matches!(
        err,
        AppError::NotFound | AppError::BadRequest(_) | AppError::MethodNotAllowed
    );
    let (lang, signed_in) = extract::reader(res.request(), before_any_page).await;
    error::error_page(err, lang, signed_in)
}

/// How many workers the web server runs (one per core), and how many of `connections` each opens: an even share,
/// at least two.
pub fn workers_sharing(connections: u32) -> (usize, u32) {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    (workers, share_of(connections, workers))
}

fn share_of(connections: u32, workers: usize) -> u32 {
    (connections / u32::try_from(workers).unwrap_or(u32::MAX)).max(2)
}

/// Builds the server on a bound listener (port 0 in tests). It does not catch signals: whoever runs it stops it
/// through its handle, after which requests in flight have 30 seconds to finish. `env`'s pool is left to whatever
/// runs beside the server: each worker reads through a pool of its own like it (`db::pool_like`).
pub fn server(listener: TcpListener, env: Env, settings: WebSettings) -> std::io::Result<Server> {
    conditional::build_tag();
    let (workers, per_worker) = workers_sharing(settings.database_connections);
    let streams = game::live::Streams::new(
        settings
            .stop_streams
            .unwrap_or_else(|| tokio::sync::watch::channel(false).1),
    );
    tokio::spawn(streams.clone().listen(env.clone()));
    let shared = AppState {
        streams,
        mailbox_page: settings.mailbox_page,
        trusted_proxies: settings.trusted_proxies,
        origin: origin_of(&env.base_url),
        secure_cookies: env.base_url.starts_with("https://"),
        env,
    };
    let server = HttpServer::new(move || {
        // Each worker is a runtime of its own, and a connection answers on the runtime that opened it: through one
        // pool shared by the workers, a reply to one worker waited for a thread of another runtime to pass it on,
        // and a one-query page took 1.5 to 1.7 times as long (BENCHMARKS.md, "A pool for each web worker").
        let mut state = shared.clone();
        state.env.pool = crate::db::pool_like(&shared.env.pool, per_worker);
        let state = web::Data::new(state);
        App::new()
            .wrap(from_fn(cookie_upkeep))
            .wrap(from_fn(hardening::hardening))
            .wrap(from_fn(request_log::observe))
            .app_data(state)
            .app_data(web::PathConfig::default().error_handler(|e, _| error::bad_input(e)))
            .app_data(web::QueryConfig::default().error_handler(|e, _| error::bad_input(e)))
            .app_data(web::FormConfig::default().error_handler(|e, _| error::bad_input(e)))
            .configure(routes::configure)
    })
    .workers(workers)
    .disable_signals()
    .shutdown_timeout(30)
    .listen(listener)?
    .run();
    Ok(server)
}

// A game's number goes into a page a hundred times (every square's link): written as the number it is, with
// nothing in it to escape.
impl askama::filters::HtmlSafe for crate::db::GameId {}

impl askama::FastWritable for crate::db::GameId {
    fn write_into(&self, dest: &mut dyn std::fmt::Write, values: &dyn askama::Values) -> askama::Result<()> {
        self.0.write_into(dest, values)
    }
}

/// A page: an askama template (escaping on) answered with `status`; a render failure becomes our error page.
pub fn html(
    status: actix_web::http::StatusCode,
    page: impl askama::Template,
) -> crate::error::AppResult<actix_web::HttpResponse> {
    // Room for a game page at once: growing the buffer as the page is written cost a tenth of drawing it.
    let mut body = String::with_capacity(64 * 1024);
    page.render_into(&mut body).map_err(anyhow::Error::from)?;
    Ok(actix_web::HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(body))
}

#[derive(askama::Template)]
#[template(path = "message.html")]
struct MessagePage {
    ctx: extract::Ctx,
    title: String,
    message: String,
}

/// A page that says one thing (a link used, a mail setting changed), with its status.
pub fn message(
    ctx: extract::Ctx,
    status: actix_web::http::StatusCode,
    title: &str,
    message: &Msg,
) -> crate::error::AppResult<actix_web::HttpResponse> {
    html(
        status,
        MessagePage {
            title: ctx.t(title),
            message: ctx.tm(message),
            ctx,
        },
    )
}

/// The page a mailed link opens: what it did, or why it could not be used under a title that says so, with
/// the right status.
pub fn link_result(
    ctx: extract::Ctx,
    result: crate::error::AppResult<()>,
    done_title: &str,
    done: &'static str,
) -> crate::error::AppResult<actix_web::HttpResponse> {
    match result {
        Ok(()) => message(ctx, actix_web::http::StatusCode::OK, done_title, &Msg::new(done)),
        Err(crate::error::AppError::Refused(why)) => {
            message(ctx, actix_web::http::StatusCode::GONE, "link-gone-title", &why)
        }
        Err(e) => Err(e),
    }
}

/// `next` when it is a plain path of this site, else `fallback`: where to go after signing in or choosing a
/// language. A plain path starts with one `/` and holds no backslash, whitespace or control character, which
/// browsers drop or read as `/` (`/\t/evil.example` would lead to `//evil.example`).
pub fn local_path<'a>(next: &'a str, fallback: &'a str) -> &'a str {
    let plain = next.starts_with('/')
        && !next.starts_with("//")
        && next.chars().all(|c| !c.is_control() && !c.is_whitespace() && c != '\\');
    if plain { next } else { fallback }
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

/// A message for the next page: a confirmation, or why an action was refused. It travels as a message id
/// with its arguments and is worded when shown, in the language of the page that shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Flash {
    Done(Msg),
    Refused(Msg),
}

impl Flash {
    fn encode(&self) -> String {
        serde_json::to_string(self).expect("a flash serialises")
    }

    /// `None` for anything a browser may have made up that is not one of ours.
    pub fn decode(text: &str) -> Option<Flash> {
        let flash: Flash = serde_json::from_str(text).ok()?;
        crate::i18n::Lang::En.has(flash.msg().id()).then_some(flash)
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Flash::Refused(_))
    }

    pub fn msg(&self) -> &Msg {
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
    done: Option<&'static str>,
) -> Result<actix_web::HttpResponse, crate::error::AppError> {
    use crate::error::AppError;
    match result {
        Ok(()) => Ok(see_other(location, done.map(|d| Flash::Done(Msg::new(d))))),
        Err(AppError::Refused(m) | AppError::Conflict(m) | AppError::BadRequest(m)) => {
            Ok(see_other(location, Some(Flash::Refused(m))))
        }
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::share_of;

    #[test]
    fn the_workers_share_out_the_connections_evenly_with_two_each_at_least() {
        assert_eq!(share_of(8, 2), 4);
        assert_eq!(share_of(9, 2), 4);
        assert_eq!(share_of(20, 16), 2);
        assert_eq!(share_of(4, 1), 4);
    }
}
