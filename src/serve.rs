//! `fieldpost serve` and `fieldpost worker`: the database (configured or private), migrations, optional demo
//! data, the worker, the web server and the metrics listener; and their orderly end on SIGTERM or Ctrl-C:
//! requests in flight finish, the worker finishes the step it is in, the pool closes, and the private
//! PostgreSQL (if this process started it) stops last.

use std::net::TcpListener;
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::path::Path;

use anyhow::Context;
use lettre::message::Mailbox;
use tokio::sync::watch;

use crate::app::{Env, demo};
use crate::clock::Clock;
use crate::config::{Settings, redacted};
use crate::jobs::worker;
use crate::mail::Transport;
use crate::pg_private::{self, PrivatePostgres};

/// The conventional place of a service's state, where root's private PostgreSQL goes when its user cannot
/// enter the default data folder (root's home, or any folder only its owner may enter).
const SERVICE_DATA_DIR: &str = "/var/lib/fieldpost";

/// The settings with the data folder the private PostgreSQL can use. Only root's default folder is ever moved:
/// a folder FIELDPOST_DATA_DIR names is used as it is (or refused with the reason), and an ordinary user's
/// server runs as that user, who reaches whatever that user made.
fn settled(mut settings: Settings) -> anyhow::Result<Settings> {
    if settings.database_url.is_some() || settings.data_dir_chosen {
        return Ok(settings);
    }
    let Some(user) = pg_private::server_user()? else {
        return Ok(settings);
    };
    if pg_private::can_reach(&user, &settings.data_dir.join("postgres")) {
        return Ok(settings);
    }
    let configured = std::path::absolute(&settings.data_dir)?;
    let service = Path::new(SERVICE_DATA_DIR);
    if service.exists() {
        // A folder Fieldpost did not make keeps its permissions, even when that leaves it out of reach.
        if !pg_private::can_reach(&user, &service.join("postgres")) {
            anyhow::bail!(
                "the private PostgreSQL runs as the user {user}, who can enter neither {} nor {SERVICE_DATA_DIR}: \
                 set FIELDPOST_DATA_DIR to a folder that user can enter, run Fieldpost as an ordinary user, or \
                 set DATABASE_URL",
                configured.display()
            );
        }
    } else {
        make_service_data_dir(service, &user)?;
    }
    println!(
        "The private PostgreSQL runs as the user {user}, who cannot enter {}: the data is in {SERVICE_DATA_DIR} \
         (FIELDPOST_DATA_DIR chooses another folder).",
        configured.display()
    );
    settings.data_dir = service.to_path_buf();
    Ok(settings)
}

/// Root's, mode 0710 with the group of `user`, who runs PostgreSQL: that user enters it, no one else does, as
/// the mailbox in it holds sign-in links.
fn make_service_data_dir(service: &Path, user: &str) -> anyhow::Result<()> {
    let group = std::process::Command::new("id")
        .args(["-g", user])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok()?.trim().parse::<u32>().ok())
        .with_context(|| format!("finding the group of the user {user}"))?;
    std::fs::DirBuilder::new()
        .mode(0o710)
        .create(service)
        .with_context(|| format!("creating {}", service.display()))?;
    std::os::unix::fs::chown(service, Some(0), Some(group))
        .with_context(|| format!("handing {} to the group of {user}", service.display()))?;
    // The mode the process's umask left is not the one asked for; this folder is Fieldpost's own.
    std::fs::set_permissions(service, std::fs::Permissions::from_mode(0o710))?;
    Ok(())
}

/// Runs `body` against the configured database, or a private server started (and stopped) around it;
/// `announce` says where the private server keeps the data.
async fn with_database<F, Fut>(settings: &Settings, announce: bool, body: F) -> anyhow::Result<()>
where
    F: FnOnce(String) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    if let Some(url) = &settings.database_url {
        return body(url.clone()).await;
    }
    let pg = PrivatePostgres::start(&settings.data_dir.join("postgres"))?;
    if announce {
        describe_private_database(&pg);
    }
    let result = match crate::db::ensure_database(&pg.url("postgres"), "fieldpost").await {
        Ok(()) => body(pg.url("fieldpost")).await,
        Err(e) => Err(e),
    };
    if pg.started_here() {
        println!("Stopping the private PostgreSQL.");
    }
    pg.stop();
    result
}

