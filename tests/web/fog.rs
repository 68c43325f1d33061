//! Fog of war in the HTML: for random positions of every preset, the page served to each player and to a
//! spectator names no identity that viewer's view hides, on its square or anywhere in the page, and draws a
//! hidden piece only as its family's back.

use fieldpost::db::UserId;
use fieldpost::rules::view::Viewer;
use fieldpost::rules::{Kind, Numbering, Seat, Variant};

use crate::helpers::{Client, engine, random_move, spawn_app, started, user_id, username_of};
use crate::mail_board::{assert_board_is_view, html_board, text_board, unanswered};
use crate::piece_art::{art_refs, back};

/// The `<td>` of a square, as the page drew it.
pub fn cell<'a>(page: &'a str, square: &str) -> &'a str {
    let key = format!("data-square=\"{square}\"");
    let at = page.find(&key).unwrap_or_else(|| panic!("{square} is on the board"));
    let start = page[..at].rfind("<td").unwrap();
    let end = at + page[at..].find("</td>").unwrap();
    &page[start..end]
}

/// Every way a page could name `kind`: its name and its label in either numbering.
fn namings(kind: Kind) -> Vec<String> {
    let mut n = vec![kind.name().to_string()];
    for numbering in [Numbering::Modern, Numbering::Classic] {
        n.push(format!(">{}<", kind.label(numbering)));
        n.push(format!("({})", kind.label(numbering)));
    }
    n
}

/// The stretches of text (attribute values, text between tags, lines) that mention `square` as a whole word.
pub fn mentions<'a>(page: &'a str, square: &str) -> Vec<&'a str> {
    let bytes = page.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(i) = page[from..].find(square) {
        let at = from + i;
        from = at + square.len();
        let before_ok = at == 0 || !bytes[at - 1].is_ascii_alphanumeric();
        let after_ok = bytes.get(from).is_none_or(|b| !b.is_ascii_alphanumeric());
        if before_ok && after_ok {
            let start = page[..at].rfind(['<', '>', '"', '\n']).map_or(0, |p| p + 1);
            let end = from + page[from..].find(['<', '>', '"', '\n']).unwrap_or(page.len() - from);
            found.push(&page[start..end]);
        }
    }
    found
}

