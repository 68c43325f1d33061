//! Clocks with an injected clock (no sleeping): timeouts, vacations, reminders, setup deadlines, Fischer.

use chrono::Duration;
use fieldpost::db::GameId;
use fieldpost::jobs::clock_sweep;

use crate::helpers::{TestApp, challenge, challenge_with, move_first_legal, spawn_app, started};

async fn status(app: &TestApp, id: GameId) -> (String, Option<i16>, Option<String>) {
    sqlx::query_as("SELECT status::text, winner, result_reason FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn queued(app: &TestApp, kind: &str, id: GameId) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = $1 AND game_id = $2")
        .bind(kind)
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn running_out_of_time_loses_with_mails_to_both() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    assert!(first.get(&format!("/games/{id}")).await.body.contains("Deadline:"));
    app.env.clock.advance(Duration::days(3) - Duration::minutes(1));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().timed_out, 0);
    app.env.clock.advance(Duration::minutes(2));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().timed_out, 1);
    assert_eq!(
        status(&app, id).await,
        ("finished".to_string(), Some(1), Some("timeout".to_string()))
    );
    assert_eq!(queued(&app, "game_over", id).await, 2);
    assert!(
        first
            .get(&format!("/games/{id}"))
            .await
            .body
            .contains("You lost on time")
    );
    assert_eq!(
        clock_sweep::sweep_once(&app.env).await.unwrap().timed_out,
        0,
        "once over, it stays over"
    );
}

#[tokio::test]
async fn a_move_restarts_the_clock() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    app.env.clock.advance(Duration::days(2));
    move_first_legal(&app, &first, id).await;
    app.env.clock.advance(Duration::days(2));
    assert_eq!(
        clock_sweep::sweep_once(&app.env).await.unwrap().timed_out,
        0,
        "Blue has three days of its own"
    );
    app.env.clock.advance(Duration::days(1) + Duration::minutes(1));
    clock_sweep::sweep_once(&app.env).await.unwrap();
    assert_eq!(
        status(&app, id).await,
        ("finished".to_string(), Some(0), Some("timeout".to_string()))
    );
}

#[tokio::test]
async fn a_vacation_stops_the_clock() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "stratego").await;
    app.env.clock.advance(Duration::days(1));
    let on = first.post("/account/vacation", &[("action", "start")]).await;
    assert_eq!(on.refused(), None);
    assert!(
        second
            .get(&format!("/games/{id}"))
            .await
            .body
            .contains("on vacation: the clock stands still")
    );
    app.env.clock.advance(Duration::days(10));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().timed_out, 0);
    first.post("/account/vacation", &[("action", "end")]).await;
    // Two of the three days are left.
    app.env.clock.advance(Duration::days(2) - Duration::minutes(1));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().timed_out, 0);
    app.env.clock.advance(Duration::minutes(2));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().timed_out, 1);
    let account = first.get("/account").await.body;
    assert!(
        account.contains("20 of your 30 days"),
        "the allowance counts the vacation: {account}"
    );
}

#[tokio::test]
async fn an_allowance_that_runs_out_ends_the_vacation() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "duel").await;
    first.post("/account/vacation", &[("action", "start")]).await;
    app.env.clock.advance(Duration::days(30) + Duration::minutes(1));
    let swept = clock_sweep::sweep_once(&app.env).await.unwrap();
    assert_eq!(swept.vacations_ended, 1);
    assert!(first.get("/account").await.body.contains("Start a vacation"));
    let again = first.post("/account/vacation", &[("action", "start")]).await;
    assert!(again.refused().unwrap().contains("used up"));
    app.env.clock.advance(Duration::days(3) + Duration::minutes(1));
    clock_sweep::sweep_once(&app.env).await.unwrap();
    assert_eq!(status(&app, id).await.0, "finished");
}

#[tokio::test]
async fn reminders_go_out_once_per_turn() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    app.env.clock.advance(Duration::days(2) + Duration::hours(1));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().reminded, 1);
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().reminded, 0);
    move_first_legal(&app, &first, id).await;
    app.env.clock.advance(Duration::days(2) + Duration::hours(1));
    assert_eq!(
        clock_sweep::sweep_once(&app.env).await.unwrap().reminded,
        1,
        "the next turn has a reminder of its own"
    );
    assert_eq!(queued(&app, "reminder", id).await, 2);
}

#[tokio::test]
async fn the_clock_runs_during_setup() {
    let app = spawn_app().await;
    let (first, _second, id) = challenge(&app, "barrage").await;
    first.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    app.env.clock.advance(Duration::days(3) + Duration::minutes(1));
    clock_sweep::sweep_once(&app.env).await.unwrap();
    assert_eq!(
        status(&app, id).await,
        ("finished".to_string(), Some(0), Some("timeout".to_string()))
    );
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(page.contains("You won on time"), "{page}");
}

