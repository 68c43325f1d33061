//! The players' conversation in a game: writing (with a length and a rate limit), muting the opponent, and
//! reporting a message to the admins. A message reaches the opponent in their next turn mail, or in a mail of
//! its own when no move of its author is awaited and the opponent is not on the site.

use sqlx::PgConnection;

use crate::app::account::account_events::{self, AccountEvent};
use crate::app::free_text;
use crate::app::game::loaded::{self, LoadedGame};
use crate::app::{Env, mail::notify};
use crate::db::games::GameStatus;
use crate::db::messages::MessageRow;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::Seat;

/// The longest message, in characters.
pub const MAX_BODY: usize = 500;
/// Messages one player may write in an hour, over all their games.
pub const PER_HOUR: i64 = 30;

fn player_seat(game: &LoadedGame, user: UserId) -> AppResult<Seat> {
    game.seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))
}

/// A conversation is held beside the board: from the first move on, and after the game (not after one that
/// ended before both armies stood).
fn talking(game: &LoadedGame) -> AppResult<()> {
    let on_board = Seat::BOTH.iter().all(|&s| game.submitted(s));
    match game.row.status {
        GameStatus::Playing | GameStatus::Finished if on_board => Ok(()),
        _ => Err(AppError::Conflict(Msg::new("error-not-started"))),
    }
}

/// Checks a message's words: not empty, not too long, and only characters free text may hold.
fn checked_body(body: &str) -> AppResult<&str> {
    free_text::check(
        body,
        1..=MAX_BODY,
        true,
        Msg::new("error-message-length").with("n", MAX_BODY),
    )
}

pub async fn post(env: &Env, author: UserId, id: GameId, body: &str) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    post_in(&mut tx, env, author, id, body).await?;
    tx.commit().await?;
    Ok(())
}

/// `post` inside a transaction of the caller's.
pub async fn post_in(tx: &mut PgConnection, env: &Env, author: UserId, id: GameId, body: &str) -> AppResult<()> {
    let body = checked_body(body)?;
    let now = env.clock.now();
    // Locked, so that whether a move of the author is awaited cannot change before this commits.
    let game = loaded::load_locked(&mut *tx, id).await?;
    let seat = player_seat(&game, author)?;
    talking(&game)?;
    // One writer at a time per account, so the limit holds against parallel requests.
    db::users::lock(&mut *tx, author).await?;
    if db::messages::written_since(&mut *tx, author, now - chrono::Duration::hours(1)).await? >= PER_HOUR {
        return Err(AppError::TooManyRequests(
            Msg::new("error-message-rate").with("n", PER_HOUR),
        ));
    }
    let message = db::messages::insert(&mut *tx, id, author, body, now).await?;
    if let Some(opponent) = game.player(seat.other())
        && !db::messages::is_muted(&mut *tx, id, opponent).await?
    {
        let said = AccountEvent::Message {
            game: id.0,
            message,
            from: game.player_name(seat).unwrap_or_default().to_string(),
            text: body.to_string(),
        };
        account_events::record(tx, env, (opponent, Some(author)), &said).await?;
    }
    // While the opponent waits for the author's move, the turn mail that move causes carries the message.
    let move_awaited = game.row.status == GameStatus::Playing && game.row.to_move == Some(seat);
    if !move_awaited && let Some(opponent) = game.player(seat.other()) {
        notify::messages(tx, env, &game, seat, opponent).await?;
    }
    Ok(())
}

/// The conversation as `user` may read it, from all of a game's messages: players only; hidden messages are
/// gone, and while the opponent is muted their messages are left out.
pub fn visible(game: &LoadedGame, user: UserId, rows: Vec<MessageRow>, muted: bool) -> AppResult<Vec<MessageRow>> {
    player_seat(game, user)?;
    Ok(rows
        .into_iter()
        .filter(|m| !m.hidden && (m.author_id == user || !muted))
        .collect())
}

/// The conversation as `user`, a player, may read it now, and whether they mute the opponent.
pub async fn conversation(env: &Env, user: UserId, id: GameId) -> AppResult<(Vec<MessageRow>, bool)> {
    let game = loaded::load(&env.pool, id).await?;
    player_seat(&game, user)?;
    let muted = db::messages::is_muted(&env.pool, id, user).await?;
    let rows = db::messages::of_game(&env.pool, id).await?;
    Ok((visible(&game, user, rows, muted)?, muted))
}

pub async fn set_muted(env: &Env, user: UserId, id: GameId, muted: bool) -> AppResult<()> {
    let game = loaded::load(&env.pool, id).await?;
    player_seat(&game, user)?;
    let mut tx = env.pool.begin().await?;
    db::messages::set_muted(&mut *tx, id, user, muted).await?;
    if muted {
        // What the opponent wrote is no longer to be read, in the event stream either.
        db::account_events::forget_messages(&mut *tx, user, id).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A player reports the opponent's message in their game to the admins.
pub async fn report(env: &Env, user: UserId, id: GameId, message: i64) -> AppResult<()> {
    let game = loaded::load(&env.pool, id).await?;
    player_seat(&game, user)?;
    match db::messages::game_of(&env.pool, message).await? {
        Some((g, author)) if g == id && author != user => {}
        _ => return Err(AppError::NotFound),
    }
    Ok(db::messages::report(&env.pool, message, user, env.clock.now()).await?)
}
