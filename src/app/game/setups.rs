//! Setups: the draft each player arranges (swap two pieces, paste, a suggested one, mirrored, a saved one),
//! setups kept for later games, and submitting; when both are in, play starts.

use rand::Rng;
use sqlx::PgConnection;

use crate::app::free_text;
use crate::app::game::loaded::{self, LoadedGame};
use crate::app::game::play::state_of;
use crate::app::{Env, game::clocks, game::game_end, game::turns};
use crate::bot;
use crate::db::games::GameStatus;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::board::SquareName;
use crate::rules::setup::SetupError;
use crate::rules::{Seat, Setup, Variant};

/// A change to the draft setup of the player's seat.
pub enum SetupEdit {
    Swap(SquareName, SquareName),
    Paste(String),
    /// A new setup drawn the way the computer players draw theirs.
    Suggest,
    /// Left and right exchanged.
    Mirror,
    LoadSaved(i64),
}

/// A setup drawn anew the way the computer players draw theirs: every player's first draft, and Suggest. Never a
/// plain shuffle, which may leave the Flag on the front row.
pub fn suggested(variant: Variant, seat: Seat) -> Setup {
    bot::suggest_setup(variant, seat, rand::thread_rng().r#gen())
}

/// The draft of `seat` as the editor shows it and a submit would fix it.
pub fn draft_of(game: &LoadedGame, seat: Seat) -> Setup {
    let variant = game.variant();
    game.setup_text(seat)
        .and_then(|t| Setup::parse(variant, seat, t).ok())
        // Every seated player is given a draft; a game without one has the same suggestion on every view.
        .unwrap_or_else(|| bot::suggest_setup(variant, seat, game.id().0.unsigned_abs()))
}

fn refused(variant: Variant) -> impl Fn(SetupError) -> AppError {
    move |e| AppError::Refused(i18n::setup_refusal(variant, &e))
}

/// A whole arrangement as the editor sends it, in the setup text format; an incomplete one names what is still
/// to place.
fn arrangement(variant: Variant, seat: Seat, text: &str) -> AppResult<Setup> {
    Setup::parse(variant, seat, text.trim()).map_err(refused(variant))
}

/// The draft setup of `user`'s seat, checked to be editable.
fn editable_draft(game: &LoadedGame, user: UserId) -> AppResult<(Seat, Setup)> {
    let seat = game
        .seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    if game.row.status != GameStatus::Setup {
        return Err(AppError::Conflict(Msg::new("error-setup-closed")));
    }
    if game.submitted(seat) {
        return Err(AppError::Conflict(Msg::new("error-setup-already-submitted")));
    }
    Ok((seat, draft_of(game, seat)))
}

pub async fn edit_setup(env: &Env, user: UserId, id: GameId, edit: SetupEdit) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
    let (seat, current) = editable_draft(&game, user)?;
    let variant = game.variant();
    let next = match edit {
        SetupEdit::Swap(a, b) => {
            let dims = game.variant().dims();
            let square = |name: &SquareName| {
                name.on(dims)
                    .map_err(|_| AppError::Refused(Msg::new("error-not-a-square").with("square", name.as_str())))
            };
            current.swapped(square(&a)?, square(&b)?).map_err(refused(variant))?
        }
        SetupEdit::Paste(text) => arrangement(variant, seat, &text)?,
        SetupEdit::Suggest => suggested(variant, seat),
        SetupEdit::Mirror => current.mirrored(),
        SetupEdit::LoadSaved(saved) => {
            let saved = db::setups::saved_one(&mut *tx, user, saved)
                .await?
                .ok_or(AppError::NotFound)?;
            // Kept as the first seat would place it: turned round for the second seat.
            Setup::from_first_seat_text(variant, seat, &saved.setup).map_err(refused(variant))?
        }
    };
    db::setups::save_draft(&mut *tx, id, seat, &next.to_string()).await?;
    tx.commit().await?;
    Ok(())
}

/// Setups a player keeps for one preset: enough for any habit, and a bound on what one account can store.
pub const MAX_SAVED_SETUPS: i64 = 50;

