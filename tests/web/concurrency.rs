//! Many submissions at once for one game: exactly one move is applied; both setups at once start play.

use std::time::Duration;

use crate::helpers::{challenge, engine, hold_the_game, moves_that_go_on, spawn_app, started, user_id, username_of};

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn simultaneous_submissions_apply_exactly_one_move() {
    let app = spawn_app().await;
    let (first, _second, id) = started(&app, "stratego").await;
    let (game, ply) = engine(&app, id).await;
    let legal = moves_that_go_on(&game);
    let moves = format!("/games/{id}/moves");
    // The same move twenty times, and every other legal move, all at once (none that ends the game: the
    // others would then be refused as too late, not as stale).
    let mut tasks = Vec::new();
    for i in 0..40 {
        let mv = if i < 20 { legal[0] } else { legal[i % legal.len()] };
        let client = first.clone();
        let path = moves.clone();
        tasks.push(tokio::spawn(async move {
            let (from, to, ply) = (mv.from.to_string(), mv.to.to_string(), ply.to_string());
            client.post(&path, &[("from", &from), ("to", &to), ("ply", &ply)]).await
        }));
    }
    let mut applied = 0;
    for t in tasks {
        let answer = t.await.unwrap();
        if answer.refused().is_none() {
            applied += 1;
        } else {
            assert!(answer.refused().unwrap().contains("moved on"), "{:?}", answer.flash);
        }
    }
    assert_eq!(applied, 1);
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM moves WHERE game_id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 1);
    let (after, ply_after) = engine(&app, id).await;
    assert_eq!((after.ply(), ply_after), (1, 1));
}

/// The second setup submitted while the first one's transaction holds the game: once the first commits, the
/// second sees it and play starts. (The statement that waited for the lock had read the setups before the first
/// was in; CI once saw two games where both setups were in and the game stayed in setup.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn setups_submitted_at_once_start_play() {
    use fieldpost::app::game::setups::{Chosen, submit_in};
    use fieldpost::db::games::GameStatus;

    let app = spawn_app().await;
    let (first, second, id) = challenge(&app, "barrage").await;
    let first_id = user_id(&app, &username_of(&first).await).await;
    let mut held = hold_the_game(&app, id).await;
    let waiting = tokio::spawn(async move {
        second
            .post(&format!("/games/{id}/setup"), &[("action", "submit")])
            .await
    });
    // The second request has read the game and waits for its lock.
    let asked = std::time::Instant::now();
    loop {
        let blocked: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        if blocked > 0 {
            break;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(30),
            "the second setup never waited for the lock"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    submit_in(&mut held, &app.env, first_id, id, Chosen::Suggested)
        .await
        .unwrap();
    held.commit().await.unwrap();
    assert_eq!(waiting.await.unwrap().refused(), None);
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    assert_eq!(game.row.status, GameStatus::Playing);
    assert_eq!(game.row.to_move, Some(fieldpost::rules::Seat::First));
}
