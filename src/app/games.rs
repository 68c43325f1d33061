//! Games: creating, joining, arranging setups, playing, resigning and drawing. Every change is one
//! transaction under the game's row lock; the engine decides what is legal.

use rand::Rng;
use sqlx::{PgConnection, PgPool, Postgres, Transaction};

use super::clocks::{self, TimeControl};
use super::{Env, notify};
use crate::db::games::{GameRow, GameState, GameStatus, NewGame, SeatChoice};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{self, Msg};
use crate::rules::record::{End, EndKind, Record, Replay, ValidRecord};
use crate::rules::{Game, Move, OptionOverrides, Seat, Setup, Square, Terrain, Variant};

/// A seat as the database stores it (0 = first, 1 = second).
pub fn seat_number(seat: Seat) -> i16 {
    seat.index() as i16
}

pub fn seat_of_number(n: i16) -> Seat {
    if n == 0 { Seat::First } else { Seat::Second }
}

/// A loaded game and what the engine makes of it.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    pub row: GameRow,
    pub variant: Variant,
}

impl LoadedGame {
    pub fn from_row(row: GameRow) -> AppResult<LoadedGame> {
        let variant = Variant::parse(&row.variant)
            .ok_or_else(|| anyhow::anyhow!("game {} has an unknown variant {}", row.id, row.variant))?;
        Ok(LoadedGame { row, variant })
    }

    pub fn id(&self) -> GameId {
        self.row.id
    }

    /// The seat `user` plays, if any.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        if self.row.first_id == Some(user) {
            Some(Seat::First)
        } else if self.row.second_id == Some(user) {
            Some(Seat::Second)
        } else {
            None
        }
    }

    pub fn player_name(&self, seat: Seat) -> Option<&str> {
        match seat {
            Seat::First => self.row.first_name.as_deref(),
            Seat::Second => self.row.second_name.as_deref(),
        }
    }

    pub fn setup_text(&self, seat: Seat) -> Option<&str> {
        match seat {
            Seat::First => self.row.first_setup.as_deref(),
            Seat::Second => self.row.second_setup.as_deref(),
        }
    }

    pub fn submitted(&self, seat: Seat) -> bool {
        match seat {
            Seat::First => self.row.first_submitted,
            Seat::Second => self.row.second_submitted,
        }
    }

    pub fn terrain(&self) -> AppResult<Terrain> {
        let dims = self.variant.dims();
        let squares = self
            .row
            .terrain
            .iter()
            .map(|s| dims.parse_square(s))
            .collect::<Result<Vec<_>, _>>()
            .map_err(anyhow::Error::from)?;
        Ok(Terrain::validate(self.variant, squares).map_err(anyhow::Error::from)?)
    }

    /// The game as a record of RULES.md §4 (both setups must be in).
    pub fn record(&self) -> AppResult<Record> {
        let family = self.variant.family();
        let setups = Seat::BOTH
            .into_iter()
            .map(|s| {
                let text = self
                    .setup_text(s)
                    .filter(|_| self.submitted(s))
                    .ok_or_else(|| AppError::Conflict(Msg::new("error-not-started")))?;
                Ok((s.name(family).to_string(), text.to_string()))
            })
            .collect::<AppResult<Vec<_>>>()?;
        let overrides: OptionOverrides =
            serde_json::from_value(self.row.options.clone()).map_err(anyhow::Error::from)?;
        let winner = self.row.winner.map(seat_of_number);
        let end = match self.row.result_reason.as_deref() {
            // A deleted player's forfeit reads as that player's resignation.
            Some("resign" | "forfeit") => winner.map(|w| End {
                kind: EndKind::Resign,
                by: Some(w.other().name(family).to_string()),
            }),
            Some("draw_agreed") => Some(End {
                kind: EndKind::DrawAgreed,
                by: None,
            }),
            Some("timeout") => winner
                .map(Seat::other)
                .or(self.row.to_move.map(seat_of_number))
                .map(|late| End {
                    kind: EndKind::Timeout,
                    by: Some(late.name(family).to_string()),
                }),
            _ => None,
        };
        Ok(Record {
            variant: self.variant.id().to_string(),
            options: overrides,
            terrain: (family == crate::rules::Family::Espionage).then(|| self.row.terrain.clone()),
            setup: setups,
            moves: self.row.moves.clone(),
            end,
        })
    }

    fn valid_record(&self) -> AppResult<ValidRecord> {
        self.record()?
            .validate()
            .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} is stored malformed: {e}", self.id())))
    }

    /// Replays the first `upto` moves (all when `None`). A game the service ended in a way no record can say
    /// (an admin's decision) is ended the same way in the replay, so that everything shows.
    pub fn replay(&self, upto: Option<usize>) -> AppResult<Replay> {
        let mut replay = self
            .valid_record()?
            .replay(upto)
            .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} holds an illegal move: {e}", self.id())))?;
        if upto.is_none() && self.row.status == GameStatus::Finished && replay.game.outcome().is_none() {
            let _ = replay.game.adjudicate(self.row.winner.map(seat_of_number));
        }
        Ok(replay)
    }
}

