//! Instruction counts under callgrind (gungraun): what one request's heaviest steps cost, in a number that does not
//! wobble with the machine's other work. `scripts/bench-counts` runs these and compares them with
//! `benches/counts.json`; `cargo bench --features counts --bench counts` alone prints them (valgrind and `gungraun-runner` needed,
//! which the script installs).
//!
//! Each input is made by a setup that callgrind does not count: a record of random moves, a game row, a 128-player
//! field with three rounds played.

use std::hint::black_box;

use chrono::{TimeZone, Utc};
use fieldpost::bot::{self, Budget, Level};
use fieldpost::db::games::{GameRow, GameStatus, SeatChoice};
use fieldpost::db::sessions::SessionUser;
use fieldpost::db::{GameId, UserId};
use fieldpost::i18n::{Lang, Zone};
use fieldpost::mail::board::MailBoard;
use fieldpost::mail::content::MailContent;
use fieldpost::rules::{Game, Move, Record as RawRecord, Seat, SeatView, ValidRecord, Variant, Viewer, playout};
use fieldpost::tournament::swiss::{RoundPairing, pair_round};
use fieldpost::tournament::{Entrant, GameResult, Record};
use gungraun::{library_benchmark, library_benchmark_group, main};

/// A random Stratego game of exactly `plies` moves, as stored.
fn raw_record_of(plies: u32) -> RawRecord {
    (0..)
        .map(|seed| playout::random_game(Variant::Stratego, seed, plies).0)
        .find(|r| r.moves.len() == plies as usize)
        .expect("some random game lasts long enough")
}

/// The same, checked and ready to replay.
fn record_of(plies: u32) -> ValidRecord {
    raw_record_of(plies).validate().expect("random records are well formed")
}

fn middle_game() -> (Game, Move) {
    let game = record_of(60).replay(None).unwrap().game;
    let mv = game.legal_moves()[0];
    (game, mv)
}

#[library_benchmark]
#[bench::stratego_300_plies(record_of(300))]
fn replay_a_record(record: ValidRecord) -> usize {
    black_box(record.replay(None).unwrap().reports.len())
}

#[library_benchmark]
#[bench::stratego_ply_60(middle_game())]
fn play_one_move((mut game, mv): (Game, Move)) -> Game {
    game.play(black_box(mv)).unwrap();
    game
}

/// The position at ply 60 as the seat to move sees it.
fn seat_view_at_60() -> SeatView {
    let record = record_of(60);
    let replay = record.replay(None).unwrap();
    let seat = replay.game.to_move().unwrap();
    let setups = &record.setups;
    SeatView::new([&setups[0], &setups[1]], &replay.game, &replay.reports, seat)
}

#[library_benchmark]
#[bench::stratego_ply_60(seat_view_at_60())]
fn hard_chooses_a_move(view: SeatView) -> Option<Move> {
    let budget = Budget {
        nodes: Budget::DEFAULT_NODES,
        clock: None,
    };
    black_box(bot::choose_move(&view, Level::Hard, 7, &budget))
}

/// 128 entrants after three Swiss rounds in which the higher board's first seat always won.
fn swiss_field() -> (Vec<Entrant<u32>>, Vec<Record<u32>>) {
    let entrants: Vec<Entrant<u32>> = (0..128).map(Entrant::new).collect();
    let mut results = Vec::new();
    for round in 1..=3 {
        let RoundPairing { games, bye, .. } = pair_round(&entrants, &results, round).unwrap();
        results.extend(games.into_iter().map(|pairing| Record::Game {
            pairing,
            result: GameResult::Won(Seat::First),
        }));
        results.extend(bye.map(Record::Bye));
    }
    (entrants, results)
}

#[library_benchmark]
#[bench::players_128_round_4(swiss_field())]
fn pair_a_swiss_round((entrants, results): (Vec<Entrant<u32>>, Vec<Record<u32>>)) -> RoundPairing<u32> {
    black_box(pair_round(&entrants, &results, 4).unwrap())
}

/// A game row at ply 60, as the database would give it, and its first player.
fn game_row() -> GameRow {
    let raw = raw_record_of(60);
    let at = Utc.with_ymd_and_hms(2026, 12, 1, 12, 0, 0).unwrap();
    GameRow {
        id: GameId(1),
        variant: Variant::Stratego,
        options: serde_json::json!({}),
        terrain: raw.terrain.clone().unwrap_or_default(),
        creator_id: UserId(1),
        creator_name: "alice".to_string(),
        creator_seat: SeatChoice::First,
        invitee_id: Some(UserId(2)),
        invitee_name: Some("bruno".to_string()),
        first_id: Some(UserId(1)),
        first_name: Some("alice".to_string()),
        second_id: Some(UserId(2)),
        second_name: Some("bruno".to_string()),
        status: GameStatus::Playing,
        ply: raw.moves.len() as i32,
        to_move: Some(Seat::First),
        winner: None,
        result_reason: None,
        draw_offer_by: None,
        created_at: at,
        updated_at: at,
        time_control: serde_json::json!({ "per_move_days": 3 }),
        clock_secs: Vec::new(),
        turn_started_at: Some(at),
        deadline: Some(at + chrono::Duration::days(3)),
        paused_secs: None,
        reminded_ply: None,
        first_on_vacation: false,
        second_on_vacation: false,
        first_disabled: false,
        second_disabled: false,
        rated: true,
        first_setup: Some(raw.setup[0].1.clone()),
        first_submitted: true,
        second_setup: Some(raw.setup[1].1.clone()),
        second_submitted: true,
        moves: raw.moves.clone(),
        tournament_id: None,
        tournament_name: None,
        tournament_round: None,
    }
}

