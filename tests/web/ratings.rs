//! Statistics per preset and Glicko-2 ratings, against figures worked out by hand.

use fieldpost::app::admin::{Actor, GameAction, act_on_game};
use reqwest::StatusCode;

use crate::helpers::{Client, challenge_with, move_first_legal, spawn_app, started, username_of};

/// Two players who each make two moves, then the first seat's player resigns or wins (the second resigns).
async fn rated_game(
    app: &crate::helpers::TestApp,
    variant: &str,
    moves_each: usize,
    rated: bool,
    loser_is_first: bool,
) -> (Client, Client) {
    let fields: &[(&str, &str)] = if rated { &[("rated", "yes")] } else { &[] };
    let (first, second, id) = challenge_with(app, variant, fields).await;
    for c in [&first, &second] {
        c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    }
    for _ in 0..moves_each {
        for c in [&first, &second] {
            assert_eq!(move_first_legal(app, c, id).await.refused(), None);
        }
    }
    let loser = if loser_is_first { &first } else { &second };
    loser.post(&format!("/games/{id}/resign"), &[]).await;
    (first, second)
}

#[tokio::test]
async fn a_first_rated_win_moves_both_players_by_the_glicko2_figures() {
    let app = spawn_app().await;
    let (first, second) = rated_game(&app, "barrage", 2, true, false).await;
    let (winner, loser) = (username_of(&first).await, username_of(&second).await);
    // By hand (Glicko-2, both 1500 ± 350, σ 0.06): g = 0.66907, E = 0.5, v = 8.9354, φ' = 1.67121, μ' = ±0.93434:
    // 1500 ± 173.7178 × 0.93434 = 1662 / 1338, RD 173.7178 × 1.67121 = 290.
    let page = Client::new(&app).get(&format!("/players/{winner}")).await.body;
    assert!(page.contains("1662 ± 290"), "{page}");
    let page = Client::new(&app).get(&format!("/players/{loser}")).await.body;
    assert!(page.contains("1338 ± 290"), "{page}");
    assert!(page.contains("<polyline"), "a rating-history chart");
    // The recent games name the opponent, the preset and the result in words.
    assert!(page.contains(&format!("<td>{winner}</td>")), "the opponent: {page}");
    assert!(page.contains("Barrage"), "the preset");
    assert!(
        page.contains(&format!("{winner} (red) won: the other side resigned.")),
        "the result in words: {page}"
    );
    let board = Client::new(&app).get("/leaderboard/barrage").await.body;
    assert!(board.find(&winner).unwrap() < board.find(&loser).unwrap());
}

#[tokio::test]
async fn unrated_games_and_games_with_fewer_than_two_moves_a_side_change_no_rating() {
    let app = spawn_app().await;
    let (first, _) = rated_game(&app, "duel", 2, false, true).await;
    let (short, _) = rated_game(&app, "duel", 1, true, true).await;
    for c in [&first, &short] {
        let page = Client::new(&app)
            .get(&format!("/players/{}", username_of(c).await))
            .await
            .body;
        assert!(page.contains("No rated games yet"), "{page}");
        assert!(
            page.contains("<td>0</td><td>0</td><td>1</td>"),
            "the loss still counts in the results: {page}"
        );
    }
}

#[tokio::test]
async fn preset_statistics_count_results_by_seat() {
    let app = spawn_app().await;
    // Two wins for the first seat (the second resigns) and one for the second seat.
    rated_game(&app, "duel", 0, false, false).await;
    rated_game(&app, "duel", 0, false, false).await;
    rated_game(&app, "duel", 0, false, true).await;
    // An aborted game has no result to count.
    let (_, _, aborted) = started(&app, "duel").await;
    act_on_game(&app.env, &Actor::command_line(), aborted, GameAction::Abort, "a test")
        .await
        .unwrap();
    let page = Client::new(&app).get("/presets/duel").await;
    assert_eq!(page.status, StatusCode::OK);
    let body = page.body;
    assert!(body.contains("3 games finished"));
    assert!(body.contains("<td>Red wins</td><td>2</td><td>67% <svg"), "{body}");
    assert!(body.contains("<td>Blue wins</td><td>1</td><td>33% <svg"));
    assert!(body.contains("<td>Draws</td><td>0</td><td>0% <svg"));
    assert!(body.contains(r#"<rect width="67""#), "the share's bar for 67%");
    // How they ended, and how long they lasted.
    assert!(body.contains("<td>Resign</td><td>3</td><td>100% <svg"), "{body}");
    assert!(body.contains("A game lasts 0 moves on average."), "{body}");
    assert!(
        !body.contains("Against the computer"),
        "no game against the computer yet"
    );
    assert!(body.contains("/presets/barrage"), "see also");
    assert_eq!(
        Client::new(&app).get("/presets/chess").await.status,
        StatusCode::NOT_FOUND
    );
}
