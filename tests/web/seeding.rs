//! `fieldpost admin seed-load` fills a new database with what the service can serve: every seeded game replays
//! from its setups and moves, a seeded player signs in and plays on, the presets' results add up, and a
//! database that already has accounts is refused.

use std::process::Command;

use fieldpost::app::seed_load;
use fieldpost::db::GameId;
use reqwest::StatusCode;

use crate::helpers::{Client, spawn_app};

#[tokio::test]
async fn a_seeded_database_is_one_the_service_serves() {
    let app = spawn_app().await;
    let seed = || {
        Command::new(env!("CARGO_BIN_EXE_fieldpost"))
            .args([
                "admin",
                "seed-load",
                "--users",
                "40",
                "--games",
                "12",
                "--finished",
                "6",
            ])
            .env("DATABASE_URL", &app.database_url)
            .output()
            .unwrap()
    };
    let out = seed();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((said["users"].as_i64(), said["games"].as_i64()), (Some(40), Some(18)));

    let mut moves = 0;
    for id in 1..=18 {
        let game = fieldpost::app::game::loaded::load(&app.pool, GameId(id)).await.unwrap();
        let replay = game.replay(None).unwrap();
        assert_eq!(replay.game.ply() as i32, game.row.ply, "game {id}");
        assert_eq!(replay.game.to_move(), game.row.to_move, "game {id}");
        moves += game.row.moves.len() as i64;
    }
    assert_eq!(said["moves"].as_i64(), Some(moves));
    let counted: i64 = sqlx::query_scalar("SELECT sum(games)::bigint FROM preset_results")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(counted, 6, "every finished game is in its preset's results");

    // The first player of a game in play signs in with the seeded password and moves.
    let (id, name): (i64, String) = sqlx::query_as(
        "SELECT g.id, u.username FROM games g JOIN users u ON u.id = CASE g.to_move WHEN 0 THEN g.first_id ELSE g.second_id END
         WHERE g.status = 'playing' ORDER BY g.id LIMIT 1",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let player = Client::new(&app);
    let signed = player
        .post("/login", &[("username", &name), ("password", seed_load::PASSWORD)])
        .await;
    assert_eq!(signed.status, StatusCode::SEE_OTHER);
    assert!(player.get(&format!("/games/{id}")).await.body.contains("Your move"));
    let moved = crate::helpers::move_first_legal(&app, &player, GameId(id)).await;
    assert_eq!(moved.refused(), None);

    let again = seed();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("only a new database"));
}
