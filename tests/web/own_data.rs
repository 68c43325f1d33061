//! "Download my data": the file holds what the account owns, checked against the database, and nothing
//! another player owns (their messages, their notes, the hidden army of a game still being played); a long
//! career is written out as it is read.

use fieldpost::db::GameId;
use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{Client, TestApp, move_first_legal, spawn_app, started, user_id, username_of};

async fn download(app: &TestApp, c: &Client) -> (reqwest::header::HeaderMap, String) {
    let res = c.http.get(format!("{}/account/data", app.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let headers = res.headers().clone();
    (headers, res.text().await.unwrap())
}

async fn count(app: &TestApp, sql: &str, user: i64) -> usize {
    sqlx::query_scalar::<_, i64>(sql)
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap() as usize
}

#[tokio::test]
async fn the_download_holds_what_the_account_owns_and_nothing_of_anyone_elses() {
    let app = spawn_app().await;
    // A game played to its end, and one still being played.
    let (me, other, over) = started(&app, "barrage").await;
    move_first_legal(&app, &me, over).await;
    let said = me
        .post(&format!("/games/{over}/messages"), &[("body", "good luck")])
        .await;
    assert_eq!(said.refused(), None);
    let theirs = other
        .post(&format!("/games/{over}/messages"), &[("body", "their own words")])
        .await;
    assert_eq!(theirs.refused(), None);
    assert_eq!(me.post(&format!("/games/{over}/resign"), &[]).await.refused(), None);
    assert_eq!(me.post(&format!("/games/{over}/analysis"), &[]).await.refused(), None);
    // A game between two other accounts.
    let (_, _, running) = started(&app, "stratego").await;
    let name = username_of(&me).await;
    let me_id = user_id(&app, &name).await.0;

    let (headers, body) = download(&app, &me).await;
    assert!(headers["content-disposition"].to_str().unwrap().contains("attachment"));
    assert_eq!(headers["cache-control"], "no-store");
    let data: Value = serde_json::from_str(&body).expect("one JSON document");
    assert_eq!(data["format"], "fieldpost-own-data-1");
    assert_eq!(data["account"]["username"], name.as_str());
    for secret in ["password_hash", "token_hash", "unsubscribe_secret"] {
        assert!(!body.contains(secret), "no {secret} in the download");
    }
    // Section by section, as many rows as the database holds for the account.
    let sections = [
        ("sessions", "SELECT count(*) FROM sessions WHERE user_id = $1"),
        ("api_tokens", "SELECT count(*) FROM api_tokens WHERE user_id = $1"),
        ("saved_setups", "SELECT count(*) FROM saved_setups WHERE user_id = $1"),
        ("mail", "SELECT count(*) FROM outbox WHERE user_id = $1"),
        ("mailed_links", "SELECT count(*) FROM tokens WHERE user_id = $1"),
        (
            "tournament_entries",
            "SELECT count(*) FROM tournament_entrants WHERE user_id = $1",
        ),
        ("audit", "SELECT count(*) FROM audit_log WHERE target_user = $1"),
        (
            "analyses_asked_for",
            "SELECT count(*) FROM game_analyses WHERE requested_by = $1",
        ),
        (
            "sign_ins",
            "SELECT count(*) FROM login_attempts WHERE username_key = (SELECT username_key FROM users WHERE id = $1)",
        ),
    ];
    for (section, sql) in sections {
        assert_eq!(
            data[section].as_array().unwrap().len(),
            count(&app, sql, me_id).await,
            "{section}"
        );
    }
    let games = data["games"].as_array().unwrap();
    assert_eq!(
        games.len(),
        count(
            &app,
            "SELECT count(*) FROM games WHERE $1 IN (first_id, second_id, creator_id, invitee_id)",
            me_id
        )
        .await
    );
    assert_eq!(
        data["analyses_asked_for"][0]["game_id"], over.0,
        "the analysis asked for"
    );
    let finished = games.iter().find(|g| g["id"] == over.0).unwrap();
    assert_eq!(finished["status"], "finished");
    assert!(finished["record"].is_object(), "the record of a game that is over");
    assert!(
        finished["stratados2"].as_str().unwrap().contains("<"),
        "and its StraDoS2 form"
    );
    let written: Vec<&str> = finished["messages_written"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["body"].as_str().unwrap())
        .collect();
    assert_eq!(written, ["good luck"]);
    // Their words reach the player only inside mails sent to the player (which are the player's).
    let mut without_mail = data.clone();
    without_mail["mail"] = Value::Null;
    assert!(
        !without_mail.to_string().contains("their own words"),
        "the opponent's message is theirs"
    );
    // Someone else's running game is not in it at all, and its armies least of all.
    assert!(games.iter().all(|g| g["id"] != running.0));
    let game = fieldpost::app::game::loaded::load(&app.pool, running).await.unwrap();
    for seat in fieldpost::rules::Seat::BOTH {
        assert!(!body.contains(game.setup_text(seat).unwrap()));
    }
}

/// In a game still being played the download has no record: the opponent's army is not the player's to have.
#[tokio::test]
async fn a_running_game_is_in_the_download_without_the_opponents_army() {
    let app = spawn_app().await;
    let (me, _other, id) = started(&app, "stratego").await;
    move_first_legal(&app, &me, id).await;
    let (_, body) = download(&app, &me).await;
    let data: Value = serde_json::from_str(&body).unwrap();
    let game = &data["games"][0];
    assert_eq!(game["id"], id.0);
    assert_eq!(game["status"], "playing");
    assert!(game.get("record").is_none() && game.get("stratados2").is_none());
    let loaded = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    let mine = loaded.seat_of(user_id(&app, &username_of(&me).await).await).unwrap();
    assert!(
        !body.contains(loaded.setup_text(mine.other()).unwrap()),
        "the opponent's setup"
    );
}

/// A thousand games are written out one by one as they are read (no length known beforehand), and every one
/// of them is there.
#[tokio::test]
async fn a_career_of_a_thousand_games_is_streamed_whole() {
    let app = spawn_app().await;
    let (me, _other, id) = started(&app, "duel").await;
    move_first_legal(&app, &me, id).await;
    assert_eq!(me.post(&format!("/games/{id}/resign"), &[]).await.refused(), None);
    copy_game(&app, id, 999).await;
    // And one that ended before the armies stood, which has no record to give.
    let (early, _, _) = crate::helpers::challenge(&app, "duel").await;
    app.env.clock.advance(chrono::Duration::days(4));
    fieldpost::jobs::clock_sweep::sweep_once(&app.env).await.unwrap();
    let (_, body) = download(&app, &early).await;
    let data: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(data["games"][0]["status"], "finished");
    assert!(data["games"][0].get("record").is_none());
    let res = me.http.get(format!("{}/account/data", app.base)).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(
        res.content_length(),
        None,
        "written as it is read, its length unknown beforehand"
    );
    let data: Value = serde_json::from_str(&res.text().await.unwrap()).unwrap();
    let games = data["games"].as_array().unwrap();
    assert_eq!(games.len(), 1000);
    assert!(games.iter().all(|g| g["record"].is_object()));
}

/// `n` copies of a game: its row (every column but its id), its setups and its moves.
async fn copy_game(app: &TestApp, id: GameId, n: i32) {
    let columns: String = sqlx::query_scalar(
        "SELECT string_agg(quote_ident(column_name), ', ') FROM information_schema.columns
         WHERE table_name = 'games' AND column_name <> 'id' AND is_generated = 'NEVER'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query(&format!(
        "WITH copies AS (
             INSERT INTO games ({columns}) SELECT {columns} FROM games, generate_series(1, $2) WHERE games.id = $1
             RETURNING id
         ), setups_copied AS (
             INSERT INTO setups (game_id, seat, setup, submitted_at)
             SELECT copies.id, s.seat, s.setup, s.submitted_at FROM copies, setups s WHERE s.game_id = $1
         )
         INSERT INTO moves (game_id, ply, seat, mv, played_at)
         SELECT copies.id, m.ply, m.seat, m.mv, m.played_at FROM copies, moves m WHERE m.game_id = $1"
    ))
    .bind(id.0)
    .bind(n)
    .execute(&app.pool)
    .await
    .unwrap();
}