/// Where the private server keeps the data, and how to back it up.
fn describe_private_database(pg: &PrivatePostgres) {
    println!(
        "No DATABASE_URL: the data is in a private PostgreSQL in {dir}.\n\
         Back it up while the service runs with\n  \
         pg_dump -Fc -h {dir}/socket -U postgres fieldpost > fieldpost.dump\n\
         (restore with pg_restore -c -h {dir}/socket -U postgres -d fieldpost fieldpost.dump), or copy the whole \
         folder while the service is stopped.",
        dir = pg.dir().display()
    );
}

fn mail_setup(settings: &Settings) -> anyhow::Result<(Transport, Mailbox)> {
    let transport = Transport::from_settings(
        settings.smtp_url.as_deref(),
        settings.smtp_ca_file.as_deref(),
        settings.smtp_connections,
        settings.mailbox_dir(),
    )
    .with_context(|| {
        let url = settings.smtp_url.as_deref().map(redacted).unwrap_or_default();
        format!("SMTP_URL {url} is not a mail server address")
    })?;
    let from: Mailbox = settings
        .mail_from
        .parse()
        .with_context(|| format!("MAIL_FROM {:?} is not a mail address", settings.mail_from))?;
    Ok((transport, from))
}

/// The environment of the use-cases, on a pool of at most `connections`.
async fn environment(settings: &Settings, url: &str, connections: u32) -> anyhow::Result<Env> {
    let pool = crate::db::connect(url, connections)
        .await
        .context("connecting to PostgreSQL")?;
    let mut env = Env::new(pool, Clock::System, settings.base_url.clone());
    env.rated_needs_verified = settings.rated_needs_verified;
    env.computer_think = settings.computer_think;
    env.inbound = settings.inbound_domain.as_ref().map(|domain| crate::app::Inbound {
        domain: domain.clone(),
        authserv_id: settings.inbound_authserv_id.clone(),
    });
    Ok(env)
}

/// SIGTERM (a service manager) or SIGINT (Ctrl-C).
async fn shutdown_requested() -> anyhow::Result<()> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut term = signal(SignalKind::terminate())?;
    let mut int = signal(SignalKind::interrupt())?;
    tokio::select! {
        _ = term.recv() => {}
        _ = int.recv() => {}
    }
    Ok(())
}

/// What `serve` runs beside the web server.
pub struct ServeOptions {
    pub demo: bool,
    /// Run a worker in this process too (the default); off when workers run apart.
    pub worker: bool,
}

