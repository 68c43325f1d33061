//! What a computer player knows of a game (its seat's view, all it is given to think with), and what it answers
//! besides moves: a draw offer, at once and from that view.

use sqlx::PgConnection;

use super::loaded::LoadedGame;
use crate::bot;
use crate::db;
use crate::error::{AppError, AppResult};
use crate::rules::{Seat, SeatView, Setup};

/// What `seat` knows of `game`: all a computer player is given to think with.
pub(super) fn seat_view(game: &LoadedGame, seat: Seat) -> AppResult<SeatView> {
    let replay = game.replay(None)?;
    let setups = Seat::BOTH.map(|s| {
        Setup::parse(game.variant(), s, game.setup_text(s).unwrap_or_default())
            .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} holds a malformed setup: {e}", game.id())))
    });
    let [first, second] = setups;
    let (first, second) = (first?, second?);
    Ok(SeatView::new([&first, &second], &replay.game, &replay.reports, seat))
}

/// The answer of the computer in `seat`, if a computer sits there, to a draw offered now: `Some(true)` to
/// accept. It answers at once, from its own view, so the player never waits on an offer nobody reads.
pub(super) async fn answer_to_draw(tx: &mut PgConnection, game: &LoadedGame, seat: Seat) -> AppResult<Option<bool>> {
    let Some(player) = game.player(seat) else {
        return Ok(None);
    };
    if db::computer::level_of(&mut *tx, player).await?.is_none() {
        return Ok(None);
    }
    let view = seat_view(game, seat)?;
    let seed = (game.id().0 as u64) << 20 ^ game.row.ply as u64;
    Ok(Some(bot::accepts_draw(&view, seed)))
}
