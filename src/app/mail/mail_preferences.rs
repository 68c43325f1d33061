//! Which mails a player gets and what their replies may do: the account page's mail settings, the one-click
//! unsubscribe link every mail carries, and moves by mail.

use crate::app::Env;
use crate::db::outbox::MailKind;
use crate::db::{self, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Turns off a kind of mail (or every optional kind, with `all`) from an unsubscribe link: no sign-in needed,
/// the link's secret names the account.
pub async fn unsubscribe(env: &Env, secret: &str, kind: &str) -> AppResult<()> {
    let kinds: Vec<MailKind> = match kind {
        "all" => MailKind::OPTIONAL.to_vec(),
        name => vec![
            MailKind::optional(name)
                .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-mail-kind").with("kind", name)))?,
        ],
    };
    let user = db::mail_settings::by_unsubscribe_secret(&env.pool, secret)
        .await?
        .ok_or(AppError::NotFound)?;
    let r = db::mail_settings::recipient(&env.pool, user).await?;
    let off: Vec<MailKind> = MailKind::OPTIONAL
        .into_iter()
        .filter(|k| !r.wants(*k) || kinds.contains(k))
        .collect();
    db::mail_settings::set_mail_preferences(&env.pool, user, &off, r.daily_digest).await?;
    Ok(())
}

/// Whether the player's replies to turn mails are played as moves, and whether each is answered.
pub async fn set_moves_by_mail(env: &Env, user: UserId, moves: bool, receipts: bool) -> AppResult<()> {
    Ok(db::mail_settings::set_moves_by_mail(&env.pool, user, moves, receipts).await?)
}

/// New unsubscribe links for the player: the ones in mails already sent stop working.
pub async fn rotate_unsubscribe_links(env: &Env, user: UserId) -> AppResult<()> {
    Ok(db::mail_settings::rotate_unsubscribe_secret(&env.pool, user).await?)
}

/// Which optional mails the player wants (`on` lists the kinds left on), and whether as a daily digest.
pub async fn set_mail_preferences(env: &Env, user: UserId, on: &[MailKind], daily_digest: bool) -> AppResult<()> {
    let off: Vec<MailKind> = MailKind::OPTIONAL.into_iter().filter(|k| !on.contains(k)).collect();
    db::mail_settings::set_mail_preferences(&env.pool, user, &off, daily_digest).await?;
    Ok(())
}
