//! The JSON API: tokens made and revoked on the account page, scopes and the rate limit, a whole game played
//! through it, refusals as problem JSON in the owner's language, and the fog: for random positions of every
//! preset, no answer to either player or a spectator names an identity that reader's view hides.

use fieldpost::db::{GameId, UserId};
use fieldpost::rules::view::Viewer;
use fieldpost::rules::{Seat, Variant};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Client, TestApp, engine, random_move, spawn_app, started, user_id, username_of};

/// A token for `user` made straight through the use-case.
async fn token(app: &TestApp, user: UserId, play: bool) -> String {
    fieldpost::app::account::api_tokens::create(&app.env, user, crate::helpers::PASSWORD, "test", play)
        .await
        .unwrap()
}

/// An API answer: status, content type and JSON body.
struct Json {
    status: StatusCode,
    content_type: String,
    location: Option<String>,
    body: Value,
}

async fn call(app: &TestApp, method: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Json {
    let http = reqwest::Client::new();
    let url = format!("{}{path}", app.base);
    let mut req = match method {
        "GET" => http.get(&url),
        _ => http.post(&url),
    };
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let res = req.send().await.unwrap();
    let status = res.status();
    let content_type = res
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let location = res
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let text = res.text().await.unwrap();
    let body = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{path} answered no JSON: {text}"));
    Json {
        status,
        content_type,
        location,
        body,
    }
}

fn problem_type(a: &Json) -> &str {
    assert_eq!(a.content_type, "application/problem+json", "{}", a.body);
    a.body["type"].as_str().unwrap()
}

#[tokio::test]
async fn a_token_is_made_shown_once_used_and_revoked_on_the_account_page() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("tokenowner").await;
    let made = c
        .post(
            "/account/tokens",
            &[
                ("name", "my bot"),
                ("play", "yes"),
                ("password", crate::helpers::PASSWORD),
            ],
        )
        .await;
    assert_eq!(made.status, StatusCode::OK);
    assert_eq!(made.header("cache-control"), Some("no-store"));
    let secret = made.body.split("fpat_").nth(1).unwrap()[..64].to_string();
    let secret = format!("fpat_{secret}");
    let me = call(&app, "GET", "/api/v1/me", Some(&secret), None).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.body["username"], "tokenowner");
    assert_eq!(me.body["can_play"], true);
    let account = c.get("/account").await.body;
    assert!(account.contains("my bot") && account.contains("read and play"));
    assert!(!account.contains(&secret), "the token is shown once only");
    let stored: Vec<u8> = sqlx::query_scalar("SELECT token_hash FROM api_tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(
        !String::from_utf8_lossy(&stored).contains(&secret),
        "only a hash is kept"
    );
    let id: i64 = sqlx::query_scalar("SELECT id FROM api_tokens")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(
        c.post(&format!("/account/tokens/{id}/revoke"), &[]).await.refused(),
        None
    );
    let gone = call(&app, "GET", "/api/v1/me", Some(&secret), None).await;
    assert_eq!(gone.status, StatusCode::UNAUTHORIZED);
    assert_eq!(problem_type(&gone), "/api/v1/problems/bad-token");
    // A new password ends every token too: one made from a stolen session does not outlive it.
    let other = token(&app, user_id(&app, "tokenowner").await, true).await;
    let changed = c
        .post(
            "/account/password",
            &[("current", crate::helpers::PASSWORD), ("new", "another long password")],
        )
        .await;
    assert_eq!(changed.refused(), None);
    let ended = call(&app, "GET", "/api/v1/me", Some(&other), None).await;
    assert_eq!(ended.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn missing_tokens_read_only_tokens_and_floods_are_refused_as_problems() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "duel").await;
    let me = user_id(&app, &username_of(&first).await).await;
    let none = call(&app, "GET", "/api/v1/me", None, None).await;
    assert_eq!(none.status, StatusCode::UNAUTHORIZED);
    assert_eq!(problem_type(&none), "/api/v1/problems/token-missing");
    let reader = token(&app, me, false).await;
    let (game, ply) = engine(&app, id).await;
    let mv = game.legal_moves()[0];
    let body = json!({"from": mv.from.to_string(), "to": mv.to.to_string(), "ply": ply});
    let refused = call(
        &app,
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(&reader),
        Some(body),
    )
    .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(problem_type(&refused), "/api/v1/problems/token-read-only");
    assert_eq!(engine(&app, id).await.1, ply, "nothing changed");
    let player = token(&app, me, true).await;
    let nul = json!({"preset": "duel", "opponent": "a\u{0}b"});
    let refused = call(&app, "POST", "/api/v1/challenges", Some(&player), Some(nul)).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    let lower = reqwest::Client::new()
        .get(format!("{}/api/v1/me", app.base))
        .header("authorization", format!("bearer {reader}"))
        .send()
        .await
        .unwrap();
    assert_eq!(lower.status(), StatusCode::OK, "the scheme's name is case-insensitive");
    let head = reqwest::Client::new()
        .head(format!("{}/api/v1/me", app.base))
        .bearer_auth(&reader)
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), StatusCode::OK, "a reading operation answers HEAD");
    let unknown = call(&app, "GET", "/api/v1/nowhere", Some(&reader), None).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(problem_type(&unknown), "/api/v1/problems/not-found");
    // The budget is the account's: spreading requests over its tokens, or making a new one, gains nothing.
    app.env.clock.advance(chrono::Duration::seconds(61));
    let mut last = StatusCode::OK;
    for n in 0..fieldpost::app::account::api_tokens::REQUESTS_PER_MINUTE {
        let token = if n % 2 == 0 { &reader } else { &player };
        last = call(&app, "GET", "/api/v1/me", Some(token), None).await.status;
    }
    assert_eq!(last, StatusCode::OK);
    let fresh = token(&app, me, false).await;
    assert_eq!(
        call(&app, "GET", "/api/v1/me", Some(&fresh), None).await.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the account is limited per minute, whatever token it uses"
    );
    app.env.clock.advance(chrono::Duration::seconds(61));
    assert_eq!(
        call(&app, "GET", "/api/v1/me", Some(&reader), None).await.status,
        StatusCode::OK
    );
    // Reads stay reads: the process takes requests from the budget ten at a time, and a token's last use is
    // written a few minutes apart, so the next nine reads write nothing (no row gets a new version).
    let versions = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>(
                "SELECT string_agg(xmin::text, ',' ORDER BY t) FROM (
                     SELECT 'budget' AS t, xmin FROM api_budget UNION ALL SELECT 'token' || id, xmin FROM api_tokens
                 ) rows",
            )
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let before = versions(&app).await;
    for _ in 0..9 {
        assert_eq!(
            call(&app, "GET", "/api/v1/me", Some(&reader), None).await.status,
            StatusCode::OK
        );
    }
    assert_eq!(versions(&app).await, before, "nine reads wrote nothing");
    call(&app, "GET", "/api/v1/me", Some(&reader), None).await;
    assert_ne!(
        versions(&app).await,
        before,
        "the eleventh takes ten more from the budget"
    );
}