pub async fn load(pool: &PgPool, id: GameId) -> AppResult<LoadedGame> {
    let row = db::games::load(pool, id).await?.ok_or(AppError::NotFound)?;
    LoadedGame::from_row(row)
}

/// Loads a game inside a transaction (after a change, to see it).
pub async fn load_in(tx: &mut Transaction<'_, Postgres>, id: GameId) -> AppResult<LoadedGame> {
    let row = db::games::load(&mut **tx, id).await?.ok_or(AppError::NotFound)?;
    LoadedGame::from_row(row)
}

/// Locks and loads a game for a change.
pub async fn load_locked(tx: &mut Transaction<'_, Postgres>, id: GameId) -> AppResult<LoadedGame> {
    if !db::games::lock(&mut **tx, id).await? {
        return Err(AppError::NotFound);
    }
    load_in(tx, id).await
}

/// The account playing `seat`.
pub fn player_id(game: &LoadedGame, seat: Seat) -> Option<UserId> {
    match seat {
        Seat::First => game.row.first_id,
        Seat::Second => game.row.second_id,
    }
}

/// Ends a game off the board (time, resignation, agreement): the result, a stopped clock, and the mails.
pub async fn end_game(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    reason: &str,
) -> AppResult<()> {
    let state = GameState {
        ply: game.row.ply,
        // Kept: the record of a game lost on time names the side that was to move.
        to_move: game.row.to_move,
        status: GameStatus::Finished,
        winner: winner.map(seat_number),
        result_reason: Some(reason.to_string()),
        draw_offer_by: None,
    };
    db::games::set_state(&mut *tx, game.id(), &state).await?;
    stop_clock(tx, game).await?;
    after_finish(tx, env, game, winner, reason).await
}

/// What follows the end of any game: the mails, and the ratings.
async fn after_finish(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    reason: &str,
) -> AppResult<()> {
    notify::game_over(tx, env, game, winner, reason).await?;
    super::ratings::apply(tx, env, game, winner, reason).await
}

async fn stop_clock(tx: &mut PgConnection, game: &LoadedGame) -> AppResult<()> {
    let row = db::games::ClockRow {
        clock_secs: game.row.clock_secs.clone(),
        turn_started_at: None,
        deadline: None,
        paused_secs: None,
    };
    Ok(db::games::set_clock(&mut *tx, game.id(), &row).await?)
}

fn player_seat(game: &LoadedGame, user: UserId) -> AppResult<Seat> {
    game.seat_of(user)
        .ok_or_else(|| AppError::Forbidden(Msg::new("error-not-a-player")))
}

/// What a new game is to be.
pub struct GameForm<'a> {
    pub variant: &'a str,
    pub seat: SeatChoice,
    pub time_control: TimeControl,
    pub rated: bool,
    /// A player to challenge; an open game when `None`.
    pub opponent: Option<&'a str>,
}

