//! The game page: whatever a game needs its viewer to see now. Waiting for an opponent or a setup, the setup
//! editor (in `game_setup`), or the board with the moves, from the viewer's own view of the game.

use actix_web::http::StatusCode;
use actix_web::http::header::EntityTag;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use crate::app::game::analysis::{self, Analysis};
use crate::app::game::loaded::LoadedGame;
use crate::app::game::pages;
use crate::db::GameId;
use crate::db::games::GameStatus;
use crate::error::{AppError, AppResult};
use crate::i18n::move_words::result_words;
use crate::i18n::{self, Msg};
use crate::rules::{GameEnd, Reason, Seat};
use crate::web::conditional;
use crate::web::extract::{Ctx, Signed, Visit};
use crate::web::game::game_extras::{self, PlayerExtras};
use crate::web::game::game_setup::setup_page;
use crate::web::game::game_view::{PageQuery, clock_line, next_acting};
use crate::web::game::play_page::play_page;
use crate::web::{AppState, html};

/// The page reads the viewer's session, the game and the player's extras in one statement: the session is not
/// read on its own first, as other pages' `Signed` does.
pub async fn page(
    req: HttpRequest,
    visit: Visit,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    query: web::Query<PageQuery>,
) -> AppResult<HttpResponse> {
    let token = visit.session_token();
    let (user, found) = pages::game(&state.env, token.as_deref(), path.into_inner()).await?;
    let signed = visit.signed(user)?;
    let (game, extras) = found.ok_or(AppError::NotFound)?;
    let me = game.seat_of(signed.user.user_id);
    let analysis = match game.row.status {
        GameStatus::Finished => analysis::of_game(&state.env, game.id()).await?,
        _ => None,
    };
    let extras = match me {
        Some(_) if matches!(game.row.status, GameStatus::Playing | GameStatus::Finished) => {
            game_extras::of_player(&game, signed.user.user_id, extras)?
        }
        _ => PlayerExtras::default(),
    };
    // A message from the last action is shown once, so a page that carries one is never kept; nor is the setup
    // editor, which also lists the player's saved setups, kept apart from the game.
    if signed.ctx.flash.is_some() || editing_setup(&game, me) {
        return made(signed, &state, game, me, extras, analysis, query.into_inner()).await;
    }
    let tag = page_tag(&signed, &game, me, &extras, &analysis);
    if conditional::already_held(&req, &tag) {
        return Ok(conditional::not_modified(&tag));
    }
    let mut res = made(signed, &state, game, me, extras, analysis, query.into_inner()).await?;
    conditional::mark(&mut res, &tag);
    Ok(res)
}

/// The tag of the page `signed` is shown of `game`: everything the page is drawn from, as its viewer may see it.
pub fn page_tag(
    signed: &Signed,
    game: &LoadedGame,
    me: Option<Seat>,
    extras: &PlayerExtras,
    analysis: &Option<Analysis>,
) -> EntityTag {
    let ctx = &signed.ctx;
    conditional::tag_of(&(
        game.row_seen_by(me),
        extras,
        analysis,
        &signed.user,
        ctx.lang,
        &ctx.csrf,
        &ctx.path,
        ctx.mailbox_mode,
        ctx.rated_needs_verified,
    ))
}

fn editing_setup(game: &LoadedGame, me: Option<Seat>) -> bool {
    game.row.status == GameStatus::Setup && me.is_some_and(|s| !game.submitted(s))
}

/// The page as the game stands.
async fn made(
    signed: Signed,
    state: &AppState,
    game: LoadedGame,
    me: Option<Seat>,
    extras: PlayerExtras,
    analysis: Option<Analysis>,
    query: PageQuery,
) -> AppResult<HttpResponse> {
    match game.row.status {
        GameStatus::Setup if editing_setup(&game, me) => setup_page(signed, state, game, me.unwrap(), query).await,
        // A game that ended during setup (on time) has no position to show.
        GameStatus::Playing | GameStatus::Finished if Seat::BOTH.iter().all(|&s| game.submitted(s)) => {
            play_page(signed, game, me, extras, analysis, query)
        }
        _ => waiting_page(signed, game, me),
    }
}

#[derive(Template)]
#[template(path = "game/waiting.html")]
struct WaitingPage {
    ctx: Ctx,
    id: GameId,
    title: String,
    message: String,
    clock: String,
    /// The button that seats this user: joining an open game, or accepting a challenge made to them.
    join: Option<&'static str>,
    can_decline: bool,
    can_cancel: bool,
    next_game: Option<GameId>,
    /// The page follows the game: an opponent's joining or setup changes it.
    live: bool,
}

fn waiting_page(signed: Signed, game: LoadedGame, me: Option<Seat>) -> AppResult<HttpResponse> {
    let user = signed.user.user_id;
    let lang = signed.ctx.lang;
    let row = &game.row;
    let message = match row.status {
        GameStatus::Open if row.creator_id == user => Msg::new("waiting-open-own"),
        GameStatus::Open => Msg::new("waiting-open").with("name", &row.creator_name),
        GameStatus::Challenge if row.creator_id == user => match &row.invitee_name {
            Some(name) => Msg::new("waiting-challenge-sent").with("name", name),
            None => Msg::new("waiting-open-own"),
        },
        GameStatus::Challenge => Msg::new("waiting-challenged").with("name", &row.creator_name),
        GameStatus::Declined => Msg::new("waiting-declined"),
        GameStatus::Cancelled => Msg::new("waiting-cancelled"),
        GameStatus::Setup => match me.and_then(|s| game.player_name(s.other())) {
            Some(name) => Msg::new("waiting-setup-submitted").with("name", lang.player_name(name)),
            None => Msg::new("waiting-setup-watching"),
        },
        GameStatus::Finished => {
            let names = game.names(lang);
            let winner = row.winner;
            Msg::new("waiting-ended-in-setup").with(
                "result",
                result_words(
                    game.variant(),
                    winner,
                    row.result_reason.unwrap_or(GameEnd::Rules(Reason::Adjudicated)),
                    me,
                    &names,
                ),
            )
        }
        GameStatus::Playing => Msg::new("waiting-playing"),
    };
    html(
        StatusCode::OK,
        WaitingPage {
            id: row.id,
            title: lang.msg(&i18n::variant(game.variant())),
            message: lang.msg(&message),
            clock: clock_line(&game, &signed.ctx),
            ctx: signed.ctx,
            join: match row.status {
                GameStatus::Open if row.creator_id != user => Some("lobby-join"),
                GameStatus::Challenge if row.invitee_id == Some(user) => Some("waiting-accept"),
                _ => None,
            },
            can_decline: row.status == GameStatus::Challenge && row.invitee_id == Some(user),
            can_cancel: matches!(row.status, GameStatus::Open | GameStatus::Challenge) && row.creator_id == user,
            next_game: next_acting(&signed.user, row.id),
            live: matches!(row.status, GameStatus::Open | GameStatus::Challenge | GameStatus::Setup),
        },
    )
}
