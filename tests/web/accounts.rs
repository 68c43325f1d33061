//! Registration, sign-in, sessions and the account page.

use reqwest::StatusCode;

use crate::helpers::{
    Client, PASSWORD, challenge, move_first_legal, snapshot, spawn_app, spawn_app_at, started, username_of,
};

#[tokio::test]
async fn health_checks_say_alive_and_ready() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    let alive = c.get("/healthz").await;
    assert_eq!(alive.status, StatusCode::OK);
    let ready = c.get("/readyz").await;
    assert_eq!(ready.status, StatusCode::OK);
    assert!(ready.body.contains("ready"));
    // A database without this build's migrations is not ready.
    sqlx::query("DELETE FROM _sqlx_migrations WHERE version = (SELECT max(version) FROM _sqlx_migrations)")
        .execute(&app.pool)
        .await
        .unwrap();
    let behind = c.get("/readyz").await;
    assert_eq!(behind.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(behind.body.contains("migrations"));
    // A database that is gone: readiness says so, and pages answer 503 with Retry-After, not 500.
    app.cut_off_database().await;
    let gone = c.get("/readyz").await;
    assert_eq!(gone.status, StatusCode::SERVICE_UNAVAILABLE);
    let res = c
        .http
        .get(format!("{}/presets/stratego", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(res.headers().get("retry-after").unwrap(), "5");
}

#[tokio::test]
async fn register_sign_out_and_sign_in_again() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("alice").await;
    let session = c.cookie("fp_session").expect("registering signs in");
    let games = c.get("/games").await;
    assert_eq!(games.status, StatusCode::OK);
    assert!(games.body.contains("alice"));
    // Only a hash of the token is stored.
    let stored: i64 = sqlx::query_scalar("SELECT count(*) FROM sessions WHERE token_hash = convert_to($1, 'UTF8')")
        .bind(&session)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 0);

    let out = c.post("/logout", &[]).await;
    assert_eq!(out.status, StatusCode::SEE_OTHER);
    assert_eq!(
        c.get("/games").await.status,
        StatusCode::SEE_OTHER,
        "signed out: sent to sign in"
    );
    let login = c
        .post(
            "/login",
            &[("username", "ALICE"), ("password", PASSWORD), ("next", "/lobby")],
        )
        .await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    assert_eq!(login.location.as_deref(), Some("/lobby"));
    assert_ne!(
        c.cookie("fp_session"),
        Some(session),
        "a new session id at every sign-in"
    );
}

#[tokio::test]
async fn registration_explains_what_is_wrong() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("alice").await;
    let other = Client::new(&app);
    for (name, email, password, expected) in [
        ("alice", "x@example.org", PASSWORD, "taken"),
        ("bo", "b@example.org", PASSWORD, "3 to 24"),
        ("bob", "not-an-address", PASSWORD, "email"),
        ("bob", "bob@example.org", "short", "10 characters"),
    ] {
        let a = other
            .post(
                "/register",
                &[("username", name), ("email", email), ("password", password)],
            )
            .await;
        assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY, "{name} {email}");
        assert!(a.body.contains(expected), "{expected} in {}", a.body);
    }
}

