//! The step between choosing a move and sending it, for players who want one (a preference, on by default):
//! "Send Scout e4–e7?" with Send and Cancel. With JavaScript the game page asks in place; without it, choosing
//! a target leads here (a GET: nothing changes until Send posts the move).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::extract::{Ctx, Signed};
use super::{AppState, Flash, html, see_other};
use crate::app::loaded;
use crate::db::GameId;
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Lang, Msg};
use crate::rules::board::SquareName;
use crate::rules::view::Viewer;
use crate::rules::{Move, Seat, Variant, View};

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
    from: String,
    to: String,
    ply: i32,
}

/// The question for one move: an attack says so.
fn question(variant: Variant, view: &View, mv: Move, lang: Lang) -> Option<String> {
    let mover = view.piece_at(mv.from)?.identity()?;
    let piece = i18n::piece(variant, mover);
    let msg = if view.piece_at(mv.to).is_some() {
        Msg::new("confirm-attack").with("to", mv.to).with("piece", piece)
    } else {
        Msg::new("confirm-move")
            .with("piece", piece)
            .with("from", mv.from)
            .with("to", mv.to)
    };
    Some(lang.msg(&msg))
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
    if replay.game.to_move() != Some(seat) || !replay.game.legal_moves().contains(&mv) {
        return refuse(Msg::new("error-confirm-not-legal").with("move", mv.to_string()));
    }
    let view = replay.game.view_for(Viewer::Player(seat));
    let lang = signed.ctx.lang;
    let question = question(game.variant(), &view, mv, lang).unwrap_or_default();
    html(
        StatusCode::OK,
        ConfirmPage {
            ctx: signed.ctx,
            id,
            question,
            from: mv.from.to_string(),
            to: mv.to.to_string(),
            ply: query.ply,
        },
    )
}
