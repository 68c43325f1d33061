//! Games against the computer: started from the lobby's form with the computer's setup in at once, its moves
//! played by the jobs layer through the same use-case as a person's, never twice for one turn, and its accounts
//! neither signing in nor mailed.

use fieldpost::app::game::computer;
use fieldpost::bot::Level;
use fieldpost::db::GameId;
use fieldpost::jobs::computer_moves;
use fieldpost::rules::Variant;
use reqwest::StatusCode;

use crate::helpers::{Client, TestApp, engine, move_first_legal, spawn_app};

/// A new player who starts a game against the computer at `level`, taking `seat`; the game's id.
async fn against_computer(app: &TestApp, variant: Variant, level: &str, seat: &str) -> (Client, GameId) {
    against_computer_with(app, variant, level, seat, ("clock", "per_move")).await
}

/// The same, with the clock chosen by `clock` (one of the form's fields).
async fn against_computer_with(
    app: &TestApp,
    variant: Variant,
    level: &str,
    seat: &str,
    clock: (&str, &str),
) -> (Client, GameId) {
    let c = Client::new(app);
    let name = format!("p{}", &fieldpost::app::account::accounts::random_token()[..10]);
    c.register(&name).await;
    let started = c
        .post(
            "/games/computer",
            &[
                ("variant", variant.id()),
                ("level", level),
                ("seat", seat),
                ("per_move_days", "3"),
                clock,
            ],
        )
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    let id: i64 = started.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    (c, GameId(id))
}

/// Plays the computer's requests until none is due; how many it played.
async fn computer_plays(app: &TestApp) -> usize {
    let mut played = 0;
    while computer_moves::play_one(&app.env).await.unwrap() {
        played += 1;
    }
    played
}

