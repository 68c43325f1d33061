//! What every request and answer goes through first: text PostgreSQL could not store (a NUL byte) is refused
//! before a handler sees it, and every answer carries the security headers: a Content-Security-Policy that
//! allows only our own files (the pages need no inline script or style), no sniffing, no referrer beyond the
//! site, no powerful browser features, a window of our own (COOP), HSTS under https, and `Cache-Control:
//! no-store` on every page and on anything answered to a signed-in browser that did not say otherwise (the game
//! page is kept to be revalidated: `web::conditional`).

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{HttpResponse, ResponseError, web};

use super::AppState;
use super::extract::SESSION_COOKIE;
use crate::error::AppError;
use crate::i18n::Msg;

const PERMISSIONS: &str = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()";

const CSP: &str = "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'";

/// Whether a path or query holds a NUL byte, written out or percent-encoded.
pub fn holds_nul(text: &str) -> bool {
    text.contains('\0') || text.to_ascii_lowercase().contains("%00")
}

pub async fn hardening<B: MessageBody + 'static>(
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B>>, actix_web::Error> {
    let signed_in = req.cookie(SESSION_COOKIE).is_some();
    if holds_nul(req.uri().path()) || holds_nul(req.query_string()) {
        let refused = AppError::BadRequest(Msg::new("error-input-nul"));
        // Refused before any other middleware: worded here in the browser's language.
        let lang = super::extract::browser_lang(req.request());
        let res = if req.path().starts_with("/api/") {
            super::api::problem(&refused, lang)
        } else {
            HttpResponse::build(refused.status_code())
                .content_type("text/html; charset=utf-8")
                .body(super::error::error_page(&refused, lang, signed_in).unwrap_or_default())
        };
        return Ok(req.into_response(res).map_into_right_body());
    }
    let secure = req.app_data::<web::Data<AppState>>().is_some_and(|s| s.secure_cookies);
    let mut res = next.call(req).await?;
    let headers = res.headers_mut();
    // A page that set its own policy keeps it (a mail shown in the mailbox page's frame).
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    }
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("same-origin"));
    // No page of ours uses a camera, a microphone, the location or payments; nor shares its window with a page
    // of another site that opened it or that it opens.
    headers.insert(
        header::HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static(PERMISSIONS),
    );
    headers.insert(
        header::HeaderName::from_static("cross-origin-opener-policy"),
        HeaderValue::from_static("same-origin"),
    );
    if secure {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    // Every page carries a form token (the language menu at least), so no page is stored, signed in or not.
    let page = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("text/html"));
    if (signed_in || page) && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    Ok(res.map_into_left_body())
}
