//! The load bench: the service over loopback HTTP against a real PostgreSQL with `fsync` on, as an installation
//! runs it. In one run it measures a floor (`/healthz`, which asks nothing of the database, and `/readyz`, one
//! query), an anonymous rules page, the game page, its revalidation (304), `My games` and the lobby for 100
//! different signed-in players, and move submission across 50 games of 100 other players (so that the pages
//! measured stay as long as their ceilings); each page's throughput is given as a share of the floor's, so that
//! the machine's speed cancels out. Two phases leave HTTP and rendering out:
//! `SELECT 1` and the game page's statement, run straight on the bench's own pool (the web server's workers read
//! through theirs); their ratio is the most the game page could reach of `/readyz` if the service did nothing
//! else. The phases take turns in rounds (each round
//! runs every phase for a part of its time), so that a machine whose speed drifts during the run slows the
//! floors and the pages alike. Five ceilings (`common/ceilings.rs`) answer a fixed body of a page's length from a
//! server of the bench's own, after no statement, the session's alone, the game page's or `My games`': what those
//! pages could reach at most if drawing them cost nothing. Last, each signed-in page is paced at half the rate it
//! reached (an open loop: requests sent when due, timed from then), for its p99 when the service is not pushed.
//!
//! `cargo bench --bench load` (PostgreSQL: FIELDPOST_BENCH_DATABASE_URL, else a private server under
//! target/bench-postgres). Options after `--`:
//!   `--games N` (50: 100 players), `--seconds S` (10 per phase), `--rounds R` (5: the phases take turns in R
//!   rounds of S/R seconds each), `--connections C` (64),
//!   `--only TEXT` to run, beside the floors, only the phases whose name holds TEXT (to profile one),
//!   `--pool N` (`fieldpost serve`'s default: 8 on two cores) connections to PostgreSQL for the web server's workers,
//!   `--seeded` to run the same phases again in a database that `fieldpost admin seed-load` filled (made once
//!   as `fieldpost_load_seeded` on the same server and kept for later runs), sized by `--users` (1,000,000),
//!   `--playing` (100,000) and `--finished` (20,000).

#[path = "common/ceilings.rs"]
mod ceilings;
#[path = "common/load_players.rs"]
mod load_players;
#[path = "common/seeded.rs"]
mod seeded;
#[path = "common/service.rs"]
mod service;
#[path = "common/support.rs"]
mod support;

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use fieldpost::app::Env;
use fieldpost::db::GameId;
use fieldpost::rules::Game;
use fieldpost::rules::rng::SeededRng;
use fieldpost::web::extract::SESSION_COOKIE;
use load_players::{Player, cookie, players};
use reqwest::StatusCode;

/// One phase's measurements.
struct Measured {
    label: &'static str,
    latencies: Vec<Duration>,
    elapsed: Duration,
}

impl Measured {
    /// A phase's measurements, its latencies in order.
    fn new(label: &'static str, mut latencies: Vec<Duration>, elapsed: Duration) -> Measured {
        latencies.sort();
        Measured {
            label,
            latencies,
            elapsed,
        }
    }

    /// Adds another round of the same phase.
    fn add(&mut self, round: Measured) {
        self.latencies.extend(round.latencies);
        self.latencies.sort();
        self.elapsed += round.elapsed;
    }

    fn rate(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64()
    }

    fn percentile(&self, p: f64) -> f64 {
        let i = ((self.latencies.len() as f64 - 1.0) * p).round() as usize;
        self.latencies[i].as_secs_f64() * 1000.0
    }
}

type Request = Arc<dyn Fn(&reqwest::Client, usize) -> reqwest::RequestBuilder + Send + Sync>;

