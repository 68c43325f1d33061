//! The end of a game, however it comes (on the board, on time, by resignation or agreement, by an admin's
//! decision): the result and a stopped clock in one write, then the mails and the ratings it causes.

use sqlx::PgConnection;

use crate::app::game::loaded::LoadedGame;
use crate::app::{Env, account::account_events, game::clocks, game::ratings, mail::notify};
use crate::db;
use crate::db::games::{GameState, GameStatus};
use crate::error::AppResult;
use crate::rules::{GameEnd, Seat};

/// Ends a game that the board did not decide (time, resignation, agreement, an admin).
pub async fn end_game(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    end: GameEnd,
) -> AppResult<()> {
    let mut game = game.clone();
    game.set_state(GameState {
        ply: game.row.ply,
        // Kept: the record of a game lost on time names the side that was to move.
        to_move: game.row.to_move,
        status: GameStatus::Finished,
        winner,
        result_reason: Some(end),
        draw_offer_by: None,
    });
    finish(tx, env, &mut game, None).await
}

/// Stops the clock of a game whose new state says it is over, writes both (with `last_move`, the move that ended
/// it: its ply, its player and its text), and queues what follows.
pub async fn finish(
    tx: &mut PgConnection,
    env: &Env,
    game: &mut LoadedGame,
    last_move: Option<(i32, Seat, &str)>,
) -> AppResult<()> {
    game.set_clock(clocks::stopped(game));
    match last_move {
        Some(played) => {
            db::games::save_move(&mut *tx, game.id(), played, &game.state(), &game.clock()).await?;
        }
        None => db::games::save(&mut *tx, game.id(), &game.state(), &game.clock()).await?,
    }
    let (winner, end) = (
        game.row.winner,
        game.row.result_reason.expect("a finished game has a result"),
    );
    notify::game_over(tx, env, game, winner, end).await?;
    account_events::game_over(tx, env, game, winner, end).await?;
    ratings::apply(tx, env, game, winner, end).await?;
    // The event may have a round to pair or a table to close: a worker looks when this commits.
    if game.row.tournament_id.is_some() {
        db::tournaments::wake_workers(&mut *tx).await?;
    }
    Ok(())
}
