//! The board of a game under way or over, from the viewer's own view: the position, what happened since the
//! viewer last moved, the moves (battles in the viewer's words), the pieces left; for a player also their notes
//! on enemy pieces, the conversation and the rematch.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;

use crate::app::game::analysis::Analysis;
use crate::app::game::loaded::LoadedGame;
use crate::app::game::notes;
use crate::app::game::rematch::Rematch;
use crate::db::GameId;
use crate::error::AppResult;
use crate::i18n::move_words::{battle_words, describe, result_words};
use crate::i18n::{self, Lang, Msg};
use crate::rules::game::MoveReport;
use crate::rules::gravon;
use crate::rules::record::Replay;
use crate::rules::view::{SeenBattle, SeenMove, View, Viewer};
use crate::rules::{Game, Kind, Move, Numbering, Seat, Square, Variant};
use crate::web::extract::{Ctx, Signed};
use crate::web::game::analysis::{MoveMark, Panel, PlyWords, move_marks, panel};
use crate::web::game::board::{self, Board, PositionInput};
use crate::web::game::game_extras::{self, MessageLine, NoteEditor, PlayerExtras};
use crate::web::game::game_view::{EventLink, PageQuery, bottom, clock_line, event_link, next_acting, numbering};
use crate::web::html;
use crate::web::remembered::{Memo, remembered};

/// A turn of the moves list: one move, or two in Espionage.
struct TurnLine {
    number: usize,
    side: String,
    moves: Vec<MoveLine>,
}

