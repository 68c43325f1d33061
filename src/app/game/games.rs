//! Games before play: creating an open game or a challenge, joining or accepting it (both players then arrange
//! their setups), declining or withdrawing it.

use chrono::{DateTime, Utc};
use rand::Rng;
use sqlx::PgConnection;

use crate::app::account::account_events::{self, AccountEvent};
use crate::app::game::loaded::{self, LoadedGame};
use crate::app::game::time_control::TimeControl;
use crate::app::mail::mail_limits::MailAsker;
use crate::app::{Env, game::clocks, mail::notify};
use crate::db::games::{GameStatus, NewGame, SeatChoice};
use crate::db::{self, GameId, TournamentId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;
use crate::rules::preset::OptionError;
use crate::rules::{OptionOverrides, Seat, Terrain, Variant};
use crate::tournament::Pairing;

/// Open games an account may offer at once, and challenges it may have waiting for an answer.
pub const MAX_OPEN_GAMES: i64 = 10;
pub const MAX_CHALLENGES: i64 = 20;

/// What a new game is to be.
pub struct GameForm<'a> {
    pub variant: Variant,
    pub seat: SeatChoice,
    pub time_control: TimeControl,
    pub rated: bool,
    /// A player to challenge; an open game when `None`.
    pub opponent: Option<&'a str>,
    /// The rules that differ from the preset's (checked against its family when the game is made).
    pub options: OptionOverrides,
}

/// The most plies without a battle a new game may allow before it is drawn: over three times the usual 300. The
/// rules set no bound, but a game, its page and its analysis replay every ply, and a limit of millions would let
/// two players make a game no page can draw. Only new games are held to it: a game made before keeps its own.
pub const MAX_QUIET_PLIES: u32 = 1_000;

pub async fn create(env: &Env, creator: UserId, form: GameForm<'_>) -> AppResult<GameId> {
    create_after(env, creator, form, None).await
}

/// `create`, for a game offered as the rematch of an earlier one.
pub(in crate::app) async fn create_after(
    env: &Env,
    creator: UserId,
    form: GameForm<'_>,
    rematch_of: Option<GameId>,
) -> AppResult<GameId> {
    let pool = &env.pool;
    form.time_control.validate()?;
    let variant = form.variant;
    let invitee = match form.opponent.map(str::trim).filter(|o| !o.is_empty()) {
        None => None,
        Some(name) => {
            let id = db::users::id_by_name(pool, name)
                .await?
                .ok_or_else(|| AppError::Refused(Msg::new("error-no-such-player").with("name", name)))?;
            if id == creator {
                return Err(AppError::Refused(Msg::new("error-self-challenge")));
            }
            // A computer player answers no challenge: it is played from "Play the computer".
            if db::computer::level_of(pool, id).await?.is_some() {
                return Err(AppError::Refused(Msg::new("error-challenge-computer")));
            }
            Some(id)
        }
    };
    if form.rated {
        may_play_rated(env, creator).await?;
    }
    let mut tx = pool.begin().await?;
    // One creation at a time per account, so the caps below hold against parallel requests.
    db::users::lock(&mut *tx, creator).await?;
    let (open, challenges) = db::game_lists::offers_of(&mut *tx, creator).await?;
    match invitee {
        None if open >= MAX_OPEN_GAMES => {
            return Err(AppError::Refused(
                Msg::new("error-too-many-open").with("n", MAX_OPEN_GAMES),
            ));
        }
        Some(_) if challenges >= MAX_CHALLENGES => {
            return Err(AppError::Refused(
                Msg::new("error-too-many-challenges").with("n", MAX_CHALLENGES),
            ));
        }
        // Each challenge mails its player: withdrawn ones count too, so a cycle of challenge and withdraw
        // cannot flood anyone.
        Some(_) => crate::app::mail::mail_limits::allow_mail(env, &[MailAsker::Challenger(creator)]).await?,
        None => {}
    }
    let id = insert(&mut tx, creator, &form, invitee, rematch_of).await?;
    if let Some(invitee) = invitee {
        let creator_name = db::users::by_id(&mut *tx, creator)
            .await?
            .ok_or(AppError::NotFound)?
            .username;
        let received = AccountEvent::ChallengeReceived {
            game: id.0,
            from: creator_name.clone(),
            preset: variant.id().to_string(),
            rematch: rematch_of.is_some(),
        };
        account_events::record(&mut tx, env, (invitee, Some(creator)), &received).await?;
        notify::challenge(&mut tx, env, id, variant, &creator_name, invitee, rematch_of.is_some()).await?;
    }
    tx.commit().await?;
    Ok(id)
}

/// Writes a new game of `form` (its time control checked) by `creator`. Volcanoes are drawn now, so that both
/// players see them while arranging their setups.
pub(in crate::app) async fn insert(
    tx: &mut PgConnection,
    creator: UserId,
    form: &GameForm<'_>,
    invitee: Option<UserId>,
    rematch_of: Option<GameId>,
) -> AppResult<GameId> {
    insert_placed(tx, creator, form, (invitee, rematch_of), None).await
}

