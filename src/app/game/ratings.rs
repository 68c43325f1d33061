//! Rating a finished game: Glicko-2 per preset, one rating period per game.

use sqlx::PgConnection;

use crate::app::Env;
use crate::app::game::loaded::LoadedGame;
use crate::db;
use crate::error::AppResult;
use crate::rating::{self, Rating};
use crate::rules::{GameEnd, Seat};

/// Updates both players' ratings for a game that just ended, unless it is unrated, ended without a fair
/// contest, or either side made fewer than two moves. Counting a game twice is impossible.
pub async fn apply(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    end: GameEnd,
) -> AppResult<()> {
    if !game.row.rated || !end.was_contested() {
        return Ok(());
    }
    let (Some(first), Some(second)) = (game.player(Seat::First), game.player(Seat::Second)) else {
        return Ok(());
    };
    if !Seat::BOTH.iter().all(|&s| game.submitted(s)) {
        return Ok(());
    }
    let replay = game.replay(None)?;
    let moves_by = |seat: Seat| replay.reports.iter().filter(|r| r.seat == seat).count();
    if moves_by(Seat::First) < 2 || moves_by(Seat::Second) < 2 {
        return Ok(());
    }
    if db::ratings::counted(&mut *tx, first, game.id()).await? {
        return Ok(());
    }
    let variant = game.variant().id();
    let before = [
        db::ratings::get(&mut *tx, first, variant).await?.unwrap_or_default(),
        db::ratings::get(&mut *tx, second, variant).await?.unwrap_or_default(),
    ];
    let score = |seat: Seat| match winner {
        None => 0.5,
        Some(w) if w == seat => 1.0,
        Some(_) => 0.0,
    };
    for (seat, user) in [(Seat::First, first), (Seat::Second, second)] {
        let after: Rating = rating::update(
            before[seat.index()],
            &[rating::Game {
                opponent: before[seat.other().index()],
                score: score(seat),
            }],
        );
        db::ratings::set(&mut *tx, user, variant, after, game.id(), env.clock.now()).await?;
    }
    Ok(())
}
