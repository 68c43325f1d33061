//! How an `AppError` becomes a response: the right status and the HTML error page.

use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_TYPE, LOCATION, RETRY_AFTER};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

use crate::error::AppError;
use crate::i18n::{Lang, Msg};

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    lang: Lang,
    signed_in: bool,
    status: u16,
    title: String,
    message: String,
}

/// The error page for `err`, in `lang`, for a reader `signed_in` or not; `None` for an error that is answered
/// without a page (a redirect).
pub fn error_page(err: &AppError, lang: Lang, signed_in: bool) -> Option<String> {
    if matches!(err, AppError::SignInFirst(Some(_))) {
        return None;
    }
    let status = err.status_code();
    let message = err.message().unwrap_or_else(|| Msg::new("error-internal"));
    let page = ErrorPage {
        lang,
        signed_in,
        status: status.as_u16(),
        title: lang.t(&format!("status-{}", status.as_u16())),
        message: lang.msg(&message),
    };
    Some(page.render().unwrap_or_else(|_| "error".to_string()))
}

/// How long a client held back by a rate limit or a throttle is asked to wait: the longest of the short waits
/// (a throttle's first waits are seconds; a budget per minute frees up within one).
pub const THROTTLED_RETRY_AFTER: &str = "60";

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Refused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::SignInFirst(Some(_)) => StatusCode::SEE_OTHER,
            AppError::SignInFirst(None) | AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable | AppError::Busy => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        if let AppError::SignInFirst(Some(next)) = self {
            let target = format!("/login?next={}", urlencode(next));
            return HttpResponse::SeeOther().insert_header((LOCATION, target)).finish();
        }
        if let AppError::Internal(e) = self {
            tracing::error!(error = ?e, "internal error");
        }
        // English here, for a stranger; the cookie middleware words it again for its reader (it knows the request).
        let body = error_page(self, Lang::En, false).unwrap_or_default();
        let mut res = HttpResponse::build(status);
        res.insert_header((CONTENT_TYPE, "text/html; charset=utf-8"));
        match self {
            AppError::Unavailable | AppError::Busy => {
                res.insert_header((RETRY_AFTER, "5"));
            }
            AppError::TooManyRequests(_) => {
                res.insert_header((RETRY_AFTER, THROTTLED_RETRY_AFTER));
            }
            _ => {}
        }
        res.body(body)
    }
}

/// Percent-encodes a value for a query string.
pub fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Renders path, query, form and JSON errors as our error page (or problem), never as bare text.
pub fn bad_input(err: impl std::fmt::Display) -> actix_web::Error {
    unreadable(&err.to_string()).into()
}

/// A request that could not be read, said in the reader's words: what part was wrong, never the parser's own
/// text (which names our types and is kept for the log).
pub fn unreadable(detail: &str) -> AppError {
    tracing::info!(detail, "unreadable request");
    let quoted = |after: &str| {
        let rest = &detail[detail.find(after)? + after.len()..];
        let rest = rest.strip_prefix('`')?;
        Some(rest[..rest.find('`')?].to_string())
    };
    AppError::BadRequest(if detail.contains('\0') || detail == "NUL" {
        Msg::new("error-input-nul")
    } else if let Some(field) = quoted("missing field ") {
        Msg::new("error-input-missing").with("field", field)
    } else if let Some(field) = quoted("unknown field ") {
        Msg::new("error-input-unexpected").with("field", field)
    } else if let Some(value) = quoted("unknown variant ") {
        Msg::new("error-input-choice").with("value", value)
    } else if [
        "EOF while parsing",
        "expected value",
        "trailing characters",
        "key must be a string",
    ]
    .iter()
    .any(|syntax| detail.contains(syntax))
    {
        Msg::new("error-input-json")
    } else {
        Msg::new("error-input-malformed")
    })
}

#[cfg(test)]
mod tests {
    use super::unreadable;

    #[test]
    fn a_parsers_text_is_said_in_the_readers_words() {
        let id = |detail: &str| unreadable(detail).message().unwrap().id().to_string();
        assert_eq!(id("missing field `ply`"), "error-input-missing");
        assert_eq!(
            id("unknown variant `sideways`, expected one of `first`, `second`"),
            "error-input-choice"
        );
        assert_eq!(id("invalid digit found in string"), "error-input-malformed");
        assert_eq!(
            id("Json deserialize error: EOF while parsing an object at line 1 column 1"),
            "error-input-json"
        );
        assert_eq!(id("NUL"), "error-input-nul");
        let missing = unreadable("missing field `ply`").message().unwrap();
        assert_eq!(
            crate::i18n::Lang::En.msg(&missing),
            "The form lacks its part “ply”. Reload the page and try again."
        );
    }

    /// Every status an answer of the service can carry has a title in every language (a 405 from the router, a
    /// 413 from a body limit, a 415 from a form of the wrong kind as much as the service's own refusals).
    #[test]
    fn every_status_has_a_title_in_every_language() {
        for code in [303, 400, 401, 403, 404, 405, 409, 410, 413, 415, 422, 429, 500, 503] {
            for lang in crate::i18n::Lang::ALL {
                assert!(lang.has(&format!("status-{code}")), "{} status-{code}", lang.code());
            }
        }
    }
}
