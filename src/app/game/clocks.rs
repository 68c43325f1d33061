//! The clock of a game: the deadline of whoever must act, set again after every event; Fischer time charged
//! and credited; a stopped clock while a player who must act is away; an admin's extension.

use chrono::{DateTime, Duration, Utc};
use sqlx::PgConnection;

use crate::app::game::loaded::LoadedGame;
use crate::app::game::time_control::{DAY, TimeControl};
use crate::db;
use crate::db::games::{ClockRow, GameStatus};
use crate::error::AppResult;
use crate::rules::Seat;

/// The time the acting side has for this turn, from its start; `None` when the game has no clock.
pub(in crate::app) fn budget(game: &LoadedGame, clock_secs: &[i64]) -> Option<i64> {
    let tc = TimeControl::from_row(&game.row.time_control);
    match (tc, game.row.status, game.row.to_move) {
        (TimeControl::Fischer { .. }, GameStatus::Playing, Some(seat)) => Some(clock_secs[seat.index()]),
        (tc, _, _) => tc.initial_secs(),
    }
}

/// The clock after an event. `game` is the game as it now stands; `mover` is the seat whose turn just ended, if
/// a turn ended (its Fischer time is charged and credited).
pub fn rearmed(now: DateTime<Utc>, game: &LoadedGame, mover: Option<Seat>) -> ClockRow {
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
        clock_secs = vec![tc.initial_secs().unwrap_or(0); 2];
    }
    let acting = game.acting_seats();
    let budget = budget(game, &clock_secs);
    let paused = acting.iter().any(|&s| game.away(s));
    match (acting.is_empty(), paused, budget) {
        (true, _, _) => ClockRow {
            clock_secs,
            turn_started_at: None,
            deadline: None,
            paused_secs: None,
        },
        (false, _, None) => ClockRow {
            clock_secs,
            turn_started_at: Some(now),
            deadline: None,
            paused_secs: None,
        },
        (false, true, Some(budget)) => ClockRow {
            clock_secs,
            turn_started_at: Some(now),
            deadline: None,
            paused_secs: Some(budget),
        },
        (false, false, Some(budget)) => ClockRow {
            clock_secs,
            turn_started_at: Some(now),
            deadline: Some(now + Duration::seconds(budget)),
            paused_secs: None,
        },
    }
}

/// The clock of a game that is over: the Fischer times are kept, nothing runs.
pub fn stopped(game: &LoadedGame) -> ClockRow {
    ClockRow {
        clock_secs: game.row.clock_secs.clone(),
        turn_started_at: None,
        deadline: None,
        paused_secs: None,
    }
}

/// The clock when play begins (`game` as it now stands): under Fischer, each side is charged the time it took
/// over its setup.
pub async fn at_play_start(tx: &mut PgConnection, now: DateTime<Utc>, game: &LoadedGame) -> AppResult<ClockRow> {
    let tc = TimeControl::from_row(&game.row.time_control);
    if let (TimeControl::Fischer { cap_days, .. }, Some(started)) = (tc, game.row.turn_started_at) {
        let times = db::setups::submitted_times(&mut *tx, game.id()).await?;
        let clock_secs = times
            .iter()
            .map(|t| {
                let initial = tc.initial_secs().unwrap_or(0);
                (initial - t.map_or(0, |t| (t - started).num_seconds())).clamp(0, cap_days * DAY)
            })
            .collect();
        let mut charged = game.clone();
        charged.row.clock_secs = clock_secs;
        charged.row.turn_started_at = None;
        return Ok(rearmed(now, &charged, None));
    }
    Ok(rearmed(now, game, None))
}

/// Gives the side that must act `days` more (an admin's decision).
pub async fn extend(tx: &mut PgConnection, game: &LoadedGame, days: i64) -> AppResult<()> {
    let clock = ClockRow {
        clock_secs: game.row.clock_secs.clone(),
        turn_started_at: game.row.turn_started_at,
        deadline: game.row.deadline.map(|d| d + Duration::days(days)),
        paused_secs: game.row.paused_secs.map(|p| p + days * DAY),
    };
    Ok(db::games::set_clock(&mut *tx, game.id(), &clock).await?)
}
