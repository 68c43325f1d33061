//! End to end in headless Chromium (Debian's chromium and chromedriver): two players register, challenge and
//! accept, set up (swapping by clicks in the page, then submitting), and move by clicking; a player switches the
//! site to Finnish. The screenshots (board, rules, statistics, game page, in English and Finnish) are kept
//! in artifacts/.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};

use crate::helpers::{PASSWORD, move_first_legal, spawn_app, started, username_of};

pub struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn start_chromedriver() -> (Driver, u16) {
    start_chromedriver_in(None)
}

/// A chromedriver whose browsers believe they are in time zone `zone` (an IANA name), as a player's would.
pub fn start_chromedriver_in(zone: Option<&str>) -> (Driver, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut command = Command::new("chromedriver");
    if let Some(zone) = zone {
        command.env("TZ", zone);
    }
    let child = command
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver must be installed (scripts/test installs Debian's chromium-driver)");
    (Driver(child), port)
}

pub async fn browser(port: u16) -> Client {
    browser_with(port, None).await
}

/// A browser whose page is exactly `width` × `height` CSS pixels (a phone's, say), as Chromium's device
/// emulation makes it: a headless window cannot be made narrower than 500 pixels.
pub async fn browser_sized(port: u16, width: u32, height: u32) -> Client {
    browser_with(port, Some((width, height))).await
}

async fn browser_with(port: u16, viewport: Option<(u32, u32)>) -> Client {
    // Two TLS back ends are linked into the test binary; the WebDriver connection is plain HTTP anyway.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut caps = serde_json::Map::new();
    caps.insert(
        "goog:chromeOptions".to_string(),
        serde_json::json!({
            "binary": "/usr/bin/chromium",
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
                     "--no-first-run", "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--window-size=1200,1000"]
        }),
    );
    if let Some((width, height)) = viewport {
        caps["goog:chromeOptions"]["mobileEmulation"] = serde_json::json!({
            "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0, "mobile": width < 600, "touch": width < 600 }
        });
    }
    for _ in 0..50 {
        let attempt = ClientBuilder::rustls()
            .unwrap()
            .capabilities(caps.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await;
        if let Ok(c) = attempt {
            return c;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("chromedriver did not answer");
}

/// Clicks and waits until the browser has loaded the page the click led to.
pub async fn click_and_load(c: &Client, css: &str) {
    let old = c.find(Locator::Css("body")).await.unwrap();
    c.find(Locator::Css(css)).await.unwrap().click().await.unwrap();
    for _ in 0..100 {
        if old.text().await.is_err() {
            c.wait().for_element(Locator::Css("footer")).await.unwrap();
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("clicking {css} loaded no page");
}

pub async fn fill(c: &Client, css: &str, text: &str) {
    c.find(Locator::Css(css)).await.unwrap().send_keys(text).await.unwrap();
}

async fn register(c: &Client, base: &str, name: &str) {
    c.goto(&format!("{base}/register")).await.unwrap();
    fill(c, "input[name=username]", name).await;
    fill(c, "input[name=email]", &format!("{name}@example.org")).await;
    fill(c, "input[name=password]", PASSWORD).await;
    click_and_load(c, "main form button[type=submit]").await;
}

pub async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css)).await.unwrap().click().await.unwrap();
}

pub async fn text(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css)).await.unwrap().text().await.unwrap()
}

