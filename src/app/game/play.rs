//! Play: a move, resigning, and offering, accepting or declining a draw. A move is one transaction: one locking
//! read of the game, the engine's verdict, the move and the new state written, the mail it causes queued.

use sqlx::PgConnection;

use crate::app::account::account_events::{self, AccountEvent};
use crate::app::game::loaded::{self, LoadedGame};
use crate::app::{
    Env, account::sign_in, game::clocks, game::computer_answers, game::game_end, game::sweep, game::turns,
};
use crate::db::games::{GameState, GameStatus};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::board::SquareName;
use crate::rules::view::Viewer;
use crate::rules::{Game, GameEnd, Move, Reason, Seat};

/// The row state that follows from the engine's game.
pub(in crate::app) fn state_of(game: &Game, draw_offer_by: Option<Seat>) -> GameState {
    let outcome = game.outcome();
    GameState {
        ply: game.ply() as i32,
        to_move: game.to_move(),
        status: if outcome.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Playing
        },
        winner: outcome.and_then(|o| o.winner),
        result_reason: outcome.map(|o| GameEnd::Rules(o.reason)),
        draw_offer_by: draw_offer_by.filter(|_| outcome.is_none()),
    }
}

/// Checks that `user` may act in a running game, and returns the seat.
fn playing_seat(game: &LoadedGame, user: UserId) -> AppResult<Seat> {
    let seat = game
        .seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    match game.row.status {
        GameStatus::Playing => Ok(seat),
        GameStatus::Finished => Err(AppError::Conflict(Msg::new("error-game-over"))),
        _ => Err(AppError::Conflict(Msg::new("error-not-started"))),
    }
}

/// Who makes a move.
#[derive(Clone, Copy)]
pub enum Mover<'a> {
    /// An account already known: an API token's, a computer player's.
    Account(UserId),
    /// The holder of a browser's session token, read with the game.
    Session(&'a str),
}

/// The game locked for a move from a browser, with the user of the session `token` read in the same statement.
/// An ended session is told to sign in first, whether or not the game exists. The visit is not noted as seen
/// here: the page the browser is sent to next notes it, with no write inside the move's transaction.
async fn locked_for_session(
    tx: &mut PgConnection,
    env: &Env,
    token: &str,
    id: GameId,
) -> AppResult<(UserId, LoadedGame)> {
    match db::games::load_for_update_by_session(tx, id, &sign_in::session_key(env, token)).await? {
        Some((Some(user), row)) => Ok((user, LoadedGame { row })),
        Some((None, _)) => Err(AppError::SignInFirst(None)),
        None => match sign_in::resolve_session(env, token).await? {
            Some(_) => Err(AppError::NotFound),
            None => Err(AppError::SignInFirst(None)),
        },
    }
}

/// Plays one move. `ply` is the ply the player's page was drawn at: if the game has moved on since, nothing
/// changes.
pub async fn play(env: &Env, by: Mover<'_>, id: GameId, from: &SquareName, to: &SquareName, ply: i32) -> AppResult<()> {
    play_turn(env, by, id, &[(from, to)], ply).await
}

/// Plays the moves of one turn in one transaction: one move, or in a two-move variant both, planned together.
/// The second is refused with the whole turn when the first attacked or showed the mover anything (a battle's
/// result, a Spy's sighting: what the mover learns is final once seen, so such a move is sent alone), or ended
/// the turn. On any refusal nothing changes.
pub async fn play_turn(
    env: &Env,
    by: Mover<'_>,
    id: GameId,
    moves: &[(&SquareName, &SquareName)],
    ply: i32,
) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let played = play_turn_in(&mut tx, env, by, id, moves, ply).await?;
    tx.commit().await?;
    played.into_result()
}

/// What a turn's transaction leaves to commit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[must_use]
pub enum Played {
    /// The moves were played.
    Moved,
    /// The deadline had passed: the game is decided on time (as the sweeper would have decided it), and the
    /// moves are refused. The decision is to be committed all the same.
    TooLate,
}

impl Played {
    /// The answer to the mover, once the transaction is committed.
    pub fn into_result(self) -> AppResult<()> {
        match self {
            Played::Moved => Ok(()),
            Played::TooLate => Err(AppError::Conflict(Msg::new("error-time-ran-out"))),
        }
    }
}

