//! The turn at the board: what a player's own move did, the page that follows the game without a reload (in
//! two browsers, and through nginx across two web processes), the board inside the first screen, and looking
//! back at one move. Screenshots go to artifacts/.

use std::time::{Duration, Instant};

use fantoccini::{Client as Browser, Locator};
use fieldpost::app::game::play;
use fieldpost::db::GameId;
use fieldpost::rules::board::SquareName;
use fieldpost::rules::{Game, Move};

use crate::accessibility::{audit_rules, axe_source};
use crate::browser::{browser, browser_sized, click, click_and_load, fill, start_chromedriver, text};
use crate::faults::{free_port, nginx_conf, start_nginx, wait_ready, web_processes};
use crate::fog::cell;
use crate::helpers::{
    Client, PASSWORD, TestApp, engine, moves_that_go_on, post_move, spawn_app, started, user_id, username_of,
};

const WCAG21: &[&str] = &["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async fn sign_in(b: &Browser, base: &str, name: &str) {
    b.goto(&format!("{base}/login")).await.unwrap();
    fill(b, "input[name=username]", name).await;
    fill(b, "input[name=password]", PASSWORD).await;
    click_and_load(b, "main form button[type=submit]").await;
}

/// A move of the side to move that attacks, if it has one, else one after which the game goes on.
fn attack_or_quiet(game: &Game) -> Move {
    let view = game.view_for(fieldpost::rules::Viewer::Spectator);
    let quiet = moves_that_go_on(game);
    quiet
        .iter()
        .copied()
        .find(|m| view.piece_at(m.to).is_some())
        .unwrap_or(quiet[0])
}

/// Plays through the players' clients until someone attacks; returns the attacker's client, the attack and
/// the ply after it.
async fn until_an_attack<'a>(app: &TestApp, players: [&'a Client; 2], id: GameId) -> (&'a Client, Move, i32) {
    for _ in 0..400 {
        let (game, ply) = engine(app, id).await;
        let seat = game.to_move().unwrap();
        let mv = attack_or_quiet(&game);
        let attacks = game
            .view_for(fieldpost::rules::Viewer::Spectator)
            .piece_at(mv.to)
            .is_some();
        let mover = players[seat.index()];
        let a = post_move(mover, id, mv, ply).await;
        assert_eq!(a.refused(), None);
        if attacks {
            return (mover, mv, ply + 1);
        }
    }
    panic!("no attack in 400 moves");
}

/// A move that goes on and touches neither square of `mv`, so each move's marks can be told apart.
fn elsewhere(game: &Game, mv: Move) -> Move {
    let away = |m: &Move| ![mv.from, mv.to].contains(&m.from) && ![mv.from, mv.to].contains(&m.to);
    let moves = moves_that_go_on(game);
    moves.iter().copied().find(away).unwrap_or(moves[0])
}

