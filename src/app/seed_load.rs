//! A database filled as a busy installation's would be, for the load bench: accounts, games in play and
//! finished ones with whole move lists (random legal games of every preset), mail, audit and session history.
//! It fills only a new database, so that it can never mix made-up games into a real one.

use chrono::Duration;

use super::Env;
use crate::db::games::GameStatus;
use crate::db::seed::{self, SeedGame};
use crate::db::{GameId, UserId};
use crate::rules::rng::SeededRng;
use crate::rules::{GameEnd, Reason, Seat, Variant, playout};

/// How much to make.
#[derive(Debug, Clone, Copy)]
pub struct SeedSize {
    pub users: i64,
    /// Games under way, a few dozen moves in.
    pub playing: i64,
    /// Finished games, a few hundred moves each.
    pub finished: i64,
}

/// What was made.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct Seeded {
    pub users: i64,
    pub games: i64,
    pub moves: i64,
    pub mails: i64,
    pub seconds: f64,
}

/// The password every seeded account has.
pub const PASSWORD: &str = "seeded account password";
/// Games written per round of `COPY`.
const BATCH: i64 = 2_000;

/// Fills a new database; refuses one that has any account (but the computer players') or game.
pub async fn seed(env: &Env, size: SeedSize) -> anyhow::Result<Seeded> {
    let started = std::time::Instant::now();
    if !seed::is_new(&env.pool).await? {
        anyhow::bail!("seed-load fills only a new database, and this one has accounts or games");
    }
    let now = env.clock.now();
    let hash = super::account::accounts::hash_password(env, PASSWORD.to_string()).await?;
    let users = seed::insert_users(&env.pool, size.users.max(2), &hash, now).await?;
    let total = size.playing + size.finished;
    let mut conn = env.pool.acquire().await?;
    let mut moves = 0;
    let mut next = 1;
    while next <= total {
        let last = (next + BATCH - 1).min(total);
        let batch: Vec<SeedGame> = (next..=last)
            .map(|id| random_game(GameId(id), id > size.playing, users, now))
            .collect();
        moves += batch.iter().map(|g| g.moves.len() as i64).sum::<i64>();
        seed::copy_games(&mut conn, &batch).await?;
        next = last + 1;
    }
    seed::renumber_games(&mut *conn).await?;
    let mails = size.users / 2;
    seed::insert_history(
        &mut conn,
        users,
        total.max(1),
        mails,
        size.users / 50,
        size.users / 10,
        now,
    )
    .await?;
    seed::vacuum_analyze(&mut *conn).await?;
    Ok(Seeded {
        users: size.users.max(2),
        games: total,
        moves,
        mails,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// Game `id`: a preset, two players and random legal moves, all drawn from its number.
fn random_game(id: GameId, finished: bool, users: (UserId, UserId), now: chrono::DateTime<chrono::Utc>) -> SeedGame {
    let seed = id.0 as u64;
    let mut rng = SeededRng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let variant = Variant::ALL[rng.below(Variant::ALL.len())];
    let span = (users.1.0 - users.0.0 + 1) as usize;
    let first = users.0.0 + rng.below(span) as i64;
    let second = users.0.0 + (first - users.0.0 + 1 + rng.below(span - 1) as i64) % span as i64;
    let (setups, terrain, mut game) = playout::random_start(variant, seed);
    let plies = if finished { 300 + rng.below(700) } else { rng.below(60) };
    let moves = playout::play_randomly(&mut game, &mut rng, plies as u32)
        .into_iter()
        .map(|(seat, mv)| (seat, mv.to_string()))
        .collect();
    let days_ago = |d: usize| now - Duration::days(d as i64) - Duration::minutes(rng_minutes(seed));
    let outcome = game.outcome();
    let (status, winner, result) = match (finished, outcome) {
        (_, Some(o)) => (GameStatus::Finished, o.winner, Some(GameEnd::Rules(o.reason))),
        (true, None) => (
            GameStatus::Finished,
            game.to_move().map(Seat::other),
            Some(GameEnd::Rules(Reason::Resign)),
        ),
        (false, None) => (GameStatus::Playing, None, None),
    };
    let playing = status == GameStatus::Playing;
    SeedGame {
        id,
        variant,
        terrain: terrain.squares().iter().map(|s| s.to_string()).collect(),
        players: [UserId(first), UserId(second)],
        status,
        to_move: if playing { game.to_move() } else { None },
        winner,
        result,
        started_at: days_ago(if playing { 30 } else { 400 }),
        updated_at: days_ago(if playing { 1 } else { 30 }),
        deadline: playing.then(|| now + Duration::days(2) + Duration::minutes(rng_minutes(seed))),
        setups: setups.map(|s| s.to_string()),
        moves,
    }
}

/// Minutes that spread the seeded times over a day.
fn rng_minutes(seed: u64) -> i64 {
    (seed.wrapping_mul(2_654_435_761) % 1440) as i64
}