/// Keeps the current draft, or the arrangement the editor sends (setup text), under a name, for later games of the
/// same preset.
pub async fn save_setup(env: &Env, user: UserId, id: GameId, name: &str, arranged: Option<&str>) -> AppResult<()> {
    let pool = &env.pool;
    let name = free_text::check(name, 1..=40, false, Msg::new("error-setup-name"))?;
    let game = loaded::load(pool, id).await?;
    let seat = game
        .seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))?;
    let setup = match arranged {
        Some(text) => arrangement(game.variant(), seat, text)?,
        None => {
            let text = game.setup_text(seat).ok_or(AppError::NotFound)?;
            Setup::parse(game.variant(), seat, text).map_err(anyhow::Error::from)?
        }
    };
    // Saved setups are kept as the first seat would place them, so they fit either seat later.
    let mut tx = pool.begin().await?;
    // One save at a time per account, so the cap holds against parallel requests.
    db::users::lock(&mut *tx, user).await?;
    let text = setup.to_first_seat_text();
    if !db::setups::save(&mut *tx, user, game.variant().id(), name, &text, MAX_SAVED_SETUPS).await? {
        return Err(AppError::Refused(
            Msg::new("error-too-many-setups").with("n", MAX_SAVED_SETUPS),
        ));
    }
    tx.commit().await?;
    Ok(())
}

/// Fixes the player's draft; when both are in, play starts.
pub async fn submit_setup(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    submit(env, user, id, Chosen::Draft).await
}

/// Fixes the arrangement the editor sends (setup text) in place of the draft, in one transaction, so that what
/// the player arranged in the page is what is played; an incomplete army is refused and nothing is stored.
pub async fn submit_arrangement(env: &Env, user: UserId, id: GameId, text: &str) -> AppResult<()> {
    submit(env, user, id, Chosen::Arranged(text)).await
}

/// The setup a player submits.
pub enum Chosen<'a> {
    /// The draft as it stands.
    Draft,
    /// A whole arrangement, in the setup text format.
    Arranged(&'a str),
    /// One drawn anew, as Suggest draws it.
    Suggested,
    /// One of the player's saved setups of the preset, by its name (in any case).
    Saved(&'a str),
}

async fn submit(env: &Env, user: UserId, id: GameId, chosen: Chosen<'_>) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    submit_in(&mut tx, env, user, id, chosen).await?;
    tx.commit().await?;
    Ok(())
}

/// Submits a setup inside a transaction of the caller's; when both are in, play starts.
pub async fn submit_in(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    id: GameId,
    chosen: Chosen<'_>,
) -> AppResult<()> {
    let game = loaded::load_locked(&mut *tx, id).await?;
    let (seat, draft) = editable_draft(&game, user)?;
    let variant = game.variant();
    let setup = match chosen {
        Chosen::Draft => draft,
        Chosen::Arranged(text) => arrangement(variant, seat, text)?,
        Chosen::Suggested => suggested(variant, seat),
        Chosen::Saved(name) => {
            let saved = db::setups::saved(&mut *tx, user, variant.id()).await?;
            let found = saved
                .iter()
                .find(|s| s.name.to_lowercase() == name.to_lowercase())
                .ok_or_else(|| AppError::Refused(Msg::new("error-no-saved-setup").with("name", name)))?;
            Setup::from_first_seat_text(variant, seat, &found.setup).map_err(refused(variant))?
        }
    };
    let submitted_now = db::setups::submit(&mut *tx, id, seat, &setup.to_string(), env.clock.now()).await?;
    // The statement that took the game's lock read the setups as they stood when it began: the other player's
    // setup, submitted while this one waited for the lock, is seen only by a statement begun after it (without
    // this read both players' setups could be in with the game still in setup, waiting for neither).
    let mut game = loaded::load_locked(&mut *tx, id).await?;
    // A request that submitted nothing (the same player's second, which lost the race to the first) starts nothing.
    if submitted_now && game.row.status == GameStatus::Setup && game.submitted(seat.other()) {
        let replay = game.replay(None)?;
        game.set_state(state_of(&replay.game, None));
        if replay.game.outcome().is_some() {
            game_end::finish(&mut *tx, env, &mut game, None).await?;
        } else {
            game.set_clock(clocks::at_play_start(&mut *tx, env.clock.now(), &game).await?);
            db::games::save(&mut *tx, id, &game.state(), &game.clock()).await?;
            turns::hand_over(&mut *tx, env, &game, &replay.game, &[], Seat::First).await?;
        }
    }
    Ok(())
}
