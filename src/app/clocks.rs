//! Time: each game's time control, the deadline of whoever must act, vacations that stop the clock, and the
//! sweeper that ends games on time and sends reminders and digests.

use chrono::{DateTime, Datelike, Duration, Utc};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, Postgres, Transaction};

use super::Env;
use super::games::{LoadedGame, end_game};
use super::notify;
use crate::db::games::{ClockRow, GameStatus};
use crate::db::users::Vacation;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::Seat;

pub const VACATION_ALLOWANCE_DAYS: i64 = 30;
pub const REMINDER_HOURS: i64 = 24;
const DAY: i64 = 86_400;

/// A game's time control, chosen at creation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TimeControl {
    /// A Fischer clock: days at the start, days added after each turn, never more than the cap.
    Fischer {
        initial_days: i64,
        increment_days: i64,
        cap_days: i64,
    },
    /// A fixed number of days for every turn (and for the setup).
    PerMove { per_move_days: i64 },
}

impl Default for TimeControl {
    fn default() -> TimeControl {
        TimeControl::PerMove { per_move_days: 3 }
    }
}

impl TimeControl {
    pub fn validate(self) -> AppResult<TimeControl> {
        let ok = match self {
            TimeControl::PerMove { per_move_days } => (1..=14).contains(&per_move_days),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days,
            } => {
                (1..=30).contains(&initial_days)
                    && (0..=14).contains(&increment_days)
                    && (initial_days..=60).contains(&cap_days)
            }
        };
        if ok {
            Ok(self)
        } else {
            Err(AppError::Refused(Msg::new("error-time-control")))
        }
    }

    pub fn from_row(value: &serde_json::Value) -> TimeControl {
        serde_json::from_value(value.clone()).unwrap_or_default()
    }

    pub fn describe(self) -> Msg {
        match self {
            TimeControl::PerMove { per_move_days } => Msg::new("clock-per-move").with("days", per_move_days),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days,
            } => Msg::new("clock-fischer")
                .with("days", initial_days)
                .with("increment", increment_days)
                .with("cap", cap_days),
        }
    }

    fn initial_secs(self) -> i64 {
        match self {
            TimeControl::PerMove { per_move_days } => per_move_days * DAY,
            TimeControl::Fischer { initial_days, .. } => initial_days * DAY,
        }
    }
}

/// The seats that must act now: those still arranging their setup, or the side to move.
fn acting_seats(game: &LoadedGame) -> Vec<Seat> {
    match game.row.status {
        GameStatus::Setup => Seat::BOTH.into_iter().filter(|&s| !game.submitted(s)).collect(),
        GameStatus::Playing => game.row.to_move.map(super::games::seat_of_number).into_iter().collect(),
        _ => Vec::new(),
    }
}

/// The player of `seat` cannot act now: on vacation, or the account is disabled.
fn away(game: &LoadedGame, seat: Seat) -> bool {
    match seat {
        Seat::First => game.row.first_on_vacation || game.row.first_disabled,
        Seat::Second => game.row.second_on_vacation || game.row.second_disabled,
    }
}

/// The time the acting side has for this turn, from its start.
fn budget(game: &LoadedGame, clock_secs: &[i64]) -> i64 {
    let tc = TimeControl::from_row(&game.row.time_control);
    match (tc, game.row.status, game.row.to_move) {
        (TimeControl::Fischer { .. }, GameStatus::Playing, Some(seat)) => clock_secs[usize::from(seat == 1)],
        (tc, _, _) => tc.initial_secs(),
    }
}

/// Sets the clock after an event. `game` is the game as it now stands; `mover` is the seat whose turn just
/// ended, if a turn ended (its Fischer time is charged and credited).
pub async fn rearm(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    mover: Option<Seat>,
) -> AppResult<Option<DateTime<Utc>>> {
    let now = env.clock.now();
    let tc = TimeControl::from_row(&game.row.time_control);
    let mut clock_secs = game.row.clock_secs.clone();
    clock_secs.resize(2, 0);
    if let (
        TimeControl::Fischer {
            increment_days,
            cap_days,
            ..
        },
        Some(seat),
        Some(started),
    ) = (tc, mover, game.row.turn_started_at)
    {
        let left = clock_secs[seat.index()] - (now - started).num_seconds() + increment_days * DAY;
        clock_secs[seat.index()] = left.clamp(0, cap_days * DAY);
    }
    if game.row.status == GameStatus::Setup && game.row.turn_started_at.is_none() {
        clock_secs = vec![tc.initial_secs(); 2];
    }
    let acting = acting_seats(game);
    let budget = budget(game, &clock_secs);
    let paused = acting.iter().any(|&s| away(game, s));
    let row = match (acting.is_empty(), paused) {
        (true, _) => ClockRow {
            clock_secs,
            turn_started_at: None,
            deadline: None,
            paused_secs: None,
        },
        (false, true) => ClockRow {
            clock_secs,
            turn_started_at: Some(now),
            deadline: None,
            paused_secs: Some(budget),
        },
        (false, false) => ClockRow {
            clock_secs,
            turn_started_at: Some(now),
            deadline: Some(now + Duration::seconds(budget)),
            paused_secs: None,
        },
    };
    db::games::set_clock(&mut *tx, game.id(), &row).await?;
    Ok(row.deadline)
}

