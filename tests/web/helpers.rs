//! The application on a random port against a real PostgreSQL, a fresh database per test, and a cookie-keeping
//! client that plays the part of one browser.

use std::net::TcpListener;
use std::sync::OnceLock;

use fieldpost::db::GameId;
use fieldpost::pg_private::PrivatePostgres;
use reqwest::StatusCode;
use reqwest::cookie::{CookieStore, Jar};
use sqlx::PgPool;
use std::sync::Arc;

/// The server tests create their databases on: FIELDPOST_TEST_DATABASE_URL (a URL whose user may create
/// databases), or else a throwaway PostgreSQL with its data under target/ (or, where the user that runs it
/// cannot reach target/, in the system's temporary directory), started once and stopped when the tests end.
fn admin_url() -> &'static str {
    static URL: OnceLock<String> = OnceLock::new();
    // Never dropped: the server stops when the process ends.
    static SERVER: OnceLock<PrivatePostgres> = OnceLock::new();
    URL.get_or_init(|| {
        if let Ok(url) = std::env::var("FIELDPOST_TEST_DATABASE_URL") {
            return url;
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-postgres");
        let pg = SERVER
            .get_or_init(|| PrivatePostgres::throwaway(&dir).expect("the tests need PostgreSQL's server programs"));
        pg.url("postgres")
    })
}

fn with_database(url: &str, db: &str) -> String {
    match url.split_once('?') {
        Some((base, query)) => format!("{}/{db}?{query}", base.rsplit_once('/').unwrap().0),
        None => format!("{}/{db}", url.rsplit_once('/').unwrap().0),
    }
}

pub struct TestApp {
    pub base: String,
    pub pool: PgPool,
    /// What the application runs on: this database, a clock the test moves, and the base URL for links.
    pub env: fieldpost::app::Env,
    /// The test's own database, for processes of their own (the command line).
    pub database_url: String,
    database_name: String,
}

impl Drop for TestApp {
    /// The test's database goes with it. The test's runtime is ending, so the drop runs on a thread with a
    /// runtime of its own; `FORCE` ends the connections the server still holds.
    fn drop(&mut self) {
        let name = self.database_name.clone();
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            runtime.block_on(async {
                let admin = PgPool::connect(admin_url()).await?;
                sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
                    .execute(&admin)
                    .await?;
                admin.close().await;
                Ok::<_, sqlx::Error>(())
            })
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("the test database {} was not dropped: {e}", self.database_name);
        }
    }
}

impl TestApp {
    /// The test's database takes connections again after `cut_off_database`.
    pub async fn restore_database(&self) {
        let admin = PgPool::connect(admin_url()).await.unwrap();
        let name = &self.database_name;
        sqlx::query(&format!("ALTER DATABASE \"{name}\" ALLOW_CONNECTIONS true"))
            .execute(&admin)
            .await
            .unwrap();
        admin.close().await;
    }

    /// The test's database refuses new connections and ends those open, as when its server is gone: the web
    /// server's workers hold pools of their own, which closing the test's pool would leave untouched.
    pub async fn cut_off_database(&self) {
        let admin = PgPool::connect(admin_url()).await.unwrap();
        let name = &self.database_name;
        sqlx::query(&format!("ALTER DATABASE \"{name}\" ALLOW_CONNECTIONS false"))
            .execute(&admin)
            .await
            .unwrap();
        sqlx::query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1")
            .bind(name)
            .execute(&admin)
            .await
            .unwrap();
        admin.close().await;
    }
}

pub async fn spawn_app() -> TestApp {
    spawn_app_at(None).await
}

/// The inbound domain of an application that takes moves by mail, and the name its mail server signs its
/// `Authentication-Results` with.
pub const INBOUND_DOMAIN: &str = "play.example.org";
pub const AUTHSERV_ID: &str = "mx.example.org";

