//! A rematch: after a game ends, either player offers the same preset and time control again with the colours
//! swapped; the opponent accepts it like any challenge. A computer opponent accepts at once.

use crate::app::Env;
use crate::app::game::computer::{self, ComputerGame};
use crate::app::game::games::{self, GameForm};
use crate::app::game::loaded;
use crate::app::game::time_control::TimeControl;
use crate::bot::Level;
use crate::db::games::{GameStatus, SeatChoice};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::Seat;

/// Where the rematch of a finished game stands, as one of its players sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rematch {
    /// None offered yet: either player may.
    Open,
    OfferedByMe(GameId),
    OfferedToMe(GameId),
    /// Accepted (or declined): the new game's page tells.
    Answered(GameId),
}

/// Where a rematch stands for `user`, from the offer made after the game (`db::games::rematch_after`).
pub fn state(offer: Option<(GameId, GameStatus, Option<UserId>)>, user: UserId) -> Rematch {
    match offer {
        None => Rematch::Open,
        Some((new, GameStatus::Challenge, invitee)) if invitee == Some(user) => Rematch::OfferedToMe(new),
        Some((new, GameStatus::Challenge, _)) => Rematch::OfferedByMe(new),
        Some((new, _, _)) => Rematch::Answered(new),
    }
}

/// Offers the rematch of `id`, or accepts the one the opponent offered. Returns the new game.
pub async fn rematch(env: &Env, user: UserId, id: GameId) -> AppResult<GameId> {
    let game = loaded::load(&env.pool, id).await?;
    let seat = game
        .seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    if game.row.status != GameStatus::Finished {
        return Err(AppError::Conflict(Msg::new("error-rematch-not-over")));
    }
    if let Some(answer) = answer_offer(env, user, id).await? {
        return Ok(answer);
    }
    let opponent = game.player(seat.other()).ok_or(AppError::NotFound)?;
    // The colours swap: the one who played first now plays second.
    let seat_now = match seat {
        Seat::First => SeatChoice::Second,
        Seat::Second => SeatChoice::First,
    };
    let time_control = TimeControl::from_row(&game.row.time_control);
    // The same rules as the game before.
    let options = serde_json::from_value(game.row.options.clone()).map_err(anyhow::Error::from)?;
    let level = db::computer::level_of(&env.pool, opponent).await?;
    let made = match level.as_deref().and_then(Level::parse) {
        Some(level) => {
            let form = ComputerGame {
                variant: game.variant(),
                level,
                seat: seat_now,
                time_control,
                options,
                think: computer::think_time_of(env, id).await?,
            };
            computer::start_after(env, user, form, Some(id)).await
        }
        None => {
            let name = game.player_name(seat.other()).unwrap_or_default().to_string();
            let form = GameForm {
                variant: game.variant(),
                seat: seat_now,
                time_control,
                rated: game.row.rated,
                opponent: Some(&name),
                options,
            };
            games::create_after(env, user, form, Some(id)).await
        }
    };
    match made {
        Ok(new) => Ok(new),
        // Both players asked at once and the other one's offer was written first (one live rematch per game):
        // this click answers it.
        Err(err) => match answer_offer(env, user, id).await? {
            Some(new) => Ok(new),
            // The other offer was gone again by the time it was looked for: ask the player to look again.
            None if matches!(err, AppError::Internal(_)) => Err(AppError::Conflict(Msg::new("error-stale-page"))),
            None => Err(err),
        },
    }
}

/// Accepts the rematch the opponent offered, if there is one; an offer of the user's own is returned as is.
async fn answer_offer(env: &Env, user: UserId, id: GameId) -> AppResult<Option<GameId>> {
    match state(db::games::rematch_after(&env.pool, id).await?, user) {
        Rematch::Open => Ok(None),
        Rematch::OfferedToMe(new) => {
            games::join(env, user, new).await?;
            Ok(Some(new))
        }
        Rematch::OfferedByMe(new) | Rematch::Answered(new) => Ok(Some(new)),
    }
}
