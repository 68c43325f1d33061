//! The API's event streams, with the real parts: an account's events raised through one web process and read
//! through another (a `fieldpost serve` of its own on the same database), a dropped connection resumed with
//! `Last-Event-ID`, an idle stream that sends no query to PostgreSQL (counted in `pg_stat_activity`), and the
//! fog: every event kind goes only to whom it concerns and holds only what they may know; a game's stream is a
//! spectator's, whoever reads it.

use std::time::{Duration, Instant};

use fieldpost::app::account::account_events::AccountEvent;
use fieldpost::app::{game::games, game::messages, game::play};
use fieldpost::db::{GameId, UserId};
use fieldpost::rules::board::SquareName;
use fieldpost::rules::{Move, Seat};
use rand::{Rng, SeedableRng};
use serde_json::Value;

use crate::faults::{fieldpost as fieldpost_process, free_port, wait_ready};
use crate::helpers::{Client, TestApp, challenge, engine, moves_that_go_on, spawn_app, started, user_id, username_of};

async fn token(app: &TestApp, user: UserId) -> String {
    fieldpost::app::account::api_tokens::create(&app.env, user, crate::helpers::PASSWORD, "events", false)
        .await
        .unwrap()
}

/// One event as a stream sent it: its number, its name (SSE) and its JSON.
#[derive(Debug, Clone)]
struct Sent {
    id: Option<i64>,
    name: Option<String>,
    data: Value,
}

/// An open stream, read as it comes.
struct Stream {
    res: reqwest::Response,
    buffer: String,
    ndjson: bool,
}

impl Stream {
    async fn open(base: &str, path: &str, token: &str, headers: &[(&str, &str)]) -> Stream {
        let mut req = reqwest::Client::new().get(format!("{base}{path}")).bearer_auth(token);
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        let ndjson = res.headers()["content-type"] == "application/x-ndjson";
        if !ndjson {
            assert_eq!(res.headers()["content-type"], "text/event-stream");
        }
        Stream {
            res,
            buffer: String::new(),
            ndjson,
        }
    }

    /// The events whole in the buffer, taken from it.
    fn take(&mut self) -> Vec<Sent> {
        let separator = if self.ndjson { "\n" } else { "\n\n" };
        let mut out = Vec::new();
        while let Some(at) = self.buffer.find(separator) {
            let block: String = self.buffer.drain(..at + separator.len()).collect();
            let block = block.trim();
            if block.is_empty() || block.starts_with(':') {
                continue;
            }
            if self.ndjson {
                out.push(Sent {
                    id: None,
                    name: None,
                    data: serde_json::from_str(block).unwrap(),
                });
                continue;
            }
            let field = |name: &str| {
                block
                    .lines()
                    .find_map(|l| l.strip_prefix(name).map(|v| v.trim().to_string()))
            };
            out.push(Sent {
                id: field("id:").map(|v| v.parse().unwrap()),
                name: field("event:"),
                data: serde_json::from_str(&field("data:").unwrap()).unwrap(),
            });
        }
        out
    }

    /// Reads until `enough` holds for the events read, the stream ends or `within` passes.
    async fn read_until(&mut self, within: Duration, enough: impl Fn(&[Sent]) -> bool) -> Vec<Sent> {
        let started = Instant::now();
        let mut seen = Vec::new();
        while !enough(&seen) && started.elapsed() < within {
            match tokio::time::timeout(within.saturating_sub(started.elapsed()), self.res.chunk()).await {
                Ok(Ok(Some(bytes))) => {
                    self.buffer.push_str(&String::from_utf8_lossy(&bytes));
                    seen.extend(self.take());
                }
                _ => break,
            }
        }
        seen
    }
}

fn is_turn(e: &Sent, ply: i64) -> bool {
    e.data["type"] == "your_turn" && e.data["ply"] == ply
}

async fn move_as(app: &TestApp, user: UserId, id: GameId, mv: Move, ply: i32) {
    play::play(
        &app.env,
        play::Mover::Account(user),
        id,
        &SquareName::from(mv.from),
        &SquareName::from(mv.to),
        ply,
    )
    .await
    .unwrap();
}