/// The classes of a square's `<td>`.
fn classes(page: &str, square: &str) -> String {
    let td = cell(page, square);
    td.split("class=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn after_an_attack_the_page_says_first_what_it_did_and_marks_both_squares() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    let (attacker, mv, _) = until_an_attack(&app, [&red, &blue], id).await;
    let page = attacker.get(&format!("/games/{id}")).await.body;
    let outcome = page
        .split("<ul class=\"outcome\">")
        .nth(1)
        .expect("an outcome line")
        .split("</ul>")
        .next()
        .unwrap();
    assert!(
        outcome.contains(&format!("You attacked from {}", mv.from)) && outcome.contains(&format!("on {}:", mv.to)),
        "{outcome}"
    );
    assert!(outcome.contains("removed"), "the battle's result is told: {outcome}");
    for sq in [mv.from, mv.to] {
        assert!(classes(&page, &sq.to_string()).contains("last"), "{sq} is marked");
    }
    // The opponent's answer comes first now, and "since your last move" starts with the attack.
    let (game, ply) = engine(&app, id).await;
    let reply = elsewhere(&game, mv);
    let defender = if std::ptr::eq(attacker, &red) { &blue } else { &red };
    let a = post_move(defender, id, reply, ply).await;
    assert_eq!(a.refused(), None);
    let page = attacker.get(&format!("/games/{id}")).await.body;
    let since = page
        .split("<section class=\"since\">")
        .nth(1)
        .expect("since your last move")
        .split("</ul>")
        .next()
        .unwrap();
    let first = since.split("<li>").nth(1).unwrap();
    assert!(first.starts_with(&format!("You attacked from {}", mv.from)), "{since}");
    assert!(classes(&page, &reply.to.to_string()).contains("last"));
    assert!(classes(&page, &mv.from.to_string()).contains("earlier"));
}

#[tokio::test]
async fn looking_back_at_a_move_highlights_it_writes_out_its_battle_and_speaks_of_that_moment() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    let (attacker, mv, at) = until_an_attack(&app, [&red, &blue], id).await;
    let (game, ply) = engine(&app, id).await;
    let reply = elsewhere(&game, mv);
    let other = if std::ptr::eq(attacker, &red) { &blue } else { &red };
    post_move(other, id, reply, ply).await;
    let page = attacker.get(&format!("/games/{id}?ply={at}")).await.body;
    assert!(page.contains(&format!("You are looking back at the position after move {at}.")));
    assert!(
        !page.contains("to move."),
        "the headline is about that moment, not the present"
    );
    let outcome = page
        .split("<ul class=\"outcome\">")
        .nth(1)
        .unwrap()
        .split("</ul>")
        .next()
        .unwrap();
    assert!(outcome.contains(&format!("You attacked from {}", mv.from)), "{outcome}");
    assert!(classes(&page, &mv.from.to_string()).contains("last"));
    assert!(
        !classes(&page, &reply.from.to_string()).contains("last"),
        "a later move is not marked"
    );
    assert!(page.contains(&format!("href=\"/games/{id}?ply={at}\" aria-current=\"step\"")));
    assert!(
        !page.contains("data-live="),
        "a page looking back does not follow the game"
    );
}

/// Reads a stream of events until `until` finds what it waits for, or `within` passes.
async fn read_stream(res: &mut reqwest::Response, within: Duration, until: impl Fn(&str) -> bool) -> String {
    let started = Instant::now();
    let mut seen = String::new();
    while started.elapsed() < within && !until(&seen) {
        match tokio::time::timeout(within.saturating_sub(started.elapsed()), res.chunk()).await {
            Ok(Ok(Some(bytes))) => seen.push_str(&String::from_utf8_lossy(&bytes)),
            _ => break,
        }
    }
    seen
}

