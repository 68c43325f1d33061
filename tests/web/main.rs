//! The service over HTTP against a real PostgreSQL: accounts, whole games, refusals, fog of war, concurrency,
//! and a real browser.

mod accessibility;
mod account_deletion;
mod accounts;
mod admin;
mod api;
mod api_contract;
mod at_the_board;
mod authorization;
mod browser;
mod caching;
mod clocks;
mod computer;
mod concurrency;
mod explain;
mod faults;
mod fog;
mod helpers;
mod languages;
mod live;
mod mail;
mod mail_board;
mod malformed;
mod moves_by_mail;
mod own_data;
mod piece_art;
mod play;
mod ratings;
mod refusals;
mod security;
mod seeding;
mod setup_editor;
mod smtp;
mod standalone;
mod tournaments;
mod wording;