#[tokio::test]
async fn pages_never_show_a_hidden_identity() {
    let app = spawn_app().await;
    let watcher = Client::new(&app);
    watcher.register("watcher").await;
    let mut checked = 0;
    for (n, variant) in Variant::ALL.into_iter().enumerate() {
        let (first, second, id) = started(&app, variant.id()).await;
        let ids = [
            user_id(&app, &username_of(&first).await).await,
            user_id(&app, &username_of(&second).await).await,
        ];
        let family = variant.family();
        let mut seed = n as u64 * 7919 + 1;
        for target_ply in [0u32, 12, 50] {
            // Random moves up to the target ply (through the same use-case the move form calls).
            while engine(&app, id).await.0.ply() < target_ply && random_move(&app, ids, id, &mut seed).await {}
            let (game, _) = engine(&app, id).await;
            if game.outcome().is_some() {
                break;
            }
            for (viewer, client) in [
                (Viewer::Player(Seat::First), &first),
                (Viewer::Player(Seat::Second), &second),
                (Viewer::Spectator, &watcher),
            ] {
                let full_page = client.get(&format!("/games/{id}")).await.body;
                // The move list tells past battles, whose pieces may have left the squares it names: it is read on
                // its own below, and the rest of the page is read square by square.
                let (page, list) = split_move_list(&full_page);
                check_battle_lines(&app, id, viewer, list).await;
                // So do the lines on the last turn and since the viewer's own: in Espionage a piece may move onto
                // the square the turn's other move named.
                let (page, since) = split_section(&page, "<section class=\"since\">", "</section>");
                check_since_lines(&app, id, viewer, &since).await;
                let (page, outcome) = split_section(&page, "<ul class=\"outcome\">", "</ul>");
                check_since_lines(&app, id, viewer, &outcome).await;
                let view = game.view_for(viewer);
                for seen in view.pieces().iter().filter(|p| p.identity().is_none()) {
                    let square = seen.square().to_string();
                    let (_, piece) = game.piece_at(seen.square()).unwrap();
                    let td = cell(&page, &square);
                    assert!(td.contains(">?<"), "{square} hidden from {viewer:?} shows '?'");
                    let art = art_refs(td);
                    assert!(
                        !art.is_empty() && art.iter().all(|r| r.ends_with(&back(family))),
                        "{square} hidden from {viewer:?} draws only its family's back: {art:?}"
                    );
                    let owner = piece.owner.name(family);
                    for naming in namings(piece.kind) {
                        assert!(
                            !td.contains(&naming),
                            "{}: {square} hidden from {viewer:?} but its cell says {naming}",
                            variant.id()
                        );
                    }
                    for text in mentions(&page, &square) {
                        assert!(
                            !text.contains(&format!("{owner} {}", piece.kind.name())),
                            "{}: the page ties {square} to its hidden {} for {viewer:?}: {text}",
                            variant.id(),
                            piece.kind.name()
                        );
                    }
                    checked += 1;
                }
                // Nobody's page holds the opponent's setup as text.
                if let Viewer::Player(me) = viewer {
                    check_small_board(client, id, &view, me).await;
                    let theirs = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
                    let text = theirs.setup_text(me.other()).unwrap();
                    assert!(!page.contains(text), "the opponent's setup string is in the page");
                }
            }
        }
    }
    assert!(checked > 1000, "enough hidden pieces were looked at ({checked})");
}

/// My games' small board of game `id` for the player `me`: coloured squares and nothing else, one for each piece
/// and each square of terrain the view holds, `me`'s own marked as theirs.
async fn check_small_board(client: &Client, id: fieldpost::db::GameId, view: &fieldpost::rules::view::View, me: Seat) {
    let page = client.get("/games").await.body;
    let start = page
        .find(&format!("<a href=\"/games/{id}\" class=\"thumb\""))
        .expect("My games draws the game small");
    let svg = &page[start..start + page[start..].find("</svg>").unwrap()];
    let text: String = svg
        .split('<')
        .map(|part| part.split_once('>').map_or("", |(_, t)| t))
        .collect();
    assert_eq!(text.trim(), "", "the small board holds no words");
    let own = view.pieces().iter().filter(|p| p.owner() == me).count();
    let all = view.pieces().len() + view.terrain().len();
    assert_eq!(
        svg.matches("<rect").count(),
        all,
        "a square for each piece and each lake"
    );
    assert_eq!(svg.matches(" mine\"").count(), own, "the player's own pieces marked");
}

/// My games draws a small board only for the games its reader plays: one who is listed with a game in play
/// for another reason (here its creator, who does not play it) sees its line and no board.
#[tokio::test]
async fn my_games_draws_no_board_of_a_game_its_reader_does_not_play() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    let creator = Client::new(&app);
    creator.register("onlooker").await;
    sqlx::query("UPDATE games SET creator_id = $1 WHERE id = $2")
        .bind(user_id(&app, "onlooker").await.0)
        .bind(id.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let page = creator.get("/games").await.body;
    assert!(page.contains(&format!("href=\"/games/{id}\"")), "the game is listed");
    assert!(!page.contains("class=\"thumb\""), "with no small board");
    let players = first.get("/games").await.body;
    assert!(
        players.contains(&format!("<a href=\"/games/{id}\" class=\"thumb\"")),
        "its player's has one"
    );
}

/// The page without its move list, and the move list.
fn split_move_list(page: &str) -> (String, &str) {
    let start = page.find("<ol class=\"moves\">").expect("the page has a move list");
    let end = start + page[start..].find("</ol>").unwrap();
    (format!("{}{}", &page[..start], &page[end..]), &page[start..end])
}