/// `insert`, for a game that may also belong to an event's round.
async fn insert_placed(
    tx: &mut PgConnection,
    creator: UserId,
    form: &GameForm<'_>,
    (invitee, rematch_of): (Option<UserId>, Option<GameId>),
    tournament: Option<(TournamentId, i32)>,
) -> AppResult<GameId> {
    let refused = |option: &str| AppError::Refused(Msg::new("error-bad-option").with("option", option));
    let options = form.options.resolve(form.variant).map_err(|e| match e {
        OptionError::WrongFamily(name, _) | OptionError::TooSmall(name) => refused(name),
    })?;
    if options.quiet_plies_limit > MAX_QUIET_PLIES {
        return Err(refused("quiet_plies_limit"));
    }
    let terrain = Terrain::draw(form.variant, rand::thread_rng().r#gen());
    let game = NewGame {
        variant: form.variant,
        options: serde_json::to_value(form.options).map_err(anyhow::Error::from)?,
        time_control: serde_json::to_value(form.time_control).map_err(anyhow::Error::from)?,
        rated: form.rated,
        terrain: terrain.squares().iter().map(|s| s.to_string()).collect(),
        creator,
        creator_seat: form.seat,
        invitee,
        rematch_of,
        tournament,
    };
    Ok(db::games::insert(&mut *tx, game).await?)
}

/// Joins an open game, or accepts a challenge; both players then start from suggested setups.
pub async fn join(env: &Env, user: UserId, id: GameId) -> AppResult<()> {
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
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
    if game.row.rated {
        may_play_rated(env, user).await?;
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
    let creator = game.row.creator_id;
    let (game, deadline) = seat_players(&mut tx, env, &game, first, second).await?;
    let joiner = game.seat_of(user).and_then(|s| game.player_name(s)).unwrap_or_default();
    let accepted = AccountEvent::ChallengeAccepted {
        game: id.0,
        by: joiner.to_string(),
    };
    account_events::record(&mut tx, env, (creator, Some(user)), &accepted).await?;
    notify::game_started(&mut tx, env, &game, deadline).await?;
    tx.commit().await?;
    Ok(())
}

/// Starts a game of an event's `round` between the pairing's players, in its seats, with suggested draft setups
/// and the setup clock running. Returns it and its deadline; the event's own mail announces it.
pub(in crate::app) async fn start_paired(
    tx: &mut PgConnection,
    env: &Env,
    form: &GameForm<'_>,
    pairing: Pairing<UserId>,
    tournament: (TournamentId, i32),
) -> AppResult<(GameId, Option<DateTime<Utc>>)> {
    let id = insert_placed(tx, pairing.first, form, (None, None), Some(tournament)).await?;
    let game = loaded::load_locked(tx, id).await?;
    let (game, deadline) = seat_players(tx, env, &game, pairing.first, pairing.second).await?;
    for seat in Seat::BOTH {
        let (Some(user), Some(opponent)) = (game.player(seat), game.player_name(seat.other())) else {
            continue;
        };
        let paired = AccountEvent::RoundPaired {
            tournament: tournament.0.0,
            round: tournament.1,
            game: id.0,
            opponent: opponent.to_string(),
        };
        account_events::record(tx, env, (user, game.player(seat.other())), &paired).await?;
    }
    Ok((id, deadline))
}

/// Seats the players of a game nobody had joined, gives each a suggested draft setup and starts the setup clock.
/// Returns the game as it now stands, and its deadline.
pub(in crate::app) async fn seat_players(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    first: UserId,
    second: UserId,
) -> AppResult<(LoadedGame, Option<DateTime<Utc>>)> {
    let id = game.id();
    db::games::start_setup(&mut *tx, id, first, second).await?;
    for seat in Seat::BOTH {
        let setup = crate::app::game::setups::suggested(game.variant(), seat);
        db::setups::save_draft(&mut *tx, id, seat, &setup.to_string()).await?;
    }
    // Names, vacations and the new setups come from the database: read the game again.
    let mut game = loaded::load_locked(tx, id).await?;
    let clock = clocks::rearmed(env.clock.now(), &game, None);
    db::games::set_clock(&mut *tx, id, &clock).await?;
    game.set_clock(clock.clone());
    for seat in Seat::BOTH {
        account_events::your_turn(tx, env, &game, seat, None).await?;
    }
    Ok((game, clock.deadline))
}

/// The invited player declines a challenge, or the creator withdraws a game nobody has joined.
pub async fn decline(env: &Env, user: UserId, id: GameId) -> AppResult<GameStatus> {
    let mut tx = env.pool.begin().await?;
    let game = loaded::load_locked(&mut tx, id).await?;
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
    let by = db::users::by_id(&mut *tx, user)
        .await?
        .ok_or(AppError::NotFound)?
        .username;
    let told = match status {
        GameStatus::Declined => Some((game.row.creator_id, AccountEvent::ChallengeDeclined { game: id.0, by })),
        _ => game
            .row
            .invitee_id
            .map(|invitee| (invitee, AccountEvent::ChallengeWithdrawn { game: id.0, by })),
    };
    if let Some((to, event)) = told {
        account_events::record(&mut tx, env, (to, Some(user)), &event).await?;
    }
    tx.commit().await?;
    Ok(status)
}

/// Refuses a rated game to a player whose address is not confirmed, when the installation asks for it.
pub(in crate::app) async fn may_play_rated(env: &Env, user: UserId) -> AppResult<()> {
    if !env.rated_needs_verified {
        return Ok(());
    }
    let account = db::users::by_id(&env.pool, user).await?.ok_or(AppError::NotFound)?;
    match account.email_verified_at {
        Some(_) => Ok(()),
        None => Err(AppError::Refused(Msg::new("error-rated-needs-verified"))),
    }
}
