//! axe-core (the npm package, installed by `scripts/test` into `target/axe`) run in headless Chromium over the
//! pages a player lives in: the lobby, the account page, the setup page, and the game page with a note on an
//! enemy piece, a conversation and the question before a move is sent, and finished games of both families
//! with every piece drawn. Any violation fails the test, named by its rule and elements. The screenshots of
//! those features, at a phone's width and a desktop's, are kept in `artifacts/`.

use fantoccini::{Client, Locator};

use crate::browser::{artifacts, browser, choose_a_move, click_and_load, fill, start_chromedriver};
use crate::helpers::{PASSWORD, TestApp, challenge, engine, started, username_of};

pub fn axe_source() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/target/axe/node_modules/axe-core/axe.min.js"
    );
    std::fs::read_to_string(path).expect("axe-core is installed (scripts/test puts it in target/axe)")
}

/// Runs axe on the page as it is now and fails on any violation.
pub async fn audit(c: &Client, axe: &str, what: &str) {
    audit_rules(c, axe, what, None).await;
}

/// Runs axe with only the rules that carry one of `tags` (experimental ones included, which axe otherwise
/// leaves out), or with its default rules, and fails on any violation.
pub async fn audit_rules(c: &Client, axe: &str, what: &str, tags: Option<&[&str]>) {
    c.execute(axe, vec![]).await.unwrap();
    let violations = c
        .execute_async(
            "const [tags, done] = arguments;
             const options = tags ? { runOnly: { type: 'tag', values: [...tags, 'experimental'] } } : {};
             axe.run(document, { ...options, resultTypes: ['violations'] })
                .then(r => done(r.violations.filter(v => !tags || v.tags.some(t => tags.includes(t)))
                                 .map(v => ({ rule: v.id, impact: v.impact, help: v.help,
                                              nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ')) }))))
                .catch(e => done(['axe failed: ' + e]));",
            vec![serde_json::json!(tags)],
        )
        .await
        .unwrap();
    assert_eq!(violations.as_array().map(Vec::len), Some(0), "{what}: {violations:#}");
}

pub async fn sign_in(c: &Client, base: &str, name: &str) {
    c.goto(&format!("{base}/login")).await.unwrap();
    fill(c, "input[name=username]", name).await;
    fill(c, "input[name=password]", PASSWORD).await;
    click_and_load(c, "main form button[type=submit]").await;
}

async fn shoot(c: &Client, name: &str) {
    std::fs::write(artifacts().join(name), c.screenshot().await.unwrap()).unwrap();
}

async fn at_width(c: &Client, width: u32) {
    c.set_window_size(width, 1100).await.unwrap();
}

#[tokio::test]
async fn axe_finds_nothing_on_the_lobby_account_setup_and_game_pages() {
    let app: TestApp = crate::helpers::spawn_app().await;
    let axe = axe_source();
    let (first, second, id) = challenge(&app, "stratego").await;
    let name = username_of(&first).await;
    let base = app.base.clone();
    let (_driver, port) = start_chromedriver();
    let c = browser(port).await;
    sign_in(&c, &base, &name).await;

    for page in ["/lobby", "/account", &format!("/games/{id}")] {
        c.goto(&format!("{base}{page}")).await.unwrap();
        audit(&c, &axe, page).await;
    }

    for p in [&first, &second] {
        p.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
    }
    // A note on a hidden enemy piece, and a few words from the opponent.
    let (game, ply) = engine(&app, id).await;
    let enemy = game
        .view_for(fieldpost::rules::view::Viewer::Player(fieldpost::rules::Seat::First))
        .pieces()
        .iter()
        .find(|p| p.owner() == fieldpost::rules::Seat::Second && p.square().row() == 6)
        .unwrap()
        .square()
        .to_string();
    let noted = first
        .post(
            &format!("/games/{id}/notes"),
            &[
                ("square", &enemy),
                ("guess", "is:9"),
                ("text", "rushed forward"),
                ("ply", &ply.to_string()),
            ],
        )
        .await;
    assert_eq!(noted.refused(), None);
    second
        .post(&format!("/games/{id}/messages"), &[("body", "Good luck, have fun!")])
        .await;
    first
        .post(&format!("/games/{id}/messages"), &[("body", "Thanks, you too.")])
        .await;

    let game_page = format!("{base}/games/{id}");
    for width in [1280, 390] {
        at_width(&c, width).await;
        c.goto(&game_page).await.unwrap();
        assert!(
            c.find(Locator::Css("span.note")).await.is_ok(),
            "the note's badge is drawn"
        );
        audit(&c, &axe, "the game page").await;
        shoot(&c, &format!("notes-and-pieces-{width}.png")).await;
        let talk = c.find(Locator::Css("#conversation")).await.unwrap();
        std::fs::write(
            artifacts().join(format!("conversation-{width}.png")),
            talk.screenshot().await.unwrap(),
        )
        .unwrap();
        choose_a_move(&c).await;
        audit(&c, &axe, "the game page asking before a move is sent").await;
        shoot(&c, &format!("confirm-step-{width}.png")).await;
    }
    // The note form without JavaScript's help: a page of its own for the chosen piece.
    c.goto(&format!("{game_page}?note={enemy}#note-form")).await.unwrap();
    audit(&c, &axe, "the note form").await;
    c.close().await.unwrap();
}

/// What the browser made of the board's pieces: how many drawings have a size, the smallest rank's font size
/// and how many ranks stick out of their piece, and whether the page is wider than the window.
const MEASURE_PIECES: &str = "
    const pieces = [...document.querySelectorAll('table.board .piece.drawn')];
    const drawn = pieces.filter(p => { const b = p.querySelector('svg.art use').getBBox(); return b.width > 0 && b.height > 0; });
    const ranks = pieces.map(p => p.querySelector('.rank'));
    const outside = pieces.filter((p, i) => {
        const o = p.getBoundingClientRect(), r = ranks[i].getBoundingClientRect();
        return r.left < o.left || r.top < o.top || r.right > o.right || r.bottom > o.bottom;
    });
    return { pieces: pieces.length, drawn: drawn.length, outside: outside.length,
             smallest_rank: Math.min(...ranks.map(r => parseFloat(getComputedStyle(r).fontSize))),
             overflow: document.documentElement.scrollWidth > window.innerWidth };";

#[tokio::test]
async fn every_piece_is_drawn_readable_and_passes_axe_at_a_phones_width_and_a_desktops() {
    let app: TestApp = crate::helpers::spawn_app().await;
    let axe = axe_source();
    crate::helpers::Client::new(&app).register("onlooker").await;
    let (_driver, port) = start_chromedriver();
    let c = browser(port).await;
    sign_in(&c, &app.base, "onlooker").await;
    for (variant, shot) in [("stratego", "pieces"), ("espionage", "pieces-espionage")] {
        // A game given up at once: everything is revealed, so both armies are drawn in full.
        let (_first, second, id) = started(&app, variant).await;
        second.post(&format!("/games/{id}/resign"), &[]).await;
        for width in [1280, 390] {
            at_width(&c, width).await;
            c.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
            // The sprite is a file of its own: the drawings have their size once it has come.
            let mut seen = serde_json::Value::Null;
            for _ in 0..50 {
                seen = c.execute(MEASURE_PIECES, vec![]).await.unwrap();
                if seen["drawn"] == seen["pieces"] {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            assert!(seen["pieces"].as_u64() > Some(20), "{variant} {width}: {seen}");
            assert_eq!(
                seen["drawn"], seen["pieces"],
                "{variant} {width}: every drawing shows: {seen}"
            );
            assert_eq!(
                seen["outside"], 0,
                "{variant} {width}: every rank within its piece: {seen}"
            );
            assert!(
                seen["smallest_rank"].as_f64() >= Some(10.0),
                "{variant} {width}: {seen}"
            );
            assert_eq!(seen["overflow"], false, "{variant} {width}: the board fits: {seen}");
            audit(&c, &axe, &format!("a finished {variant} game")).await;
            let board = c.find(Locator::Css("table.board")).await.unwrap();
            std::fs::write(
                artifacts().join(format!("{shot}-{width}.png")),
                board.screenshot().await.unwrap(),
            )
            .unwrap();
        }
    }
    c.close().await.unwrap();
}