/// `play_turn` inside a transaction of the caller's, which commits it (also when the answer is `TooLate`).
pub async fn play_turn_in(
    tx: &mut PgConnection,
    env: &Env,
    by: Mover<'_>,
    id: GameId,
    moves: &[(&SquareName, &SquareName)],
    ply: i32,
) -> AppResult<Played> {
    let (user, mut game) = match by {
        Mover::Account(user) => (user, loaded::load_locked(&mut *tx, id).await?),
        Mover::Session(token) => locked_for_session(&mut *tx, env, token, id).await?,
    };
    let seat = playing_seat(&game, user)?;
    if sweep::decide_if_late(&mut *tx, env, &game).await? {
        return Ok(Played::TooLate);
    }
    if game.row.ply != ply {
        return Err(AppError::Conflict(Msg::new("error-stale-page")));
    }
    if game.row.to_move != Some(seat) {
        return Err(AppError::Refused(Msg::new("error-not-your-turn")));
    }
    let mut replay = game.replay(None)?;
    if moves.len() > 1 && (replay.game.variant().moves_per_turn() < 2 || replay.game.mid_turn()) {
        return Err(AppError::Refused(Msg::new("error-one-move-now")));
    }
    for (i, &(from, to)) in moves.iter().enumerate() {
        if i > 0 {
            let first = replay.reports.last().expect("the first move was played");
            let showed = first.battle.is_some() || !replay.game.spied(first, Viewer::Player(seat)).is_empty();
            if showed || replay.game.to_move() != Some(seat) {
                return Err(AppError::Refused(Msg::new("error-first-move-alone")));
            }
        }
        let dims = replay.game.dims();
        let not_a_move = || {
            AppError::Refused(Msg::new("error-not-a-move").with("move", format!("{}-{}", from.as_str(), to.as_str())))
        };
        let mv = Move {
            from: from.on(dims).map_err(|_| not_a_move())?,
            to: to.on(dims).map_err(|_| not_a_move())?,
        };
        let report = replay
            .game
            .play(mv)
            .map_err(|e| AppError::Refused(i18n::move_refused(game.variant(), mv, &e)))?;
        replay.reports.push(report);
        let played = mv.to_string();
        game.row.moves.push(played.clone());
        let played = (game.row.ply + 1, seat, played.as_str());
        // A move answers a draw offer with "no".
        game.set_state(state_of(&replay.game, None));
        match replay.game.to_move() {
            None => game_end::finish(&mut *tx, env, &mut game, Some(played)).await?,
            Some(next) => {
                if next != seat {
                    game.set_clock(clocks::rearmed(env.clock.now(), &game, Some(seat)));
                }
                let to_move = db::games::save_move(&mut *tx, id, played, &game.state(), &game.clock()).await?;
                match to_move {
                    Some(r) if next != seat => {
                        turns::hand_over_to(&mut *tx, env, &r, &game, &replay.game, &replay.reports, next).await?;
                    }
                    // The first move of a two-move turn: the same player moves again, on the same clock.
                    Some(r) if i + 1 == moves.len() => {
                        turns::ask_if_computer(&mut *tx, env, &r, &game, &replay.game).await?
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(Played::Moved)
}

pub async fn resign(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    resign_in(&mut tx, env, user, id).await?;
    tx.commit().await?;
    Ok(())
}

/// `resign` inside a transaction of the caller's.
pub async fn resign_in(tx: &mut PgConnection, env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let game = loaded::load_locked(&mut *tx, id).await?;
    // A player may give up before play starts, while the armies are set up: the opponent wins, as by any
    // resignation (a game of no moves is not rated).
    if game.row.status == GameStatus::Setup
        && let Some(seat) = game.seat_of(user)
    {
        return game_end::end_game(tx, env, &game, Some(seat.other()), GameEnd::Rules(Reason::Resign)).await;
    }
    let seat = playing_seat(&game, user)?;
    let mut engine = game.replay(None)?.game;
    let o = engine
        .resign(seat)
        .map_err(|e| AppError::Conflict(i18n::play_error(game.variant(), &e)))?;
    game_end::end_game(tx, env, &game, o.winner, o.reason.into()).await
}

pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

/// What became of a draw action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawOutcome {
    /// The offer waits for the opponent.
    Offered,
    /// The game is drawn: the offer was accepted (by the computer at once, or by the player answering it).
    Drawn,
    /// The offer was declined (by the computer at once, or by the player answering it).
    Declined,
}

pub async fn draw(env: &Env, user: UserId, id: GameId, action: DrawAction) -> AppResult<DrawOutcome> {
    let mut tx = env.pool.begin().await?;
    let outcome = draw_in(&mut tx, env, user, id, action).await?;
    tx.commit().await?;
    Ok(outcome)
}

/// `draw` inside a transaction of the caller's.
pub async fn draw_in(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    id: GameId,
    action: DrawAction,
) -> AppResult<DrawOutcome> {
    let game = loaded::load_locked(&mut *tx, id).await?;
    let seat = playing_seat(&game, user)?;
    let offer = game.row.draw_offer_by;
    let outcome = match action {
        DrawAction::Offer if offer.is_none() => {
            match computer_answers::answer_to_draw(&mut *tx, &game, seat.other()).await? {
                Some(true) => {
                    agree_draw(&mut *tx, env, &game).await?;
                    DrawOutcome::Drawn
                }
                Some(false) => DrawOutcome::Declined,
                None => {
                    db::games::set_draw_offer(&mut *tx, id, Some(seat)).await?;
                    if let Some(opponent) = game.player(seat.other()) {
                        let offered = AccountEvent::DrawOffered {
                            game: id.0,
                            by: game.player_name(seat).unwrap_or_default().to_string(),
                        };
                        account_events::record(tx, env, (opponent, Some(user)), &offered).await?;
                    }
                    DrawOutcome::Offered
                }
            }
        }
        DrawAction::Offer => {
            return Err(AppError::Conflict(Msg::new("error-draw-already-offered")));
        }
        DrawAction::Accept | DrawAction::Decline if offer != Some(seat.other()) => {
            return Err(AppError::Conflict(Msg::new("error-no-draw-offer")));
        }
        DrawAction::Accept => {
            agree_draw(&mut *tx, env, &game).await?;
            DrawOutcome::Drawn
        }
        DrawAction::Decline => {
            db::games::set_draw_offer(&mut *tx, id, None).await?;
            DrawOutcome::Declined
        }
    };
    Ok(outcome)
}

async fn agree_draw(tx: &mut PgConnection, env: &Env, game: &LoadedGame) -> AppResult<()> {
    let mut engine = game.replay(None)?.game;
    let o = engine
        .agree_draw()
        .map_err(|e| AppError::Conflict(i18n::play_error(game.variant(), &e)))?;
    game_end::end_game(tx, env, game, o.winner, o.reason.into()).await
}
