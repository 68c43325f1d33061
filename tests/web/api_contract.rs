//! The API against its own OpenAPI document, by schemathesis (installed by `scripts/test`): generated
//! requests, valid and invalid, to every operation; no answer may be a server error, and every answer must be
//! one the document describes. And the example bot of `examples/bot.py` plays a whole game against the
//! computer through the API.

use std::path::PathBuf;
use std::time::Duration;

use fieldpost::jobs::computer_moves;

use crate::helpers::{Client, TestApp, spawn_app, started, user_id, username_of};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Plays the computer's turns, and moves the clock on so that a token's per-minute limit starts afresh often,
/// until the returned sender is dropped.
fn background_worker(app: &TestApp) -> tokio::sync::oneshot::Sender<()> {
    let (stop, mut stopped) = tokio::sync::oneshot::channel::<()>();
    let env = app.env.clone();
    tokio::spawn(async move {
        while stopped.try_recv() == Err(tokio::sync::oneshot::error::TryRecvError::Empty) {
            while computer_moves::play_one(&env).await.unwrap_or(false) {}
            env.clock.advance(chrono::Duration::seconds(20));
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    });
    stop
}

#[tokio::test]
async fn schemathesis_finds_no_server_error_and_nothing_off_the_document() {
    let schemathesis = root().join("target/py/bin/schemathesis");
    assert!(
        schemathesis.exists(),
        "{} is missing: scripts/test installs it",
        schemathesis.display()
    );
    let app = spawn_app().await;
    // A game under way, so that generated ids sometimes name one.
    let (first, _, _) = started(&app, "barrage").await;
    let me = user_id(&app, &username_of(&first).await).await;
    let token =
        fieldpost::app::account::api_tokens::create(&app.env, me, crate::helpers::PASSWORD, "schemathesis", true)
            .await
            .unwrap();
    let _worker = background_worker(&app);
    let report = root().join("target/schemathesis");
    let out = tokio::process::Command::new(&schemathesis)
        .arg("run")
        .arg(format!("{}/api/v1/openapi.json", app.base))
        .args(["--header", &format!("Authorization: Bearer {token}")])
        // Every check but the one that takes a well-formed request for a legal one: a move may fit the
        // document and still break the rules.
        .args(["--checks", "all", "--exclude-checks", "positive_data_acceptance"])
        // The event streams answer with a body that never ends while the game or account lives: tests/web/
        // events.rs reads them, against the same document's schemas.
        .args(["--exclude-path-regex", "/events$"])
        .args([
            "--max-examples",
            "25",
            "--seed",
            "2026",
            "--workers",
            "1",
            "--no-shrink",
        ])
        .args(["--report-dir", &report.to_string_lossy()])
        .output()
        .await
        .unwrap();
    let said = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "schemathesis found problems:\n{said}");
}

#[tokio::test]
async fn the_example_bot_plays_a_whole_game_against_the_easy_computer() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("examplebot").await;
    let token = fieldpost::app::account::api_tokens::create(
        &app.env,
        user_id(&app, "examplebot").await,
        crate::helpers::PASSWORD,
        "bot",
        true,
    )
    .await
    .unwrap();
    let _worker = background_worker(&app);
    let out = tokio::process::Command::new("python3")
        .arg(root().join("examples/bot.py"))
        .args(["--base", &app.base, "--token", &token])
        .args([
            "--computer",
            "easy",
            "--preset",
            "barrage",
            "--seed",
            "7",
            "--max-wait",
            "60",
        ])
        .output()
        .await
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{said}\n{}", String::from_utf8_lossy(&out.stderr));
    let result: serde_json::Value = serde_json::from_str(said.trim()).unwrap();
    let id = result["game"].as_i64().unwrap();
    let status: String = sqlx::query_scalar("SELECT status::text FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "finished");
    assert!(result["plies"].as_i64().unwrap() > 0);
}

