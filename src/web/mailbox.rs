//! The mailbox page: where players read their mail when the installation has no SMTP server.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

use super::extract::{Ctx, Signed};
use super::{AppState, html};
use crate::db;
use crate::error::{AppError, AppResult};

struct ShownMail {
    subject: String,
    body: String,
    when: String,
    state: String,
}

#[derive(Template)]
#[template(path = "mailbox.html")]
struct MailboxPage {
    ctx: Ctx,
    address: String,
    mails: Vec<ShownMail>,
}

/// The mails sent to the signed-in player's own address, for installations that deliver to a mailbox folder.
pub async fn mailbox(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    if !state.mailbox_page {
        return Err(AppError::NotFound);
    }
    let me = db::users::by_id(&state.env.pool, signed.user.user_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let lang = signed.ctx.lang;
    // By account, not address: an address can change hands, a player's mail must not.
    let mails = db::outbox::sent_to(&state.env.pool, me.id)
        .await?
        .into_iter()
        .map(|m| ShownMail {
            subject: m.subject,
            body: m.text_body,
            when: lang.datetime(m.created_at),
            state: lang.t(m.state.message_id()),
        })
        .collect();
    html(
        StatusCode::OK,
        MailboxPage {
            ctx: signed.ctx,
            address: me.email,
            mails,
        },
    )
}