#[tokio::test]
async fn a_stream_tells_a_move_and_nothing_more_and_catches_up_a_page_drawn_before_it() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    let watcher = Client::new(&app);
    watcher.register("watcher").await;
    let mut streams = Vec::new();
    for c in [&blue, &watcher] {
        let res = c
            .raw()
            .get(format!("{}/games/{id}/events?ply=0", app.base))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-type"], "text/event-stream");
        streams.push(res);
    }
    let (game, _) = engine(&app, id).await;
    let mv = moves_that_go_on(&game)[0];
    let red_id = user_id(&app, &username_of(&red).await).await;
    play::play(
        &app.env,
        play::Mover::Account(red_id),
        id,
        &SquareName::from(mv.from),
        &SquareName::from(mv.to),
        0,
    )
    .await
    .unwrap();
    for res in &mut streams {
        let seen = read_stream(res, Duration::from_secs(2), |s| s.contains("data: {\"ply\":1}")).await;
        assert!(seen.contains("event: changed\ndata: {\"ply\":1}\n\n"), "{seen:?}");
        // Nothing but the retry hint, the events and keep-alive comments.
        for line in seen.lines().filter(|l| !l.is_empty()) {
            assert!(
                line.starts_with("retry: ") || line == "event: changed" || line.starts_with("data: {\"ply\":"),
                "{line:?}"
            );
        }
    }
    // A page drawn at ply 0 whose stream opens after the move hears of it at once.
    let mut late = watcher
        .raw()
        .get(format!("{}/games/{id}/events?ply=0", app.base))
        .send()
        .await
        .unwrap();
    let seen = read_stream(&mut late, Duration::from_secs(2), |s| s.contains("\"ply\":1")).await;
    assert!(seen.contains("data: {\"ply\":1}"), "{seen:?}");
    // Strangers are sent to sign in; a game that is not there is not found.
    let stranger = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = stranger
        .get(format!("{}/games/{id}/events", app.base))
        .send()
        .await
        .unwrap();
    assert!(res.status().is_redirection() || res.status() == 401, "{}", res.status());
    let res = watcher
        .raw()
        .get(format!("{}/games/999999/events", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
}

#[tokio::test]
async fn two_browsers_on_one_game_each_page_follows_the_other_players_move_within_two_seconds() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    let (_driver, port) = start_chromedriver();
    let (rb, bb) = (browser(port).await, browser(port).await);
    for (b, c) in [(&rb, &red), (&bb, &blue)] {
        sign_in(b, &app.base, &username_of(c).await).await;
        b.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
    }
    assert_eq!(
        text(&bb, ".now .headline").await.trim_end(),
        format!("{} (red) to move.", username_of(&red).await)
    );
    // Red moves by clicking, with the question before sending.
    click(&rb, "td[data-targets] .cell").await;
    click(&rb, "td.target .cell").await;
    rb.wait().for_element(Locator::Css(".confirm-step")).await.unwrap();
    // The page and its question pass every WCAG 2.1 A and AA rule, experimental ones included.
    let axe = axe_source();
    audit_rules(&rb, &axe, "the question before a move, on the board", Some(WCAG21)).await;
    audit_rules(&bb, &axe, "the game page of the player waiting", Some(WCAG21)).await;
    assert_eq!(
        rb.find_all(Locator::Css("td.pending")).await.unwrap().len(),
        2,
        "the move asked about is drawn on the board"
    );
    click_and_load(&rb, ".confirm-step button[type=submit]").await;
    // Blue's page, untouched, shows the move.
    let now = your_move_within_two_seconds(&bb).await;
    assert!(now.contains("moved"), "the move is told: {now:?}");
    let title = bb.title().await.unwrap();
    assert!(title.starts_with("(1) "), "the tab's title counts the game: {title}");
    audit_rules(
        &bb,
        &axe,
        "the game page drawn anew after the opponent's move",
        Some(WCAG21),
    )
    .await;
    std::fs::create_dir_all("artifacts").unwrap();
    std::fs::write(
        "artifacts/live-after-the-opponents-move.png",
        bb.screenshot().await.unwrap(),
    )
    .unwrap();
    // And back: blue moves, red's page follows.
    click(&bb, "td[data-targets] .cell").await;
    click(&bb, "td.target .cell").await;
    bb.wait().for_element(Locator::Css(".confirm-step")).await.unwrap();
    click_and_load(&bb, ".confirm-step button[type=submit]").await;
    your_move_within_two_seconds(&rb).await;
    rb.close().await.unwrap();
    bb.close().await.unwrap();
}