/// The example bot takes two challenges at once and plays both from its event stream, while two people play
/// their side of each through the site's use-cases.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_example_bot_plays_two_games_at_once_from_its_event_stream() {
    use fieldpost::app::game::play;
    use fieldpost::rules::board::SquareName;
    use rand::{Rng, SeedableRng};

    let app = spawn_app().await;
    let bot = Client::new(&app);
    bot.register("streambot").await;
    let token = fieldpost::app::account::api_tokens::create(
        &app.env,
        user_id(&app, "streambot").await,
        crate::helpers::PASSWORD,
        "bot",
        true,
    )
    .await
    .unwrap();
    let mut child = tokio::process::Command::new("python3")
        .arg(root().join("examples/bot.py"))
        .args(["--base", &app.base, "--token", &token])
        .args(["--accept", "--games", "2", "--seed", "3", "--max-wait", "240"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The bot asks who it is, then opens its stream: once its token has been used, the stream is a moment away,
    // and the challenges below most likely reach the bot through it. Those made sooner are in its list of waiting
    // turns, which it reads once the stream is open.
    let used = std::time::Instant::now();
    loop {
        let seen: Option<chrono::DateTime<chrono::Utc>> =
            sqlx::query_scalar("SELECT max(last_used_at) FROM api_tokens")
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if seen.is_some() {
            break;
        }
        assert!(used.elapsed() < Duration::from_secs(30), "the bot did not start");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut games = Vec::new();
    for name in ["alice2", "bruno2"] {
        let c = Client::new(&app);
        c.register(name).await;
        let made = c
            .post(
                "/games",
                &[("variant", "barrage"), ("seat", "first"), ("opponent", "streambot")],
            )
            .await;
        assert_eq!(made.refused(), None);
        let id: i64 = made.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
        games.push((c, user_id(&app, name).await, fieldpost::db::GameId(id)));
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    let started = std::time::Instant::now();
    loop {
        // A stall detector, generous because CI runs this beside the browser tests on two cores.
        if started.elapsed() > Duration::from_secs(300) {
            child.start_kill().unwrap();
            let out = child.wait_with_output().await.unwrap();
            // What the bot was told and what was stored for it tell a lost event from a late one.
            let stored: Vec<(Option<i64>, serde_json::Value)> =
                sqlx::query_as("SELECT seq, body FROM account_events WHERE user_id = $1 ORDER BY id")
                    .bind(user_id(&app, "streambot").await.0)
                    .fetch_all(&app.pool)
                    .await
                    .unwrap();
            panic!(
                "the games did not end in time; the bot said:\n{}\nits stored events (number, body): {stored:?}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        let mut running = 0;
        for (c, me, id) in &games {
            let game = fieldpost::app::game::loaded::load(&app.pool, *id).await.unwrap();
            use fieldpost::db::games::GameStatus;
            match game.row.status {
                GameStatus::Challenge => running += 1,
                GameStatus::Setup => {
                    running += 1;
                    if !game.submitted(fieldpost::rules::Seat::First) {
                        let a = c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
                        assert_eq!(a.refused(), None);
                    }
                }
                GameStatus::Playing => {
                    running += 1;
                    if game.row.to_move != Some(fieldpost::rules::Seat::First) {
                        continue;
                    }
                    let engine = game.replay(None).unwrap().game;
                    let options = crate::helpers::moves_that_go_on(&engine);
                    // Resigning also when every move would end the game keeps the bot's result a win.
                    if game.row.ply >= 16 || options.is_empty() {
                        play::resign(&app.env, *me, *id).await.unwrap();
                        continue;
                    }
                    let mv = options[rng.gen_range(0..options.len())];
                    let (from, to) = (SquareName::from(mv.from), SquareName::from(mv.to));
                    play::play(&app.env, play::Mover::Account(*me), *id, &from, &to, game.row.ply)
                        .await
                        .unwrap();
                }
                _ => {}
            }
        }
        if running == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let out = child.wait_with_output().await.unwrap();
    let said = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{said}");
    let results: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(results.len(), 2, "{said}");
    // Most games end with the person resigning, but a random move can end one otherwise (the bot's last movable
    // piece lost, say): what the bot reports is checked against what was stored, whatever it was.
    let mut reported: Vec<i64> = results.iter().map(|r| r["game"].as_i64().unwrap()).collect();
    reported.sort_unstable();
    let mut ours: Vec<i64> = games.iter().map(|(_, _, id)| id.0).collect();
    ours.sort_unstable();
    assert_eq!(reported, ours, "{said}");
    for r in &results {
        let (winner, reason): (Option<i16>, String) =
            sqlx::query_as("SELECT winner, result_reason FROM games WHERE id = $1")
                .bind(r["game"].as_i64().unwrap())
                .fetch_one(&app.pool)
                .await
                .unwrap();
        // The bot holds the second seat of both games.
        let expected = match winner {
            Some(1) => "win",
            Some(_) => "loss",
            None => "draw",
        };
        assert_eq!(r["result"], expected, "{r} ({reason})\n{said}");
        assert_eq!(r["reason"], reason.as_str(), "{r}\n{said}");
    }
}
