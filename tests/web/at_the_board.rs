//! At the board: notes on enemy pieces (the author's alone, following the piece, gone once it is known), the
//! players' conversation (escaped, limited, muted, reported, mailed once), rematches, the step before a move
//! is sent, the count of games waiting in the tab's title, and battles told in the move list.

use fieldpost::db::GameId;
use fieldpost::rules::view::Viewer;
use fieldpost::rules::{Game, Seat, Square};
use reqwest::StatusCode;

use crate::fog::cell;
use crate::helpers::{Client, TestApp, engine, snapshot, spawn_app, started, user_id, username_of};

/// A hidden piece of `enemy_of`'s opponent that has a legal move... or any hidden enemy piece.
fn hidden_enemy(game: &Game, me: Seat) -> Square {
    game.view_for(Viewer::Player(me))
        .pieces()
        .iter()
        .find(|p| p.owner() != me && p.identity().is_none() && p.square().row() == 6)
        .expect("a hidden enemy piece on the front row")
        .square()
}

async fn post_note(c: &Client, id: GameId, square: &str, guess: &str, text: &str, ply: i32) -> crate::helpers::Answer {
    c.post(
        &format!("/games/{id}/notes"),
        &[
            ("square", square),
            ("guess", guess),
            ("text", text),
            ("ply", &ply.to_string()),
        ],
    )
    .await
}

async fn play(app: &TestApp, c: &Client, id: GameId, from: Square, to: Square) {
    let (_, ply) = engine(app, id).await;
    let a = c
        .post(
            &format!("/games/{id}/moves"),
            &[
                ("from", &from.to_string()),
                ("to", &to.to_string()),
                ("ply", &ply.to_string()),
            ],
        )
        .await;
    assert_eq!(a.refused(), None, "{from}-{to}");
}

#[tokio::test]
async fn a_note_is_the_authors_alone_follows_its_piece_and_goes_when_the_piece_is_known() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "stratego").await;
    let watcher = Client::new(&app);
    watcher.register("notewatcher").await;
    let (game, ply) = engine(&app, id).await;
    let target = hidden_enemy(&game, Seat::First);
    let sq = target.to_string();

    // Refusals change nothing: a stale page, an own piece, an empty square, a guess of another army, a long text.
    let before = snapshot(&app, id).await;
    for (square, guess, text, at_ply) in [
        (sq.as_str(), "is:9", "", ply + 1),
        ("a4", "is:9", "", ply),
        ("a5", "is:9", "", ply),
        (sq.as_str(), "is:Z", "", ply),
        (
            sq.as_str(),
            "",
            "an essay far longer than forty characters, surely",
            ply,
        ),
    ] {
        let a = post_note(&first, id, square, guess, text, at_ply).await;
        assert!(a.refused().is_some() || a.status.is_client_error(), "{square} {guess}");
    }
    assert_eq!(snapshot(&app, id).await, before);
    let notes: i64 = sqlx::query_scalar("SELECT count(*) FROM piece_notes")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(notes, 0);

    let a = post_note(&first, id, &sq, "is:9", "came <forward> early", ply).await;
    assert_eq!(a.refused(), None);
    let mine = first.get(&format!("/games/{id}")).await.body;
    let td = cell(&mine, &sq);
    assert!(td.contains("class=\"note\""), "the badge is on the piece: {td}");
    assert!(td.contains("probably General"), "screen readers hear the note: {td}");
    assert!(
        mine.contains("forward") && !mine.contains("<forward>"),
        "the words are escaped"
    );
    for other in [&second, &watcher] {
        let page = other.get(&format!("/games/{id}")).await.body;
        assert!(!page.contains("came"), "another's page shows the note");
        assert!(!page.contains("class=\"note\""), "another's page shows a badge");
    }

    // The piece moves: the note goes with it.
    let (game, _) = engine(&app, id).await;
    let first_move = game.legal_moves().into_iter().find(|m| m.to.row() == 4).unwrap();
    play(&app, &first, id, first_move.from, first_move.to).await;
    let (game, _) = engine(&app, id).await;
    let step = game.legal_moves().into_iter().find(|m| m.from == target);
    if let Some(step) = step {
        play(&app, &second, id, step.from, step.to).await;
        let mine = first.get(&format!("/games/{id}")).await.body;
        assert!(
            cell(&mine, &step.to.to_string()).contains("class=\"note\""),
            "the note followed"
        );
        assert!(!cell(&mine, &sq).contains("class=\"note\""), "nothing stays behind");
    }

    // Once everything is known (the game over), the note is shown beside the truth, to its author only.
    first.post(&format!("/games/{id}/resign"), &[]).await;
    let mine = first.get(&format!("/games/{id}")).await.body;
    assert!(mine.contains("class=\"note\""), "kept after the game");
    assert!(
        !second
            .get(&format!("/games/{id}"))
            .await
            .body
            .contains("class=\"note\"")
    );
}