#[tokio::test]
async fn a_game_is_challenged_accepted_set_up_and_played_through_the_api() {
    let app = spawn_app().await;
    let (a, b) = (Client::new(&app), Client::new(&app));
    a.register("apione").await;
    b.register("apitwo").await;
    // The second player reads the API in Finnish.
    sqlx::query("UPDATE users SET lang = 'fi' WHERE username = 'apitwo'")
        .execute(&app.pool)
        .await
        .unwrap();
    let ta = token(&app, user_id(&app, "apione").await, true).await;
    let tb = token(&app, user_id(&app, "apitwo").await, true).await;
    let created = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&ta),
        Some(json!({"preset": "barrage", "opponent": "apitwo", "seat": "first"})),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["id"].as_i64().unwrap();
    let waiting = call(&app, "GET", "/api/v1/games?my_turn=true", Some(&tb), None).await;
    assert_eq!(
        waiting.body.as_array().unwrap().len(),
        1,
        "the challenge waits for its answer"
    );
    let accepted = call(
        &app,
        "POST",
        &format!("/api/v1/challenges/{id}/accept"),
        Some(&tb),
        None,
    )
    .await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.body);
    for t in [&ta, &tb] {
        let game = call(&app, "GET", &format!("/api/v1/games/{id}"), Some(t), None)
            .await
            .body;
        let draft = game["setup"]["setup"].as_str().unwrap().to_string();
        let submitted = call(
            &app,
            "POST",
            &format!("/api/v1/games/{id}/setup"),
            Some(t),
            Some(json!({"setup": draft})),
        )
        .await;
        assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.body);
    }
    let game = call(&app, "GET", &format!("/api/v1/games/{id}"), Some(&ta), None)
        .await
        .body;
    assert_eq!(game["status"], "playing");
    assert_eq!(game["your_turn"], true);
    let legal = call(&app, "GET", &format!("/api/v1/games/{id}/legal-moves"), Some(&ta), None)
        .await
        .body;
    let mv = &legal[0];
    let none_for_b = call(&app, "GET", &format!("/api/v1/games/{id}/legal-moves"), Some(&tb), None)
        .await
        .body;
    assert_eq!(none_for_b, json!([]), "not the second player's move");
    let played = call(
        &app,
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(&ta),
        Some(json!({"from": mv["from"], "to": mv["to"], "ply": 0})),
    )
    .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.body);
    assert_eq!(played.body["ply"], 1);
    assert!(
        !played.body["moves"][0]["text"].as_str().unwrap().is_empty(),
        "the move is worded"
    );
    // The same move again, from the stale view: nothing changes, and the refusal is in Finnish.
    let stale = call(
        &app,
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(&tb),
        Some(json!({"from": "a7", "to": "a6", "ply": 0})),
    )
    .await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    assert_eq!(problem_type(&stale), "/api/v1/problems/stale-page");
    let english = fieldpost::i18n::Lang::En.t("error-stale-page");
    assert_ne!(stale.body["title"], english.as_str(), "worded in the owner's language");
    let illegal = call(
        &app,
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(&tb),
        Some(json!({"from": "a1", "to": "a2", "ply": 1})),
    )
    .await;
    assert_eq!(illegal.status.as_u16() / 100, 4);
    assert!(problem_type(&illegal).starts_with("/api/v1/problems/"));
    assert_eq!(engine(&app, GameId(id)).await.1, 1, "a refusal changes nothing");
    let resigned = call(&app, "POST", &format!("/api/v1/games/{id}/resign"), Some(&tb), None).await;
    assert_eq!(resigned.body["status"], "finished");
    assert_eq!(resigned.body["result"]["winner"], "red");
}

