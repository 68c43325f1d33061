//! How an `AppError` becomes a response: the right status and the HTML error page.

use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_TYPE, LOCATION};
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

use crate::error::AppError;

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    status: u16,
    title: &'a str,
    message: String,
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Refused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::NotFound => StatusCode::NOT_FOUND,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::SignInFirst(Some(_)) => StatusCode::SEE_OTHER,
            AppError::SignInFirst(None) => StatusCode::UNAUTHORIZED,
            AppError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        if let AppError::SignInFirst(Some(next)) = self {
            let target = format!("/login?next={}", urlencode(next));
            return HttpResponse::SeeOther().insert_header((LOCATION, target)).finish();
        }
        let message = match self {
            AppError::Internal(e) => {
                tracing::error!(error = ?e, "internal error");
                "Something went wrong on our side. It has been logged; please try again later.".to_string()
            }
            other => other.to_string(),
        };
        let page = ErrorPage {
            status: status.as_u16(),
            title: status.canonical_reason().unwrap_or("Error"),
            message,
        };
        let body = page.render().unwrap_or_else(|_| "error".to_string());
        HttpResponse::build(status)
            .insert_header((CONTENT_TYPE, "text/html; charset=utf-8"))
            .body(body)
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

/// Renders path and form errors of actix's own extractors as our error page, never as bare text.
pub fn bad_input(err: impl std::fmt::Display) -> actix_web::Error {
    AppError::BadRequest(format!("The request could not be read: {err}")).into()
}
