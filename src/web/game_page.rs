//! The game page: whatever a game needs its viewer to see now. Waiting for an opponent or a setup, the setup
//! editor (in `game_setup`), or the board with the moves, from the viewer's own view of the game.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

use super::board::{self, Board, PositionInput};
use super::conditional;
use super::extract::{Ctx, Signed};
use super::game_setup::setup_page;
use super::game_view::{PageQuery, bottom, clock_line, numbering};
use super::{AppState, html};
use crate::app::loaded::{self, LoadedGame};
use crate::db::GameId;
use crate::db::games::GameStatus;
use crate::error::AppResult;
use crate::i18n::move_words::{describe, result_words};
use crate::i18n::{self, Lang, Msg};
use crate::rules::gravon;
use crate::rules::record::Replay;
use crate::rules::view::{SeenMove, View, Viewer};
use crate::rules::{Game, GameEnd, Numbering, Reason, Seat, Square};

pub async fn page(
    req: HttpRequest,
    signed: Signed,
    state: web::Data<AppState>,
    path: web::Path<GameId>,
    query: web::Query<PageQuery>,
) -> AppResult<HttpResponse> {
    let game = loaded::load(&state.env.pool, path.into_inner()).await?;
    let me = game.seat_of(signed.user.user_id);
    // A message from the last action is shown once, so a page that carries one is never kept; nor is the setup
    // editor, which also lists the player's saved setups, kept apart from the game.
    if signed.ctx.flash.is_some() || editing_setup(&game, me) {
        return made(signed, &state, game, me, query.into_inner()).await;
    }
    let ctx = &signed.ctx;
    let tag = conditional::tag_of(&[
        &game.row_seen_by(me),
        &signed.user,
        &ctx.lang,
        &ctx.csrf,
        &ctx.path,
        &ctx.mailbox_mode,
        &ctx.rated_needs_verified,
    ]);
    if conditional::already_held(&req, &tag) {
        return Ok(conditional::not_modified(&tag));
    }
    let mut res = made(signed, &state, game, me, query.into_inner()).await?;
    conditional::mark(&mut res, &tag);
    Ok(res)
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
    query: PageQuery,
) -> AppResult<HttpResponse> {
    match game.row.status {
        GameStatus::Setup if editing_setup(&game, me) => setup_page(signed, state, game, me.unwrap(), query).await,
        // A game that ended during setup (on time) has no position to show.
        GameStatus::Playing | GameStatus::Finished if Seat::BOTH.iter().all(|&s| game.submitted(s)) => {
            play_page(signed, game, me, query)
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
            let names = game.names();
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
            clock: clock_line(&game, lang),
            ctx: signed.ctx,
            can_join: (row.status == GameStatus::Open && row.creator_id != user)
                || (row.status == GameStatus::Challenge && row.invitee_id == Some(user)),
            can_decline: row.status == GameStatus::Challenge && row.invitee_id == Some(user),
            can_cancel: matches!(row.status, GameStatus::Open | GameStatus::Challenge) && row.creator_id == user,
        },
    )
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
    /// Whether the record also downloads in Gravon's archive format, which has no Espionage.
    gravon_record: bool,
    draw_offer_from_opponent: bool,
    draw_offered_by_me: bool,
    selected: Option<String>,
    clock: String,
}

fn headline(game: &Game, me: Option<Seat>, names: &[String; 2]) -> Msg {
    let family = game.family();
    if let Some(o) = game.outcome() {
        return result_words(game.variant(), o.winner, o.reason.into(), me, names);
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
    let family = game.variant().family();
    let numbering = numbering(&signed.user);
    let lang = signed.ctx.lang;
    let viewer = me.map_or(Viewer::Spectator, Viewer::Player);
    let full: Replay = game.replay(None)?;
    let current = full.game.ply();
    let shown_ply = query.ply.unwrap_or(current).min(current);
    let history = shown_ply < current;
    let names: [String; 2] = game.names();
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
        None => seen.len().saturating_sub(usize::from(game.variant().moves_per_turn())),
    };
    let since = seen[since_from..]
        .iter()
        .map(|m| lang.msg(&describe(game.variant(), m, me, &names, numbering)))
        .collect();
    let recent: Vec<Square> = seen[since_from..].iter().flat_map(|m| [m.from, m.to]).collect();
    let your_move = !history && me.is_some() && full.game.to_move() == me;
    let legal = if your_move { full.game.legal_moves() } else { Vec::new() };
    let selected = query.select.and_then(|s| game.variant().dims().parse_square(&s).ok());
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
    // Worded once, not on each of a long game's hundreds of move lines.
    let sides = Seat::BOTH.map(|s| lang.msg(&i18n::side(family, s)));
    let moves = game
        .row
        .moves
        .iter()
        .zip(full.reports.iter())
        .map(|(text, r)| MoveLine {
            ply: r.ply,
            side: sides[r.seat.index()].clone(),
            text: text.clone(),
        })
        .collect();
    let page = PlayPage {
        id: game.id(),
        title: lang.msg(&i18n::variant(game.variant())),
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
            (Some(end), false) => result_words(game.variant(), game.row.winner, *end, me, &names),
            _ => headline(&shown.game, me, &names),
        }),
        since,
        moves,
        remaining,
        unknown_removed,
        sides,
        finished,
        gravon_record: gravon::game_type(game.variant()).is_some(),
        draw_offer_from_opponent: !finished && game.row.draw_offer_by.is_some() && game.row.draw_offer_by != me,
        draw_offered_by_me: !finished && me.is_some() && game.row.draw_offer_by == me,
        selected: selected.filter(|_| your_move).map(|s| s.to_string()),
        clock: clock_line(&game, lang),
        ctx: signed.ctx,
    };
    html(StatusCode::OK, page)
}