async fn moves_of(app: &TestApp, id: GameId) -> Vec<(i32, i16)> {
    sqlx::query_as("SELECT ply, seat FROM moves WHERE game_id = $1 ORDER BY ply")
        .bind(id.0)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_newcomer_is_moving_against_the_computer_at_once_in_every_preset() {
    let app = spawn_app().await;
    for variant in Variant::ALL {
        // The computer takes the first seat, so it has to answer before the player can move.
        let (c, id) = against_computer(&app, variant, "easy", "second").await;
        let page = c.get(&format!("/games/{id}")).await;
        assert!(
            page.body.contains("The computer has set up its pieces"),
            "{variant:?}: {}",
            page.body
        );
        let submitted = c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
        assert_eq!(submitted.refused(), None, "{variant:?}");
        let answered = computer_plays(&app).await;
        assert_eq!(
            answered,
            usize::from(variant.moves_per_turn()),
            "{variant:?}: one request per move of its turn"
        );
        let (game, _) = engine(&app, id).await;
        // A Scout may strike the player's randomly drafted Flag at once: then the answer ended the game.
        if game.outcome().is_some() {
            continue;
        }
        assert_eq!(
            game.to_move(),
            Some(fieldpost::rules::Seat::Second),
            "{variant:?}: now the player moves"
        );
        let moved = move_first_legal(&app, &c, id).await;
        assert_eq!(moved.refused(), None, "{variant:?}");
        // In a two-move variant the player's turn goes on; the computer answers at the end of it.
        if engine(&app, id).await.0.to_move() == Some(fieldpost::rules::Seat::First) {
            assert!(
                computer_plays(&app).await >= 1,
                "{variant:?}: the computer answers the player's move"
            );
        }
    }
}

/// The form offers every level with its rating from the levels' round robin, and `expert` plays its turns like the
/// others.
#[tokio::test]
async fn the_form_shows_each_levels_rating_and_the_expert_plays() {
    let app = spawn_app().await;
    let (c, id) = against_computer(&app, Variant::Barrage, "expert", "second").await;
    let lobby = c.get("/lobby").await;
    for (level, name) in [
        (Level::Easy, "Easy"),
        (Level::Medium, "Medium"),
        (Level::Hard, "Hard"),
        (Level::Expert, "Expert"),
    ] {
        let rating = level
            .rating()
            .expect("src/bot/level_ratings.json rates every level a person can choose");
        let label = format!("value=\"{}\"", level.id());
        assert!(lobby.body.contains(&label), "{label}");
        let shown = format!("{name} (about {rating})");
        assert!(lobby.body.contains(&shown), "{shown}");
    }
    assert!(
        Level::Expert.rating() > Level::Easy.rating(),
        "the levels' ratings follow their strength"
    );
    c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    assert_eq!(computer_plays(&app).await, 1, "the expert answers with one move");
    assert_eq!(moves_of(&app, id).await.len(), 1);
}

#[tokio::test]
async fn the_computer_answers_every_turn_of_a_game_and_is_never_mailed() {
    let app = spawn_app().await;
    let (c, id) = against_computer(&app, Variant::Barrage, "hard", "first").await;
    c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    for _ in 0..6 {
        let (game, _) = engine(&app, id).await;
        if game.outcome().is_some() {
            break;
        }
        assert_eq!(move_first_legal(&app, &c, id).await.refused(), None);
        computer_plays(&app).await;
    }
    let plies = moves_of(&app, id).await;
    assert!(plies.len() >= 2);
    for (i, (ply, seat)) in plies.iter().enumerate() {
        assert_eq!(*ply, i as i32 + 1, "the plies follow each other");
        assert_eq!(*seat, (i % 2) as i16, "the turns alternate");
    }
    let to_computer: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE to_address LIKE '%@fieldpost.invalid'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(to_computer, 0, "nothing is mailed to a computer player");
    // The game's page says who the computer is, and offers the usual actions only to the person.
    // The computer is named by its level in words, not by its account's name.
    let page = c.get(&format!("/games/{id}")).await;
    assert!(page.body.contains("Computer (hard)"), "{}", page.body);
    let profile = c.get("/players/computer-hard").await;
    assert!(profile.body.contains("<h1>Computer (hard)</h1>"), "{}", profile.body);
    let listed = c.get("/games").await;
    assert!(listed.body.contains("Computer (hard)"), "{}", listed.body);
}

#[tokio::test]
async fn two_workers_never_move_twice_for_one_turn() {
    let app = spawn_app().await;
    let (c, id) = against_computer(&app, Variant::Espionage, "easy", "second").await;
    c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    // Two workers at once on the computer's two-move turn.
    let (a, b) = tokio::join!(computer_plays(&app), computer_plays(&app));
    assert_eq!(a + b, 2, "its two moves are played once each");
    assert_eq!(moves_of(&app, id).await.len(), 2);
    // A worker that took the request and stalled past its lease: another plays the turn, and the first, waking
    // up, plays nothing.
    assert_eq!(move_first_legal(&app, &c, id).await.refused(), None);
    assert_eq!(move_first_legal(&app, &c, id).await.refused(), None);
    let now = app.env.clock.now();
    let stalled = fieldpost::db::computer::claim(&app.pool, now, now + chrono::Duration::seconds(60))
        .await
        .unwrap()
        .expect("the computer's turn is queued");
    assert_eq!(computer_plays(&app).await, 0, "a leased request waits");
    app.env.clock.advance(chrono::Duration::seconds(61));
    assert_eq!(
        computer_plays(&app).await,
        2,
        "after the lease another worker plays the turn"
    );
    computer::play_turn(&app.env, stalled.game, stalled.ply, 1)
        .await
        .unwrap();
    let plies = moves_of(&app, id).await;
    assert_eq!(plies.len(), 6, "{plies:?}");
    assert_eq!(
        plies.iter().map(|p| p.0).collect::<Vec<_>>(),
        (1..=6).collect::<Vec<_>>()
    );
}

#[tokio::test]
async fn computer_accounts_take_no_sign_in_no_challenge_and_no_lookalike_names() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    let signed_in = c
        .post("/login", &[("username", "computer-hard"), ("password", "!")])
        .await;
    assert_ne!(
        signed_in.status,
        StatusCode::SEE_OTHER,
        "a computer player cannot sign in"
    );
    c.register("someone").await;
    let challenged = c
        .post(
            "/games",
            &[
                ("variant", "stratego"),
                ("seat", "first"),
                ("opponent", "computer-easy"),
            ],
        )
        .await;
    assert!(
        challenged.refused().unwrap_or_default().contains("Play the computer"),
        "{}",
        challenged.body
    );
    let other = Client::new(&app);
    let lookalike = other
        .post(
            "/register",
            &[
                ("username", "Computer-Best"),
                ("email", "x@example.org"),
                ("password", crate::helpers::PASSWORD),
            ],
        )
        .await;
    assert_ne!(
        lookalike.status,
        StatusCode::SEE_OTHER,
        "computer-… names are kept for computer players"
    );
    // A level that is not offered, and a malformed form, change nothing.
    for level in ["random", "grandmaster"] {
        let refused = c
            .post(
                "/games/computer",
                &[("variant", "stratego"), ("level", level), ("seat", "first")],
            )
            .await;
        assert!(refused.refused().is_some(), "{level}: {}", refused.body);
    }
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 0);
}