#[tokio::test]
async fn messages_are_escaped_limited_muted_reported_and_mailed_once() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "barrage").await;
    let (a, b) = (username_of(&first).await, username_of(&second).await);
    let watcher = Client::new(&app);
    watcher.register("talkwatcher").await;

    // It is the first player's move: the message waits for the turn mail that move causes.
    let sent = first
        .post(&format!("/games/{id}/messages"), &[("body", "good <b>luck</b>")])
        .await;
    assert_eq!(sent.refused(), None);
    let theirs = second.get(&format!("/games/{id}")).await.body;
    assert!(
        theirs.contains("luck") && !theirs.contains("<b>luck"),
        "shown to the opponent, escaped"
    );
    assert!(
        !watcher.get(&format!("/games/{id}")).await.body.contains("luck"),
        "spectators see no conversation"
    );
    let standalone: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'message'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(standalone, 0);

    app.env.clock.advance(chrono::Duration::minutes(30));
    crate::helpers::move_first_legal(&app, &first, id).await;
    let turn: String =
        sqlx::query_scalar("SELECT text_body FROM outbox WHERE kind = 'your_turn' ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(turn.contains("good <b>luck</b>"), "the turn mail carries it: {turn}");

    // Now the second player is to move, so the first player's next message is mailed on its own, once.
    app.env.clock.advance(chrono::Duration::minutes(30));
    first
        .post(&format!("/games/{id}/messages"), &[("body", "your move!")])
        .await;
    app.env.clock.advance(chrono::Duration::minutes(30));
    crate::helpers::move_first_legal(&app, &second, id).await;
    let mails: Vec<(String, String)> =
        sqlx::query_as("SELECT kind, text_body FROM outbox WHERE text_body LIKE '%your move!%'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(mails.len(), 1, "mailed once: {mails:?}");
    assert_eq!(mails[0].0, "message");
    // More words before the second player comes back wait: one mail of words alone between two visits.
    app.env.clock.advance(chrono::Duration::minutes(30));
    first
        .post(&format!("/games/{id}/messages"), &[("body", "still there?")])
        .await;
    let alone: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'message'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(alone, 1, "no second mail before a visit");

    // Too long, empty, a stranger: refused, nothing written.
    let long = "x".repeat(501);
    for body in [long.as_str(), "   "] {
        let a = first.post(&format!("/games/{id}/messages"), &[("body", body)]).await;
        assert!(a.refused().is_some(), "{} characters", body.len());
    }
    let stranger = watcher.post(&format!("/games/{id}/messages"), &[("body", "hi")]).await;
    assert_eq!(stranger.status, StatusCode::FORBIDDEN);
    let count = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM game_messages")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    assert_eq!(count().await, 3);

    // Muting hides the opponent's words from the page and from mails, and what was written meanwhile never
    // arrives later.
    second.post(&format!("/games/{id}/mute"), &[("mute", "on")]).await;
    assert!(!second.get(&format!("/games/{id}")).await.body.contains("luck"));
    first
        .post(&format!("/games/{id}/messages"), &[("body", "said while muted")])
        .await;
    app.env.clock.advance(chrono::Duration::minutes(30));
    crate::helpers::move_first_legal(&app, &first, id).await;
    second.post(&format!("/games/{id}/mute"), &[("mute", "off")]).await;
    assert!(second.get(&format!("/games/{id}")).await.body.contains("luck"));
    app.env.clock.advance(chrono::Duration::minutes(30));
    crate::helpers::move_first_legal(&app, &second, id).await;
    first
        .post(&format!("/games/{id}/messages"), &[("body", "after the mute")])
        .await;
    app.env.clock.advance(chrono::Duration::minutes(30));
    crate::helpers::move_first_legal(&app, &first, id).await;
    let carried: Vec<String> =
        sqlx::query_scalar("SELECT text_body FROM outbox WHERE text_body LIKE '%after the mute%'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(carried.len(), 1);
    assert!(!carried[0].contains("said while muted"), "{}", carried[0]);

    // A report reaches the admins' queue; hiding the message is audited and takes it from both pages.
    let message: i64 = sqlx::query_scalar("SELECT min(id) FROM game_messages")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let own = first.post(&format!("/games/{id}/messages/{message}/report"), &[]).await;
    assert_eq!(own.status, StatusCode::NOT_FOUND, "one's own message is not reported");
    let reported = second
        .post(&format!("/games/{id}/messages/{message}/report"), &[])
        .await;
    assert_eq!(reported.refused(), None);
    let admin = Client::new(&app);
    admin.register("talkadmin").await;
    sqlx::query("UPDATE users SET role = 'admin' WHERE username = 'talkadmin'")
        .execute(&app.pool)
        .await
        .unwrap();
    let queue = admin.get("/admin/reports").await.body;
    assert!(queue.contains(&format!("{b} reported a message by {a}")), "{queue}");
    let hidden = admin
        .post(
            &format!("/admin/reports/{message}"),
            &[("action", "hide"), ("reason", "rude"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(hidden.refused(), None);
    for c in [&first, &second] {
        assert!(
            !c.get(&format!("/games/{id}")).await.body.contains("luck"),
            "hidden from both"
        );
    }
    let audited: i64 = sqlx::query_scalar("SELECT count(*) FROM audit_log WHERE action = 'hide_message'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(audited, 1);
    assert!(
        !admin.get("/admin/reports").await.body.contains("reported a message"),
        "the queue is empty"
    );

    // The rate limit: PER_HOUR messages an hour, then a clear refusal that writes nothing.
    app.env.clock.advance(chrono::Duration::hours(2));
    let before = count().await;
    let limit = fieldpost::app::game::messages::PER_HOUR;
    for i in 0..limit {
        let a = first
            .post(&format!("/games/{id}/messages"), &[("body", &format!("m{i}"))])
            .await;
        assert_eq!(a.refused(), None, "message {i}");
    }
    let over = first
        .post(&format!("/games/{id}/messages"), &[("body", "one too many")])
        .await;
    assert_eq!(over.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(count().await, before + limit);

    // Words left when the game ends go out with the game-over mail.
    app.env.clock.advance(chrono::Duration::hours(2));
    second
        .post(&format!("/games/{id}/messages"), &[("body", "well played")])
        .await;
    first.post(&format!("/games/{id}/resign"), &[]).await;
    let over: String =
        sqlx::query_scalar("SELECT text_body FROM outbox WHERE kind = 'game_over' AND text_body LIKE '%well played%'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(over.contains("Rematch"), "{over}");
}

#[tokio::test]
async fn a_rematch_swaps_the_colours_and_is_accepted_with_one_click() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "duel").await;
    let (a, b) = (username_of(&first).await, username_of(&second).await);
    let early = first.post(&format!("/games/{id}/rematch"), &[]).await;
    assert!(early.refused().is_some(), "not before the end");
    second.post(&format!("/games/{id}/resign"), &[]).await;
    let over: String = sqlx::query_scalar("SELECT text_body FROM outbox WHERE kind = 'game_over' ORDER BY id LIMIT 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(
        over.contains(&format!("/games/{id}#rematch")),
        "the game-over mail leads to the button: {over}"
    );

    let offered = first.post(&format!("/games/{id}/rematch"), &[]).await;
    let new: i64 = offered.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    let again = first.post(&format!("/games/{id}/rematch"), &[]).await;
    assert_eq!(
        again.location.unwrap(),
        format!("/games/{new}"),
        "one rematch, however often asked"
    );
    let page = second.get(&format!("/games/{id}")).await.body;
    assert!(page.contains("Accept the rematch"), "the opponent is offered it");
    let subject: String = sqlx::query_scalar("SELECT subject FROM outbox WHERE kind = 'challenge' AND game_id = $1")
        .bind(new)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        subject,
        format!("{a} offers you a rematch: Duel"),
        "the mail says it is a rematch"
    );
    let accepted = second.post(&format!("/games/{id}/rematch"), &[]).await;
    assert_eq!(accepted.location.unwrap(), format!("/games/{new}"));
    let (variant, status, first_id): (String, String, i64) =
        sqlx::query_as("SELECT variant, status::text, first_id FROM games WHERE id = $1")
            .bind(new)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!((variant.as_str(), status.as_str()), ("duel", "setup"));
    assert_eq!(first_id, user_id(&app, &b).await.0, "{b} now plays first, {a} second");
}

#[tokio::test]
async fn a_move_is_asked_about_before_it_is_sent_unless_the_player_says_not_to() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "stratego").await;
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(
        page.contains(
            "action=\"/games/{id}/confirm\""
                .replace("{id}", &id.to_string())
                .as_str()
        )
    );
    assert!(
        page.contains("<title>(1) "),
        "the tab counts the game waiting for its player"
    );
    let (game, ply) = engine(&app, id).await;
    let mv = game.legal_moves()[0];
    let before = snapshot(&app, id).await;
    let ask = first
        .get(&format!("/games/{id}/confirm?from={}&to={}&ply={ply}", mv.from, mv.to))
        .await;
    assert_eq!(ask.status, StatusCode::OK);
    assert!(ask.body.contains(&format!("{}–{}?", mv.from, mv.to)), "{}", ask.body);
    assert_eq!(snapshot(&app, id).await, before, "asking changes nothing");
    let illegal = first
        .get(&format!("/games/{id}/confirm?from=a1&to=j10&ply={ply}"))
        .await;
    assert!(illegal.refused().is_some());
    let theirs = second
        .get(&format!("/games/{id}/confirm?from={}&to={}&ply={ply}", mv.from, mv.to))
        .await;
    assert!(theirs.refused().is_some(), "not the opponent's move to send");

    first
        .post(
            "/account/preferences",
            &[
                ("numbering", "modern"),
                ("orientation", "own_side"),
                ("letters_only", "on"),
            ],
        )
        .await;
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(page.contains(&format!(
        "method=\"post\" action=\"/games/{id}/moves\" id=\"move-form\""
    )));
}

#[tokio::test]
async fn the_move_list_tells_battles_in_the_viewers_words_and_the_next_game_is_a_click_away() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "duel").await;
    // A second game between the same two, in setup: the first player must act there too.
    let b = username_of(&second).await;
    let created = first
        .post("/games", &[("variant", "barrage"), ("seat", "first"), ("opponent", &b)])
        .await;
    let other: i64 = created.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    second.post(&format!("/games/{other}/join"), &[]).await;
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(page.contains("<title>(2) "), "two games wait for the first player");
    assert!(page.contains(&format!("<a href=\"/games/{other}\">Next game where it is your move")));
    let ids = [
        user_id(&app, &username_of(&first).await).await,
        user_id(&app, &username_of(&second).await).await,
    ];
    let mut seed = 5u64;
    let mut battles = 0;
    while battles == 0 && crate::helpers::random_move(&app, ids, id, &mut seed).await {
        let full = fieldpost::app::game::loaded::load(&app.pool, id)
            .await
            .unwrap()
            .replay(None)
            .unwrap();
        battles = full.reports.iter().filter(|r| r.battle.is_some()).count();
    }
    assert!(battles > 0);
    for c in [&first, &second] {
        let page = c.get(&format!("/games/{id}")).await.body;
        let list = &page[page.find("<ol class=\"moves\">").unwrap()..];
        assert!(list.contains('×'), "a battle in the list");
        assert!(
            list.contains(" beat ") || list.contains("both were removed"),
            "told in words"
        );
    }
}
