//! Many submissions at once for one game: exactly one move is applied.

use crate::helpers::{engine, moves_that_go_on, spawn_app, started};

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
