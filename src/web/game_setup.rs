//! The setup editor: the draft army on its rows, swaps by click (or by two chosen squares without JavaScript),
//! paste, random, saved setups, and submitting.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::board::{self, Board};
use super::extract::{CheckedForm, Ctx, Signed};
use super::game_view::{EventLink, PageQuery, bottom, clock_line, event_link, numbering};
use super::{AppState, after_action, html};
use crate::app::loaded::LoadedGame;
use crate::app::setups::{self, SetupEdit};
use crate::db::{self, GameId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::board::SquareName;
use crate::rules::{Seat, Setup};

#[derive(Template)]
#[template(path = "game/setup.html")]
struct SetupPage {
    ctx: Ctx,
    id: GameId,
    title: String,
    event: Option<EventLink>,
    seat: String,
    opponent: String,
    opponent_ready: bool,
    rows: String,
    board: Board,
    picked: Option<String>,
    setup_text: String,
    saved: Vec<(i64, String)>,
    army: String,
    clock: String,
}

pub(super) async fn setup_page(
    signed: Signed,
    state: &AppState,
    game: LoadedGame,
    seat: Seat,
    query: PageQuery,
) -> AppResult<HttpResponse> {
    let variant = game.variant();
    let family = variant.family();
    let lang = signed.ctx.lang;
    let draft = game
        .setup_text(seat)
        .and_then(|t| Setup::parse(variant, seat, t).ok())
        .unwrap_or_else(|| Setup::random(variant, seat, 0));
    let picked = query.pick.and_then(|p| variant.dims().parse_square(&p).ok());
    let area = crate::rules::setup::area(variant, seat);
    let saved = db::setups::saved(&state.env.pool, signed.user.user_id, variant.id()).await?;
    let army = variant
        .army()
        .iter()
        .map(|&(k, n)| {
            let piece = lang.msg(&i18n::piece(variant, k));
            format!("{n} × {piece} ({})", k.label(numbering(&signed.user)))
        })
        .collect::<Vec<_>>()
        .join(", ");
    let terrain = game.terrain()?;
    let page = SetupPage {
        id: game.id(),
        title: lang.msg(&i18n::variant(variant)),
        event: event_link(&game, lang),
        seat: lang.msg(&i18n::seat(family, seat)),
        opponent: game.player_name(seat.other()).unwrap_or("?").to_string(),
        opponent_ready: game.submitted(seat.other()),
        rows: format!("{}–{}", area[0].row() + 1, area[area.len() - 1].row() + 1),
        board: board::from_setup(
            &draft,
            &terrain,
            numbering(&signed.user),
            !signed.user.letters_only,
            bottom(&signed.user, Some(seat)),
            picked,
            lang,
        ),
        picked: picked.map(|p| p.to_string()),
        setup_text: draft.to_string(),
        saved: saved.into_iter().map(|s| (s.id, s.name)).collect(),
        army,
        clock: clock_line(&game, lang),
        ctx: signed.ctx,
    };
    html(StatusCode::OK, page)
}

#[derive(Deserialize)]
pub struct SetupForm {
    action: String,
    a: Option<SquareName>,
    b: Option<SquareName>,
    #[serde(default)]
    text: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    saved: Option<i64>,
}

pub async fn setup_action(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    CheckedForm(form): CheckedForm<SetupForm>,
) -> AppResult<HttpResponse> {
    let id = path.into_inner();
    let user = signed.user.user_id;
    let env = &state.env;
    let back = format!("/games/{id}");
    let (result, done) = match form.action.as_str() {
        "swap" => match (form.a, form.b) {
            (Some(a), Some(b)) => (setups::edit_setup(env, user, id, SetupEdit::Swap(a, b)).await, None),
            _ => (Err(AppError::BadRequest(Msg::new("error-choose-two-squares"))), None),
        },
        "paste" => (
            setups::edit_setup(env, user, id, SetupEdit::Paste(form.text)).await,
            Some("setup-done-paste"),
        ),
        "random" => (
            setups::edit_setup(env, user, id, SetupEdit::Random).await,
            Some("setup-done-random"),
        ),
        "load" => match form.saved {
            Some(saved) => (
                setups::edit_setup(env, user, id, SetupEdit::LoadSaved(saved)).await,
                Some("setup-done-load"),
            ),
            None => (Err(AppError::BadRequest(Msg::new("error-choose-saved-setup"))), None),
        },
        "save" => (
            setups::save_setup(env, user, id, &form.name).await,
            Some("setup-done-save"),
        ),
        "submit" => (setups::submit_setup(env, user, id).await, Some("setup-done-submit")),
        other => (
            Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            )),
            None,
        ),
    };
    after_action(result, &back, done)
}