/// Every identity an API answer about game `id` names, by where it names it.
fn identities(game: &Value) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for p in game["board"].as_array().unwrap() {
        if let Some(k) = p["kind"].as_str() {
            found.push((format!("board {}", p["square"].as_str().unwrap()), k.to_string()));
        }
    }
    for m in game["moves"].as_array().unwrap() {
        if let Some(k) = m["mover"].as_str() {
            found.push((format!("mover {}", m["ply"]), k.to_string()));
        }
        if let Some(k) = m["battle"]["defender"].as_str() {
            found.push((format!("defender {}", m["ply"]), k.to_string()));
        }
    }
    found
}

#[tokio::test]
async fn api_answers_never_name_a_hidden_identity() {
    let app = spawn_app().await;
    let watcher = Client::new(&app);
    watcher.register("apiwatcher").await;
    let spectator = token(&app, user_id(&app, "apiwatcher").await, false).await;
    for (n, variant) in Variant::ALL.into_iter().enumerate() {
        let (first, second, id) = started(&app, variant.id()).await;
        let ids = [
            user_id(&app, &username_of(&first).await).await,
            user_id(&app, &username_of(&second).await).await,
        ];
        let tokens = [token(&app, ids[0], false).await, token(&app, ids[1], false).await];
        let mut seed = n as u64 * 104_729 + 3;
        for target_ply in [0u32, 20, 60] {
            while engine(&app, id).await.0.ply() < target_ply && random_move(&app, ids, id, &mut seed).await {}
            let (game, _) = engine(&app, id).await;
            if game.outcome().is_some() {
                break;
            }
            let loaded = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
            let replay = loaded.replay(None).unwrap();
            for (viewer, t) in [
                (Viewer::Player(Seat::First), &tokens[0]),
                (Viewer::Player(Seat::Second), &tokens[1]),
                (Viewer::Spectator, &spectator),
            ] {
                let view = game.view_for(viewer);
                let answer = call(&app, "GET", &format!("/api/v1/games/{id}"), Some(t), None)
                    .await
                    .body;
                for (place, kind) in identities(&answer) {
                    let known = match place.split_once(' ').unwrap() {
                        ("board", sq) => view
                            .pieces()
                            .iter()
                            .find(|p| p.square().to_string() == sq)
                            .and_then(|p| p.identity()),
                        (what, ply) => {
                            let report = &replay.reports[ply.parse::<usize>().unwrap() - 1];
                            let seen = game.describe(report, viewer);
                            if what == "mover" {
                                seen.mover()
                            } else {
                                seen.battle().and_then(|b| b.defender())
                            }
                        }
                    };
                    assert_eq!(
                        known.map(|k| k.code().to_string()),
                        Some(kind.clone()),
                        "{variant:?} ply {target_ply}: {place} names {kind} to {viewer:?}"
                    );
                }
                let hidden = view.pieces().iter().filter(|p| p.identity().is_none()).count();
                let unnamed = answer["board"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|p| p["kind"].is_null())
                    .count();
                assert_eq!(
                    hidden, unnamed,
                    "{variant:?}: every hidden piece is unnamed, and only those"
                );
                let lists = [
                    call(&app, "GET", "/api/v1/games", Some(t), None).await.body,
                    call(&app, "GET", "/api/v1/games/public", Some(t), None).await.body,
                    call(&app, "GET", &format!("/api/v1/games/{id}/legal-moves"), Some(t), None)
                        .await
                        .body,
                ];
                // Lists name no piece at all; legal moves name squares only.
                for list in &lists {
                    assert!(!list.to_string().contains("\"kind\""), "{list}");
                }
            }
        }
    }
}

