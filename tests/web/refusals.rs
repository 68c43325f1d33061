//! Every refusal says why and leaves the database as it was.

use reqwest::StatusCode;

use crate::helpers::{Client, engine, snapshot, spawn_app, started};

#[tokio::test]
async fn refusals_change_nothing() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "stratego").await;
    let (game, _) = engine(&app, id).await;
    let legal = game.legal_moves()[0];
    let (from, to) = (legal.from.to_string(), legal.to.to_string());
    let moves = format!("/games/{id}/moves");
    let stranger = Client::new(&app);
    stranger.register("stranger").await;
    let logged_out = Client::new(&app);

    let before = snapshot(&app, id).await;

    // Not your turn.
    let a = second.post(&moves, &[("from", "a7"), ("to", "a6"), ("ply", "0")]).await;
    assert!(a.refused().unwrap().contains("not your turn"), "{:?}", a.flash);
    // Not your game.
    let a = stranger
        .post(&moves, &[("from", &from), ("to", &to), ("ply", "0")])
        .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    // An illegal move says why.
    let a = first.post(&moves, &[("from", &from), ("to", "e9"), ("ply", "0")]).await;
    assert!(a.refused().unwrap().contains("not allowed"), "{:?}", a.flash);
    let a = first.post(&moves, &[("from", "z1"), ("to", "a2"), ("ply", "0")]).await;
    assert!(a.refused().unwrap().contains("not a move"), "{:?}", a.flash);
    // A page drawn at another ply.
    let a = first.post(&moves, &[("from", &from), ("to", &to), ("ply", "7")]).await;
    assert!(a.refused().unwrap().contains("moved on"), "{:?}", a.flash);
    // No CSRF token, a wrong one, a foreign Origin.
    let a = first
        .post_raw(&moves, &[("from", &from), ("to", &to), ("ply", "0")], None)
        .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    let a = first
        .post_raw(
            &moves,
            &[("csrf", "forged"), ("from", &from), ("to", &to), ("ply", "0")],
            None,
        )
        .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    let csrf = first.csrf();
    let a = first
        .post_raw(
            &moves,
            &[("csrf", &csrf), ("from", &from), ("to", &to), ("ply", "0")],
            Some("http://evil.example"),
        )
        .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    assert!(a.body.contains("another site"));
    // Signed out.
    let a = logged_out
        .post(&moves, &[("from", &from), ("to", &to), ("ply", "0")])
        .await;
    assert_eq!(a.status, StatusCode::UNAUTHORIZED);
    // A malformed form is a clear 400, not a 500.
    let a = first
        .post(&moves, &[("from", &from), ("to", &to), ("ply", "zero")])
        .await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    // Setups can no longer change once play has begun.
    let a = first.post(&format!("/games/{id}/setup"), &[("action", "random")]).await;
    assert!(a.refused().is_some());
    // Resigning or drawing in someone else's game.
    assert_eq!(
        stranger.post(&format!("/games/{id}/resign"), &[]).await.status,
        StatusCode::FORBIDDEN
    );
    let a = second.post(&format!("/games/{id}/draw"), &[("action", "accept")]).await;
    assert!(a.refused().unwrap().contains("no draw offer"));
    // The record stays closed during the game, in either format: it holds both setups.
    for format in ["json", "xml"] {
        let a = first.get(&format!("/games/{id}/record.{format}")).await;
        assert_eq!(a.status, StatusCode::FORBIDDEN);
        assert!(a.body.contains("once the game is over"), "{format}");
    }

    assert_eq!(snapshot(&app, id).await, before);

    // The same form sent twice: the second one changes nothing.
    let once = first.post(&moves, &[("from", &from), ("to", &to), ("ply", "0")]).await;
    assert_eq!(once.refused(), None);
    let after_one = snapshot(&app, id).await;
    let twice = first.post(&moves, &[("from", &from), ("to", &to), ("ply", "0")]).await;
    assert!(twice.refused().unwrap().contains("moved on"));
    assert_eq!(snapshot(&app, id).await, after_one);
}

#[tokio::test]
async fn a_setup_that_breaks_the_rules_is_explained() {
    let app = spawn_app().await;
    let (first, _second, id) = crate::helpers::challenge(&app, "stratego").await;
    let before = snapshot(&app, id).await;
    for (text, expected) in [
        ("FB", "2 characters"),
        (
            "F3859BS7642B3B3236B4B52355X48722222647BB",
            "missing 1\u{a0}×\u{a0}Captain; too many 1\u{a0}×\u{a0}Bomb",
        ),
        ("F3859BS7642B3B3236B4B52355X48722222647BZ", "'Z' at j4"),
    ] {
        let a = first
            .post(&format!("/games/{id}/setup"), &[("action", "paste"), ("text", text)])
            .await;
        assert!(a.refused().unwrap().contains(expected), "{:?}", a.flash);
    }
    assert_eq!(snapshot(&app, id).await, before);
}
