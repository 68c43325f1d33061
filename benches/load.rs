//! Load test: the game page and move submission with many concurrent players, over loopback HTTP against the
//! real application and a real PostgreSQL. Bounded in requests and time; reports requests per second and
//! latency percentiles.
//!
//! `cargo bench --bench load` (PostgreSQL: FIELDPOST_TEST_DATABASE_URL, else a private server under target/).
//! Options after `--`: `--games N` (default 50 games, so 100 players), `--seconds S` (default 15 per phase).

use std::net::TcpListener;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fieldpost::db::{GameId, UserId};
use fieldpost::pg_private::PrivatePostgres;
use reqwest::cookie::{CookieStore, Jar};

struct Player {
    http: reqwest::Client,
    jar: Arc<Jar>,
    base: String,
    user: UserId,
}

impl Player {
    fn csrf(&self) -> String {
        let cookies = self.jar.cookies(&self.base.parse().unwrap()).unwrap();
        let text = cookies.to_str().unwrap().to_string();
        text.split("; ")
            .find_map(|kv| kv.strip_prefix("fp_csrf=").map(str::to_string))
            .unwrap()
    }

    async fn post(&self, path: &str, fields: &[(&str, &str)]) -> reqwest::Response {
        let csrf = self.csrf();
        let mut form = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        self.http
            .post(format!("{}{path}", self.base))
            .form(&form)
            .send()
            .await
            .unwrap()
    }
}

async fn player(base: &str, pool: &sqlx::PgPool, name: &str) -> Player {
    let jar = Arc::new(Jar::default());
    let http = reqwest::Client::builder()
        .cookie_provider(jar.clone())
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    http.get(format!("{base}/login")).send().await.unwrap();
    let p = Player {
        http,
        jar,
        base: base.to_string(),
        user: UserId(0),
    };
    let email = format!("{name}@example.org");
    p.post(
        "/register",
        &[
            ("username", name),
            ("email", &email),
            ("password", "load test password"),
        ],
    )
    .await;
    let id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = $1")
        .bind(name)
        .fetch_one(pool)
        .await
        .unwrap();
    Player { user: UserId(id), ..p }
}

fn report(label: &str, mut latencies: Vec<Duration>, elapsed: Duration) {
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() as f64 - 1.0) * p) as usize].as_secs_f64() * 1000.0;
    println!(
        "{label}: {} requests in {:.1} s = {:.0} req/s; latency p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        latencies.len(),
        elapsed.as_secs_f64(),
        latencies.len() as f64 / elapsed.as_secs_f64(),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0)
    );
}

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo test --all-targets` runs benches without --bench: nothing to do then.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    actix_web::rt::System::new().block_on(run());
}

async fn run() {
    let games = arg("--games", 50) as usize;
    let seconds = Duration::from_secs(arg("--seconds", 15));
    let admin = std::env::var("FIELDPOST_TEST_DATABASE_URL").unwrap_or_else(|_| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-postgres");
        PrivatePostgres::start(&dir).unwrap().url("postgres")
    });
    let name = format!("fieldpost_load_{}", &fieldpost::app::accounts::random_token()[..12]);
    let admin_pool = sqlx::PgPool::connect(&admin).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE \"{name}\""))
        .execute(&admin_pool)
        .await
        .unwrap();
    let url = match admin.split_once('?') {
        Some((base, q)) => format!("{}/{name}?{q}", base.rsplit_once('/').unwrap().0),
        None => format!("{}/{name}", admin.rsplit_once('/').unwrap().0),
    };
    let pool = fieldpost::db::connect(&url, 20).await.unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    let env = fieldpost::app::Env::new(pool.clone(), fieldpost::clock::Clock::System, base.clone());
    actix_web::rt::spawn(fieldpost::web::server(listener, env, Default::default()).unwrap());

    println!("setting up {games} Stratego games ({} players)…", games * 2);
    let mut tables = Vec::new();
    for g in 0..games {
        let a = player(&base, &pool, &format!("red{g}")).await;
        let b = player(&base, &pool, &format!("blue{g}")).await;
        let created = a
            .post(
                "/games",
                &[
                    ("variant", "stratego"),
                    ("seat", "first"),
                    ("opponent", &format!("blue{g}")),
                ],
            )
            .await;
        let id: i64 = created.headers()["location"]
            .to_str()
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        b.post(&format!("/games/{id}/join"), &[]).await;
        for p in [&a, &b] {
            p.post(&format!("/games/{id}/setup"), &[("action", "submit")]).await;
        }
        tables.push((GameId(id), [a, b]));
    }
    let tables = Arc::new(tables);

    // Phase 1: every player reloads its game page as fast as it can.
    let deadline = Instant::now() + seconds;
    let start = Instant::now();
    let mut tasks = Vec::new();
    for t in 0..tables.len() {
        for seat in 0..2 {
            let tables = tables.clone();
            tasks.push(actix_web::rt::spawn(async move {
                let (id, players) = &tables[t];
                let mut lat = Vec::new();
                while Instant::now() < deadline && lat.len() < 100_000 {
                    let t0 = Instant::now();
                    let res = players[seat]
                        .http
                        .get(format!("{}/games/{id}", players[seat].base))
                        .send()
                        .await
                        .unwrap();
                    assert!(res.status().is_success());
                    res.bytes().await.unwrap();
                    lat.push(t0.elapsed());
                }
                lat
            }));
        }
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    report("game page (GET /games/{id})", all, start.elapsed());

    // Phase 2: every game is played as fast as its players can move (moves chosen outside the timing).
    let deadline = Instant::now() + seconds;
    let start = Instant::now();
    let mut tasks = Vec::new();
    for t in 0..tables.len() {
        let tables = tables.clone();
        let pool = pool.clone();
        tasks.push(actix_web::rt::spawn(async move {
            let (id, players) = &tables[t];
            let mut lat = Vec::new();
            let mut seed = t as u64 + 1;
            while Instant::now() < deadline && lat.len() < 10_000 {
                let game = fieldpost::app::loaded::load(&pool, *id).await.unwrap();
                let engine = game.replay(None).unwrap().game;
                let Some(seat) = engine.to_move() else { break };
                let legal = engine.legal_moves();
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let mv = legal[(seed >> 33) as usize % legal.len()];
                let p = &players[seat.index()];
                assert_eq!(game.seat_of(p.user), Some(seat));
                let (from, to, ply) = (mv.from.to_string(), mv.to.to_string(), game.row.ply.to_string());
                let t0 = Instant::now();
                let res = p
                    .post(
                        &format!("/games/{id}/moves"),
                        &[("from", &from), ("to", &to), ("ply", &ply)],
                    )
                    .await;
                lat.push(t0.elapsed());
                assert_eq!(res.status(), 303);
            }
            lat
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    report("move submission (POST /games/{id}/moves)", all, start.elapsed());
    pool.close().await;
    sqlx::query(&format!("DROP DATABASE \"{name}\" WITH (FORCE)"))
        .execute(&admin_pool)
        .await
        .unwrap();
}
