//! "Download my data": everything the service keeps about an account, for its owner. The account's sections
//! come at once; its games one at a time, so that the download of a long career is written as it is read,
//! never held whole. A game's record (and its StraDoS2 form) is in only once the game is over, as on its page:
//! before that, the opponent's army is not the player's to have.

use serde_json::{Value, json};

use crate::app::Env;
use crate::app::game::loaded;
use crate::db::games::GameStatus;
use crate::db::{self, GameId, UserId};
use crate::error::AppResult;
use crate::rules::{Seat, gravon};

/// The account, its settings and everything of it that does not grow with its games.
pub async fn account(env: &Env, user: UserId) -> AppResult<Value> {
    Ok(db::own_data::account_sections(&env.pool, user).await?)
}

/// The games the account played or was asked to play, oldest first.
pub async fn games(env: &Env, user: UserId) -> AppResult<Vec<GameId>> {
    let mut ids: Vec<GameId> = db::game_lists::of_user(&env.pool, user)
        .await?
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    ids.sort_by_key(|id| id.0);
    Ok(ids)
}

/// One game as its player's data: what it was, how it ended, the record once over, and the player's own notes
/// and messages in it.
pub async fn game(env: &Env, user: UserId, id: GameId) -> AppResult<Value> {
    let game = loaded::load(&env.pool, id).await?;
    let seat = game.seat_of(user);
    let opponent = seat.and_then(|s| game.player_name(s.other()));
    let row = &game.row;
    let mut entry = json!({
        "id": id.0,
        "preset": game.variant().id(),
        "status": row.status.as_str(),
        "created_at": row.created_at,
        "seat": seat.map(|s| s.name(game.variant().family())),
        "opponent": opponent,
        "rated": row.rated,
        "ply": row.ply,
        "winner": row.winner.map(|s| s.name(game.variant().family())),
        "result_reason": row.result_reason.map(|r| r.as_str()),
    });
    // A game that ended before both armies stood has no record.
    let record = match row.status {
        GameStatus::Finished if Seat::BOTH.iter().all(|&s| game.submitted(s)) => Some(game.record()?),
        _ => None,
    };
    if let Some(record) = record {
        entry["record"] = serde_json::from_str(&record.to_json()).map_err(anyhow::Error::from)?;
        if gravon::game_type(game.variant()).is_some() {
            entry["stratados2"] = gravon::export(&record).ok().into();
        }
    }
    let own = db::own_data::in_game(&env.pool, id, user).await?;
    entry["notes"] = own["notes"].clone();
    entry["messages_written"] = own["messages_written"].clone();
    Ok(entry)
}
