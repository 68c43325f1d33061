//! Mail from the web's side: which mails a player gets, and the mailbox page of an installation that mails to a
//! folder.

pub mod mail_preferences;
pub mod mailbox;