/// What the top of a page says once it says "Your move.", which it must within 2 s of the opponent's move
/// (sent just before), without being touched.
async fn your_move_within_two_seconds(b: &Browser) -> String {
    let moved = Instant::now();
    let mut now = String::new();
    while moved.elapsed() < Duration::from_secs(2) {
        now = text(b, ".now").await;
        if now.starts_with("Your move.") {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the page after 2 s: {now:?}");
}

/// The board's box and the viewport, in CSS pixels: (board bottom, board right, viewport height, width).
async fn board_box(b: &Browser) -> (f64, f64, f64, f64) {
    let v = b
        .execute(
            "const r = document.querySelector('table.board').getBoundingClientRect(); \
             return [r.bottom, r.right, window.innerHeight, document.documentElement.clientWidth];",
            vec![],
        )
        .await
        .unwrap();
    let n: Vec<f64> = v.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect();
    (n[0], n[1], n[2], n[3])
}

#[tokio::test]
async fn the_whole_board_is_on_the_first_screen_of_a_laptop_and_of_a_phone() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    // Some history, so the page has its outcome line and moves to list.
    for _ in 0..6 {
        let (game, ply) = engine(&app, id).await;
        let mv = moves_that_go_on(&game)[0];
        let c = if game.to_move() == Some(fieldpost::rules::Seat::First) {
            &red
        } else {
            &blue
        };
        post_move(c, id, mv, ply).await;
    }
    let (_driver, port) = start_chromedriver();
    std::fs::create_dir_all("artifacts").unwrap();
    for (w, h, name) in [(1280, 800, "laptop"), (390, 844, "phone")] {
        let b = browser_sized(port, w, h).await;
        sign_in(&b, &app.base, &username_of(&red).await).await;
        b.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
        let (bottom, right, height, width) = board_box(&b).await;
        std::fs::write(format!("artifacts/game-page-{name}.png"), b.screenshot().await.unwrap()).unwrap();
        assert!(
            bottom <= height,
            "{name}: the board ends at {bottom} px of a {height} px screen"
        );
        assert!(
            right <= width,
            "{name}: the board ends at {right} px of a {width} px wide screen"
        );
        b.close().await.unwrap();
    }
}

#[tokio::test]
async fn a_stream_through_the_nginx_site_hears_a_move_made_on_another_web_process() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "barrage").await;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("target/live-cluster-{}", id.0));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let nginx_port = free_port();
    let web_ports = [free_port(), free_port()];
    let base = format!("http://127.0.0.1:{nginx_port}");
    let settings = |bind: u16| {
        vec![
            ("DATABASE_URL", app.database_url.clone()),
            ("BIND", format!("127.0.0.1:{bind}")),
            ("BASE_URL", base.clone()),
            ("TRUSTED_PROXIES", "127.0.0.1".to_string()),
            ("FIELDPOST_DATA_DIR", dir.join("data").display().to_string()),
            ("RUST_LOG", "warn".to_string()),
        ]
    };
    let _web = web_processes(web_ports, settings, &dir);
    std::fs::write(dir.join("nginx.conf"), nginx_conf(&dir, nginx_port, web_ports)).unwrap();
    let _nginx = start_nginx(&dir);
    for b in [
        &base,
        &format!("http://127.0.0.1:{}", web_ports[0]),
        &format!("http://127.0.0.1:{}", web_ports[1]),
    ] {
        assert!(
            wait_ready(b, Duration::from_secs(30)).await.is_some(),
            "{b} did not come up"
        );
    }
    let blue_name = username_of(&blue).await;
    let red_name = username_of(&red).await;
    // Blue signs in through nginx (forms come from the site's one origin) and watches through nginx and
    // straight at the first process, with the same session; red moves on the second process.
    let watcher = Client::at(&base);
    watcher.sign_in(&blue_name).await;
    let first = format!("http://127.0.0.1:{}", web_ports[0]);
    let direct = Client::at(&first);
    direct.set_cookie("fp_session", &watcher.cookie("fp_session").unwrap());
    let mut streams = Vec::new();
    for (c, at) in [(&watcher, &base), (&direct, &first)] {
        let res = c
            .raw()
            .get(format!("{at}/games/{id}/events?ply=0"))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        streams.push(res);
    }
    let mover = Client::at(&base);
    mover.sign_in(&red_name).await;
    let second = Client::at(&format!("http://127.0.0.1:{}", web_ports[1]));
    for name in ["fp_session", "fp_csrf"] {
        second.set_cookie(name, &mover.cookie(name).unwrap());
    }
    let (game, ply) = engine(&app, id).await;
    let mv = moves_that_go_on(&game)[0];
    let moved = Instant::now();
    let csrf = second.csrf();
    let a = second
        .post_raw(
            &format!("/games/{id}/moves"),
            &[
                ("csrf", &csrf),
                ("from", &mv.from.to_string()),
                ("to", &mv.to.to_string()),
                ("ply", &ply.to_string()),
            ],
            Some(&base),
        )
        .await;
    assert_eq!(a.status, 303, "{}", a.body);
    assert_eq!(a.refused(), None);
    for res in &mut streams {
        let seen = read_stream(res, Duration::from_secs(2), |s| s.contains("\"ply\":1")).await;
        assert!(
            seen.contains("data: {\"ply\":1}"),
            "after {:?}: {seen:?}",
            moved.elapsed()
        );
    }
}

