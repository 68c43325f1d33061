//! Mail over real SMTP (aiosmtpd started by the test): turn mails, links, one-click unsubscribe, account mails,
//! and the outbox's reliability with a server that is down, two workers, and a worker that dies.

use chrono::Duration;
use fieldpost::db::outbox;
use fieldpost::jobs::mail_delivery::{self as worker, Outcome};
use reqwest::StatusCode;

use crate::helpers::{Client, PASSWORD, TestApp, move_first_legal, spawn_app, started};
use crate::smtp::{Received, SmtpServer};

/// Lets every player count as away from the site, so turn mails are sent.
pub fn time_passes(app: &TestApp) {
    app.env.clock.advance(Duration::minutes(15));
}

pub async fn deliver(app: &TestApp, smtp: &SmtpServer) -> Vec<Received> {
    let (transport, from) = smtp.transport();
    worker::drain(&app.env, &transport, &from).await.unwrap();
    smtp.received()
}

/// The player's address, as the account page shows it.
pub async fn email_of(c: &Client) -> String {
    let page = c.get("/account").await.body;
    let after = page.split("Now: ").nth(1).unwrap();
    after
        .split([' ', '<'])
        .next()
        .unwrap()
        .trim_end_matches('.')
        .to_string()
}

#[tokio::test]
async fn one_turn_mail_per_turn_with_a_working_link() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let (first, second, id) = started(&app, "stratego").await;
    let (a, b) = (email_of(&first).await, email_of(&second).await);
    let arrived = deliver(&app, &smtp).await;
    let kinds = |to: &str, word: &str| {
        arrived
            .iter()
            .filter(|m| m.to.contains(to) && m.subject.contains(word))
            .count()
    };
    assert_eq!(kinds(&a, "Confirm your email"), 1);
    assert_eq!(kinds(&b, "challenges you"), 1);
    assert_eq!(kinds(&a, "has started"), 1);
    assert_eq!(kinds(&b, "has started"), 1);
    // Count the turn mails each side gets from here on.
    let before = |to: &str| {
        smtp.received()
            .iter()
            .filter(|m| m.to.contains(to) && m.subject.starts_with("Your move"))
            .count()
    };
    let (a0, b0) = (before(&a), before(&b));
    for _ in 0..3 {
        time_passes(&app);
        assert_eq!(move_first_legal(&app, &first, id).await.refused(), None);
        time_passes(&app);
        assert_eq!(move_first_legal(&app, &second, id).await.refused(), None);
    }
    deliver(&app, &smtp).await;
    assert_eq!(before(&b) - b0, 3, "one mail to Blue per Blue turn");
    assert_eq!(before(&a) - a0, 3, "one mail to Red per Red turn");
    // The mail's link opens the game.
    let mail = smtp
        .received()
        .into_iter()
        .rev()
        .find(|m| m.to.contains(&a) && m.subject.starts_with("Your move"))
        .unwrap();
    assert!(mail.text.contains("Your deadline"));
    assert!(mail.html.contains("<a href="));
    let link = mail.link(&app.base);
    let page = first.get(link.strip_prefix(&app.base).unwrap()).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.body.contains("Your move."));
    // Running the worker again sends nothing twice.
    let count = smtp.received().len();
    assert_eq!(deliver(&app, &smtp).await.len(), count);
}

#[tokio::test]
async fn no_turn_mail_while_the_player_is_on_the_site() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let (first, second, id) = started(&app, "barrage").await;
    let b = email_of(&second).await;
    deliver(&app, &smtp).await;
    second.get("/games").await;
    assert_eq!(move_first_legal(&app, &first, id).await.refused(), None);
    let mails = deliver(&app, &smtp).await;
    assert!(
        !mails
            .iter()
            .any(|m| m.to.contains(&b) && m.subject.starts_with("Your move"))
    );
}

