//! Request extractors: the page context (signed-in user, CSRF token, flash message, the reader's language),
//! the signed-in user, and forms whose CSRF token and origin are checked before a handler sees them.

use std::future::Future;
use std::pin::Pin;

use actix_web::cookie::{Cookie, SameSite, time::Duration};
use actix_web::dev::Payload;
use actix_web::http::Method;
use actix_web::{FromRequest, HttpMessage, HttpRequest, web};
use serde::de::DeserializeOwned;

use super::AppState;
use crate::app::account::sign_in;
use crate::db::sessions::SessionUser;
use crate::error::AppError;
use crate::i18n::{IntoArg, Lang, Msg, Zone};

pub const SESSION_COOKIE: &str = "fp_session";
pub const CSRF_COOKIE: &str = "fp_csrf";
pub const FLASH_COOKIE: &str = "fp_flash";
/// The language chosen from the menu on this browser.
pub const LANG_COOKIE: &str = "fp_lang";

/// The CSRF token of this request, put in place by the cookie middleware when the browser had none.
#[derive(Clone)]
pub struct CsrfToken(pub String);

fn state(req: &HttpRequest) -> web::Data<AppState> {
    req.app_data::<web::Data<AppState>>()
        .expect("AppState is registered")
        .clone()
}

/// The client's address, for the session list and rate limiting: the peer, or, when the peer is one of the
/// trusted proxies, the last address in `X-Forwarded-For` that is not one of them (earlier entries are the
/// client's own word and may be forged).
pub fn client_address(req: &HttpRequest) -> String {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else {
        return "unknown".to_string();
    };
    let state = state(req);
    let trusted = &state.trusted_proxies;
    if !trusted.contains(&peer) {
        return peer.to_string();
    }
    let forwarded: Vec<std::net::IpAddr> = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse().ok())
        .collect();
    forwarded
        .into_iter()
        .rev()
        .find(|a| !trusted.contains(a))
        .unwrap_or(peer)
        .to_string()
}

/// What every page needs: who is signed in, the CSRF token for its forms, a message from the last action,
/// the reader's language, and where the page is (the language menu returns there).
pub struct Ctx {
    pub user: Option<SessionUser>,
    pub csrf: String,
    pub flash: Option<super::Flash>,
    pub lang: Lang,
    pub path: String,
    /// Mail goes to the mailbox page, not to anyone's inbox: addresses are not really confirmed, and every
    /// page says so.
    pub mailbox_mode: bool,
    /// Rated games need a confirmed address on this installation.
    pub rated_needs_verified: bool,
    /// The zone dates are written in: the account's choice, else UTC.
    pub zone: Zone,
}

impl Ctx {
    /// Whether the signed-in player may play rated games (forms offer "rated" only then).
    pub fn may_play_rated(&self) -> bool {
        self.user
            .as_ref()
            .is_some_and(|u| u.email_verified || !self.rated_needs_verified)
    }

    /// A message in the reader's language.
    pub fn t(&self, id: &str) -> String {
        self.lang.t(id)
    }

    /// A message with one argument.
    pub fn t1(&self, id: &'static str, name: &'static str, value: impl IntoArg) -> String {
        self.lang.msg(&Msg::new(id).with(name, value))
    }

    /// A message with two arguments.
    pub fn t2(
        &self,
        id: &'static str,
        n1: &'static str,
        v1: impl IntoArg,
        n2: &'static str,
        v2: impl IntoArg,
    ) -> String {
        self.lang.msg(&Msg::new(id).with(n1, v1).with(n2, v2))
    }

    /// The banner of a player whose address bounces.
    pub fn bounce_banner(&self, address: &str, since: &chrono::DateTime<chrono::Utc>) -> String {
        self.t2("bounce-banner", "address", address, "since", self.datetime(*since))
    }

    /// A moment in the reader's language and time zone.
    pub fn datetime(&self, at: chrono::DateTime<chrono::Utc>) -> String {
        self.lang.datetime(at, self.zone)
    }

    /// Whether to offer the browser's own time zone: a signed-in player who has not chosen one.
    pub fn offer_zone(&self) -> bool {
        self.user.as_ref().is_some_and(|u| u.time_zone.is_none())
    }

    pub fn tm(&self, m: &Msg) -> String {
        self.lang.msg(m)
    }

    pub fn flash_text(&self) -> String {
        self.flash.as_ref().map(|f| self.lang.msg(f.msg())).unwrap_or_default()
    }
}

