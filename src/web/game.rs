//! The game page (waiting, setup editor, board) and the game's actions: setup, moves, resign, draw, record.

use actix_web::http::StatusCode;
use actix_web::http::header::{CONTENT_DISPOSITION, CONTENT_TYPE};
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::board::{self, Board, PositionInput};
use super::extract::{CheckedForm, Ctx, NoFields, Signed};
use super::html;
use super::{AppState, after_action};
use crate::app::clocks::TimeControl;
use crate::app::games::{self, DrawAction, LoadedGame, SetupEdit};
use crate::app::words::{describe, result_words};
use crate::db::games::GameStatus;
use crate::db::sessions::SessionUser;
use crate::db::users::{Numbering as NumberingPref, Orientation};
use crate::db::{self, GameId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Lang, Msg};
use crate::rules::record::Replay;
use crate::rules::view::{SeenMove, View, Viewer};
use crate::rules::{Game, Numbering, Seat, Setup, Square};

fn numbering(user: &SessionUser) -> Numbering {
    match user.numbering {
        NumberingPref::Modern => Numbering::Modern,
        NumberingPref::Classic => Numbering::Classic,
    }
}

/// Which seat's home rows are drawn at the bottom.
fn bottom(user: &SessionUser, me: Option<Seat>) -> Seat {
    match user.orientation {
        Orientation::OwnSide => me.unwrap_or(Seat::First),
        Orientation::FirstSeat => Seat::First,
    }
}

/// The time control, the deadline, and who (if anyone) has stopped the clock with a vacation.
fn clock_line(game: &LoadedGame, lang: Lang) -> String {
    let control = TimeControl::from_row(&game.row.time_control).describe();
    let away: Vec<&str> = Seat::BOTH
        .into_iter()
        .filter(|&s| match s {
            Seat::First => game.row.first_on_vacation && !game.row.first_disabled,
            Seat::Second => game.row.second_on_vacation && !game.row.second_disabled,
        })
        .filter_map(|s| game.player_name(s))
        .collect();
    let running = matches!(game.row.status, GameStatus::Setup | GameStatus::Playing);
    let line = match (running, game.row.deadline) {
        (true, Some(d)) => Msg::new("clock-deadline").with("deadline", lang.datetime(d)),
        (true, None) if game.row.first_disabled || game.row.second_disabled => Msg::new("clock-paused"),
        (true, None) if !away.is_empty() => Msg::new("clock-vacation")
            .with("names", away.join(", "))
            .with("n", away.len()),
        _ => Msg::new("clock-only"),
    };
    lang.msg(&line.with("control", control))
}

#[derive(Deserialize)]
pub struct PageQuery {
    /// A ply to look back at.
    ply: Option<u32>,
    /// The own piece chosen to move (without JavaScript).
    select: Option<String>,
    /// The setup square chosen to swap (without JavaScript).
    pick: Option<String>,
}

pub async fn page(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    query: web::Query<PageQuery>,
) -> AppResult<HttpResponse> {
    let game = games::load(&state.env.pool, GameId(path.into_inner())).await?;
    let me = game.seat_of(signed.user.user_id);
    match game.row.status {
        GameStatus::Setup if me.is_some_and(|s| !game.submitted(s)) => {
            setup_page(signed, &state, game, me.unwrap(), query.into_inner()).await
        }
        // A game that ended during setup (on time) has no position to show.
        GameStatus::Playing | GameStatus::Finished if Seat::BOTH.iter().all(|&s| game.submitted(s)) => {
            play_page(signed, game, me, query.into_inner())
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
    can_join: bool,
    can_decline: bool,
    can_cancel: bool,
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
            Some(name) => Msg::new("waiting-setup-submitted").with("name", name),
            None => Msg::new("waiting-setup-watching"),
        },
        GameStatus::Finished => {
            let names = Seat::BOTH.map(|s| game.player_name(s).unwrap_or("?").to_string());
            let winner = row.winner.map(games::seat_of_number);
            let reason = row.result_reason.as_deref().unwrap_or("");
            Msg::new("waiting-ended-in-setup").with("result", result_words(game.variant, winner, reason, me, &names))
        }
        GameStatus::Playing => Msg::new("waiting-playing"),
    };
    html(
        StatusCode::OK,
        WaitingPage {
            id: row.id,
            title: lang.msg(&i18n::variant(game.variant)),
            message: lang.msg(&message),
            clock: clock_line(&game, lang),
            ctx: signed.ctx,
            can_join: (row.status == GameStatus::Open && row.creator_id != user)
                || (row.status == GameStatus::Challenge && row.invitee_id == Some(user)),
            can_decline: row.status == GameStatus::Challenge && row.invitee_id == Some(user),
            can_cancel: matches!(row.status, GameStatus::Open | GameStatus::Challenge) && row.creator_id == user,
        },
    )
}