/// Fischer clocks when play begins: each side is charged the time it took over its setup.
pub async fn start_play(tx: &mut PgConnection, env: &Env, game: &LoadedGame) -> AppResult<Option<DateTime<Utc>>> {
    let tc = TimeControl::from_row(&game.row.time_control);
    if let (TimeControl::Fischer { cap_days, .. }, Some(started)) = (tc, game.row.turn_started_at) {
        let times = db::setups::submitted_times(&mut *tx, game.id()).await?;
        let clock_secs = times
            .iter()
            .map(|t| (tc.initial_secs() - t.map_or(0, |t| (t - started).num_seconds())).clamp(0, cap_days * DAY))
            .collect();
        let mut charged = game.clone();
        charged.row.clock_secs = clock_secs;
        charged.row.turn_started_at = None;
        return rearm(tx, env, &charged, None).await;
    }
    rearm(tx, env, game, None).await
}

// ----- Vacation ----------------------------------------------------------------------------------------------

fn vacation_year_used(v: &Vacation, now: DateTime<Utc>) -> i64 {
    if v.year == Some(now.year()) { v.used_secs } else { 0 }
}

/// Days of vacation left this year.
pub fn vacation_left_secs(v: &Vacation, now: DateTime<Utc>) -> i64 {
    let running = v.since.map_or(0, |s| (now - s).num_seconds());
    (VACATION_ALLOWANCE_DAYS * DAY - vacation_year_used(v, now) - running).max(0)
}

