//! The JSON API under `/api/v1`, for bots and other programs. It takes a personal access token
//! (`Authorization: Bearer …`) and no cookies, so it needs no CSRF token; every answer is JSON, and every refusal
//! is `application/problem+json` (RFC 9457) with a `type` that names the refusal and a `title` worded as the
//! pages word it, in the token owner's language.

mod account;
mod analysis;
mod events;
mod game_extras;
mod games;
pub mod openapi;
mod players;
pub mod schema;
mod tournaments;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::{Next, from_fn};
use actix_web::{FromRequest, HttpMessage, HttpRequest, HttpResponse, ResponseError, guard, web};

use super::AppState;
use super::error::bad_input;
use super::extract::browser_lang;
use crate::app::account::api_tokens::{self, Scope};
use crate::db::UserId;
use crate::error::AppError;
use crate::i18n::{Lang, Msg};
use crate::rules::Numbering;

pub fn configure(cfg: &mut web::ServiceConfig) {
    use actix_web::http::Method;
    let (get, post) = (Method::GET, Method::POST);
    cfg.service(
        web::scope("/api/v1")
            .wrap(from_fn(problems))
            // A long game's view is mostly repeated words: a client that takes gzip gets a tenth of it.
            .wrap(actix_web::middleware::Compress::default())
            .app_data(web::PathConfig::default().error_handler(|e, _| bad_input(e)))
            .app_data(web::QueryConfig::default().error_handler(|e, _| bad_input(e)))
            .app_data(
                web::JsonConfig::default()
                    .limit(16 * 1024)
                    .error_handler(|e, _| bad_input(e)),
            )
            .service(resource("/openapi.json", get.clone(), openapi::document))
            .service(resource("/me", get.clone(), games::me))
            .service(resource("/events", get.clone(), events::account))
            .service(read_and_write(
                "/preferences",
                account::preferences,
                account::set_preferences,
            ))
            .service(read_and_write("/vacation", account::vacation, account::set_vacation))
            .service(read_and_write("/calendar", account::calendar, account::renew_calendar))
            .service(resource("/own-data", get.clone(), account::own_data))
            .service(resource("/setups", get.clone(), account::saved_setups))
            .service(resource("/games/{id}/saved-setups", post.clone(), account::save_setup))
            .service(resource("/games", get.clone(), games::mine))
            .service(resource("/games/public", get.clone(), games::public))
            .service(resource("/games/{id}", get.clone(), games::one))
            .service(resource("/games/{id}/events", get.clone(), events::game))
            .service(resource("/games/{id}/legal-moves", get.clone(), games::legal_moves))
            .service(resource("/games/{id}/moves", post.clone(), games::play))
            .service(resource("/games/{id}/setup", post.clone(), games::setup))
            .service(resource("/games/{id}/resign", post.clone(), games::resign))
            .service(resource("/games/{id}/draw", post.clone(), games::draw))
            .service(read_and_write(
                "/games/{id}/messages",
                game_extras::conversation,
                game_extras::write,
            ))
            .service(resource("/games/{id}/mute", post.clone(), game_extras::mute))
            .service(read_and_write(
                "/games/{id}/notes",
                game_extras::notes,
                game_extras::write_note,
            ))
            .service(resource("/games/{id}/rematch", post.clone(), game_extras::rematch))
            .service(resource("/challenges", post.clone(), games::challenge))
            .service(resource("/challenges/{id}/accept", post.clone(), games::accept))
            .service(resource("/challenges/{id}/decline", post.clone(), games::decline))
            .service(resource("/games/{id}/record", get.clone(), games::record))
            .service(read_and_write(
                "/games/{id}/analysis",
                analysis::analysis,
                analysis::request,
            ))
            .service(resource(
                "/games/{id}/messages/{message}/report",
                post.clone(),
                game_extras::report,
            ))
            .service(resource("/tournaments/{id}/start", post.clone(), tournaments::start))
            .service(resource("/tournaments/{id}/cancel", post.clone(), tournaments::cancel))
            .service(resource("/leaderboard/{preset}", get.clone(), players::leaderboard))
            .service(resource("/players/{name}", get.clone(), players::profile))
            .service(read_and_write("/tournaments", tournaments::list, tournaments::create))
            .service(resource("/tournaments/{id}/entry", post.clone(), tournaments::enter))
            .service(resource("/tournaments/{id}/leave", post.clone(), tournaments::leave))
            .service(resource(
                "/tournaments/{id}/withdraw",
                post.clone(),
                tournaments::withdraw,
            ))
            .service(resource("/tournaments/{id}", get.clone(), tournaments::show))
            .default_service(web::to(|| async { Err::<HttpResponse, _>(AppError::NotFound) })),
    );
}

/// One path of the API with its one method; any other method is answered 405, with the method it takes.
fn resource<F, Args>(path: &str, method: actix_web::http::Method, handler: F) -> actix_web::Resource
where
    F: actix_web::Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: actix_web::Responder + 'static,
{
    // A reading operation answers HEAD as well, without the body.
    let (route, allow) = match method {
        actix_web::http::Method::GET => (
            web::route().guard(guard::Any(guard::Get()).or(guard::Head())),
            "GET, HEAD".to_string(),
        ),
        other => (web::method(other.clone()), other.to_string()),
    };
    web::resource(path)
        .route(route.to(handler))
        .default_service(web::to(move || not_allowed(allow.clone())))
}

