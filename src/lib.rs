//! Fieldpost: a play-by-mail service for the Stratego family of hidden-information games.

pub mod app;
pub mod bot;
pub mod cli;
pub mod clock;
pub mod config;
pub mod db;
pub mod error;
pub mod i18n;
pub mod jobs;
pub mod mail;
pub mod pg_private;
pub mod rating;
pub mod rules;
pub mod serve;
pub mod telemetry;
pub mod tournament;
pub mod web;

// Under load, glibc's allocator took a sixth of the service's time for a game page (its lists of free blocks
// consolidated on every large response freed); mimalloc keeps a heap per thread. Set here, in the library, so
// that the binary, the tests and the benchmarks all allocate the same way.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