/// The page without the part from `open` to `close` (the "since your last move" lines, say), and that part.
fn split_section(page: &str, open: &str, close: &str) -> (String, String) {
    let Some(start) = page.find(open) else {
        return (page.to_string(), String::new());
    };
    let end = start + page[start..].find(close).unwrap();
    (
        format!("{}{}", &page[..start], &page[end..]),
        page[start..end].to_string(),
    )
}

/// The last turn's lines name a side's kind only where the engine's account of some move for this viewer
/// (`describe`) knows a piece of that side to be of that kind, and a square's piece only where the viewer's
/// view shows it (what the viewer's Spies saw).
async fn check_since_lines(app: &crate::helpers::TestApp, id: fieldpost::db::GameId, viewer: Viewer, since: &str) {
    let loaded = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    let replay = loaded.replay(None).unwrap();
    let family = loaded.variant().family();
    let mut known = std::collections::HashSet::new();
    for r in &replay.reports {
        let seen = replay.game.describe(r, viewer);
        known.extend(seen.mover().map(|k| (r.seat, k)));
        known.extend(seen.battle().and_then(|b| b.defender()).map(|k| (r.seat.other(), k)));
    }
    let view = replay.game.view_for(viewer);
    for p in view.pieces() {
        for &kind in Kind::of_family(family) {
            let named = format!("{} {} (", p.square(), kind.name());
            assert!(
                !since.contains(&named) || p.identity() == Some(kind),
                "the lines tell {viewer:?} of a {named} its view does not show: {since}"
            );
        }
    }
    for &kind in Kind::of_family(family) {
        for seat in Seat::BOTH {
            if viewer == Viewer::Player(seat) {
                continue;
            }
            let named = format!("{} {} (", seat.name(family), kind.name());
            assert!(
                !since.contains(&named) || known.contains(&(seat, kind)),
                "the last turn tells {viewer:?} of a {named} nothing showed: {since}"
            );
        }
    }
}

/// Each battle in the move list names a piece's kind only where the engine's account of that move for this
/// viewer (`describe`) knows it.
async fn check_battle_lines(app: &crate::helpers::TestApp, id: fieldpost::db::GameId, viewer: Viewer, list: &str) {
    let loaded = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    let replay = loaded.replay(None).unwrap();
    let family = loaded.variant().family();
    for r in replay.reports.iter().filter(|r| r.battle.is_some()) {
        let key = format!("?ply={}\"", r.ply);
        let at = list.find(&key).unwrap_or_else(|| panic!("move {} is listed", r.ply));
        let line = &list[at..at + list[at..].find("</a>").unwrap()];
        let seen = replay.game.describe(r, viewer);
        let known = [
            (r.seat, seen.mover()),
            (r.seat.other(), seen.battle().and_then(|b| b.defender())),
        ];
        for &kind in Kind::of_family(family) {
            for (seat, knows) in known {
                let mine = viewer == Viewer::Player(seat);
                let named = if mine {
                    format!("your {} (", kind.name())
                } else {
                    format!("{} {} (", seat.name(family), kind.name())
                };
                if line.contains(&named) {
                    assert_eq!(
                        knows,
                        Some(kind),
                        "move {} tells {viewer:?} more than it knows: {line}",
                        r.ply
                    );
                }
            }
        }
    }
}