#[tokio::test]
async fn a_note_opens_beside_its_piece_and_offers_only_what_the_piece_can_still_be() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    // Blue moves a piece forward: red knows it is no Bomb and no Flag.
    let (game, ply) = engine(&app, id).await;
    let mv = moves_that_go_on(&game)[0];
    post_move(&red, id, mv, ply).await;
    let (game, ply) = engine(&app, id).await;
    let blue_move = moves_that_go_on(&game)[0];
    post_move(&blue, id, blue_move, ply).await;
    let (_driver, port) = start_chromedriver();
    let b = browser_sized(port, 390, 844).await;
    sign_in(&b, &app.base, &username_of(&red).await).await;
    b.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
    let square = blue_move.to.to_string();
    let before = b.current_url().await.unwrap();
    click(&b, &format!("td[data-square=\"{square}\"] a.cell")).await;
    b.wait()
        .for_element(Locator::Css(".note-popover select"))
        .await
        .unwrap();
    assert_eq!(b.current_url().await.unwrap(), before, "the board stays: no new page");
    let can_be = text(&b, ".note-popover .can-be").await;
    assert!(can_be.starts_with("It can still be:"), "{can_be}");
    assert!(
        !can_be.contains("Bomb") && !can_be.contains("Flag"),
        "a piece that moved: {can_be}"
    );
    let why = text(&b, ".note-popover .why").await;
    assert!(
        why.starts_with("It has moved, so it is none of: Bomb (B), Flag (F)."),
        "the popover says why: {why}"
    );
    let offered = b.find_all(Locator::Css(".note-popover option")).await.unwrap().len();
    assert!(
        offered < 1 + 2 * 12,
        "only the kinds it can still be are offered ({offered})"
    );
    audit_rules(&b, &axe_source(), "the note beside its piece", Some(WCAG21)).await;
    std::fs::create_dir_all("artifacts").unwrap();
    std::fs::write("artifacts/note-popover-390.png", b.screenshot().await.unwrap()).unwrap();
    // Saved as a plain form: the page comes back with the badge on the piece.
    let select = b.find(Locator::Css(".note-popover select")).await.unwrap();
    select.select_by_index(1).await.unwrap();
    click_and_load(&b, ".note-popover button[type=submit]").await;
    let badge = text(&b, &format!("td[data-square=\"{square}\"] .note")).await;
    assert!(badge.ends_with('?'), "the guess shows on the piece: {badge:?}");
    b.close().await.unwrap();
}

/// A first move of `game`'s two-move turn after which the turn may be planned whole (no battle, no Spy seeing
/// anything new, the turn goes on), and a second move after it.
fn a_planned_turn(game: &Game) -> (Move, Move) {
    let seat = game.to_move().unwrap();
    for first in moves_that_go_on(game) {
        let mut after = game.clone();
        let report = after.play(first).unwrap();
        let quiet = report.battle.is_none()
            && after.spied(&report, fieldpost::rules::Viewer::Player(seat)).is_empty()
            && after.to_move() == Some(seat);
        if let Some(&second) = quiet
            .then(|| moves_that_go_on(&after))
            .as_deref()
            .and_then(|m| m.first())
        {
            return (first, second);
        }
    }
    panic!("no turn to plan");
}

async fn post_turn(c: &Client, id: GameId, first: Move, second: Move, ply: i32) -> crate::helpers::Answer {
    c.post(
        &format!("/games/{id}/moves"),
        &[
            ("from", &first.from.to_string()),
            ("to", &first.to.to_string()),
            ("from2", &second.from.to_string()),
            ("to2", &second.to.to_string()),
            ("ply", &ply.to_string()),
        ],
    )
    .await
}

