//! The service in five languages: every message exists in every language and every word of every template
//! is a message; the language comes from the browser, a choice is remembered (on the browser and on the
//! account), and pages, error pages, refusals and mails all speak it.

use std::collections::BTreeSet;
use std::path::Path;

use fieldpost::i18n::{Lang, SOURCES};
use reqwest::StatusCode;

use crate::helpers::{Client, challenge, spawn_app, username_of};

fn files(dir: &Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn message_ids(source: &str) -> BTreeSet<String> {
    source
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| {
            !id.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_string)
        .collect()
}

/// The string literals of a piece of source text.
fn literals(code: &str) -> Vec<String> {
    code.split('"').skip(1).step_by(2).map(str::to_string).collect()
}

/// The parts of a template inside `{{ }}` and `{% %}`: where message ids are written.
fn template_code(text: &str) -> String {
    let mut code = String::new();
    for open in ["{{", "{%"] {
        let close = if open == "{{" { "}}" } else { "%}" };
        for part in text.split(open).skip(1) {
            code.push_str(part.split(close).next().unwrap());
            code.push('\n');
        }
    }
    code
}

/// The words a template shows on its own, outside every expression and tag: must be none.
fn literal_words(text: &str) -> Vec<String> {
    let mut rest = text.to_string();
    for (open, close) in [("{#", "#}"), ("{{", "}}"), ("{%", "%}")] {
        while let Some(start) = rest.find(open) {
            let end = rest[start..]
                .find(close)
                .map_or(rest.len(), |e| start + e + close.len());
            rest.replace_range(start..end, " ");
        }
    }
    let mut words = Vec::new();
    // Attributes that a screen reader or a dialog reads out loud.
    for attr in [
        "aria-label=\"",
        "title=\"",
        "placeholder=\"",
        "alt=\"",
        "data-confirm=\"",
    ] {
        for part in rest.split(attr).skip(1) {
            words.extend(part.split('"').next().unwrap().split_whitespace().map(str::to_string));
        }
    }
    let mut visible = String::new();
    let mut in_tag = false;
    for c in rest.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                visible.push(' ');
            }
            c if !in_tag => visible.push(c),
            _ => {}
        }
    }
    words.extend(visible.split_whitespace().map(str::to_string));
    words.retain(|w| w.chars().filter(|c| c.is_alphabetic()).count() > 1 && w != "Fieldpost");
    words
}

#[test]
fn every_message_is_in_all_five_languages_and_every_template_word_is_a_message() {
    let english = message_ids(SOURCES[0].1);
    assert!(english.len() > 400, "{} messages", english.len());
    for (lang, source) in SOURCES {
        assert_eq!(
            message_ids(source),
            english,
            "{} has other messages than English",
            lang.code()
        );
    }
    let families: BTreeSet<&str> = english.iter().map(|id| id.split('-').next().unwrap()).collect();
    let is_message_id = |s: &str| {
        s.contains('-')
            && s.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && families.contains(s.split('-').next().unwrap())
    };

    let mut templates = Vec::new();
    files(&root().join("templates"), "html", &mut templates);
    files(&root().join("templates"), "txt", &mut templates);
    let mut sources = Vec::new();
    for dir in ["src/web", "src/app", "src/i18n", "src/mail", "src/db"] {
        files(&root().join(dir), "rs", &mut sources);
    }
    let mut used = BTreeSet::new();
    for path in &templates {
        let text = std::fs::read_to_string(path).unwrap();
        let words = literal_words(&text);
        assert!(
            words.is_empty(),
            "{} shows words that are not messages: {words:?}",
            path.display()
        );
        used.extend(literals(&template_code(&text)).into_iter().filter(|s| is_message_id(s)));
    }
    for path in &sources {
        let text = std::fs::read_to_string(path).unwrap();
        used.extend(literals(&text).into_iter().filter(|s| is_message_id(s)));
    }
    // Ids made from a number: the error pages' titles.
    used.extend(["400", "401", "403", "404", "409", "410", "422", "429", "500"].map(|s| format!("status-{s}")));
    assert!(used.len() > 300, "only {} message ids found in use", used.len());
    for id in &used {
        for lang in Lang::ALL {
            assert!(lang.has(id), "{id} is used but missing in {}", lang.code());
        }
    }
}

