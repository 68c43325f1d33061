//! What an attacker tries first, each answered: redirects that leave the site, bytes PostgreSQL cannot store,
//! pages without security headers, and the rest of the hardening list.

use reqwest::StatusCode;

use crate::helpers::{Client, PASSWORD, spawn_app, spawn_app_at};

#[tokio::test]
async fn sign_in_never_sends_a_browser_off_the_site() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("mallory").await;
    c.post("/logout", &[]).await;
    for next in [
        "/\t/evil.example",
        "//evil.example",
        "/\\evil.example",
        "/ /evil",
        "https://evil.example",
    ] {
        let a = c
            .post(
                "/login",
                &[("username", "mallory"), ("password", PASSWORD), ("next", next)],
            )
            .await;
        assert_eq!(a.status, StatusCode::SEE_OTHER, "{next}");
        let to = a.location.unwrap();
        assert!(
            to == "/games" || (to.starts_with('/') && !to.starts_with("//") && !to.contains(['\t', '\\', ' '])),
            "{next:?} led to {to:?}"
        );
        assert_ne!(to, next, "{next:?} was followed");
        c.post("/logout", &[]).await;
    }
    let a = c
        .post(
            "/login",
            &[("username", "mallory"), ("password", PASSWORD), ("next", "/lobby")],
        )
        .await;
    assert_eq!(
        a.location.as_deref(),
        Some("/lobby"),
        "a plain path of the site is followed"
    );
}

