//! A game page that has not changed is not sent again: a reload answers `304 Not Modified` to the browser that
//! holds the page's tag. The tag follows the game, the viewer and the language, and never what the viewer may
//! not see.

use reqwest::StatusCode;

use crate::helpers::{Client, challenge, move_first_legal, spawn_app, started};

#[tokio::test]
async fn a_reloaded_game_page_that_has_not_changed_is_not_sent_again() {
    let app = spawn_app().await;
    let (first, second, id) = started(&app, "stratego").await;
    let path = format!("/games/{id}");
    first.get(&path).await; // shows the message of the last action, once
    let page = first.get(&path).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header("cache-control"), Some("private, no-cache"));
    let tag = page.header("etag").expect("the game page is tagged").to_string();

    let again = first.get_held(&path, &tag).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert_eq!(again.header("etag"), Some(tag.as_str()));
    assert!(again.body.is_empty());

    // Another viewer, another language, another ply to look at: another page.
    second.get(&path).await;
    assert_eq!(second.get_held(&path, &tag).await.status, StatusCode::OK);
    for lang in ["fi", "en"] {
        first.post("/language", &[("lang", lang)]).await;
        first.get(&path).await;
        let page = first.get_held(&path, &tag).await;
        assert_eq!(
            page.status,
            if lang == "fi" {
                StatusCode::OK
            } else {
                StatusCode::NOT_MODIFIED
            }
        );
    }
    assert_eq!(
        first.get_held(&format!("{path}?ply=0"), &tag).await.status,
        StatusCode::OK
    );
    assert_eq!(first.get_held(&path, &tag).await.status, StatusCode::NOT_MODIFIED);

    // A move changes the page for both players.
    let second_tag = second.get(&path).await.header("etag").unwrap().to_string();
    assert_eq!(move_first_legal(&app, &first, id).await.status, StatusCode::SEE_OTHER);
    first.get(&path).await;
    let moved = first.get_held(&path, &tag).await;
    assert_eq!(moved.status, StatusCode::OK);
    assert_ne!(moved.header("etag"), Some(tag.as_str()));
    assert_eq!(second.get_held(&path, &second_tag).await.status, StatusCode::OK);
}

/// While the opponent rearranges a setup nobody else may see, the other player's and a spectator's pages keep
/// their tags: a changed tag would tell them something happened.
#[tokio::test]
async fn a_tag_does_not_change_with_what_its_viewer_may_not_see() {
    let app = spawn_app().await;
    let (first, second, id) = challenge(&app, "stratego").await;
    let path = format!("/games/{id}");
    first.post(&format!("{path}/setup"), &[("action", "submit")]).await;
    let watcher = Client::new(&app);
    watcher.register("watcher").await;
    let mut tags = Vec::new();
    for c in [&first, &watcher] {
        c.get(&path).await;
        tags.push(
            c.get(&path)
                .await
                .header("etag")
                .expect("a waiting page is tagged")
                .to_string(),
        );
    }
    for _ in 0..3 {
        let a = second.post(&format!("{path}/setup"), &[("action", "random")]).await;
        assert_eq!(a.refused(), None);
        for (c, tag) in [&first, &watcher].into_iter().zip(&tags) {
            assert_eq!(c.get_held(&path, tag).await.status, StatusCode::NOT_MODIFIED);
        }
    }
    second.post(&format!("{path}/setup"), &[("action", "submit")]).await;
    for (c, tag) in [&first, &watcher].into_iter().zip(&tags) {
        assert_eq!(c.get_held(&path, tag).await.status, StatusCode::OK, "the game began");
    }
}

/// The setup editor also lists the player's saved setups, which live apart from the game: it is never kept.
#[tokio::test]
async fn the_setup_editor_is_made_anew_each_time() {
    let app = spawn_app().await;
    let (first, _second, id) = challenge(&app, "stratego").await;
    let page = first.get(&format!("/games/{id}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header("etag"), None);
    assert_eq!(page.header("cache-control"), Some("no-store"));
}

/// A kept game page shows the player's own setup: signing out tells the browser to forget what it kept.
#[tokio::test]
async fn signing_out_clears_what_the_browser_kept() {
    let app = spawn_app().await;
    let (first, _second, _id) = started(&app, "stratego").await;
    let out = first.post("/logout", &[]).await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    assert_eq!(out.header("clear-site-data"), Some("\"cache\""));
}
