//! The step between choosing a move and sending it, for players who want one (a preference, on by default):
//! "Send Scout e4–e7?" with Send and Cancel. With JavaScript the game page asks in place; without it, choosing
//! a target leads here (a GET: nothing changes until Send posts the move).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::app::game::loaded;
use crate::db::GameId;
use crate::error::{AppError, AppResult};
use crate::i18n::move_words::move_question;
use crate::i18n::{self, Msg};
use crate::rules::board::SquareName;
use crate::rules::view::Viewer;
use crate::rules::{Move, Seat};
use crate::web::extract::{Ctx, Signed};
use crate::web::game::board::{self, Board, PositionInput};
use crate::web::game::game_view::{bottom, numbering};
use crate::web::{AppState, Flash, html, see_other};

#[derive(Deserialize)]
pub struct ConfirmQuery {
    from: SquareName,
    to: SquareName,
    ply: i32,
}

#[derive(Template)]
#[template(path = "game/confirm.html")]
struct ConfirmPage {
    ctx: Ctx,
    id: GameId,
    question: String,
    board: Board,
    from: String,
    to: String,
    ply: i32,
}

pub async fn confirm(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    // Optional, so that who asks is settled before what was asked: an incomplete question leads back to the game.
    query: Option<web::Query<ConfirmQuery>>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let back = format!("/games/{id}");
    let game = loaded::load(&state.env.pool, id).await?;
    let seat: Seat = game
        .seat_of(signed.user.user_id)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    let refuse = |m: Msg| Ok(see_other(&back, Some(Flash::Refused(m))));
    let Some(query) = query else {
        return refuse(Msg::new("error-confirm-incomplete"));
    };
    if game.row.ply != query.ply {
        return refuse(Msg::new("error-stale-page"));
    }
    let replay = game.replay(None)?;
    let dims = game.variant().dims();
    let mv = match (query.from.on(dims), query.to.on(dims)) {
        (Ok(from), Ok(to)) => Move { from, to },
        _ => {
            let typed = format!("{}-{}", query.from.as_str(), query.to.as_str());
            return refuse(Msg::new("error-not-a-move").with("move", typed));
        }
    };
    if replay.game.to_move() != Some(seat) {
        return refuse(Msg::new("error-not-your-turn"));
    }
    // The engine's own reason for a move it would refuse, in the player's words.
    if let Err(e) = replay.game.clone().play(mv) {
        return refuse(i18n::move_refused(game.variant(), mv, &e));
    }
    let view = replay.game.view_for(Viewer::Player(seat));
    let lang = signed.ctx.lang;
    let numbering = numbering(&signed.user);
    let question = move_question(&view, seat, mv, numbering).map_or_else(String::new, |q| lang.msg(&q));
    let board = board::from_view(PositionInput {
        view: &view,
        numbering,
        pictures: !signed.user.letters_only,
        bottom: bottom(&signed.user, Some(seat)),
        legal: &[],
        selected: None,
        recent: &[],
        earlier: &[],
        pending: Some(mv),
        plannable: &[],
        notes: &[],
        notable: false,
        lang,
    });
    html(
        StatusCode::OK,
        ConfirmPage {
            ctx: signed.ctx,
            id,
            question,
            board,
            from: mv.from.to_string(),
            to: mv.to.to_string(),
            ply: query.ply,
        },
    )
}
