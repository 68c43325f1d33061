//! Whose turn it is next, and what that asks for: a person is mailed (as their settings say), a computer player
//! is sent a move request, queued in the same transaction as the move or setup that handed it the turn.

use sqlx::PgConnection;

use crate::app::game::loaded::LoadedGame;
use crate::app::{Env, account::account_events, mail::notify};
use crate::db;
use crate::db::mail_settings::Recipient;
use crate::error::AppResult;
use crate::rules::game::MoveReport;
use crate::rules::{Game, Seat};

/// The turn passes to `next`: a computer player is asked for its move, a person is mailed (as their settings
/// say).
pub(in crate::app) async fn hand_over(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    engine: &Game,
    reports: &[MoveReport],
    next: Seat,
) -> AppResult<()> {
    let Some(player) = game.player(next) else { return Ok(()) };
    let recipient = db::mail_settings::recipient(&mut *tx, player).await?;
    hand_over_to(tx, env, &recipient, game, engine, reports, next).await
}

/// The turn passes to `next`, already read as `recipient` (by the statement that wrote the move).
pub(in crate::app) async fn hand_over_to(
    tx: &mut PgConnection,
    env: &Env,
    recipient: &Recipient,
    game: &LoadedGame,
    engine: &Game,
    reports: &[MoveReport],
    next: Seat,
) -> AppResult<()> {
    if recipient.is_computer {
        db::computer::queue_move(&mut *tx, game.id(), engine.ply() as i32, env.clock.now()).await?;
        return Ok(());
    }
    account_events::your_turn(tx, env, game, next, Some(engine.ply() as i32)).await?;
    notify::your_turn(tx, env, recipient, game, engine, reports, next).await
}

/// The same player moves again (the second move of a two-move turn): a computer player is asked for it.
pub(in crate::app) async fn ask_if_computer(
    tx: &mut PgConnection,
    env: &Env,
    mover: &Recipient,
    game: &LoadedGame,
    engine: &Game,
) -> AppResult<()> {
    if mover.is_computer {
        db::computer::queue_move(&mut *tx, game.id(), engine.ply() as i32, env.clock.now()).await?;
    }
    Ok(())
}