#[tokio::test]
async fn the_computer_answers_a_draw_offer_at_once_and_its_page_offers_no_conversation() {
    let app = spawn_app().await;
    let (c, id) = against_computer(&app, Variant::Barrage, "easy", "first").await;
    let a = c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    assert_eq!(a.refused(), None);
    let page = c.get(&format!("/games/{id}")).await.body;
    assert!(!page.contains("id=\"conversation\""), "no conversation with a computer");
    assert!(!page.contains("/mute"), "no mute box either");
    // At the start it stands level, so it plays on, and says so at once: no offer is left waiting.
    let a = c.post(&format!("/games/{id}/draw"), &[("action", "offer")]).await;
    assert_eq!(a.status, StatusCode::SEE_OTHER);
    assert_eq!(
        a.flash.as_deref(),
        Some("IThe computer declines the draw and plays on.")
    );
    let (game, _) = engine(&app, id).await;
    assert_eq!(game.outcome(), None);
    let page = c.get(&format!("/games/{id}")).await.body;
    assert!(!page.contains("You offered a draw."), "no offer waits");
    // It can be asked again later.
    let a = c.post(&format!("/games/{id}/draw"), &[("action", "offer")]).await;
    assert_eq!(a.refused(), None);
    // A person who resigns counts as a win of the computer's level on the preset's page.
    let a = c.post(&format!("/games/{id}/resign"), &[]).await;
    assert_eq!(a.refused(), None);
    let page = c.get("/presets/barrage").await.body;
    assert!(page.contains("Against the computer"), "{page}");
    assert!(page.contains("<td>Easy</td><td>1</td><td>0</td><td>1</td>"), "{page}");
}

