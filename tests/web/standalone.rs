//! `fieldpost serve` as a newcomer runs it: the binary alone in an empty folder, no DATABASE_URL. Its private
//! PostgreSQL is durable and reachable only by its owner; its pages are styled from assets built into the
//! binary; an admin command run beside it uses its database and leaves it running; metrics and JSON logs work
//! and say no password; SIGTERM ends it cleanly, stopping the database last. From a folder only its owner may
//! enter, as root, the binary and the tests' own server still work.

use std::io::Read;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fieldpost::pg_private::PrivatePostgres;
use reqwest::StatusCode;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn wait_ready(base: &str) {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        if let Ok(r) = reqwest::get(format!("{base}/readyz")).await
            && r.status() == StatusCode::OK
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("fieldpost serve did not become ready");
}

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_alone_serves_a_durable_private_database_and_ends_cleanly() {
    let folder = std::env::temp_dir().join(format!("fieldpost-standalone-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let binary = folder.join("fieldpost");
    std::fs::copy(env!("CARGO_BIN_EXE_fieldpost"), &binary).unwrap();
    let parent_mode = mode(&folder);
    let (port, metrics_port) = (free_port(), free_port());
    let base = format!("http://127.0.0.1:{port}");
    let run = |args: &[&str]| {
        let mut c = Command::new(&binary);
        c.args(args)
            .current_dir(&folder)
            .env_remove("DATABASE_URL")
            .env_remove("FIELDPOST_DATA_DIR")
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("METRICS_BIND", format!("127.0.0.1:{metrics_port}"))
            .env("LOG_FORMAT", "json")
            // A mail server that is not there, with a password that must never be logged.
            .env("SMTP_URL", "smtp://mailer:hunter2-secret@127.0.0.1:1")
            .env("RUST_LOG", "info");
        c
    };
    let mut serve = run(&["serve", "--demo"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_ready(&base).await;

    // Styled from assets inside the binary, cached for a year under a name that changes with the content.
    let login = reqwest::get(format!("{base}/login"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let css = login
        .split("href=\"")
        .find_map(|s| {
            s.split('"')
                .next()
                .filter(|h| h.starts_with("/static/") && h.ends_with(".css"))
        })
        .expect("a stylesheet link");
    let res = reqwest::get(format!("{base}{css}")).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert!(res.text().await.unwrap().contains("body"));
    assert_eq!(
        reqwest::get(format!("{base}/static/fieldpost.css"))
            .await
            .unwrap()
            .status(),
        StatusCode::NOT_FOUND
    );

    // The private database: durable, only its owner's socket folder, no TCP, nothing outside changed.
    let pg = folder.join("fieldpost-data/postgres");
    assert_eq!(mode(&pg.join("socket")), 0o700);
    assert_eq!(mode(&folder), parent_mode);
    let url = format!(
        "postgres://postgres@localhost/fieldpost?host={}",
        pg.join("socket").display()
    );
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let fsync: String = sqlx::query_scalar("SHOW fsync").fetch_one(&pool).await.unwrap();
    assert_eq!(fsync, "on");
    let listen: String = sqlx::query_scalar("SHOW listen_addresses")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(listen, "");
    pool.close().await;

    // An admin command beside it uses the running server and leaves it running.
    let admin = run(&["admin", "promote", "alice", "--reason", "the first admin"])
        .output()
        .unwrap();
    assert!(admin.status.success(), "{}", String::from_utf8_lossy(&admin.stderr));
    assert_eq!(
        reqwest::get(format!("{base}/readyz")).await.unwrap().status(),
        StatusCode::OK
    );

    let metrics = reqwest::get(format!("http://127.0.0.1:{metrics_port}/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(metrics.contains("fieldpost_http_requests_total{route=\"/login\",status=\"200\"}"));
    assert!(metrics.contains("fieldpost_games{state=\"playing\"} 1"), "{metrics}");
    assert!(metrics.contains("fieldpost_outbox_mails{state=\"due\"}"));
    // Metrics are not served to players.
    assert_eq!(
        reqwest::get(format!("{base}/metrics")).await.unwrap().status(),
        StatusCode::NOT_FOUND
    );

    // SIGTERM: a clean end, status 0, and the database stopped after the service.
    let killed = Command::new("kill")
        .args(["-TERM", &serve.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let started = Instant::now();
    let status = loop {
        if let Some(s) = serve.try_wait().unwrap() {
            break s;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "serve did not end on SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    let mut logs = String::new();
    serve.stderr.take().unwrap().read_to_string(&mut logs).unwrap();
    assert!(status.success(), "serve ended with {status}:\n{logs}");
    assert!(
        !pg.join("data/postmaster.pid").exists(),
        "the private database was stopped"
    );
    assert!(!logs.contains("hunter2-secret"), "a password in the logs:\n{logs}");
    let json_lines: Vec<&str> = logs.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(!json_lines.is_empty());
    for line in json_lines {
        let parsed: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("not a JSON log line ({e}): {line}"));
        assert!(parsed.get("level").is_some(), "{line}");
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// Polls `done` for up to a minute.
fn eventually(what: &str, done: impl Fn() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < Duration::from_secs(60), "{what}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A clone in a folder only its owner may enter (root's home, `mktemp -d`), run as root as CI runs it: the
/// private PostgreSQL runs as another user, who cannot enter that folder. The tests' throwaway server goes to a
/// private folder of that user's under the temporary directory, and is stopped and gone when dropped; the
/// binary keeps its data in /var/lib/fieldpost, says so, answers /readyz, and its admin commands find the same
/// server. Nothing in the folder is made or handed over. Run as an ordinary user, both stay in the folder.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn from_a_folder_only_its_owner_may_enter_the_tests_server_and_the_binary_both_work() {
    let folder = std::env::temp_dir().join(format!("fieldpost-owner-only-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o700)).unwrap();
    let runs_as = fieldpost::pg_private::server_user().unwrap();

    let pg = PrivatePostgres::throwaway(&folder.join("target/test-postgres")).unwrap();
    let pool = sqlx::PgPool::connect(&pg.url("postgres")).await.unwrap();
    let one: i32 = sqlx::query_scalar("SELECT 1").fetch_one(&pool).await.unwrap();
    assert_eq!(one, 1);
    pool.close().await;
    let cluster = pg.dir().to_path_buf();
    if let Some(user) = &runs_as {
        assert!(!cluster.starts_with(&folder), "{}", cluster.display());
        assert!(cluster.starts_with(std::env::temp_dir()), "{}", cluster.display());
        assert_eq!(mode(&cluster), 0o700);
        assert_eq!(std::fs::metadata(&cluster).unwrap().uid(), uid_of(user));
    }
    drop(pg);
    if runs_as.is_some() {
        eventually("the throwaway cluster was stopped and removed", || !cluster.exists());
    } else {
        eventually("the throwaway cluster was stopped", || {
            !cluster.join("data/postmaster.pid").exists()
        });
    }

    let service = std::path::Path::new("/var/lib/fieldpost");
    let service_was_there = service.exists();
    let binary = folder.join("fieldpost");
    std::fs::copy(env!("CARGO_BIN_EXE_fieldpost"), &binary).unwrap();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let run = |args: &[&str]| {
        let mut c = Command::new(&binary);
        c.args(args)
            .current_dir(&folder)
            .env_remove("DATABASE_URL")
            .env_remove("FIELDPOST_DATA_DIR")
            .env_remove("SMTP_URL")
            .env_remove("METRICS_BIND")
            .env("BIND", format!("127.0.0.1:{port}"))
            .env("RUST_LOG", "warn");
        c
    };
    let mut serve = run(&["serve", "--demo"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_ready(&base).await;
    let admin = run(&["admin", "promote", "alice", "--reason", "the first admin"])
        .output()
        .unwrap();
    assert!(admin.status.success(), "{}", String::from_utf8_lossy(&admin.stderr));

    Command::new("kill")
        .args(["-TERM", &serve.id().to_string()])
        .status()
        .unwrap();
    let status = serve.wait().unwrap();
    let mut said = String::new();
    serve.stdout.take().unwrap().read_to_string(&mut said).unwrap();
    serve.stderr.take().unwrap().read_to_string(&mut said).unwrap();
    assert!(status.success(), "serve ended with {status}:\n{said}");
    let data = match &runs_as {
        Some(user) => {
            assert!(
                said.contains(&format!(
                    "runs as the user {user}, who cannot enter {}",
                    folder.join("fieldpost-data").display()
                )),
                "{said}"
            );
            assert!(!folder.join("fieldpost-data").exists(), "nothing is made in the folder");
            if !service_was_there {
                assert_eq!(mode(service), 0o710);
            }
            service.join("postgres")
        }
        None => folder.join("fieldpost-data/postgres"),
    };
    assert!(
        said.contains(&format!("the data is in a private PostgreSQL in {}", data.display())),
        "{said}"
    );
    assert!(
        !data.join("data/postmaster.pid").exists(),
        "the private database was stopped"
    );
    assert_eq!(mode(&folder), 0o700);
    if runs_as.is_some() && !service_was_there {
        std::fs::remove_dir_all(service).unwrap();
    }
    let _ = std::fs::remove_dir_all(&folder);
}

fn uid_of(user: &str) -> u32 {
    let id = Command::new("id").args(["-u", user]).output().unwrap();
    String::from_utf8(id.stdout).unwrap().trim().parse().unwrap()
}