pub async fn start_vacation(env: &Env, user: UserId) -> AppResult<()> {
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    let v = db::users::vacation(&mut *tx, user).await?;
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
    db::users::set_vacation(&mut *tx, user, &v).await?;
    let acting = db::games::acting(&mut *tx, user).await?;
    pause(&mut tx, env, &acting).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn end_vacation(env: &Env, user: UserId) -> AppResult<()> {
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    let v = db::users::vacation(&mut *tx, user).await?;
    let Some(since) = v.since else {
        return Err(AppError::Conflict(Msg::new("error-not-on-vacation")));
    };
    let used = (vacation_year_used(&v, now) + (now - since).num_seconds()).min(VACATION_ALLOWANCE_DAYS * DAY);
    db::users::set_vacation(
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
async fn pause(tx: &mut Transaction<'_, Postgres>, env: &Env, ids: &[GameId]) -> AppResult<()> {
    let now = env.clock.now();
    for &id in ids {
        let game = super::games::load_in(tx, id).await?;
        if let Some(deadline) = game.row.deadline {
            let clock = ClockRow {
                clock_secs: game.row.clock_secs.clone(),
                turn_started_at: game.row.turn_started_at,
                deadline: None,
                paused_secs: Some((deadline - now).num_seconds().max(0)),
            };
            db::games::set_clock(&mut **tx, id, &clock).await?;
        }
    }
    Ok(())
}

/// Stops the clocks of every running game of the player (a disabled account).
pub async fn pause_all(tx: &mut Transaction<'_, Postgres>, env: &Env, user: UserId) -> AppResult<()> {
    let running: Vec<GameId> = db::games::of_user(&mut **tx, user)
        .await?
        .into_iter()
        .filter(|(_, s)| matches!(s, GameStatus::Setup | GameStatus::Playing))
        .map(|(id, _)| id)
        .collect();
    pause(tx, env, &running).await
}

/// Starts again the stopped clocks of the player's games where nobody who must act is away.
pub async fn resume(tx: &mut Transaction<'_, Postgres>, env: &Env, user: UserId) -> AppResult<()> {
    let now = env.clock.now();
    for (id, _) in db::games::of_user(&mut **tx, user).await? {
        let game = super::games::load_in(tx, id).await?;
        let running = matches!(game.row.status, GameStatus::Setup | GameStatus::Playing);
        let anyone_away = acting_seats(&game).into_iter().any(|s| away(&game, s));
        if let (true, None, Some(left), false) = (running, game.row.deadline, game.row.paused_secs, anyone_away) {
            // The time spent away is not charged: the turn is taken to have started that much later.
            let spent = budget(&game, &game.row.clock_secs) - left;
            let clock = ClockRow {
                clock_secs: game.row.clock_secs.clone(),
                turn_started_at: Some(now - Duration::seconds(spent)),
                deadline: Some(now + Duration::seconds(left)),
                paused_secs: None,
            };
            db::games::set_clock(&mut **tx, id, &clock).await?;
        }
    }
    Ok(())
}

/// Gives the side that must act `days` more (an admin's decision).
pub async fn extend(tx: &mut Transaction<'_, Postgres>, game: &LoadedGame, days: i64) -> AppResult<()> {
    let clock = ClockRow {
        clock_secs: game.row.clock_secs.clone(),
        turn_started_at: game.row.turn_started_at,
        deadline: game.row.deadline.map(|d| d + Duration::days(days)),
        paused_secs: game.row.paused_secs.map(|p| p + days * DAY),
    };
    Ok(db::games::set_clock(&mut **tx, game.id(), &clock).await?)
}

// ----- The sweeper -------------------------------------------------------------------------------------------

/// What one sweep did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Swept {
    pub timed_out: usize,
    pub reminded: usize,
    pub vacations_ended: usize,
    pub digests: usize,
}

/// Ends vacations whose allowance ran out, games whose clock ran out, and sends due reminders and digests.
pub async fn sweep(env: &Env) -> AppResult<Swept> {
    let now = env.clock.now();
    let mut swept = Swept::default();
    for (user, since, used) in db::users::on_vacation(&env.pool).await? {
        let v = Vacation {
            since: Some(since),
            year: Some(since.year()),
            used_secs: used,
        };
        if vacation_left_secs(&v, now) == 0 {
            end_vacation(env, user).await?;
            swept.vacations_ended += 1;
        }
    }
    for id in db::games::overdue(&env.pool, now).await? {
        if time_out(env, id).await? {
            swept.timed_out += 1;
        }
    }
    for id in db::games::needing_reminder(&env.pool, now, now + Duration::hours(REMINDER_HOURS)).await? {
        let mut tx = env.pool.begin().await?;
        let game = super::games::load_locked(&mut tx, id).await?;
        let Some(deadline) = game.row.deadline else { continue };
        let turn = if game.row.status == GameStatus::Setup {
            -1
        } else {
            game.row.ply
        };
        for seat in acting_seats(&game) {
            if let Some(user) = super::games::player_id(&game, seat) {
                notify::reminder(&mut tx, env, &game, user, turn, deadline).await?;
                swept.reminded += 1;
            }
        }
        db::games::set_reminded(&mut *tx, id, turn).await?;
        tx.commit().await?;
    }
    for user in db::users::digest_due(&env.pool, now).await? {
        let waiting: Vec<GameId> = db::games::acting(&env.pool, user).await?;
        if waiting.is_empty() {
            continue;
        }
        let mut tx = env.pool.begin().await?;
        notify::digest(&mut tx, env, user, &waiting).await?;
        db::users::set_digest_sent(&mut *tx, user, now).await?;
        tx.commit().await?;
        swept.digests += 1;
    }
    Ok(swept)
}

/// Ends one game whose deadline passed (checked again under its lock). Returns whether it ended it.
async fn time_out(env: &Env, id: GameId) -> AppResult<bool> {
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    let game = super::games::load_locked(&mut tx, id).await?;
    if game.row.deadline.is_none_or(|d| d > now) {
        return Ok(false);
    }
    let (winner, reason) = match game.row.status {
        GameStatus::Playing => {
            let seat = super::games::seat_of_number(game.row.to_move.unwrap_or(0));
            let mut engine = game.replay(None)?.game;
            let outcome = engine
                .time_out(seat)
                .map_err(|e| AppError::Conflict(i18n::play_error(game.variant, &e)))?;
            (outcome.winner, outcome.reason.as_str())
        }
        GameStatus::Setup => {
            // Whoever has not submitted a setup ran out of time; both, and it is a draw.
            let late: Vec<Seat> = acting_seats(&game);
            let winner = match late.as_slice() {
                [one] => Some(one.other()),
                _ => None,
            };
            (winner, "timeout")
        }
        _ => return Ok(false),
    };
    end_game(&mut tx, env, &game, winner, reason).await?;
    tx.commit().await?;
    Ok(true)
}
