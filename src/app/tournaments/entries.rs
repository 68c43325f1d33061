//! Tournaments from the players' and admins' side: creating one, entering and leaving before the start, the
//! creator's early start or cancellation, withdrawing after the start (the games still in play are forfeited).
//! An admin's cancellation or removal of a player is in `admin`, built on `call_off` and `remove_locked`. Every change takes the event's row lock. The
//! event itself moves on (its games start, rounds are paired, it ends) in `tournament_rounds`, in a worker.

use std::ops::RangeInclusive;

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, Postgres, Transaction};

use crate::app::free_text;
use crate::app::game::time_control::TimeControl;
use crate::app::{Env, game::game_end, game::games, game::loaded, tournaments::tournament_mail};
use crate::db::tournaments::{Format, NewTournament, TournamentRow, TournamentStatus};
use crate::db::{self, TournamentId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::{GameEnd, Seat, Variant};
use crate::tournament::round_robin::SECTION_SIZES;

/// How many entrants a Swiss event may take, and how many rounds it may have.
pub const SWISS_SIZES: RangeInclusive<i32> = 4..=128;
pub const SWISS_ROUNDS: RangeInclusive<i32> = 3..=9;
/// Events a player may have open for entries at once.
pub const MAX_OPEN: i64 = 5;
/// How far ahead entries may close.
const MAX_CLOSING_DAYS: i64 = 60;

/// The fewest entrants an event starts with.
pub fn minimum(format: Format) -> i64 {
    match format {
        Format::RoundRobin => *SECTION_SIZES.start() as i64,
        Format::Swiss => i64::from(*SWISS_SIZES.start()),
    }
}

/// What a new event is to be.
pub struct TournamentForm<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub variant: Variant,
    pub time_control: TimeControl,
    pub rated: bool,
    pub format: Format,
    /// A section's size, or the most entrants of a Swiss event.
    pub size: i32,
    /// Swiss only.
    pub rounds: Option<i32>,
    /// Entries close then, and the event starts with whoever has entered.
    pub closes_at: Option<DateTime<Utc>>,
    /// Whether the creator plays in it.
    pub play: bool,
}

fn check_form(env: &Env, form: &TournamentForm<'_>) -> AppResult<(String, String, Option<i32>)> {
    let name = free_text::check(form.name, 3..=60, false, Msg::new("error-tournament-name"))?.to_string();
    let description = free_text::check(
        form.description,
        0..=1000,
        true,
        Msg::new("error-tournament-description"),
    )?
    .to_string();
    form.time_control.validate()?;
    let rounds = match form.format {
        Format::RoundRobin if SECTION_SIZES.contains(&(form.size as usize)) && form.size > 0 => None,
        Format::Swiss if SWISS_SIZES.contains(&form.size) => match form.rounds {
            // Everyone would have met everyone before the last round.
            Some(r) if r >= form.size => {
                return Err(AppError::Refused(
                    Msg::new("error-tournament-rounds-size")
                        .with("size", form.size)
                        .with("rounds", form.size - 1),
                ));
            }
            Some(r) if SWISS_ROUNDS.contains(&r) => Some(r),
            _ => return Err(AppError::Refused(Msg::new("error-tournament-rounds"))),
        },
        _ => return Err(AppError::Refused(Msg::new("error-tournament-size"))),
    };
    if let Some(at) = form.closes_at {
        let now = env.clock.now();
        if at.date_naive() <= now.date_naive() || at > now + chrono::Duration::days(MAX_CLOSING_DAYS) {
            return Err(AppError::Refused(Msg::new("error-tournament-closing")));
        }
    }
    Ok((name, description, rounds))
}

/// Refuses an event to a player whose address is not confirmed: its mails are how it is played.
async fn must_be_verified(env: &Env, user: UserId) -> AppResult<()> {
    let account = db::users::by_id(&env.pool, user).await?.ok_or(AppError::NotFound)?;
    match account.email_verified_at {
        Some(_) => Ok(()),
        None => Err(AppError::Refused(Msg::new("error-tournament-needs-verified"))),
    }
}

