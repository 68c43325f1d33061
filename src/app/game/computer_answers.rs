//! What a computer player answers besides moves: a draw offer, at once and from its seat's view.

use sqlx::PgConnection;

use crate::app::game::loaded::LoadedGame;
use crate::bot;
use crate::db;
use crate::error::AppResult;
use crate::rules::Seat;

/// The answer of the computer in `seat`, if a computer sits there, to a draw offered now: `Some(true)` to
/// accept. It answers at once, from its own view, so the player never waits on an offer nobody reads.
pub(in crate::app) async fn answer_to_draw(
    tx: &mut PgConnection,
    game: &LoadedGame,
    seat: Seat,
) -> AppResult<Option<bool>> {
    let Some(player) = game.player(seat) else {
        return Ok(None);
    };
    if db::computer::level_of(&mut *tx, player).await?.is_none() {
        return Ok(None);
    }
    let view = game.seat_view(seat)?;
    let seed = (game.id().0 as u64) << 20 ^ game.row.ply as u64;
    Ok(Some(bot::accepts_draw(&view, seed)))
}
