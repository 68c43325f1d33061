//! The API's twins of the account page's settings: the board preferences and time zone, the vacation, the
//! saved setups, the calendar's address, and the download of one's own data. Not here, on purpose: changing the
//! password or the address, deleting the account and managing tokens, which stay with a signed-in person who
//! knows the password, so that a leaked token cannot take the account over.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{Player, Reader, json};
use crate::app::{account::accounts, account::calendar, account::vacations, game::setups, mail::mail_preferences};
use crate::db::outbox::MailKind;
use crate::db::users::{BoardPreferences, Numbering, Orientation};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{Msg, Zone};
use crate::rules::Variant;
use crate::web::AppState;
use crate::web::account::settings::CalendarLinks;

/// How the account wants boards drawn and moves sent, and its time zone.
#[derive(Serialize, ToSchema)]
pub struct Preferences {
    /// `modern` (10 = Marshal) or `classic` (1 = Marshal).
    pub numbering: String,
    /// `own_side` (the reader's pieces at the bottom) or `first_seat`.
    pub orientation: String,
    /// The pages ask before a move is sent.
    pub confirm_moves: bool,
    /// Pieces drawn as letters rather than pictures.
    pub letters_only: bool,
    /// An IANA time zone (`Europe/Helsinki`), or null for the browser's.
    pub time_zone: Option<String>,
    /// The optional mails left on: `your_turn`, `challenge`, `game_started`, `game_over`, `reminder`,
    /// `message`, `tournament`.
    pub mail: Vec<String>,
    /// Turn mails come as one digest a day.
    pub daily_digest: bool,
    /// Replies to turn mails are played as moves.
    pub moves_by_mail: bool,
    /// A move played by mail is answered with a receipt.
    pub move_receipts: bool,
}

/// Changes to the preferences: the fields sent change, the others stay.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PreferencesRequest {
    /// `modern` or `classic`.
    pub numbering: Option<String>,
    /// `own_side` or `first_seat`.
    pub orientation: Option<String>,
    pub confirm_moves: Option<bool>,
    pub letters_only: Option<bool>,
    /// An IANA time zone, or an empty string for none.
    pub time_zone: Option<String>,
    /// The optional mails to leave on (all others go off).
    pub mail: Option<Vec<String>>,
    pub daily_digest: Option<bool>,
    pub moves_by_mail: Option<bool>,
    pub move_receipts: Option<bool>,
}