#[tokio::test]
async fn sign_in_does_not_tell_whether_a_name_exists_and_is_rate_limited() {
    let app = spawn_app().await;
    Client::new(&app).register("alice").await;
    let c = Client::new(&app);
    let wrong = c
        .post("/login", &[("username", "alice"), ("password", "wrong password")])
        .await;
    let unknown = c
        .post("/login", &[("username", "nobody"), ("password", "wrong password")])
        .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(unknown.status, StatusCode::UNAUTHORIZED);
    assert!(wrong.body.contains("Wrong username or password"));
    assert!(unknown.body.contains("Wrong username or password"));
    for _ in 0..4 {
        c.post("/login", &[("username", "alice"), ("password", "wrong password")])
            .await;
    }
    let paused = c.post("/login", &[("username", "alice"), ("password", PASSWORD)]).await;
    assert_eq!(paused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(c.cookie("fp_session").is_none());
}

#[tokio::test]
async fn changing_the_password_ends_other_sessions() {
    let app = spawn_app().await;
    let laptop = Client::new(&app);
    laptop.register("alice").await;
    let phone = Client::new(&app);
    let signed = phone
        .post("/login", &[("username", "alice"), ("password", PASSWORD)])
        .await;
    assert_eq!(signed.status, StatusCode::SEE_OTHER);
    let bad = laptop
        .post(
            "/account/password",
            &[("current", "not it at all"), ("new", "another long password")],
        )
        .await;
    assert!(bad.refused().unwrap().contains("current password"));
    let ok = laptop
        .post(
            "/account/password",
            &[("current", PASSWORD), ("new", "another long password")],
        )
        .await;
    assert_eq!(ok.refused(), None);
    assert_eq!(laptop.get("/account").await.status, StatusCode::OK);
    assert_eq!(
        phone.get("/account").await.status,
        StatusCode::SEE_OTHER,
        "the other session is over"
    );
    let old = Client::new(&app)
        .post("/login", &[("username", "alice"), ("password", PASSWORD)])
        .await;
    assert_eq!(old.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn sign_out_everywhere() {
    let app = spawn_app().await;
    let a = Client::new(&app);
    a.register("alice").await;
    let b = Client::new(&app);
    b.post("/login", &[("username", "alice"), ("password", PASSWORD)]).await;
    a.post("/logout-everywhere", &[]).await;
    assert_eq!(a.get("/account").await.status, StatusCode::SEE_OTHER);
    assert_eq!(b.get("/account").await.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn email_and_preferences() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("alice").await;
    let changed = c
        .post(
            "/account/email",
            &[("email", "new@example.org"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(changed.refused(), None);
    assert!(
        !c.get("/account").await.body.contains("new@example.org"),
        "not before it is confirmed"
    );
    let text: String = sqlx::query_scalar("SELECT text_body FROM outbox WHERE to_address = 'new@example.org'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let link = text
        .lines()
        .find_map(|l| l.split_once(": http").map(|(_, u)| format!("http{u}")))
        .unwrap();
    let path = link.strip_prefix(&app.base).unwrap();
    assert!(c.get(path).await.body.contains("new email address is in use"));
    assert!(c.get("/account").await.body.contains("new@example.org"));
    let again = c.get(path).await;
    assert_eq!(again.status, StatusCode::GONE, "a link works once");
    assert!(
        again.body.contains("This link no longer works") && !again.body.contains("Email address changed"),
        "a used link is not titled as if it had worked: {}",
        again.body
    );
    let prefs = c
        .post(
            "/account/preferences",
            &[("numbering", "classic"), ("orientation", "first_seat")],
        )
        .await;
    assert_eq!(prefs.refused(), None);
    let page = c.get("/account").await.body;
    assert!(page.contains(r#"value="classic" checked"#));
}

#[tokio::test]
async fn cookies_are_http_only_and_same_site() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    let page = c.http.get(format!("{}/login", app.base)).send().await.unwrap();
    let set: Vec<String> = page
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect();
    assert!(set.iter().any(|c| c.starts_with("fp_csrf=")));
    assert!(
        set.iter().all(|c| c.contains("HttpOnly") && c.contains("SameSite=Lax")),
        "{set:?}"
    );
}

#[tokio::test]
async fn unknown_pages_and_bad_paths_get_the_error_page() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("alice").await;
    let missing = c.get("/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains("<html"));
    let bad = c.get("/games/not-a-number").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.body.contains("<html"));
    assert_eq!(c.get("/games/999999").await.status, StatusCode::NOT_FOUND);

    // The game page, "My games" and the lobby read the session in their own statement: whoever is not signed in
    // is sent to sign in, whether the game exists or not (a stranger is not told which games exist), and so is
    // a player with no games at all (whose lists carry no session) once their session has ended.
    assert_eq!(c.get("/games").await.status, StatusCode::OK, "no games yet");
    assert_eq!(c.get("/lobby").await.status, StatusCode::OK, "nothing to join yet");
    let (player, _, game) = challenge(&app, "stratego").await;
    let pages = [
        format!("/games/{game}"),
        "/games/999999".to_string(),
        "/games".into(),
        "/lobby".into(),
    ];
    for path in &pages {
        let stranger = Client::new(&app).get(path).await;
        assert_eq!(stranger.status, StatusCode::SEE_OTHER, "{path}");
        assert!(stranger.location.unwrap().starts_with("/login?next="), "{path}");
    }
    sqlx::query("DELETE FROM sessions").execute(&app.pool).await.unwrap();
    for (who, path) in pages
        .iter()
        .map(|p| (&player, p))
        .chain([(&c, &"/games".to_string()), (&c, &"/lobby".to_string())])
    {
        let ended = who.get(path).await;
        assert_eq!(ended.status, StatusCode::SEE_OTHER, "a session that ended: {path}");
    }
}

#[tokio::test]
async fn a_move_reads_its_session_with_the_game_it_locks() {
    let app = spawn_app().await;
    let (first, _second, game) = started(&app, "stratego").await;
    let name = username_of(&first).await;
    // A live session and no such game: not found.
    let missing = first
        .post("/games/999999/moves", &[("from", "a4"), ("to", "a5"), ("ply", "0")])
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    // A session that ended: told to sign in again, whether the game exists or not, and the game is unchanged.
    let before = snapshot(&app, game).await;
    sqlx::query("DELETE FROM sessions").execute(&app.pool).await.unwrap();
    let ended = move_first_legal(&app, &first, game).await;
    assert_eq!(ended.status, StatusCode::UNAUTHORIZED, "{}", ended.body);
    assert_eq!(snapshot(&app, game).await, before);
    let ended_missing = first
        .post("/games/999999/moves", &[("from", "a4"), ("to", "a5"), ("ply", "0")])
        .await;
    assert_eq!(ended_missing.status, StatusCode::UNAUTHORIZED);
    // Signed in again, the same move is made.
    first.sign_in(&name).await;
    let made = move_first_legal(&app, &first, game).await;
    assert_eq!((made.status, made.refused()), (StatusCode::SEE_OTHER, None));
    assert_ne!(snapshot(&app, game).await, before);
}

#[tokio::test]
async fn behind_https_every_cookie_is_secure() {
    let app = spawn_app_at(Some("https://fieldpost.example")).await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let cookies = |res: &reqwest::Response| -> Vec<String> {
        res.headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect()
    };
    let value = |all: &[String], name: &str| {
        all.iter()
            .find_map(|c| {
                c.strip_prefix(&format!("{name}="))
                    .map(|v| v.split(';').next().unwrap().to_string())
            })
            .unwrap()
    };
    let page = http.get(format!("{}/login", app.base)).send().await.unwrap();
    let set = cookies(&page);
    let csrf = value(&set, "fp_csrf");
    let registered = http
        .post(format!("{}/register", app.base))
        .header("origin", "https://fieldpost.example")
        .header("cookie", format!("fp_csrf={csrf}"))
        .form(&[
            ("csrf", csrf.as_str()),
            ("username", "secure"),
            ("email", "s@example.org"),
            ("password", PASSWORD),
        ])
        .send()
        .await
        .unwrap();
    let mut set = set;
    set.extend(cookies(&registered));
    let session = value(&set, "fp_session");
    let csrf = value(&set, "fp_csrf");
    let out = http
        .post(format!("{}/logout", app.base))
        .header("origin", "https://fieldpost.example")
        .header("cookie", format!("fp_session={session}; fp_csrf={csrf}"))
        .form(&[("csrf", csrf.as_str())])
        .send()
        .await
        .unwrap();
    set.extend(cookies(&out));
    for name in ["fp_csrf", "fp_session", "fp_flash"] {
        assert!(
            set.iter().any(|c| c.starts_with(&format!("{name}="))),
            "{name} was set: {set:?}"
        );
    }
    assert!(
        set.iter().all(|c| c.contains("Secure") && c.contains("HttpOnly")),
        "{set:?}"
    );
}
