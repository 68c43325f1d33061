//! What a player does in a game under way: a move, resigning, a draw offer and its answer; and the game's
//! record once it is over.

use actix_web::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::app::game::loaded;
use crate::app::game::play::{self, DrawAction, DrawOutcome, Mover};
use crate::db::GameId;
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::board::SquareName;
use crate::rules::gravon;
use crate::web::extract::{CheckedForm, NoFields, Signed, Visit};
use crate::web::{AppState, Flash, after_action, see_other};

#[derive(Deserialize)]
pub struct MoveForm {
    from: SquareName,
    to: SquareName,
    /// The second move of a two-move turn planned as one.
    from2: Option<SquareName>,
    to2: Option<SquareName>,
    ply: i32,
}

/// A move: the session is read in the statement that locks the game, not on its own first as `Signed` does.
pub async fn play(
    visit: Visit,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<MoveForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let token = visit.session_token().ok_or(AppError::SignInFirst(None))?;
    let mut moves = vec![(&form.from, &form.to)];
    match (&form.from2, &form.to2) {
        (Some(from2), Some(to2)) => moves.push((from2, to2)),
        (None, None) => {}
        _ => return Err(AppError::BadRequest(Msg::new("error-confirm-incomplete"))),
    }
    let result = play::play_turn(&state.env, Mover::Session(&token), id, &moves, form.ply).await;
    after_action(result, &format!("/games/{id}"), None)
}

pub async fn resign(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let result = play::resign(&state.env, signed.user.user_id, id).await;
    // The game page's own state line says the game was resigned: a note above it would say it twice.
    after_action(result, &format!("/games/{id}"), None)
}

#[derive(Deserialize)]
pub struct DrawForm {
    action: String,
}

pub async fn draw(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<DrawForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let action = match form.action.as_str() {
        "offer" => DrawAction::Offer,
        "accept" => DrawAction::Accept,
        "decline" => DrawAction::Decline,
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let offered = matches!(action, DrawAction::Offer);
    let back = format!("/games/{id}");
    Ok(match play::draw(&state.env, signed.user.user_id, id, action).await {
        // An offer the computer answered at once says so.
        Ok(outcome) => {
            let done = match (outcome, offered) {
                (DrawOutcome::Offered, _) => "play-draw-offered",
                (DrawOutcome::Drawn, true) => "play-draw-computer-accepted",
                (DrawOutcome::Declined, true) => "play-draw-computer-declined",
                (DrawOutcome::Drawn, false) => "play-draw-agreed",
                (DrawOutcome::Declined, false) => "play-draw-declined",
            };
            see_other(&back, Some(Flash::Done(Msg::new(done))))
        }
        Err(e) => after_action(Err(e), &back, None)?,
    })
}

/// The game record (docs/rules.md §12), once the game is over: before that it would show hidden setups.
pub async fn record(_signed: Signed, state: web::Data<AppState>, path: web::Path<GameId>) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    let record = game.record_after_end()?;
    Ok(download(game.id(), "json", "application/json", record.to_json()))
}

/// The same record in Gravon's archive format (StraDoS2 XML), for the tools players know from there. The format
/// has no Espionage, which is said before anything else: waiting for the end would not help.
pub async fn record_xml(
    _signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    if gravon::game_type(game.variant()).is_none() {
        return Err(AppError::Refused(Msg::new("error-record-xml-espionage")));
    }
    let record = game.record_after_end()?;
    let xml = gravon::export(&record)
        .map_err(|e| anyhow::anyhow!("game {} does not export to Gravon's format: {e}", game.id()))?;
    Ok(download(game.id(), "xml", "application/xml", xml))
}

fn download(id: GameId, extension: &str, content_type: &str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, content_type))
        .insert_header((
            CONTENT_DISPOSITION,
            format!("attachment; filename=\"fieldpost-{id}.{extension}\""),
        ))
        .body(body)
}