#[derive(Template)]
#[template(path = "game/setup.html")]
struct SetupPage {
    ctx: Ctx,
    id: GameId,
    title: String,
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

async fn setup_page(
    signed: Signed,
    state: &AppState,
    game: LoadedGame,
    seat: Seat,
    query: PageQuery,
) -> AppResult<HttpResponse> {
    let variant = game.variant;
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
        seat: lang.msg(&i18n::seat(family, seat)),
        opponent: game.player_name(seat.other()).unwrap_or("?").to_string(),
        opponent_ready: game.submitted(seat.other()),
        rows: format!("{}–{}", area[0].row() + 1, area[area.len() - 1].row() + 1),
        board: board::from_setup(
            &draft,
            &terrain,
            numbering(&signed.user),
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

/// A line of the moves list.
struct MoveLine {
    ply: u32,
    side: String,
    text: String,
}

/// One row of the remaining-pieces table.
struct Remaining {
    name: String,
    label: String,
    counts: [String; 2],
}

#[derive(Template)]
#[template(path = "game/play.html")]
struct PlayPage {
    ctx: Ctx,
    id: GameId,
    title: String,
    /// Each player's name, seat class and seat in words.
    players: [(String, &'static str, String); 2],
    me: Option<Seat>,
    board: Board,
    ply: i32,
    shown_ply: u32,
    history: bool,
    prev: Option<u32>,
    next: Option<u32>,
    your_move: bool,
    headline: String,
    since: Vec<String>,
    moves: Vec<MoveLine>,
    remaining: Vec<Remaining>,
    unknown_removed: [usize; 2],
    sides: [String; 2],
    finished: bool,
    draw_offer_from_opponent: bool,
    draw_offered_by_me: bool,
    selected: Option<String>,
    clock: String,
}

fn headline(game: &Game, me: Option<Seat>, names: &[String; 2]) -> Msg {
    let family = game.family();
    if let Some(o) = game.outcome() {
        return result_words(game.variant(), o.winner, o.reason.as_str(), me, names);
    }
    match (game.to_move(), me) {
        (Some(s), Some(m)) if s == m && game.mid_turn() => Msg::new("play-your-second-move"),
        (Some(s), Some(m)) if s == m => Msg::new("play-your-move"),
        (Some(s), _) => Msg::new("play-to-move")
            .with("name", &names[s.index()])
            .with("seat", i18n::seat(family, s)),
        (None, _) => Msg::new("play-over"),
    }
}

fn remaining(view: &View, numbering: Numbering, lang: Lang) -> (Vec<Remaining>, [usize; 2]) {
    let variant = view.variant();
    let mut unknown = [0, 0];
    for r in view.removed() {
        if r.identity().is_none() {
            unknown[r.owner.index()] += 1;
        }
    }
    let rows = variant
        .army()
        .iter()
        .map(|&(kind, count)| {
            let counts = Seat::BOTH.map(|seat| {
                let known_gone = view
                    .removed()
                    .iter()
                    .filter(|r| r.owner == seat && r.identity() == Some(kind))
                    .count();
                (usize::from(count) - known_gone).to_string()
            });
            Remaining {
                name: lang.capitalized(&i18n::piece(variant, kind)),
                label: kind.label(numbering),
                counts,
            }
        })
        .collect();
    (rows, unknown)
}

fn play_page(signed: Signed, game: LoadedGame, me: Option<Seat>, query: PageQuery) -> AppResult<HttpResponse> {
    let family = game.variant.family();
    let numbering = numbering(&signed.user);
    let lang = signed.ctx.lang;
    let viewer = me.map_or(Viewer::Spectator, Viewer::Player);
    let full: Replay = game.replay(None)?;
    let current = full.game.ply();
    let shown_ply = query.ply.unwrap_or(current).min(current);
    let history = shown_ply < current;
    let names: [String; 2] = Seat::BOTH.map(|s| game.player_name(s).unwrap_or("?").to_string());
    let finished = full.game.outcome().is_some();
    let earlier = if history {
        Some(game.replay(Some(shown_ply as usize))?)
    } else {
        None
    };
    let shown = earlier.as_ref().unwrap_or(&full);
    // Once the game is over, earlier positions show everything too.
    let view = shown
        .game
        .view_in_hindsight(viewer, &full.game)
        .unwrap_or_else(|| shown.game.view_for(viewer));
    // Words come from the game as it stands (or, once over, everything): never more than the viewer knows.
    let words_from = if finished { &full.game } else { &shown.game };
    let seen: Vec<SeenMove> = shown.reports.iter().map(|r| words_from.describe(r, viewer)).collect();
    let since_from = match me {
        Some(s) => seen.iter().rposition(|m| m.seat == s).map_or(0, |i| i + 1),
        None => seen.len().saturating_sub(usize::from(game.variant.moves_per_turn())),
    };
    let since = seen[since_from..]
        .iter()
        .map(|m| lang.msg(&describe(game.variant, m, me, &names, numbering)))
        .collect();
    let recent: Vec<Square> = seen[since_from..].iter().flat_map(|m| [m.from, m.to]).collect();
    let your_move = !history && me.is_some() && full.game.to_move() == me;
    let legal = if your_move { full.game.legal_moves() } else { Vec::new() };
    let selected = query.select.and_then(|s| game.variant.dims().parse_square(&s).ok());
    let board = board::from_view(PositionInput {
        view: &view,
        numbering,
        bottom: bottom(&signed.user, me),
        legal: &legal,
        selected: selected.filter(|_| your_move),
        recent: &recent,
        lang,
    });
    let (remaining, unknown_removed) = remaining(&view, numbering, lang);
    let moves = game
        .row
        .moves
        .iter()
        .zip(full.reports.iter())
        .map(|(text, r)| MoveLine {
            ply: r.ply,
            side: lang.msg(&i18n::side(family, r.seat)),
            text: text.clone(),
        })
        .collect();
    let my_number = me.map(games::seat_number);
    let page = PlayPage {
        id: game.id(),
        title: lang.msg(&i18n::variant(game.variant)),
        players: Seat::BOTH.map(|s| {
            let seat = lang.msg(&i18n::seat(family, s));
            (names[s.index()].clone(), s.name(family), seat)
        }),
        me,
        board,
        ply: game.row.ply,
        shown_ply,
        history,
        prev: shown_ply.checked_sub(1),
        next: (shown_ply < current).then_some(shown_ply + 1),
        your_move,
        headline: lang.msg(&match (&game.row.result_reason, history) {
            // The stored result is the word on how the game ended (a forfeit, an admin's decision…).
            (Some(reason), false) => result_words(
                game.variant,
                game.row.winner.map(games::seat_of_number),
                reason,
                me,
                &names,
            ),
            _ => headline(&shown.game, me, &names),
        }),
        since,
        moves,
        remaining,
        unknown_removed,
        sides: Seat::BOTH.map(|s| lang.msg(&i18n::side(family, s))),
        finished,
        draw_offer_from_opponent: !finished && game.row.draw_offer_by.is_some() && game.row.draw_offer_by != my_number,
        draw_offered_by_me: !finished && my_number.is_some() && game.row.draw_offer_by == my_number,
        selected: selected.filter(|_| your_move).map(|s| s.to_string()),
        clock: clock_line(&game, lang),
        ctx: signed.ctx,
    };
    html(StatusCode::OK, page)
}

#[derive(Deserialize)]
pub struct SetupForm {
    action: String,
    #[serde(default)]
    a: String,
    #[serde(default)]
    b: String,
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
    path: web::Path<i64>,
    CheckedForm(form): CheckedForm<SetupForm>,
) -> AppResult<HttpResponse> {
    let id = GameId(path.into_inner());
    let user = signed.user.user_id;
    let env = &state.env;
    let back = format!("/games/{id}");
    let square = |text: &str| -> AppResult<Square> {
        crate::rules::Dims::TEN
            .parse_square(text)
            .or_else(|_| crate::rules::Dims::EIGHT.parse_square(text))
            .map_err(|_| AppError::BadRequest(Msg::new("error-not-a-square").with("square", text)))
    };
    let (result, done) = match form.action.as_str() {
        "swap" => {
            let edit = square(&form.a).and_then(|a| Ok(SetupEdit::Swap(a, square(&form.b)?)));
            match edit {
                Ok(edit) => (games::edit_setup(env, user, id, edit).await, None),
                Err(e) => (Err(e), None),
            }
        }
        "paste" => (
            games::edit_setup(env, user, id, SetupEdit::Paste(form.text)).await,
            Some("setup-done-paste"),
        ),
        "random" => (
            games::edit_setup(env, user, id, SetupEdit::Random).await,
            Some("setup-done-random"),
        ),
        "load" => match form.saved {
            Some(saved) => (
                games::edit_setup(env, user, id, SetupEdit::LoadSaved(saved)).await,
                Some("setup-done-load"),
            ),
            None => (Err(AppError::BadRequest(Msg::new("error-choose-saved-setup"))), None),
        },
        "save" => (
            games::save_setup(env, user, id, &form.name).await,
            Some("setup-done-save"),
        ),
        "submit" => (games::submit_setup(env, user, id).await, Some("setup-done-submit")),
        other => (
            Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            )),
            None,
        ),
    };
    after_action(result, &back, done)
}

#[derive(Deserialize)]
pub struct MoveForm {
    from: String,
    to: String,
    ply: i32,
}

pub async fn play(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    CheckedForm(form): CheckedForm<MoveForm>,
) -> AppResult<HttpResponse> {
    let id = GameId(path.into_inner());
    let result = games::play(&state.env, signed.user.user_id, id, &form.from, &form.to, form.ply).await;
    after_action(result, &format!("/games/{id}"), None)
}

pub async fn resign(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    _: CheckedForm<NoFields>,
) -> AppResult<HttpResponse> {
    let id = GameId(path.into_inner());
    let result = games::resign(&state.env, signed.user.user_id, id).await;
    after_action(result, &format!("/games/{id}"), Some("play-resigned"))
}

#[derive(Deserialize)]
pub struct DrawForm {
    action: String,
}

pub async fn draw(
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<i64>,
    CheckedForm(form): CheckedForm<DrawForm>,
) -> AppResult<HttpResponse> {
    let id = GameId(path.into_inner());
    let (action, done) = match form.action.as_str() {
        "offer" => (DrawAction::Offer, "play-draw-offered"),
        "accept" => (DrawAction::Accept, "play-draw-agreed"),
        "decline" => (DrawAction::Decline, "play-draw-declined"),
        other => {
            return Err(AppError::BadRequest(
                Msg::new("error-unknown-action").with("action", other),
            ));
        }
    };
    let result = games::draw(&state.env, signed.user.user_id, id, action).await;
    after_action(result, &format!("/games/{id}"), Some(done))
}

/// The game record (RULES.md §4), once the game is over: before that it would show hidden setups.
pub async fn record(_signed: Signed, state: web::Data<AppState>, path: web::Path<i64>) -> AppResult<HttpResponse> {
    let game = games::load(&state.env.pool, GameId(path.into_inner())).await?;
    if game.row.status != GameStatus::Finished {
        return Err(AppError::Forbidden(Msg::new("error-record-after-end")));
    }
    let record = game.record()?;
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, "application/json"))
        .insert_header((
            CONTENT_DISPOSITION,
            format!("attachment; filename=\"fieldpost-{}.json\"", game.id()),
        ))
        .body(record.to_json()))
}