/// The application taking moves by mail and bounces on `INBOUND_DOMAIN`.
pub async fn spawn_app_taking_mail() -> TestApp {
    let inbound = fieldpost::app::Inbound {
        domain: INBOUND_DOMAIN.to_string(),
        authserv_id: Some(AUTHSERV_ID.to_string()),
    };
    spawn_app_with(None, vec![], Some(inbound)).await
}

/// The application behind a reverse proxy on this machine: 127.0.0.1 is a trusted proxy, whose
/// `X-Forwarded-For` names the client.
pub async fn spawn_app_behind_proxy() -> TestApp {
    spawn_app_with(None, vec!["127.0.0.1".parse().unwrap()], None).await
}

/// The application believing players reach it at `public_url` (an https address behind a proxy, say).
pub async fn spawn_app_at(public_url: Option<&str>) -> TestApp {
    spawn_app_with(public_url, vec![], None).await
}

async fn spawn_app_with(
    public_url: Option<&str>,
    trusted_proxies: Vec<std::net::IpAddr>,
    inbound: Option<fieldpost::app::Inbound>,
) -> TestApp {
    let admin = admin_url();
    let name = format!(
        "fieldpost_test_{}",
        &fieldpost::app::account::accounts::random_token()[..16]
    );
    let admin_pool = PgPool::connect(admin).await.expect("connecting to the test PostgreSQL");
    sqlx::query(&format!("CREATE DATABASE \"{name}\""))
        .execute(&admin_pool)
        .await
        .unwrap();
    admin_pool.close().await;
    let database_url = with_database(admin, &name);
    let pool = fieldpost::db::connect(&database_url, 10).await.unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let mut env = fieldpost::app::Env::new(
        pool.clone(),
        fieldpost::clock::Clock::manual(chrono::Utc::now()),
        public_url.unwrap_or(&base).to_string(),
    );
    env.inbound = inbound;
    let settings = fieldpost::web::WebSettings {
        mailbox_page: true,
        trusted_proxies,
        database_connections: 10,
        ..Default::default()
    };
    let server = fieldpost::web::server(listener, env.clone(), settings).unwrap();
    tokio::spawn(server);
    TestApp {
        base,
        pool,
        env,
        database_url,
        database_name: name,
    }
}

pub const PASSWORD: &str = "correct horse battery";

/// One browser: its own cookies, no automatic redirects (tests look at each answer).
#[derive(Clone)]
pub struct Client {
    pub base: String,
    pub http: reqwest::Client,
    jar: Arc<Jar>,
}

pub struct Answer {
    pub status: StatusCode,
    /// The answer said when to try again (`Retry-After`).
    pub retry_after: bool,
    pub location: Option<String>,
    pub body: String,
    /// The flash message the answer set, worded in English ("E…" refused, "I…" done).
    pub flash: Option<String>,
    pub headers: reqwest::header::HeaderMap,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    pub fn refused(&self) -> Option<&str> {
        self.flash.as_deref().and_then(|f| f.strip_prefix('E'))
    }
}

impl Client {
    pub fn new(app: &TestApp) -> Client {
        Client::at(&app.base)
    }

    /// A browser that reaches the service at `base` (a proxy in front of it, say).
    pub fn at(base: &str) -> Client {
        let jar = Arc::new(Jar::default());
        let http = reqwest::Client::builder()
            .cookie_provider(jar.clone())
            .redirect(reqwest::redirect::Policy::none())
            // The service closes a connection idle for 5 s; one reused just then is lost in flight. A browser
            // sends the request again; this client gives such a connection up before the service does.
            .pool_idle_timeout(std::time::Duration::from_secs(2))
            .build()
            .unwrap();
        Client {
            base: base.to_string(),
            http,
            jar,
        }
    }

    pub fn cookie(&self, name: &str) -> Option<String> {
        let header = self.jar.cookies(&self.base.parse().unwrap())?;
        header
            .to_str()
            .unwrap()
            .split("; ")
            .find_map(|kv| kv.strip_prefix(&format!("{name}=")).map(str::to_string))
    }

