//! Vacations: 30 days a year that stop the clocks of the games where the player must act, and give back
//! exactly the time that was left when they end. A disabled account's games are paused the same way.

use chrono::{DateTime, Datelike, Duration, Utc};
use sqlx::PgConnection;

use crate::app::Env;
use crate::app::game::clocks::budget;
use crate::app::game::loaded;
use crate::app::game::time_control::DAY;
use crate::db::games::{ClockRow, GameStatus};
use crate::db::vacations::Vacation;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

pub const VACATION_ALLOWANCE_DAYS: i64 = 30;

fn vacation_year_used(v: &Vacation, now: DateTime<Utc>) -> i64 {
    if v.year == Some(now.year()) { v.used_secs } else { 0 }
}

/// Seconds of vacation left this year (never below nothing).
pub fn vacation_left_secs(v: &Vacation, now: DateTime<Utc>) -> i64 {
    let running = v.since.map_or(0, |s| (now - s).num_seconds());
    (VACATION_ALLOWANCE_DAYS * DAY - vacation_year_used(v, now) - running).max(0)
}

/// Whole days of vacation left this year, as the account page says them: a part of a day is not a day to plan
/// with.
pub fn vacation_left_days(v: &Vacation, now: DateTime<Utc>) -> i64 {
    vacation_left_secs(v, now) / DAY
}

pub async fn start_vacation(env: &Env, user: UserId) -> AppResult<()> {
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    let v = db::vacations::vacation(&mut *tx, user).await?;
    if v.since.is_some() {
        return Err(AppError::Conflict(Msg::new("error-vacation-already")));
    }
    if vacation_left_secs(&v, now) == 0 {
        return Err(AppError::Refused(Msg::new("error-vacation-used-up")));
    }
    let v = Vacation {
        since: Some(now),
        year: Some(now.year()),
        used_secs: vacation_year_used(&v, now),
    };
    db::vacations::set_vacation(&mut *tx, user, &v).await?;
    let acting = db::game_lists::acting(&mut *tx, user).await?;
    pause(&mut tx, env, &acting).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn end_vacation(env: &Env, user: UserId) -> AppResult<()> {
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    let v = db::vacations::vacation(&mut *tx, user).await?;
    let Some(since) = v.since else {
        return Err(AppError::Conflict(Msg::new("error-not-on-vacation")));
    };
    let used = (vacation_year_used(&v, now) + (now - since).num_seconds()).min(VACATION_ALLOWANCE_DAYS * DAY);
    db::vacations::set_vacation(
        &mut *tx,
        user,
        &Vacation {
            since: None,
            year: Some(now.year()),
            used_secs: used,
        },
    )
    .await?;
    resume(&mut tx, env, user).await?;
    tx.commit().await?;
    Ok(())
}

/// Stops the clocks of these games, keeping the time that was left.
async fn pause(tx: &mut PgConnection, env: &Env, ids: &[GameId]) -> AppResult<()> {
    let now = env.clock.now();
    for &id in ids {
        let game = loaded::load_locked(tx, id).await?;
        if let Some(deadline) = game.row.deadline {
            let clock = ClockRow {
                clock_secs: game.row.clock_secs.clone(),
                turn_started_at: game.row.turn_started_at,
                deadline: None,
                paused_secs: Some((deadline - now).num_seconds().max(0)),
            };
            db::games::set_clock(&mut *tx, id, &clock).await?;
        }
    }
    Ok(())
}

/// Stops the clocks of every running game of the player (a disabled account).
pub async fn pause_all(tx: &mut PgConnection, env: &Env, user: UserId) -> AppResult<()> {
    let running: Vec<GameId> = db::game_lists::of_user(&mut *tx, user)
        .await?
        .into_iter()
        .filter(|(_, s)| matches!(s, GameStatus::Setup | GameStatus::Playing))
        .map(|(id, _)| id)
        .collect();
    pause(tx, env, &running).await
}

/// Starts again the stopped clocks of the player's games where nobody who must act is away.
pub async fn resume(tx: &mut PgConnection, env: &Env, user: UserId) -> AppResult<()> {
    let now = env.clock.now();
    for (id, _) in db::game_lists::of_user(&mut *tx, user).await? {
        let game = loaded::load_locked(tx, id).await?;
        let running = game.running();
        let anyone_away = game.acting_seats().into_iter().any(|s| game.away(s));
        if let (true, None, Some(left), false) = (running, game.row.deadline, game.row.paused_secs, anyone_away) {
            // The time spent away is not charged: the turn is taken to have started that much later.
            let spent = budget(&game, &game.row.clock_secs).unwrap_or(left) - left;
            let clock = ClockRow {
                clock_secs: game.row.clock_secs.clone(),
                turn_started_at: Some(now - Duration::seconds(spent)),
                deadline: Some(now + Duration::seconds(left)),
                paused_secs: None,
            };
            db::games::set_clock(&mut *tx, id, &clock).await?;
        }
    }
    Ok(())
}
