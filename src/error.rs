//! The one error type of the service. Each variant maps to an HTTP status (see `web::error`).

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request itself is malformed: a bad form field, an unknown variant.
    #[error("{0}")]
    BadRequest(String),
    /// The rules or the account rules refuse it: an illegal move, an invalid setup, a taken name.
    #[error("{0}")]
    Refused(String),
    #[error("there is no such page")]
    NotFound,
    #[error("{0}")]
    Forbidden(String),
    /// The request was made against a state that has since changed (a stale page, a repeated submission).
    #[error("{0}")]
    Conflict(String),
    /// Sign-in needed; for a page, the place to return to afterwards.
    #[error("please sign in first")]
    SignInFirst(Option<String>),
    #[error("too many attempts: {0}")]
    TooManyRequests(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> AppError {
        AppError::Internal(e.into())
    }
}

pub type AppResult<T> = Result<T, AppError>;
