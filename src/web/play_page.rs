//! The board of a game under way or over, from the viewer's own view: the position, what happened since the
//! viewer last moved, the moves (battles in the viewer's words), the pieces left; for a player also their notes
//! on enemy pieces, the conversation and the rematch.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;

use super::board::{self, Board, PositionInput};
use super::extract::{Ctx, Signed};
use super::game_extras::{self, MessageLine, NoteEditor, PlayerExtras};
use super::game_view::{EventLink, PageQuery, bottom, clock_line, event_link, next_acting, numbering};
use super::html;
use crate::app::loaded::LoadedGame;
use crate::app::notes;
use crate::app::rematch::Rematch;
use crate::db::GameId;
use crate::error::AppResult;
use crate::i18n::move_words::{battle_words, describe, result_words};
use crate::i18n::{self, Lang, Msg};
use crate::rules::gravon;
use crate::rules::record::Replay;
use crate::rules::view::{SeenMove, View, Viewer};
use crate::rules::{Game, Numbering, Seat, Square};

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
    event: Option<EventLink>,
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
    next_game: Option<GameId>,
    /// Ask before a move is sent: the board's form leads to the confirmation step.
    confirm: bool,
    /// The questions the page's script asks in place, with `%piece%`, `%from%` and `%to%` to fill in.
    confirm_move: String,
    confirm_attack: String,
    note_editor: Option<NoteEditor>,
    messages: Vec<MessageLine>,
    /// The conversation is shown (a player's page).
    talk: bool,
    muted: bool,
    opponent: String,
    rematch: Option<Rematch>,
}

/// The moves list: each move as the record writes it, a battle also in words the viewer may know ("e4×e5:
/// your Captain (6) beat blue Lieutenant (3)"). Only battles are worded: a long game has hundreds of lines.
fn move_lines(
    game: &LoadedGame,
    full: &Replay,
    viewer: Viewer,
    sides: &[String; 2],
    numbering: Numbering,
    lang: Lang,
) -> Vec<MoveLine> {
    let me = match viewer {
        Viewer::Player(s) => Some(s),
        Viewer::Spectator => None,
    };
    game.row
        .moves
        .iter()
        .zip(full.reports.iter())
        .map(|(text, r)| {
            let text = match r.battle {
                None => text.clone(),
                Some(_) => {
                    let seen = full.game.describe(r, viewer);
                    let words = battle_words(game.variant(), &seen, me, numbering).map(|m| lang.msg(&m));
                    format!("{}×{}: {}", seen.from, seen.to, words.unwrap_or_default())
                }
            };
            MoveLine {
                ply: r.ply,
                side: sides[r.seat.index()].clone(),
                text,
            }
        })
        .collect()
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

pub fn play_page(
    signed: Signed,
    game: LoadedGame,
    me: Option<Seat>,
    extras: PlayerExtras,
    query: PageQuery,
) -> AppResult<HttpResponse> {
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
    let dims = game.variant().dims();
    let selected = query.select.and_then(|s| dims.parse_square(&s).ok());
    let placed = me.map_or_else(Vec::new, |seat| notes::placed(&view, seat, &extras.notes, finished));
    let notable = me.is_some() && !history && !finished;
    let note_editor = match (me, query.note.and_then(|s| dims.parse_square(&s).ok())) {
        (Some(seat), Some(sq)) if notable => game_extras::note_editor(&view, seat, sq, &extras.notes, lang),
        _ => None,
    };
    let board = board::from_view(PositionInput {
        view: &view,
        numbering,
        pictures: !signed.user.letters_only,
        bottom: bottom(&signed.user, me),
        legal: &legal,
        selected: selected.filter(|_| your_move),
        recent: &recent,
        notes: &placed,
        notable,
        lang,
    });
    let (remaining, unknown_removed) = remaining(&view, numbering, lang);
    // Worded once, not on each of a long game's hundreds of move lines.
    let sides = Seat::BOTH.map(|s| lang.msg(&i18n::side(family, s)));
    let moves = move_lines(&game, &full, viewer, &sides, numbering, lang);
    let placeholders = |id: &'static str| {
        lang.msg(
            &Msg::new(id)
                .with("piece", "%piece%")
                .with("from", "%from%")
                .with("to", "%to%"),
        )
    };
    let page = PlayPage {
        id: game.id(),
        title: lang.msg(&i18n::variant(game.variant())),
        event: event_link(&game, lang),
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
        next_game: next_acting(&signed.user, game.id()),
        confirm: signed.user.confirm_moves,
        confirm_move: placeholders("confirm-move"),
        confirm_attack: placeholders("confirm-attack"),
        note_editor,
        messages: game_extras::message_lines(&extras.messages, signed.user.user_id, lang),
        talk: me.is_some(),
        muted: extras.muted,
        opponent: me.map(|s| names[s.other().index()].clone()).unwrap_or_default(),
        rematch: extras.rematch,
        ctx: signed.ctx,
    };
    html(StatusCode::OK, page)
}
