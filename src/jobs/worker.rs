//! A worker: the mail delivery loop (woken by `NOTIFY outbox`, polling as well) and the clock sweep on its own
//! timer, side by side. `fieldpost serve` runs one in its process; `fieldpost worker` runs one alone.

use lettre::message::Mailbox;
use sqlx::postgres::PgListener;

use super::{clock_sweep, mail_delivery};
use crate::app::Env;
use crate::mail::Transport;

/// How often the delivery loop looks for due mail when no notification came.
const POLL: std::time::Duration = std::time::Duration::from_secs(5);

/// Runs the worker's loops until one of them fails to start.
pub async fn run(env: Env, transport: Transport, from: Mailbox) -> anyhow::Result<()> {
    tokio::try_join!(deliver_mail(&env, &transport, &from), sweep_clocks(&env))?;
    Ok(())
}

async fn deliver_mail(env: &Env, transport: &Transport, from: &Mailbox) -> anyhow::Result<()> {
    let mut listener = PgListener::connect_with(&env.pool).await?;
    listener.listen("outbox").await?;
    loop {
        if let Err(e) = mail_delivery::drain(env, transport, from).await {
            tracing::error!(error = ?e, "sending mail");
        }
        tokio::select! {
            _ = listener.recv() => {}
            _ = tokio::time::sleep(POLL) => {}
        }
    }
}

async fn sweep_clocks(env: &Env) -> anyhow::Result<()> {
    let mut timer = tokio::time::interval(clock_sweep::EVERY);
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        timer.tick().await;
        if let Err(e) = clock_sweep::sweep_once(env).await {
            tracing::error!(error = %e, "sweeping clocks");
        }
    }
}
