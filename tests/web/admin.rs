//! The admin console: every route refuses strangers, players and disabled admins; every action is audited and
//! does what it says; the command-line admin commands work against the real database.

use std::process::Command;

use fieldpost::app::admin::{self, Actor};
use fieldpost::db::{GameId, UserId};
use reqwest::StatusCode;

use crate::helpers::{Client, PASSWORD, TestApp, engine, spawn_app, started, user_id, username_of};

pub(crate) async fn make_admin(app: &TestApp, name: &str) -> Client {
    let email = format!("{name}@example.org");
    admin::create_user(
        &app.env,
        &Actor::command_line(),
        name,
        &email,
        PASSWORD,
        true,
        "test admin",
    )
    .await
    .unwrap();
    let c = Client::new(app);
    let signed = c.post("/login", &[("username", name), ("password", PASSWORD)]).await;
    assert_eq!(signed.status, StatusCode::SEE_OTHER);
    c
}

async fn audit_count(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM audit_log")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// A request to the console: method, path, form fields.
type Route = (&'static str, String, Vec<(&'static str, String)>);

/// Every admin route, with a form for the POSTs.
fn routes(user: UserId, game: GameId, mail: i64) -> Vec<Route> {
    let confirm = |action: &str| {
        vec![
            ("action", action.to_string()),
            ("reason", "testing the console".to_string()),
            ("confirm", "yes".to_string()),
        ]
    };
    let mut all = vec![
        ("GET", "/admin".to_string(), vec![]),
        ("GET", "/admin/users?q=a&sort=seen".to_string(), vec![]),
        ("GET", format!("/admin/users/{}", user.0), vec![]),
        ("GET", "/admin/games?state=playing".to_string(), vec![]),
        ("GET", format!("/admin/games/{game}"), vec![]),
        ("GET", "/admin/mail".to_string(), vec![]),
        ("GET", "/admin/audit?action=promote".to_string(), vec![]),
    ];
    for action in ["mark_verified", "send_reset", "promote", "demote", "disable", "enable"] {
        all.push(("POST", format!("/admin/users/{}", user.0), confirm(action)));
    }
    let mut email = confirm("change_email");
    email.push(("email", "moved@example.org".to_string()));
    all.push(("POST", format!("/admin/users/{}", user.0), email));
    let mut extend = confirm("extend");
    extend.push(("days", "2".to_string()));
    all.push(("POST", format!("/admin/games/{game}"), extend));
    all.push(("POST", format!("/admin/mail/{mail}"), confirm("retry")));
    all.push(("POST", format!("/admin/mail/{mail}"), confirm("discard")));
    let mut declare = confirm("declare");
    declare.push(("winner", "draw".to_string()));
    all.push(("POST", format!("/admin/games/{game}"), declare));
    all.push(("POST", format!("/admin/users/{}", user.0), confirm("delete")));
    all
}

