//! The API's twins of the leaderboards and the players' profiles: public facts (ratings and results), the same
//! the pages show anyone.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::Reader;
use crate::db;
use crate::error::{AppError, AppResult};
use crate::rules::Variant;
use crate::web::AppState;

/// A place on a preset's leaderboard.
#[derive(Serialize, ToSchema)]
pub struct LeaderboardEntry {
    /// 1 for the best-rated player.
    #[schema(minimum = 1)]
    pub rank: usize,
    pub name: String,
    /// The Glicko-2 rating, and its deviation (the smaller, the surer).
    pub rating: f64,
    pub deviation: f64,
    /// Rated games played in the preset.
    pub games: i32,
}

/// A player's rating in one preset.
#[derive(Serialize, ToSchema)]
pub struct PresetRating {
    pub preset: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i32,
}

/// A player's finished games in one preset, counted as the profile page counts them.
#[derive(Serialize, ToSchema)]
pub struct PresetResults {
    pub preset: String,
    pub won: i64,
    pub drawn: i64,
    pub lost: i64,
}

/// What anyone may know of a player.
#[derive(Serialize, ToSchema)]
pub struct PlayerProfile {
    pub name: String,
    pub ratings: Vec<PresetRating>,
    pub results: Vec<PresetResults>,
}

/// The best-rated players of a preset (at most 100).
#[utoipa::path(get, path = "/api/v1/leaderboard/{preset}", tag = "players", security(("token" = [])),
    params(("preset" = String, Path, description = "A preset id, such as `stratego`")),
    responses((status = 200, body = [LeaderboardEntry]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn leaderboard(_: Reader, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let variant = Variant::parse(&path).ok_or(AppError::NotFound)?;
    let rows = db::ratings::leaderboard(&state.env.pool, variant.id()).await?;
    let entries: Vec<LeaderboardEntry> = rows
        .into_iter()
        .enumerate()
        .map(|(i, r)| LeaderboardEntry {
            rank: i + 1,
            name: r.username,
            rating: r.rating,
            deviation: r.deviation,
            games: r.games,
        })
        .collect();
    Ok(HttpResponse::build(StatusCode::OK).json(entries))
}

/// A player's ratings and results, by preset.
#[utoipa::path(get, path = "/api/v1/players/{name}", tag = "players", security(("token" = [])),
    params(("name" = String, Path, description = "The player's name")),
    responses((status = 200, body = PlayerProfile), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn profile(_: Reader, state: web::Data<AppState>, path: web::Path<String>) -> AppResult<HttpResponse> {
    let pool = &state.env.pool;
    let name = path.into_inner();
    let user = db::users::id_by_name(pool, &name).await?.ok_or(AppError::NotFound)?;
    let (ratings, results) = tokio::try_join!(
        db::ratings::of_player(pool, user),
        db::ratings::player_results(pool, user)
    )?;
    let profile = PlayerProfile {
        name,
        ratings: ratings
            .into_iter()
            .map(|r| PresetRating {
                preset: r.variant,
                rating: r.rating,
                deviation: r.deviation,
                games: r.games,
            })
            .collect(),
        results: results
            .into_iter()
            .map(|(preset, won, drawn, lost)| PresetResults {
                preset,
                won,
                drawn,
                lost,
            })
            .collect(),
    };
    Ok(HttpResponse::build(StatusCode::OK).json(profile))
}
