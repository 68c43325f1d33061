//! A player's deadlines as an iCalendar feed (`/calendar/SECRET.ics`, which phones and desktop calendars
//! subscribe to) and as an Atom feed (`/calendar/SECRET.atom`) for feed readers, and the account page's form that
//! gives the feed a new address.

use actix_web::http::StatusCode;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use actix_web::{HttpResponse, web};
use askama::Template;
use icalendar::{Alarm, Calendar, Component, Event, EventLike};

use crate::app::account::calendar::{self, Feed, Renewed};
use crate::error::{AppError, AppResult};
use crate::web::extract::{CheckedForm, NoFields, Signed};
use crate::web::{AppState, after_action};

/// The feed in RFC 5545: one event at each deadline, with a reminder a day before.
fn ics(feed: &Feed) -> String {
    let mut cal = Calendar::new();
    cal.name(&feed.name);
    for item in &feed.items {
        cal.push(
            Event::new()
                .uid(&item.uid)
                .summary(&item.title)
                .starts(item.at)
                .url(&item.url)
                .description(&item.url)
                .alarm(Alarm::display(&item.reminder, -chrono::Duration::days(1)))
                .done(),
        );
    }
    cal.done().to_string()
}

#[derive(Template)]
#[template(path = "calendar.xml")]
struct AtomFeed<'a> {
    feed: &'a Feed,
    self_url: String,
    updated: String,
}

/// `SECRET.ics` or `SECRET.atom`; anything else, or a secret no live account has, is not found.
pub async fn feed(state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let file = path.into_inner();
    let (secret, atom) = match (file.strip_suffix(".ics"), file.strip_suffix(".atom")) {
        (Some(s), _) => (s, false),
        (_, Some(s)) => (s, true),
        _ => return Err(AppError::NotFound),
    };
    // A secret is 64 hexadecimal digits: anything else is answered without asking the database.
    if secret.len() != 64 || !secret.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(AppError::NotFound);
    }
    let feed = calendar::feed(&state.env, secret).await?.ok_or(AppError::NotFound)?;
    let (content_type, body) = if atom {
        let page = AtomFeed {
            feed: &feed,
            self_url: format!("{}/calendar/{file}", state.env.base_url),
            updated: state.env.clock.now().to_rfc3339(),
        };
        (
            "application/atom+xml; charset=utf-8",
            page.render().map_err(anyhow::Error::from)?,
        )
    } else {
        ("text/calendar; charset=utf-8", ics(&feed))
    };
    Ok(HttpResponse::build(StatusCode::OK)
        .insert_header((CONTENT_TYPE, content_type))
        // Calendars poll; a few minutes' delay is nothing for deadlines days away.
        .insert_header((CACHE_CONTROL, "private, max-age=300"))
        .body(body))
}

/// Gives the player's feed an address, or a new one: whoever had the old one sees nothing more.
pub async fn renew(signed: Signed, state: web::Data<AppState>, _: CheckedForm<NoFields>) -> AppResult<HttpResponse> {
    let result = calendar::renew(&state.env, signed.user.user_id).await;
    // A first address needs subscribing to; a new one, subscribing to again.
    let done = match result {
        Ok(Renewed::Made) => "account-calendar-made",
        _ => "account-calendar-renewed",
    };
    after_action(result.map(drop), "/account#calendar", Some(done))
}
