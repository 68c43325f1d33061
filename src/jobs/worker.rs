//! A worker: the mail delivery loop (woken by `NOTIFY outbox`, polling as well), the computer players' moves
//! (woken by `NOTIFY computer_moves`), the tournaments' steps (woken by `NOTIFY tournaments`) and the clock
//! sweep on its own timer, side by side. `fieldpost serve` runs one in its process; `fieldpost worker` runs one alone.
//!
//! A worker stops when `stop` turns true: each loop finishes the step it is in (a mail being sent is sent and
//! marked, so no lease is left held) and returns.

use lettre::message::Mailbox;
use sqlx::postgres::PgListener;
use tokio::sync::watch;

use super::{clock_sweep, computer_moves, mail_delivery, tournament_rounds};
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
        move_tournaments_on(&env, stop.clone()),
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
    stop: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let step = |stop: watch::Receiver<bool>| async move {
        mail_delivery::drain_until(env, transport, from, &stop)
            .await
            .map(|_| ())
    };
    on_notice(env, "outbox", ("mail_delivery", "sending mail"), stop, step).await
}

async fn play_computer_moves(env: &Env, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    // Every request due now, one after another.
    let step = |stop: watch::Receiver<bool>| async move { until_idle(&stop, || computer_moves::play_one(env)).await };
    on_notice(
        env,
        "computer_moves",
        ("computer_moves", "playing the computer's moves"),
        stop,
        step,
    )
    .await
}

async fn move_tournaments_on(env: &Env, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    // Every event due now, one after another.
    let step =
        |stop: watch::Receiver<bool>| async move { until_idle(&stop, || tournament_rounds::advance_one(env)).await };
    on_notice(env, "tournaments", ("tournaments", "moving tournaments on"), stop, step).await
}

/// Runs `one` (a step that says whether it found work) until it finds none, or `stop` turns true.
async fn until_idle<F, Fut>(stop: &watch::Receiver<bool>, one: F) -> anyhow::Result<()>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<bool>>,
{
    loop {
        match one().await {
            Ok(true) if !*stop.borrow() => {}
            other => return other.map(|_| ()),
        }
    }
}

/// Runs `step` when `channel` is notified, and every few seconds anyway, until `stop` turns true. `job` is the
/// job's name for `/metrics` and what it does in words for the log, where a failure is said when it starts and
/// when it ends, not on every retry while the database is away.
async fn on_notice<F, Fut>(
    env: &Env,
    channel: &str,
    (job, doing): (&'static str, &str),
    mut stop: watch::Receiver<bool>,
    step: F,
) -> anyhow::Result<()>
where
    F: Fn(watch::Receiver<bool>) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
    let mut listener = PgListener::connect_with(&env.pool).await?;
    listener.listen(channel).await?;
    let mut failing = false;
    while !*stop.borrow() {
        match step(stop.clone()).await {
            Ok(()) => {
                telemetry::job_succeeded(job, env.clock.now());
                if std::mem::take(&mut failing) {
                    tracing::info!("{doing} again");
                }
            }
            Err(e) if !failing => {
                failing = true;
                tracing::error!(error = %e, "{doing} failed; retrying in the background");
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
