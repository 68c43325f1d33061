//! No page wider than a phone: every page of the route table (read from `src/web/routes.rs`, so a page added later
//! is visited too) is opened at 390 CSS pixels by a player, a spectator and an admin, and none may be wider than
//! the screen. The navigation stays on one line and folds the rest into a menu that opens without JavaScript.
//! The pages around the board pass axe at both widths, and their screenshots are kept in `artifacts/`.

use fantoccini::{Client, Locator};

use crate::accessibility::{audit, axe_source, sign_in};
use crate::authorization::routes;
use crate::browser::{artifacts, browser, browser_sized, start_chromedriver};
use crate::helpers::{TestApp, spawn_app};
use crate::tournaments::{entered, field, games};

/// Routes that answer with something other than a page (files, records, streams, a download).
const NOT_PAGES: [&str; 10] = [
    "/calendar/{file}",
    "/static/{file}",
    "/healthz",
    "/readyz",
    "/favicon.ico",
    "/manifest.webmanifest",
    "/games/{id}/record.json",
    "/games/{id}/record.xml",
    "/games/{id}/events",
    "/account/data",
];

/// The phone's width in CSS pixels.
const PHONE: u64 = 390;

/// How wide the document and the window are, in CSS pixels.
async fn widths(c: &Client) -> (u64, u64) {
    let w = c
        .execute(
            "return [document.documentElement.scrollWidth, window.innerWidth];",
            vec![],
        )
        .await
        .unwrap();
    (w[0].as_u64().unwrap(), w[1].as_u64().unwrap())
}

/// Every page's address, its parameters filled in with things that exist: a game the player plays, the event it
/// is in, the player's name and a mail of theirs; tokens that do not exist give the pages that say so.
fn addresses(app_ids: &Ids) -> Vec<String> {
    let mut pages: Vec<String> = routes()
        .into_iter()
        .filter(|(method, path)| method == "GET" && !NOT_PAGES.contains(&path.as_str()))
        .map(|(_, path)| {
            let path = if path.starts_with("/admin/users/") {
                path.replace("{id}", &app_ids.user.to_string())
            } else if path.starts_with("/tournaments/") {
                path.replace("{id}", &app_ids.event.to_string())
            } else if path.starts_with("/mailbox/") {
                path.replace("{id}", &app_ids.mail.to_string())
            } else {
                path.replace("{id}", &app_ids.game.to_string())
            };
            path.replace("{variant}", "stratego")
                .replace("{name}", &app_ids.name)
                .replace("{token}", "no-such-token")
                .replace("{secret}", "no-such-secret")
        })
        .collect();
    // A page that shows more with a query: the lobby's filter, and the game looked back at.
    pages.push("/lobby?preset=stratego".to_string());
    pages.push(format!("/games/{}?ply=0", app_ids.game));
    pages
}

struct Ids {
    game: i64,
    event: i64,
    user: i64,
    mail: i64,
    name: String,
}

async fn mail_of(app: &TestApp, user: i64) -> i64 {
    sqlx::query_scalar("SELECT max(id) FROM outbox WHERE user_id = $1")
        .bind(user)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn every_page_fits_a_phone_for_a_player_a_spectator_and_an_admin() {
    let app = spawn_app().await;
    // A player in an event under way, with its games; a spectator; an admin.
    let f = field(&app, "phone", 4).await;
    let event = entered(&f, &[("format", "round_robin"), ("size", "4")]).await;
    assert!(fieldpost::jobs::tournament_rounds::advance_one(&app.env).await.unwrap());
    let (name, user) = (f.names[0].clone(), f.ids[0].0);
    let game = games(&app, event).await.into_iter().find(|g| g.2 == user).unwrap().0;
    let spectator = field(&app, "watcher", 1).await.names.remove(0);
    let admin = field(&app, "boss", 1).await.names.remove(0);
    sqlx::query("UPDATE users SET role = 'admin' WHERE username = $1")
        .bind(&admin)
        .execute(&app.pool)
        .await
        .unwrap();
    let ids = Ids {
        game: game.0,
        event,
        user,
        mail: mail_of(&app, user).await,
        name: name.clone(),
    };
    let pages = addresses(&ids);
    assert!(pages.len() > 25, "{pages:?}");

    let (_driver, port) = start_chromedriver();
    let mut wide = Vec::new();
    for who in [&name, &spectator, &admin] {
        let c = browser_sized(port, PHONE as u32, 844).await;
        sign_in(&c, &app.base, who).await;
        for page in &pages {
            c.goto(&format!("{}{page}", app.base)).await.unwrap();
            let (document, window) = widths(&c).await;
            // A phone's browser widens its layout to hold a page too wide for it (then shrinks the text to
            // fit), so the window is measured too, against the phone's own width.
            if document.max(window) > PHONE {
                let shot = format!("too-wide-{who}-{}.png", page.replace(['/', '?', '='], "_"));
                std::fs::write(artifacts().join(shot), c.screenshot().await.unwrap()).unwrap();
                wide.push(format!("{page} as {who}: {} px", document.max(window)));
            }
        }
        if who == &name {
            // The bar holds My games and the menu; the menu opens on a tap and shows the rest.
            c.goto(&format!("{}/games", app.base)).await.unwrap();
            let lobby = c.find(Locator::Css("header nav a[href='/lobby']")).await.unwrap();
            assert!(!lobby.is_displayed().await.unwrap(), "the lobby link waits in the menu");
            c.find(Locator::Css("header label.nav-toggle"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            assert!(lobby.is_displayed().await.unwrap(), "the menu shows it");
            let bar = c
                .execute(
                    "return document.querySelector('header.top').getBoundingClientRect().height;",
                    vec![],
                )
                .await
                .unwrap();
            assert!(bar.as_f64().unwrap() < 60.0, "the bar is one line: {bar}");
            std::fs::write(artifacts().join("phone-menu-390.png"), c.screenshot().await.unwrap()).unwrap();
            audit_and_shoot(&c, &app.base, event, "390").await;
        }
        c.close().await.unwrap();
    }
    assert!(wide.is_empty(), "pages wider than a 390 px phone:\n{}", wide.join("\n"));
    // The same pages on a desktop.
    let c = browser(port).await;
    c.set_window_size(1280, 1100).await.unwrap();
    sign_in(&c, &app.base, &name).await;
    audit_and_shoot(&c, &app.base, event, "1280").await;
    c.close().await.unwrap();
}

/// The pages around the board, each checked by axe and kept as a screenshot named for `width`.
async fn audit_and_shoot(c: &Client, base: &str, event: i64, width: &str) {
    let axe = axe_source();
    for (page, name) in [
        ("/games".to_string(), "my-games"),
        ("/lobby".to_string(), "lobby"),
        (format!("/tournaments/{event}"), "tournament"),
        ("/tournaments".to_string(), "tournaments"),
        ("/mailbox".to_string(), "mailbox"),
        ("/account".to_string(), "account"),
        ("/presets/stratego".to_string(), "preset"),
    ] {
        c.goto(&format!("{base}{page}")).await.unwrap();
        audit(c, &axe, &format!("{page} at {width} px")).await;
        std::fs::write(
            artifacts().join(format!("around-the-board-{name}-{width}.png")),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
    }
}