#[tokio::test]
async fn the_browser_language_is_followed_and_a_choice_is_remembered() {
    let app = spawn_app().await;
    let browser = Client::new(&app);
    let finnish = browser.get_in("/", "fi-FI,fi;q=0.9,en;q=0.8").await;
    assert!(finnish.body.contains(r#"<html lang="fi">"#));
    assert!(finnish.body.contains("Luo tili"), "{}", finnish.body);
    let unknown = browser.get_in("/", "de-DE,fr;q=0.9").await;
    assert!(unknown.body.contains(r#"<html lang="en">"#));

    // The menu's choice beats the browser's list, and the form takes the reader back where they were.
    let chosen = browser
        .post("/language", &[("lang", "tr"), ("next", "/presets/stratego")])
        .await;
    assert_eq!(chosen.status, StatusCode::SEE_OTHER);
    assert_eq!(chosen.location.as_deref(), Some("/presets/stratego"));
    let page = browser.get_in("/presets/stratego", "fi").await;
    assert!(page.body.contains(r#"<html lang="tr">"#));
    assert!(page.body.contains("Kurallar"), "the rules heading in Turkish");
    assert!(page.body.contains("Mareşal"), "the pieces table in Turkish");

    // A made-up language or a foreign return address changes nothing.
    let forged = browser.post("/language", &[("lang", "xx"), ("next", "/")]).await;
    assert_eq!(forged.status, StatusCode::BAD_REQUEST);
    assert!(browser.get("/").await.body.contains(r#"<html lang="tr">"#));
    let away = browser
        .post("/language", &[("lang", "lv"), ("next", "//evil.example/")])
        .await;
    assert_eq!(away.location.as_deref(), Some("/"));

    // A signed-in player's choice goes with the account to another browser.
    let (player, _, _) = challenge(&app, "duel").await;
    let name = username_of(&player).await;
    player.post("/language", &[("lang", "cs"), ("next", "/games")]).await;
    let other_browser = Client::new(&app);
    let signed = other_browser
        .post(
            "/login",
            &[("username", name.as_str()), ("password", crate::helpers::PASSWORD)],
        )
        .await;
    assert_eq!(signed.status, StatusCode::SEE_OTHER);
    let games = other_browser.get_in("/games", "en").await;
    assert!(games.body.contains(r#"<html lang="cs">"#));
    assert!(games.body.contains("Moje hry"));
}

#[tokio::test]
async fn errors_refusals_and_dates_speak_the_readers_language() {
    let app = spawn_app().await;
    let browser = Client::new(&app);
    let missing = browser.get_in("/no/such/page", "cs").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains(r#"<html lang="cs">"#));
    assert!(missing.body.contains("Taková stránka neexistuje."), "{}", missing.body);
    assert!(
        missing.body.contains(r#"href="/login""#),
        "a stranger is offered to sign in"
    );
    assert!(
        missing.body.contains("Zpět na úvodní stránku"),
        "and the home page, having no games"
    );

    let (first, _second, id) = challenge(&app, "stratego").await;
    let first_name = crate::helpers::username_of(&first).await;
    first.post("/language", &[("lang", "fi"), ("next", "/")]).await;
    // A setup that breaks the rules: the refusal names the pieces in Finnish.
    let bad = first
        .post(
            &format!("/games/{id}/setup"),
            &[
                ("action", "paste"),
                ("text", "F3859BS7642B3B3236B4B52355X48722222647BB"),
            ],
        )
        .await;
    assert!(bad.refused().is_some());
    let page = first.get(&format!("/games/{id}")).await.body;
    assert!(page.contains("Asetelma ei kelpaa"), "{page}");
    assert!(page.contains("puuttuu 1\u{a0}×\u{a0}kapteeni"), "{page}");
    // The deadline as Finnish writes a date.
    assert!(page.contains(" klo "), "{page}");
    // The admins' pages refuse a player in the player's language, and a stranger in the browser's.
    let refused = first.get("/admin/users").await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert!(refused.body.contains(r#"<html lang="fi">"#), "{}", refused.body);
    assert!(
        refused.body.contains("Tämä sivu on sivuston ylläpitäjille."),
        "{}",
        refused.body
    );
    assert!(
        !refused.body.contains(r#"href="/login""#),
        "a signed-in reader is not offered to sign in"
    );
    let boss_missing = first.get_in("/no/such/page", "en").await.body;
    assert!(!boss_missing.contains(r#"href="/login""#), "{boss_missing}");
    // On another browser (an English one, no language cookie) the account's language still words an address no
    // route knows and one that does not parse, as it words every page.
    let elsewhere = Client::new(&app);
    elsewhere.set_cookie("fp_session", &first.cookie("fp_session").unwrap());
    for path in ["/no/such/page", "/games/abc"] {
        let error = elsewhere.get_in(path, "en").await;
        assert!(error.status.is_client_error(), "{path}");
        assert!(error.body.contains(r#"<html lang="fi">"#), "{path}: {}", error.body);
        assert!(!error.body.contains(r#"href="/login""#), "{path}: {}", error.body);
    }
    let stranger = Client::new(&app).get_in("/admin", "tr").await;
    assert_eq!(stranger.status, StatusCode::UNAUTHORIZED);
    assert!(stranger.body.contains(r#"<html lang="tr">"#), "{}", stranger.body);
    // The audit log names its actions in the admin's words, and the command line as one.
    let boss = crate::admin::make_admin(&app, "boss").await;
    boss.post("/language", &[("lang", "cs"), ("next", "/")]).await;
    let target = crate::helpers::user_id(&app, &first_name).await;
    let promoted = boss
        .post(
            &format!("/admin/users/{}", target.0),
            &[("action", "promote"), ("reason", "zkouška"), ("confirm", "yes")],
        )
        .await;
    assert_eq!(promoted.refused(), None);
    let log = boss.get("/admin/audit").await.body;
    assert!(
        log.contains("Udělení práv správce") && !log.contains(">promote<"),
        "{log}"
    );
    assert!(log.contains("Příkazový řádek") && !log.contains("(cli)"), "{log}");
}

#[tokio::test]
async fn mails_speak_the_recipients_language() {
    let app = spawn_app().await;
    let browser = Client::new(&app);
    browser.post("/language", &[("lang", "lv"), ("next", "/")]).await;
    browser.register("liene").await;
    let (subject, text): (String, String) = sqlx::query_as(
        "SELECT subject, text_body FROM outbox WHERE to_address = 'liene@example.org' AND kind = 'verify'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(subject, "Apstipriniet savu e-pasta adresi");
    assert!(text.starts_with("Sveiki, liene!"), "{text}");
    assert!(text.contains("Lai atteiktos no šīm vēstulēm:"), "{text}");

    // Two players of one game, each mailed in their own language.
    let english = Client::new(&app);
    english.register("edward").await;
    let created = browser
        .post(
            "/games",
            &[("variant", "barrage"), ("seat", "first"), ("opponent", "edward")],
        )
        .await;
    let id: i64 = created.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    english.post(&format!("/games/{id}/join"), &[]).await;
    let subjects: Vec<(String, String)> =
        sqlx::query_as("SELECT to_address, subject FROM outbox WHERE kind = 'game_started' ORDER BY to_address")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        subjects,
        vec![
            (
                "edward@example.org".to_string(),
                format!("Game #{id} against liene has started")
            ),
            (
                "liene@example.org".to_string(),
                format!("Spēle #{id} pret spēlētāju edward ir sākusies")
            ),
        ]
    );
}

/// A game page, the question before a move and a turn mail in each language, as a player sees them, kept in
/// `artifacts/` for the next native reread.
#[tokio::test]
async fn a_game_its_question_and_a_turn_mail_are_shot_in_every_language() {
    use crate::browser::{artifacts, browser, choose_a_move, start_chromedriver};
    use crate::helpers::move_first_legal;

    let app = spawn_app().await;
    let (first, second, id) = crate::helpers::started(&app, "stratego").await;
    let name = username_of(&second).await;
    let (_driver, port) = start_chromedriver();
    let c = browser(port).await;
    crate::accessibility::sign_in(&c, &app.base, &name).await;
    let shoot = |file: String| {
        let c = &c;
        async move { std::fs::write(artifacts().join(file), c.screenshot().await.unwrap()).unwrap() }
    };
    for lang in Lang::ALL {
        sqlx::query("UPDATE users SET lang = $1::lang WHERE username = $2")
            .bind(lang.code())
            .bind(&name)
            .execute(&app.pool)
            .await
            .unwrap();
        // An hour on, the player is away from the site, so the opponent's move is mailed.
        app.env.clock.advance(chrono::Duration::hours(1));
        assert_eq!(move_first_legal(&app, &first, id).await.refused(), None);
        let mail: i64 = sqlx::query_scalar(
            "SELECT o.id FROM outbox o JOIN users u ON u.id = o.user_id
             WHERE u.username = $1 AND o.kind = 'your_turn' ORDER BY o.id DESC LIMIT 1",
        )
        .bind(&name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        let code = lang.code();
        c.goto(&format!("{}/games/{id}", app.base)).await.unwrap();
        assert_eq!(
            c.find(fantoccini::Locator::Css("html"))
                .await
                .unwrap()
                .attr("lang")
                .await
                .unwrap()
                .as_deref(),
            Some(code)
        );
        shoot(format!("language-{code}-game.png")).await;
        choose_a_move(&c).await;
        shoot(format!("language-{code}-question.png")).await;
        c.goto(&format!("{}/mailbox/{mail}", app.base)).await.unwrap();
        shoot(format!("language-{code}-turn-mail.png")).await;
        assert_eq!(move_first_legal(&app, &second, id).await.refused(), None);
    }
    c.close().await.unwrap();
}