/// A path read with GET (and HEAD) and written with POST.
fn read_and_write<F, A, G, B>(path: &str, read: F, write: G) -> actix_web::Resource
where
    F: actix_web::Handler<A>,
    A: FromRequest + 'static,
    F::Output: actix_web::Responder + 'static,
    G: actix_web::Handler<B>,
    B: FromRequest + 'static,
    G::Output: actix_web::Responder + 'static,
{
    web::resource(path)
        .route(web::route().guard(guard::Any(guard::Get()).or(guard::Head())).to(read))
        .route(web::post().to(write))
        .default_service(web::to(|| not_allowed("GET, HEAD, POST".to_string())))
}

/// `405`, with the methods the path takes.
async fn not_allowed(allow: String) -> Result<HttpResponse, actix_web::Error> {
    // Answered as an error, so that it is worded in the reader's language like any other.
    let mut res = HttpResponse::from_error(AppError::MethodNotAllowed);
    if let Ok(value) = HeaderValue::from_str(&allow) {
        res.headers_mut().insert(header::ALLOW, value);
    }
    Ok(res)
}

/// An answer of `status` with `body` as JSON.
fn json<T: serde::Serialize>(status: actix_web::http::StatusCode, body: &T) -> HttpResponse {
    HttpResponse::build(status).json(body)
}

/// `201 Created`: `body`, and where the new thing is (`Location`).
fn created<T: serde::Serialize>(location: &str, body: &T) -> Result<HttpResponse, AppError> {
    let mut answer = json(actix_web::http::StatusCode::CREATED, body);
    let location = HeaderValue::from_str(location).map_err(anyhow::Error::from)?;
    answer.headers_mut().insert(header::LOCATION, location);
    Ok(answer)
}

/// The account a request's token belongs to, with what the API words and numbers its answers by.
pub struct ApiUser {
    pub id: UserId,
    pub username: String,
    pub lang: Lang,
    pub numbering: Numbering,
    pub can_play: bool,
}

/// A token that may read.
pub struct Reader(pub ApiUser);

/// A token that may play.
pub struct Player(pub ApiUser);

async fn authenticate(req: HttpRequest, scope: Scope) -> Result<ApiUser, AppError> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .expect("AppState is registered")
        .clone();
    let token = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|h| h.to_str().ok())
        // The scheme's name is case-insensitive (RFC 9110).
        .and_then(|h| h.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .map(|(_, token)| token.trim())
        .filter(|t| !t.is_empty())
        .ok_or_else(|| AppError::Unauthorized(Msg::new("error-token-missing")))?;
    let user = api_tokens::authenticate(&state.env, token, scope).await?;
    let lang = user.lang.unwrap_or(Lang::En);
    // Refusals from here on are worded in the token owner's language.
    req.extensions_mut().insert(lang);
    Ok(ApiUser {
        id: user.user_id,
        username: user.username,
        lang,
        numbering: user.numbering.into(),
        can_play: user.can_play,
    })
}

type Fut<T> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<T, actix_web::Error>>>>;

impl FromRequest for Reader {
    type Error = actix_web::Error;
    type Future = Fut<Reader>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Ok(Reader(authenticate(req, Scope::Read).await?)) })
    }
}

impl FromRequest for Player {
    type Error = actix_web::Error;
    type Future = Fut<Player>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Ok(Player(authenticate(req, Scope::Play).await?)) })
    }
}

/// The stable name of a refusal: its message's id without `error-` (`stale-page`, `move-refused`).
fn problem_type(err: &AppError) -> String {
    let id = err
        .message()
        .map_or_else(|| "error-internal".to_string(), |m| m.id().to_string());
    let name = id
        .strip_prefix("error")
        .map_or(id.as_str(), |rest| rest.trim_start_matches('-'));
    format!("/api/v1/problems/{name}")
}

/// The problem JSON of `err`, worded in `lang`.
pub fn problem_body(err: &AppError, lang: Lang) -> schema::Problem {
    schema::Problem {
        kind: problem_type(err),
        title: lang.msg(&err.message().unwrap_or_else(|| Msg::new("error-internal"))),
        status: err.status_code().as_u16(),
    }
}

/// An error as `application/problem+json`, worded in `lang`.
pub fn problem(err: &AppError, lang: Lang) -> HttpResponse {
    let status = err.status_code();
    if let AppError::Internal(e) = err {
        tracing::error!(error = ?e, "internal error");
    }
    let body = problem_body(err, lang);
    let mut res = HttpResponse::build(status);
    res.content_type("application/problem+json");
    if matches!(err, AppError::TooManyRequests(_)) {
        res.insert_header((header::RETRY_AFTER, super::error::THROTTLED_RETRY_AFTER));
    }
    if matches!(err, AppError::Unavailable | AppError::Busy) {
        res.insert_header((header::RETRY_AFTER, "5"));
    }
    if matches!(err, AppError::Unauthorized(_)) {
        res.insert_header((header::WWW_AUTHENTICATE, "Bearer"));
    }
    res.json(body)
}

/// Turns every error answer of the API into problem JSON in the reader's language, and keeps answers out of
/// shared caches.
async fn problems<B: MessageBody + 'static>(
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B>>, actix_web::Error> {
    let res = next.call(req).await?;
    let lang = res.request().extensions().get::<Lang>().copied();
    let lang = lang.unwrap_or_else(|| browser_lang(res.request()));
    let mut res = match res.response().error().and_then(|e| e.as_error::<AppError>()) {
        Some(err) => {
            let mut answer = problem(err, lang);
            if let Some(allow) = res.headers().get(header::ALLOW).cloned() {
                answer.headers_mut().insert(header::ALLOW, allow);
            }
            res.into_response(answer).map_into_right_body()
        }
        None => res.map_into_left_body(),
    };
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}