/// What an outside program met playing through the API, mended: unknown fields are refused by name, squares are
/// read in either case by one rule, a new game says where it is, and the lists and views carry the deadline and
/// the result.
#[tokio::test]
async fn what_a_bot_author_met_is_mended() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "barrage").await;
    let (red_id, blue_id) = (
        user_id(&app, &username_of(&red).await).await,
        user_id(&app, &username_of(&blue).await).await,
    );
    let (tr, tb) = (token(&app, red_id, true).await, token(&app, blue_id, true).await);

    // A field the document does not name changes nothing and is named back.
    let unknown = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "stratego", "more_squares_rule": false})),
    )
    .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST, "{}", unknown.body);
    assert!(
        unknown.body["title"].as_str().unwrap().contains("more_squares_rule"),
        "{}",
        unknown.body
    );
    let open: i64 = sqlx::query_scalar("SELECT count(*) FROM games WHERE status = 'open'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(open, 0, "no game was made");

    // A new game answers 201 with where it is.
    let made = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "duel"})),
    )
    .await;
    assert_eq!(made.status, StatusCode::CREATED);
    assert_eq!(made.location, Some(format!("/api/v1/games/{}", made.body["id"])));

    // The preset's own options may be chosen, and the game view shows the rules in force.
    let chosen = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "stratego", "options": {"more_squares_rule": false, "two_squares_limit": 5}})),
    )
    .await;
    assert_eq!(chosen.status, StatusCode::CREATED, "{}", chosen.body);
    let view = call(&app, "GET", chosen.location.as_deref().unwrap(), Some(&tr), None)
        .await
        .body;
    assert_eq!(view["rules"]["more_squares_rule"], false);
    assert_eq!(view["rules"]["two_squares_limit"], 5);
    assert_eq!(
        view["rules"]["scout_strike"], true,
        "the preset's own (ISF) where none was chosen"
    );
    let stored: Value = sqlx::query_scalar("SELECT options FROM games WHERE id = $1")
        .bind(chosen.body["id"].as_i64().unwrap())
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, json!({"more_squares_rule": false, "two_squares_limit": 5}));
    // Espionage has no two-squares limit: refused, by name; an option that is not one is refused by name too.
    let wrong = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "espionage", "options": {"two_squares_limit": 3}})),
    )
    .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", wrong.body);
    assert!(
        wrong.body["title"].as_str().unwrap().contains("two_squares_limit"),
        "{}",
        wrong.body
    );
    // A draw after a million quiet plies would be a game no page can replay: a new game's limit has a bound.
    let endless = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "stratego", "options": {"quiet_plies_limit": 1_000_001}})),
    )
    .await;
    assert_eq!(endless.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", endless.body);
    assert!(endless.body["title"].as_str().unwrap().contains("quiet_plies_limit"));
    let long = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "stratego", "options": {"quiet_plies_limit": fieldpost::app::game::games::MAX_QUIET_PLIES}})),
    )
    .await;
    assert_eq!(long.status, StatusCode::CREATED, "{}", long.body);
    let espionage = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "espionage"})),
    )
    .await;
    let view = call(&app, "GET", espionage.location.as_deref().unwrap(), Some(&tr), None)
        .await
        .body;
    assert_eq!(
        view["rules"]["two_squares_limit"],
        Value::Null,
        "not a rule of Espionage"
    );
    assert!(view["rules"]["quiet_plies_limit"].as_u64().is_some_and(|n| n > 0));
    let misspelt = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "stratego", "options": {"more_square_rule": false}})),
    )
    .await;
    assert_eq!(misspelt.status, StatusCode::BAD_REQUEST);
    assert!(misspelt.body["title"].as_str().unwrap().contains("more_square_rule"));

    // The view carries the deadline; a move's squares are read in either case.
    let view = call(&app, "GET", &format!("/api/v1/games/{id}"), Some(&tr), None)
        .await
        .body;
    assert!(
        view["deadline"]
            .as_str()
            .is_some_and(|d| d.parse::<chrono::DateTime<chrono::Utc>>().is_ok())
    );
    let (game, ply) = engine(&app, id).await;
    let mv = game.legal_moves()[0];
    let shouted =
        json!({"from": mv.from.to_string().to_uppercase(), "to": mv.to.to_string().to_uppercase(), "ply": ply});
    let played = call(
        &app,
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(&tr),
        Some(shouted),
    )
    .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.body);
    // The same move again, on the view it was chosen from: nothing changes, and the answer says where the game
    // stands now.
    let again = json!({"from": mv.from.to_string(), "to": mv.to.to_string(), "ply": ply});
    let stale = call(
        &app,
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(&tr),
        Some(again),
    )
    .await;
    assert_eq!(stale.status, StatusCode::CONFLICT, "{}", stale.body);
    assert_eq!(problem_type(&stale), "/api/v1/problems/stale-page");
    assert_eq!(stale.body["game"]["ply"], json!(ply + 1), "{}", stale.body);
    // Not a square at all is a bad request; a square off this board is a refused move.
    for (from, status) in [
        ("??", StatusCode::BAD_REQUEST),
        ("K4", StatusCode::UNPROCESSABLE_ENTITY),
    ] {
        let body = json!({"from": from, "to": "a5", "ply": ply + 1});
        let a = call(
            &app,
            "POST",
            &format!("/api/v1/games/{id}/moves"),
            Some(&tb),
            Some(body),
        )
        .await;
        assert_eq!(a.status, status, "{from}: {}", a.body);
    }

    // Once over, the list says how it ended.
    assert_eq!(
        call(&app, "POST", &format!("/api/v1/games/{id}/resign"), Some(&tb), None)
            .await
            .status,
        StatusCode::OK
    );
    let mine = call(&app, "GET", "/api/v1/games", Some(&tr), None).await.body;
    let listed = mine
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == json!(id.0))
        .unwrap()
        .clone();
    assert_eq!(
        listed["result"],
        json!({"winner": "red", "reason": "resign"}),
        "{listed}"
    );
    assert_eq!(listed["deadline"], Value::Null, "no deadline once over");
}