#[tokio::test]
async fn one_click_unsubscribe_works_without_signing_in() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let (first, second, id) = started(&app, "duel").await;
    let b = email_of(&second).await;
    time_passes(&app);
    assert_eq!(move_first_legal(&app, &first, id).await.refused(), None);
    let mail = deliver(&app, &smtp)
        .await
        .into_iter()
        .find(|m| m.to.contains(&b) && m.subject.starts_with("Your move"))
        .unwrap();
    assert!(mail.one_click);
    let url = mail.unsubscribe.unwrap();
    assert!(url.contains("kind=your_turn"));
    // A mail program's RFC 8058 request: a POST with this body, no cookies.
    let res = reqwest::Client::new()
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    time_passes(&app);
    assert_eq!(move_first_legal(&app, &second, id).await.refused(), None);
    time_passes(&app);
    assert_eq!(move_first_legal(&app, &first, id).await.refused(), None);
    let after = deliver(&app, &smtp).await;
    assert_eq!(
        after
            .iter()
            .filter(|m| m.to.contains(&b) && m.subject.starts_with("Your move"))
            .count(),
        1
    );
    let bad = reqwest::Client::new()
        .post(format!("{}/unsubscribe/not-a-secret", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn password_reset_says_the_same_either_way_and_works_once_within_the_hour() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let alice = Client::new(&app);
    alice.register("alice").await;
    deliver(&app, &smtp).await;
    let stranger = Client::new(&app);
    let known = stranger.post("/reset", &[("email", "alice@example.org")]).await;
    let unknown = stranger.post("/reset", &[("email", "nobody@example.org")]).await;
    assert_eq!(known.status, unknown.status);
    assert!(known.body.contains("If an account has that address"));
    assert!(unknown.body.contains("If an account has that address"));
    let mails: Vec<_> = deliver(&app, &smtp)
        .await
        .into_iter()
        .filter(|m| m.subject.contains("Reset"))
        .collect();
    assert_eq!(mails.len(), 1);
    let path = mails[0].link(&app.base).strip_prefix(&app.base).unwrap().to_string();
    assert_eq!(stranger.get(&path).await.status, StatusCode::OK);
    let done = stranger.post(&path, &[("password", "a brand new password")]).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    assert_eq!(
        alice.get("/account").await.status,
        StatusCode::SEE_OTHER,
        "the reset ended every session"
    );
    assert_eq!(
        stranger
            .post(&path, &[("password", "yet another password")])
            .await
            .status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let login = Client::new(&app)
        .post("/login", &[("username", "alice"), ("password", "a brand new password")])
        .await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    // A second link, used too late.
    stranger.post("/reset", &[("email", "alice@example.org")]).await;
    let late = deliver(&app, &smtp)
        .await
        .into_iter()
        .rev()
        .find(|m| m.subject.contains("Reset"))
        .unwrap();
    app.env.clock.advance(Duration::minutes(61));
    let path = late.link(&app.base).strip_prefix(&app.base).unwrap().to_string();
    assert_eq!(stranger.get(&path).await.status, StatusCode::GONE);
}

#[tokio::test]
async fn sign_up_mails_an_address_check() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let c = Client::new(&app);
    c.register("carol").await;
    assert!(c.get("/account").await.body.contains("not confirmed yet"));
    let mail = deliver(&app, &smtp)
        .await
        .into_iter()
        .find(|m| m.subject.contains("Confirm your email"))
        .unwrap();
    let path = mail.link(&app.base).strip_prefix(&app.base).unwrap().to_string();
    assert!(c.get(&path).await.body.contains("is confirmed"));
    assert!(!c.get("/account").await.body.contains("not confirmed yet"));
}

/// Queues `n` mails through real events: challenges from one player to another.
pub async fn queue_challenges(app: &TestApp, n: usize) -> usize {
    let from = Client::new(app);
    from.register("challenger").await;
    let to = Client::new(app);
    to.register("challenged").await;
    for _ in 0..n {
        from.post(
            "/games",
            &[("variant", "barrage"), ("seat", "random"), ("opponent", "challenged")],
        )
        .await;
    }
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    rows as usize
}

#[tokio::test]
async fn mail_waits_while_the_server_is_down_and_arrives_once() {
    let app = spawn_app().await;
    let mut smtp = SmtpServer::new();
    let rows = queue_challenges(&app, 5).await;
    let (transport, from) = smtp.transport();
    assert_eq!(
        worker::try_send_one(&app.env, &transport, &from).await.unwrap(),
        Outcome::Retry
    );
    worker::drain(&app.env, &transport, &from).await.unwrap();
    let pending: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state = 'pending' AND attempts = 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(pending as usize, rows, "every mail is waiting for its next attempt");
    smtp.start();
    assert_eq!(
        worker::try_send_one(&app.env, &transport, &from).await.unwrap(),
        Outcome::Idle,
        "not due yet"
    );
    app.env.clock.advance(Duration::minutes(5));
    worker::drain(&app.env, &transport, &from).await.unwrap();
    assert_eq!(smtp.received().len(), rows);
    app.env.clock.advance(Duration::hours(5));
    worker::drain(&app.env, &transport, &from).await.unwrap();
    assert_eq!(smtp.received().len(), rows, "nothing arrives twice");
}

#[tokio::test]
async fn a_mail_the_server_refuses_for_good_is_parked() {
    let app = spawn_app().await;
    let smtp = SmtpServer::new();
    queue_challenges(&app, 1).await;
    let (transport, from) = smtp.transport();
    for _ in 0..worker::MAX_ATTEMPTS {
        worker::drain(&app.env, &transport, &from).await.unwrap();
        app.env.clock.advance(Duration::hours(7));
    }
    let failed: i64 =
        sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state = 'failed' AND last_error IS NOT NULL")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(failed >= 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_workers_send_each_mail_once() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let rows = queue_challenges(&app, 20).await;
    let (transport, from) = smtp.transport();
    let (t2, f2) = (transport.clone(), from.clone());
    let env2 = app.env.clone();
    let other = tokio::spawn(async move { worker::drain(&env2, &t2, &f2).await.unwrap() });
    let mine = worker::drain(&app.env, &transport, &from).await.unwrap();
    let theirs = other.await.unwrap();
    assert_eq!(mine + theirs, rows);
    assert_eq!(smtp.received().len(), rows);
}

#[tokio::test]
async fn a_worker_that_dies_holding_a_mail_loses_nothing() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let rows = queue_challenges(&app, 4).await;
    // A worker claims a mail and dies before sending it.
    let held = outbox::claim(&app.pool, app.env.clock.now(), worker::LEASE_SECS, "dead worker", 1)
        .await
        .unwrap()
        .pop()
        .unwrap();
    // An admin's retry leaves a mail whose lease is running to its worker.
    assert_eq!(
        outbox::retry(&app.pool, held.id, app.env.clock.now()).await.unwrap(),
        None
    );
    let (transport, from) = smtp.transport();
    worker::drain(&app.env, &transport, &from).await.unwrap();
    assert_eq!(
        smtp.received().len(),
        rows - 1,
        "the held mail waits for its lease to run out"
    );
    app.env.clock.advance(Duration::seconds(worker::LEASE_SECS as i64 + 1));
    worker::drain(&app.env, &transport, &from).await.unwrap();
    assert_eq!(smtp.received().len(), rows);
    let state: String = sqlx::query_scalar("SELECT state::text FROM outbox WHERE id = $1")
        .bind(held.id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(state, "sent");
    // The dead worker wakes and reports a failure: its lease is gone, so nothing changes.
    let late = outbox::mark_failed(&app.pool, &held, "late", None).await.unwrap();
    assert!(!late);
    let state: String = sqlx::query_scalar("SELECT state::text FROM outbox WHERE id = $1")
        .bind(held.id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(state, "sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_worker_gives_back_what_it_claimed_ahead_and_sends_nothing_twice() {
    const MAILS: usize = 60;
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let now = app.env.clock.now();
    let (user, _) = fieldpost::db::seed::insert_users(&app.pool, 1, "not a hash", now)
        .await
        .unwrap();
    for i in 0..MAILS {
        let mail = outbox::NewMail {
            about: outbox::MailAbout::Notice {
                kind: outbox::MailKind::PasswordChanged,
                at: now + Duration::microseconds(i as i64),
            },
            user,
            to: "player@example.org".to_string(),
            subject: format!("Mail {i}"),
            text: "A notice.".to_string(),
            html: "<p>A notice.</p>".to_string(),
            unsubscribe_url: None,
            reply_to: None,
        };
        assert!(outbox::enqueue(&app.pool, &mail, now).await.unwrap());
    }
    let (transport, from) = smtp.transport();
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let draining = {
        let (env, transport, from) = (app.env.clone(), transport.clone(), from.clone());
        tokio::spawn(async move { worker::drain_until(&env, &transport, &from, &stopped).await.unwrap() })
    };
    while smtp.received().is_empty() {
        tokio::time::sleep(std::time::Duration::from_millis(1)).await;
    }
    stop.send(true).unwrap();
    let first = draining.await.unwrap();
    let count = |state: &'static str| {
        let pool = app.pool.clone();
        async move {
            let n: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM outbox WHERE {state}"))
                .fetch_one(&pool)
                .await
                .unwrap();
            n as usize
        }
    };
    assert!(first < MAILS, "the worker stopped before the queue was empty");
    assert_eq!(
        count("state = 'pending' AND lease_token IS NOT NULL").await,
        0,
        "what was claimed ahead and not sent is given back, not held until its lease runs out"
    );
    assert_eq!(
        count("state = 'sent'").await,
        smtp.received().len(),
        "every mail that went out is marked"
    );
    // The rest go at once, the clock not moved on.
    worker::drain(&app.env, &transport, &from).await.unwrap();
    let mut subjects: Vec<String> = smtp.received().into_iter().map(|m| m.subject).collect();
    subjects.sort();
    subjects.dedup();
    assert_eq!(subjects.len(), MAILS, "each mail arrives, once");
    assert_eq!(smtp.received().len(), MAILS);
}

#[tokio::test]
async fn without_smtp_mail_lands_in_the_players_mailbox_page() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("dora").await;
    let dir = std::env::temp_dir().join(format!(
        "fieldpost-mailbox-{}",
        &fieldpost::app::account::accounts::random_token()[..8]
    ));
    let transport = fieldpost::mail::transport::Transport::from_settings(None, None, 1, dir.clone()).unwrap();
    let from = "Fieldpost <fieldpost@example.org>".parse().unwrap();
    worker::drain(&app.env, &transport, &from).await.unwrap();
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
    let page = c.get("/mailbox").await;
    assert!(page.body.contains("Confirm your email address"));
    assert!(page.body.contains("delivered"));
    // Each mail's HTML part is shown in a sandboxed frame, its links leading out of it.
    let frame = page.body.split("<iframe src=\"").nth(1).unwrap();
    let src = &frame[..frame.find('"').unwrap()];
    assert!(frame.contains("sandbox=\"allow-popups"), "{frame}");
    let html = c.get(src).await;
    assert_eq!(html.status, StatusCode::OK);
    let policy = html.header("content-security-policy").unwrap();
    assert!(
        policy.starts_with("sandbox ") && policy.contains("default-src 'none'"),
        "{policy}"
    );
    assert_eq!(html.header("x-frame-options"), Some("SAMEORIGIN"));
    assert!(html.body.starts_with("<base target=\"_top\">") && html.body.contains("/verify/"));
    // Another player's mail is not theirs to read.
    let other = Client::new(&app);
    other.register("ezra").await;
    assert_eq!(other.get(src).await.status, StatusCode::NOT_FOUND);
    let _ = std::fs::remove_dir_all(dir);
}

/// After signing up, the page says what to do next: confirm the address, and where the link is.
#[tokio::test]
async fn a_new_player_is_told_to_confirm_the_address_and_where_the_link_is() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    let a = c
        .post(
            "/register",
            &[
                ("username", "fenna"),
                ("email", "fenna@example.org"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(a.status, StatusCode::SEE_OTHER);
    let page = c.get(a.location.as_deref().unwrap()).await.body;
    assert!(
        page.contains("confirm your address: the link is in the mail on your mailbox page"),
        "{page}"
    );
}

#[tokio::test]
async fn a_worker_process_killed_mid_batch_loses_nothing() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let rows = queue_challenges(&app, 60).await;
    let mut worker = std::process::Command::new(env!("CARGO_BIN_EXE_fieldpost"))
        .arg("worker")
        .env("DATABASE_URL", &app.database_url)
        .env("SMTP_URL", format!("smtp://127.0.0.1:{}", smtp.port))
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    // Kill it as soon as it has marked something sent, in the middle of its batch. (Waiting for the SMTP
    // server alone could kill it between a delivery and its mark, with nothing marked yet.)
    for _ in 0..400 {
        let sent: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state = 'sent'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        if sent > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    worker.kill().unwrap();
    worker.wait().unwrap();
    let sent_before: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state = 'sent'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(
        sent_before > 0 && (sent_before as usize) < rows,
        "killed mid-batch ({sent_before} of {rows} sent)"
    );
    // Another worker takes over once the dead one's lease has run out (the process leased on the real clock,
    // which has moved on a little since the test's clock was set).
    app.env.clock.advance(Duration::seconds(worker::LEASE_SECS as i64 + 60));
    deliver(&app, &smtp).await;
    let unsent: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE state <> 'sent'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(unsent, 0, "nothing is lost");
    // At most the mails in flight at the kill (one per connection) arrive twice, and those sent but not yet
    // marked: one group of marks being written and one gathering.
    let received = smtp.received().len();
    let at_most_again = fieldpost::mail::transport::DEFAULT_CONNECTIONS as usize + 2 * worker::MARK_GROUP;
    assert!(
        (rows..=rows + at_most_again).contains(&received),
        "{received} mails for {rows} rows"
    );
}

/// The reset links of `who` that reached the SMTP server so far, newest last, as paths.
fn reset_links(app: &TestApp, smtp: &SmtpServer, to: &str) -> Vec<String> {
    smtp.received()
        .into_iter()
        .filter(|m| m.to.contains(to) && m.subject.contains("Reset"))
        .map(|m| m.link(&app.base).strip_prefix(&app.base).unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn reset_links_end_with_a_newer_link_a_new_password_or_a_new_address() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let rita = Client::new(&app);
    rita.register("rita").await;
    let stranger = Client::new(&app);
    // A newer link ends the older one.
    stranger.post("/reset", &[("email", "rita@example.org")]).await;
    stranger.post("/reset", &[("email", "rita@example.org")]).await;
    deliver(&app, &smtp).await;
    let links = reset_links(&app, &smtp, "rita@example.org");
    assert_eq!(links.len(), 2);
    assert_eq!(stranger.get(&links[0]).await.status, StatusCode::GONE, "the older link");
    assert_eq!(stranger.get(&links[1]).await.status, StatusCode::OK);
    // A new password ends the newer one, and the address is told.
    let changed = rita
        .post(
            "/account/password",
            &[("current", PASSWORD), ("new", "a fresh long password")],
        )
        .await;
    assert_eq!(changed.refused(), None);
    assert_eq!(
        stranger.get(&links[1]).await.status,
        StatusCode::GONE,
        "after the password changed"
    );
    let mails = deliver(&app, &smtp).await;
    assert!(
        mails
            .iter()
            .any(|m| m.to.contains("rita@example.org") && m.subject.contains("password was changed"))
    );
    // A new address ends the links mailed to the old one, and the old address is told.
    stranger.post("/reset", &[("email", "rita@example.org")]).await;
    let moved = rita
        .post(
            "/account/email",
            &[("email", "rita@new.example"), ("password", "a fresh long password")],
        )
        .await;
    assert_eq!(moved.refused(), None);
    let mails = deliver(&app, &smtp).await;
    let confirm = mails
        .iter()
        .find(|m| m.to.contains("rita@new.example"))
        .expect("a confirmation to the new address")
        .link(&app.base)
        .strip_prefix(&app.base)
        .unwrap()
        .to_string();
    let before = reset_links(&app, &smtp, "rita@example.org");
    assert_eq!(rita.get(&confirm).await.status, StatusCode::OK);
    assert_eq!(
        stranger.get(before.last().unwrap()).await.status,
        StatusCode::GONE,
        "after the address changed"
    );
    let mails = deliver(&app, &smtp).await;
    assert!(
        mails
            .iter()
            .any(|m| m.to.contains("rita@example.org") && m.subject.contains("new address")),
        "the old address is told"
    );
}

/// The newest link mailed to `to` whose subject holds `subject`, as a path.
fn newest_link(app: &TestApp, smtp: &SmtpServer, to: &str, subject: &str) -> String {
    smtp.received()
        .into_iter()
        .rev()
        .find(|m| m.to.contains(to) && m.subject.contains(subject))
        .unwrap_or_else(|| panic!("no '{subject}' mail to {to}"))
        .link(&app.base)
        .strip_prefix(&app.base)
        .unwrap()
        .to_string()
}

/// An address-change link asked for by someone who once knew the password must not outlive the owner's
/// answer: a newer request, a new password, a reset, or signing out everywhere ends it (and signing out
/// everywhere ends a pending reset link too).
#[tokio::test]
async fn address_change_links_end_with_a_newer_one_a_new_password_a_reset_or_signing_out_everywhere() {
    let app = spawn_app().await;
    let smtp = SmtpServer::started();
    let owner = Client::new(&app);
    owner.register("ulla").await;
    let mut password = PASSWORD.to_string();
    let ask_change = |to: &'static str, password: String| {
        let owner = owner.clone();
        async move {
            let a = owner
                .post("/account/email", &[("email", to), ("password", &password)])
                .await;
            assert_eq!(a.refused(), None);
        }
    };
    let stranger = Client::new(&app);

    // A newer request.
    ask_change("thief@evil.example", password.clone()).await;
    deliver(&app, &smtp).await;
    let first = newest_link(&app, &smtp, "thief@evil.example", "");
    ask_change("ulla@new.example", password.clone()).await;
    deliver(&app, &smtp).await;
    assert_eq!(
        stranger.get(&first).await.status,
        StatusCode::GONE,
        "after a newer request"
    );

    // A new password.
    ask_change("thief@evil.example", password.clone()).await;
    deliver(&app, &smtp).await;
    let link = newest_link(&app, &smtp, "thief@evil.example", "");
    let changed = owner
        .post(
            "/account/password",
            &[("current", &password), ("new", "a second long password")],
        )
        .await;
    assert_eq!(changed.refused(), None);
    password = "a second long password".to_string();
    assert_eq!(
        stranger.get(&link).await.status,
        StatusCode::GONE,
        "after a new password"
    );

    // A reset.
    ask_change("thief@evil.example", password.clone()).await;
    deliver(&app, &smtp).await;
    let link = newest_link(&app, &smtp, "thief@evil.example", "");
    stranger.post("/reset", &[("email", "ulla@example.org")]).await;
    deliver(&app, &smtp).await;
    let reset = newest_link(&app, &smtp, "ulla@example.org", "Reset");
    let done = stranger.post(&reset, &[("password", "a third long password")]).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER);
    password = "a third long password".to_string();
    assert_eq!(stranger.get(&link).await.status, StatusCode::GONE, "after a reset");

    // Signing out everywhere, which ends a reset link still out as well.
    let owner = Client::new(&app);
    let login = owner
        .post("/login", &[("username", "ulla"), ("password", &password)])
        .await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    let ask = owner
        .post(
            "/account/email",
            &[("email", "thief@evil.example"), ("password", &password)],
        )
        .await;
    assert_eq!(ask.refused(), None);
    stranger.post("/reset", &[("email", "ulla@example.org")]).await;
    deliver(&app, &smtp).await;
    let link = newest_link(&app, &smtp, "thief@evil.example", "");
    let reset = newest_link(&app, &smtp, "ulla@example.org", "Reset");
    assert_eq!(
        owner.post("/logout-everywhere", &[]).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        stranger.get(&link).await.status,
        StatusCode::GONE,
        "after signing out everywhere"
    );
    assert_eq!(
        stranger.get(&reset).await.status,
        StatusCode::GONE,
        "the reset link too"
    );
}
