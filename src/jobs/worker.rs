//! A worker: the mail delivery loop (woken by `NOTIFY outbox`, polling as well), the computer players' moves
//! (woken by `NOTIFY computer_moves`), the games' analyses (`NOTIFY analyses`), the tournaments' steps (woken by
//! `NOTIFY tournaments`) and the clock sweep on its own timer, side by side. One connection LISTENs for all of
//! them and rings each loop's bell, so a worker holds one connection idle however many loops it runs.
//! `fieldpost serve` runs one in its process; `fieldpost worker` runs one alone.
//!
//! A worker stops when `stop` turns true: each loop finishes the step it is in (a mail being sent is sent and
//! marked, so no lease is left held) and returns.

use lettre::message::Mailbox;
use sqlx::postgres::PgListener;
use tokio::sync::{Notify, watch};

use super::{clock_sweep, computer_moves, game_analyses, mail_delivery, tournament_rounds};
use crate::app::Env;
use crate::mail::Transport;
use crate::telemetry;

/// How often each loop looks for work when no notice came.
const POLL: std::time::Duration = std::time::Duration::from_secs(5);

/// The channels the loops are woken by, in the order of `Bells`.
const CHANNELS: [&str; 4] = ["outbox", "computer_moves", "analyses", "tournaments"];

/// One bell a channel: a notice heard while its loop is busy is kept until the loop next waits.
#[derive(Default)]
struct Bells([Notify; CHANNELS.len()]);

impl Bells {
    fn of(&self, channel: &str) -> &Notify {
        let i = CHANNELS
            .iter()
            .position(|&c| c == channel)
            .expect("a channel of CHANNELS");
        &self.0[i]
    }
}

/// Runs the worker's loops until `stop` turns true.
pub async fn run(env: Env, transport: Transport, from: Mailbox, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    let bells = Bells::default();
    tokio::try_join!(
        listen(&env, &bells, stop.clone()),
        deliver_mail(&env, &transport, &from, &bells, stop.clone()),
        play_computer_moves(&env, &bells, stop.clone()),
        analyse_games(&env, &bells, stop.clone()),
        move_tournaments_on(&env, &bells, stop.clone()),
        sweep_clocks(&env, stop)
    )?;
    Ok(())
}

/// Hears every channel on one connection and rings the bell of each notice's channel.
async fn listen(env: &Env, bells: &Bells, mut stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    let mut listener = PgListener::connect_with(&env.pool).await?;
    listener.listen_all(CHANNELS).await?;
    while !*stop.borrow() {
        let heard = tokio::select! {
            heard = listener.recv() => heard,
            _ = stopped(&mut stop) => break,
        };
        match heard {
            Ok(notice) if CHANNELS.contains(&notice.channel()) => bells.of(notice.channel()).notify_one(),
            Ok(_) => {}
            // The database is away: the listener reconnects on the next call, after a pause; the loops poll
            // meanwhile.
            Err(_) => tokio::select! {
                _ = tokio::time::sleep(POLL) => {}
                _ = stopped(&mut stop) => {}
            },
        }
    }
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
    bells: &Bells,
    stop: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let step = |stop: watch::Receiver<bool>| async move {
        mail_delivery::drain_until(env, transport, from, &stop)
            .await
            .map(|_| ())
    };
    on_notice(env, bells.of("outbox"), ("mail_delivery", "sending mail"), stop, step).await
}

async fn play_computer_moves(env: &Env, bells: &Bells, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    // Every request due now, one after another.
    let step = |stop: watch::Receiver<bool>| async move { until_idle(&stop, || computer_moves::play_one(env)).await };
    on_notice(
        env,
        bells.of("computer_moves"),
        ("computer_moves", "playing the computer's moves"),
        stop,
        step,
    )
    .await
}

async fn analyse_games(env: &Env, bells: &Bells, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    // Apart from the computer's moves, so that an analysis never keeps a player waiting for a reply.
    let step = |stop: watch::Receiver<bool>| async move { until_idle(&stop, || game_analyses::judge_one(env)).await };
    on_notice(
        env,
        bells.of("analyses"),
        ("game_analyses", "analysing games"),
        stop,
        step,
    )
    .await
}

async fn move_tournaments_on(env: &Env, bells: &Bells, stop: watch::Receiver<bool>) -> anyhow::Result<()> {
    // Every event due now, one after another.
    let step =
        |stop: watch::Receiver<bool>| async move { until_idle(&stop, || tournament_rounds::advance_one(env)).await };
    on_notice(
        env,
        bells.of("tournaments"),
        ("tournaments", "moving tournaments on"),
        stop,
        step,
    )
    .await
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

/// Runs `step` when `bell` rings, and every few seconds anyway, until `stop` turns true. `job` is the job's name
/// for `/metrics` and what it does in words for the log, where a failure is said when it starts and when it ends,
/// not on every retry while the database is away.
async fn on_notice<F, Fut>(
    env: &Env,
    bell: &Notify,
    (job, doing): (&'static str, &str),
    mut stop: watch::Receiver<bool>,
    step: F,
) -> anyhow::Result<()>
where
    F: Fn(watch::Receiver<bool>) -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<()>>,
{
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
            _ = bell.notified() => {}
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