#[tokio::test]
async fn a_nul_byte_is_refused_and_head_answers_like_get() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    for path in [
        "/players/%00",
        "/players/a%00b",
        "/presets/%00",
        "/lobby?x=%00",
        "/games/1?ply=%00",
    ] {
        let a = c.get(path).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{path}: {}", a.body);
    }
    c.register("nora").await;
    let a = c
        .post(
            "/account/email",
            &[("email", "a\0b@example.org"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!(a.status, StatusCode::BAD_REQUEST);
    let head = c.http.head(format!("{}/", app.base)).send().await.unwrap();
    let get = c.http.get(format!("{}/", app.base)).send().await.unwrap();
    assert_eq!(head.status(), get.status());
    let head = c
        .http
        .head(format!("{}/presets/stratego", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(head.text().await.unwrap(), "");
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    let anonymous = c
        .http
        .get(format!("{}/presets/stratego", app.base))
        .send()
        .await
        .unwrap();
    let h = anonymous.headers();
    assert_eq!(
        h["content-security-policy"],
        "default-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'"
    );
    assert_eq!(h["x-content-type-options"], "nosniff");
    assert_eq!(h["referrer-policy"], "same-origin");
    assert!(h.get("strict-transport-security").is_none(), "no HSTS over plain http");
    assert_eq!(h["cross-origin-opener-policy"], "same-origin");
    let permissions = h["permissions-policy"].to_str().unwrap();
    assert!(permissions.contains("camera=()") && permissions.contains("geolocation=()"));
    assert_eq!(
        h["cache-control"], "no-store",
        "a signed-out page holds a form token too (the language menu)"
    );
    let css = fieldpost::web::assets::url("fieldpost.css");
    let style = c.http.get(format!("{}{css}", app.base)).send().await.unwrap();
    assert_ne!(style.headers()["cache-control"], "no-store", "files are cached");
    c.register("olga").await;
    for path in ["/games", "/account", "/lobby"] {
        let res = c.http.get(format!("{}{path}", app.base)).send().await.unwrap();
        assert_eq!(res.headers()["cache-control"], "no-store", "{path}");
    }
    let behind_tls = spawn_app_at(Some("https://play.example.org")).await;
    let res = reqwest::get(format!("{}/login", behind_tls.base)).await.unwrap();
    assert!(
        res.headers()["strict-transport-security"]
            .to_str()
            .unwrap()
            .starts_with("max-age=")
    );
}

#[tokio::test]
async fn unsubscribe_secrets_are_strong_indexed_and_can_be_made_anew() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("petra").await;
    let secret = || async {
        sqlx::query_scalar::<_, String>("SELECT unsubscribe_secret FROM users WHERE username = 'petra'")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    let old = secret().await;
    assert_eq!(old.len(), 64);
    assert!(old.bytes().all(|b| b.is_ascii_hexdigit()));
    let indexed: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE tablename = 'users' AND indexdef LIKE '%(unsubscribe_secret)%')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(indexed);
    let made = c.post("/account/unsubscribe-links", &[]).await;
    assert_eq!(made.refused(), None);
    let new = secret().await;
    assert_ne!(new, old);
    let stale = c
        .http
        .post(format!("{}/unsubscribe/{old}?kind=all", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), StatusCode::NOT_FOUND, "the old link no longer works");
    let fresh = c
        .http
        .post(format!("{}/unsubscribe/{new}?kind=all", app.base))
        .send()
        .await
        .unwrap();
    assert_eq!(fresh.status(), StatusCode::OK);
}

#[tokio::test]
async fn password_hashing_is_bounded_and_a_full_house_says_try_again() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("quentin").await;
    c.post("/logout", &[]).await;
    // Every slot taken (as by a flood of sign-ins from strangers).
    let slots = app.env.password_slots.clone();
    let all = slots.available_permits() as u32;
    assert!(all >= 2, "about two slots per core");
    let taken = slots.clone().acquire_many_owned(all).await.unwrap();
    let refused = c
        .post("/login", &[("username", "quentin"), ("password", PASSWORD)])
        .await;
    assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(refused.retry_after);
    drop(taken);
    let signed_in = c
        .post("/login", &[("username", "quentin"), ("password", PASSWORD)])
        .await;
    assert_eq!(signed_in.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn rated_games_need_a_confirmed_address() {
    let app = spawn_app().await;
    let (sam, tess) = (Client::new(&app), Client::new(&app));
    sam.register("sam").await;
    tess.register("tess").await;
    let rated = [
        ("variant", "duel"),
        ("seat", "first"),
        ("opponent", "tess"),
        ("rated", "yes"),
    ];
    let refused = sam.post("/games", &rated).await;
    assert!(
        refused.refused().is_some_and(|r| r.contains("confirmed")),
        "{:?}",
        refused.flash
    );
    let games: i64 = sqlx::query_scalar("SELECT count(*) FROM games")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(games, 0, "nothing was created");
    sqlx::query("UPDATE users SET email_verified_at = now() WHERE username = 'sam'")
        .execute(&app.pool)
        .await
        .unwrap();
    let made = sam.post("/games", &rated).await;
    let id = made.location.unwrap();
    let join = tess.post(&format!("{id}/join"), &[]).await;
    assert!(
        join.refused().is_some_and(|r| r.contains("confirmed")),
        "{:?}",
        join.flash
    );
    // Unrated games are for everyone.
    let unrated = [("variant", "duel"), ("seat", "first"), ("opponent", "sam")];
    let made = tess.post("/games", &unrated).await;
    assert_eq!(made.refused(), None);
}

#[tokio::test]
async fn an_address_change_does_not_tell_who_plays_here() {
    let app = spawn_app().await;
    let (uma, victor) = (Client::new(&app), Client::new(&app));
    uma.register("uma").await;
    victor.register("victor").await;
    let free = uma
        .post(
            "/account/email",
            &[("email", "uma@new.example"), ("password", PASSWORD)],
        )
        .await;
    let taken = uma
        .post(
            "/account/email",
            &[("email", "victor@example.org"), ("password", PASSWORD)],
        )
        .await;
    assert_eq!((free.status, free.flash.clone()), (taken.status, taken.flash.clone()));
    let (to_victor, tokens): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM outbox WHERE to_address = 'victor@example.org' AND kind = 'address_in_use'),
                (SELECT count(*) FROM tokens t JOIN users u ON u.id = t.user_id
                 WHERE u.username = 'uma' AND t.new_email = 'victor@example.org')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        (to_victor, tokens),
        (1, 0),
        "the owner is told, and no link to take the address exists"
    );
}

#[tokio::test]
async fn without_smtp_every_page_says_addresses_are_not_confirmed() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    for path in ["/login", "/register", "/presets/stratego"] {
        let body = c.get(path).await.body;
        assert!(body.contains("no address here has been confirmed"), "{path}");
        assert!(!body.contains("SMTP_URL"), "{path}: what to set is for the admin alone");
    }
    let admin = crate::admin::make_admin(&app, "ada").await;
    assert!(admin.get("/lobby").await.body.contains("Set SMTP_URL"));
}

#[tokio::test]
async fn sessions_end_on_the_server_and_a_player_can_end_one() {
    let app = spawn_app().await;
    let (home, phone) = (Client::new(&app), Client::new(&app));
    home.register("wanda").await;
    phone.sign_in("wanda").await;
    let seen = || async {
        sqlx::query_scalar::<_, chrono::DateTime<chrono::Utc>>(
            "SELECT max(last_seen_at) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'wanda'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap()
    };
    // A page view reads: "last seen" is written at most every few minutes.
    let first = seen().await;
    app.env.clock.advance(chrono::Duration::minutes(2));
    assert_eq!(home.get("/games").await.status, StatusCode::OK);
    assert_eq!(seen().await, first, "no write for a page view two minutes later");
    app.env.clock.advance(chrono::Duration::minutes(4));
    home.get("/games").await;
    assert!(seen().await > first, "noted again after five minutes");
    // The account page lists both browsers, and ends the other one.
    let page = home.get("/account").await.body;
    assert_eq!(
        page.matches("/account/sessions/").count(),
        1,
        "one other session, with its button"
    );
    let other: i64 = sqlx::query_scalar(
        "SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'wanda'
         ORDER BY s.last_seen_at LIMIT 1",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let ended = home.post(&format!("/account/sessions/{other}/end"), &[]).await;
    assert_eq!(ended.refused(), None);
    assert_eq!(
        phone.get("/account").await.status,
        StatusCode::SEE_OTHER,
        "the phone is signed out"
    );
    assert_eq!(home.get("/account").await.status, StatusCode::OK);
    // Another player's session cannot be ended from here.
    let stranger = Client::new(&app);
    stranger.register("xavier").await;
    let theirs: i64 =
        sqlx::query_scalar("SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'xavier'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(
        home.post(&format!("/account/sessions/{theirs}/end"), &[]).await.status,
        StatusCode::NOT_FOUND
    );
    // Unused for more than 45 days: over, and the sweep removes it.
    app.env.clock.advance(chrono::Duration::days(46));
    assert_eq!(home.get("/account").await.status, StatusCode::SEE_OTHER);
    fieldpost::jobs::clock_sweep::sweep_once(&app.env).await.unwrap();
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM sessions")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(left, 0);
    // Used every day, but opened more than 90 days ago: over too.
    let daily = Client::new(&app);
    daily.sign_in("xavier").await;
    for _ in 0..91 {
        app.env.clock.advance(chrono::Duration::days(1));
        daily.get("/games").await;
    }
    assert_eq!(daily.get("/account").await.status, StatusCode::SEE_OTHER);
}

#[tokio::test]
async fn sign_in_throttling_holds_back_guessers_not_the_owner() {
    use fieldpost::app::account::sign_in::authenticate;
    use fieldpost::error::AppError;
    let app = spawn_app().await;
    Client::new(&app).register("yara").await;
    let env = app.env.clone();
    let paused = |r: &Result<_, AppError>| matches!(r, Err(AppError::TooManyRequests(_)));
    // An opponent guesses from their own address until held back…
    for _ in 0..5 {
        assert!(!paused(&authenticate(&env, "yara", "wrong guess", "203.0.113.9").await));
    }
    assert!(paused(&authenticate(&env, "yara", "wrong guess", "203.0.113.9").await));
    // …which does not keep the owner out from hers.
    assert!(authenticate(&env, "yara", PASSWORD, "198.51.100.7").await.is_ok());
    // The waits grow: one second after the fifth failure, then two, then four.
    env.clock.advance(chrono::Duration::seconds(1));
    assert!(!paused(&authenticate(&env, "yara", "wrong guess", "203.0.113.9").await));
    assert!(paused(&authenticate(&env, "yara", "wrong guess", "203.0.113.9").await));
    env.clock.advance(chrono::Duration::seconds(1));
    assert!(paused(&authenticate(&env, "yara", "wrong guess", "203.0.113.9").await));
    env.clock.advance(chrono::Duration::seconds(1));
    assert!(!paused(&authenticate(&env, "yara", "wrong guess", "203.0.113.9").await));
    // Fifteen quiet minutes forget it all.
    env.clock.advance(chrono::Duration::minutes(16));
    assert!(authenticate(&env, "yara", PASSWORD, "203.0.113.9").await.is_ok());

    // Parallel guesses are counted one after the other: no more than the free five reach the password check.
    let guesses = (0..20).map(|_| {
        let env = env.clone();
        tokio::spawn(async move { authenticate(&env, "yara", "wrong guess", "192.0.2.1").await })
    });
    let mut checked = 0;
    for g in guesses {
        if matches!(g.await.unwrap(), Err(AppError::Refused(_))) {
            checked += 1;
        }
    }
    assert_eq!(checked, 5);
}

#[tokio::test]
async fn the_client_address_comes_from_a_trusted_proxy_only() {
    let app = crate::helpers::spawn_app_behind_proxy().await;
    let c = Client::new(&app);
    c.register("zoe").await;
    c.post("/logout", &[]).await;
    let login = |forwarded: &'static str| {
        let c = c.clone();
        async move {
            let csrf = c.csrf();
            c.http
                .post(format!("{}/login", c.base))
                .header("origin", &c.base)
                .header("x-forwarded-for", forwarded)
                .form(&[
                    ("csrf", csrf.as_str()),
                    ("username", "zoe"),
                    ("password", "wrong guess"),
                ])
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    // The proxy (127.0.0.1, trusted) names the client; a client's own claim before it is not believed.
    for _ in 0..5 {
        assert_eq!(login("10.9.9.9, 203.0.113.5").await, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(login("10.9.9.9, 203.0.113.5").await, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(
        login("203.0.113.6").await,
        StatusCode::UNAUTHORIZED,
        "another client behind the same proxy is not held back"
    );
}

#[tokio::test]
async fn offers_are_capped_mail_requests_limited_and_a_players_own_games_never_crowded_out() {
    let app = spawn_app().await;
    let (flooder, player) = (Client::new(&app), Client::new(&app));
    flooder.register("flood").await;
    player.register("pat").await;
    // A game of pat's own, under way.
    let (_, _, mine) = crate::helpers::started(&app, "duel").await;
    let _ = mine;
    for i in 0..12 {
        let a = flooder.post("/games", &[("variant", "duel"), ("seat", "first")]).await;
        if i < 10 {
            assert_eq!(a.refused(), None, "open game {i}");
        } else {
            assert!(a.refused().is_some_and(|r| r.contains("open games")), "{:?}", a.flash);
        }
    }
    // Hundreds of open games by others do not push a player's own games off "My games".
    sqlx::query(
        "INSERT INTO games (variant, options, terrain, creator_id, creator_seat, status, time_control, rated)
         SELECT 'duel', '{}', '{}', u.id, 'first', 'open', '{}', false FROM users u, generate_series(1, 600)
         WHERE u.username = 'flood'",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let owner = crate::helpers::username_of(&player).await;
    let (first, _, game) = crate::helpers::started(&app, "barrage").await;
    let page = first.get("/games").await.body;
    assert!(
        page.contains(&format!("/games/{}", game.0)),
        "{owner}'s own game is listed"
    );
    let lobby = first.get("/lobby").await.body;
    assert!(
        lobby.matches("/games/").count() < 200,
        "the lobby lists a page of open games, not all"
    );
    // Reset links for one address: a few, then the requests wait.
    let stranger = Client::new(&app);
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(stranger.post("/reset", &[("email", "pat@example.org")]).await.status);
    }
    // Five mails to one address a quarter of an hour: the sign-up's own address check was one of them.
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::OK).count(), 4);
    assert_eq!(statuses.last(), Some(&StatusCode::TOO_MANY_REQUESTS));
}

#[tokio::test]
async fn a_sign_up_does_not_tell_whether_an_address_is_taken() {
    let app = spawn_app().await;
    Client::new(&app).register("abel").await;
    let (taken, free) = (Client::new(&app), Client::new(&app));
    let sign_up = |c: &Client, name: &'static str, email: &'static str| {
        let c = c.clone();
        async move {
            c.post(
                "/register",
                &[("username", name), ("email", email), ("password", PASSWORD)],
            )
            .await
        }
    };
    let a = sign_up(&taken, "bela", "ABEL@example.org").await;
    let b = sign_up(&free, "cora", "cora@example.org").await;
    assert_eq!((a.status, a.location.clone()), (b.status, b.location.clone()));
    // Both see the address they typed, waiting for confirmation.
    assert!(
        taken
            .get("/account")
            .await
            .body
            .contains("ABEL@example.org (not confirmed yet")
    );
    assert!(
        free.get("/account")
            .await
            .body
            .contains("cora@example.org (not confirmed yet")
    );
    // The owner of the taken address is told; nothing is mailed for the new account.
    let (notices, to_newcomer): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM outbox WHERE kind = 'address_in_use' AND lower(to_address) = 'abel@example.org'),
                (SELECT count(*) FROM outbox o JOIN users u ON u.id = o.user_id WHERE u.username = 'bela')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!((notices, to_newcomer), (1, 0));
}

/// The current password, asked for to change the password or the address or to make a token, is throttled
/// per account as sign-in is: a session someone borrowed is no way to guess it.
#[tokio::test]
async fn the_current_password_is_throttled_per_account_and_a_token_needs_it() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("vera").await;
    let change = |current: &'static str| {
        let c = c.clone();
        async move {
            c.post(
                "/account/password",
                &[("current", current), ("new", "a brand new long password")],
            )
            .await
        }
    };
    for _ in 0..5 {
        assert_eq!(change("a wrong guess").await.status, StatusCode::SEE_OTHER);
    }
    let held = change("a wrong guess").await;
    assert_eq!(held.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        held.header("retry-after").is_some(),
        "a 429 page says when to come back"
    );
    assert!(held.body.contains("Too many wrong passwords for this account"));
    assert_eq!(
        change(PASSWORD).await.status,
        StatusCode::TOO_MANY_REQUESTS,
        "even the right one waits its turn"
    );
    app.env.clock.advance(chrono::Duration::seconds(2));
    let done = change(PASSWORD).await;
    assert_eq!((done.status, done.refused()), (StatusCode::SEE_OTHER, None));

    // A token is made only with the password (once the throttle has forgotten the wrong ones).
    app.env.clock.advance(chrono::Duration::minutes(16));
    let without = c
        .post("/account/tokens", &[("name", "bot"), ("password", "not it")])
        .await;
    assert_eq!(without.refused(), Some("Your current password is not right."));
    let made = c
        .post(
            "/account/tokens",
            &[("name", "bot"), ("password", "a brand new long password")],
        )
        .await;
    assert_eq!(made.status, StatusCode::OK);
    let secret = format!("fpat_{}", &made.body.split("fpat_").nth(1).unwrap()[..64]);
    let base = app.base.clone();
    let me = |secret: String| {
        let url = format!("{base}/api/v1/me");
        async move {
            reqwest::Client::new()
                .get(url)
                .bearer_auth(secret)
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    assert_eq!(me(secret.clone()).await, StatusCode::OK);
    // Signing out everywhere keeps tokens unless asked to end them too.
    assert_eq!(c.post("/logout-everywhere", &[]).await.status, StatusCode::SEE_OTHER);
    assert_eq!(
        me(secret.clone()).await,
        StatusCode::OK,
        "a bot the player runs goes on"
    );
    let c = Client::new(&app);
    let login = c
        .post(
            "/login",
            &[("username", "vera"), ("password", "a brand new long password")],
        )
        .await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    assert_eq!(
        c.post("/logout-everywhere", &[("tokens", "on")]).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        me(secret).await,
        StatusCode::UNAUTHORIZED,
        "asked to, it ends the tokens"
    );
}

/// Guessing one account's password from many addresses is slowed too, yet the owner signs in from an address
/// they used before; an IPv6 client is counted by its /64, which it can fill with addresses at will.
#[tokio::test]
async fn guesses_from_many_addresses_are_slowed_but_not_the_owners_usual_one() {
    use fieldpost::app::account::sign_in::authenticate;
    use fieldpost::error::AppError;
    let app = spawn_app().await;
    Client::new(&app).register("wanda").await;
    let env = app.env.clone();
    let paused = |r: &Result<_, AppError>| matches!(r, Err(AppError::TooManyRequests(_)));
    assert!(authenticate(&env, "wanda", PASSWORD, "198.51.100.7").await.is_ok());
    for n in 1..=10 {
        let guess = authenticate(&env, "wanda", "wrong guess", &format!("203.0.113.{n}")).await;
        assert!(!paused(&guess), "guess {n} from a fresh address");
    }
    assert!(
        paused(&authenticate(&env, "wanda", "wrong guess", "203.0.113.11").await),
        "the account's own budget is spent"
    );
    assert!(
        paused(&authenticate(&env, "wanda", PASSWORD, "192.0.2.50").await),
        "from a new address even the owner waits a moment"
    );
    assert!(
        authenticate(&env, "wanda", PASSWORD, "198.51.100.7").await.is_ok(),
        "from the usual address the owner is let in at once"
    );

    Client::new(&app).register("xena").await;
    for n in 1..=5 {
        let guess = authenticate(&env, "xena", "wrong guess", &format!("2001:db8:1:2::{n}")).await;
        assert!(!paused(&guess));
    }
    assert!(
        paused(&authenticate(&env, "xena", "wrong guess", "2001:db8:1:2:ffff::9").await),
        "another address of the same /64 is the same client"
    );
    assert!(!paused(
        &authenticate(&env, "xena", "wrong guess", "2001:db8:1:3::1").await
    ));
}

/// An address that is delivered to the same mailbox as an account's is that account's address, and an
/// address must be one plain mailbox.
#[tokio::test]
async fn an_address_spelled_another_way_is_the_same_address() {
    let app = spawn_app().await;
    Client::new(&app).register("alice").await;
    let m = Client::new(&app);
    let a = m
        .post(
            "/register",
            &[
                ("username", "mallory"),
                ("email", "\"alice\"@Example.ORG"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(a.status, StatusCode::SEE_OTHER, "the same answer as for a new address");
    let (stored, claimed): (String, Option<String>) =
        sqlx::query_as("SELECT email, claimed_email FROM users WHERE username = 'mallory'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(stored.ends_with("@fieldpost.invalid"), "{stored}");
    assert_eq!(claimed.as_deref(), Some("alice@example.org"));
    for list in ["a@b.org,c@d.org", "a@b.org;c@d.org", "x(comment)@example.org"] {
        let refused = Client::new(&app)
            .post(
                "/register",
                &[("username", "listy"), ("email", list), ("password", PASSWORD)],
            )
            .await;
        assert_ne!(refused.status, StatusCode::SEE_OTHER, "{list}");
    }
}

/// A form is taken only from this site: its CSRF cookie must be one this installation signed (a planted one
/// is worth nothing), and the browser must say it comes from here (Origin, or else Referer).
#[tokio::test]
async fn a_form_needs_a_signed_cookie_and_to_say_it_comes_from_here() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("wilma").await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let post = |cookie: String, csrf: String, headers: Vec<(&'static str, String)>| {
        let mut req = http
            .post(format!("{}/login", app.base))
            .header("cookie", format!("fp_csrf={cookie}"))
            .form(&[("csrf", csrf.as_str()), ("username", "wilma"), ("password", PASSWORD)]);
        for (name, value) in headers {
            req = req.header(name, value);
        }
        async move { req.send().await.unwrap().status() }
    };
    let ours = c.csrf();
    let here = || vec![("origin", app.base.clone())];
    assert_eq!(post(ours.clone(), ours.clone(), here()).await, StatusCode::SEE_OTHER);
    // A cookie someone planted, with the same value in the form, as a bare double submit would take.
    let planted = "0123456789abcdef".to_string();
    assert_eq!(post(planted.clone(), planted, here()).await, StatusCode::FORBIDDEN);
    let (random, _) = ours.split_once('.').expect("a signed cookie");
    let unsigned = random.to_string();
    assert_eq!(post(unsigned.clone(), unsigned, here()).await, StatusCode::FORBIDDEN);
    // Where it comes from.
    assert_eq!(
        post(ours.clone(), ours.clone(), vec![]).await,
        StatusCode::FORBIDDEN,
        "neither Origin nor Referer"
    );
    assert_eq!(
        post(
            ours.clone(),
            ours.clone(),
            vec![("referer", "https://evil.example/x".into())]
        )
        .await,
        StatusCode::FORBIDDEN,
        "a foreign Referer"
    );
    assert_eq!(
        post(ours.clone(), ours, vec![("referer", format!("{}/login", app.base))]).await,
        StatusCode::SEE_OTHER,
        "our own page as Referer, where Origin is not sent"
    );
}

/// Signing in again in a browser that holds a session ends the old session on the server.
#[tokio::test]
async fn signing_in_again_ends_the_session_the_browser_held() {
    let app = spawn_app().await;
    let c = Client::new(&app);
    c.register("xavia").await;
    let sessions = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'xavia'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap()
    };
    assert_eq!(sessions().await, 1);
    let again = c.post("/login", &[("username", "xavia"), ("password", PASSWORD)]).await;
    assert_eq!(again.status, StatusCode::SEE_OTHER);
    assert_eq!(sessions().await, 1, "the old one ended, the new one lives");
    assert_eq!(c.get("/account").await.status, StatusCode::OK);
}

/// One account cannot fill the database with saved setups: past the cap a new name is refused, and an old
/// name may still be saved over.
#[tokio::test]
async fn saved_setups_are_capped_per_preset() {
    let app = spawn_app().await;
    let (first, _second, id) = crate::helpers::challenge(&app, "barrage").await;
    let most = fieldpost::app::game::setups::MAX_SAVED_SETUPS;
    for n in 0..most {
        let a = first
            .post(
                &format!("/games/{id}/setup"),
                &[("action", "save"), ("name", &format!("setup {n}"))],
            )
            .await;
        assert_eq!(a.refused(), None, "setup {n}");
    }
    let over = first
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "save"), ("name", "one more")],
        )
        .await;
    assert!(
        over.refused().is_some_and(|r| r.contains("as many setups")),
        "{:?}",
        over.flash
    );
    let again = first
        .post(
            &format!("/games/{id}/setup"),
            &[("action", "save"), ("name", "setup 7")],
        )
        .await;
    assert_eq!(again.refused(), None, "an old name is saved over");
    let kept: i64 = sqlx::query_scalar("SELECT count(*) FROM saved_setups")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(kept, most);
}

/// Sign-ups naming someone else's address each mail its owner a notice: counted for that address, so they
/// cannot be used to flood it (every spelling of the address shares the count).
#[tokio::test]
async fn sign_ups_naming_one_address_are_limited_for_that_address() {
    let app = spawn_app().await;
    Client::new(&app).register("yvonne").await;
    let mut answers = Vec::new();
    for n in 0..6 {
        let email = if n % 2 == 0 {
            "yvonne@example.org"
        } else {
            "\"yvonne\"@EXAMPLE.org"
        };
        let a = Client::new(&app)
            .post(
                "/register",
                &[
                    ("username", &format!("flooder{n}")),
                    ("email", email),
                    ("password", PASSWORD),
                ],
            )
            .await;
        answers.push(a.status);
    }
    // The owner's own sign-up counted once: four more pass, then they wait.
    assert!(answers[..4].iter().all(|s| *s == StatusCode::SEE_OTHER), "{answers:?}");
    assert!(
        answers[4..].iter().all(|s| *s == StatusCode::TOO_MANY_REQUESTS),
        "{answers:?}"
    );
    let notices: i64 = sqlx::query_scalar("SELECT count(*) FROM outbox WHERE to_address = 'yvonne@example.org'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(
        notices <= 5,
        "{notices}: the owner's own address check and four notices at most"
    );
}

/// The icon and the manifest a phone needs to keep the service on its home screen: the same for everyone,
/// cached, with no cookie.
#[tokio::test]
async fn the_icon_and_the_manifest_are_shared_and_cached() {
    let app = spawn_app().await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let favicon = http.get(format!("{}/favicon.ico", app.base)).send().await.unwrap();
    assert_eq!(favicon.status(), StatusCode::MOVED_PERMANENTLY);
    let icon = favicon.headers()["location"].to_str().unwrap().to_string();
    let svg = http.get(format!("{}{icon}", app.base)).send().await.unwrap();
    assert_eq!(svg.status(), StatusCode::OK);
    assert!(
        svg.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("image/svg+xml")
    );
    let res = http
        .get(format!("{}/manifest.webmanifest", app.base))
        .send()
        .await
        .unwrap();
    assert!(res.headers().get("set-cookie").is_none());
    assert!(res.headers()["cache-control"].to_str().unwrap().starts_with("public"));
    let manifest: serde_json::Value = res.json().await.unwrap();
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["icons"][0]["src"], icon.as_str());
    let page = Client::new(&app).get("/login").await.body;
    assert!(page.contains("rel=\"manifest\"") && page.contains(&icon));
}
