//! The account page: password, email and display preferences.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::mail::mail_limits::MailAsker;
use crate::app::{
    account::account_deletion, account::accounts, account::sign_in, account::vacations, mail::mail_limits,
};
use crate::db;
use crate::db::outbox::MailKind;
use crate::db::users::{self, BoardPreferences, Numbering, Orientation};
use crate::db::{mail_settings, vacations as vacation_rows};
use crate::error::{AppError, AppResult};
use crate::i18n::{Lang, Msg, Zone};
use crate::web::extract::{CheckedForm, Ctx, NoFields, Signed, client_address};
use crate::web::html;
use crate::web::{AppState, after_action, local_path};

/// One of the player's sessions, as the account page lists it.
struct SessionLine {
    id: i64,
    device: String,
    address: String,
    seen: String,
    current: bool,
}

#[derive(Template)]
#[template(path = "account.html")]
struct AccountPage {
    ctx: Ctx,
    username: String,
    email: String,
    classic: bool,
    first_seat_below: bool,
    confirm_moves: bool,
    letters_only: bool,
    verified: bool,
    mail_kinds: Vec<(&'static str, String, bool)>,
    daily_digest: bool,
    /// The installation takes moves by mail: the switches for them are shown.
    moves_by_mail: bool,
    mail_moves: bool,
    mail_move_receipts: bool,
    /// Mail to the address bounces.
    bouncing: bool,
    mailbox_page: bool,
    on_vacation: bool,
    vacation: String,
    is_admin: bool,
    sessions: Vec<SessionLine>,
    tokens: Vec<crate::web::account::api_tokens::TokenLine>,
    /// How long a deleted account's name stays out of reach.
    name_kept_days: i64,
    /// The time zones the form suggests.
    zones: Vec<&'static str>,
    /// The calendar feed's addresses, once the player asked for them.
    calendar: Option<CalendarLinks>,
}

/// Where a player's calendar feed is: for a browser, for a calendar that subscribes (`webcal:`, which phones
/// hand to their calendar), and for a feed reader. Whoever has one of these reads the player's deadlines.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub(crate) struct CalendarLinks {
    ics: String,
    webcal: String,
    atom: String,
}

impl CalendarLinks {
    pub(crate) fn of(base_url: &str, secret: &str) -> CalendarLinks {
        let feed = format!("{base_url}/calendar/{secret}");
        let host_and_path = feed.split_once("://").map_or(feed.as_str(), |(_, rest)| rest);
        CalendarLinks {
            webcal: format!("webcal://{host_and_path}.ics"),
            ics: format!("{feed}.ics"),
            atom: format!("{feed}.atom"),
        }
    }
}

fn vacation_words(v: &vacation_rows::Vacation, now: chrono::DateTime<chrono::Utc>, ctx: &Ctx) -> String {
    let lang = ctx.lang;
    let left = vacations::vacation_left_days(v, now);
    lang.msg(&match v.since {
        Some(since) => Msg::new("account-vacation-on")
            .with("since", ctx.datetime(since))
            .with("left", left),
        None => Msg::new("account-vacation-off")
            .with("left", left)
            .with("allowance", vacations::VACATION_ALLOWANCE_DAYS),
    })
}

/// The kinds of mail a player can turn off, with the message that names each.
const MAIL_KINDS: [(MailKind, &str); 7] = [
    (MailKind::YourTurn, "mail-kind-your-turn"),
    (MailKind::Challenge, "mail-kind-challenge"),
    (MailKind::GameStarted, "mail-kind-game-started"),
    (MailKind::GameOver, "mail-kind-game-over"),
    (MailKind::Reminder, "mail-kind-reminder"),
    (MailKind::Message, "mail-kind-message"),
    (MailKind::Tournament, "mail-kind-tournament"),
];

/// A browser's User-Agent in a few words a player recognises ("Firefox on Linux").
fn device_of(user_agent: &str, lang: Lang) -> String {
    let browser = ["Firefox", "Edg", "OPR", "Chrome", "Safari"]
        .into_iter()
        .find(|b| user_agent.contains(b))
        .map(|b| match b {
            "Edg" => "Edge",
            "OPR" => "Opera",
            other => other,
        });
    let system = ["Android", "iPhone", "iPad", "Windows", "Mac OS", "Linux"]
        .into_iter()
        .find(|s| user_agent.contains(s))
        .map(|s| if s == "Mac OS" { "macOS" } else { s });
    match (browser, system) {
        (Some(b), Some(s)) => lang.msg(&Msg::new("account-session-device").with("browser", b).with("system", s)),
        (Some(one), None) | (None, Some(one)) => one.to_string(),
        (None, None) => lang.t("account-session-unknown-device"),
    }
}