/// The language of a request before we know who sent it: the menu's choice on this browser, else the
/// browser's `Accept-Language`.
pub fn browser_lang(req: &HttpRequest) -> Lang {
    req.cookie(LANG_COOKIE)
        .and_then(|c| Lang::parse(c.value()))
        .unwrap_or_else(|| {
            let header = req.headers().get("accept-language").and_then(|h| h.to_str().ok());
            Lang::negotiate(header.unwrap_or(""))
        })
}

fn csrf_of(req: &HttpRequest) -> String {
    req.extensions()
        .get::<CsrfToken>()
        .map(|t| t.0.clone())
        .or_else(|| req.cookie(CSRF_COOKIE).map(|c| c.value().to_string()))
        .unwrap_or_default()
}

type Fut<T> = Pin<Box<dyn Future<Output = Result<T, actix_web::Error>>>>;

/// A request as a page sees it before its session is looked up: a page that reads the session in its own
/// statement (`app::game::pages`: the game page, My games, the lobby) starts from this, and makes its `Signed` with
/// what that statement found.
pub struct Visit {
    req: HttpRequest,
}

impl FromRequest for Visit {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<Visit, actix_web::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        std::future::ready(Ok(Visit { req: req.clone() }))
    }
}

/// Whether the reader of a page is signed in, noted beside their language once the session is known, so that an
/// error page answered later offers "Sign in" only to a reader who is not.
#[derive(Clone, Copy)]
pub struct SignedIn(pub bool);

/// Notes on the request who reads its answer: their language and whether they are signed in (read again when an
/// error page is worded).
pub fn note_reader(req: &HttpRequest, lang: Lang, signed_in: bool) {
    let mut extensions = req.extensions_mut();
    extensions.insert(lang);
    extensions.insert(SignedIn(signed_in));
}

/// Who reads the answer to `req`: noted by its page (`note_reader`); else the session cookie's account, looked up
/// now when `look_up` (an address no route knows, a path that does not parse: refused before any page read the
/// session), so that an account's language follows it to those error pages too; else the browser.
pub async fn reader(req: &HttpRequest, look_up: bool) -> (Lang, bool) {
    let noted = {
        let extensions = req.extensions();
        extensions
            .get::<Lang>()
            .copied()
            .zip(extensions.get::<SignedIn>().copied())
    };
    if let Some((lang, signed_in)) = noted {
        return (lang, signed_in.0);
    }
    let visit = Visit { req: req.clone() };
    if look_up && let Ok(user) = visit.user().await {
        let lang = user.as_ref().and_then(|u| u.lang).unwrap_or_else(|| browser_lang(req));
        return (lang, user.is_some());
    }
    (browser_lang(req), visit.session_token().is_some())
}

impl Visit {
    /// The session cookie's token, if the browser sent one.
    pub fn session_token(&self) -> Option<String> {
        self.req.cookie(SESSION_COOKIE).map(|c| c.value().to_string())
    }

    /// The page context, now that the session's user (if any) is known.
    pub fn ctx(self, user: Option<SessionUser>) -> Ctx {
        let req = self.req;
        let state = state(&req);
        let flash = req
            .cookie(FLASH_COOKIE)
            .and_then(|c| c.value().parse::<FlashText>().ok())
            .and_then(|f| super::Flash::decode(&f.0));
        // An account's own choice follows its owner from browser to browser.
        let lang = user.as_ref().and_then(|u| u.lang).unwrap_or_else(|| browser_lang(&req));
        note_reader(&req, lang, user.is_some());
        let user_zone = user.as_ref().and_then(|u| u.time_zone).unwrap_or_default();
        Ctx {
            user,
            csrf: csrf_of(&req),
            flash,
            lang,
            path: path_of(&req),
            mailbox_mode: state.mailbox_page,
            rated_needs_verified: state.env.rated_needs_verified,
            zone: user_zone,
        }
    }

    /// The signed-in user's page context; a stranger is sent to sign in first (a page's reader comes back to
    /// it afterwards), and refused an action.
    pub fn signed(self, user: Option<SessionUser>) -> Result<Signed, AppError> {
        match user {
            Some(user) => Ok(Signed {
                ctx: self.ctx(Some(user.clone())),
                user,
            }),
            None if self.req.method() == Method::GET => Err(AppError::SignInFirst(Some(path_of(&self.req)))),
            None => Err(AppError::SignInFirst(None)),
        }
    }

