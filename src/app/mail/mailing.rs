//! What every mail shares: whether its recipient wants it, their language and greeting, the deadline in words,
//! the unsubscribe link, and putting it in the outbox.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::app::{Env, mail::bounces, secrets};
use crate::db::GameId;
use crate::db::mail_settings::Recipient;
use crate::db::outbox::{self, MailAbout, MailKind, NewMail};
use crate::error::AppResult;
use crate::i18n::{Lang, Msg};
use crate::mail::MailContent;
use crate::mail::addresses::{self, Turn};

/// Whether the recipient turned off the mails of this kind.
pub(in crate::app) fn is_off(r: &Recipient, kind: MailKind) -> bool {
    kind.preference().is_some_and(|k| !r.wants(k))
}

fn unsubscribe_url(env: &Env, r: &Recipient, kind: MailKind) -> String {
    let kind = kind.preference().map_or("all", MailKind::as_str);
    format!("{}/unsubscribe/{}?kind={kind}", env.base_url, r.unsubscribe_secret)
}

/// Queues one mail, unless the recipient turned its kind off.
pub(in crate::app) async fn queue(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    about: MailAbout,
    content: MailContent,
) -> AppResult<()> {
    queue_answerable(tx, env, r, about, content, None).await
}

/// Queues one mail whose replies go to `reply_to` (a turn mail's reply address), unless the recipient turned its
/// kind off, or their address bounced too often: then only the link that confirms it again goes out.
pub(in crate::app) async fn queue_answerable(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    about: MailAbout,
    mut content: MailContent,
    reply_to: Option<String>,
) -> AppResult<()> {
    let kind = about.kind();
    // A placeholder address (an account whose typed address another account has) reaches nobody.
    if is_off(r, kind) || r.email.ends_with(".invalid") {
        return Ok(());
    }
    if r.mail_bounces >= bounces::SUSPEND_AFTER && kind != MailKind::Verify {
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
        reply_to,
    };
    outbox::enqueue(&mut *tx, &mail, env.clock.now()).await?;
    Ok(())
}

/// The deadline in the recipient's language and time zone, or that the clock is stopped.
pub(in crate::app) fn deadline_words(r: &Recipient, deadline: Option<DateTime<Utc>>) -> String {
    let lang = lang_of(r);
    lang.msg(&match deadline {
        Some(d) => Msg::new("mail-deadline").with("deadline", lang.datetime(d, r.time_zone.unwrap_or_default())),
        None => Msg::new("mail-clock-stopped"),
    })
}

pub(in crate::app) fn lang_of(r: &Recipient) -> Lang {
    r.lang.unwrap_or_default()
}

pub(in crate::app) fn greeting(lang: Lang, r: &Recipient) -> String {
    lang.msg(&Msg::new("mail-greeting").with("name", &r.username))
}

/// The address a reply to `r`'s mail about `turn` of `game` goes to, when the installation takes moves by mail
/// and the player has not turned them off.
pub(in crate::app) async fn reply_address(
    env: &Env,
    r: &Recipient,
    game: GameId,
    turn: Turn,
) -> AppResult<Option<String>> {
    let Some(inbound) = &env.inbound else {
        return Ok(None);
    };
    if !r.mail_moves || r.is_computer {
        return Ok(None);
    }
    let keys = secrets::mail_keys(env, false).await?;
    Ok(Some(addresses::play_address(
        &keys.current,
        &inbound.domain,
        game.0,
        turn,
        r.id.0,
    )))
}