pub async fn create(env: &Env, creator: UserId, form: GameForm<'_>) -> AppResult<GameId> {
    let pool = &env.pool;
    let time_control = form.time_control.validate()?;
    let variant = Variant::parse(form.variant)
        .ok_or_else(|| AppError::BadRequest(Msg::new("error-unknown-variant").with("variant", form.variant)))?;
    let invitee = match form.opponent.map(str::trim).filter(|o| !o.is_empty()) {
        None => None,
        Some(name) => {
            let id = db::users::id_by_name(pool, name)
                .await?
                .ok_or_else(|| AppError::Refused(Msg::new("error-no-such-player").with("name", name)))?;
            if id == creator {
                return Err(AppError::Refused(Msg::new("error-self-challenge")));
            }
            Some(id)
        }
    };
    // Volcanoes are drawn now, so both players see them while arranging their setups.
    let terrain = Terrain::draw(variant, rand::thread_rng().r#gen());
    let mut tx = pool.begin().await?;
    let id = db::games::insert(
        &mut *tx,
        NewGame {
            variant: variant.id(),
            options: serde_json::json!({}),
            time_control: serde_json::to_value(time_control).map_err(anyhow::Error::from)?,
            rated: form.rated,
            terrain: terrain.squares().iter().map(|s| s.to_string()).collect(),
            creator,
            creator_seat: form.seat,
            invitee,
        },
    )
    .await?;
    if let Some(invitee) = invitee {
        let game = load_in(&mut tx, id).await?;
        notify::challenge(&mut tx, env, &game, invitee).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Joins an open game, or accepts a challenge; both players then start from random setups.
pub async fn join(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    match game.row.status {
        GameStatus::Open if game.row.creator_id != user => {}
        GameStatus::Open => {
            return Err(AppError::Refused(Msg::new("error-own-game")));
        }
        GameStatus::Challenge if game.row.invitee_id == Some(user) => {}
        GameStatus::Challenge => {
            return Err(AppError::Forbidden(Msg::new("error-challenge-for-another")));
        }
        _ => {
            return Err(AppError::Conflict(Msg::new("error-no-longer-open")));
        }
    }
    let creator_first = match game.row.creator_seat {
        SeatChoice::First => true,
        SeatChoice::Second => false,
        SeatChoice::Random => rand::thread_rng().r#gen(),
    };
    let (first, second) = if creator_first {
        (game.row.creator_id, user)
    } else {
        (user, game.row.creator_id)
    };
    db::games::start_setup(&mut *tx, id, first, second).await?;
    for seat in Seat::BOTH {
        let setup = Setup::random(game.variant, seat, rand::thread_rng().r#gen());
        db::setups::save_draft(&mut *tx, id, seat_number(seat), &setup.to_string()).await?;
    }
    let game = load_in(&mut tx, id).await?;
    let deadline = clocks::rearm(&mut tx, env, &game, None).await?;
    notify::game_started(&mut tx, env, &game, deadline).await?;
    tx.commit().await?;
    Ok(())
}

/// The invited player declines a challenge, or the creator withdraws a game nobody has joined.
pub async fn decline(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    let status = match game.row.status {
        GameStatus::Challenge if game.row.invitee_id == Some(user) => GameStatus::Declined,
        GameStatus::Open | GameStatus::Challenge if game.row.creator_id == user => GameStatus::Cancelled,
        GameStatus::Open | GameStatus::Challenge => {
            return Err(AppError::Forbidden(Msg::new("error-players-only")));
        }
        _ => {
            return Err(AppError::Conflict(Msg::new("error-game-already-started")));
        }
    };
    db::games::set_status(&mut *tx, id, status).await?;
    tx.commit().await?;
    Ok(())
}

/// A change to the draft setup of the player's seat.
pub enum SetupEdit {
    Swap(Square, Square),
    Paste(String),
    Random,
    LoadSaved(i64),
}

/// The draft setup of `user`'s seat, checked to be editable.
fn draft(game: &LoadedGame, user: UserId) -> AppResult<(Seat, Setup)> {
    let seat = player_seat(game, user)?;
    if game.row.status != GameStatus::Setup {
        return Err(AppError::Conflict(Msg::new("error-setup-closed")));
    }
    if game.submitted(seat) {
        return Err(AppError::Conflict(Msg::new("error-setup-already-submitted")));
    }
    let text = game.setup_text(seat).unwrap_or_default();
    let setup = Setup::parse(game.variant, seat, text).unwrap_or_else(|_| Setup::random(game.variant, seat, 0));
    Ok((seat, setup))
}

pub async fn edit_setup(env: &Env, user: UserId, id: GameId, edit: SetupEdit) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    let (seat, current) = draft(&game, user)?;
    let refused = |e: crate::rules::setup::SetupError| {
        AppError::Refused(Msg::new("error-bad-setup").with("why", i18n::setup_error(game.variant, &e)))
    };
    let next = match edit {
        SetupEdit::Swap(a, b) => current.swapped(a, b).map_err(refused)?,
        SetupEdit::Paste(text) => Setup::parse(game.variant, seat, text.trim()).map_err(refused)?,
        SetupEdit::Random => Setup::random(game.variant, seat, rand::thread_rng().r#gen()),
        SetupEdit::LoadSaved(saved) => {
            let saved = db::setups::saved_one(&mut *tx, user, saved)
                .await?
                .ok_or(AppError::NotFound)?;
            Setup::parse(game.variant, seat, &saved.setup).map_err(refused)?
        }
    };
    db::setups::save_draft(&mut *tx, id, seat_number(seat), &next.to_string()).await?;
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
    let game = load(pool, id).await?;
    let seat = player_seat(&game, user)?;
    let text = game.setup_text(seat).ok_or(AppError::NotFound)?;
    // Saved setups are kept as the first seat would place them, so they fit either seat later.
    let setup = Setup::parse(game.variant, seat, text).map_err(anyhow::Error::from)?;
    db::setups::save(pool, user, game.variant.id(), name, &as_first_seat_text(&setup)).await?;
    Ok(())
}

/// The setup string as the first seat would write the same arrangement (turned half round for the second).
fn as_first_seat_text(setup: &Setup) -> String {
    let text = setup.to_string();
    match setup.seat() {
        Seat::First => text,
        Seat::Second => text.chars().rev().collect(),
    }
}

/// Fixes the player's setup; when both are in, play starts.
pub async fn submit_setup(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    let (seat, setup) = draft(&game, user)?;
    db::setups::submit(&mut *tx, id, seat_number(seat), &setup.to_string(), env.clock.now()).await?;
    if game.submitted(seat.other()) {
        let game = load_in(&mut tx, id).await?;
        let replay = game.replay(None)?;
        db::games::set_state(&mut *tx, id, &state_of(&replay.game, None)).await?;
        let game = load_in(&mut tx, id).await?;
        match replay.game.outcome() {
            Some(o) => {
                stop_clock(&mut tx, &game).await?;
                after_finish(&mut tx, env, &game, o.winner, o.reason.as_str()).await?;
            }
            None => {
                let deadline = clocks::start_play(&mut tx, env, &game).await?;
                notify::your_turn(&mut tx, env, &game, &replay.game, &[], Seat::First, deadline).await?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
}

/// The row state that follows from the engine's game.
fn state_of(game: &Game, draw_offer_by: Option<i16>) -> GameState {
    let outcome = game.outcome();
    GameState {
        ply: game.ply() as i32,
        to_move: game.to_move().map(seat_number),
        status: if outcome.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Playing
        },
        winner: outcome.and_then(|o| o.winner).map(seat_number),
        result_reason: outcome.map(|o| o.reason.as_str().to_string()),
        draw_offer_by: draw_offer_by.filter(|_| outcome.is_none()),
    }
}

/// Checks that `user` may act in a running game, and returns the seat.
fn playing_seat(game: &LoadedGame, user: UserId) -> AppResult<Seat> {
    let seat = player_seat(game, user)?;
    match game.row.status {
        GameStatus::Playing => Ok(seat),
        GameStatus::Finished => Err(AppError::Conflict(Msg::new("error-game-over"))),
        _ => Err(AppError::Conflict(Msg::new("error-not-started"))),
    }
}

/// Plays one move. `ply` is the ply the player's page was drawn at: if the game has moved on since, nothing
/// changes.
pub async fn play(env: &Env, user: UserId, id: GameId, from: &str, to: &str, ply: i32) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    let seat = playing_seat(&game, user)?;
    if game.row.ply != ply {
        return Err(AppError::Conflict(Msg::new("error-stale-page")));
    }
    if game.row.to_move != Some(seat_number(seat)) {
        return Err(AppError::Refused(Msg::new("error-not-your-turn")));
    }
    let mut replay = game.replay(None)?;
    let dims = replay.game.dims();
    let mv = Move::parse(dims, &format!("{}-{}", from.trim(), to.trim()))
        .map_err(|_| AppError::Refused(Msg::new("error-not-a-move").with("move", format!("{from}-{to}"))))?;
    let report = replay.game.play(mv).map_err(|e| {
        AppError::Refused(
            Msg::new("error-move-refused")
                .with("move", mv.to_string())
                .with("why", i18n::play_error(game.variant, &e)),
        )
    })?;
    replay.reports.push(report);
    db::games::insert_move(&mut *tx, id, ply + 1, seat_number(seat), &mv.to_string()).await?;
    // A move answers a draw offer with "no".
    db::games::set_state(&mut *tx, id, &state_of(&replay.game, None)).await?;
    let after = load_in(&mut tx, id).await?;
    match (replay.game.outcome(), replay.game.to_move()) {
        (Some(o), _) => {
            stop_clock(&mut tx, &after).await?;
            after_finish(&mut tx, env, &after, o.winner, o.reason.as_str()).await?;
        }
        (None, Some(next)) if next != seat => {
            let deadline = clocks::rearm(&mut tx, env, &after, Some(seat)).await?;
            notify::your_turn(&mut tx, env, &after, &replay.game, &replay.reports, next, deadline).await?;
        }
        // The first move of a two-move turn: the same player moves again, on the same clock.
        (None, _) => {}
    }
    tx.commit().await?;
    Ok(())
}

pub async fn resign(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    let seat = playing_seat(&game, user)?;
    let mut engine = game.replay(None)?.game;
    let o = engine
        .resign(seat)
        .map_err(|e| AppError::Conflict(i18n::play_error(game.variant, &e)))?;
    end_game(&mut tx, env, &game, o.winner, o.reason.as_str()).await?;
    tx.commit().await?;
    Ok(())
}

pub enum DrawAction {
    Offer,
    Accept,
    Decline,
}

pub async fn draw(env: &Env, user: UserId, id: GameId, action: DrawAction) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = load_locked(&mut tx, id).await?;
    let seat = seat_number(playing_seat(&game, user)?);
    let offer = game.row.draw_offer_by;
    match action {
        DrawAction::Offer if offer.is_none() => db::games::set_draw_offer(&mut *tx, id, Some(seat)).await?,
        DrawAction::Offer => {
            return Err(AppError::Conflict(Msg::new("error-draw-already-offered")));
        }
        DrawAction::Accept | DrawAction::Decline if offer != Some(1 - seat) => {
            return Err(AppError::Conflict(Msg::new("error-no-draw-offer")));
        }
        DrawAction::Accept => {
            let mut engine = game.replay(None)?.game;
            let o = engine
                .agree_draw()
                .map_err(|e| AppError::Conflict(i18n::play_error(game.variant, &e)))?;
            end_game(&mut tx, env, &game, o.winner, o.reason.as_str()).await?;
        }
        DrawAction::Decline => db::games::set_draw_offer(&mut *tx, id, None).await?,
    }
    tx.commit().await?;
    Ok(())
}