/// Chooses a piece and a target with the keyboard only: focus, Enter, then Enter on the target that gets focus,
/// then Enter on Send, which the question before sending gives the focus to.
async fn move_by_keyboard(c: &Client) {
    use fantoccini::key::Key;
    let piece = c.find(Locator::Css("td[data-targets] .cell")).await.unwrap();
    piece.send_keys(&Key::Enter.to_string()).await.unwrap();
    let old = c.find(Locator::Css("body")).await.unwrap();
    let target = c.active_element().await.unwrap();
    assert_eq!(
        target.attr("role").await.unwrap().as_deref(),
        Some("button"),
        "the first target has the focus"
    );
    target.send_keys(&Key::Enter.to_string()).await.unwrap();
    c.wait().for_element(Locator::Css(".confirm-step")).await.unwrap();
    let send = c.active_element().await.unwrap();
    assert_eq!(
        send.attr("type").await.unwrap().as_deref(),
        Some("submit"),
        "Send has the focus"
    );
    send.send_keys(&Key::Enter.to_string()).await.unwrap();
    for _ in 0..100 {
        if old.text().await.is_err() {
            c.wait().for_element(Locator::Css("footer")).await.unwrap();
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the keyboard move loaded no page");
}

/// Clicks one of the player's own movable pieces, then one of the squares it lights up, then Send in the
/// question the page asks before the move goes.
pub async fn move_by_clicking(c: &Client) {
    choose_a_move(c).await;
    click_and_load(c, ".confirm-step button[type=submit]").await;
}

/// Chooses a piece and a target by clicks, up to the question before sending.
pub async fn choose_a_move(c: &Client) {
    let piece = c
        .wait()
        .for_element(Locator::Css("td[data-targets] .cell"))
        .await
        .unwrap();
    piece.click().await.unwrap();
    c.wait().for_element(Locator::Css("td.target")).await.unwrap();
    click(c, "td.target .cell").await;
    c.wait().for_element(Locator::Css(".confirm-step")).await.unwrap();
}

#[tokio::test]
async fn two_players_set_up_and_move_by_clicking() {
    let app = spawn_app().await;
    let base = app.base.clone();
    let (_driver, port) = start_chromedriver();
    let alice = browser(port).await;
    let bob = browser(port).await;

    register(&bob, &base, "bob").await;
    register(&alice, &base, "alice").await;
    alice.goto(&format!("{base}/lobby")).await.unwrap();
    // The lobby offers games first; the form to make one is folded under them.
    click(&alice, "#new-game summary").await;
    click(&alice, "select[name=variant] option[value=stratego]").await;
    click(&alice, "input[name=seat][value=first]").await;
    fill(&alice, "input[name=opponent]", "bob").await;
    click_and_load(&alice, "form[action='/games'] button").await;
    assert!(text(&alice, "p.headline").await.contains("Waiting for bob"));
    let game_url = alice.current_url().await.unwrap().to_string();

    bob.goto(&format!("{base}/games")).await.unwrap();
    click_and_load(&bob, "tr.your-turn a").await;
    click_and_load(&bob, "form[action$='/join'] button").await;
    assert!(text(&bob, "p.headline").await.contains("Arrange your army"));

    // Alice swaps a1 and j4 by two clicks, in the page; the text of the setup follows, and goes with Submit.
    alice.goto(&game_url).await.unwrap();
    let setup_text = || {
        let alice = alice.clone();
        async move {
            let text = alice
                .execute("return document.getElementById('setup-text').value;", vec![])
                .await
                .unwrap();
            text.as_str().unwrap().to_string()
        }
    };
    let before = setup_text().await;
    let label = |sq: &'static str| {
        let alice = alice.clone();
        async move {
            alice
                .find(Locator::Css(&format!("td[data-square={sq}] .cell")))
                .await
                .unwrap()
                .attr("aria-label")
                .await
                .unwrap()
                .unwrap()
        }
    };
    let (a1, j4) = (label("a1").await, label("j4").await);
    click(&alice, "td[data-square=a1] .cell").await;
    click(&alice, "td[data-square=j4] .cell").await;
    assert_eq!(label("a1").await[2..], j4[2..]);
    assert_eq!(label("j4").await[2..], a1[2..]);
    let mut swapped: Vec<char> = before.chars().collect();
    swapped.swap(0, 39);
    let swapped: String = swapped.into_iter().collect();
    assert_eq!(setup_text().await, swapped);

    let dir = artifacts();
    std::fs::write(dir.join("setup.png"), alice.screenshot().await.unwrap()).unwrap();
    bob.goto(&game_url).await.unwrap();
    for c in [&alice, &bob] {
        click(c, "#submit-form button[value=submit]").await;
        click_and_load(c, "#setup-confirm button[type=submit]").await;
    }
    let game = fieldpost::app::game::loaded::load(
        &app.pool,
        fieldpost::db::GameId(game_url.rsplit('/').next().unwrap().parse().unwrap()),
    )
    .await
    .unwrap();
    assert_eq!(
        game.setup_text(fieldpost::rules::Seat::First),
        Some(swapped.as_str()),
        "the swap was submitted"
    );
    alice.goto(&game_url).await.unwrap();
    assert!(text(&alice, "p.headline").await.contains("Your move"));

    for round in 0..2 {
        move_by_clicking(&alice).await;
        bob.goto(&game_url).await.unwrap();
        assert!(text(&bob, "p.headline").await.contains("Your move"));
        if round == 0 {
            move_by_clicking(&bob).await;
        } else {
            move_by_keyboard(&bob).await;
        }
        alice.goto(&game_url).await.unwrap();
    }
    let moves = alice.find_all(Locator::Css("ol.moves li")).await.unwrap();
    assert_eq!(moves.len(), 4);

    std::fs::write(dir.join("board.png"), alice.screenshot().await.unwrap()).unwrap();
    alice.close().await.unwrap();
    bob.close().await.unwrap();
}

pub fn artifacts() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("artifacts");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test]
async fn rules_statistics_and_a_game_in_english_and_finnish() {
    let app = spawn_app().await;
    // Finished games for the statistics: red resigns once, blue twice.
    for red_resigns in [true, false, false] {
        let (first, second, id) = started(&app, "stratego").await;
        let loser = if red_resigns { &first } else { &second };
        loser.post(&format!("/games/{id}/resign"), &[]).await;
    }
    let (first, second, id) = started(&app, "stratego").await;
    move_first_legal(&app, &first, id).await;
    move_first_legal(&app, &second, id).await;
    let name = username_of(&first).await;

    let base = app.base.clone();
    let (_driver, port) = start_chromedriver();
    let c = browser(port).await;
    c.goto(&format!("{base}/login")).await.unwrap();
    fill(&c, "input[name=username]", &name).await;
    fill(&c, "input[name=password]", PASSWORD).await;
    click_and_load(&c, "main form button[type=submit]").await;

    let dir = artifacts();
    for (lang, rules, stats, your_move) in [
        ("en", "The rules", "3 games finished.", "Your move."),
        ("fi", "Säännöt", "3 päättynyttä peliä.", "Sinun vuorosi."),
    ] {
        if lang == "fi" {
            // The language menu works without JavaScript: choose, then press the button.
            click(&c, "footer select[name=lang] option[value=fi]").await;
            click_and_load(&c, "footer form button").await;
        }
        c.goto(&format!("{base}/presets/stratego")).await.unwrap();
        let html_lang = c.find(Locator::Css("html")).await.unwrap().attr("lang").await.unwrap();
        assert_eq!(html_lang.as_deref(), Some(lang));
        assert_eq!(text(&c, "#rules h2").await, rules);
        assert!(text(&c, "#statistics p").await.contains(stats));
        std::fs::write(dir.join(format!("rules-{lang}.png")), c.screenshot().await.unwrap()).unwrap();
        let chart = c.find(Locator::Css("#statistics")).await.unwrap();
        std::fs::write(
            dir.join(format!("statistics-{lang}.png")),
            chart.screenshot().await.unwrap(),
        )
        .unwrap();
        c.goto(&format!("{base}/games/{id}")).await.unwrap();
        assert!(text(&c, "p.headline").await.contains(your_move));
        std::fs::write(dir.join(format!("game-{lang}.png")), c.screenshot().await.unwrap()).unwrap();
    }
    c.close().await.unwrap();
}
