//! The admin console and the reports of messages.

pub mod admin_reports;
pub mod console;