/// A client that polls a game pays little: its view is tagged (a `304` while nothing it may see changed), may
/// carry only the moves after a ply it holds, and comes gzipped to a client that takes it.
#[tokio::test]
async fn a_game_view_is_tagged_trimmed_and_compressed() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    let user = user_id(&app, &username_of(&red).await).await;
    let t = token(&app, user, true).await;
    let http = reqwest::Client::new();
    let url = format!("{}/api/v1/games/{id}", app.base);
    let get = |extra: Option<(&'static str, String)>| {
        let mut req = http.get(&url).bearer_auth(&t);
        if let Some((name, value)) = extra {
            req = req.header(name, value);
        }
        req.send()
    };
    let first = get(None).await.unwrap();
    let tag = first.headers()["etag"].to_str().unwrap().to_string();
    let held = get(Some(("if-none-match", tag.clone()))).await.unwrap();
    assert_eq!(held.status(), StatusCode::NOT_MODIFIED, "nothing changed");
    // Two moves later the tag is new, and `since` leaves out what the client holds.
    for _ in 0..2 {
        let (game, ply) = engine(&app, id).await;
        let seat = game.to_move().unwrap();
        let players = [user, user_id(&app, &username_of(&blue).await).await];
        let mv = game.legal_moves()[0];
        fieldpost::app::game::play::play(
            &app.env,
            fieldpost::app::game::play::Mover::Account(players[seat.index()]),
            id,
            &mv.from.to_string().try_into().unwrap(),
            &mv.to.to_string().try_into().unwrap(),
            ply,
        )
        .await
        .unwrap();
    }
    let moved = get(Some(("if-none-match", tag.clone()))).await.unwrap();
    assert_eq!(moved.status(), StatusCode::OK);
    assert_ne!(moved.headers()["etag"].to_str().unwrap(), tag);
    let all: Value = moved.json().await.unwrap();
    assert_eq!(all["moves"].as_array().unwrap().len(), 2);
    let recent = http
        .get(format!("{url}?since=1"))
        .bearer_auth(&t)
        .send()
        .await
        .unwrap()
        .json::<Value>()
        .await
        .unwrap();
    let plies: Vec<i64> = recent["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["ply"].as_i64().unwrap())
        .collect();
    assert_eq!(plies, vec![2], "only the moves after ply 1");
    let zipped = get(Some(("accept-encoding", "gzip".to_string()))).await.unwrap();
    assert_eq!(
        zipped.headers().get("content-encoding").map(|v| v.to_str().unwrap()),
        Some("gzip")
    );
}

