//! `fieldpost serve`: database (configured or private), migrations, optional demo data, the web server.

use std::net::TcpListener;

use anyhow::Context;

use crate::app::demo;
use crate::config::Settings;
use crate::pg_private::PrivatePostgres;

/// Makes sure a database exists on the private server (its `postgres` database always does).
async fn ensure_database(pg: &PrivatePostgres, name: &str) -> anyhow::Result<()> {
    let pool = sqlx::PgPool::connect(&pg.url("postgres")).await?;
    let exists: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)")
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

pub async fn serve(settings: Settings, with_demo: bool) -> anyhow::Result<()> {
    let private = match &settings.database_url {
        Some(_) => None,
        None => {
            let dir = settings.data_dir.join("postgres");
            println!(
                "No DATABASE_URL: starting a private PostgreSQL in {}",
                dir.display()
            );
            let pg = PrivatePostgres::start(&dir)?;
            ensure_database(&pg, "fieldpost").await?;
            Some(pg)
        }
    };
    let url = match (&settings.database_url, &private) {
        (Some(url), _) => url.clone(),
        (None, Some(pg)) => pg.url("fieldpost"),
        (None, None) => unreachable!("a private server was started"),
    };
    let result = run(&settings, &url, with_demo).await;
    if let Some(pg) = private {
        println!("Stopping the private PostgreSQL.");
        pg.stop();
    }
    result
}

async fn run(settings: &Settings, url: &str, with_demo: bool) -> anyhow::Result<()> {
    let pool = crate::db::connect(url, 20)
        .await
        .context("connecting to PostgreSQL")?;
    if with_demo {
        let game = demo::ensure(&pool)
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
    let listener = TcpListener::bind(&settings.bind)
        .with_context(|| format!("listening on {}", settings.bind))?;
    println!("Fieldpost is running: open {}/login", settings.base_url);
    crate::web::server(listener, pool, &settings.base_url)?.await?;
    Ok(())
}