fn word<T: Serialize>(value: T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn choice<T: serde::de::DeserializeOwned>(text: &str) -> AppResult<T> {
    serde_json::from_value(serde_json::Value::String(text.to_string()))
        .map_err(|_| AppError::BadRequest(Msg::new("error-input-choice").with("value", text)))
}

async fn preferences_of(state: &AppState, user: UserId) -> AppResult<(BoardPreferences, Option<String>)> {
    db::users::preferences(&state.env.pool, user)
        .await?
        .ok_or(AppError::NotFound)
}

async fn shown(state: &AppState, user: UserId) -> AppResult<Preferences> {
    let (board, zone) = preferences_of(state, user).await?;
    let mail = db::mail_settings::recipient(&state.env.pool, user).await?;
    Ok(Preferences {
        numbering: word(board.numbering),
        orientation: word(board.orientation),
        confirm_moves: board.confirm_moves,
        letters_only: board.letters_only,
        time_zone: zone,
        mail: MailKind::OPTIONAL
            .into_iter()
            .filter(|k| mail.wants(*k))
            .map(|k| k.as_str().to_string())
            .collect(),
        daily_digest: mail.daily_digest,
        moves_by_mail: mail.mail_moves,
        move_receipts: mail.mail_move_receipts,
    })
}

/// The account's preferences.
#[utoipa::path(get, path = "/api/v1/preferences", tag = "account", security(("token" = [])),
    responses((status = 200, body = Preferences), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn preferences(Reader(u): Reader, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    Ok(json(StatusCode::OK, &shown(&state, u.id).await?))
}

/// Changes the preferences sent; answers them all as they now stand.
#[utoipa::path(post, path = "/api/v1/preferences", tag = "account", security(("token" = [])),
    request_body = PreferencesRequest,
    responses((status = 200, body = Preferences), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn set_preferences(
    Player(u): Player,
    state: web::Data<AppState>,
    body: web::Json<PreferencesRequest>,
) -> AppResult<HttpResponse> {
    // Everything is read and checked before anything is written: a refusal changes nothing.
    let now = shown(&state, u.id).await?;
    let (mut board, _) = preferences_of(&state, u.id).await?;
    if let Some(n) = &body.numbering {
        board.numbering = choice::<Numbering>(n)?;
    }
    if let Some(o) = &body.orientation {
        board.orientation = choice::<Orientation>(o)?;
    }
    board.confirm_moves = body.confirm_moves.unwrap_or(board.confirm_moves);
    board.letters_only = body.letters_only.unwrap_or(board.letters_only);
    if let Some(zone) = body.time_zone.as_deref().map(str::trim).filter(|z| !z.is_empty())
        && Zone::parse(zone).is_none()
    {
        return Err(AppError::BadRequest(Msg::new("error-unknown-zone").with("zone", zone)));
    }
    let on = body
        .mail
        .as_ref()
        .unwrap_or(&now.mail)
        .iter()
        .map(|n| {
            MailKind::optional(n).ok_or_else(|| AppError::BadRequest(Msg::new("error-input-choice").with("value", n)))
        })
        .collect::<AppResult<Vec<_>>>()?;
    if let Some(zone) = &body.time_zone {
        accounts::set_time_zone(&state.env.pool, u.id, zone).await?;
    }
    accounts::set_preferences(&state.env.pool, u.id, board).await?;
    let digest = body.daily_digest.unwrap_or(now.daily_digest);
    mail_preferences::set_mail_preferences(&state.env, u.id, &on, digest).await?;
    let moves = body.moves_by_mail.unwrap_or(now.moves_by_mail);
    let receipts = body.move_receipts.unwrap_or(now.move_receipts);
    mail_preferences::set_moves_by_mail(&state.env, u.id, moves, receipts).await?;
    Ok(json(StatusCode::OK, &shown(&state, u.id).await?))
}

/// The account's vacation: while it runs, the clocks of its games wait.
#[derive(Serialize, ToSchema)]
pub struct Vacation {
    pub on: bool,
    /// Since when (RFC 3339), while on.
    pub since: Option<String>,
    /// Vacation time left this year, in seconds.
    pub left_secs: i64,
}

/// Starts (`true`) or ends the vacation.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VacationRequest {
    pub on: bool,
}

async fn vacation_of(state: &AppState, user: UserId) -> AppResult<Vacation> {
    let v = db::vacations::vacation(&state.env.pool, user).await?;
    Ok(Vacation {
        on: v.since.is_some(),
        since: v.since.map(|s| s.to_rfc3339()),
        left_secs: vacations::vacation_left_secs(&v, state.env.clock.now()),
    })
}

/// The account's vacation.
#[utoipa::path(get, path = "/api/v1/vacation", tag = "account", security(("token" = [])),
    responses((status = 200, body = Vacation), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn vacation(Reader(u): Reader, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    Ok(json(StatusCode::OK, &vacation_of(&state, u.id).await?))
}

/// Starts or ends the vacation (30 days a year); answers it as it now stands.
#[utoipa::path(post, path = "/api/v1/vacation", tag = "account", security(("token" = [])),
    request_body = VacationRequest,
    responses((status = 200, body = Vacation), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn set_vacation(
    Player(u): Player,
    state: web::Data<AppState>,
    body: web::Json<VacationRequest>,
) -> AppResult<HttpResponse> {
    match body.on {
        true => vacations::start_vacation(&state.env, u.id).await?,
        false => vacations::end_vacation(&state.env, u.id).await?,
    }
    Ok(json(StatusCode::OK, &vacation_of(&state, u.id).await?))
}

/// A setup the account keeps under a name, for a preset.
#[derive(Serialize, ToSchema)]
pub struct SavedSetup {
    pub id: i64,
    pub name: String,
    /// The setup string, as for the first seat (docs/rules.md §5.1).
    pub setup: String,
}

async fn saved_of(state: &AppState, user: UserId, variant: Variant) -> AppResult<Vec<SavedSetup>> {
    Ok(db::setups::saved(&state.env.pool, user, variant.id())
        .await?
        .into_iter()
        .map(|s| SavedSetup {
            id: s.id,
            name: s.name,
            setup: s.setup,
        })
        .collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SetupsQuery {
    /// The preset (`stratego`, `barrage`, …).
    preset: String,
}

/// The account's saved setups for a preset.
#[utoipa::path(get, path = "/api/v1/setups", tag = "account", security(("token" = [])), params(SetupsQuery),
    responses((status = 200, body = [SavedSetup]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn saved_setups(
    Reader(u): Reader,
    state: web::Data<AppState>,
    query: web::Query<SetupsQuery>,
) -> AppResult<HttpResponse> {
    let variant = Variant::parse(&query.preset)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", &query.preset)))?;
    Ok(json(StatusCode::OK, &saved_of(&state, u.id, variant).await?))
}

/// Keeps a setup under a name: the one given, or the reader's draft in the game.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SaveSetupRequest {
    pub name: String,
    /// A setup string of the reader's seat; without it, the draft.
    pub setup: Option<String>,
}

/// Saves a setup from a game in setup (its preset's); answers the preset's saved setups.
#[utoipa::path(post, path = "/api/v1/games/{id}/saved-setups", tag = "account", security(("token" = [])),
    params(("id" = i64, Path, description = "A game in setup")), request_body = SaveSetupRequest,
    responses((status = 200, body = [SavedSetup]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn save_setup(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<SaveSetupRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    setups::save_setup(&state.env, u.id, id, &body.name, body.setup.as_deref()).await?;
    let game = crate::app::game::loaded::load(&state.env.pool, id).await?;
    Ok(json(StatusCode::OK, &saved_of(&state, u.id, game.variant()).await?))
}

/// The account's calendar addresses; `404` before one is made (`POST` makes one).
#[utoipa::path(get, path = "/api/v1/calendar", tag = "account", security(("token" = [])),
    responses((status = 200, body = CalendarLinks), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn calendar(Reader(u): Reader, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let secret = calendar::secret(&state.env, u.id).await?.ok_or(AppError::NotFound)?;
    Ok(json(StatusCode::OK, &CalendarLinks::of(&state.env.base_url, &secret)))
}

/// Makes the account's calendar address, or a new one in place of the old, which stops working.
#[utoipa::path(post, path = "/api/v1/calendar", tag = "account", security(("token" = [])),
    responses((status = 200, body = CalendarLinks), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn renew_calendar(Player(u): Player, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    calendar::renew(&state.env, u.id).await?;
    let secret = calendar::secret(&state.env, u.id).await?.ok_or(AppError::NotFound)?;
    Ok(json(StatusCode::OK, &CalendarLinks::of(&state.env.base_url, &secret)))
}

/// Everything the service keeps about the account, as one JSON file (the account page's download).
#[utoipa::path(get, path = "/api/v1/own-data", tag = "account", security(("token" = [])),
    responses((status = 200, description = "The file (format `fieldpost-own-data-1`)", content_type = "application/json"),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn own_data(Reader(u): Reader, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    crate::web::account::own_data::file(state.env.clone(), u.id, &u.username).await
}