/// Every mail of random games (turn mails above all, which tell what the opponent did and draw the board) names
/// only identities its recipient's view shows at that point of the game.
#[tokio::test]
async fn no_mail_carries_a_hidden_identity() {
    let app = spawn_app().await;
    let mut seed = 99u64;
    for variant in [
        Variant::Stratego,
        Variant::MarsalASpion,
        Variant::Espionage,
        Variant::EspionageSmallFast,
    ] {
        let (first, second, id) = started(&app, variant.id()).await;
        let ids = [
            user_id(&app, &username_of(&first).await).await,
            user_id(&app, &username_of(&second).await).await,
        ];
        // The second seat's boards are read in the classic numbering.
        sqlx::query("UPDATE users SET numbering = 'classic' WHERE id = $1")
            .bind(ids[1].0)
            .execute(&app.pool)
            .await
            .unwrap();
        for _ in 0..80 {
            // Players away from the site get their turn mails.
            app.env.clock.advance(chrono::Duration::minutes(15));
            if !random_move(&app, ids, id, &mut seed).await {
                break;
            }
        }
    }
    // A game of a tournament: its turn mails name the event and are read like the others; the event's own mails
    // (who plays whom) are read for any piece named with its side.
    let f = crate::tournaments::field(&app, "fog", 3).await;
    let event =
        crate::tournaments::entered(&f, &[("variant", "stratego"), ("format", "round_robin"), ("size", "3")]).await;
    assert!(fieldpost::jobs::tournament_rounds::advance_one(&app.env).await.unwrap());
    let (id, _, a, b, _) = crate::tournaments::games(&app, event).await[0].clone();
    sqlx::query("UPDATE users SET numbering = 'classic' WHERE id = $1")
        .bind(b)
        .execute(&app.pool)
        .await
        .unwrap();
    crate::tournaments::set_up_and_open(&app, &f, id, (a, b), &mut seed).await;
    for _ in 0..60 {
        app.env.clock.advance(chrono::Duration::minutes(15));
        if !random_move(&app, [UserId(a), UserId(b)], id, &mut seed).await {
            break;
        }
    }
    // The event's page, to its players and to a spectator: who plays whom and the scores, no piece at all.
    let spectator = Client::new(&app);
    for c in [&f.clients[0], &f.clients[2], &spectator] {
        let page = c.get(&format!("/tournaments/{event}")).await.body;
        assert!(page.contains(&format!("href=\"/games/{id}\"")));
        for &k in Kind::of_family(Variant::Stratego.family()) {
            assert!(!page.contains(k.name()), "the event's page names a {}", k.name());
        }
    }
    let mails: Vec<(String, i64, Option<i64>, String, String, String)> =
        sqlx::query_as("SELECT kind, user_id, game_id, idempotency_key, text_body, html_body FROM outbox")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let mut turn_mails = 0;
    let mut event_mails = 0;
    for (kind, user, game_id, key, text, html) in mails {
        if kind == "tournament" {
            event_mails += 1;
            for family in [Variant::Stratego.family(), Variant::Espionage.family()] {
                for &k in Kind::of_family(family) {
                    for seat in Seat::BOTH {
                        let phrase = format!("{} {} (", seat.name(family), k.name());
                        assert!(!text.contains(&phrase) && !html.contains(&phrase), "{text}");
                    }
                }
            }
        }
        let Some(game_id) = game_id else { continue };
        let game = fieldpost::app::game::loaded::load(&app.pool, fieldpost::db::GameId(game_id))
            .await
            .unwrap();
        let family = game.variant().family();
        let body = format!("{text}\n{html}");
        if kind != "your_turn" {
            for &k in Kind::of_family(family) {
                for seat in Seat::BOTH {
                    assert!(
                        !body.contains(&format!("{} {} (", seat.name(family), k.name())),
                        "{kind}: {body}"
                    );
                }
            }
            continue;
        }
        turn_mails += 1;
        let ply: usize = key.rsplit(':').next().unwrap().parse().unwrap();
        let seat = game.seat_of(UserId(user)).unwrap();
        let replay = game.replay(Some(ply)).unwrap();
        let then = replay.game;
        let view = then.view_for(Viewer::Player(seat));
        // The board in the mail: every square as the recipient's view has it, in their numbering.
        let recent = unanswered(&replay.reports, seat);
        let numbering = if seat == Seat::Second {
            Numbering::Classic
        } else {
            Numbering::Modern
        };
        assert_board_is_view(&text, &html, &view, numbering, &recent);
        let boards = [text_board(&text), html_board(&html)];
        for seen in view.pieces().iter().filter(|p| p.identity().is_none()) {
            let (_, piece) = then.piece_at(seen.square()).unwrap();
            for board in &boards {
                assert_eq!(
                    board.shown[&seen.square().to_string()],
                    if seen.moved() { "!" } else { "?" },
                    "a turn mail's board shows {}'s hidden {}",
                    seen.square(),
                    piece.kind.name()
                );
            }
            let phrase = format!("{} {} (", piece.owner.name(family), piece.kind.name());
            for text in mentions(&body, &seen.square().to_string()) {
                assert!(
                    !text.contains(&phrase),
                    "a turn mail ties {} to its hidden {}: {text}",
                    seen.square(),
                    piece.kind.name()
                );
            }
        }
    }
    assert!(turn_mails > 100, "enough turn mails were read ({turn_mails})");
    assert_eq!(event_mails, 3, "the event's mails were read");
}

