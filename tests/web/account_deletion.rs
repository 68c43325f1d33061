//! Deleting one's account: with the password; the personal data goes and no row of any table keeps the old
//! name or address; the opponents' finished games stay, replaying as before under a placeholder; messages stay
//! or go as chosen; the name is free again only after a while.

use chrono::Duration;
use reqwest::StatusCode;

use crate::helpers::{Client, PASSWORD, TestApp, engine, move_first_legal, spawn_app, started, user_id, username_of};

/// Every row of every table whose text (any text, varchar or JSON column) holds `needle`, as `table.column`.
async fn rows_holding(app: &TestApp, needle: &str) -> Vec<String> {
    let columns: Vec<(String, String)> = sqlx::query_as(
        "SELECT table_name::text, column_name::text FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> '_sqlx_migrations'
           AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let mut found = Vec::new();
    for (table, column) in columns {
        let n: i64 = sqlx::query_scalar(&format!(
            "SELECT count(*) FROM {table} WHERE {column}::text ILIKE '%' || $1 || '%'"
        ))
        .bind(needle)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        if n > 0 {
            found.push(format!("{table}.{column} ({n})"));
        }
    }
    found
}

#[tokio::test]
async fn a_deleted_account_leaves_no_trace_of_its_name_and_its_opponents_keep_their_games() {
    let app = spawn_app().await;
    // A finished game with words in it, a game under way, a note, a token.
    let (me, them, over) = started(&app, "barrage").await;
    move_first_legal(&app, &me, over).await;
    let a = me
        .post(&format!("/games/{over}/messages"), &[("body", "have a good game")])
        .await;
    assert_eq!(a.refused(), None);
    assert_eq!(me.post(&format!("/games/{over}/resign"), &[]).await.refused(), None);
    let (me_too, _, running) = started(&app, "stratego").await;
    let name = username_of(&me).await;
    let email = format!("{name}@example.org");
    let id = user_id(&app, &name).await;
    let record_before = fieldpost::app::game::loaded::load(&app.pool, over)
        .await
        .unwrap()
        .record()
        .unwrap()
        .to_json();
    let _ = (me_too, running);

    // A wrong password, or the box left unticked, changes nothing.
    let wrong = me
        .post(
            "/account/delete",
            &[("password", "not it"), ("messages", "keep"), ("understood", "on")],
        )
        .await;
    assert!(wrong.refused().is_some());
    let unticked = me
        .post("/account/delete", &[("password", PASSWORD), ("messages", "keep")])
        .await;
    assert!(unticked.refused().is_some());
    assert_eq!(me.get("/account").await.status, StatusCode::OK, "still there");

    let gone = me
        .post(
            "/account/delete",
            &[("password", PASSWORD), ("messages", "keep"), ("understood", "on")],
        )
        .await;
    assert_eq!(gone.status, StatusCode::SEE_OTHER);
    assert_ne!(me.get("/account").await.status, StatusCode::OK, "signed out");

    // No row of any table keeps the name or the address.
    assert_eq!(rows_holding(&app, &name).await, Vec::<String>::new(), "the name");
    assert_eq!(rows_holding(&app, &email).await, Vec::<String>::new(), "the address");
    // The opponent's finished game replays as before, under the placeholder, with the kept message.
    let placeholder = fieldpost::app::account::account_deletion::placeholder(id);
    let record_after = fieldpost::app::game::loaded::load(&app.pool, over)
        .await
        .unwrap()
        .record()
        .unwrap()
        .to_json();
    assert_eq!(record_after, record_before.replace(&name, &placeholder));
    let page = them.get(&format!("/games/{over}")).await.body;
    assert!(
        page.contains(&placeholder) && page.contains("have a good game"),
        "{page}"
    );
    // The personal rows are gone.
    for (table, column) in [
        ("sessions", "user_id"),
        ("api_tokens", "user_id"),
        ("tokens", "user_id"),
        ("saved_setups", "user_id"),
        ("piece_notes", "author_id"),
        ("outbox", "user_id"),
        ("account_events", "user_id"),
        ("account_events", "other_id"),
    ] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM {table} WHERE {column} = $1"))
            .bind(id.0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(n, 0, "{table}");
    }
    // The name is free again only after a while.
    let again = |app: &TestApp| {
        let c = Client::new(app);
        let name = name.clone();
        async move {
            c.post(
                "/register",
                &[
                    ("username", &name),
                    ("email", "new@example.org"),
                    ("password", PASSWORD),
                ],
            )
            .await
            .status
        }
    };
    assert_ne!(again(&app).await, StatusCode::SEE_OTHER, "too soon");
    app.env
        .clock
        .advance(Duration::days(fieldpost::app::account::accounts::NAME_KEPT_DAYS + 1));
    assert_eq!(again(&app).await, StatusCode::SEE_OTHER, "free again");
}

#[tokio::test]
async fn messages_go_when_the_player_asks_and_the_game_under_way_is_forfeited() {
    let app = spawn_app().await;
    let (me, them, id) = started(&app, "duel").await;
    move_first_legal(&app, &me, id).await;
    let a = me.post(&format!("/games/{id}/messages"), &[("body", "see you")]).await;
    assert_eq!(a.refused(), None);
    let gone = me
        .post(
            "/account/delete",
            &[("password", PASSWORD), ("messages", "remove"), ("understood", "on")],
        )
        .await;
    assert_eq!(gone.status, StatusCode::SEE_OTHER);
    let page = them.get(&format!("/games/{id}")).await.body;
    assert!(!page.contains("see you"), "the message went with the account");
    assert!(page.contains("You won by forfeit"));
    let (game, _) = engine(&app, id).await;
    assert!(game.outcome().is_some());
}