#[tokio::test]
async fn a_game_against_the_computer_may_have_no_clock() {
    let app = spawn_app().await;
    // Full Stratego: its filled front rows keep the flag out of reach for the two moves the computer makes
    // here, so the game surely goes on (a Barrage flag may fall to a scout at once).
    let (c, id) = against_computer_with(&app, Variant::Stratego, "easy", "first", ("clock", "none")).await;
    let page = c.get(&format!("/games/{id}")).await.body;
    assert!(page.contains("Time control: no clock."), "{page}");
    assert!(!page.contains("Deadline:"));
    let a = c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    assert_eq!(a.refused(), None);
    computer_plays(&app).await;
    let mine = c.get("/games").await.body;
    assert!(
        mine.contains("no clock") && !mine.contains("clock stopped"),
        "My games says so too"
    );
    move_first_legal(&app, &c, id).await;
    computer_plays(&app).await;
    let deadline: Option<chrono::DateTime<chrono::Utc>> =
        sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
            .bind(id.0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(deadline, None, "no deadline is ever set");

    // A year away costs nothing: no timeout and no reminder.
    app.env.clock.advance(chrono::Duration::days(365));
    let swept = fieldpost::jobs::clock_sweep::sweep_once(&app.env).await.unwrap();
    assert_eq!((swept.timed_out, swept.reminded), (0, 0));
    let (game, _) = engine(&app, id).await;
    assert_eq!(game.outcome(), None);
    assert_eq!(
        game.to_move(),
        Some(fieldpost::rules::Seat::First),
        "still the player's move"
    );
}

/// A game may give the expert longer to think (the form's choice, or the API's `think_seconds`): the worker then
/// thinks that long, a rematch keeps the choice, and a time out of range or for a person is refused unmade.
#[tokio::test]
async fn a_game_may_give_the_expert_longer_to_think_and_a_rematch_keeps_it() {
    let app = spawn_app().await;
    let think_of = |id: GameId| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, Option<i32>>("SELECT computer_think_ms FROM games WHERE id = $1")
                .bind(id.0)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let (c, id) = against_computer_with(&app, Variant::Barrage, "expert", "second", ("think_seconds", "3")).await;
    assert_eq!(think_of(id).await, Some(3000));
    let lobby = c.get("/lobby").await;
    for offered in ["Usual (about a second)", "Up to 3 seconds", "Up to 10 seconds"] {
        assert!(lobby.body.contains(offered), "{offered}");
    }

    // The worker gives the expert the game's three seconds, not the installation's usual time.
    c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    let started = std::time::Instant::now();
    assert_eq!(computer_plays(&app).await, 1);
    assert!(
        started.elapsed() >= std::time::Duration::from_secs(3),
        "the expert thought {:?}",
        started.elapsed()
    );

    let me = crate::helpers::user_id(&app, &crate::helpers::username_of(&c).await).await;
    // The expert's first move may already have ended the game (a Barrage Scout can run onto a Flag set in front):
    // a rematch follows either end.
    if let Err(e) = fieldpost::app::game::play::resign(&app.env, me, id).await {
        assert_eq!(
            e.message().map(|m| m.id().to_string()).as_deref(),
            Some("error-game-over"),
            "{e:?}"
        );
    }
    let again = c.post(&format!("/games/{id}/rematch"), &[]).await;
    assert_eq!(again.refused(), None);
    let rematch: i64 = again.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    assert_eq!(
        think_of(GameId(rematch)).await,
        Some(3000),
        "the rematch keeps the time"
    );

    let games = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM games")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    let before = games().await;
    for wrong in ["11", "0", "two"] {
        let refused = c
            .post(
                "/games/computer",
                &[
                    ("variant", "barrage"),
                    ("level", "expert"),
                    ("seat", "first"),
                    ("clock", "none"),
                    ("think_seconds", wrong),
                ],
            )
            .await;
        assert!(
            refused.body.contains("whole number of seconds from 1 to 10")
                || refused
                    .refused()
                    .is_some_and(|r| r.contains("whole number of seconds from 1 to 10")),
            "{wrong}: {}",
            refused.body
        );
    }

    // Through the API: the same range, and only against the computer.
    let token = fieldpost::app::account::api_tokens::create(&app.env, me, crate::helpers::PASSWORD, "bot", true)
        .await
        .unwrap();
    let challenge = |body: serde_json::Value| {
        let (base, token) = (app.base.clone(), token.clone());
        async move {
            reqwest::Client::new()
                .post(format!("{base}/api/v1/challenges"))
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    use serde_json::json;
    let too_long = json!({"preset": "barrage", "computer": "expert", "think_seconds": 11});
    assert_eq!(challenge(too_long).await, StatusCode::BAD_REQUEST);
    let with_person = json!({"preset": "barrage", "think_seconds": 5});
    assert_eq!(challenge(with_person).await, StatusCode::BAD_REQUEST);
    assert_eq!(games().await, before, "nothing refused was made");
    let ten = json!({"preset": "barrage", "computer": "expert", "think_seconds": 10});
    assert_eq!(challenge(ten).await, StatusCode::CREATED);
    let newest: i64 = sqlx::query_scalar("SELECT max(id) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(think_of(GameId(newest)).await, Some(10_000));
    // Two games at a time may give the computer longer (the rematch and the API's): a third waits until one ends.
    let third = c
        .post(
            "/games/computer",
            &[
                ("variant", "barrage"),
                ("level", "expert"),
                ("seat", "first"),
                ("think_seconds", "3"),
            ],
        )
        .await;
    assert_eq!(
        third.refused(),
        Some(
            "You already have 2 games in which the computer thinks longer: finish one first, or choose the usual time."
        )
    );
}
