//! Every date in the player's own time zone: a player in Helsinki and one in New York read the same deadline
//! each on their own clock, on the game page, in My games and in their mail, on both sides of the days in March
//! when first America and then Europe move their clocks.

use chrono::{DateTime, Duration, Utc};
use fieldpost::db::GameId;
use fieldpost::i18n::{Lang, Zone};
use reqwest::StatusCode;

use crate::helpers::{Client, TestApp, move_first_legal, spawn_app, started, username_of};

async fn set_deadline(app: &TestApp, id: GameId, at: &str) {
    sqlx::query("UPDATE games SET deadline = $2::timestamptz WHERE id = $1")
        .bind(id.0)
        .bind(at)
        .execute(&app.pool)
        .await
        .unwrap();
}

async fn choose_zone(c: &Client, zone: &str) {
    let a = c
        .post("/account/time-zone", &[("zone", zone), ("next", "/account")])
        .await;
    assert_eq!(a.status, StatusCode::SEE_OTHER);
    assert_eq!(a.refused(), None, "{zone}");
}

/// The newest mail of `kind` about game `id` to the player `to`.
async fn last_mail(app: &TestApp, kind: &str, id: GameId, to: &str) -> String {
    sqlx::query_scalar(
        "SELECT o.text_body FROM outbox o JOIN users u ON u.id = o.user_id
         WHERE o.kind = $1 AND o.game_id = $2 AND u.username = $3 ORDER BY o.id DESC LIMIT 1",
    )
    .bind(kind)
    .bind(id.0)
    .bind(to)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn helsinki_and_new_york_read_one_deadline_each_on_their_own_clock() {
    let app = spawn_app().await;
    let (helsinki, new_york, id) = started(&app, "stratego").await;
    let names = [username_of(&helsinki).await, username_of(&new_york).await];
    // Until chosen, dates are in UTC and every page offers the browser's zone.
    let page = helsinki.get(&format!("/games/{id}")).await.body;
    assert!(page.contains(" UTC."), "{page}");
    assert!(page.contains("data-zone-offer"), "the zone is offered");
    choose_zone(&helsinki, "Europe/Helsinki").await;
    choose_zone(&new_york, "America/New_York").await;
    assert!(
        !helsinki.get("/games").await.body.contains("data-zone-offer"),
        "and no longer once chosen"
    );

    // (moment, Helsinki's wall clock, New York's): before 14 March both keep winter time; from then New York
    // is on summer time and six hours behind; from 28 March Helsinki is too.
    for (at, there, here) in [
        (
            "2027-03-10T12:00:00Z",
            "10 March 2027, 14:00 EET",
            "10 March 2027, 07:00 EST",
        ),
        (
            "2027-03-20T12:00:00Z",
            "20 March 2027, 14:00 EET",
            "20 March 2027, 08:00 EDT",
        ),
        (
            "2027-04-01T22:30:00Z",
            "2 April 2027, 01:30 EEST",
            "1 April 2027, 18:30 EDT",
        ),
    ] {
        set_deadline(&app, id, at).await;
        for (c, words) in [(&helsinki, there), (&new_york, here)] {
            let game = c.get(&format!("/games/{id}")).await.body;
            assert!(game.contains(&format!("Deadline: {words}.")), "{words}: {game}");
            assert!(c.get("/games").await.body.contains(words), "My games: {words}");
        }
    }

    // Mail: the clock runs to 13 March, the day before New York's change; the move's deadline three days on
    // falls after it.
    let march_13: DateTime<Utc> = "2027-03-13T10:00:00Z".parse().unwrap();
    app.env.clock.advance(march_13 - app.env.clock.now());
    // Months on, the sessions have ended: each signs in again to move (New York after its mail is written, or
    // it would be on the site and mailed nothing).
    helsinki.sign_in(&names[0]).await;
    let moved = move_first_legal(&app, &helsinki, id).await;
    assert_eq!(
        (moved.status, moved.refused()),
        (StatusCode::SEE_OTHER, None),
        "{}",
        moved.body
    );
    let deadline: DateTime<Utc> = sqlx::query_scalar("SELECT deadline FROM games WHERE id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(deadline, march_13 + Duration::days(3));
    let mail = last_mail(&app, "your_turn", id, &names[1]).await;
    assert!(mail.contains("16 March 2027, 06:00 EDT"), "{mail}");
    let ny = Zone::parse("America/New_York").unwrap();
    assert_eq!(Lang::En.datetime(deadline, ny), "16 March 2027, 06:00 EDT");
    // An hour on, Helsinki is no longer on the site (a player on it is not mailed).
    app.env.clock.advance(Duration::hours(1));
    new_york.sign_in(&names[1]).await;
    assert_eq!(move_first_legal(&app, &new_york, id).await.refused(), None);
    let mail = last_mail(&app, "your_turn", id, &names[0]).await;
    assert!(mail.contains("16 March 2027, 13:00 EET"), "{mail}");
}

#[tokio::test]
async fn my_games_says_how_long_is_left_and_lists_the_most_urgent_first() {
    let app = spawn_app().await;
    let (first, _second, later) = started(&app, "barrage").await;
    let name = username_of(&first).await;
    // A second game of the same player, due sooner.
    let (_third, _, sooner) = started(&app, "duel").await;
    sqlx::query("UPDATE games SET first_id = (SELECT id FROM users WHERE username = $2) WHERE id = $1")
        .bind(sooner.0)
        .bind(&name)
        .execute(&app.pool)
        .await
        .unwrap();
    let now = app.env.clock.now();
    for (id, left) in [
        (later, Duration::days(2) + Duration::hours(23) + Duration::minutes(30)),
        (
            sooner,
            Duration::hours(5) + Duration::minutes(12) + Duration::seconds(30),
        ),
    ] {
        sqlx::query("UPDATE games SET deadline = $2 WHERE id = $1")
            .bind(id.0)
            .bind(now + left)
            .execute(&app.pool)
            .await
            .unwrap();
    }
    let page = first.get("/games").await.body;
    let (soon_at, later_at) = (
        page.find(&format!("/games/{sooner}\"")).unwrap(),
        page.find(&format!("/games/{later}\"")).unwrap(),
    );
    assert!(soon_at < later_at, "the game due sooner comes first");
    assert!(page.contains("5 h 12 min left"), "{page}");
    assert!(page.contains("2 d 23 h left"), "{page}");
    assert!(page.contains("Move 1"), "the move each game stands at");
    assert_eq!(
        page.matches("<svg class=\"thumb\"").count(),
        2,
        "each game in play drawn small"
    );
    // A zone that does not exist is refused and changes nothing.
    let a = first
        .post(
            "/account/time-zone",
            &[("zone", "Mars/Olympus_Mons"), ("next", "/games")],
        )
        .await;
    assert!(
        a.refused().is_some_and(|r| r.contains("Mars/Olympus_Mons")),
        "{:?}",
        a.refused()
    );
    assert!(
        first
            .get("/account")
            .await
            .body
            .contains("Dates and deadlines are shown in UTC.")
    );
}

#[tokio::test]
async fn a_browser_in_helsinki_is_offered_its_own_zone_and_one_click_takes_it() {
    use crate::accessibility::sign_in;
    use crate::browser::{browser, click_and_load, start_chromedriver_in, text};

    let app = spawn_app().await;
    let (player, _, id) = started(&app, "barrage").await;
    let name = username_of(&player).await;
    let (_driver, port) = start_chromedriver_in(Some("Europe/Helsinki"));
    let c = browser(port).await;
    sign_in(&c, &app.base, &name).await;
    c.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
    assert_eq!(text(&c, "form.zone-offer [data-zone-name]").await, "Europe/Helsinki");
    crate::accessibility::audit(&c, &crate::accessibility::axe_source(), "the zone offer").await;
    click_and_load(&c, "form.zone-offer button[data-zone-use]").await;
    assert!(
        c.current_url().await.unwrap().path().ends_with(&format!("/games/{id}")),
        "back on the game"
    );
    let page = c.source().await.unwrap();
    assert!(
        page.contains("EET") || page.contains("EEST"),
        "the deadline in Helsinki time"
    );
    assert!(!page.contains("data-zone-offer"), "and the offer is gone");
    c.goto(&format!("{}/account", app.base)).await.unwrap();
    assert!(
        c.source()
            .await
            .unwrap()
            .contains("Dates and deadlines are shown in Europe/Helsinki.")
    );
    c.close().await.unwrap();
}
