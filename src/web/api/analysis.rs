//! The API's twin of the analysis on a finished game's page: ask for it, and read it (each move judged from its
//! mover's view at that moment) once the workers are done.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use super::{Player, Reader, json};
use crate::app::game::analysis::{self, Analysis, Mark};
use crate::db::GameId;
use crate::error::AppResult;
use crate::web::AppState;

/// A finished game's analysis.
#[derive(Serialize, ToSchema)]
pub struct AnalysisView {
    /// `none` (nobody asked for it yet), `working` or `done`.
    pub state: &'static str,
    /// The game's moves.
    pub moves: usize,
    /// Moves judged so far.
    pub judged: usize,
    /// Once done, every move in order; `null` for a move that could not be judged.
    pub plies: Vec<Option<JudgedMove>>,
}

/// One move, judged from what its side knew when it was played.
#[derive(Serialize, ToSchema)]
pub struct JudgedMove {
    /// The 1-based ply.
    pub ply: usize,
    /// The move `expert` would have chosen, `from-to`.
    pub best: String,
    /// What that move was worth to the mover, in the evaluation's points (a piece of middling strength is about
    /// 50; 3000 is a won game, -3000 a lost one).
    pub best_value: i64,
    /// What the move played was worth.
    pub played_value: i64,
    /// `mistake` (lost 60 points or more) or `blunder` (200 or more); absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mark: Option<&'static str>,
}

fn view_of(moves: usize, found: Option<Analysis>) -> AnalysisView {
    let (state, judged, plies) = match found {
        None => ("none", 0, Vec::new()),
        Some(Analysis::Working { judged }) => ("working", judged, Vec::new()),
        Some(Analysis::Done(plies)) => {
            let judged = plies.len();
            let plies = plies
                .into_iter()
                .enumerate()
                .map(|(i, ply)| {
                    ply.map(|p| JudgedMove {
                        ply: i + 1,
                        mark: p.mark().map(|m| match m {
                            Mark::Mistake => "mistake",
                            Mark::Blunder => "blunder",
                        }),
                        best: p.best,
                        best_value: p.best_value,
                        played_value: p.played_value,
                    })
                })
                .collect();
            ("done", judged, plies)
        }
    };
    AnalysisView {
        state,
        moves,
        judged,
        plies,
    }
}

/// A finished game's analysis, as far as it goes. A game not over is refused (`409`): its analysis would tell
/// each side what the other knew.
#[utoipa::path(get, path = "/api/v1/games/{id}/analysis", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = AnalysisView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn analysis(_: Reader, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let (moves, found) = analysis::of_finished_game(&state.env, path.into_inner()).await?;
    Ok(json(StatusCode::OK, &view_of(moves, found)))
}

/// Asks for a finished game's analysis (any reader of the game may); asking again changes nothing. The workers
/// judge it a part at a time: read it back until `state` is `done`.
#[utoipa::path(post, path = "/api/v1/games/{id}/analysis", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = AnalysisView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn request(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let moves = analysis::request(&state.env, u.id, id).await?;
    let found = analysis::of_game(&state.env, id).await?;
    Ok(json(StatusCode::OK, &view_of(moves, found)))
}
