//! Setups: the draft each player arranges (swap two pieces, paste, random, a saved one), setups kept for later
//! games, and submitting; when both are in, play starts.

use rand::Rng;

use super::loaded::{self, LoadedGame};
use super::play::state_of;
use super::{Env, clocks, game_end, turns};
use crate::db::games::GameStatus;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::board::SquareName;
use crate::rules::{Seat, Setup};

/// A change to the draft setup of the player's seat.
pub enum SetupEdit {
    Swap(SquareName, SquareName),
    Paste(String),
    Random,
    LoadSaved(i64),
}

/// The draft setup of `user`'s seat, checked to be editable.
fn draft(game: &LoadedGame, user: UserId) -> AppResult<(Seat, Setup)> {
    let seat = game
        .seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    if game.row.status != GameStatus::Setup {
        return Err(AppError::Conflict(Msg::new("error-setup-closed")));
    }
    if game.submitted(seat) {
        return Err(AppError::Conflict(Msg::new("error-setup-already-submitted")));
    }
    let text = game.setup_text(seat).unwrap_or_default();
    let setup = Setup::parse(game.variant(), seat, text).unwrap_or_else(|_| Setup::random(game.variant(), seat, 0));
    Ok((seat, setup))
}

pub async fn edit_setup(env: &Env, user: UserId, id: GameId, edit: SetupEdit) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
    let (seat, current) = draft(&game, user)?;
    let refused = |e: crate::rules::setup::SetupError| {
        AppError::Refused(Msg::new("error-bad-setup").with("why", i18n::setup_error(game.variant(), &e)))
    };
    let next = match edit {
        SetupEdit::Swap(a, b) => {
            let dims = game.variant().dims();
            let square = |name: &SquareName| {
                name.on(dims)
                    .map_err(|_| AppError::Refused(Msg::new("error-not-a-square").with("square", name.as_str())))
            };
            current.swapped(square(&a)?, square(&b)?).map_err(refused)?
        }
        SetupEdit::Paste(text) => Setup::parse(game.variant(), seat, text.trim()).map_err(refused)?,
        SetupEdit::Random => Setup::random(game.variant(), seat, rand::thread_rng().r#gen()),
        SetupEdit::LoadSaved(saved) => {
            let saved = db::setups::saved_one(&mut *tx, user, saved)
                .await?
                .ok_or(AppError::NotFound)?;
            // Kept as the first seat would place it: turned round for the second seat.
            Setup::from_first_seat_text(game.variant(), seat, &saved.setup).map_err(refused)?
        }
    };
    db::setups::save_draft(&mut *tx, id, seat, &next.to_string()).await?;
    tx.commit().await?;
    Ok(())
}

/// Keeps the current draft under a name, for later games of the same preset.
pub async fn save_setup(env: &Env, user: UserId, id: GameId, name: &str) -> AppResult<()> {
    let pool = &env.pool;
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(AppError::Refused(Msg::new("error-setup-name")));
    }
    let game = loaded::load(pool, id).await?;
    let seat = game
        .seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    let text = game.setup_text(seat).ok_or(AppError::NotFound)?;
    // Saved setups are kept as the first seat would place them, so they fit either seat later.
    let setup = Setup::parse(game.variant(), seat, text).map_err(anyhow::Error::from)?;
    db::setups::save(pool, user, game.variant().id(), name, &setup.to_first_seat_text()).await?;
    Ok(())
}

/// Fixes the player's setup; when both are in, play starts.
pub async fn submit_setup(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let mut game = loaded::load_locked(&mut tx, id).await?;
    let (seat, setup) = draft(&game, user)?;
    db::setups::submit(&mut *tx, id, seat, &setup.to_string(), env.clock.now()).await?;
    if game.submitted(seat.other()) {
        match seat {
            Seat::First => (game.row.first_setup, game.row.first_submitted) = (Some(setup.to_string()), true),
            Seat::Second => (game.row.second_setup, game.row.second_submitted) = (Some(setup.to_string()), true),
        }
        let replay = game.replay(None)?;
        game.set_state(state_of(&replay.game, None));
        if replay.game.outcome().is_some() {
            game_end::finish(&mut tx, env, &mut game, None).await?;
        } else {
            game.set_clock(clocks::at_play_start(&mut tx, env.clock.now(), &game).await?);
            db::games::save(&mut *tx, id, &game.state(), &game.clock()).await?;
            turns::hand_over(&mut tx, env, &game, &replay.game, &[], Seat::First).await?;
        }
    }
    tx.commit().await?;
    Ok(())
}
