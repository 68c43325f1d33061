//! Deleting an account, by its player (who gives the password) or by an admin (audited): its running games are
//! forfeited and its tournaments left, its personal data goes, its name and address are replaced by a
//! placeholder wherever they were written, and its finished games stay for the opponents under that
//! placeholder. The messages it wrote stay or go as the player chooses.

use sqlx::PgConnection;

use crate::app::{Env, account::accounts, game::game_end, game::loaded, tournaments::entries};
use crate::db::games::GameStatus;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::rules::{GameEnd, Seat};

/// The name a deleted account goes by.
pub fn placeholder(user: UserId) -> String {
    format!("former-player-{}", user.0)
}

/// The player deletes their own account.
pub async fn delete_own(env: &Env, user: UserId, password: &str, keep_messages: bool) -> AppResult<()> {
    accounts::check_current_password(env, user, password).await?;
    let mut tx = env.pool.begin().await?;
    db::users::lock(&mut *tx, user).await?;
    erase(&mut tx, env, user, keep_messages).await?;
    tx.commit().await?;
    Ok(())
}

/// Deletes the account in the caller's transaction (an admin's is audited in the same one, first, so that the
/// entry too ends up under the placeholder).
pub(in crate::app) async fn erase(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    keep_messages: bool,
) -> AppResult<()> {
    let now = env.clock.now();
    let account = db::users::by_id(&mut *tx, user).await?.ok_or(AppError::NotFound)?;
    entries::leave_all(tx, env, user).await?;
    for (id, status) in db::game_lists::of_user(&mut *tx, user).await? {
        forfeit(tx, env, id, status, user).await?;
    }
    // After the forfeits, whose mails to this account go with the rest of its mail.
    db::erasure::remove_personal_rows(&mut *tx, user, keep_messages).await?;
    db::user_admin::anonymise(&mut *tx, user, now).await?;
    db::erasure::scrub_text(&mut *tx, user, &account.username, &account.email, &placeholder(user)).await?;
    db::erasure::release_name(&mut *tx, &account.username, now).await?;
    Ok(())
}

/// A deleted player's game: withdrawn if nobody had joined, lost by forfeit if under way.
async fn forfeit(tx: &mut PgConnection, env: &Env, id: GameId, status: GameStatus, user: UserId) -> AppResult<()> {
    match status {
        GameStatus::Open | GameStatus::Challenge => db::games::set_status(&mut *tx, id, GameStatus::Cancelled).await?,
        GameStatus::Setup | GameStatus::Playing => {
            let game = loaded::load_locked(tx, id).await?;
            let winner = game.seat_of(user).map(Seat::other);
            game_end::end_game(tx, env, &game, winner, GameEnd::Forfeit).await?;
        }
        _ => {}
    }
    Ok(())
}
