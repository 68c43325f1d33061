//! Who may do what, route by route: every route of `src/web/routes.rs` (read from the file, so a route added
//! later without a decision here fails this test) is asked by an anonymous browser, a signed-in stranger, a
//! spectator, a player of the game, a player whose account was disabled, and an admin, and each answer must
//! fit the route's decision.

use std::collections::BTreeMap;

use reqwest::StatusCode;

use crate::helpers::{Answer, Client, TestApp, spawn_app, started, user_id, username_of};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Nobody is refused for who they are.
    Open,
    /// Any signed-in account, not a signed-out browser.
    SignedIn,
    /// Only the players of the game may act: others are refused (or told the game has no place for them).
    Players,
    /// Only the owner of the session named in the path.
    Owner,
    /// Only admins.
    Admin,
}

/// A route: its method and path pattern.
pub type Route = (&'static str, &'static str);
/// The fields of a form.
pub type Form = Vec<(&'static str, &'static str)>;

/// What each route was decided to be, with a form that lets the decision (not the form) settle the answer.
pub fn decisions() -> BTreeMap<Route, (Decision, Form)> {
    use Decision::*;
    let none = Vec::new;
    let reason = |action: &'static str| vec![("action", action), ("reason", "matrix"), ("confirm", "yes")];
    BTreeMap::from([
        (("GET", "/static/{file}"), (Open, none())),
        (("GET", "/healthz"), (Open, none())),
        (("GET", "/favicon.ico"), (Open, none())),
        (("GET", "/manifest.webmanifest"), (Open, none())),
        (("GET", "/readyz"), (Open, none())),
        (("GET", "/"), (Open, none())),
        (("POST", "/language"), (Open, vec![("lang", "en"), ("next", "/")])),
        (("GET", "/register"), (Open, none())),
        (
            ("POST", "/register"),
            (Open, vec![("username", "x"), ("email", "bad"), ("password", "short")]),
        ),
        (("GET", "/login"), (Open, none())),
        (
            ("POST", "/login"),
            (Open, vec![("username", "nobody"), ("password", "wrong password")]),
        ),
        (("POST", "/logout"), (SignedIn, none())),
        (("POST", "/logout-everywhere"), (SignedIn, none())),
        (("GET", "/account"), (SignedIn, none())),
        (
            ("POST", "/account/password"),
            (SignedIn, vec![("current", "wrong"), ("new", "a new long password")]),
        ),
        (
            ("POST", "/account/email"),
            (SignedIn, vec![("email", "new@example.org"), ("password", "wrong")]),
        ),
        (
            ("POST", "/account/preferences"),
            (SignedIn, vec![("numbering", "modern"), ("orientation", "own_side")]),
        ),
        (
            ("POST", "/account/time-zone"),
            (SignedIn, vec![("zone", "Europe/Riga")]),
        ),
        (("POST", "/account/calendar"), (SignedIn, none())),
        // Its secret is the key: no session is asked for (a calendar has none).
        (("GET", "/calendar/{file}"), (Open, none())),
        (("POST", "/account/mail"), (SignedIn, none())),
        (("POST", "/account/moves-by-mail"), (SignedIn, none())),
        (("POST", "/account/confirm-address"), (SignedIn, none())),
        (("POST", "/account/sessions/{id}/end"), (Owner, none())),
        (("POST", "/account/unsubscribe-links"), (SignedIn, none())),
        (("POST", "/account/vacation"), (SignedIn, vec![("action", "end")])),
        (("GET", "/account/data"), (SignedIn, none())),
        (
            ("POST", "/account/delete"),
            (
                SignedIn,
                vec![("password", "wrong"), ("messages", "keep"), ("understood", "on")],
            ),
        ),
        (("GET", "/mailbox"), (SignedIn, none())),
        (("GET", "/mailbox/{id}"), (Owner, none())),
        (("GET", "/verify/{token}"), (Open, none())),
        (("GET", "/email/confirm/{token}"), (Open, none())),
        (("GET", "/reset"), (Open, none())),
        (("POST", "/reset"), (Open, vec![("email", "nobody@example.org")])),
        (("GET", "/reset/{token}"), (Open, none())),
        (
            ("POST", "/reset/{token}"),
            (Open, vec![("password", "a new long password")]),
        ),
        (("GET", "/unsubscribe/{secret}"), (Open, none())),
        (("POST", "/unsubscribe/{secret}"), (Open, none())),
        (("GET", "/admin"), (Admin, none())),
        (("GET", "/admin/users"), (Admin, none())),
        (("GET", "/admin/users/{id}"), (Admin, none())),
        (("POST", "/admin/users/{id}"), (Admin, reason("mark_verified"))),
        (("GET", "/admin/games"), (Admin, none())),
        (("GET", "/admin/games/{id}"), (Admin, none())),
        (
            ("POST", "/admin/games/{id}"),
            (Admin, [reason("extend"), vec![("days", "1")]].concat()),
        ),
        (("GET", "/admin/mail"), (Admin, none())),
        (("POST", "/admin/mail/{id}"), (Admin, reason("retry"))),
        (("GET", "/admin/audit"), (Admin, none())),
        (("GET", "/admin/reports"), (Admin, none())),
        (("POST", "/admin/reports/{message}"), (Admin, reason("dismiss"))),
        (
            ("POST", "/admin/tournaments/{id}"),
            (
                Admin,
                vec![
                    ("action", "remove"),
                    ("player", "nobody"),
                    ("reason", "matrix"),
                    ("confirm", "yes"),
                ],
            ),
        ),
        (("GET", "/tournaments"), (Open, none())),
        (
            ("POST", "/tournaments"),
            (
                SignedIn,
                vec![("name", "x"), ("variant", "duel"), ("format", "swiss"), ("size", "8")],
            ),
        ),
        (("GET", "/tournaments/{id}"), (Open, none())),
        (("POST", "/tournaments/{id}/{action}"), (SignedIn, none())),
        (("GET", "/presets/{variant}"), (Open, none())),
        (("GET", "/leaderboard/{variant}"), (Open, none())),
        (("GET", "/players/{name}"), (Open, none())),
        (("GET", "/lobby"), (SignedIn, none())),
        (("GET", "/games"), (SignedIn, none())),
        (
            ("POST", "/games"),
            (SignedIn, vec![("variant", "duel"), ("seat", "first")]),
        ),
        (
            ("POST", "/games/computer"),
            (
                SignedIn,
                vec![("variant", "duel"), ("level", "easy"), ("seat", "first")],
            ),
        ),
        (("GET", "/games/{id}"), (SignedIn, none())),
        (
            ("POST", "/account/tokens"),
            (SignedIn, vec![("name", ""), ("password", "")]),
        ),
        (("POST", "/account/tokens/{id}/revoke"), (Owner, none())),
        (("POST", "/games/{id}/join"), (Players, none())),
        (("POST", "/games/{id}/decline"), (Players, none())),
        (("POST", "/games/{id}/setup"), (Players, vec![("action", "random")])),
        (
            ("POST", "/games/{id}/moves"),
            (Players, vec![("from", "a4"), ("to", "a5"), ("ply", "0")]),
        ),
        (("POST", "/games/{id}/resign"), (Players, none())),
        (("POST", "/games/{id}/draw"), (Players, vec![("action", "offer")])),
        // Any reader of a finished game may ask for its analysis; a game under way refuses everyone alike.
        (("POST", "/games/{id}/analysis"), (SignedIn, none())),
        (("GET", "/games/{id}/record.json"), (SignedIn, none())),
        (("GET", "/games/{id}/record.xml"), (SignedIn, none())),
        (("GET", "/games/{id}/confirm"), (Players, none())),
        // Says only that the game changed: for anyone who may see its page.
        (("GET", "/games/{id}/events"), (SignedIn, none())),
        (
            ("POST", "/games/{id}/notes"),
            (
                Players,
                vec![("square", "a7"), ("guess", ""), ("text", ""), ("ply", "0")],
            ),
        ),
        (("POST", "/games/{id}/messages"), (Players, vec![("body", "good luck")])),
        (("POST", "/games/{id}/messages/{message}/report"), (Players, none())),
        (("POST", "/games/{id}/mute"), (Players, vec![("mute", "on")])),
        (("POST", "/games/{id}/rematch"), (Players, none())),
    ])
}