fn signed_in_first_player() -> fieldpost::web::extract::Signed {
    let user = SessionUser {
        session_id: 1,
        user_id: UserId(1),
        username: "alice".to_string(),
        numbering: fieldpost::db::users::Numbering::Modern,
        orientation: fieldpost::db::users::Orientation::OwnSide,
        role: fieldpost::db::users::Role::Player,
        lang: Some(Lang::En),
        email_verified: true,
        confirm_moves: true,
        letters_only: false,
        acting: vec![GameId(1)],
        mail_bouncing_since: None,
        email: "alice@example.org".to_string(),
        time_zone: None,
    };
    fieldpost::web::extract::Signed {
        ctx: fieldpost::web::extract::Ctx {
            user: Some(user.clone()),
            csrf: "csrf".to_string(),
            flash: None,
            lang: Lang::En,
            path: "/games/1".to_string(),
            mailbox_mode: false,
            rated_needs_verified: true,
            zone: Zone::UTC,
        },
        user,
    }
}

fn game_page(signed: fieldpost::web::extract::Signed, row: GameRow) -> actix_web::HttpResponse {
    let game = fieldpost::app::game::loaded::LoadedGame { row };
    let query = serde_json::from_str("{}").unwrap();
    fieldpost::web::game::play_page::play_page(signed, game, Some(Seat::First), Default::default(), None, query)
        .unwrap()
}

/// The page's inputs, after a page was drawn once: a process draws many, and the first also reads the
/// language files, which is not what a page costs.
fn warm_game_page() -> (fieldpost::web::extract::Signed, GameRow) {
    game_page(signed_in_first_player(), game_row());
    (signed_in_first_player(), game_row())
}

#[library_benchmark]
#[bench::stratego_ply_60(warm_game_page())]
fn draw_the_game_page((signed, row): (fieldpost::web::extract::Signed, GameRow)) -> actix_web::HttpResponse {
    black_box(game_page(signed, row))
}

/// The page's inputs, after the build's own tag was read (once per process, before serving).
fn warm_tag() -> (fieldpost::web::extract::Signed, GameRow) {
    fieldpost::web::conditional::build_tag();
    warm_game_page()
}

// The tag a page view computes before anything is drawn, to answer a browser that holds the page with 304.
#[library_benchmark]
#[bench::stratego_ply_60(warm_tag())]
fn tag_the_game_page((signed, row): (fieldpost::web::extract::Signed, GameRow)) -> actix_web::http::header::EntityTag {
    let game = fieldpost::app::game::loaded::LoadedGame { row };
    black_box(fieldpost::web::game::game_page::page_tag(
        &signed,
        &game,
        Some(Seat::First),
        &Default::default(),
        &None,
    ))
}

/// The turn mail's content at ply 60, with the board as its recipient sees it.
fn turn_mail() -> MailContent {
    let replay = record_of(60).replay(None).unwrap();
    let seat = replay.game.to_move().unwrap();
    let last = replay.reports.last().unwrap();
    let recent = [last.mv.from, last.mv.to];
    let board = MailBoard::new(&replay.game.view_for(Viewer::Player(seat)), &recent, Default::default());
    MailContent {
        lang: Lang::En,
        subject: "Your move in game #1 against bruno".to_string(),
        greeting: "Hello alice,".to_string(),
        paragraphs: vec![
            "Your game of Stratego against bruno goes on.".to_string(),
            "bruno moved a piece e7–e6.".to_string(),
        ],
        board,
        closing: vec!["Your deadline: 4 December 2026, 12:00 UTC.".to_string()],
        action: Some((
            "Open the game".to_string(),
            "https://fieldpost.example/games/1".to_string(),
        )),
        unsubscribe_url: None,
    }
}

/// The same, after one was drawn (see `warm_game_page`).
fn warm_turn_mail() -> MailContent {
    turn_mail().render().unwrap();
    turn_mail()
}

#[library_benchmark]
#[bench::stratego_ply_60(warm_turn_mail())]
fn draw_a_turn_mail(content: MailContent) -> (String, String) {
    black_box(content.render().unwrap())
}

library_benchmark_group!(
    name = engine;
    benchmarks = replay_a_record, play_one_move, hard_chooses_a_move
);

library_benchmark_group!(
    name = service;
    benchmarks = draw_the_game_page, tag_the_game_page, draw_a_turn_mail, pair_a_swiss_round
);

main!(library_benchmark_groups = engine, service);