    /// Sets a cookie as the site would have (a session opened without signing in, say).
    pub fn set_cookie(&self, name: &str, value: &str) {
        let url: reqwest::Url = self.base.parse().unwrap();
        self.jar.add_cookie_str(&format!("{name}={value}; Path=/"), &url);
    }

    /// The HTTP client itself, with this browser's cookies: for answers read as they come (a stream).
    pub fn raw(&self) -> &reqwest::Client {
        &self.http
    }

    pub fn csrf(&self) -> String {
        self.cookie("fp_csrf").unwrap_or_default()
    }

    async fn answer(res: reqwest::Response) -> Answer {
        Client::answer_with(res, true).await
    }

    async fn answer_with(res: reqwest::Response, read_body: bool) -> Answer {
        let status = res.status();
        let retry_after = res.headers().contains_key("retry-after");
        let location = res.headers().get("location").map(|l| l.to_str().unwrap().to_string());
        let headers = res.headers().clone();
        let flash = res
            .headers()
            .get_all("set-cookie")
            .iter()
            .filter_map(|c| {
                c.to_str()
                    .ok()?
                    .strip_prefix("fp_flash=")
                    .map(|v| v.split(';').next().unwrap().to_string())
            })
            .find(|v| !v.is_empty())
            .and_then(|v| String::from_utf8(hex::decode(v).ok()?).ok())
            .and_then(|json| fieldpost::web::Flash::decode(&json))
            .map(|f| {
                let mark = if f.is_error() { 'E' } else { 'I' };
                format!("{mark}{}", fieldpost::i18n::Lang::En.msg(f.msg()))
            });
        Answer {
            status,
            retry_after,
            location,
            headers,
            flash,
            body: if read_body {
                res.text().await.unwrap_or_default()
            } else {
                String::new()
            },
        }
    }

    /// A page's status and headers, leaving its body unread: for a stream that never ends by itself.
    pub async fn get_head(&self, path: &str) -> Answer {
        Client::answer_with(
            self.http.get(format!("{}{path}", self.base)).send().await.unwrap(),
            false,
        )
        .await
    }

    pub async fn get(&self, path: &str) -> Answer {
        Client::answer(self.http.get(format!("{}{path}", self.base)).send().await.unwrap()).await
    }

    /// A page asked for again by a browser that holds the copy tagged `etag` (`If-None-Match`).
    pub async fn get_held(&self, path: &str, etag: &str) -> Answer {
        let req = self
            .http
            .get(format!("{}{path}", self.base))
            .header("if-none-match", etag);
        Client::answer(req.send().await.unwrap()).await
    }

    /// A page asked for with the browser's language list (`Accept-Language`).
    pub async fn get_in(&self, path: &str, accept_language: &str) -> Answer {
        let req = self
            .http
            .get(format!("{}{path}", self.base))
            .header("accept-language", accept_language);
        Client::answer(req.send().await.unwrap()).await
    }

    /// Posts a form with this browser's CSRF token, as a page of the site would.
    pub async fn post(&self, path: &str, fields: &[(&str, &str)]) -> Answer {
        if self.cookie("fp_csrf").is_none() {
            self.get("/login").await;
        }
        let csrf = self.csrf();
        let mut form: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        self.post_raw(path, &form, Some(&self.base)).await
    }

    /// Posts a form as `post` does, but a request that gets no answer (a server gone) is an error, not a panic.
    pub async fn try_post(&self, path: &str, fields: &[(&str, &str)]) -> Result<Answer, reqwest::Error> {
        let csrf = self.csrf();
        let mut form: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        let req = self
            .http
            .post(format!("{}{path}", self.base))
            .form(&form)
            .header("origin", &self.base);
        Ok(Client::answer(req.send().await?).await)
    }