/// Every route of the route table, as (method, path pattern).
pub fn routes() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/web/routes.rs")).unwrap();
    let text: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    // Each scope (the games', the admin's): from the parenthesis that opens around it to the one that closes it.
    let mut parts = vec![(String::new(), String::new())];
    let mut rest = text.as_str();
    while let Some(scope) = rest.find("web::scope(\"") {
        let start = rest[..scope].rfind('(').unwrap();
        let mut depth = 0;
        let mut end = start;
        for (i, c) in rest[start..].char_indices() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        end = start + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        let prefix = rest[scope..].split('"').nth(1).unwrap().to_string();
        parts[0].1.push_str(&rest[..start]);
        parts.push((prefix, rest[start..end].to_string()));
        rest = &rest[end..];
    }
    parts[0].1.push_str(rest);
    let mut found = Vec::new();
    for (prefix, part) in &parts {
        for piece in part.split(".route(").skip(1) {
            let path = piece.split('"').nth(1).unwrap();
            let method = if piece.contains("web::post()") { "POST" } else { "GET" };
            found.push((method.to_string(), format!("{prefix}{path}")));
        }
    }
    found
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// Refused for who asked: sign in first, forbidden, or (for admin pages) not for you.
    Denied,
    /// Not done, for a reason that is not who asked (the game's state, the form, a token that does not exist).
    Refused,
    Done,
}