/// A move of the moves list.
struct MoveLine {
    ply: u32,
    /// The squares ("e4–e5", "e4×e5"), kept on one line: a narrow column must not break a move after its dash.
    squares: String,
    /// A battle in the viewer's words.
    battle: Option<String>,
    /// The move the page looks back at.
    shown: bool,
    /// The analysis found the move a mistake or a blunder.
    mark: Option<MoveMark>,
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
    players: [(String, &'static str); 2],
    me: Option<Seat>,
    board: Board,
    ply: i32,
    shown_ply: u32,
    history: bool,
    prev: Option<u32>,
    next: Option<u32>,
    /// What the step-through bar calls one move (`i18n::move_unit`).
    unit: &'static str,
    your_move: bool,
    headline: String,
    /// The last turn in words (or, looking back, the move looked at): what the player reads first.
    outcome: Vec<String>,
    /// Everything since the start of the viewer's own last turn, when that is more than `outcome`.
    since: Vec<String>,
    turns: Vec<TurnLine>,
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
    note_editor: Option<NoteEditor>,
    messages: Vec<MessageLine>,
    /// The conversation is shown (a player's page, against a person).
    talk: bool,
    /// The page follows the game as it changes (the present of a game not over).
    live: bool,
    /// The first move of the turn, planned but not sent: the board is drawn after it.
    planned: Option<(String, String)>,
    /// "Send e4–e5 and d3–d4?", with `%from2%` and `%to2%` to fill in.
    confirm_turn: String,
    muted: bool,
    opponent: String,
    rematch: Option<Rematch>,
    /// The analysis of a finished game: the button, its progress, or the chart.
    analysis: Option<Panel>,
}

/// The moves list, turn by turn: each move as the record writes it, a battle also in words the viewer may know
/// ("e4×e5: your Captain (6) beat blue Lieutenant (3)"). Only battles are worded: a long game has hundreds of
/// lines.
fn turn_lines(
    game: &LoadedGame,
    full: &Replay,
    viewer: Viewer,
    sides: &[String; 2],
    shown_ply: Option<u32>,
    numbering: Numbering,
    lang: Lang,
) -> Vec<TurnLine> {
    let me = match viewer {
        Viewer::Player(s) => Some(s),
        Viewer::Spectator => None,
    };
    let starts = turn_starts(&full.reports);
    let mut turns: Vec<TurnLine> = Vec::new();
    for (i, r) in full.reports.iter().enumerate() {
        let (squares, battle) = match r.battle {
            None => (r.mv.worded(), None),
            Some(_) => {
                let seen = full.game.describe(r, viewer);
                let words = battle_line(game.variant(), &seen, me, numbering, lang);
                (format!("{}×{}", seen.from, seen.to), Some(words))
            }
        };
        let line = MoveLine {
            ply: r.ply,
            squares,
            battle,
            shown: shown_ply == Some(r.ply),
            mark: None,
        };
        match turns.last_mut() {
            Some(t) if starts.binary_search(&i).is_err() => t.moves.push(line),
            _ => turns.push(TurnLine {
                number: turns.len() + 1,
                side: sides[r.seat.index()].clone(),
                moves: vec![line],
            }),
        }
    }
    turns
}

/// A battle of the moves list in the viewer's words, worded once for every battle of its kind (the same pieces
/// as the viewer knows them, the same one removed): a long game repeats a few kinds many times.
fn battle_line(variant: Variant, seen: &SeenMove, me: Option<Seat>, numbering: Numbering, lang: Lang) -> String {
    type Key = (
        Lang,
        Variant,
        Numbering,
        Option<Seat>,
        Seat,
        Option<Kind>,
        Option<SeenBattle>,
    );
    thread_local! {
        static BATTLES: Memo<Key, String> = Memo::default();
    }
    let key = (lang, variant, numbering, me, seen.seat, seen.mover(), seen.battle());
    remembered(&BATTLES, key, || {
        battle_words(variant, seen, me, numbering).map_or_else(String::new, |m| lang.msg(&m))
    })
}

/// Where each turn starts among the moves (indexes into `reports`); the last turn may be under way.
fn turn_starts(reports: &[MoveReport]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut open = false;
    for (i, r) in reports.iter().enumerate() {
        if !open {
            starts.push(i);
        }
        open = !r.turn_over;
    }
    starts
}

/// What moves are worded with, for one viewer.
struct Teller<'a> {
    variant: Variant,
    /// The game the words come from: never more than the viewer knows there.
    game: &'a Game,
    me: Option<Seat>,
    names: &'a [String; 2],
    numbering: Numbering,
    lang: Lang,
}

impl Teller<'_> {
    /// Moves in words, each followed by what the viewer's Spies saw after it.
    fn tell(&self, reports: &[MoveReport], seen: &[SeenMove]) -> Vec<String> {
        let (variant, lang, numbering) = (self.variant, self.lang, self.numbering);
        let viewer = self.me.map_or(Viewer::Spectator, Viewer::Player);
        let mut lines = Vec::new();
        for (r, m) in reports.iter().zip(seen) {
            lines.push(lang.msg(&describe(variant, m, self.me, self.names, numbering)));
            let spied = self.game.spied(r, viewer);
            if !spied.is_empty() {
                let pieces = spied
                    .iter()
                    // No line starts with the dash or the rank: each stays with what it belongs to.
                    .map(|&(sq, k)| {
                        format!(
                            "{sq}\u{a0}– {}\u{a0}({})",
                            lang.msg(&i18n::piece(variant, k)),
                            k.label(numbering)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                lines.push(lang.msg(&Msg::new("words-spied").with("pieces", pieces)));
            }
        }
        lines
    }
}

/// The game after `mv`, the first move of `seat`'s two-move turn, when the turn may be planned whole with it:
/// no battle, no Spy of the mover's seeing anything new, and the second move still to come. Nothing drawn from
/// it tells the mover more than the move itself would once sent.
fn plans(game: &Game, seat: Seat, mv: Move) -> Option<Game> {
    let mut after = game.clone();
    let report = after.play(mv).ok()?;
    let quiet = report.battle.is_none() && after.spied(&report, Viewer::Player(seat)).is_empty();
    (quiet && after.to_move() == Some(seat)).then_some(after)
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

/// A kind's name heading a row of the pieces-left table, worded once per thread.
fn piece_heading(variant: Variant, kind: Kind, lang: Lang) -> String {
    thread_local! {
        static HEADINGS: Memo<(Lang, Variant, Kind), String> = Memo::default();
    }
    remembered(&HEADINGS, (lang, variant, kind), || {
        lang.capitalized(&i18n::piece(variant, kind))
    })
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
                name: piece_heading(variant, kind, lang),
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
    analysis: Option<Analysis>,
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
    let names: [String; 2] = game.names(lang);
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
    let starts = turn_starts(&shown.reports);
    // Looking back, the move looked at; else the last turn, whoever played it.
    let outcome_from = if history {
        seen.len().saturating_sub(1)
    } else {
        starts.last().copied().unwrap_or(0)
    };
    // A player reads from the start of their own last turn: what their move did, then everything after it.
    let since_from = match me {
        Some(s) if !history => starts
            .iter()
            .rev()
            .find(|&&i| shown.reports[i].seat == s)
            .copied()
            .unwrap_or(0),
        _ => outcome_from,
    };
    let teller = Teller {
        variant: game.variant(),
        game: words_from,
        me,
        names: &names,
        numbering,
        lang,
    };
    let tell = |from: usize| teller.tell(&shown.reports[from..], &seen[from..]);
    let outcome = tell(outcome_from);
    let since = if since_from < outcome_from {
        tell(since_from)
    } else {
        Vec::new()
    };
    let recent: Vec<Square> = seen[outcome_from..].iter().flat_map(|m| [m.from, m.to]).collect();
    let since_squares: Vec<Square> = seen[since_from.min(outcome_from)..outcome_from]
        .iter()
        .flat_map(|m| [m.from, m.to])
        .collect();
    let your_move = !history && me.is_some() && full.game.to_move() == me;
    let legal = if your_move { full.game.legal_moves() } else { Vec::new() };
    // A two-move turn may be planned whole: the board after a first move that shows the mover nothing new.
    let planning = me.filter(|_| your_move && game.variant().moves_per_turn() == 2 && !full.game.mid_turn());
    let planned = query
        .after
        .as_deref()
        .and_then(|text| Move::parse(game.variant().dims(), text).ok())
        .and_then(|m| Some((m, plans(&full.game, planning?, m)?)));
    // Which first moves may be planned, on a page that has not planned one yet.
    let plannable: Vec<Move> = match planning {
        Some(seat) if planned.is_none() => legal
            .iter()
            .copied()
            .filter(|&m| plans(&full.game, seat, m).is_some())
            .collect(),
        _ => Vec::new(),
    };
    let planned_words = planned.as_ref().map(|(m, _)| m.worded());
    let (view, legal) = match &planned {
        Some((_, after)) => (after.view_for(viewer), after.legal_moves()),
        None => (view, legal),
    };
    let dims = game.variant().dims();
    let selected = query.select.and_then(|s| dims.parse_square(&s).ok());
    let placed = me.map_or_else(Vec::new, |seat| notes::placed(&view, seat, &extras.notes, finished));
    let notable = me.is_some() && !history && !finished;
    let note_editor = match (me, query.note.and_then(|s| dims.parse_square(&s).ok())) {
        (Some(seat), Some(sq)) if notable => {
            // Worked out only when the form is asked for: it replays the game from the seat's own view.
            notes::still_possible(&game, seat, sq)?
                .and_then(|possible| game_extras::note_editor(&view, seat, &possible, &extras.notes, numbering, lang))
        }
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
        earlier: &since_squares,
        pending: planned.as_ref().map(|(m, _)| *m),
        plannable: &plannable,
        notes: &placed,
        notable,
        lang,
    });
    let (remaining, unknown_removed) = remaining(&view, numbering, lang);
    // Worded once, not on each of a long game's hundreds of move lines.
    let sides = Seat::BOTH.map(|s| lang.msg(&i18n::side(family, s)));
    let mut turns = turn_lines(
        &game,
        &full,
        viewer,
        &sides,
        history.then_some(shown_ply),
        numbering,
        lang,
    );
    let unit = i18n::move_unit(game.variant());
    let words = PlyWords { lang, unit };
    let mut marks = move_marks(analysis.as_ref(), words).into_iter();
    for line in turns.iter_mut().flat_map(|t| t.moves.iter_mut()) {
        line.mark = marks.next().flatten();
    }
    // The seats as words within a sentence ("red"), where `sides` head a line ("Red").
    let seats = Seat::BOTH.map(|s| lang.msg(&i18n::seat(family, s)));
    let analysis = panel(analysis.as_ref(), finished, &full.reports, shown_ply, &seats, words);
    let page = PlayPage {
        id: game.id(),
        title: lang.msg(&i18n::variant(game.variant())),
        event: event_link(&game, lang),
        players: Seat::BOTH.map(|s| (i18n::seated(&names[s.index()], &seats[s.index()]), s.name(family))),
        me,
        board,
        ply: game.row.ply,
        shown_ply,
        history,
        prev: shown_ply.checked_sub(1),
        next: (shown_ply < current).then_some(shown_ply + 1),
        unit,
        your_move,
        headline: lang.msg(&match (&game.row.result_reason, history) {
            _ if planned_words.is_some() => {
                Msg::new("play-planned-second").with("move", planned_words.clone().unwrap_or_default())
            }
            (_, true) => Msg::new("play-looking-back").with("ply", shown_ply).with("unit", unit),
            // The stored result is the word on how the game ended (a forfeit, an admin's decision…).
            (Some(end), false) => result_words(game.variant(), game.row.winner, *end, me, &names),
            (None, false) => headline(&shown.game, me, &names),
        }),
        outcome,
        since,
        turns,
        remaining,
        unknown_removed,
        sides,
        finished,
        gravon_record: gravon::game_type(game.variant()).is_some(),
        draw_offer_from_opponent: !finished && game.row.draw_offer_by.is_some() && game.row.draw_offer_by != me,
        draw_offered_by_me: !finished && me.is_some() && game.row.draw_offer_by == me,
        selected: selected.filter(|_| your_move).map(|s| s.to_string()),
        clock: clock_line(&game, &signed.ctx),
        next_game: next_acting(&signed.user, game.id()),
        confirm: signed.user.confirm_moves,
        note_editor,
        messages: game_extras::message_lines(&extras.messages, signed.user.user_id, &signed.ctx),
        talk: me.is_some() && !extras.against_computer,
        live: !history && !finished && planned.is_none(),
        confirm_turn: planned_words.map_or_else(String::new, |first| {
            lang.msg(
                &Msg::new("confirm-turn")
                    .with("first", first)
                    .with("second", "%from2%–%to2%"),
            )
        }),
        planned: planned.as_ref().map(|(m, _)| (m.from.to_string(), m.to.to_string())),
        muted: extras.muted,
        opponent: me.map(|s| names[s.other().index()].clone()).unwrap_or_default(),
        rematch: extras.rematch,
        analysis,
        ctx: signed.ctx,
    };
    html(StatusCode::OK, page)
}
