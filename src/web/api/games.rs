//! The API's endpoints: who am I, games (mine, public, one as I see it, its legal moves), and acting in them
//! through the same use-cases as the pages.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use super::schema::{
    ChallengeRequest, Created, DrawRequest, GameSummary, GameView, LegalMove, Me, MoveRequest, SetupRequest,
    StaleProblem, game_result, game_view, running_deadline, status_word,
};
use super::{ApiUser, Player, Reader, created, json};
use crate::app::game::computer::{self, ComputerGame, ThinkTime};
use crate::app::game::games::{self, GameForm};
use crate::app::game::loaded;
use crate::app::game::play::{self, DrawAction};
use crate::app::game::setups;
use crate::app::game::time_control::TimeControl;
use crate::bot::Level;
use crate::db::game_lists::GameListRow;
use crate::db::games::{GameStatus, SeatChoice};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::Variant;
use crate::rules::board::SquareName;
use crate::web::{AppState, conditional};

/// The game as `user` now sees it.
async fn seen(state: &AppState, user: &ApiUser, id: GameId) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, id).await?;
    Ok(json(
        StatusCode::OK,
        &game_view(&game, user.id, user.lang, user.numbering)?,
    ))
}

/// The account behind the token.
#[utoipa::path(get, path = "/api/v1/me", tag = "account", security(("token" = [])),
    responses((status = 200, body = Me), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn me(Reader(u): Reader) -> AppResult<HttpResponse> {
    Ok(json(
        StatusCode::OK,
        &Me {
            id: u.id.0,
            username: u.username,
            language: u.lang.code().to_string(),
            can_play: u.can_play,
        },
    ))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MineQuery {
    /// Only the games where it is the reader's turn (a move, a setup, or a challenge to answer).
    my_turn: Option<bool>,
}

fn summary(row: &GameListRow, me: UserId) -> GameSummary {
    let family = row.variant.family();
    let seat = row.seat_of(me);
    GameSummary {
        id: row.id.0,
        preset: row.variant.id().to_string(),
        status: status_word(row.status),
        players: [row.first_name.clone(), row.second_name.clone()],
        seat: seat.map(|s| s.name(family).to_string()),
        your_turn: row.awaits(me),
        ply: row.ply,
        deadline: running_deadline(row.status, row.deadline),
        result: game_result(family, row.winner, row.result_reason),
    }
}

/// The reader's games: those under way, those waiting for an answer, and the fifty that ended last.
#[utoipa::path(get, path = "/api/v1/games", tag = "games", security(("token" = [])), params(MineQuery),
    responses((status = 200, body = [GameSummary]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn mine(
    Reader(u): Reader,
    state: web::Data<AppState>,
    query: web::Query<MineQuery>,
) -> AppResult<HttpResponse> {
    let rows = db::game_lists::mine(&state.env.pool, u.id, 50, 0).await?;
    let only_mine = query.my_turn.unwrap_or(false);
    let games: Vec<GameSummary> = rows
        .iter()
        .filter(|r| !matches!(r.status, GameStatus::Declined | GameStatus::Cancelled))
        .map(|r| summary(r, u.id))
        .filter(|g| !only_mine || g.your_turn)
        .collect();
    Ok(json(StatusCode::OK, &games))
}

/// Open games anyone may join, challenges to the reader, and games under way that anyone may watch.
#[utoipa::path(get, path = "/api/v1/games/public", tag = "games", security(("token" = [])),
    responses((status = 200, body = [GameSummary]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn public(Reader(u): Reader, state: web::Data<AppState>) -> AppResult<HttpResponse> {
    let rows = db::game_lists::lobby(&state.env.pool, u.id).await?;
    let games: Vec<GameSummary> = rows.iter().map(|r| summary(r, u.id)).collect();
    Ok(json(StatusCode::OK, &games))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ViewQuery {
    /// Only the moves after this ply (a client that already holds the earlier ones).
    #[param(value_type = Option<i64>, minimum = 0, maximum = 4294967295_i64)]
    since: Option<u32>,
}

/// A game as the reader may know it: a player sees their own view, anyone else a spectator's. Tagged: a client
/// that sends the tag it holds (`If-None-Match`) is answered `304` while nothing it may see has changed.
#[utoipa::path(get, path = "/api/v1/games/{id}", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game"), ViewQuery),
    responses((status = 200, body = GameView), (status = 304, description = "The view the client holds is still right"),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn one(
    Reader(u): Reader,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    query: web::Query<ViewQuery>,
    req: HttpRequest,
) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    // Made from what the reader may see (the row without the setups hidden from them) and how it is worded.
    let seen_row = game.row_seen_by(game.seat_of(u.id));
    let tag = conditional::tag_of(&(&seen_row, u.lang, u.numbering, query.since));
    if conditional::already_held(&req, &tag) {
        return Ok(conditional::not_modified(&tag));
    }
    let mut view = game_view(&game, u.id, u.lang, u.numbering)?;
    if let Some(since) = query.since {
        view.moves.retain(|m| m.ply > since);
    }
    let mut res = json(StatusCode::OK, &view);
    conditional::mark(&mut res, &tag);
    Ok(res)
}

/// The reader's legal moves: none unless it is the reader's move.
#[utoipa::path(get, path = "/api/v1/games/{id}/legal-moves", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = [LegalMove]), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn legal_moves(
    Reader(u): Reader,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    let me = game.seat_of(u.id);
    let playing = game.row.status == GameStatus::Playing && me.is_some() && game.row.to_move == me;
    let moves: Vec<LegalMove> = if playing {
        game.replay(None)?
            .game
            .legal_moves()
            .into_iter()
            .map(|m| LegalMove {
                from: m.from.to_string(),
                to: m.to.to_string(),
            })
            .collect()
    } else {
        Vec::new()
    };
    Ok(json(StatusCode::OK, &moves))
}

/// A square as a client wrote it, in either case. One rule for every square: text that is not a file letter and
/// a rank number is a bad request (400); a well-formed square off this game's board is a refused move (422).
pub(super) fn square(text: &str) -> AppResult<SquareName> {
    SquareName::try_from(text.to_ascii_lowercase())
        .map_err(|_| AppError::BadRequest(Msg::new("error-not-a-square").with("square", text)))
}

/// Plays a move. `ply` is the game's ply the move was chosen at: if the game has moved on, nothing changes, and
/// the `409` problem carries the game as it stands now.
#[utoipa::path(post, path = "/api/v1/games/{id}/moves", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")), request_body = MoveRequest,
    responses((status = 200, body = GameView),
        (status = 409, body = super::schema::StaleProblem, content_type = "application/problem+json"),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn play(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<MoveRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let (from, to) = (square(&body.from)?, square(&body.to)?);
    match play::play(&state.env, play::Mover::Account(u.id), id, &from, &to, body.ply).await {
        Err(err) if err.message().is_some_and(|m| m.id() == "error-stale-page") => {
            let game = loaded::load(&state.env.pool, id).await?;
            let stale = StaleProblem {
                problem: super::problem_body(&err, u.lang),
                game: game_view(&game, u.id, u.lang, u.numbering)?,
            };
            Ok(HttpResponse::build(StatusCode::CONFLICT)
                .content_type("application/problem+json")
                .json(stale))
        }
        played => {
            played?;
            seen(&state, &u, id).await
        }
    }
}

/// Submits the reader's setup (a setup string of the seat's area); play starts when both are in.
#[utoipa::path(post, path = "/api/v1/games/{id}/setup", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")), request_body = SetupRequest,
    responses((status = 200, body = GameView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn setup(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<SetupRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    setups::submit_arrangement(&state.env, u.id, id, &body.setup).await?;
    seen(&state, &u, id).await
}

/// Resigns the game: in play, or while the armies are still being set up (the opponent wins either way).
#[utoipa::path(post, path = "/api/v1/games/{id}/resign", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = GameView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn resign(Player(u): Player, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    play::resign(&state.env, u.id, id).await?;
    seen(&state, &u, id).await
}

/// Offers a draw, or accepts or declines the opponent's offer.
#[utoipa::path(post, path = "/api/v1/games/{id}/draw", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")), request_body = DrawRequest,
    responses((status = 200, body = GameView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn draw(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    body: web::Json<DrawRequest>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let action = match body.action.as_str() {
        "offer" => DrawAction::Offer,
        "accept" => DrawAction::Accept,
        "decline" => DrawAction::Decline,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-input-choice").with("value", other),
            ));
        }
    };
    play::draw(&state.env, u.id, id, action).await?;
    seen(&state, &u, id).await
}

/// Starts a game: a challenge to `opponent`, a game against the computer at level `computer` (set up at once),
/// or an open game anyone may join.
#[utoipa::path(post, path = "/api/v1/challenges", tag = "play", security(("token" = [])), request_body = ChallengeRequest,
    responses((status = 201, body = Created), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn challenge(
    Player(u): Player,
    state: web::Data<AppState>,
    body: web::Json<ChallengeRequest>,
) -> AppResult<HttpResponse> {
    // Names go to the database, which takes no NUL character.
    if body.opponent.as_deref().is_some_and(|o| o.contains('\0')) {
        return Err(AppError::BadRequest(Msg::new("error-input-nul")));
    }
    let variant = Variant::parse(&body.preset)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", &body.preset)))?;
    let seat = match body.seat.as_deref().unwrap_or("random") {
        "first" => SeatChoice::First,
        "second" => SeatChoice::Second,
        "random" => SeatChoice::Random,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-input-choice").with("value", other),
            ));
        }
    };
    let time_control = TimeControl::PerMove {
        per_move_days: body.per_move_days.unwrap_or(3),
    };
    let id = match &body.computer {
        Some(level) => {
            let level = Level::parse(level).ok_or_else(|| AppError::Refused(Msg::new("error-no-computer")))?;
            let game = ComputerGame {
                variant,
                level,
                seat,
                time_control,
                options: body.options.unwrap_or_default().into(),
                think: body.think_seconds.map(ThinkTime::seconds).transpose()?,
            };
            computer::start(&state.env, u.id, game).await?
        }
        None => {
            if body.think_seconds.is_some() {
                return Err(AppError::BadRequest(Msg::new("error-think-time-computer-only")));
            }
            let form = GameForm {
                variant,
                seat,
                time_control,
                rated: body.rated.unwrap_or(false),
                opponent: body.opponent.as_deref(),
                options: body.options.unwrap_or_default().into(),
            };
            games::create(&state.env, u.id, form).await?
        }
    };
    created(&format!("/api/v1/games/{}", id.0), &Created { id: id.0 })
}

/// Joins an open game, or accepts a challenge.
#[utoipa::path(post, path = "/api/v1/challenges/{id}/accept", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = GameView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn accept(Player(u): Player, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    games::join(&state.env, u.id, id).await?;
    seen(&state, &u, id).await
}

/// Declines a challenge to the reader, or withdraws one of the reader's own (or an open game nobody joined).
#[utoipa::path(post, path = "/api/v1/challenges/{id}/decline", tag = "play", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, body = GameView), (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn decline(
    Player(u): Player,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    games::decline(&state.env, u.id, id).await?;
    seen(&state, &u, id).await
}

/// A finished game's whole record (both setups and every move), in the rules' record format (docs/rules.md):
/// the same file the game page offers. Before the end it would show what the players hide, and is refused.
#[utoipa::path(get, path = "/api/v1/games/{id}/record", tag = "games", security(("token" = [])),
    params(("id" = i64, Path, description = "The game")),
    responses((status = 200, description = "The record", content_type = "application/json"),
        (status = "4XX", body = super::schema::Problem, content_type = "application/problem+json")))]
pub async fn record(_: Reader, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    let record = game.record_after_end()?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(record.to_json()))
}
