//! What happened to an account, for programs that follow it (`GET /api/v1/events`): its turn, challenges, games
//! over, messages, tournament pairings. Each event is written in the transaction that made it, by the use-case
//! that made it, and holds only what its recipient may know: game numbers, names, results and the words written
//! to them, never a piece. A stream reads them back by number (see migration 32 for why the numbers are given
//! after the commit).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use crate::app::Env;
use crate::app::game::loaded::LoadedGame;
use crate::db::{self, UserId};
use crate::error::AppResult;
use crate::rules::{GameEnd, Seat};

/// Events older than this are forgotten: a client away longer lists its games again.
pub const KEEP_DAYS: i64 = 30;

/// One event, as a client reads it (`type` names it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AccountEvent {
    /// The account must act: a move (`ply`, the moves played so far, as the game view's `ply` to send back) or,
    /// with `ply` null, a setup.
    YourTurn {
        game: i64,
        ply: Option<i32>,
        /// When the time to act runs out (RFC 3339), if a clock runs.
        deadline: Option<String>,
    },
    ChallengeReceived {
        game: i64,
        from: String,
        preset: String,
        rematch: bool,
    },
    /// A challenge or open game of the account's was taken: the game begins with the setups.
    ChallengeAccepted {
        game: i64,
        by: String,
    },
    ChallengeDeclined {
        game: i64,
        by: String,
    },
    /// A challenge to the account was withdrawn by its challenger.
    ChallengeWithdrawn {
        game: i64,
        by: String,
    },
    GameOver {
        game: i64,
        /// `win`, `loss` or `draw`, for the account; `none` when an administrator stopped the game.
        result: String,
        /// Why (as the game view's `result.reason`).
        reason: String,
    },
    /// The opponent wrote in the game's conversation (not sent while the account mutes it; forgotten when the
    /// account mutes the opponent later or an administrator hides the message).
    Message {
        game: i64,
        message: i64,
        from: String,
        text: String,
    },
    /// The opponent offers a draw: accept or decline it (`POST /api/v1/games/{id}/draw`), or play on.
    DrawOffered {
        game: i64,
        by: String,
    },
    /// A tournament round was paired: the account plays `game` against `opponent`.
    RoundPaired {
        tournament: i64,
        round: i32,
        game: i64,
        opponent: String,
    },
}

/// An event with its number and time.
#[derive(Debug, Clone, Serialize)]
pub struct Numbered {
    pub seq: i64,
    pub at: DateTime<Utc>,
    #[serde(flatten)]
    pub event: AccountEvent,
}

/// Writes `event` for `user`, in the transaction that made it; `other` is the account it names.
pub(in crate::app) async fn record(
    tx: &mut PgConnection,
    env: &Env,
    (user, other): (UserId, Option<UserId>),
    event: &AccountEvent,
) -> AppResult<()> {
    let body = serde_json::to_value(event).map_err(anyhow::Error::from)?;
    db::account_events::insert(&mut *tx, (user, other), env.clock.now(), &body).await?;
    Ok(())
}

/// "Your turn" for the player of `seat`: a move at `ply`, or (`None`) the setup; by the game's deadline.
pub(in crate::app) async fn your_turn(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    seat: Seat,
    ply: Option<i32>,
) -> AppResult<()> {
    let Some(user) = game.player(seat) else { return Ok(()) };
    let event = AccountEvent::YourTurn {
        game: game.id().0,
        ply,
        deadline: game.row.deadline.map(|d| d.to_rfc3339()),
    };
    record(tx, env, (user, None), &event).await
}

/// "Game over" for both players, each from their side.
pub(in crate::app) async fn game_over(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    end: GameEnd,
) -> AppResult<()> {
    for seat in Seat::BOTH {
        let Some(user) = game.player(seat) else { continue };
        let result = match (end, winner) {
            (GameEnd::Aborted, _) => "none",
            (_, None) => "draw",
            (_, Some(w)) if w == seat => "win",
            (_, Some(_)) => "loss",
        };
        let event = AccountEvent::GameOver {
            game: game.id().0,
            result: result.to_string(),
            reason: end.as_str().to_string(),
        };
        // Names no one: the opponent's deletion (a forfeit) must not take this event along.
        record(tx, env, (user, None), &event).await?;
    }
    Ok(())
}

/// Numbers the events committed since the last numbering; returns the accounts that have new ones.
pub async fn number(env: &Env) -> AppResult<Vec<UserId>> {
    let mut tx = env.pool.begin().await?;
    let users = db::account_events::number(&mut tx).await?;
    tx.commit().await?;
    Ok(users)
}

/// The account's events after number `after`, oldest first, at most `limit`; the number of the last one read
/// (`after` when there was none), from which to read on; and whether there may be more.
pub async fn after(env: &Env, user: UserId, after: i64, limit: i64) -> AppResult<(Vec<Numbered>, i64, bool)> {
    let rows = db::account_events::after(&env.pool, user, after, limit).await?;
    let last = rows.last().map_or(after, |r| r.seq);
    let more = rows.len() as i64 == limit;
    let events = rows
        .into_iter()
        .filter_map(|r| {
            // A body this version cannot read (written by a newer one) is passed over rather than guessed at.
            let event = serde_json::from_value(r.body).ok()?;
            Some(Numbered {
                seq: r.seq,
                at: r.at,
                event,
            })
        })
        .collect();
    Ok((events, last, more))
}

/// The number of the account's newest event: a stream without `Last-Event-ID` starts after it.
pub async fn newest(env: &Env, user: UserId) -> AppResult<i64> {
    Ok(db::account_events::newest(&env.pool, user).await?)
}

/// Forgets old events (the sweep calls it).
pub async fn forget_old(env: &Env) -> AppResult<u64> {
    let before = env.clock.now() - chrono::Duration::days(KEEP_DAYS);
    Ok(db::account_events::forget_before(&env.pool, before).await?)
}