    /// Signs in an existing account (the test password).
    pub async fn sign_in(&self, name: &str) {
        let a = self.post("/login", &[("username", name), ("password", PASSWORD)]).await;
        assert_eq!(a.status, StatusCode::SEE_OTHER, "signing in {name}: {}", a.body);
    }

    /// Posts exactly these fields, with this `Origin` header (none when `None`).
    pub async fn post_raw(&self, path: &str, fields: &[(&str, &str)], origin: Option<&str>) -> Answer {
        let mut req = self.http.post(format!("{}{path}", self.base)).form(fields);
        if let Some(o) = origin {
            req = req.header("origin", o);
        }
        Client::answer(req.send().await.unwrap()).await
    }

    pub async fn register(&self, name: &str) {
        let email = format!("{name}@example.org");
        let a = self
            .post(
                "/register",
                &[("username", name), ("email", &email), ("password", PASSWORD)],
            )
            .await;
        assert_eq!(a.status, StatusCode::SEE_OTHER, "registering {name}: {}", a.body);
    }
}

/// Two registered players and a game between them, in the setup phase (`first` has the first seat).
pub async fn challenge(app: &TestApp, variant: &str) -> (Client, Client, GameId) {
    challenge_with(app, variant, &[]).await
}

/// The same, with more fields for the new-game form (a time control).
pub async fn challenge_with(app: &TestApp, variant: &str, fields: &[(&str, &str)]) -> (Client, Client, GameId) {
    let first = Client::new(app);
    let second = Client::new(app);
    let n = fieldpost::app::account::accounts::random_token();
    let (a, b) = (format!("a{}", &n[..8]), format!("b{}", &n[8..16]));
    first.register(&a).await;
    second.register(&b).await;
    if fields.iter().any(|(k, _)| *k == "rated") {
        // Rated games are for confirmed addresses; the confirmation itself is tested on its own.
        sqlx::query("UPDATE users SET email_verified_at = now() WHERE username IN ($1, $2)")
            .bind(&a)
            .bind(&b)
            .execute(&app.pool)
            .await
            .unwrap();
    }
    let mut form = vec![("variant", variant), ("seat", "first"), ("opponent", b.as_str())];
    form.extend_from_slice(fields);
    let created = first.post("/games", &form).await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    let id: i64 = created.location.unwrap().rsplit('/').next().unwrap().parse().unwrap();
    let joined = second.post(&format!("/games/{id}/join"), &[]).await;
    assert_eq!(joined.refused(), None);
    (first, second, GameId(id))
}

/// A game already in play: both setups submitted.
pub async fn started(app: &TestApp, variant: &str) -> (Client, Client, GameId) {
    let (first, second, id) = challenge(app, variant).await;
    for c in [&first, &second] {
        let a = c.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
        assert_eq!(a.refused(), None);
    }
    (first, second, id)
}

/// A transaction holding game `id`'s row lock, as a move or a setup in progress holds it: what else wants the
/// game waits until it ends.
pub async fn hold_the_game(app: &TestApp, id: GameId) -> sqlx::Transaction<'static, sqlx::Postgres> {
    let mut held = app.pool.begin().await.unwrap();
    sqlx::query("SELECT id FROM games WHERE id = $1 FOR UPDATE")
        .bind(id.0)
        .execute(&mut *held)
        .await
        .unwrap();
    held
}

/// Posts `mv` as the move at `ply` from `c`'s browser.
pub async fn post_move(c: &Client, id: GameId, mv: fieldpost::rules::Move, ply: i32) -> Answer {
    c.post(
        &format!("/games/{id}/moves"),
        &[
            ("from", &mv.from.to_string()),
            ("to", &mv.to.to_string()),
            ("ply", &ply.to_string()),
        ],
    )
    .await
}

/// The game as the engine sees it now (for choosing moves; never shown to a player).
pub async fn engine(app: &TestApp, id: GameId) -> (fieldpost::rules::Game, i32) {
    let game = fieldpost::app::game::loaded::load(&app.pool, id).await.unwrap();
    (game.replay(None).unwrap().game, game.row.ply)
}

