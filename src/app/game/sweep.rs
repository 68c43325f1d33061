//! The sweeper: ends vacations whose allowance ran out and games whose clock ran out, and queues due reminders
//! and daily digests. The jobs layer runs it on a timer; each step is its own transaction, and a failure in one
//! game is logged and does not stop the others.

use chrono::{Datelike, Duration};

use crate::app::Env;
use crate::app::account::vacations::{end_vacation, vacation_left_secs};
use crate::app::game::game_end::end_game;
use crate::app::game::loaded;
use crate::app::mail::notify;
use crate::db::games::GameStatus;
use crate::db::vacations::Vacation;
use crate::db::{self, GameId};
use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::rules::{GameEnd, Reason, Seat};

pub const REMINDER_HOURS: i64 = 24;

/// What one sweep did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Swept {
    pub timed_out: usize,
    pub reminded: usize,
    pub vacations_ended: usize,
    pub digests: usize,
}

/// Ends vacations whose allowance ran out, games whose clock ran out, and queues due reminders and digests.
/// Each game and each player is its own transaction: one that fails is logged and left for the next sweep.
pub async fn sweep(env: &Env) -> AppResult<Swept> {
    let now = env.clock.now();
    let mut swept = Swept::default();
    for (user, since, used) in db::vacations::on_vacation(&env.pool).await? {
        let v = Vacation {
            since: Some(since),
            year: Some(since.year()),
            used_secs: used,
        };
        if vacation_left_secs(&v, now) == 0
            && went_well(end_vacation(env, user).await.map(|()| true), "ending a vacation")
        {
            swept.vacations_ended += 1;
        }
    }
    for id in db::games::overdue(&env.pool, now).await? {
        if went_well(time_out(env, id).await, "ending a game on time") {
            swept.timed_out += 1;
        }
    }
    for id in db::games::needing_reminder(&env.pool, now, now + Duration::hours(REMINDER_HOURS)).await? {
        if let Ok(n) = remind(env, id)
            .await
            .inspect_err(|e| log_failure(e, "queueing reminders"))
        {
            swept.reminded += n;
        }
    }
    if let Err(e) = crate::app::account::sign_in::purge_sessions(env).await {
        log_failure(&e, "purging ended sessions");
    }
    if let Err(e) = db::throttle::purge(&env.pool, now).await {
        log_failure(&e.into(), "forgetting old sign-in failures");
    }
    for user in db::mail_settings::digest_due(&env.pool, now).await? {
        if went_well(digest(env, user).await, "queueing a digest") {
            swept.digests += 1;
        }
    }
    Ok(swept)
}

fn log_failure(e: &AppError, what: &str) {
    tracing::error!(error = %e, "{what}");
}

/// Whether a step did something, logging a failure.
fn went_well(result: AppResult<bool>, what: &str) -> bool {
    result.inspect_err(|e| log_failure(e, what)).unwrap_or(false)
}

/// Ends one game whose deadline passed (checked again under its lock). Returns whether it ended it.
async fn time_out(env: &Env, id: GameId) -> AppResult<bool> {
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
    let ended = decide_if_late(&mut tx, env, &game).await?;
    tx.commit().await?;
    Ok(ended)
}

/// Decides a game whose deadline has passed, as the rules decide a loss on time: the side that must act loses
/// (a draw when its opponent could no longer capture the goal); during setup, whoever has not submitted loses,
/// both and it is a draw. Returns whether the game was late. Called under the game's lock, by the sweeper and
/// by any action that finds the deadline passed.
pub(in crate::app) async fn decide_if_late(
    tx: &mut sqlx::PgConnection,
    env: &Env,
    game: &loaded::LoadedGame,
) -> AppResult<bool> {
    if game.row.deadline.is_none_or(|d| d > env.clock.now()) {
        return Ok(false);
    }
    let (winner, end) = match game.row.status {
        GameStatus::Playing => {
            let seat = game.row.to_move.unwrap_or(Seat::First);
            let mut engine = game.replay(None)?.game;
            let outcome = engine
                .time_out(seat)
                .map_err(|e| AppError::Conflict(i18n::play_error(game.variant(), &e)))?;
            (outcome.winner, GameEnd::Rules(outcome.reason))
        }
        GameStatus::Setup => {
            let winner = match game.acting_seats().as_slice() {
                [one] => Some(one.other()),
                _ => None,
            };
            (winner, GameEnd::Rules(Reason::Timeout))
        }
        _ => return Ok(false),
    };
    end_game(tx, env, game, winner, end).await?;
    Ok(true)
}

/// Queues the reminders of one game's current turn. Returns how many.
async fn remind(env: &Env, id: GameId) -> AppResult<usize> {
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
    let Some(deadline) = game.row.deadline else {
        return Ok(0);
    };
    let turn = if game.row.status == GameStatus::Setup {
        -1
    } else {
        game.row.ply
    };
    let mut reminded = 0;
    for user in game.acting_seats().into_iter().filter_map(|s| game.player(s)) {
        notify::reminder(&mut tx, env, &game, user, turn, deadline).await?;
        reminded += 1;
    }
    db::games::set_reminded(&mut *tx, id, turn).await?;
    tx.commit().await?;
    Ok(reminded)
}

/// The day's digest of one player, if any game waits for them. Returns whether one was queued.
async fn digest(env: &Env, user: db::UserId) -> AppResult<bool> {
    let waiting: Vec<GameId> = db::game_lists::acting(&env.pool, user).await?;
    if waiting.is_empty() {
        return Ok(false);
    }
    let mut tx = env.pool.begin().await?;
    notify::digest(&mut tx, env, user, &waiting).await?;
    db::mail_settings::set_digest_sent(&mut *tx, user, env.clock.now()).await?;
    tx.commit().await?;
    Ok(true)
}
