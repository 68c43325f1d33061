//! An account's pages and forms: signing in and up, settings, password reset, address confirmation, holidays,
//! API tokens, the calendar feed and the download of a player's data.

pub mod api_tokens;
pub mod auth;
pub mod calendar;
pub mod own_data;
pub mod password_reset;
pub mod settings;
pub mod vacation;
pub mod verification;
