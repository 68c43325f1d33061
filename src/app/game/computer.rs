//! Games against the computer: starting one (the computer's setup is in at once), and playing the computer's
//! turn, which a worker does through the same use-case as a person's move (`turns` queues the request).

use std::time::Instant;

use rand::Rng;

use crate::app::game::games::{self, GameForm};
use crate::app::game::loaded;
use crate::app::game::time_control::TimeControl;
use crate::app::{Env, game::play};
use crate::bot::{self, Budget, Level};
use crate::db::games::{GameStatus, SeatChoice};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::OptionOverrides;
use crate::rules::{Seat, Variant};

/// Games against the computer (all levels together) a player may have running at once.
pub const MAX_COMPUTER_GAMES: i64 = 20;

/// Of those, the games that give the computer longer than the usual time a move.
pub const MAX_THINKING_LONGER: i64 = 2;

/// The attempt at a move request from which the computer plays a random legal move.
pub const FALLBACK_AFTER: i32 = 4;

/// The levels a person can choose (`random` is for tests and measurement only).
pub const LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

/// What a game against the computer is to be. Such games are never rated.
pub struct ComputerGame {
    pub variant: Variant,
    pub level: Level,
    pub seat: SeatChoice,
    pub time_control: TimeControl,
    /// The rules that differ from the preset's.
    pub options: OptionOverrides,
    /// Longer than the installation's usual time a move, if the player asked for it.
    pub think: Option<ThinkTime>,
}

/// A time a move longer than the usual one that a game may give the computer: whole seconds, at most the ten
/// a worker's job may take. Only `expert` uses it; the other levels stop at their own count of positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThinkTime(u32);

impl ThinkTime {
    pub const MAX_SECONDS: u32 = 10;
    /// The choices the "Play the computer" form offers beside the usual time.
    pub const OFFERED: [ThinkTime; 2] = [ThinkTime(3), ThinkTime(10)];

    pub fn seconds(seconds: u32) -> AppResult<ThinkTime> {
        if (1..=Self::MAX_SECONDS).contains(&seconds) {
            Ok(ThinkTime(seconds))
        } else {
            Err(Self::refused())
        }
    }

    /// A form's field: whole seconds.
    pub fn parse(seconds: &str) -> AppResult<ThinkTime> {
        seconds
            .trim()
            .parse()
            .map_err(|_| Self::refused())
            .and_then(Self::seconds)
    }

    fn refused() -> AppError {
        AppError::BadRequest(Msg::new("error-think-time").with("max", Self::MAX_SECONDS))
    }

    pub fn as_seconds(self) -> u32 {
        self.0
    }

    fn millis(self) -> i32 {
        // At most ten thousand.
        self.0 as i32 * 1000
    }

    /// The time stored for a game, read back (a stored value is whole seconds in range).
    fn stored(ms: i32) -> Option<ThinkTime> {
        u32::try_from(ms / 1000).ok().and_then(|s| ThinkTime::seconds(s).ok())
    }
}

/// The longer thinking time `game` asked for, if any.
pub async fn think_time_of(env: &Env, game: GameId) -> AppResult<Option<ThinkTime>> {
    Ok(db::computer::think_ms(&env.pool, game)
        .await?
        .and_then(ThinkTime::stored))
}

/// Starts a game against the computer: both players are seated and the computer's setup is submitted, so the
/// player goes straight to arranging theirs.
pub async fn start(env: &Env, user: UserId, form: ComputerGame) -> AppResult<GameId> {
    start_after(env, user, form, None).await
}