fn seen(a: &Answer) -> Seen {
    let to_login = a.location.as_deref().is_some_and(|l| l.starts_with("/login"));
    match a.status {
        StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN => Seen::Denied,
        StatusCode::SEE_OTHER if to_login && a.refused().is_none() && a.flash.is_none() => Seen::Denied,
        StatusCode::SEE_OTHER if a.refused().is_some() => Seen::Refused,
        s if s.is_client_error() => Seen::Refused,
        s if s.is_server_error() => panic!("a {s}: {}", a.body),
        _ => Seen::Done,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    Anonymous,
    Stranger,
    Spectator,
    Player,
    Disabled,
    Admin,
}

/// A browser with a fresh session of `name` (opened directly: no password hashing for each request).
pub async fn browser(app: &TestApp, name: Option<&str>) -> (Client, Option<i64>) {
    let c = Client::new(app);
    c.get("/login").await;
    let Some(name) = name else { return (c, None) };
    let id = user_id(app, name).await;
    let token = fieldpost::app::account::sign_in::open_session(&app.env, id, "127.0.0.1", "matrix", None)
        .await
        .unwrap();
    c.set_cookie("fp_session", &token);
    let session: i64 = sqlx::query_scalar("SELECT max(id) FROM sessions WHERE user_id = $1")
        .bind(id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    (c, Some(session))
}

#[tokio::test]
async fn every_route_answers_each_kind_of_visitor_as_decided() {
    let app = spawn_app().await;
    let (player, opponent, game) = started(&app, "stratego").await;
    let player_name = username_of(&player).await;
    let (stranger, spectator, disabled, admin) = (
        Client::new(&app),
        Client::new(&app),
        Client::new(&app),
        Client::new(&app),
    );
    for (c, name) in [
        (&stranger, "stranger"),
        (&spectator, "spectator"),
        (&disabled, "disabled"),
        (&admin, "admin"),
    ] {
        c.register(name).await;
    }
    sqlx::query("UPDATE users SET role = 'admin' WHERE username = 'admin'")
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE users SET disabled_at = now() WHERE username = 'disabled'")
        .execute(&app.pool)
        .await
        .unwrap();
    let _ = opponent;
    let mail: i64 = sqlx::query_scalar("SELECT min(id) FROM outbox")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let css = fieldpost::web::assets::url("fieldpost.css");
    let file = css.trim_start_matches("/static/").to_string();
    let player_id = user_id(&app, &player_name).await;
    // A mail of the player's, to read in the mailbox page's frame: theirs alone.
    let player_mail: i64 = sqlx::query_scalar("SELECT min(id) FROM outbox WHERE user_id = $1")
        .bind(player_id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();

    let decisions = decisions();
    let table = routes();
    let undecided: Vec<_> = table
        .iter()
        .filter(|(m, p)| !decisions.contains_key(&(m.as_str(), p.as_str())))
        .collect();
    assert!(
        undecided.is_empty(),
        "routes without a decision in this test: {undecided:?}"
    );
    assert_eq!(
        table.len(),
        decisions.len(),
        "decisions for routes that no longer exist"
    );

    // The token to revoke, one of the player's: only the player may (the others are asked first).
    fieldpost::app::account::api_tokens::create(&app.env, player_id, crate::helpers::PASSWORD, "matrix", false)
        .await
        .unwrap();
    let player_token: i64 = sqlx::query_scalar("SELECT max(id) FROM api_tokens WHERE user_id = $1")
        .bind(player_id.0)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // An event taking entries, the player's: the others may ask to leave it, and are told they are not in it.
    sqlx::query("UPDATE users SET email_verified_at = now() WHERE id = $1")
        .bind(player_id.0)
        .execute(&app.pool)
        .await
        .unwrap();
    let event = fieldpost::app::tournaments::entries::create(
        &app.env,
        player_id,
        fieldpost::app::tournaments::entries::TournamentForm {
            name: "Matrix cup",
            description: "",
            variant: fieldpost::rules::Variant::Duel,
            time_control: Default::default(),
            rated: false,
            format: fieldpost::db::tournaments::Format::RoundRobin,
            size: 12,
            rounds: None,
            closes_at: None,
            play: true,
        },
    )
    .await
    .unwrap();
    for ((method, pattern), (decision, form)) in &decisions {
        for role in [
            Role::Anonymous,
            Role::Stranger,
            Role::Spectator,
            Role::Player,
            Role::Disabled,
            Role::Admin,
        ] {
            let name = match role {
                Role::Anonymous => None,
                Role::Stranger => Some("stranger"),
                Role::Spectator => Some("spectator"),
                Role::Player => Some(player_name.as_str()),
                Role::Disabled => Some("disabled"),
                Role::Admin => Some("admin"),
            };
            let (c, _) = browser(&app, name).await;
            // The session to end: another one of the player's.
            let (_, player_session) = browser(&app, Some(&player_name)).await;

            let path = pattern
                .replace("/tournaments/{id}", &format!("/tournaments/{event}"))
                .replace("{action}", "leave")
                .replace("/games/{id}", &format!("/games/{}", game.0))
                .replace("/users/{id}", &format!("/users/{}", player_id.0))
                .replace("/mail/{id}", &format!("/mail/{mail}"))
                .replace("/mailbox/{id}", &format!("/mailbox/{player_mail}"))
                .replace("/sessions/{id}", &format!("/sessions/{}", player_session.unwrap()))
                .replace("/tokens/{id}", &format!("/tokens/{player_token}"))
                .replace("{file}", &file)
                .replace("{token}", "0123456789abcdef0123456789abcdef")
                .replace("{secret}", "0123456789abcdef0123456789abcdef")
                .replace("{message}", "1")
                .replace("{variant}", "stratego")
                .replace("{name}", &player_name);
            let answer = if pattern.ends_with("/events") {
                c.get_head(&path).await
            } else if *method == "GET" {
                c.get(&path).await
            } else {
                c.post(&path, form).await
            };
            let got = seen(&answer);
            let signed_out = matches!(role, Role::Anonymous | Role::Disabled);
            let ok = match (decision, role) {
                // A wrong password is a 401 for anyone: the form's answer, not the visitor's.
                (Decision::Open, _) => got != Seen::Denied || (*pattern == "/login" && answer.status == 401),
                (Decision::SignedIn, _) if signed_out => got == Seen::Denied,
                // The records stay closed to everyone until the game is over.
                (Decision::SignedIn, _) => got != Seen::Denied || pattern.starts_with("/games/{id}/record."),
                (Decision::Players | Decision::Owner | Decision::Admin, _) if signed_out => got == Seen::Denied,
                (Decision::Players | Decision::Owner, Role::Player) => got != Seen::Denied,
                (Decision::Players | Decision::Owner, _) => got != Seen::Done,
                (Decision::Admin, Role::Admin) => got != Seen::Denied,
                (Decision::Admin, _) => got == Seen::Denied,
            };
            assert!(
                ok,
                "{method} {pattern} ({decision:?}) as {role:?}: {got:?}, status {}, {:?}",
                answer.status, answer.flash
            );
        }
    }
}