/// Runs `work(c, k)`, the `k`th request of connection `c`, on `connections` connections at once for `seconds`,
/// timing each.
async fn timed<F, W>(label: &'static str, connections: usize, seconds: Duration, work: F) -> Measured
where
    F: Fn(usize, usize) -> W + Clone + Send + 'static,
    W: Future<Output = ()> + Send,
{
    let deadline = Instant::now() + seconds;
    let start = Instant::now();
    let mut tasks = Vec::new();
    for c in 0..connections {
        let work = work.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut k = 0;
            while Instant::now() < deadline {
                let t0 = Instant::now();
                work(c, k).await;
                latencies.push(t0.elapsed());
                k += 1;
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for t in tasks {
        latencies.extend(t.await.unwrap());
    }
    Measured::new(label, latencies, start.elapsed())
}

/// Sends requests over `connections` connections for `seconds`; request `k` of connection `c` is made by
/// `request(client, c + k * connections)`, and must be answered with `expected`.
async fn phase(
    label: &'static str,
    connections: usize,
    seconds: Duration,
    expected: StatusCode,
    request: Request,
) -> Measured {
    let clients: Arc<Vec<reqwest::Client>> = Arc::new(
        (0..connections)
            .map(|_| {
                reqwest::Client::builder()
                    .redirect(reqwest::redirect::Policy::none())
                    .pool_max_idle_per_host(1)
                    .build()
                    .unwrap()
            })
            .collect(),
    );
    timed(label, connections, seconds, move |c, k| {
        let sent = request(&clients[c], c + k * connections).send();
        async move {
            let res = sent.await.unwrap();
            assert_eq!(res.status(), expected, "{label}");
            res.bytes().await.unwrap();
        }
    })
    .await
}

/// Requests at `rate` a second for `seconds`, each sent when it is due whether or not the ones before it were
/// answered (an open loop, as players arrive), and timed from when it was due, so that a stall shows in every
/// request it delays; request `k` is made by `request(client, k)` and must be answered with `expected`.
async fn paced(label: &'static str, rate: f64, seconds: Duration, expected: StatusCode, request: Request) -> Measured {
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let count = (rate * seconds.as_secs_f64()) as usize;
    let start = Instant::now();
    let mut sent = Vec::with_capacity(count);
    for k in 0..count {
        let due = start + Duration::from_secs_f64(k as f64 / rate);
        tokio::time::sleep_until(due.into()).await;
        let answer = request(&http, k).send();
        sent.push(tokio::spawn(async move {
            let res = answer.await.unwrap();
            assert_eq!(res.status(), expected, "{label}");
            res.bytes().await.unwrap();
            due.elapsed()
        }));
    }
    let mut latencies = Vec::with_capacity(count);
    for s in sent {
        latencies.push(s.await.unwrap());
    }
    Measured::new(label, latencies, start.elapsed())
}

/// The database's part alone, with no HTTP and no rendering: `/readyz`'s one query, or the game page's statement
/// (`app::game::pages::game`, the session with the game) for each player in turn. Their ratio bounds the share of
/// `/readyz` that the game page can reach, however little the service does around its statement.
async fn statement_phase(
    label: &'static str,
    env: &Env,
    players: &[Player],
    connections: usize,
    seconds: Duration,
) -> Measured {
    let env = env.clone();
    let readers: Arc<Vec<(String, GameId)>> = Arc::new(
        players
            .iter()
            .map(|p| (cookie(&p.cookie, SESSION_COOKIE).to_string(), p.game))
            .collect(),
    );
    let game_page = label == GAME_STATEMENT;
    timed(label, connections, seconds, move |c, k| {
        let (env, readers) = (env.clone(), readers.clone());
        async move {
            if game_page {
                let (token, game) = &readers[(c + k * connections) % readers.len()];
                let (user, found) = fieldpost::app::game::pages::game(&env, Some(token), *game)
                    .await
                    .unwrap();
                assert!(user.is_some() && found.is_some());
            } else {
                sqlx::query("SELECT 1").execute(&env.pool).await.unwrap();
            }
        }
    })
    .await
}

const ONE_QUERY: &str = "database alone: `SELECT 1`";
const GAME_STATEMENT: &str = "database alone: the game page's statement, 100 players";

/// Every game played as fast as its two players can move, one connection per game; the moves are chosen from
/// a copy of the game kept here, outside the timing.
async fn moves(base: &str, env: &Env, players: &[Player], seconds: Duration) -> Measured {
    let deadline = Instant::now() + seconds;
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (g, pair) in players.chunks(2).enumerate() {
        let pair = pair.to_vec();
        let base = base.to_string();
        let game = fieldpost::app::game::loaded::load(&env.pool, pair[0].game)
            .await
            .unwrap();
        let mut engine: Game = game.replay(None).unwrap().game;
        tasks.push(tokio::spawn(async move {
            let http = reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap();
            let mut rng = SeededRng::new(g as u64 + 1);
            let mut latencies = Vec::new();
            while Instant::now() < deadline {
                let Some(seat) = engine.to_move() else { break };
                let legal = engine.legal_moves();
                let mv = legal[rng.below(legal.len())];
                let p = &pair[seat.index()];
                let (from, to, ply) = (mv.from.to_string(), mv.to.to_string(), engine.ply().to_string());
                let form = [("csrf", p.csrf.as_str()), ("from", &from), ("to", &to), ("ply", &ply)];
                let t0 = Instant::now();
                let res = http
                    .post(format!("{base}/games/{}/moves", p.game))
                    .header("cookie", &p.cookie)
                    .header("x-forwarded-for", &p.address)
                    .header("origin", &base)
                    .form(&form)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(res.status(), StatusCode::SEE_OTHER);
                res.bytes().await.unwrap();
                latencies.push(t0.elapsed());
                engine.play(mv).unwrap();
            }
            latencies
        }));
    }
    let mut latencies = Vec::new();
    for t in tasks {
        latencies.extend(t.await.unwrap());
    }
    Measured::new(MOVES, latencies, start.elapsed())
}

// What the signed-in pages could reach at most (`ceilings`): a fixed body of the page's length after only its
// statement.
const CEILING_NONE: &str = "ceiling: the game page's length, fixed, after no statement";
const CEILING_SESSION: &str = "ceiling: the game page's length, fixed, after the session's statement alone";
const CEILING_GAME_PAGE: &str = "ceiling: the game page's length, fixed, after the game page's statement";
const CEILING_MY_GAMES: &str = "ceiling: `My games`' length, fixed, after its statement";
const CEILING_LOBBY: &str = "ceiling: the lobby's length, fixed, after its statement";

// The signed-in pages, each measured against its ceiling.
const GAME_PAGE: &str = "game page, 100 players";
const MY_GAMES: &str = "`My games`, 100 players";
const LOBBY: &str = "lobby, 100 players";

const MOVES: &str = "move submission, `POST /games/{id}/moves`, 50 games";

/// Each signed-in page again, paced at half the rate it reached when pushed (issue 38 asks its p99 there).
const AT_HALF: [(&str, &str); 3] = [
    (GAME_PAGE, "game page at half its pushed rate"),
    (MY_GAMES, "`My games` at half its pushed rate"),
    (LOBBY, "lobby at half its pushed rate"),
];

/// Whether the phase named `label` is to run: all of them, or with `--only TEXT` those whose name holds it.
fn chosen(label: &str) -> bool {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|a| a == "--only").and_then(|i| args.get(i + 1)) {
        Some(text) => label.contains(text.as_str()),
        None => true,
    }
}

struct Settings {
    games: usize,
    seconds: Duration,
    rounds: u32,
    connections: usize,
}

/// Every phase against the database at `url`, served by the application on a port of its own.
async fn phases(url: &str, settings: &Settings, tag: &str) -> Vec<Measured> {
    let connections = support::arg("--pool", fieldpost::config::default_database_connections().into()) as u32;
    // The bench's own pool, for its setup and the "database alone" phases; the web server's workers open theirs.
    let (base, env, handle) = service::start(url, connections).await;
    let pool = env.pool.clone();

    println!(
        "making {} Stratego games in play ({} players)…",
        settings.games,
        settings.games * 2
    );
    let viewers = players(&base, settings.games, tag, 0).await;
    // The moves phase plays in games of its own: in the viewed games, a run's moves would lengthen every page
    // past the ceilings' fixed length as the rounds went on (by some 70 plies a game a round).
    let movers = if chosen(MOVES) {
        println!("and {} more for the moves phase…", settings.games);
        players(&base, settings.games, tag, viewers.len()).await
    } else {
        Vec::new()
    };
    let players = Arc::new(viewers);
    let lengths = ceilings::PageLengths {
        game_page: page_bytes(&base, &players[0], &format!("/games/{}", players[0].game)).await,
        my_games: page_bytes(&base, &players[0], "/games").await,
        lobby: page_bytes(&base, &players[0], "/lobby").await,
    };
    let (ceiling_base, ceiling_handle) = ceilings::start(env.clone(), connections, lengths);
    // Each player's current tag of its game page, for the revalidation phase: read again before each round (a
    // request a player), so that the phase stays one of 304s whatever a round changed.
    let tags: Arc<std::sync::RwLock<Vec<String>>> = Arc::default();
    let (c, s) = (settings.connections, settings.seconds);
    let anonymous = |path: &'static str| -> Request {
        let base = base.clone();
        Arc::new(move |http: &reqwest::Client, _| http.get(format!("{base}{path}")))
    };
    let page_at = |base: &str, path: fn(&Player) -> String| -> Request {
        let (base, players) = (base.to_string(), players.clone());
        Arc::new(move |http: &reqwest::Client, k| {
            let p = &players[k % players.len()];
            signed_in(http, &base, p, &path(p))
        })
    };
    let page = |path| page_at(&base, path);
    let ceiling = |path| page_at(&ceiling_base, path);
    let revalidated: Request = {
        let (base, players, tags) = (base.clone(), players.clone(), tags.clone());
        Arc::new(move |http: &reqwest::Client, k| {
            let i = k % players.len();
            let p = &players[i];
            let tag = tags.read().unwrap()[i].clone();
            signed_in(http, &base, p, &format!("/games/{}", p.game)).header("if-none-match", tag)
        })
    };
    let pages: Vec<(&'static str, StatusCode, Request)> = vec![
        (
            "`GET /healthz` (no query: the floor)",
            StatusCode::OK,
            anonymous("/healthz"),
        ),
        ("`GET /readyz` (one query)", StatusCode::OK, anonymous("/readyz")),
        ("rules page, anonymous", StatusCode::OK, anonymous("/presets/stratego")),
        (GAME_PAGE, StatusCode::OK, page(|p| format!("/games/{}", p.game))),
        (
            "game page revalidated (304), 100 players",
            StatusCode::NOT_MODIFIED,
            revalidated,
        ),
        (MY_GAMES, StatusCode::OK, page(|_| "/games".to_string())),
        (LOBBY, StatusCode::OK, page(|_| "/lobby".to_string())),
        (CEILING_NONE, StatusCode::OK, ceiling(|_| "/none".to_string())),
        (CEILING_SESSION, StatusCode::OK, ceiling(|_| "/session".to_string())),
        (
            CEILING_GAME_PAGE,
            StatusCode::OK,
            ceiling(|p| format!("/game/{}", p.game)),
        ),
        (CEILING_MY_GAMES, StatusCode::OK, ceiling(|_| "/games".to_string())),
        (CEILING_LOBBY, StatusCode::OK, ceiling(|_| "/lobby".to_string())),
    ];
    // The two floors always run: every other figure is a share of theirs.
    let pages: Vec<_> = pages
        .into_iter()
        .enumerate()
        .filter(|(i, (label, _, _))| *i < 2 || chosen(label))
        .map(|(_, page)| page)
        .collect();
    let round = s / settings.rounds;
    let mut results: Vec<Measured> = Vec::new();
    for r in 0..settings.rounds {
        *tags.write().unwrap() = page_tags(&base, &players).await;
        let mut measured = Vec::new();
        for (label, expected, request) in &pages {
            measured.push(phase(label, c, round, *expected, request.clone()).await);
        }
        if chosen(MOVES) {
            measured.push(moves(&base, &env, &movers, round).await);
        }
        // The two are a pair: only their ratio says something.
        if chosen(ONE_QUERY) || chosen(GAME_STATEMENT) {
            for label in [ONE_QUERY, GAME_STATEMENT] {
                measured.push(statement_phase(label, &env, &players, c, round).await);
            }
        }
        if r == 0 {
            results = measured;
        } else {
            for (total, m) in results.iter_mut().zip(measured) {
                total.add(m);
            }
        }
    }
    for (page, at_half) in AT_HALF {
        let Some(pushed) = results.iter().find(|m| m.label == page).map(Measured::rate) else {
            continue;
        };
        let (_, expected, request) = pages.iter().find(|(label, _, _)| *label == page).unwrap();
        results.push(paced(at_half, pushed / 2.0, s, *expected, request.clone()).await);
    }
    handle.stop(true).await;
    ceiling_handle.stop(true).await;
    pool.close().await;
    results
}

/// Each player's tag of their game page as it is now.
async fn page_tags(base: &str, players: &[Player]) -> Vec<String> {
    let http = reqwest::Client::new();
    let mut tags = Vec::new();
    for p in players {
        let res = signed_in(&http, base, p, &format!("/games/{}", p.game))
            .send()
            .await
            .unwrap();
        tags.push(res.headers()["etag"].to_str().unwrap().to_string());
    }
    tags
}

/// How long the page at `path` is, as `p` sees it now.
async fn page_bytes(base: &str, p: &Player, path: &str) -> usize {
    let res = signed_in(&reqwest::Client::new(), base, p, path).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    res.bytes().await.unwrap().len()
}

fn signed_in(http: &reqwest::Client, base: &str, p: &Player, path: &str) -> reqwest::RequestBuilder {
    http.get(format!("{base}{path}"))
        .header("cookie", &p.cookie)
        .header("x-forwarded-for", &p.address)
}

fn table(results: &[Measured]) {
    let floor = results[0].rate();
    let one_query = results[1].rate();
    println!();
    println!("| phase | requests | req/s | share of `/healthz` | share of `/readyz` | p50 | p99 | max |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    for m in results {
        println!(
            "| {} | {} | {:.0} | {:.2} | {:.2} | {:.1} ms | {:.1} ms | {:.1} ms |",
            m.label,
            m.latencies.len(),
            m.rate(),
            m.rate() / floor,
            m.rate() / one_query,
            m.percentile(0.5),
            m.percentile(0.99),
            m.percentile(1.0)
        );
    }
    let alone = |label| results.iter().find(|m| m.label == label).map(Measured::rate);
    if let (Some(one), Some(page)) = (alone(ONE_QUERY), alone(GAME_STATEMENT)) {
        println!(
            "\nThe database alone serves the game page's statement at {:.2} of `SELECT 1`'s rate.",
            page / one
        );
    }
    if let (Some(session), Some(game), Some(mine)) = (
        alone(CEILING_SESSION),
        alone(CEILING_GAME_PAGE),
        alone(CEILING_MY_GAMES),
    ) {
        println!(
            "Drawing nothing, a signed-in page could reach at most {:.2} of `/readyz` (the session's statement \
             alone), the game page {:.2} and `My games` {:.2} (their statements).",
            session / one_query,
            game / one_query,
            mine / one_query
        );
    }
    for (page, ceiling) in [
        (GAME_PAGE, CEILING_GAME_PAGE),
        (MY_GAMES, CEILING_MY_GAMES),
        (LOBBY, CEILING_LOBBY),
    ] {
        if let (Some(page_rate), Some(ceiling_rate)) = (alone(page), alone(ceiling)) {
            println!("{page}: {:.2} of its ceiling.", page_rate / ceiling_rate);
        }
    }
    for (page, at_half) in AT_HALF {
        if let Some(m) = results.iter().find(|m| m.label == at_half) {
            println!(
                "{page}: p99 {:.1} ms at half its pushed rate ({:.0} a second, paced).",
                m.percentile(0.99),
                m.rate()
            );
        }
    }
    println!();
}

fn main() {
    support::measure(run);
}

async fn run() {
    let settings = Settings {
        games: support::arg("--games", 50) as usize,
        seconds: Duration::from_secs(support::arg("--seconds", 10)),
        rounds: support::arg("--rounds", 5).max(1) as u32,
        connections: support::arg("--connections", 64) as usize,
    };
    let admin = support::admin_url();
    let admin_pool = sqlx::PgPool::connect(&admin).await.unwrap();
    support::describe_server(&admin_pool).await;
    let small = support::new_database(&admin_pool, "load").await;
    println!("\nA new database:");
    let fresh = phases(&support::with_database(&admin, &small), &settings, "load").await;
    table(&fresh);
    support::drop_database(&admin_pool, &small).await;

    if support::flag("--seeded") {
        let url = seeded::database(&admin).await;
        let tag = seeded::run_tag();
        let seeded = phases(&url, &settings, &tag).await;
        table(&seeded);
        println!("| phase | seeded ÷ new, req/s |");
        println!("| --- | --- |");
        for (a, b) in fresh.iter().zip(&seeded) {
            println!("| {} | {:.2} |", a.label, b.rate() / a.rate());
        }
    }
}