pub async fn serve(settings: Settings, options: ServeOptions) -> anyhow::Result<()> {
    let settings = &settled(settings)?;
    with_database(settings, true, |url| async move {
        // The web server's workers open pools of their own; this one serves what runs beside them.
        let beside = crate::config::connections_beside_web(settings.database_connections);
        let env = environment(settings, &url, beside).await?;
        let (transport, from) = mail_setup(settings)?;
        if options.demo {
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
        let listener = TcpListener::bind(&settings.bind).with_context(|| format!("listening on {}", settings.bind))?;
        let (stop_streams, streams_stopping) = watch::channel(false);
        let web = crate::web::WebSettings {
            mailbox_page: settings.smtp_url.is_none(),
            trusted_proxies: settings.trusted_proxies.clone(),
            database_connections: settings.database_connections,
            stop_streams: Some(streams_stopping),
        };
        let server = crate::web::server(listener, env.clone(), web)?;
        let metrics = start_metrics(settings, &env)?;
        let (stop, stopped) = watch::channel(false);
        let lmtp = start_lmtp(settings, &env, stopped.clone()).await?;
        let worker = options.worker.then(|| {
            println!("Mail goes to {}.", transport.describe());
            tokio::spawn(worker::run(env.clone(), transport, from, stopped))
        });
        println!("Fieldpost is running: open {}/login", settings.base_url);
        let handle = server.handle();
        let serving = tokio::spawn(server);
        shutdown_requested().await?;
        tracing::info!("shutting down: finishing the requests in flight");
        // Open game pages' streams never finish by themselves; their browsers open them again elsewhere.
        let _ = stop_streams.send(true);
        handle.stop(true).await;
        if let Some(m) = metrics {
            m.stop(true).await;
        }
        let _ = stop.send(true);
        if let Some(w) = worker {
            w.await??;
        }
        if let Some(l) = lmtp {
            l.await??;
        }
        serving.await??;
        env.pool.close().await;
        Ok(())
    })
    .await
}

/// The worker alone, for running beside (or apart from) the web servers.
pub async fn work(settings: Settings) -> anyhow::Result<()> {
    let settings = &settled(settings)?;
    with_database(settings, true, |url| async move {
        let env = environment(settings, &url, settings.database_connections).await?;
        let (transport, from) = mail_setup(settings)?;
        let metrics = start_metrics(settings, &env)?;
        println!("Fieldpost worker: mail goes to {}.", transport.describe());
        let (stop, stopped) = watch::channel(false);
        let lmtp = start_lmtp(settings, &env, stopped.clone()).await?;
        let worker = tokio::spawn(worker::run(env.clone(), transport, from, stopped));
        shutdown_requested().await?;
        tracing::info!("shutting down: finishing the step in hand");
        let _ = stop.send(true);
        worker.await??;
        if let Some(l) = lmtp {
            l.await??;
        }
        if let Some(m) = metrics {
            m.stop(true).await;
        }
        env.pool.close().await;
        Ok(())
    })
    .await
}

/// `/metrics` on its own address, when METRICS_BIND is set.
/// The LMTP listener, when INBOUND_LMTP_BIND asks for one.
async fn start_lmtp(
    settings: &Settings,
    env: &Env,
    stop: watch::Receiver<bool>,
) -> anyhow::Result<Option<tokio::task::JoinHandle<anyhow::Result<()>>>> {
    let Some(bind) = &settings.inbound_lmtp_bind else {
        return Ok(None);
    };
    let listener = tokio::net::TcpListener::bind(bind)
        .await
        .with_context(|| format!("listening on INBOUND_LMTP_BIND {bind}"))?;
    println!(
        "Mail for {} is taken in over LMTP at {bind}.",
        settings.inbound_domain.as_deref().unwrap_or("")
    );
    let lmtp = crate::jobs::lmtp::serve(listener, env.clone(), settings.inbound_max_bytes, stop);
    Ok(Some(tokio::spawn(lmtp)))
}

fn start_metrics(settings: &Settings, env: &Env) -> anyhow::Result<Option<actix_web::dev::ServerHandle>> {
    let Some(bind) = &settings.metrics_bind else {
        return Ok(None);
    };
    let listener = TcpListener::bind(bind).with_context(|| format!("listening on METRICS_BIND {bind}"))?;
    let server = crate::web::metrics::server(listener, env.clone())?;
    let handle = server.handle();
    tokio::spawn(server);
    println!("Metrics: http://{bind}/metrics");
    Ok(Some(handle))
}

/// Runs one job against the service's database (configured or private), as the admin commands do. A private
/// server that a running `serve` started is used as it is and left running.
pub async fn with_env<F, Fut>(settings: Settings, job: F) -> anyhow::Result<()>
where
    F: FnOnce(Env) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    let settings = &settled(settings)?;
    with_database(settings, false, |url| async move {
        let env = environment(settings, &url, settings.database_connections).await?;
        let result = job(env.clone()).await;
        env.pool.close().await;
        result
    })
    .await
}