/// Backends of the web process (named by its `application_name`) that began a query after `since`.
async fn queries_since(app: &TestApp, name: &str, since: chrono::DateTime<chrono::Utc>) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND query_start > $2")
        .bind(name)
        .bind(since)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn db_now(app: &TestApp) -> chrono::DateTime<chrono::Utc> {
    sqlx::query_scalar("SELECT now()").fetch_one(&app.pool).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_raised_on_one_web_process_reaches_a_stream_on_another_which_resumes_after_a_drop() {
    let app = spawn_app().await;
    let (red, blue, id) = started(&app, "stratego").await;
    let (red_id, blue_id) = (
        user_id(&app, &username_of(&red).await).await,
        user_id(&app, &username_of(&blue).await).await,
    );
    // A web process of its own on the same database, named so that its queries can be told from the test's.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("target/events-{}", id.0));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let app_name = format!("fp-events-{}", id.0);
    let separator = if app.database_url.contains('?') { '&' } else { '?' };
    let settings = vec![
        (
            "DATABASE_URL",
            format!("{}{separator}application_name={app_name}", app.database_url),
        ),
        ("BIND", format!("127.0.0.1:{port}")),
        ("BASE_URL", base.clone()),
        ("FIELDPOST_DATA_DIR", dir.join("data").display().to_string()),
        ("RUST_LOG", "warn".to_string()),
    ];
    let _web = fieldpost_process(&["serve", "--no-worker"], &settings, &dir.join("web.log"));
    assert!(
        wait_ready(&base, Duration::from_secs(30)).await.is_some(),
        "the web process came up"
    );
    let blue_token = token(&app, blue_id).await;
    let mut stream = Stream::open(&base, "/api/v1/events", &blue_token, &[]).await;

    // Idle: the stream waits on the process's one listening connection and asks PostgreSQL nothing.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let quiet_from = db_now(&app).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        queries_since(&app, &app_name, quiet_from).await,
        0,
        "an idle stream makes no query"
    );

    // Red moves through the test's own server: Blue's stream on the other process hears it.
    let (game, _) = engine(&app, id).await;
    move_as(&app, red_id, id, moves_that_go_on(&game)[0], 0).await;
    let seen = stream
        .read_until(Duration::from_secs(5), |s| s.iter().any(|e| is_turn(e, 1)))
        .await;
    let turn = seen
        .iter()
        .find(|e| is_turn(e, 1))
        .unwrap_or_else(|| panic!("{seen:?}"));
    assert_eq!(turn.name.as_deref(), Some("your_turn"));
    assert_eq!(turn.data["game"], id.0);
    assert!(turn.data["deadline"].is_string(), "{:?}", turn.data);
    assert_eq!(turn.data["seq"].as_i64(), turn.id);
    assert!(
        queries_since(&app, &app_name, quiet_from).await > 0,
        "an event is read when it comes (the count above could see a query)"
    );
    let last = turn.id.unwrap();
    drop(stream);

    // While Blue is away: Blue moves (from elsewhere), Red writes and moves.
    let (game, _) = engine(&app, id).await;
    move_as(&app, blue_id, id, moves_that_go_on(&game)[0], 1).await;
    messages::post(&app.env, red_id, id, "Good luck, you will need it")
        .await
        .unwrap();
    let (game, _) = engine(&app, id).await;
    move_as(&app, red_id, id, moves_that_go_on(&game)[0], 2).await;

    // Back, as newline-delimited JSON, after the last event Blue had: what happened meanwhile, once, in order.
    let last_id = last.to_string();
    let mut resumed = Stream::open(
        &base,
        "/api/v1/events",
        &blue_token,
        &[("Last-Event-ID", &last_id), ("Accept", "application/x-ndjson")],
    )
    .await;
    let seen = resumed
        .read_until(Duration::from_secs(5), |s| s.iter().any(|e| is_turn(e, 3)))
        .await;
    assert_eq!(seen[0].data["type"], "stream_opened", "first, where the stream starts");
    assert_eq!(seen[0].data["seq"], last);
    let seen = &seen[1..];
    let kinds: Vec<&str> = seen.iter().map(|e| e.data["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["message", "your_turn"], "{seen:?}");
    assert_eq!(seen[0].data["text"], "Good luck, you will need it");
    assert_eq!(seen[0].data["from"], username_of(&red).await.as_str());
    let seqs: Vec<i64> = seen.iter().map(|e| e.data["seq"].as_i64().unwrap()).collect();
    assert!(seqs[0] > last && seqs[1] > seqs[0], "{seqs:?}");

    // From the start (`since=0`), as Server-Sent Events: everything Blue was told, in order.
    let mut all = Stream::open(&base, "/api/v1/events?since=0", &blue_token, &[]).await;
    let seen = all
        .read_until(Duration::from_secs(5), |s| s.iter().any(|e| is_turn(e, 3)))
        .await;
    let kinds: Vec<&str> = seen.iter().map(|e| e.name.as_deref().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "stream_opened",
            "challenge_received",
            "your_turn",
            "your_turn",
            "message",
            "your_turn"
        ],
        "{seen:?}"
    );
    assert_eq!(seen[2].data["ply"], Value::Null, "the setup");
    // Muting Red takes Red's words out of Blue's events too.
    messages::set_muted(&app.env, blue_id, id, true).await.unwrap();
    let mut again = Stream::open(&base, "/api/v1/events?since=0", &blue_token, &[]).await;
    let seen = again
        .read_until(Duration::from_secs(5), |s| s.iter().any(|e| is_turn(e, 3)))
        .await;
    assert!(seen.iter().all(|e| e.data["type"] != "message"), "{seen:?}");
    // A HEAD request is answered at once, without a stream held open.
    let head = tokio::time::timeout(
        Duration::from_secs(5),
        reqwest::Client::new()
            .head(format!("{base}/api/v1/events"))
            .bearer_auth(&blue_token)
            .send(),
    )
    .await
    .expect("answered at once")
    .unwrap();
    assert_eq!(head.status(), 200);
    // A number that was never sent is refused, as is a stream without a token.
    let res = reqwest::Client::new()
        .get(format!("{base}/api/v1/events"))
        .bearer_auth(&blue_token)
        .header("Last-Event-ID", "yesterday")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert_eq!(res.headers()["content-type"], "application/problem+json");
    let res = reqwest::get(format!("{base}/api/v1/events")).await.unwrap();
    assert_eq!(res.status(), 401);
}

/// The moves of a game as the API shows them to `token`'s owner.
async fn moves_seen_by(app: &TestApp, id: GameId, token: &str) -> Value {
    let res = reqwest::Client::new()
        .get(format!("{}/api/v1/games/{id}", app.base))
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    let view: Value = res.json().await.unwrap();
    view["moves"].clone()
}

/// A challenge from a new player to another, not answered yet.
async fn unanswered_challenge(app: &TestApp) -> (Client, Client, GameId) {
    let (from, to) = (Client::new(app), Client::new(app));
    let n = fieldpost::app::account::accounts::random_token();
    let (a, b) = (format!("c{}", &n[..8]), format!("d{}", &n[8..16]));
    from.register(&a).await;
    to.register(&b).await;
    let created = from
        .post(
            "/games",
            &[("variant", "stratego"), ("seat", "first"), ("opponent", b.as_str())],
        )
        .await;
    assert_eq!(created.refused(), None);
    let id = created.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    (from, to, GameId(id))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_event_goes_only_to_whom_it_concerns_and_a_games_stream_is_a_spectators() {
    let app = spawn_app().await;
    let (red, blue, id) = challenge(&app, "barrage").await;
    let watcher = Client::new(&app);
    watcher.register("onlooker").await;
    let names = [username_of(&red).await, username_of(&blue).await];
    let ids = [user_id(&app, &names[0]).await, user_id(&app, &names[1]).await];
    let watcher_id = user_id(&app, "onlooker").await;
    // A game's stream opened before the setups: it tells each move as it comes, as a spectator sees it.
    let red_token = token(&app, ids[0]).await;
    let mut live = Stream::open(&app.base, &format!("/api/v1/games/{id}/events"), &red_token, &[]).await;
    for c in [&red, &blue] {
        let a = c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
        assert_eq!(a.refused(), None);
    }
    // A whole game, with words both ways, to its end.
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    for n in 0.. {
        let (game, ply) = engine(&app, id).await;
        let Some(seat) = game.to_move() else { break };
        if n == 40 {
            play::resign(&app.env, ids[seat.index()], id).await.unwrap();
            break;
        }
        if n % 7 == 3 {
            messages::post(&app.env, ids[seat.index()], id, &format!("move {n}, watch out"))
                .await
                .unwrap();
        }
        if n == 10 {
            // A draw offered and declined: the offer is told to the other player.
            play::draw(&app.env, ids[seat.index()], id, play::DrawAction::Offer)
                .await
                .unwrap();
            play::draw(&app.env, ids[seat.other().index()], id, play::DrawAction::Decline)
                .await
                .unwrap();
        }
        let options = moves_that_go_on(&game);
        let mut legal = game.legal_moves();
        legal.sort_by_key(|m| m.to_string());
        let mv = if options.is_empty() {
            legal[0]
        } else {
            options[rng.gen_range(0..options.len())]
        };
        move_as(&app, ids[seat.index()], id, mv, ply).await;
    }
    let first = live
        .read_until(Duration::from_secs(5), |s| {
            s.iter().any(|e| e.name.as_deref() == Some("move"))
        })
        .await;
    assert!(!first.is_empty(), "the live game stream told the moves");
    // A challenge declined, one withdrawn, and a tournament's first round.
    let (_, declining, declined) = unanswered_challenge(&app).await;
    let decliner = user_id(&app, &username_of(&declining).await).await;
    games::decline(&app.env, decliner, declined).await.unwrap();
    let (withdrawing, _, withdrawn) = unanswered_challenge(&app).await;
    let withdrawer = user_id(&app, &username_of(&withdrawing).await).await;
    games::decline(&app.env, withdrawer, withdrawn).await.unwrap();
    let f = crate::tournaments::field(&app, "evt", 4).await;
    let cup = crate::tournaments::entered(&f, &[("format", "round_robin"), ("size", "4")]).await;
    assert!(fieldpost::jobs::tournament_rounds::advance_one(&app.env).await.unwrap());

    fieldpost::app::account::account_events::number(&app.env).await.unwrap();
    let rows: Vec<(i64, Value)> = sqlx::query_as("SELECT user_id, body FROM account_events ORDER BY seq")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    let mut kinds = std::collections::BTreeSet::new();
    for (user, body) in &rows {
        // Typed: an event holds its kind's fields and nothing more.
        let event: AccountEvent = serde_json::from_value(body.clone()).unwrap_or_else(|e| panic!("{body}: {e}"));
        assert_eq!(
            &serde_json::to_value(&event).unwrap(),
            body,
            "no field beyond the kind's"
        );
        kinds.insert(body["type"].as_str().unwrap().to_string());
        assert_ne!(*user, watcher_id.0, "an onlooker is told nothing: {body}");
        let seat_of = |u: i64| ids.iter().position(|i| i.0 == u).map(|i| Seat::BOTH[i]);
        match &event {
            AccountEvent::YourTurn {
                game: g,
                ply: Some(ply),
                ..
            } if *g == id.0 => {
                // The player to move at that ply (one move a turn in Barrage), and no one else.
                assert_eq!(seat_of(*user), Some(Seat::BOTH[(*ply % 2) as usize]), "{body}");
            }
            AccountEvent::Message { game: g, from, .. } if *g == id.0 => {
                let seat = seat_of(*user).expect("a player");
                assert_eq!(
                    from,
                    &names[seat.other().index()],
                    "only the other player's words: {body}"
                );
            }
            AccountEvent::GameOver {
                game: g,
                result,
                reason,
            } if *g == id.0 => {
                let seat = seat_of(*user).expect("a player");
                let won = game.row.winner == Some(seat);
                assert_eq!(result, if won { "win" } else { "loss" }, "{body}");
                assert_eq!(reason, "resign");
            }
            AccountEvent::ChallengeDeclined { game: g, .. } => assert_eq!(*g, declined.0),
            AccountEvent::ChallengeWithdrawn { game: g, by } => {
                assert_eq!(*g, withdrawn.0);
                assert_eq!(by, &username_of(&withdrawing).await);
            }
            AccountEvent::DrawOffered { game: g, by } => {
                assert_eq!(*g, id.0);
                let seat = seat_of(*user).expect("a player");
                assert_eq!(by, &names[seat.other().index()], "told to the other player: {body}");
            }
            AccountEvent::RoundPaired {
                tournament, opponent, ..
            } => {
                assert_eq!(*tournament, cup);
                assert!(f.ids.iter().any(|i| i.0 == *user), "{body}");
                assert!(f.names.contains(opponent), "{body}");
            }
            _ => {}
        }
    }
    for kind in [
        "your_turn",
        "challenge_received",
        "challenge_accepted",
        "challenge_declined",
        "challenge_withdrawn",
        "game_over",
        "message",
        "draw_offered",
        "round_paired",
    ] {
        assert!(kinds.contains(kind), "no {kind} event: {kinds:?}");
    }

    // The game's stream, read afresh by either player and by the onlooker, is the onlooker's view of the moves,
    // and ends with the result.
    let spectator_token = token(&app, watcher_id).await;
    let seen_by_spectator = moves_seen_by(&app, id, &spectator_token).await;
    for reader in [ids[0], ids[1], watcher_id] {
        let t = token(&app, reader).await;
        let mut s = Stream::open(
            &app.base,
            &format!("/api/v1/games/{id}/events"),
            &t,
            &[("Accept", "application/x-ndjson")],
        )
        .await;
        let seen = s
            .read_until(Duration::from_secs(10), |s| s.iter().any(|e| e.data["type"] == "over"))
            .await;
        let (over, moves) = seen.split_last().expect("events");
        assert_eq!(over.data["type"], "over");
        assert_eq!(over.data["result"]["reason"], "resign");
        let moves: Vec<Value> = moves
            .iter()
            .map(|e| {
                let mut m = e.data.clone();
                m.as_object_mut().unwrap().remove("type");
                m
            })
            .collect();
        assert_eq!(Value::Array(moves), seen_by_spectator, "the stream is a spectator's");
        assert!(
            s.read_until(Duration::from_secs(1), |_| false).await.is_empty(),
            "and it ends"
        );
    }
    // Resumed after a ply, it goes on from the next.
    let mut s = Stream::open(
        &app.base,
        &format!("/api/v1/games/{id}/events"),
        &spectator_token,
        &[("Last-Event-ID", "5")],
    )
    .await;
    let seen = s
        .read_until(Duration::from_secs(10), |s| {
            s.iter().any(|e| e.name.as_deref() == Some("over"))
        })
        .await;
    assert_eq!(seen[0].id, Some(6), "{:?}", seen[0]);
    // Resumed after its last move, a game over has nothing more to say: 204, and an EventSource stops asking.
    let last = game.row.ply.to_string();
    let res = reqwest::Client::new()
        .get(format!("{}/api/v1/games/{id}/events", app.base))
        .bearer_auth(&spectator_token)
        .header("Last-Event-ID", last.as_str())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    // A message an administrator hides leaves the stream too.
    let said: i64 = sqlx::query_scalar(
        "SELECT (body->>'message')::bigint FROM account_events WHERE body->>'type' = 'message' LIMIT 1",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let admin = fieldpost::app::admin::Actor::command_line();
    let hide = fieldpost::app::admin::ReportAction::Hide;
    fieldpost::app::admin::act_on_report(&app.env, &admin, said, hide, "rude words")
        .await
        .unwrap();
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM account_events WHERE body->>'message' = $1")
        .bind(said.to_string())
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(left, 0);
}