#[tokio::test]
async fn time_controls_are_chosen_at_creation() {
    let app = spawn_app().await;
    let (first, second, id) = challenge_with(&app, "barrage", &[("clock", "per_move"), ("per_move_days", "1")]).await;
    for c in [&first, &second] {
        c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    }
    assert!(first.get(&format!("/games/{id}")).await.body.contains("1 day a move"));
    app.env.clock.advance(Duration::hours(25));
    assert_eq!(clock_sweep::sweep_once(&app.env).await.unwrap().timed_out, 1);

    // Fischer: 2 days, +1 a move, capped at 3. Red spends a day on its setup and half a day on its move.
    let (first, second, id) = challenge_with(
        &app,
        "barrage",
        &[
            ("clock", "fischer"),
            ("initial_days", "2"),
            ("increment_days", "1"),
            ("cap_days", "3"),
        ],
    )
    .await;
    app.env.clock.advance(Duration::days(1));
    first.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    second
        .post(&format!("/games/{id}/setup"), &[("action", "submit")])
        .await;
    app.env.clock.advance(Duration::hours(12));
    move_first_legal(&app, &first, id).await;
    let clock: Vec<i64> = sqlx::query_scalar("SELECT clock_secs FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // Red: 2 days - 1 day (setup) - 0.5 day + 1 day = 1.5 days. Blue: 2 days - 1 day (setup).
    assert_eq!(clock, vec![36 * 3600, 24 * 3600]);
    let bad = first
        .post(
            "/games",
            &[
                ("variant", "duel"),
                ("seat", "first"),
                ("clock", "per_move"),
                ("per_move_days", "30"),
            ],
        )
        .await;
    assert!(bad.refused().unwrap().contains("1 to 14 days"));
}

#[tokio::test]
async fn a_move_after_the_deadline_is_refused_and_decides_the_game() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    // The sweeper has not run: the deadline passed a minute ago.
    app.env.clock.advance(Duration::days(3) + Duration::minutes(1));
    let late = move_first_legal(&app, &first, id).await;
    assert!(
        late.refused()
            .is_some_and(|r| r.contains("time for this move had run out")),
        "{:?}",
        late.flash
    );
    assert_eq!(
        status(&app, id).await,
        ("finished".to_string(), Some(1), Some("timeout".to_string())),
        "decided at that moment, by the sweeper's rule"
    );
    let moves: i64 = sqlx::query_scalar("SELECT count(*) FROM moves WHERE game_id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(moves, 0, "the late move was not played");
    assert_eq!(queued(&app, "game_over", id).await, 2);
}

#[tokio::test]
async fn one_broken_game_does_not_stop_the_sweep() {
    let app = spawn_app().await;
    let (_a, _b, broken) = started(&app, "stratego").await;
    let (_c, _d, fine) = started(&app, "stratego").await;
    // A game whose stored moves no longer replay (a bug, a bad hand edit): its timeout fails.
    sqlx::query("INSERT INTO moves (game_id, ply, seat, mv) VALUES ($1, 1, 0, 'a1-a9')")
        .bind(broken.0)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE games SET ply = 1, to_move = 1, record = '{a1-a9}' WHERE id = $1")
        .bind(broken.0)
        .execute(&app.pool)
        .await
        .unwrap();
    app.env.clock.advance(Duration::days(4));
    let swept = clock_sweep::sweep_once(&app.env).await.unwrap();
    assert_eq!(swept.timed_out, 1);
    assert_eq!(status(&app, fine).await.0, "finished");
    assert_eq!(status(&app, broken).await.0, "playing");
}

#[tokio::test]
async fn a_vacation_waits_for_a_move_in_progress() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    let alice = crate::helpers::user_id(&app, &crate::helpers::username_of(&first).await).await;
    // A move holds the game's row lock…
    let mut held = crate::helpers::hold_the_game(&app, id).await;
    let env = app.env.clone();
    let vacation = tokio::spawn(async move { fieldpost::app::account::vacations::start_vacation(&env, alice).await });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(!vacation.is_finished(), "stopping the clock waits for the game's lock");
    // …and gives the player a day more (as a move rearming the clock would).
    sqlx::query("UPDATE games SET deadline = deadline + interval '1 day' WHERE id = $1")
        .bind(id.0)
        .execute(&mut *held)
        .await
        .unwrap();
    held.commit().await.unwrap();
    vacation.await.unwrap().unwrap();
    let (deadline, paused): (Option<chrono::DateTime<chrono::Utc>>, Option<i64>) =
        sqlx::query_as("SELECT deadline, paused_secs FROM games WHERE id = $1")
            .bind(id.0)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(deadline, None);
    // Four days (to the second the database keeps), not the three there were before the move.
    let paused = paused.unwrap();
    assert!(
        (paused - 4 * 86_400).abs() <= 1,
        "the pause kept {paused} s, not the time the move left"
    );
}