    /// The signed-in user of the session cookie, if any.
    async fn user(&self) -> Result<Option<SessionUser>, AppError> {
        match self.session_token() {
            Some(token) => sign_in::resolve_session(&state(&self.req).env, &token).await,
            None => Ok(None),
        }
    }
}

/// Where the request went, with its query: the language menu returns there, and sign-in comes back to it.
fn path_of(req: &HttpRequest) -> String {
    match req.query_string() {
        "" => req.path().to_string(),
        q => format!("{}?{q}", req.path()),
    }
}

impl FromRequest for Ctx {
    type Error = actix_web::Error;
    type Future = Fut<Ctx>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let visit = Visit { req: req.clone() };
        Box::pin(async move {
            let user = visit.user().await?;
            Ok(visit.ctx(user))
        })
    }
}

/// A flash message as it travels in its cookie (hex, so any text survives).
struct FlashText(String);

impl std::str::FromStr for FlashText {
    type Err = ();

    fn from_str(s: &str) -> Result<FlashText, ()> {
        let bytes = hex::decode(s).map_err(|_| ())?;
        String::from_utf8(bytes).map(FlashText).map_err(|_| ())
    }
}

pub fn flash_cookie(message: &str) -> Cookie<'static> {
    Cookie::build(FLASH_COOKIE, hex::encode(message))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .finish()
}

/// A cookie of ours: HttpOnly, SameSite=Lax, Secure under https.
pub fn cookie(name: &'static str, value: String, secure: bool, max_age: Option<Duration>) -> Cookie<'static> {
    let mut c = Cookie::build(name, value)
        .path("/")
        .http_only(true)
        .secure(secure)
        .same_site(SameSite::Lax)
        .finish();
    if let Some(age) = max_age {
        c.set_max_age(age);
    }
    c
}

/// A signed-in user, with the page context. Pages send strangers to sign in; actions refuse them.
pub struct Signed {
    pub ctx: Ctx,
    pub user: SessionUser,
}

impl FromRequest for Signed {
    type Error = actix_web::Error;
    type Future = Fut<Signed>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let visit = Visit { req: req.clone() };
        Box::pin(async move {
            let user = visit.user().await?;
            Ok(visit.signed(user)?)
        })
    }
}

/// A form with nothing but its CSRF token (a button).
#[derive(serde::Deserialize)]
pub struct NoFields {}

#[derive(serde::Deserialize)]
struct CsrfField {
    #[serde(default)]
    csrf: String,
}

/// A form sent from this site, whose `csrf` field is the browser's CSRF cookie, signed by this installation.
pub struct CheckedForm<T>(pub T);

const FORM_LIMIT: usize = 64 * 1024;

impl<T: DeserializeOwned + 'static> FromRequest for CheckedForm<T> {
    type Error = actix_web::Error;
    type Future = Fut<CheckedForm<T>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let body = web::Bytes::from_request(&req, payload);
        Box::pin(async move {
            let state = state(&req);
            let foreign = |why: &'static str| {
                tracing::warn!(why, route = req.match_pattern().unwrap_or_default(), "refused a form");
                AppError::Forbidden(Msg::new(why))
            };
            // A browser says where a form comes from (Origin on every POST today, Referer before): one that says
            // nothing, or names another site, is not taken.
            if super::csrf::sent_from(&req).as_deref() != Some(state.origin.as_str()) {
                return Err(foreign("error-foreign-form").into());
            }
            let body = body.await?;
            if body.len() > FORM_LIMIT {
                return Err(AppError::BadRequest(Msg::new("error-form-too-large")).into());
            }
            let field: CsrfField = serde_urlencoded::from_bytes(&body).map_err(super::error::bad_input)?;
            let key = crate::app::secrets::keys(&state.env).await?.forms;
            let expected = req.cookie(CSRF_COOKIE).map(|c| c.value().to_string());
            if expected.as_deref() != Some(field.csrf.as_str()) || !super::csrf::is_ours(&key, &field.csrf) {
                return Err(foreign("error-stale-form").into());
            }
            let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(&body).map_err(super::error::bad_input)?;
            if fields.iter().any(|(k, v)| k.contains('\0') || v.contains('\0')) {
                return Err(super::error::bad_input("NUL"));
            }
            let form: T = serde_urlencoded::from_bytes(&body).map_err(super::error::bad_input)?;
            Ok(CheckedForm(form))
        })
    }
}
