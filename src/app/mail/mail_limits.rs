//! How much mail a visitor may cause: sign-ups, reset links, address changes and challenges each mail
//! someone, so each is counted under who asked (an address, an account, the address mailed) and, past an
//! allowance in a quarter of an hour, waits as sign-in does.

use crate::app::Env;
use crate::app::account::accounts::Email;
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Who may cause mail (sign-ups, reset links, address changes, challenges), and how much in a quarter of an
/// hour before each further request waits, as sign-in does: an address (a club may share one) more than one
/// account or one target address.
pub enum MailAsker {
    Address(String),
    Account(UserId),
    Target(String),
    /// An account sending challenges (each mails its player): as many as it may have waiting.
    Challenger(UserId),
}

impl MailAsker {
    fn key_and_allowance(&self) -> (String, i32) {
        match self {
            MailAsker::Address(a) => (format!("mail:address:{a}"), 60),
            MailAsker::Account(u) => (format!("mail:account:{}", u.0), 5),
            // Every spelling of one mailbox shares its allowance.
            MailAsker::Target(t) => {
                let mailbox = Email::parse(t).map_or_else(|_| t.trim().to_string(), |e| e.as_str().to_string());
                (format!("mail:to:{}", mailbox.to_lowercase()), 5)
            }
            MailAsker::Challenger(u) => (format!("mail:challenges:{}", u.0), 20),
        }
    }
}

/// Counts one mail-causing request for each asker; refuses it, changing nothing, when one is held back.
pub async fn allow_mail(env: &Env, askers: &[MailAsker]) -> AppResult<()> {
    for asker in askers {
        let (key, free) = asker.key_and_allowance();
        if !db::throttle::attempt(&env.pool, &key, env.clock.now(), free).await? {
            return Err(AppError::TooManyRequests(Msg::new("error-too-many-mails")));
        }
    }
    Ok(())
}