/// Notes and the conversation stay with those they belong to: in random positions of every preset, a player's
/// notes (words no other text has) never reach the opponent's page, a spectator's page or any mail, and the
/// conversation never reaches a spectator's page.
#[tokio::test]
async fn notes_and_messages_stay_with_their_owners() {
    let app = spawn_app().await;
    let watcher = Client::new(&app);
    watcher.register("quietwatcher").await;
    for (n, variant) in Variant::ALL.into_iter().enumerate() {
        let (first, second, id) = started(&app, variant.id()).await;
        let players = [&first, &second];
        let ids = [
            user_id(&app, &username_of(&first).await).await,
            user_id(&app, &username_of(&second).await).await,
        ];
        let mut seed = n as u64 * 31 + 7;
        for round in 0..3 {
            for _ in 0..6 {
                app.env.clock.advance(chrono::Duration::minutes(15));
                random_move(&app, ids, id, &mut seed).await;
            }
            let (game, ply) = engine(&app, id).await;
            if game.outcome().is_some() {
                break;
            }
            for seat in Seat::BOTH {
                let hidden: Vec<String> = game
                    .view_for(Viewer::Player(seat))
                    .pieces()
                    .iter()
                    .filter(|p| p.owner() != seat && p.identity().is_none())
                    .map(|p| p.square().to_string())
                    .collect();
                let Some(square) = hidden.get(round) else { continue };
                let words = format!("secretnote{}x{round}", seat.index());
                let code = variant.army()[0].0.code();
                let a = players[seat.index()]
                    .post(
                        &format!("/games/{id}/notes"),
                        &[
                            ("square", square),
                            ("guess", &format!("not:{code}")),
                            ("text", &words),
                            ("ply", &ply.to_string()),
                        ],
                    )
                    .await;
                assert_eq!(a.refused(), None, "{}: a note on {square}", variant.id());
                players[seat.index()]
                    .post(
                        &format!("/games/{id}/messages"),
                        &[("body", &format!("chatline{}x{round}", seat.index()))],
                    )
                    .await;
            }
            for (viewer, client) in [
                (Some(Seat::First), &first),
                (Some(Seat::Second), &second),
                (None, &watcher),
            ] {
                let page = client.get(&format!("/games/{id}")).await.body;
                for seat in Seat::BOTH {
                    if viewer != Some(seat) {
                        assert!(
                            !page.contains(&format!("secretnote{}", seat.index())),
                            "{}: {viewer:?} sees a note of {seat:?}",
                            variant.id()
                        );
                    }
                    if viewer.is_none() {
                        assert!(
                            !page.contains("chatline"),
                            "{}: a spectator reads the conversation",
                            variant.id()
                        );
                    }
                }
            }
        }
    }
    let leaked: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE text_body LIKE '%secretnote%' OR html_body LIKE '%secretnote%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(leaked, 0, "no mail carries a note");
}
