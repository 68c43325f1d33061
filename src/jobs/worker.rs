//! A worker: the mail delivery loop (woken by `NOTIFY outbox`, polling as well), the computer players' moves
//! (woken by `NOTIFY computer_moves`) and the clock sweep on its own timer, side by side. `fieldpost serve` runs one in its process; `fieldpost worker` runs one alone.
//!
//! A worker stops when `stop` turns true: each loop finishes the step it is in (a mail being sent is sent and
//! marked, so no lease is left held) and returns.

use lettre::message::Mailbox;
use sqlx::postgres::PgListener;
use tokio::sync::watch;

use super::{clock_sweep, computer_moves, mail_delivery};
use crate::app::Env;
use crate::mail::Transport;
use crate::telemetry;

/// How often the delivery loop looks for due mail when no notification came.
const POLL: std::time::Duration = std::time::Duration::from_secs(5);

/// Runs the worker's loops until `stop` turns true.
pub async fn run(env: Env, transport: Transport, from: Mailbox, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    tokio::try_join!(
        deliver_mail(&env, &transport, &from, stop.clone()),
        play_computer_moves(&env, stop.clone()),
        sweep_clocks(&env, stop)
    )?;
    Ok(())
}

/// Waits for `stop` to turn true (or its sender to go).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

async fn deliver_mail(
    env: &Env,
    transport: &Transport,
    from: &Mailbox,
    mut stop: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut listener = PgListener::connect_with(&env.pool).await?;
    listener.listen("outbox").await?;
    let mut failing = false;
    while !*stop.borrow() {
        match mail_delivery::drain_until(env, transport, from, &stop).await {
            Ok(_) => {
                telemetry::job_succeeded("mail_delivery", env.clock.now());
                if std::mem::take(&mut failing) {
                    tracing::info!("sending mail again");
                }
            }
            // Said once, not every few seconds while the database is away.
            Err(e) if !failing => {
                failing = true;
                tracing::error!(error = %e, "sending mail failed; retrying in the background");
            }
            Err(_) => {}
        }
        tokio::select! {
            heard = listener.recv() => {
                // The database is away: the listener reconnects on the next call, after a pause.
                if heard.is_err() {
                    tokio::time::sleep(POLL).await;
                }
            }
            _ = tokio::time::sleep(POLL) => {}
            _ = stopped(&mut stop) => {}
        }
    }
    Ok(())
}

async fn play_computer_moves(env: &Env, mut stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    let mut listener = PgListener::connect_with(&env.pool).await?;
    listener.listen("computer_moves").await?;
    let mut failing = false;
    while !*stop.borrow() {
        // Every request due now, one after another; then wait to be woken.
        let drained = loop {
            match computer_moves::play_one(env).await {
                Ok(true) if !*stop.borrow() => {}
                other => break other,
            }
        };
        match drained {
            Ok(_) => {
                telemetry::job_succeeded("computer_moves", env.clock.now());
                failing = false;
            }
            // Said once, not every few seconds while the database is away.
            Err(e) if !failing => {
                failing = true;
                tracing::error!(error = %e, "playing the computer's moves failed; retrying in the background");
            }
            Err(_) => {}
        }
        tokio::select! {
            heard = listener.recv() => {
                if heard.is_err() {
                    tokio::time::sleep(POLL).await;
                }
            }
            _ = tokio::time::sleep(POLL) => {}
            _ = stopped(&mut stop) => {}
        }
    }
    Ok(())
}

async fn sweep_clocks(env: &Env, mut stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    let mut timer = tokio::time::interval(clock_sweep::EVERY);
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = timer.tick() => {}
            _ = stopped(&mut stop) => return Ok(()),
        }
        match clock_sweep::sweep_once(env).await {
            Ok(_) => telemetry::job_succeeded("clock_sweep", env.clock.now()),
            Err(e) => tracing::error!(error = %e, "sweeping clocks"),
        }
    }
}
