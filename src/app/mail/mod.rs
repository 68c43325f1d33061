//! Mail's use-cases: what each event queues, the recipient's wishes and limits, replies and bounces taken in.

pub mod bounces;
pub mod mail_in;
pub mod mail_limits;
pub mod mail_preferences;
pub(in crate::app) mod mailing;
pub mod notify;