pub async fn create(env: &Env, creator: UserId, form: TournamentForm<'_>) -> AppResult<TournamentId> {
    let (name, description, rounds) = check_form(env, &form)?;
    must_be_verified(env, creator).await?;
    if form.rated && form.play {
        games::may_play_rated(env, creator).await?;
    }
    let mut tx = env.pool.begin().await?;
    // One creation at a time per account, so the cap holds against parallel requests.
    db::users::lock(&mut *tx, creator).await?;
    if db::tournaments::open_by(&mut *tx, creator).await? >= MAX_OPEN {
        return Err(AppError::Refused(
            Msg::new("error-too-many-tournaments").with("n", MAX_OPEN),
        ));
    }
    let new = NewTournament {
        name: &name,
        description: &description,
        creator,
        variant: form.variant,
        time_control: serde_json::to_value(form.time_control).map_err(anyhow::Error::from)?,
        rated: form.rated,
        format: form.format,
        max_players: form.size,
        rounds,
        closes_at: form.closes_at,
    };
    let now = env.clock.now();
    let id = db::tournaments::insert(&mut *tx, &new, now).await?;
    if form.play {
        db::tournaments::enter(&mut *tx, id, creator, now).await?;
    }
    if form.closes_at.is_some() {
        db::tournaments::wake_workers(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Takes the event's row lock, then reads it as it now is.
pub(in crate::app) async fn locked(tx: &mut PgConnection, id: TournamentId) -> AppResult<TournamentRow> {
    if !db::tournaments::lock(&mut *tx, id).await? {
        return Err(AppError::NotFound);
    }
    db::tournaments::by_id(&mut *tx, id).await?.ok_or(AppError::NotFound)
}

/// The event, locked, if it still takes entries (its closing time not passed).
async fn locked_open(tx: &mut PgConnection, env: &Env, id: TournamentId) -> AppResult<TournamentRow> {
    let t = locked(tx, id).await?;
    let closed = t.closes_at.is_some_and(|at| at <= env.clock.now());
    if t.status != TournamentStatus::Open || closed {
        return Err(AppError::Conflict(Msg::new("error-tournament-not-open")));
    }
    Ok(t)
}

/// Enters `user`. The entry that fills a section (or a Swiss event's last place) has the event started.
pub async fn join(env: &Env, user: UserId, id: TournamentId) -> AppResult<()> {
    must_be_verified(env, user).await?;
    let mut tx = env.pool.begin().await?;
    let done = join_in(&mut tx, env, user, id).await;
    settle(tx, done).await
}

async fn join_in(tx: &mut PgConnection, env: &Env, user: UserId, id: TournamentId) -> AppResult<()> {
    let t = locked_open(tx, env, id).await?;
    if t.rated {
        games::may_play_rated(env, user).await?;
    }
    if t.entrants >= i64::from(t.max_players) {
        return Err(AppError::Conflict(Msg::new("error-tournament-full")));
    }
    if !db::tournaments::enter(&mut *tx, id, user, env.clock.now()).await? {
        return Err(AppError::Conflict(Msg::new("error-tournament-entered")));
    }
    if t.entrants + 1 >= i64::from(t.max_players) {
        starting(tx, env, id).await?;
    }
    Ok(())
}

/// Commits what went well; rolls a refusal back before answering, so that the event's lock is free by the time
/// the player reads the answer (a transaction merely dropped lets go of it only later, when its connection is
/// next used), and a worker looking for due events does not pass this one by.
async fn settle(tx: Transaction<'_, Postgres>, done: AppResult<()>) -> AppResult<()> {
    match done {
        Ok(()) => Ok(tx.commit().await?),
        Err(e) => {
            tx.rollback().await?;
            Err(e)
        }
    }
}

async fn starting(tx: &mut PgConnection, env: &Env, id: TournamentId) -> AppResult<()> {
    db::tournaments::set_status(&mut *tx, id, TournamentStatus::Starting, env.clock.now()).await?;
    Ok(db::tournaments::wake_workers(&mut *tx).await?)
}

/// Takes `user`'s entry back before the start.
pub async fn leave(env: &Env, user: UserId, id: TournamentId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let done = async {
        locked_open(&mut tx, env, id).await?;
        match db::tournaments::leave(&mut *tx, id, user).await? {
            true => Ok(()),
            false => Err(AppError::Refused(Msg::new("error-tournament-not-entered"))),
        }
    }
    .await;
    settle(tx, done).await
}

/// The creator starts the event before it is full, with at least its minimum.
pub async fn start_early(env: &Env, user: UserId, id: TournamentId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let done = async {
        let t = created_by(&mut tx, env, id, user).await?;
        if t.entrants < minimum(t.format) {
            return Err(AppError::Refused(
                Msg::new("error-tournament-too-few").with("n", minimum(t.format)),
            ));
        }
        starting(&mut tx, env, id).await
    }
    .await;
    settle(tx, done).await
}

/// The event, locked and still taking entries, if `user` created it.
async fn created_by(tx: &mut PgConnection, env: &Env, id: TournamentId, user: UserId) -> AppResult<TournamentRow> {
    let t = locked_open(tx, env, id).await?;
    if t.creator_id != user {
        return Err(AppError::Forbidden(Msg::new("error-tournament-creator-only")));
    }
    Ok(t)
}

/// The creator calls the event off before it starts; the entrants are told.
pub async fn cancel(env: &Env, user: UserId, id: TournamentId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let done = async {
        let t = created_by(&mut tx, env, id, user).await?;
        call_off(&mut tx, env, &t).await
    }
    .await;
    settle(tx, done).await
}

/// Ends an event without a result and tells its entrants. Its games in play go on as games of their own.
pub(in crate::app) async fn call_off(tx: &mut PgConnection, env: &Env, t: &TournamentRow) -> AppResult<()> {
    db::tournaments::set_status(&mut *tx, t.id, TournamentStatus::Cancelled, env.clock.now()).await?;
    let entrants = db::tournaments::entrants(&mut *tx, t.id).await?;
    tournament_mail::cancelled(tx, env, t, &entrants).await
}

/// `user` leaves an event under way: their games still in play are lost by forfeit, and they are paired no
/// more. Their finished games stay, as do their opponents' points.
pub async fn withdraw(env: &Env, user: UserId, id: TournamentId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let done = async {
        let t = locked(&mut tx, id).await?;
        if t.status != TournamentStatus::Running {
            return Err(AppError::Conflict(Msg::new("error-tournament-not-running")));
        }
        withdraw_locked(&mut tx, env, id, user).await
    }
    .await;
    settle(tx, done).await
}

async fn withdraw_locked(tx: &mut PgConnection, env: &Env, id: TournamentId, user: UserId) -> AppResult<()> {
    if !db::tournaments::withdraw(&mut *tx, id, user, env.clock.now()).await? {
        return Err(AppError::Refused(Msg::new("error-tournament-not-entered")));
    }
    // The games are all locked in one statement (in id order) before any of them ends, so that this
    // transaction never holds one of them while waiting for another.
    for game in db::tournaments::running_games_of(&mut *tx, id, user).await? {
        let game = loaded::load_locked(tx, game).await?;
        let winner = game.seat_of(user).map(Seat::other);
        game_end::end_game(tx, env, &game, winner, GameEnd::Forfeit).await?;
    }
    Ok(db::tournaments::wake_workers(&mut *tx).await?)
}

/// Takes `user` out of every event they are in: their entries before a start are taken back, and they withdraw
/// from events under way. For an account that is disabled or deleted, in the transaction that does it.
pub(in crate::app) async fn leave_all(tx: &mut PgConnection, env: &Env, user: UserId) -> AppResult<()> {
    for id in db::tournaments::entered(&mut *tx, user).await? {
        match remove_locked(tx, env, id, user).await {
            // The event ended, or the entry was taken back, since the list was read: nothing left to do.
            Err(AppError::Conflict(_) | AppError::Refused(_)) => {}
            other => other?,
        }
    }
    Ok(())
}

/// Takes `user` out of the locked event `id`: their entry before the start, a withdrawal after it.
pub(in crate::app) async fn remove_locked(
    tx: &mut PgConnection,
    env: &Env,
    id: TournamentId,
    user: UserId,
) -> AppResult<()> {
    let t = locked(tx, id).await?;
    match t.status {
        TournamentStatus::Open | TournamentStatus::Starting => {
            if !db::tournaments::leave(&mut *tx, id, user).await? {
                return Err(AppError::Refused(Msg::new("error-tournament-not-entered")));
            }
            // A start asked for with too few left is decided by the worker: it cancels the event.
            Ok(())
        }
        TournamentStatus::Running => withdraw_locked(tx, env, id, user).await,
        TournamentStatus::Finished | TournamentStatus::Cancelled => {
            Err(AppError::Conflict(Msg::new("error-tournament-over")))
        }
    }
}
