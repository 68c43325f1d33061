//! What the benches share: their PostgreSQL (FIELDPOST_BENCH_DATABASE_URL, else a private server with `fsync`
//! on under target/bench-postgres, as an installation runs it), databases made and dropped on it, and options.

use fieldpost::pg_private::PrivatePostgres;

/// The number after `name` on the command line.
pub fn arg(name: &str, default: u64) -> u64 {
    arg_text(name, "").parse().unwrap_or(default)
}

/// The text after `name` on the command line.
pub fn arg_text(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| default.to_string())
}

pub fn flag(name: &str) -> bool {
    std::env::args().any(|a| a == name)
}

/// `cargo test --all-targets` runs benches without `--bench`: they do nothing then.
pub fn measuring() -> bool {
    flag("--bench")
}

/// Runs `bench` on a multi-threaded runtime when measuring, else nothing.
pub fn measure<F: std::future::Future<Output = ()>>(bench: impl FnOnce() -> F) {
    if measuring() {
        tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .unwrap()
            .block_on(bench());
    }
}

/// A URL of the benches' PostgreSQL, with which databases can be made.
pub fn admin_url() -> String {
    std::env::var("FIELDPOST_BENCH_DATABASE_URL").unwrap_or_else(|_| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-postgres");
        PrivatePostgres::start(&dir).unwrap().url("postgres")
    })
}

/// The same server, another database.
pub fn with_database(url: &str, name: &str) -> String {
    match url.split_once('?') {
        Some((base, q)) => format!("{}/{name}?{q}", base.rsplit_once('/').unwrap().0),
        None => format!("{}/{name}", url.rsplit_once('/').unwrap().0),
    }
}

/// Says what the database server is and how durable its writes are.
pub async fn describe_server(admin: &sqlx::PgPool) {
    let mut said = Vec::new();
    for name in ["server_version", "fsync", "synchronous_commit", "shared_buffers"] {
        let value: String = sqlx::query_scalar(&format!("SHOW {name}"))
            .fetch_one(admin)
            .await
            .unwrap();
        said.push(format!("{name} {value}"));
    }
    println!("PostgreSQL: {}", said.join(", "));
}

/// A new, empty database of its own; dropped by `drop_database`.
pub async fn new_database(admin: &sqlx::PgPool, purpose: &str) -> String {
    let name = format!(
        "fieldpost_{purpose}_{}",
        &fieldpost::app::account::accounts::random_token()[..12]
    );
    sqlx::query(&format!("CREATE DATABASE \"{name}\""))
        .execute(admin)
        .await
        .unwrap();
    name
}

pub async fn drop_database(admin: &sqlx::PgPool, name: &str) {
    sqlx::query(&format!("DROP DATABASE \"{name}\" WITH (FORCE)"))
        .execute(admin)
        .await
        .unwrap();
}
