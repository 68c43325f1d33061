//! Malformed input everywhere: every route of the route table, asked by a player of a game in play with each
//! field of its form (and each part of its path) replaced by hostile values: empty, huge, a NUL byte, bytes
//! that are not UTF-8, negative and overflowing numbers, squares off the board, another game's id. Never a
//! 5xx; and a request that is refused changes nothing in the database.

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use reqwest::StatusCode;

use crate::authorization::{browser, decisions};
use crate::helpers::{TestApp, spawn_app, started, username_of};

/// Hostile values, as they go on the wire (already percent-encoded where they are not plain text).
fn hostile() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just("x".repeat(70_000)),
        Just("%00".to_string()),
        Just("a%00b".to_string()),
        Just("%FF%FE".to_string()),
        Just("%C3%28".to_string()),
        Just("-1".to_string()),
        Just("-9223372036854775809".to_string()),
        Just("18446744073709551616".to_string()),
        Just("99999999999".to_string()),
        Just("z99".to_string()),
        Just("a0".to_string()),
        Just("j11".to_string()),
        Just("%2F%2Fevil.example".to_string()),
        Just("%3Cscript%3E".to_string()),
        Just("1e400".to_string()),
        "[a-z0-9%]{0,40}",
    ]
}

/// A digest of everything a request could change.
async fn state(app: &TestApp) -> String {
    sqlx::query_scalar(
        "SELECT md5(concat_ws('|',
            (SELECT string_agg(concat_ws(',', id, status, ply, to_move, winner, result_reason, deadline, draw_offer_by), ';' ORDER BY id) FROM games),
            (SELECT string_agg(concat_ws(',', game_id, ply, mv), ';' ORDER BY game_id, ply) FROM moves),
            (SELECT string_agg(concat_ws(',', game_id, seat, setup, submitted_at), ';' ORDER BY game_id, seat) FROM setups),
            (SELECT string_agg(concat_ws(',', id, username, email, password_hash, numbering, orientation, mail_off,
                                         lang, vacation_since, disabled_at, role), ';' ORDER BY id) FROM users),
            (SELECT count(*) FROM outbox), (SELECT count(*) FROM tokens), (SELECT count(*) FROM audit_log)))",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_input_is_refused_cleanly_and_changes_nothing() {
    let app = spawn_app().await;
    let (player, _opponent, game) = started(&app, "stratego").await;
    let name = username_of(&player).await;
    let (_, _, other_game) = started(&app, "duel").await;
    let routes = decisions();
    let handle = tokio::runtime::Handle::current();
    let asked = std::sync::atomic::AtomicUsize::new(0);
    for ((method, pattern), (_, form)) in routes {
        let mut runner = TestRunner::new(Config {
            cases: 16,
            failure_persistence: None,
            ..Config::default()
        });
        let strategy = (hostile(), 0..form.len().max(1), any::<bool>());
        let result = runner.run(&strategy, |(value, field, in_path)| {
            let (app, name, form, value, asked) = (&app, &name, form.clone(), value.clone(), &asked);
            tokio::task::block_in_place(|| {
                handle.block_on(async move {
                    let (c, _) = browser(app, Some(name)).await;
                    // A path as long as a browser would send (a 70 kB path is refused before it leaves).
                    let in_url: String = value.chars().take(4000).collect();
                    let id = if in_path { in_url.clone() } else { game.0.to_string() };
                    let path = pattern
                        .replace("/games/{id}", &format!("/games/{id}"))
                        .replace("{id}", if in_path { &in_url } else { "1" })
                        .replace("{file}", &in_url)
                        .replace("{token}", &in_url)
                        .replace("{secret}", &in_url)
                        .replace("{variant}", if in_path { &in_url } else { "stratego" })
                        .replace("{name}", &in_url)
                        .replace("/games/0/", &format!("/games/{}/", other_game.0));
                    let before = state(app).await;
                    let res = if method == "GET" {
                        c.http.get(format!("{}{path}", c.base)).send().await.unwrap()
                    } else {
                        // The form as a browser would send it, one field replaced (encoded by hand, so that
                        // bytes that are not UTF-8 go through).
                        let csrf = c.csrf();
                        let mut body = format!("csrf={csrf}");
                        let fields: Vec<(&str, String)> = if form.is_empty() {
                            vec![("extra", value.clone())]
                        } else {
                            form.iter()
                                .enumerate()
                                .map(|(i, (k, v))| (*k, if i == field { value.clone() } else { v.to_string() }))
                                .collect()
                        };
                        for (k, v) in fields {
                            body.push_str(&format!("&{k}={v}"));
                        }
                        c.http
                            .post(format!("{}{path}", c.base))
                            .header("origin", &c.base)
                            .header("content-type", "application/x-www-form-urlencoded")
                            .body(body)
                            .send()
                            .await
                            .unwrap()
                    };
                    asked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let status = res.status();
                    // A refusal: a 4xx, or a redirect whose flash message says why not.
                    let refusal_flash = res.headers().get_all("set-cookie").iter().any(|v| {
                        let v = v.to_str().unwrap_or_default();
                        let hex = v
                            .strip_prefix("fp_flash=")
                            .and_then(|r| r.split(';').next())
                            .unwrap_or_default();
                        let json = String::from_utf8(hex::decode(hex).unwrap_or_default()).unwrap_or_default();
                        json.starts_with("{\"Refused\"")
                    });
                    let refused = status.is_client_error() || (status == StatusCode::SEE_OTHER && refusal_flash);
                    // A game's stream of changes never ends by itself: its head is the answer.
                    let streams = res
                        .headers()
                        .get("content-type")
                        .is_some_and(|v| v == "text/event-stream");
                    let body = if streams {
                        String::new()
                    } else {
                        res.text().await.unwrap_or_default()
                    };
                    prop_assert!(!status.is_server_error(), "{method} {path}: {status}: {body:.300}");
                    if refused {
                        prop_assert_eq!(
                            state(app).await,
                            before,
                            "{} {} was refused ({}) but changed the database",
                            method,
                            path,
                            status
                        );
                    }
                    Ok(())
                })
            })
        });
        if let Err(e) = result {
            panic!("{method} {pattern}: {e}");
        }
    }
    let asked = asked.into_inner();
    assert!(asked >= 16 * 50, "every route was asked many times: {asked}");
}