async fn call(c: &Client, method: &str, path: &str, form: &[(&'static str, String)]) -> crate::helpers::Answer {
    if method == "GET" {
        return c.get(path).await;
    }
    let fields: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    c.post(path, &fields).await
}

#[tokio::test]
async fn every_admin_route_refuses_strangers_players_and_disabled_admins_and_audits_every_action() {
    let app = spawn_app().await;
    let (first, _second, game) = started(&app, "duel").await;
    let target_name = username_of(&first).await;
    let target = user_id(&app, &target_name).await;
    let mail: i64 = sqlx::query_scalar("SELECT min(id) FROM outbox")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let all = routes(target, game, mail);

    let stranger = Client::new(&app);
    let player = Client::new(&app);
    player.register("plainplayer").await;
    let fallen = make_admin(&app, "fallenadmin").await;
    sqlx::query("UPDATE users SET disabled_at = now() WHERE username = 'fallenadmin'")
        .execute(&app.pool)
        .await
        .unwrap();
    let before = audit_count(&app).await;
    for (who, c) in [
        ("stranger", &stranger),
        ("player", &player),
        ("disabled admin", &fallen),
    ] {
        for (method, path, form) in &all {
            let a = call(c, method, path, form).await;
            assert!(
                matches!(
                    a.status,
                    StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN | StatusCode::SEE_OTHER
                ) && a.location.as_deref().is_none_or(|l| l.starts_with("/login")),
                "{who}: {method} {path} answered {}",
                a.status
            );
        }
    }
    assert_eq!(audit_count(&app).await, before, "refused requests change nothing");

    let boss = make_admin(&app, "boss").await;
    assert!(
        boss.get("/games").await.body.contains(r#"href="/admin""#),
        "admins see the way in"
    );
    assert!(!player.get("/games").await.body.contains(r#"href="/admin""#));
    for (method, path, form) in &all {
        let before = audit_count(&app).await;
        let a = call(&boss, method, path, form).await;
        assert!(
            a.status == StatusCode::OK || a.status == StatusCode::SEE_OTHER,
            "{method} {path}: {}",
            a.status
        );
        assert_eq!(a.refused(), None, "{method} {path}: {:?}", a.flash);
        if *method == "POST" {
            assert_eq!(audit_count(&app).await, before + 1, "{path} {:?} is audited", form[0]);
        }
        // Looked at at once: the deletion at the end takes the account's mail with it.
        if form.iter().any(|(k, v)| *k == "action" && v == "send_reset") {
            let resets: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'reset' AND user_id = $1")
                .bind(target.0)
                .fetch_one(&app.pool)
                .await
                .unwrap();
            assert_eq!(resets, 1, "send_reset queued its mail with its audit entry");
        }
    }
    let log = boss.get("/admin/audit?actor=boss").await.body;
    assert!(log.contains("testing the console") && log.contains("Result declared") && log.contains("Account deleted"));
    // Once deleted, the account is its placeholder in the audit log too.
    let named: Vec<String> = sqlx::query_scalar("SELECT DISTINCT target FROM audit_log WHERE target_user = $1")
        .bind(target.0)
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(named, [fieldpost::app::account::account_deletion::placeholder(target)]);
    // Without a reason, or without the confirmation, nothing happens.
    let before = audit_count(&app).await;
    let unconfirmed = boss
        .post(
            &format!("/admin/users/{}", target.0),
            &[("action", "promote"), ("reason", "why not")],
        )
        .await;
    assert!(unconfirmed.refused().unwrap().contains("confirm"));
    let reasonless = boss
        .post(
            &format!("/admin/users/{}", target.0),
            &[("action", "promote"), ("reason", " "), ("confirm", "yes")],
        )
        .await;
    assert!(reasonless.refused().is_some());
    assert_eq!(audit_count(&app).await, before);
}

#[tokio::test]
async fn a_disabled_player_is_signed_out_everywhere_cannot_sign_in_and_their_games_pause() {
    let app = spawn_app().await;
    let (first, second, game) = started(&app, "stratego").await;
    let name = username_of(&first).await;
    let phone = Client::new(&app);
    phone
        .post("/login", &[("username", &name), ("password", PASSWORD)])
        .await;
    let boss = make_admin(&app, "boss").await;
    let id = user_id(&app, &name).await;
    boss.post(
        &format!("/admin/users/{}", id.0),
        &[("action", "disable"), ("reason", "abuse"), ("confirm", "yes")],
    )
    .await;
    assert_eq!(first.get("/account").await.status, StatusCode::SEE_OTHER);
    assert_eq!(phone.get("/account").await.status, StatusCode::SEE_OTHER);
    let again = Client::new(&app)
        .post("/login", &[("username", &name), ("password", PASSWORD)])
        .await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED);
    assert!(again.body.contains("disabled"));
    assert!(
        second
            .get(&format!("/games/{game}"))
            .await
            .body
            .contains("The game is paused")
    );
    app.env.clock.advance(chrono::Duration::days(20));
    assert_eq!(
        fieldpost::jobs::clock_sweep::sweep_once(&app.env)
            .await
            .unwrap()
            .timed_out,
        0,
        "a paused game does not time out"
    );
    boss.post(
        &format!("/admin/users/{}", id.0),
        &[("action", "enable"), ("reason", "appeal"), ("confirm", "yes")],
    )
    .await;
    let back = Client::new(&app)
        .post("/login", &[("username", &name), ("password", PASSWORD)])
        .await;
    assert_eq!(back.status, StatusCode::SEE_OTHER);
    assert!(second.get(&format!("/games/{game}")).await.body.contains("Deadline:"));
}

#[tokio::test]
async fn deleting_an_account_forfeits_its_games_and_leaves_a_neutral_name() {
    let app = spawn_app().await;
    let (first, second, running) = started(&app, "stratego").await;
    let (done_first, done_second, finished) = started(&app, "duel").await;
    done_first.post(&format!("/games/{finished}/resign"), &[]).await;
    let name = username_of(&first).await;
    let gone_name = username_of(&done_first).await;
    let boss = make_admin(&app, "boss").await;
    for n in [&name, &gone_name] {
        let id = user_id(&app, n).await;
        let a = boss
            .post(
                &format!("/admin/users/{}", id.0),
                &[
                    ("action", "delete"),
                    ("reason", "asked to be forgotten"),
                    ("confirm", "yes"),
                ],
            )
            .await;
        assert_eq!(a.refused(), None);
    }
    // The game under way was lost by forfeit, with a mail to the opponent (the deleted account's own mail goes
    // with the rest of its data).
    let page = second.get(&format!("/games/{running}")).await.body;
    assert!(page.contains("You won by forfeit"), "{page}");
    let over: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE kind = 'game_over' AND game_id = $1")
        .bind(running.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(over, 1);
    // The finished game keeps a neutral name, and the old name is gone.
    let page = done_second.get(&format!("/games/{finished}")).await.body;
    assert!(page.contains("former-player-"));
    assert!(!page.contains(&gone_name));
    let login = Client::new(&app)
        .post("/login", &[("username", &name), ("password", PASSWORD)])
        .await;
    assert_eq!(login.status, StatusCode::UNAUTHORIZED);
    let (game, _) = engine(&app, running).await;
    assert!(game.outcome().is_some());
}

#[tokio::test]
async fn game_actions_abort_declare_and_extend() {
    let app = spawn_app().await;
    let boss = make_admin(&app, "boss").await;
    let (first, _second, id) = started(&app, "barrage").await;
    let deadline = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, Option<chrono::DateTime<chrono::Utc>>>("SELECT deadline FROM games WHERE id = $1")
                .bind(id.0)
                .fetch_one(&pool)
                .await
                .unwrap()
                .unwrap()
        }
    };
    let before = deadline(&app).await;
    boss.post(
        &format!("/admin/games/{id}"),
        &[
            ("action", "extend"),
            ("days", "2"),
            ("reason", "storm"),
            ("confirm", "yes"),
        ],
    )
    .await;
    assert_eq!(deadline(&app).await - before, chrono::Duration::days(2));
    boss.post(
        &format!("/admin/games/{id}"),
        &[
            ("action", "declare"),
            ("winner", "second"),
            ("reason", "cheating"),
            ("confirm", "yes"),
        ],
    )
    .await;
    assert!(
        first
            .get(&format!("/games/{id}"))
            .await
            .body
            .contains("You lost (declared)")
    );
    let (_, _, other) = started(&app, "barrage").await;
    boss.post(
        &format!("/admin/games/{other}"),
        &[("action", "abort"), ("reason", "bug"), ("confirm", "yes")],
    )
    .await;
    let status: String = sqlx::query_scalar("SELECT result_reason FROM games WHERE id = $1")
        .bind(other.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "aborted");
    // An admin watching a running game sees what a spectator sees.
    let (_, _, live) = started(&app, "stratego").await;
    let page = boss.get(&format!("/games/{live}")).await.body;
    assert!(page.contains("you are watching"));
    assert!(page.contains(">?<"));
}

#[tokio::test]
async fn the_command_line_admin_commands_work_on_the_real_database() {
    let app = spawn_app().await;
    let database_url = app.database_url.clone();
    let fieldpost = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_fieldpost"))
            .args(args)
            .env("DATABASE_URL", &database_url)
            .env("FIELDPOST_NEW_PASSWORD", PASSWORD)
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr),
        )
    };
    let (ok, said) = fieldpost(&["admin", "create-user", "root", "root@example.org", "--admin"]);
    assert!(ok, "{said}");
    let root = Client::new(&app);
    root.post("/login", &[("username", "root"), ("password", PASSWORD)])
        .await;
    assert_eq!(root.get("/admin").await.status, StatusCode::OK);
    Client::new(&app).register("carol").await;
    assert!(fieldpost(&["admin", "promote", "carol", "--reason", "helps out"]).0);
    assert!(fieldpost(&["admin", "disable", "carol", "--reason", "spam"]).0);
    let (ok, _) = fieldpost(&["admin", "promote", "nobody", "--reason", "x"]);
    assert!(!ok, "an unknown name fails");
    let (ok, said) = fieldpost(&["admin", "demote", "carol"]);
    assert!(!ok && said.contains("--reason"), "a reason is required: {said}");
    let rows: Vec<(String, String, String)> =
        sqlx::query_as("SELECT via, action, reason FROM audit_log WHERE actor_name = 'command line' ORDER BY id")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let actions: Vec<&str> = rows.iter().map(|r| r.1.as_str()).collect();
    assert_eq!(actions, ["create_admin", "promote", "disable"]);
    assert!(rows.iter().all(|r| r.0 == "cli"));
    let refused = Client::new(&app)
        .post("/login", &[("username", "carol"), ("password", PASSWORD)])
        .await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
}
