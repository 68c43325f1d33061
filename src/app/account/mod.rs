//! An account's use-cases: registering, signing in, API tokens, holidays, the calendar, its events, its data
//! and its deletion.

pub mod account_deletion;
pub mod account_events;
pub mod accounts;
pub mod api_tokens;
pub mod calendar;
pub mod own_data;
pub mod sign_in;
pub mod vacations;
