//! The mailbox page: where players read their mail when the installation has no SMTP server.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

use crate::db;
use crate::error::{AppError, AppResult};
use crate::web::extract::{Ctx, Signed};
use crate::web::{AppState, html};

struct ShownMail {
    id: i64,
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
            id: m.id,
            subject: m.subject,
            body: m.text_body,
            when: signed.ctx.datetime(m.created_at),
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

/// What a mail's HTML part may do in its frame: show itself with its own inline styles and pictures, and open
/// its links in the whole window (or a new one) when clicked. No script, no form, nothing from elsewhere.
const MAIL_FRAME_POLICY: &str = "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; \
     default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/// `GET /mailbox/{id}`: the HTML part of one of the player's own mails, to be shown in a frame of the mailbox
/// page, its links leading out of the frame.
pub async fn mail_html(signed: Signed, state: web::Data<AppState>, id: web::Path<i64>) -> AppResult<HttpResponse> {
    if !state.mailbox_page {
        return Err(AppError::NotFound);
    }
    let body = db::outbox::html_of(&state.env.pool, id.into_inner(), signed.user.user_id)
        .await?
        .ok_or(AppError::NotFound)?;
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((actix_web::http::header::CONTENT_SECURITY_POLICY, MAIL_FRAME_POLICY))
        .insert_header((actix_web::http::header::X_FRAME_OPTIONS, "SAMEORIGIN"))
        .body(format!("<base target=\"_top\">{body}")))
}