pub async fn page(signed: Signed, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let lang = signed.ctx.lang;
    let mail = mail_settings::recipient(&state.env.pool, signed.user.user_id).await?;
    let vacation = vacation_rows::vacation(&state.env.pool, signed.user.user_id).await?;
    let me = users::by_id(&state.env.pool, signed.user.user_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let sessions = db::sessions::of_user(&state.env.pool, signed.user.user_id)
        .await?
        .into_iter()
        .map(|s| SessionLine {
            id: s.id,
            device: device_of(s.user_agent.as_deref().unwrap_or_default(), lang),
            address: s.address.unwrap_or_default(),
            seen: signed.ctx.datetime(s.last_seen_at),
            current: s.id == signed.user.session_id,
        })
        .collect();
    let vacation_line = vacation_words(&vacation, state.env.clock.now(), &signed.ctx);
    let tokens = crate::web::account::api_tokens::lines(&state, signed.user.user_id, &signed.ctx).await?;
    let calendar = crate::app::account::calendar::secret(&state.env, signed.user.user_id)
        .await?
        .map(|secret| CalendarLinks::of(&state.env.base_url, &secret));
    html(
        StatusCode::OK,
        AccountPage {
            ctx: signed.ctx,
            email: me.shown_email().to_string(),
            username: me.username,
            classic: me.numbering == Numbering::Classic,
            first_seat_below: me.orientation == Orientation::FirstSeat,
            confirm_moves: signed.user.confirm_moves,
            letters_only: signed.user.letters_only,
            verified: me.email_verified_at.is_some(),
            mail_kinds: MAIL_KINDS
                .into_iter()
                .map(|(kind, label)| (kind.as_str(), lang.t(label), mail.wants(kind)))
                .collect(),
            daily_digest: mail.daily_digest,
            moves_by_mail: state.env.inbound.is_some(),
            mail_moves: mail.mail_moves,
            mail_move_receipts: mail.mail_move_receipts,
            bouncing: mail.mail_bounces > 0,
            mailbox_page: state.mailbox_page,
            on_vacation: vacation.since.is_some(),
            vacation: vacation_line,
            is_admin: signed.user.role == users::Role::Admin,
            sessions,
            tokens,
            name_kept_days: accounts::NAME_KEPT_DAYS,
            zones: Zone::choices(),
            calendar,
        },
    )
}

#[derive(Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
}

pub async fn password(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<PasswordForm>,
) -> AppResult<HttpResponse> {
    let u = &signed.user;
    let result = accounts::change_password(&state.env, u.user_id, u.session_id, &form.current, &form.new).await;
    after_action(result, "/account", Some("account-password-changed"))
}

#[derive(Deserialize)]
pub struct EmailForm {
    password: String,
    email: String,
}

pub async fn email(
    signed: Signed,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<EmailForm>,
) -> AppResult<HttpResponse> {
    let askers = [
        MailAsker::Account(signed.user.user_id),
        MailAsker::Address(client_address(&req)),
    ];
    mail_limits::allow_mail(&state.env, &askers).await?;
    let result = accounts::change_email(&state.env, signed.user.user_id, &form.password, &form.email).await;
    after_action(result, "/account", Some("account-email-link-sent"))
}

#[derive(Deserialize)]
pub struct PreferencesForm {
    numbering: Numbering,
    orientation: Orientation,
    /// Checkboxes: sent as "on" when ticked, not sent at all otherwise.
    confirm_moves: Option<String>,
    letters_only: Option<String>,
}

pub async fn preferences(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<PreferencesForm>,
) -> AppResult<HttpResponse> {
    let preferences = BoardPreferences {
        numbering: form.numbering,
        orientation: form.orientation,
        confirm_moves: form.confirm_moves.is_some(),
        letters_only: form.letters_only.is_some(),
    };
    let result = accounts::set_preferences(&state.env.pool, signed.user.user_id, preferences).await;
    after_action(result, "/account", Some("account-preferences-saved"))
}

#[derive(Deserialize)]
pub struct TimeZoneForm {
    zone: String,
    /// The page to return to (the banner that offers the browser's zone is on every page).
    #[serde(default)]
    next: String,
}

pub async fn time_zone(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<TimeZoneForm>,
) -> AppResult<HttpResponse> {
    let result = accounts::set_time_zone(&state.env.pool, signed.user.user_id, &form.zone).await;
    after_action(result, local_path(&form.next, "/account"), Some("account-zone-saved"))
}

/// Ends one of the player's other sessions (a browser left signed in elsewhere).
pub async fn end_session(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let result = sign_in::end_own_session(&state.env, signed.user.user_id, path.into_inner()).await;
    after_action(result, "/account", Some("account-session-ended"))
}

#[derive(Deserialize)]
pub struct DeleteForm {
    password: String,
    /// "keep" or "remove": what becomes of the messages the player wrote.
    messages: String,
    /// The box "I understand this cannot be undone", sent only when ticked.
    understood: Option<String>,
}

/// Deletes the signed-in player's account and signs them out everywhere.
pub async fn delete(
    signed: Signed,
    state: web::Data<AppState>,
    CheckedForm(form): CheckedForm<DeleteForm>,
) -> AppResult<HttpResponse> {
    if form.understood.is_none() {
        return after_action(
            Err(AppError::Refused(Msg::new("error-delete-not-understood"))),
            "/account#delete",
            None,
        );
    }
    let keep_messages = match form.messages.as_str() {
        "keep" => true,
        "remove" => false,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-input-choice").with("value", other),
            ));
        }
    };
    let deleted = account_deletion::delete_own(&state.env, signed.user.user_id, &form.password, keep_messages).await;
    match deleted {
        Ok(()) => Ok(crate::web::account::auth::signed_out("account-deleted")),
        Err(e) => after_action(Err(e), "/account#delete", None),
    }
}