/// The leaderboards and profiles have their API twins: what the pages show anyone, as JSON.
#[tokio::test]
async fn leaderboards_and_profiles_are_read_through_the_api() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "duel").await;
    let red_name = username_of(&red).await;
    let t = token(&app, user_id(&app, &red_name).await, false).await;
    assert_eq!(blue.post(&format!("/games/{id}/resign"), &[]).await.refused(), None);
    let profile = call(&app, "GET", &format!("/api/v1/players/{red_name}"), Some(&t), None).await;
    assert_eq!(profile.status, StatusCode::OK, "{}", profile.body);
    assert_eq!(profile.body["name"], json!(red_name));
    assert_eq!(
        profile.body["results"],
        json!([{"preset": "duel", "won": 1, "drawn": 0, "lost": 0}])
    );
    let board = call(&app, "GET", "/api/v1/leaderboard/duel", Some(&t), None).await;
    assert_eq!(board.status, StatusCode::OK);
    assert!(board.body.is_array());
    for path in ["/api/v1/leaderboard/chess", "/api/v1/players/nobody-at-all"] {
        let missing = call(&app, "GET", path, Some(&t), None).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(problem_type(&missing), "/api/v1/problems/not-found");
    }
}

/// The tournament pages have their API twins: the events listed, and one event with its standings and games.
#[tokio::test]
async fn tournaments_are_read_through_the_api() {
    let app = spawn_app().await;
    let f = crate::tournaments::field(&app, "apievent", 4).await;
    let event = crate::tournaments::entered(&f, &[("format", "round_robin"), ("size", "4")]).await;
    assert!(fieldpost::jobs::tournament_rounds::advance_one(&app.env).await.unwrap());
    let t = token(&app, f.ids[0], false).await;
    let list = call(&app, "GET", "/api/v1/tournaments", Some(&t), None).await;
    assert_eq!(list.status, StatusCode::OK);
    let listed = list
        .body
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == json!(event))
        .unwrap()
        .clone();
    assert_eq!(
        (
            listed["status"].as_str(),
            listed["format"].as_str(),
            listed["entrants"].as_i64()
        ),
        (Some("running"), Some("round_robin"), Some(4))
    );
    let one = call(&app, "GET", &format!("/api/v1/tournaments/{event}"), Some(&t), None).await;
    assert_eq!(one.status, StatusCode::OK, "{}", one.body);
    assert_eq!(one.body["games"].as_array().unwrap().len(), 12, "each pair twice");
    assert_eq!(one.body["standings"].as_array().unwrap().len(), 4);
    assert_eq!(one.body["name"], json!("Winter cup"));
    let missing = call(&app, "GET", "/api/v1/tournaments/999999", Some(&t), None).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

