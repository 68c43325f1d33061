//! Open game pages' streams (`GET /games/{id}/events`) held by one web process: its memory at rest and with N
//! streams open, whether idle streams cost the database anything, and how long one move takes to reach them all.
//!
//! `cargo bench --bench streams` runs `fieldpost serve --demo --no-worker` as a process of its own on a new
//! database of the benches' PostgreSQL, and opens the streams from this process, each on a connection of its
//! own. Options after `--`: `--streams N` (5000; each takes a file descriptor here and in the server: raise
//! `ulimit -n` above N), `--idle S` (seconds the streams stay idle while the database's transactions are
//! counted, 12).

#[path = "common/support.rs"]
mod support;

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The resident memory of process `pid`, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap()
}

async fn transactions(admin: &sqlx::PgPool, database: &str) -> i64 {
    // The statistics are a snapshot per transaction: clear it to read fresh figures.
    sqlx::query("SELECT pg_stat_clear_snapshot()")
        .execute(admin)
        .await
        .unwrap();
    sqlx::query_scalar("SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = $1")
        .bind(database)
        .fetch_one(admin)
        .await
        .unwrap()
}

/// A signed-in browser's client, alice of the demo, and her session cookie.
async fn alice(base: &str) -> (reqwest::Client, String) {
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = http.get(format!("{base}/login")).send().await.unwrap();
    let csrf = res
        .cookies()
        .find(|c| c.name() == "fp_csrf")
        .map(|c| c.value().to_string())
        .unwrap();
    let res = http
        .post(format!("{base}/login"))
        .header("origin", base)
        .form(&[
            ("csrf", csrf.as_str()),
            ("username", "alice"),
            ("password", "demo-password"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303, "alice signs in");
    let session = res
        .cookies()
        .find(|c| c.name() == "fp_session")
        .map(|c| c.value().to_string())
        .unwrap();
    (http, session)
}

/// The demo game's ply and, when it is alice's move, one she may make, read off her page.
async fn alices_move(http: &reqwest::Client, base: &str) -> (i32, Option<(String, String)>, String) {
    let page = http
        .get(format!("{base}/games/1"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let field = |name: &str| {
        let key = format!("name=\"{name}\" value=\"");
        page.split(&key)
            .nth(1)
            .map(|v| v.split('"').next().unwrap().to_string())
    };
    let ply: i32 = field("ply").unwrap().parse().unwrap();
    let mv = page.split("data-square=\"").skip(1).find_map(|cell| {
        let from = cell.split('"').next()?;
        let targets = cell.split("data-targets=\"").nth(1)?.split('"').next()?;
        cell.split('>').next()?.contains("data-targets").then_some(())?;
        Some((from.to_string(), targets.split(' ').next()?.to_string()))
    });
    (ply, mv, field("csrf").unwrap_or_default())
}

fn main() {
    support::measure(run);
}

async fn run() {
    let streams = support::arg("--streams", 5000) as usize;
    // Past the 10 s a server process may wait before it reports its transactions to the statistics.
    let idle = support::arg("--idle", 12);
    let admin_url = support::admin_url();
    let admin = sqlx::PgPool::connect(&admin_url).await.unwrap();
    support::describe_server(&admin).await;
    let name = support::new_database(&admin, "streams").await;
    let url = support::with_database(&admin_url, &name);
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let data = tempfile_dir();
    let server = Server(
        Command::new(env!("CARGO_BIN_EXE_fieldpost"))
            .args(["serve", "--demo", "--no-worker"])
            .env("DATABASE_URL", &url)
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("BASE_URL", &base)
            .env("FIELDPOST_DATA_DIR", &data)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let pid = server.0.id();
    let ready = Instant::now();
    while !reqwest::get(format!("{base}/readyz"))
        .await
        .is_ok_and(|r| r.status() == reqwest::StatusCode::OK)
    {
        assert!(ready.elapsed() < Duration::from_secs(60), "the server did not come up");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (http, session) = alice(&base).await;
    let (ply, _, _) = alices_move(&http, &base).await;
    // After a page, so that what every first page costs is in the memory at rest.
    let at_rest = rss_kib(pid);

    // Each stream on a connection of its own, as each browser has.
    let opened = Instant::now();
    let mut open = Vec::with_capacity(streams);
    for i in 0..streams {
        let c = reqwest::Client::builder().pool_max_idle_per_host(0).build().unwrap();
        let res = c
            .get(format!("{base}/games/1/events?ply={ply}"))
            .header("cookie", format!("fp_session={session}"))
            .send()
            .await
            .unwrap_or_else(|e| panic!("stream {i}: {e}"));
        assert_eq!(res.status(), 200);
        open.push(res);
    }
    let open_secs = opened.elapsed().as_secs_f64();
    tokio::time::sleep(Duration::from_secs(1)).await;
    let with_streams = rss_kib(pid);
    // A server process reports its transactions to the statistics up to 10 s late: wait those out first.
    tokio::time::sleep(Duration::from_secs(11)).await;
    let before = transactions(&admin, &name).await;
    tokio::time::sleep(Duration::from_secs(idle)).await;
    let after = transactions(&admin, &name).await;

    // One move, and how long until every stream has heard of it.
    let (ply, mv, csrf) = alices_move(&http, &base).await;
    let fan_out = match mv {
        None => None,
        Some((from, to)) => {
            let moved = Instant::now();
            let res = http
                .post(format!("{base}/games/1/moves"))
                .header("origin", &base)
                .form(&[
                    ("csrf", csrf.as_str()),
                    ("from", &from),
                    ("to", &to),
                    ("ply", &ply.to_string()),
                ])
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 303);
            let mut heard = 0;
            for res in &mut open {
                loop {
                    let chunk = tokio::time::timeout(Duration::from_secs(10), res.chunk()).await;
                    match chunk {
                        Ok(Ok(Some(b))) if String::from_utf8_lossy(&b).contains("event: changed") => {
                            heard += 1;
                            break;
                        }
                        Ok(Ok(Some(_))) => continue,
                        _ => break,
                    }
                }
            }
            Some((heard, moved.elapsed().as_secs_f64()))
        }
    };
    println!(
        "{streams} streams opened in {open_secs:.1} s; the web process: {:.1} MiB at rest, {:.1} MiB with them open: {:.1} KiB a stream",
        at_rest as f64 / 1024.0,
        with_streams as f64 / 1024.0,
        (with_streams.saturating_sub(at_rest)) as f64 / streams as f64
    );
    println!(
        "database transactions in {idle} s with every stream idle: {}",
        after - before
    );
    match fan_out {
        Some((heard, secs)) => println!(
            "one move reached {heard} of {streams} streams in {:.0} ms",
            secs * 1000.0
        ),
        None => println!("the demo game had no move for alice: the fan-out was not measured"),
    }
    drop(open);
    drop(server);
    support::drop_database(&admin, &name).await;
    let _ = std::fs::remove_dir_all(&data);
}

fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("fieldpost-streams-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
