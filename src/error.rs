//! The one error type of the service. Each variant maps to an HTTP status (see `web::error`); what it says
//! is a message, worded in the reader's language where it is shown.

use crate::i18n::Msg;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request itself is malformed: a bad form field, an unknown variant.
    #[error("{0}")]
    BadRequest(Msg),
    /// The rules or the account rules refuse it: an illegal move, an invalid setup, a taken name.
    #[error("{0}")]
    Refused(Msg),
    #[error("{}", Msg::new("error-not-found"))]
    NotFound,
    /// The address exists, but not for this method (the API's answer to an undeclared method).
    #[error("{}", Msg::new("error-method-not-allowed"))]
    MethodNotAllowed,
    #[error("{0}")]
    Forbidden(Msg),
    /// The request was made against a state that has since changed (a stale page, a repeated submission).
    #[error("{0}")]
    Conflict(Msg),
    /// A program's credentials are missing or not accepted (the API's bearer token).
    #[error("{0}")]
    Unauthorized(Msg),
    /// Sign-in needed; for a page, the place to return to afterwards.
    #[error("{}", Msg::new("error-sign-in-first"))]
    SignInFirst(Option<String>),
    #[error("{0}")]
    TooManyRequests(Msg),
    /// The database cannot be reached just now (restarting, overloaded): try again shortly.
    #[error("{}", Msg::new("error-unavailable"))]
    Unavailable,
    /// Too much work at once (password hashing is bounded): try again shortly.
    #[error("{}", Msg::new("error-busy"))]
    Busy,
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> AppError {
        if crate::db::is_unreachable(&e) {
            tracing::warn!(error = %e, "the database cannot be reached");
            return AppError::Unavailable;
        }
        AppError::Internal(e.into())
    }
}

impl AppError {
    /// What the error says to the person who caused it; `None` for our own failures, which are logged and
    /// not shown.
    pub fn message(&self) -> Option<Msg> {
        match self {
            AppError::BadRequest(m)
            | AppError::Refused(m)
            | AppError::Forbidden(m)
            | AppError::Conflict(m)
            | AppError::Unauthorized(m)
            | AppError::TooManyRequests(m) => Some(m.clone()),
            AppError::NotFound => Some(Msg::new("error-not-found")),
            AppError::MethodNotAllowed => Some(Msg::new("error-method-not-allowed")),
            AppError::SignInFirst(_) => Some(Msg::new("error-sign-in-first")),
            AppError::Unavailable => Some(Msg::new("error-unavailable")),
            AppError::Busy => Some(Msg::new("error-busy")),
            AppError::Internal(_) => None,
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
