//! `fieldpost serve` and `fieldpost worker`: the database (configured or private), migrations, optional demo
//! data, the mail worker, and the web server.

use std::net::TcpListener;

use anyhow::Context;
use lettre::message::Mailbox;

use crate::app::{Env, demo};
use crate::clock::Clock;
use crate::config::Settings;
use crate::jobs::worker;
use crate::mail::Transport;
use crate::pg_private::PrivatePostgres;

/// Makes sure a database exists on the private server (its `postgres` database always does).
async fn ensure_database(pg: &PrivatePostgres, name: &str) -> anyhow::Result<()> {
    let pool = sqlx::PgPool::connect(&pg.url("postgres")).await?;
    let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
        .bind(name)
        .fetch_one(&pool)
        .await?;
    if !exists {
        sqlx::query(&format!("CREATE DATABASE \"{name}\""))
            .execute(&pool)
            .await?;
    }
    pool.close().await;
    Ok(())
}

/// Runs `body` against the configured database, or a private server started (and stopped) around it.
async fn with_database<F, Fut>(settings: &Settings, body: F) -> anyhow::Result<()>
where
    F: FnOnce(String) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    if let Some(url) = &settings.database_url {
        return body(url.clone()).await;
    }
    let dir = settings.data_dir.join("postgres");
    println!("No DATABASE_URL: starting a private PostgreSQL in {}", dir.display());
    let pg = PrivatePostgres::start(&dir)?;
    let result = match ensure_database(&pg, "fieldpost").await {
        Ok(()) => body(pg.url("fieldpost")).await,
        Err(e) => Err(e),
    };
    println!("Stopping the private PostgreSQL.");
    pg.stop();
    result
}

fn mail_setup(settings: &Settings) -> anyhow::Result<(Transport, Mailbox)> {
    let transport = Transport::from_settings(settings.smtp_url.as_deref(), settings.mailbox_dir())?;
    let from: Mailbox = settings
        .mail_from
        .parse()
        .with_context(|| format!("MAIL_FROM {:?} is not a mail address", settings.mail_from))?;
    Ok((transport, from))
}

async fn environment(settings: &Settings, url: &str) -> anyhow::Result<Env> {
    let pool = crate::db::connect(url, 20).await.context("connecting to PostgreSQL")?;
    Ok(Env {
        pool,
        clock: Clock::System,
        base_url: settings.base_url.clone(),
    })
}

pub async fn serve(settings: Settings, with_demo: bool) -> anyhow::Result<()> {
    let settings = &settings;
    with_database(settings, |url| async move {
        let env = environment(settings, &url).await?;
        let (transport, from) = mail_setup(settings)?;
        if with_demo {
            let game = demo::ensure(&env)
                .await
                .map_err(|e| anyhow::anyhow!("creating the demo data: {e}"))?;
            println!(
                "Demo accounts: {} and {}, password \"{}\"; their game: {}/games/{game}",
                demo::PLAYERS[0],
                demo::PLAYERS[1],
                demo::PASSWORD,
                settings.base_url
            );
        }
        println!("Mail goes to {}.", transport.describe());
        let listener = TcpListener::bind(&settings.bind).with_context(|| format!("listening on {}", settings.bind))?;
        let mailbox_page = settings.smtp_url.is_none();
        let server = crate::web::server(listener, env.clone(), mailbox_page)?;
        let worker = actix_web::rt::spawn(worker::run(env, transport, from));
        println!("Fieldpost is running: open {}/login", settings.base_url);
        let result = server.await;
        worker.abort();
        Ok(result?)
    })
    .await
}

/// The mail worker and clock sweeper alone, for running beside (or apart from) the web servers.
pub async fn work(settings: Settings) -> anyhow::Result<()> {
    let settings = &settings;
    with_database(settings, |url| async move {
        let env = environment(settings, &url).await?;
        let (transport, from) = mail_setup(settings)?;
        println!("Fieldpost worker: mail goes to {}.", transport.describe());
        tokio::select! {
            result = worker::run(env, transport, from) => result,
            _ = tokio::signal::ctrl_c() => Ok(()),
        }
    })
    .await
}

/// Runs one job against the service's database (configured or private), as the admin commands do.
pub async fn with_env<F, Fut>(settings: Settings, job: F) -> anyhow::Result<()>
where
    F: FnOnce(Env) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    let settings = &settings;
    with_database(
        settings,
        |url| async move { job(environment(settings, &url).await?).await },
    )
    .await
}
