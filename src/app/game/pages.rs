//! Pages whose own statement also reads the visitor's session: the game page, "My games" and the lobby. A
//! signed-in page's cost follows its round trips, and these are the pages a player opens most; other pages read
//! the session on its own first (`web::extract::Signed`). Each answer says who the session's user is (`None`: the
//! caller sends the visitor to sign in), and no visitor is told anything about a game before that is known.

use crate::app::game::loaded::{self, LoadedGame};
use crate::app::{Env, account::sign_in};
use crate::db::game_lists::{GameListRow, InPlay, MyGameRow};
use crate::db::game_page::PlayerExtrasRow;
use crate::db::sessions::{SessionSeen, SessionUser};
use crate::db::{self, GameId, UserId};
use crate::error::AppResult;
use crate::rules::Seat;
use crate::rules::view::{View, Viewer};

/// Game `id` for its page, with what a player reads beside it; `None` for the game when there is no such game.
pub async fn game(
    env: &Env,
    token: Option<&str>,
    id: GameId,
) -> AppResult<(Option<SessionUser>, Option<(LoadedGame, PlayerExtrasRow)>)> {
    let Some(token) = token else { return Ok((None, None)) };
    match db::game_page::read(&env.pool, id, &sign_in::session_key(env, token)).await? {
        Some(row) => {
            let user = sign_in::user_of(env, token, row.session).await?;
            Ok((user, Some((LoadedGame { row: row.game }, row.extras))))
        }
        // No such game: whether the answer is "not found" or "sign in first" depends on the session alone.
        None => Ok((sign_in::user_of(env, token, SessionSeen::Unknown).await?, None)),
    }
}

/// The user's games for "My games": all that are not over, and `finished_limit` finished ones from the
/// `finished_offset`th, newest change first; with each game in play the user plays, what replays it.
pub async fn my_games(
    env: &Env,
    token: Option<&str>,
    finished_limit: i64,
    finished_offset: i64,
) -> AppResult<(Option<SessionUser>, Vec<MyGameRow>)> {
    let Some(token) = token else {
        return Ok((None, Vec::new()));
    };
    let key = sign_in::session_key(env, token);
    let (seen, rows) = db::game_lists::mine_of_session(&env.pool, &key, finished_limit, finished_offset).await?;
    Ok((sign_in::user_of(env, token, seen).await?, rows))
}

/// The lobby's games: open ones others offered, challenges to the user, and games under way to watch.
pub async fn lobby(env: &Env, token: Option<&str>) -> AppResult<(Option<SessionUser>, Vec<GameListRow>)> {
    let Some(token) = token else {
        return Ok((None, Vec::new()));
    };
    let key = sign_in::session_key(env, token);
    let (seen, rows) = db::game_lists::lobby_of_session(&env.pool, &key).await?;
    Ok((sign_in::user_of(env, token, seen).await?, rows))
}

/// A game in play as its player's list shows it.
pub struct OwnPosition {
    pub id: GameId,
    /// The position as the player's own view holds it.
    pub view: View,
    /// The turn being played, counted as the game page's move list counts them (a two-move turn is one).
    pub turn: usize,
}

/// What `user` sees of each of their games in play among `rows`, for My games' small boards. A game whose
/// record cannot be replayed is left out (and logged) rather than costing the whole list.
pub fn own_views(user: UserId, rows: Vec<MyGameRow>) -> Vec<OwnPosition> {
    rows.into_iter()
        .filter_map(|r| {
            let seat = r.game.seat_of(user)?;
            Some((r.game, r.in_play?, seat))
        })
        .filter_map(|(game, in_play, seat)| match own_view(&game, in_play, seat) {
            Ok(own) => Some(own),
            Err(e) => {
                tracing::warn!(game = game.id.0, error = %e, "no small board for a game that does not replay");
                None
            }
        })
        .collect()
}

fn own_view(game: &GameListRow, in_play: InPlay, seat: Seat) -> anyhow::Result<OwnPosition> {
    let setups = in_play.setups.each_ref().map(Option::as_deref);
    let record = loaded::record_of(game.variant, &in_play.options, &in_play.terrain, setups, in_play.moves)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let replay = record.validate()?.replay(None)?;
    Ok(OwnPosition {
        id: game.id,
        view: replay.game.view_for(Viewer::Player(seat)),
        turn: replay.reports.iter().filter(|r| r.turn_over).count() + 1,
    })
}
