//! The setup editor: a whole army dragged from the tray onto an empty board (mouse at a desktop's width, touch at
//! a phone's), a Barrage army placed by keyboard alone, and the server refusing a half-placed army, in headless
//! Chromium against a real PostgreSQL. Screenshots of the editor empty, half-placed and full, at 1280 × 800 and
//! 390 × 844, are kept in `artifacts/`.

use std::time::Duration;

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction, TouchActions};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use fieldpost::db::GameId;
use fieldpost::rules::{Seat, Setup, Variant};

use crate::accessibility::{audit_rules, axe_source, sign_in};
use crate::browser::{artifacts, browser, click, click_and_load, start_chromedriver, text};
use crate::helpers::{TestApp, challenge, snapshot, spawn_app, username_of};

/// A real Stratego setup (red, a1 … j4).
const CLASSIC: &str = "F3859BS7642B3B3236B4B52355X48722222647B6";

const WCAG21: &[&str] = &["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/// The setup of `seat` as stored, and whether it is submitted.
async fn stored(app: &TestApp, id: GameId, seat: Seat) -> (String, bool) {
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    (game.setup_text(seat).unwrap().to_string(), game.submitted(seat))
}

#[tokio::test]
async fn an_incomplete_army_is_refused_naming_what_is_still_to_place() {
    let app = spawn_app().await;
    let (first, _second, id) = challenge(&app, "stratego").await;
    let path = format!("/games/{id}/setup");
    // Without the script the tray stays hidden and the swap links work; the legend names every code.
    let page = first.get(&format!("/games/{id}")).await;
    assert!(
        page.body
            .contains(r#"id="tray" aria-labelledby="tray-heading" hidden>"#)
    );
    assert!(page.body.contains(&format!(r#"href="/games/{id}?pick=a1""#)));
    assert!(page.body.contains("<dt>X</dt><dd>Marshal (10)</dd>"));
    assert!(page.body.contains("<dt>B</dt><dd>Bomb</dd>"));
    let before = snapshot(&app, id).await;
    // Two Bombs and a Scout left in the tray.
    let short = CLASSIC.replacen('B', ".", 2).replacen('2', ".", 1);
    for action in ["submit", "paste", "save"] {
        let a = first
            .post(&path, &[("action", action), ("text", &short), ("name", "half")])
            .await;
        assert_eq!(
            a.refused(),
            Some("Still to place: 1\u{a0}×\u{a0}Scout, 2\u{a0}×\u{a0}Bomb."),
            "{action}: {:?}",
            a.flash
        );
    }
    assert_eq!(snapshot(&app, id).await, before, "nothing was stored");
    let page = first.get(&format!("/games/{id}")).await;
    assert!(!page.body.contains("half"), "no setup was saved");

    // Mirrored by the server, for browsers without the script.
    let (draft, _) = stored(&app, id, Seat::First).await;
    first.post(&path, &[("action", "mirror")]).await;
    let mirrored = Setup::parse(Variant::Stratego, Seat::First, &draft).unwrap().mirrored();
    assert_eq!(stored(&app, id, Seat::First).await, (mirrored.to_string(), false));

    // The whole arrangement goes with the submit, in place of the draft.
    let a = first.post(&path, &[("action", "submit"), ("text", CLASSIC)]).await;
    assert_eq!(a.refused(), None, "{:?}", a.flash);
    assert_eq!(stored(&app, id, Seat::First).await, (CLASSIC.to_string(), true));
}

#[tokio::test]
async fn drafts_and_suggestions_keep_the_flag_off_the_front_row() {
    let app = spawn_app().await;
    for _ in 0..5 {
        let (first, _second, id) = challenge(&app, "stratego").await;
        for suggestion in 0..4 {
            let (draft, _) = stored(&app, id, Seat::First).await;
            assert!(!draft[30..].contains('F'), "suggestion {suggestion}: {draft}");
            first.post(&format!("/games/{id}/setup"), &[("action", "random")]).await;
        }
    }
}

/// Signs the game's first player in, in a browser of the given window size, on the setup page.
async fn editor(app: &TestApp, port: u16, player: &crate::helpers::Client, id: GameId) -> Client {
    let c = browser(port).await;
    sign_in(&c, &app.base, &username_of(player).await).await;
    c.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
    c
}

async fn arrangement(c: &Client) -> String {
    let text = c
        .execute("return document.getElementById('setup-text').value;", vec![])
        .await
        .unwrap();
    text.as_str().unwrap().to_string()
}

/// Drags what `from` finds (a kind in the tray, a piece on the board) onto the square `to`, or onto the tray when
/// `to` is `tray`, with a mouse or a finger, through WebDriver's pointer actions (the browser's own pointer
/// events).
async fn drag(c: &Client, from: &str, to: &str, touch: bool) {
    let source = c.find(Locator::Css(from)).await.unwrap();
    let target = match to {
        "tray" => "#tray h2".to_string(),
        square => format!("td[data-square={square}]"),
    };
    let target = c.find(Locator::Css(&target)).await.unwrap();
    let steps = [
        PointerAction::MoveToElement {
            element: source,
            duration: None,
            x: 0.0,
            y: 0.0,
        },
        PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        },
        PointerAction::MoveBy {
            duration: Some(Duration::from_millis(20)),
            x: 8.0,
            y: -8.0,
        },
        PointerAction::MoveToElement {
            element: target,
            duration: Some(Duration::from_millis(60)),
            x: 0.0,
            y: 0.0,
        },
        PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        },
    ];
    if touch {
        let finger = steps
            .into_iter()
            .fold(TouchActions::new("finger".into()), |a, s| a.then(s));
        c.perform_actions(finger).await.unwrap();
    } else {
        let mouse = steps
            .into_iter()
            .fold(MouseActions::new("mouse".into()), |a, s| a.then(s));
        c.perform_actions(mouse).await.unwrap();
    }
}

/// A screenshot of the window with the editor at its top.
async fn shoot(c: &Client, name: &str) {
    c.execute("document.getElementById('setup-editor').scrollIntoView();", vec![])
        .await
        .unwrap();
    std::fs::write(artifacts().join(name), c.screenshot().await.unwrap()).unwrap();
}

/// What the tray says is left, kind by kind: "X1 91 82 …".
async fn tray_counts(c: &Client) -> String {
    let counts = c
        .execute(
            "return [...document.querySelectorAll('.tray-piece')].map(k => k.dataset.code + k.querySelector('.left').textContent).join(' ');",
            vec![],
        )
        .await
        .unwrap();
    counts.as_str().unwrap().to_string()
}

/// What a screen reader hears on the tray's kind of `code`.
async fn tray_label(c: &Client, code: char) -> String {
    let kind = c
        .find(Locator::Css(&format!(".tray-piece[data-code='{code}']")))
        .await
        .unwrap();
    kind.attr("aria-label").await.unwrap().unwrap()
}

#[tokio::test]
async fn a_whole_stratego_army_is_dragged_from_the_tray_onto_an_empty_board() {
    let app = spawn_app().await;
    let axe = axe_source();
    let (first, _second, id) = challenge(&app, "stratego").await;
    let (_driver, port) = start_chromedriver();
    let c = editor(&app, port, &first, id).await;
    let squares: Vec<String> = fieldpost::rules::setup::area(Variant::Stratego, Seat::First)
        .iter()
        .map(ToString::to_string)
        .collect();

    // A phone with a finger, then a desktop with a mouse; the page keeps the arrangement until it is submitted,
    // so going to the page again starts from the stored draft.
    for (width, height, touch) in [(390, 844, true), (1280, 800, false)] {
        c.set_window_size(width, height).await.unwrap();
        c.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
        assert_eq!(tray_counts(&c).await, "X0 90 80 70 60 50 40 30 20 S0 B0 F0");
        click(&c, "#setup-clear").await;
        assert_eq!(arrangement(&c).await, ".".repeat(40), "the text follows the board");
        assert_eq!(tray_counts(&c).await, "X1 91 82 73 64 54 44 35 28 S1 B6 F1");
        assert_eq!(tray_label(&c, 'B').await, "Bomb (B): 6 left");
        assert_eq!(tray_label(&c, 'F').await, "Flag (F): one left");
        let fits = c
            .execute(
                "const t = document.getElementById('tray').getBoundingClientRect(), b = document.querySelector('table.board').getBoundingClientRect();
                 return document.documentElement.scrollWidth <= window.innerWidth && t.right <= window.innerWidth && b.right <= window.innerWidth;",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(fits, true, "{width}: the board and the tray fit the width");
        if !touch {
            audit_rules(&c, &axe, "the editor with a full tray", Some(WCAG21)).await;
        }
        shoot(&c, &format!("setup-editor-empty-{width}.png")).await;

        for (i, (square, code)) in squares.iter().zip(CLASSIC.chars()).enumerate() {
            drag(&c, &format!(".tray-piece[data-code='{code}']"), square, touch).await;
            if i == 19 {
                let half: String = CLASSIC.chars().take(20).chain(std::iter::repeat_n('.', 20)).collect();
                assert_eq!(arrangement(&c).await, half, "{width}: after 20 drags");
                shoot(&c, &format!("setup-editor-half-{width}.png")).await;
                // Submitting now is refused in the page, naming what is still in the tray; nothing is sent.
                click(&c, "#submit-form button[value=submit]").await;
                let refused = text(&c, "#setup-refused").await;
                assert!(refused.starts_with("Still to place: "), "{refused}");
                assert!(refused.contains("6 × Scout, 2 × Bomb."), "{refused}");
                if !touch {
                    audit_rules(&c, &axe, "a half-placed army refused", Some(WCAG21)).await;
                    // A piece chosen by a click: the tray and the status say so.
                    click(&c, ".tray-piece[data-code='B']").await;
                    audit_rules(&c, &axe, "a piece chosen in the tray", Some(WCAG21)).await;
                    c.active_element()
                        .await
                        .unwrap()
                        .send_keys(&Key::Escape.to_string())
                        .await
                        .unwrap();
                }
            }
        }
        assert_eq!(
            arrangement(&c).await,
            CLASSIC,
            "{width}: every piece where it was dropped"
        );
        assert_eq!(tray_counts(&c).await, "X0 90 80 70 60 50 40 30 20 S0 B0 F0");
        assert_eq!(tray_label(&c, 'F').await, "Flag (F): none left");
        // A piece on the board dragged onto another swaps with it, and back.
        drag(&c, "td[data-square=a1] .cell", "j4", touch).await;
        let swapped: String = "6".chars().chain(CLASSIC[1..39].chars()).chain("F".chars()).collect();
        assert_eq!(arrangement(&c).await, swapped);
        drag(&c, "td[data-square=j4] .cell", "a1", touch).await;
        // Back to the tray, and out again.
        drag(&c, "td[data-square=a1] .cell", "tray", touch).await;
        assert_eq!(arrangement(&c).await, format!(".{}", &CLASSIC[1..]));
        assert_eq!(tray_counts(&c).await, "X0 90 80 70 60 50 40 30 20 S0 B0 F1");
        drag(&c, ".tray-piece[data-code='F']", "a1", touch).await;
        assert_eq!(arrangement(&c).await, CLASSIC);
        shoot(&c, &format!("setup-editor-full-{width}.png")).await;
    }
    assert!(!stored(&app, id, Seat::First).await.1, "nothing is sent before Submit");

    // Submit asks first, then sends the whole arrangement.
    click(&c, "#submit-form button[value=submit]").await;
    c.wait()
        .for_element(Locator::Css("#setup-confirm:not([hidden])"))
        .await
        .unwrap();
    audit_rules(&c, &axe, "the question before submitting", Some(WCAG21)).await;
    click_and_load(&c, "#setup-confirm button[type=submit]").await;
    assert_eq!(stored(&app, id, Seat::First).await, (CLASSIC.to_string(), true));
    c.close().await.unwrap();
}

/// Gives the element `css` finds the focus, as Tab would, and presses `key` there.
async fn key_on(c: &Client, css: &str, key: Key) {
    let element = c.find(Locator::Css(css)).await.unwrap();
    element.send_keys(&key.to_string()).await.unwrap();
}

#[tokio::test]
async fn a_whole_barrage_army_is_placed_by_keyboard_alone() {
    let app = spawn_app().await;
    let (first, _second, id) = challenge(&app, "barrage").await;
    let (_driver, port) = start_chromedriver();
    let c = editor(&app, port, &first, id).await;
    let press = |key: Key| {
        let c = c.clone();
        async move {
            let focused = c.active_element().await.unwrap();
            focused.send_keys(&key.to_string()).await.unwrap();
        }
    };
    let focused_is = |css: &'static str| {
        let c = c.clone();
        async move {
            let is = c
                .execute("return document.activeElement.matches(arguments[0]);", vec![css.into()])
                .await
                .unwrap();
            assert_eq!(is, true, "the focus is on {css}");
        }
    };

    key_on(&c, "#setup-clear", Key::Enter).await;
    assert_eq!(arrangement(&c).await, ".".repeat(40));
    // Into the tray, onto the first empty square, and back to the tray for the next piece: eight times.
    key_on(&c, ".tray-piece", Key::Enter).await;
    focused_is("td[data-square=a1] .cell").await;
    press(Key::Enter).await;
    for _ in 1..8 {
        focused_is(".tray-piece").await;
        press(Key::Enter).await;
        press(Key::Enter).await;
    }
    assert_eq!(
        arrangement(&c).await,
        format!("X9322SBF{}", ".".repeat(32)),
        "in the army's order"
    );
    focused_is("#submit-form button[value=submit]").await;

    // The Marshal one square up with the arrow key; the General back to the tray with Delete, then onto a1.
    key_on(&c, "td[data-square=a1] .cell", Key::Enter).await;
    press(Key::Up).await;
    focused_is("td[data-square=a2] .cell").await;
    press(Key::Enter).await;
    key_on(&c, "td[data-square=b1] .cell", Key::Delete).await;
    assert!(text(&c, "#setup-status").await.contains("Still to place: 1 × General"));
    key_on(&c, ".tray-piece[data-code='9']", Key::Enter).await;
    focused_is("td[data-square=a1] .cell").await;
    press(Key::Enter).await;
    let arranged = format!("9.322SBF..X{}", ".".repeat(29));
    assert_eq!(arrangement(&c).await, arranged);

    // Submit, then Submit again in the question, which has the focus.
    focused_is("#submit-form button[value=submit]").await;
    let old = c.find(Locator::Css("body")).await.unwrap();
    press(Key::Enter).await;
    focused_is("#setup-confirm button[type=submit]").await;
    press(Key::Enter).await;
    for _ in 0..100 {
        if old.text().await.is_err() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(stored(&app, id, Seat::First).await, (arranged, true));
    c.close().await.unwrap();
}