#[tokio::test]
async fn a_two_move_turn_is_sent_whole_in_one_request_or_refused_whole() {
    let app = spawn_app().await;
    let (white, black, id) = started(&app, "espionage").await;
    let (game, ply) = engine(&app, id).await;
    let (first, second) = a_planned_turn(&game);
    // Refused whole, changing nothing: a stale page, an illegal second move, a turn in a one-move game.
    let before = crate::helpers::snapshot(&app, id).await;
    let a = post_turn(&white, id, first, second, ply + 1).await;
    assert!(a.refused().is_some());
    // The piece that made the first move cannot make the second.
    let illegal = Move {
        from: first.to,
        to: first.from,
    };
    let a = post_turn(&white, id, first, illegal, ply).await;
    assert!(a.refused().is_some(), "an illegal second move refuses the turn");
    assert_eq!(
        crate::helpers::snapshot(&app, id).await,
        before,
        "nothing of a refused turn is kept"
    );
    // Sent whole: both moves, one request, and the turn passes.
    let a = post_turn(&white, id, first, second, ply).await;
    assert_eq!(a.refused(), None);
    let (game, now) = engine(&app, id).await;
    assert_eq!(now, ply + 2);
    assert_eq!(game.to_move(), Some(fieldpost::rules::Seat::Second));
    // A first move that attacks is sent alone.
    let (game, ply) = engine(&app, id).await;
    let view = game.view_for(fieldpost::rules::Viewer::Spectator);
    if let Some(attack) = game.legal_moves().into_iter().find(|m| view.piece_at(m.to).is_some()) {
        let before = crate::helpers::snapshot(&app, id).await;
        let a = post_turn(&black, id, attack, second, ply).await;
        assert!(
            a.refused().is_some_and(|r| r.contains("sent alone")),
            "{:?}",
            a.refused()
        );
        assert_eq!(crate::helpers::snapshot(&app, id).await, before);
    }
    let (stratego_red, _, sid) = started(&app, "stratego").await;
    let (game, ply) = engine(&app, sid).await;
    let moves = moves_that_go_on(&game);
    let a = post_turn(&stratego_red, sid, moves[0], moves[1], ply).await;
    assert_eq!(a.refused(), Some("Only one move can be sent now."));
}

#[tokio::test]
async fn in_the_browser_a_two_move_turn_is_planned_on_the_board_and_sent_with_one_question() {
    let app = spawn_app().await;
    let (white, _black, id) = started(&app, "espionage").await;
    let (game, ply) = engine(&app, id).await;
    let (first, second) = a_planned_turn(&game);
    let (_driver, port) = start_chromedriver();
    let b = browser(port).await;
    sign_in(&b, &app.base, &username_of(&white).await).await;
    b.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
    click(&b, &format!("td[data-square=\"{}\"] .cell", first.from)).await;
    click_and_load(&b, &format!("td[data-square=\"{}\"] .cell", first.to)).await;
    assert!(
        b.current_url().await.unwrap().as_str().contains("after="),
        "the first move is planned, not sent"
    );
    assert!(text(&b, ".now .headline").await.contains("planned but not sent"));
    assert_eq!(engine(&app, id).await.1, ply, "nothing is sent yet");
    std::fs::create_dir_all("artifacts").unwrap();
    std::fs::write("artifacts/two-move-turn-planned.png", b.screenshot().await.unwrap()).unwrap();
    click(&b, &format!("td[data-square=\"{}\"] .cell", second.from)).await;
    click(&b, &format!("td[data-square=\"{}\"] .cell", second.to)).await;
    b.wait().for_element(Locator::Css(".confirm-step")).await.unwrap();
    let question = text(&b, ".confirm-step p").await;
    assert_eq!(
        question,
        format!("Send {}–{} and {}–{}?", first.from, first.to, second.from, second.to)
    );
    audit_rules(&b, &axe_source(), "a two-move turn's question", Some(WCAG21)).await;
    click_and_load(&b, ".confirm-step button[type=submit]").await;
    assert_eq!(engine(&app, id).await.1, ply + 2, "both moves in one request");
    b.close().await.unwrap();
}