/// `start`, for a rematch of an earlier game against the computer.
pub(in crate::app) async fn start_after(
    env: &Env,
    user: UserId,
    form: ComputerGame,
    rematch_of: Option<GameId>,
) -> AppResult<GameId> {
    let time_control = form.time_control.validate_against_computer()?;
    let variant = form.variant;
    if !LEVELS.contains(&form.level) {
        return Err(AppError::Refused(Msg::new("error-no-computer")));
    }
    let computer = db::computer::account(&env.pool, form.level.id())
        .await?
        .ok_or_else(|| AppError::Refused(Msg::new("error-no-computer")))?;
    let mut tx = env.pool.begin().await?;
    // One start at a time per account, so the cap holds against parallel requests.
    db::users::lock(&mut *tx, user).await?;
    let (running, thinking_longer) = db::game_lists::running_against_computers(&mut *tx, user).await?;
    if running >= MAX_COMPUTER_GAMES {
        return Err(AppError::Refused(
            Msg::new("error-too-many-computer-games").with("n", MAX_COMPUTER_GAMES),
        ));
    }
    // A worker thinks one move at a time: a player's many long thoughts would keep everyone else waiting.
    if form.think.is_some() && thinking_longer >= MAX_THINKING_LONGER {
        return Err(AppError::Refused(
            Msg::new("error-think-time-too-many").with("n", MAX_THINKING_LONGER),
        ));
    }
    let unrated = GameForm {
        variant,
        seat: form.seat,
        time_control,
        rated: false,
        opponent: None,
        options: form.options,
    };
    let id = games::insert(&mut tx, user, &unrated, Some(computer), rematch_of).await?;
    let user_first = match form.seat {
        SeatChoice::First => true,
        SeatChoice::Second => false,
        SeatChoice::Random => rand::thread_rng().r#gen(),
    };
    let (first, second) = if user_first { (user, computer) } else { (computer, user) };
    let game = loaded::load_locked(&mut tx, id).await?;
    games::seat_players(&mut tx, env, &game, first, second).await?;
    let seat = if user_first { Seat::Second } else { Seat::First };
    let setup = bot::choose_setup(variant, seat, form.level, rand::thread_rng().r#gen());
    db::setups::submit(&mut *tx, id, seat, &setup.to_string(), env.clock.now()).await?;
    if let Some(think) = form.think {
        db::computer::set_think_ms(&mut *tx, id, think.millis()).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Plays the computer's move in `id` at `ply`, thinking at most the game's own time or else `env.computer_think`.
/// A request that no longer fits the game (the game moved on or ended) does nothing. A refusal of the move itself is an error: the request is retried.
///
/// From the `FALLBACK_AFTER`th attempt on, the move is a random legal one: a player whose thinking keeps failing
/// still moves, instead of losing on time.
pub async fn play_turn(env: &Env, id: GameId, ply: i32, attempt: i32) -> AppResult<()> {
    let game = loaded::load(&env.pool, id).await?;
    let Some(seat) = game
        .row
        .to_move
        .filter(|_| game.row.status == GameStatus::Playing && game.row.ply == ply)
    else {
        return Ok(());
    };
    let Some(player) = game.player(seat) else { return Ok(()) };
    let Some(level) = db::computer::level_of(&env.pool, player)
        .await?
        .as_deref()
        .and_then(Level::parse)
        .map(|level| {
            if attempt < FALLBACK_AFTER {
                return level;
            }
            tracing::warn!(
                game = id.0,
                ply,
                attempt,
                "the computer plays a random move after failing to think"
            );
            Level::Random
        })
    else {
        return Ok(());
    };
    let think = match think_time_of(env, id).await? {
        Some(think) => std::time::Duration::from_secs(think.as_seconds().into()),
        None => env.computer_think,
    };
    let view = game.seat_view(seat)?;
    let seed = (id.0 as u64) << 20 ^ ply as u64;
    let mv = tokio::task::spawn_blocking(move || {
        let started = Instant::now();
        let time_used = || Budget::share(started.elapsed(), think);
        let budget = Budget {
            nodes: Budget::nodes_under_clock(level),
            clock: Some(&time_used),
        };
        bot::choose_move(&view, level, seed, &budget)
    })
    .await
    .map_err(anyhow::Error::from)?
    .ok_or_else(|| AppError::Internal(anyhow::anyhow!("the computer had no move in game {id} at ply {ply}")))?;
    match play::play(
        env,
        play::Mover::Account(player),
        id,
        &mv.from.into(),
        &mv.to.into(),
        ply,
    )
    .await
    {
        // Another worker played this turn first.
        Err(AppError::Conflict(_)) => Ok(()),
        other => other,
    }
}