/// Every action of the pages beside the board and on the account page has its twin in the API: the
/// conversation (players only; muting hides the opponent's words), notes (the author's alone), a rematch,
/// saved setups, the vacation, the preferences, and a tournament created, entered, left and withdrawn from.
#[tokio::test]
async fn the_pages_actions_have_api_twins() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "barrage").await;
    let (red_id, blue_id) = (
        user_id(&app, &username_of(&red).await).await,
        user_id(&app, &username_of(&blue).await).await,
    );
    let (tr, tb) = (token(&app, red_id, true).await, token(&app, blue_id, true).await);
    let onlooker = Client::new(&app);
    onlooker.register("onlooker").await;
    let to = token(&app, user_id(&app, "onlooker").await, true).await;
    let game = |rest: &str| format!("/api/v1/games/{id}{rest}");

    // The conversation: written by one player, read by the other, never by anyone else.
    let wrote = call(
        &app,
        "POST",
        &game("/messages"),
        Some(&tr),
        Some(json!({"text": "Have fun"})),
    )
    .await;
    assert_eq!(wrote.status, StatusCode::OK, "{}", wrote.body);
    assert_eq!(wrote.body["messages"][0]["mine"], true);
    let read = call(&app, "GET", &game("/messages"), Some(&tb), None).await;
    assert_eq!(read.body["messages"][0]["text"], "Have fun");
    assert_eq!(read.body["messages"][0]["mine"], false);
    let stranger = call(&app, "GET", &game("/messages"), Some(&to), None).await;
    assert_eq!(stranger.status, StatusCode::FORBIDDEN);
    let message = read.body["messages"][0]["id"].as_i64().unwrap();
    let reported = call(
        &app,
        "POST",
        &game(&format!("/messages/{message}/report")),
        Some(&tb),
        None,
    )
    .await;
    assert_eq!(reported.status, StatusCode::OK, "{}", reported.body);
    let own = call(
        &app,
        "POST",
        &game(&format!("/messages/{message}/report")),
        Some(&tr),
        None,
    )
    .await;
    assert_eq!(own.status, StatusCode::NOT_FOUND, "nobody reports their own words");
    let muted = call(&app, "POST", &game("/mute"), Some(&tb), Some(json!({"muted": true}))).await;
    assert_eq!(muted.body["muted"], true);
    assert_eq!(
        muted.body["messages"],
        json!([]),
        "a muted opponent's words are left out"
    );
    let empty = call(&app, "POST", &game("/messages"), Some(&tr), Some(json!({"text": ""}))).await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", empty.body);

    // Notes: on a hidden enemy piece, the author's alone.
    let (engine_game, ply) = engine(&app, id).await;
    let view = engine_game.view_for(Viewer::Player(Seat::First));
    let enemy = view
        .pieces()
        .iter()
        .find(|p| p.owner() == Seat::Second)
        .unwrap()
        .square()
        .to_string();
    let noted = call(
        &app,
        "POST",
        &game("/notes"),
        Some(&tr),
        Some(json!({"square": enemy, "guess": "not:B", "text": "moved early?", "ply": ply})),
    )
    .await;
    assert_eq!(noted.status, StatusCode::OK, "{}", noted.body);
    assert_eq!(
        noted.body,
        json!([{"square": enemy, "guess": "not:B", "text": "moved early?"}])
    );
    assert_eq!(
        call(&app, "GET", &game("/notes"), Some(&tb), None).await.body,
        json!([])
    );
    assert_eq!(
        call(&app, "GET", &game("/notes"), Some(&to), None).await.status,
        StatusCode::FORBIDDEN
    );

    // A finished game's rematch: offered by one, accepted by the other, the same new game.
    let early = call(&app, "GET", &game("/record"), Some(&to), None).await;
    assert_eq!(
        early.status,
        StatusCode::FORBIDDEN,
        "no record before the end: it holds the setups"
    );
    let resigned = call(&app, "POST", &game("/resign"), Some(&tb), None).await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.body);
    let record = call(&app, "GET", &game("/record"), Some(&to), None).await;
    assert_eq!(record.status, StatusCode::OK);
    assert_eq!(record.body["variant"], "barrage");
    assert_eq!(
        record.body["setup"].as_object().map(|s| s.len()),
        Some(2),
        "{}",
        record.body
    );
    let offered = call(&app, "POST", &game("/rematch"), Some(&tr), None).await;
    assert_eq!(offered.status, StatusCode::CREATED, "{}", offered.body);
    let accepted = call(&app, "POST", &game("/rematch"), Some(&tb), None).await;
    assert_eq!(accepted.body["id"], offered.body["id"]);
    let new = call(&app, "GET", offered.location.as_deref().unwrap(), Some(&tb), None).await;
    assert_eq!(new.body["status"], "setup");

    // Saved setups: kept from a game in setup, listed by preset.
    let new_game = format!("/api/v1/games/{}/saved-setups", offered.body["id"]);
    let saved = call(&app, "POST", &new_game, Some(&tb), Some(json!({"name": "wall"}))).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(saved.body[0]["name"], "wall");
    let listed = call(&app, "GET", "/api/v1/setups?preset=barrage", Some(&tb), None).await;
    assert_eq!(listed.body, saved.body);
    assert_eq!(
        call(&app, "GET", "/api/v1/setups?preset=barrage", Some(&tr), None)
            .await
            .body,
        json!([]),
        "another account's setups are not shown"
    );

    // Vacation and preferences.
    let on = call(&app, "POST", "/api/v1/vacation", Some(&tr), Some(json!({"on": true}))).await;
    assert_eq!(on.body["on"], true, "{}", on.body);
    assert_eq!(
        call(&app, "GET", "/api/v1/vacation", Some(&tr), None).await.body["on"],
        true
    );
    let off = call(&app, "POST", "/api/v1/vacation", Some(&tr), Some(json!({"on": false}))).await;
    assert_eq!(off.body["on"], false);
    let prefs = call(
        &app,
        "POST",
        "/api/v1/preferences",
        Some(&tr),
        Some(json!({"numbering": "classic", "time_zone": "Europe/Helsinki"})),
    )
    .await;
    assert_eq!(prefs.status, StatusCode::OK, "{}", prefs.body);
    assert_eq!(prefs.body["numbering"], "classic");
    assert_eq!(prefs.body["time_zone"], "Europe/Helsinki");
    assert_eq!(prefs.body["orientation"], "own_side", "what was not sent stays");
    let mail = call(
        &app,
        "POST",
        "/api/v1/preferences",
        Some(&tr),
        Some(json!({"mail": ["your_turn", "game_over"], "moves_by_mail": false})),
    )
    .await;
    assert_eq!(mail.body["mail"], json!(["your_turn", "game_over"]), "{}", mail.body);
    assert_eq!(mail.body["moves_by_mail"], false);
    assert_eq!(mail.body["numbering"], "classic", "what was not sent stays");
    let bad = call(
        &app,
        "POST",
        "/api/v1/preferences",
        Some(&tr),
        Some(json!({"numbering": "modern", "mail": ["carrier_pigeon"]})),
    )
    .await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let unchanged = call(&app, "GET", "/api/v1/preferences", Some(&tr), None).await;
    assert_eq!(unchanged.body["numbering"], "classic", "a refusal changes nothing");
    // The calendar's address (made on asking, secret), and one's own data.
    let none = call(&app, "GET", "/api/v1/calendar", Some(&tr), None).await;
    assert_eq!(none.status, StatusCode::NOT_FOUND);
    let links = call(&app, "POST", "/api/v1/calendar", Some(&tr), None).await;
    assert!(
        links.body["webcal"].as_str().unwrap().starts_with("webcal://"),
        "{}",
        links.body
    );
    assert_eq!(
        call(&app, "GET", "/api/v1/calendar", Some(&tr), None).await.body,
        links.body
    );
    let feed = links.body["ics"].as_str().unwrap().replace(&app.base, "");
    assert_eq!(reqwest::get(format!("{}{feed}", app.base)).await.unwrap().status(), 200);
    let mine = call(&app, "GET", "/api/v1/own-data", Some(&tr), None).await;
    assert_eq!(mine.body["format"], "fieldpost-own-data-1");
    assert_eq!(mine.body["account"]["username"], username_of(&red).await.as_str());
    let read_only = token(&app, red_id, false).await;
    let refused = call(
        &app,
        "POST",
        "/api/v1/vacation",
        Some(&read_only),
        Some(json!({"on": true})),
    )
    .await;
    assert_eq!(
        refused.status,
        StatusCode::FORBIDDEN,
        "a read-only token changes nothing"
    );

    // A tournament: created (its creator entered), entered, left before it starts (events are for confirmed
    // addresses).
    sqlx::query("UPDATE users SET email_verified_at = now() WHERE id = ANY($1)")
        .bind(vec![red_id.0, blue_id.0])
        .execute(&app.pool)
        .await
        .unwrap();
    let made = call(
        &app,
        "POST",
        "/api/v1/tournaments",
        Some(&tr),
        Some(json!({"name": "Bot cup", "preset": "barrage", "format": "swiss", "size": 8, "rounds": 3})),
    )
    .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.body);
    let cup = made.location.clone().unwrap();
    let entered = call(&app, "POST", &format!("{cup}/entry"), Some(&tb), None).await;
    assert_eq!(entered.status, StatusCode::OK, "{}", entered.body);
    assert_eq!(entered.body["entrants"], 2);
    let left = call(&app, "POST", &format!("{cup}/leave"), Some(&tb), None).await;
    assert_eq!(left.body["entrants"], 1);
    let not_running = call(&app, "POST", &format!("{cup}/withdraw"), Some(&tr), None).await;
    assert_eq!(not_running.status, StatusCode::CONFLICT, "{}", not_running.body);
    let not_creator = call(&app, "POST", &format!("{cup}/cancel"), Some(&tb), None).await;
    assert_eq!(not_creator.status, StatusCode::FORBIDDEN, "{}", not_creator.body);
    let cancelled = call(&app, "POST", &format!("{cup}/cancel"), Some(&tr), None).await;
    assert_eq!(cancelled.body["status"], "cancelled", "{}", cancelled.body);

    // A challenge declined through the API.
    let challenge = call(
        &app,
        "POST",
        "/api/v1/challenges",
        Some(&tr),
        Some(json!({"preset": "duel", "opponent": username_of(&blue).await})),
    )
    .await;
    let declined = call(
        &app,
        "POST",
        &format!("/api/v1/challenges/{}/decline", challenge.body["id"]),
        Some(&tb),
        None,
    )
    .await;
    assert_eq!(declined.body["status"], "declined", "{}", declined.body);
}
