//! The demo data `fieldpost serve --demo` creates: two accounts, a game in progress between them, and a
//! round-robin section they have entered that takes one more player.

use rand::Rng;

use crate::app::{Env, account::accounts, game::games, game::loaded, game::play, game::setups, tournaments::entries};
use crate::db::games::SeatChoice;
use crate::db::{self, UserId};
use crate::error::AppResult;
use crate::i18n::Lang;
use crate::rules::board::SquareName;

pub const PASSWORD: &str = "demo-password";
pub const PLAYERS: [&str; 2] = ["alice", "bob"];

/// A demo account, its address taken as confirmed (nobody reads example.org's mail), so it may play rated.
async fn account(env: &Env, name: &str) -> AppResult<UserId> {
    let id = match db::users::id_by_name(&env.pool, name).await? {
        Some(id) => id,
        None => accounts::register(env, name, &format!("{name}@example.org"), PASSWORD, Lang::En).await?,
    };
    db::users::mark_verified(&env.pool, id, env.clock.now()).await?;
    Ok(id)
}

/// Creates the demo accounts and game, or finds them from an earlier run. Returns the game's id.
pub async fn ensure(env: &Env) -> AppResult<db::GameId> {
    let pool = &env.pool;
    let alice = account(env, PLAYERS[0]).await?;
    let bob = account(env, PLAYERS[1]).await?;
    if db::tournaments::active(pool).await?.is_empty() {
        section(env, alice, bob).await?;
    }
    let existing = db::game_lists::mine(pool, alice, 0, 0).await?;
    if let Some(game) = existing.iter().find(|g| g.second_id == Some(bob)) {
        return Ok(game.id);
    }
    let id = games::create(
        env,
        alice,
        games::GameForm {
            variant: crate::rules::Variant::Stratego,
            seat: SeatChoice::First,
            time_control: Default::default(),
            rated: true,
            opponent: Some(PLAYERS[1]),
            options: Default::default(),
        },
    )
    .await?;
    games::join(env, bob, id).await?;
    setups::submit_setup(env, alice, id).await?;
    setups::submit_setup(env, bob, id).await?;
    // A dozen random moves, so the board has a story to tell.
    for _ in 0..12 {
        let game = loaded::load(pool, id).await?;
        let engine = game.replay(None)?.game;
        let Some(seat) = engine.to_move() else { break };
        // Moves that would end the game are passed over: the demo shows a game in progress.
        let quiet: Vec<_> = engine
            .legal_moves()
            .into_iter()
            .filter(|&m| {
                let mut trial = engine.clone();
                trial.play(m).is_ok() && trial.outcome().is_none()
            })
            .collect();
        if quiet.is_empty() {
            break;
        }
        let mv = quiet[rand::thread_rng().gen_range(0..quiet.len())];
        let user = if seat == crate::rules::Seat::First { alice } else { bob };
        let (from, to) = (SquareName::from(mv.from), SquareName::from(mv.to));
        play::play(env, play::Mover::Account(user), id, &from, &to, game.row.ply).await?;
    }
    Ok(id)
}

/// A section of three that alice and bob have entered: whoever joins third starts it.
async fn section(env: &Env, alice: UserId, bob: UserId) -> AppResult<()> {
    let form = entries::TournamentForm {
        name: "Demo section",
        description: "Three players, Barrage, everyone meets everyone twice. Enter to start it.",
        variant: crate::rules::Variant::Barrage,
        time_control: Default::default(),
        rated: false,
        format: db::tournaments::Format::RoundRobin,
        size: 3,
        rounds: None,
        closes_at: None,
        play: true,
    };
    let id = entries::create(env, alice, form).await?;
    entries::join(env, bob, id).await
}
