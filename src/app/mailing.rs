//! What every mail shares: whether its recipient wants it, their language and greeting, the deadline in words,
//! the unsubscribe link, and putting it in the outbox.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use super::Env;
use crate::db::mail_settings::Recipient;
use crate::db::outbox::{self, MailAbout, MailKind, NewMail};
use crate::error::AppResult;
use crate::i18n::{Lang, Msg};
use crate::mail::MailContent;

/// Whether the recipient turned off the mails of this kind.
pub(super) fn is_off(r: &Recipient, kind: MailKind) -> bool {
    kind.preference().is_some_and(|k| !r.wants(k))
}

fn unsubscribe_url(env: &Env, r: &Recipient, kind: MailKind) -> String {
    let kind = kind.preference().map_or("all", MailKind::as_str);
    format!("{}/unsubscribe/{}?kind={kind}", env.base_url, r.unsubscribe_secret)
}

/// Queues one mail, unless the recipient turned its kind off.
pub(super) async fn queue(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    about: MailAbout,
    mut content: MailContent,
) -> AppResult<()> {
    let kind = about.kind();
    // A placeholder address (an account whose typed address another account has) reaches nobody.
    if is_off(r, kind) || r.email.ends_with(".invalid") {
        return Ok(());
    }
    let unsubscribe = unsubscribe_url(env, r, kind);
    content.unsubscribe_url = Some(unsubscribe.clone());
    let (text, html) = content.render()?;
    let mail = NewMail {
        about,
        user: r.id,
        to: r.email.clone(),
        subject: content.subject,
        text,
        html,
        unsubscribe_url: Some(unsubscribe),
    };
    outbox::enqueue(&mut *tx, &mail, env.clock.now()).await?;
    Ok(())
}

pub(super) fn deadline_words(lang: Lang, deadline: Option<DateTime<Utc>>) -> String {
    lang.msg(&match deadline {
        Some(d) => Msg::new("mail-deadline").with("deadline", lang.datetime(d)),
        None => Msg::new("mail-clock-stopped"),
    })
}

pub(super) fn lang_of(r: &Recipient) -> Lang {
    r.lang.unwrap_or_default()
}

pub(super) fn greeting(lang: Lang, r: &Recipient) -> String {
    lang.msg(&Msg::new("mail-greeting").with("name", &r.username))
}