/// Everything a refusal must leave as it was.
#[derive(Debug, PartialEq, Eq)]
pub struct Snapshot(Vec<String>);

pub async fn snapshot(app: &TestApp, id: GameId) -> Snapshot {
    let row: (String,) = sqlx::query_as(
        "SELECT concat_ws('|', status::text, ply, to_move, winner, result_reason, draw_offer_by,
                (SELECT string_agg(seat || ':' || setup || ':' || (submitted_at IS NOT NULL), ',' ORDER BY seat) FROM setups WHERE game_id = $1),
                (SELECT string_agg(mv, ',' ORDER BY ply) FROM moves WHERE game_id = $1), array_to_string(record, ','))
         FROM games WHERE id = $1",
    )
    .bind(id.0)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    Snapshot(vec![row.0])
}

/// The signed-in player's name, as the account page shows it.
pub async fn username_of(c: &Client) -> String {
    let page = c.get("/account").await.body;
    page.split("Your account: ")
        .nth(1)
        .unwrap()
        .split('<')
        .next()
        .unwrap()
        .to_string()
}

pub async fn user_id(app: &TestApp, name: &str) -> fieldpost::db::UserId {
    fieldpost::db::UserId(
        sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
            .bind(name)
            .fetch_one(&app.pool)
            .await
            .unwrap(),
    )
}

/// Posts the first legal move of the side to move, through the move form, as `c`.
pub async fn move_first_legal(app: &TestApp, c: &Client, id: GameId) -> Answer {
    let (game, ply) = engine(app, id).await;
    let mv = game.legal_moves()[0];
    let (from, to, ply) = (mv.from.to_string(), mv.to.to_string(), ply.to_string());
    c.post(
        &format!("/games/{id}/moves"),
        &[("from", &from), ("to", &to), ("ply", &ply)],
    )
    .await
}

/// Plays one random legal move through the move use-case; false when the game is over.
pub async fn random_move(app: &TestApp, players: [fieldpost::db::UserId; 2], id: GameId, seed: &mut u64) -> bool {
    random_move_of(app, players, id, seed, fieldpost::rules::Game::legal_moves).await
}

/// Plays one random legal move after which the game goes on, for a test that ends the game its own way;
/// false when there is none.
pub async fn random_move_that_goes_on(
    app: &TestApp,
    players: [fieldpost::db::UserId; 2],
    id: GameId,
    seed: &mut u64,
) -> bool {
    random_move_of(app, players, id, seed, moves_that_go_on).await
}

/// The legal moves after which the game goes on, for a test that needs it running afterwards: random setups
/// can leave a flag where a move takes it (a scout's first move, with one in the front row).
pub fn moves_that_go_on(game: &fieldpost::rules::Game) -> Vec<fieldpost::rules::Move> {
    let goes_on = |&mv: &fieldpost::rules::Move| {
        let mut after = game.clone();
        after.play(mv).is_ok() && after.outcome().is_none()
    };
    game.legal_moves().into_iter().filter(goes_on).collect()
}

async fn random_move_of(
    app: &TestApp,
    players: [fieldpost::db::UserId; 2],
    id: GameId,
    seed: &mut u64,
    choices: impl Fn(&fieldpost::rules::Game) -> Vec<fieldpost::rules::Move>,
) -> bool {
    let (game, ply) = engine(app, id).await;
    let Some(seat) = game.to_move() else { return false };
    let legal = choices(&game);
    if legal.is_empty() {
        return false;
    }
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mv = legal[(*seed >> 33) as usize % legal.len()];
    fieldpost::app::game::play::play(
        &app.env,
        fieldpost::app::game::play::Mover::Account(players[seat.index()]),
        id,
        &mv.from.into(),
        &mv.to.into(),
        ply,
    )
    .await
    .unwrap();
    true
}
