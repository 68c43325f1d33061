//! The API's twins of the tournament pages: the events taking entries, under way and ended, and one event with its
//! standings and games (public facts, the same the pages show anyone); creating an event, entering it, leaving
//! it before it starts and withdrawing from it, through the same use-cases as the pages' forms.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use chrono::{NaiveDate, TimeZone, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::schema::status_word;
use super::{Player, Reader, created, json};
use crate::app::game::time_control::TimeControl;
use crate::app::tournaments::entries::{self, TournamentForm};
use crate::app::tournaments::tournament_results::EventResults;
use crate::db::tournaments::Format;
use crate::db::tournaments::TournamentRow;
use crate::db::{self, TournamentId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::Variant;
use crate::web::AppState;

/// An event in a list.
#[derive(Serialize, ToSchema)]
pub struct TournamentSummary {
    pub id: i64,
    pub name: String,
    pub preset: String,
    /// `round_robin` or `swiss`.
    pub format: String,
    /// `open`, `starting`, `running`, `finished` or `cancelled`.
    pub status: String,
    pub entrants: i64,
    pub max_players: i32,
    /// A Swiss event's rounds.
    pub rounds: Option<i32>,
    /// When entries close (RFC 3339), if on a date.
    pub closes_at: Option<String>,
}

/// A player's place in an event.
#[derive(Serialize, ToSchema)]
pub struct StandingEntry {
    #[schema(minimum = 1)]
    pub rank: usize,
    pub name: String,
    pub points: f64,
    pub wins: u32,
    pub withdrawn: bool,
}

/// One game of an event.
#[derive(Serialize, ToSchema)]
pub struct EventGame {
    pub id: i64,
    /// The Swiss round; 0 for a round robin, whose games all start at once.
    pub round: i32,
    pub players: [String; 2],
    pub status: String,
    pub result: Option<super::schema::Result>,
}

/// An event whole: what its list line says, and its description, standings (once games are played) and games.
#[derive(Serialize, ToSchema)]
pub struct TournamentDetail {
    #[serde(flatten)]
    pub summary: TournamentSummary,
    pub description: String,
    pub creator: String,
    pub standings: Vec<StandingEntry>,
    pub games: Vec<EventGame>,
}

fn summary(t: &TournamentRow) -> TournamentSummary {
    TournamentSummary {
        id: t.id.0,
        name: t.name.clone(),
        preset: t.variant.id().to_string(),
        format: t.format.as_str().to_string(),
        status: t.status.as_str().to_string(),
        entrants: t.entrants,
        max_players: t.max_players,
        rounds: t.rounds,
        closes_at: t.closes_at.map(|d| d.to_rfc3339()),
    }
}

/// The events taking entries and under way, then the fifty that ended last.
#[utoipa::path(get, path = "/api/v1/tournaments", tag = "tournaments", security(("token" = [])),
    responses((status = 200, body = [TournamentSummary]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn list(_: Reader, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let pool = &state.env.pool;
    let (active, ended) = tokio::try_join!(db::tournaments::active(pool), db::tournaments::ended(pool, 50))?;
    let events: Vec<TournamentSummary> = active.iter().chain(ended.iter()).map(summary).collect();
    Ok(HttpResponse::build(StatusCode::OK).json(events))
}

/// One event with its standings and games.
#[utoipa::path(get, path = "/api/v1/tournaments/{id}", tag = "tournaments", security(("token" = [])),
    params(("id" = i64, Path, description = "The event")),
    responses((status = 200, body = TournamentDetail), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn show(_: Reader, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let detail = detail(&state, TournamentId(path.into_inner())).await?;
    Ok(HttpResponse::build(StatusCode::OK).json(detail))
}

async fn detail(state: &AppState, id: TournamentId) -> AppResult<TournamentDetail> {
    let pool = &state.env.pool;
    let t = db::tournaments::by_id(pool, id).await?.ok_or(AppError::NotFound)?;
    let results = EventResults::read(pool, id).await?;
    let family = t.variant.family();
    let standings = results
        .standings()?
        .into_iter()
        .map(|s| StandingEntry {
            rank: s.rank,
            name: results.name_of(s.player).to_string(),
            points: f64::from(s.points.quarters()) / 4.0,
            wins: s.wins,
            withdrawn: s.withdrawn,
        })
        .collect();
    let games = results
        .games
        .iter()
        .map(|g| EventGame {
            id: g.id.0,
            round: g.round,
            players: [g.first_name.clone(), g.second_name.clone()],
            status: status_word(g.status),
            result: super::schema::game_result(family, g.winner, g.result_reason),
        })
        .collect();
    Ok(TournamentDetail {
        summary: summary(&t),
        description: t.description.clone(),
        creator: t.creator_name.clone(),
        standings,
        games,
    })
}

/// A new event. A field this document does not name is refused.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TournamentRequest {
    /// 3 to 60 characters.
    pub name: String,
    pub description: Option<String>,
    pub preset: String,
    /// `round_robin` (everyone plays everyone twice) or `swiss`.
    pub format: String,
    /// A round robin's section size, or the most entrants of a Swiss event.
    pub size: i32,
    /// A Swiss event's rounds.
    pub rounds: Option<i32>,
    /// The day entries close (`YYYY-MM-DD`, at its end, UTC); the event then starts with whoever entered.
    pub closes_on: Option<String>,
    /// Days for each turn, 1 to 14 (default 3).
    pub per_move_days: Option<i64>,
    /// Counts for ratings (default false).
    pub rated: Option<bool>,
    /// The creator plays in it (default true).
    pub play: Option<bool>,
}

/// Creates an event (its creator entered unless `play` is false).
#[utoipa::path(post, path = "/api/v1/tournaments", tag = "tournaments", security(("token" = [])),
    request_body = TournamentRequest,
    responses((status = 201, body = super::schema::Created, headers(("Location" = String, description = "The new event"))),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn create(
    Player(u): Player,
    state: web::Data<AppState>,
    body: web::Json<TournamentRequest>,
) -> AppResult<HttpResponse> {
    let variant = Variant::parse(&body.preset)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", &body.preset)))?;
    let format = match body.format.as_str() {
        "round_robin" => Format::RoundRobin,
        "swiss" => Format::Swiss,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-input-choice").with("value", other),
            ));
        }
    };
    let closes_at = match body.closes_on.as_deref() {
        None => None,
        Some(day) => {
            let day = NaiveDate::parse_from_str(day.trim(), "%Y-%m-%d")
                .map_err(|_| AppError::Refused(Msg::new("error-tournament-closing")))?;
            Some(Utc.from_utc_datetime(&day.and_hms_opt(23, 59, 59).expect("a valid time of day")))
        }
    };
    let form = TournamentForm {
        name: &body.name,
        description: body.description.as_deref().unwrap_or(""),
        variant,
        time_control: TimeControl::PerMove {
            per_move_days: body.per_move_days.unwrap_or(3),
        },
        rated: body.rated.unwrap_or(false),
        format,
        size: body.size,
        rounds: body.rounds.filter(|_| format == Format::Swiss),
        closes_at,
        play: body.play.unwrap_or(true),
    };
    let id = entries::create(&state.env, u.id, form).await?;
    created(
        &format!("/api/v1/tournaments/{id}"),
        &super::schema::Created { id: id.0 },
    )
}

/// Enters an event that takes entries; answers the event.
#[utoipa::path(post, path = "/api/v1/tournaments/{id}/entry", tag = "tournaments", security(("token" = [])),
    params(("id" = i64, Path, description = "The event")),
    responses((status = 200, body = TournamentDetail), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn enter(Player(u): Player, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let id = TournamentId(path.into_inner());
    entries::join(&state.env, u.id, id).await?;
    Ok(json(StatusCode::OK, &detail(&state, id).await?))
}

/// Takes back an entry before the event starts; answers the event.
#[utoipa::path(post, path = "/api/v1/tournaments/{id}/leave", tag = "tournaments", security(("token" = [])),
    params(("id" = i64, Path, description = "The event")),
    responses((status = 200, body = TournamentDetail), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn leave(Player(u): Player, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let id = TournamentId(path.into_inner());
    entries::leave(&state.env, u.id, id).await?;
    Ok(json(StatusCode::OK, &detail(&state, id).await?))
}

/// Withdraws from an event under way: the player's games being played are forfeited and no more are paired.
#[utoipa::path(post, path = "/api/v1/tournaments/{id}/withdraw", tag = "tournaments", security(("token" = [])),
    params(("id" = i64, Path, description = "The event")),
    responses((status = 200, body = TournamentDetail), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn withdraw(Player(u): Player, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let id = TournamentId(path.into_inner());
    entries::withdraw(&state.env, u.id, id).await?;
    Ok(json(StatusCode::OK, &detail(&state, id).await?))
}

/// The creator starts an event that takes entries now, with whoever has entered.
#[utoipa::path(post, path = "/api/v1/tournaments/{id}/start", tag = "tournaments", security(("token" = [])),
    params(("id" = i64, Path, description = "The event")),
    responses((status = 200, body = TournamentDetail), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn start(Player(u): Player, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let id = TournamentId(path.into_inner());
    entries::start_early(&state.env, u.id, id).await?;
    Ok(json(StatusCode::OK, &detail(&state, id).await?))
}

/// The creator calls off an event that has not started.
#[utoipa::path(post, path = "/api/v1/tournaments/{id}/cancel", tag = "tournaments", security(("token" = [])),
    params(("id" = i64, Path, description = "The event")),
    responses((status = 200, body = TournamentDetail), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn cancel(Player(u): Player, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let id = TournamentId(path.into_inner());
    entries::cancel(&state.env, u.id, id).await?;
    Ok(json(StatusCode::OK, &detail(&state, id).await?))
}
