//! The API's twins of the tournament pages: the events taking entries, under way and ended, and one event with its
//! standings and games (public facts, the same the pages show anyone).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::Reader;
use super::schema::status_word;
use crate::app::tournament_results::EventResults;
use crate::db::tournaments::TournamentRow;
use crate::db::{self, TournamentId};
use crate::error::{AppError, AppResult};
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
    let pool = &state.env.pool;
    let id = TournamentId(path.into_inner());
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
    let detail = TournamentDetail {
        summary: summary(&t),
        description: t.description.clone(),
        creator: t.creator_name.clone(),
        standings,
        games,
    };
    Ok(HttpResponse::build(StatusCode::OK).json(detail))
}
