//! The computer players' moves as a job: lease the oldest move request, play it through the move use-case, drop
//! it. A request whose lease runs out (a worker stopped mid-thought) is taken up again by any worker; the move's
//! own check of the ply keeps a turn from being played twice.

use chrono::Duration;
use tracing::Instrument;

use crate::app::{Env, game::computer};
use crate::db;

/// How long a worker holds a request: well beyond the longest thought.
const LEASE_SECS: i64 = 60;

/// The longest wait before a failed request is tried again.
const MAX_RETRY_SECS: i64 = 600;

/// Plays one due move request, if there is one. Says whether there was.
pub async fn play_one(env: &Env) -> anyhow::Result<bool> {
    let now = env.clock.now();
    let Some(job) = db::computer::claim(&env.pool, now, now + Duration::seconds(LEASE_SECS)).await? else {
        return Ok(false);
    };
    let span = tracing::info_span!("computer_move", game = job.game.0, ply = job.ply);
    match computer::play_turn(env, job.game, job.ply, job.attempts)
        .instrument(span)
        .await
    {
        Ok(()) => db::computer::done(&env.pool, job.game, job.ply).await?,
        Err(e) => {
            // 2, 4, 8 … seconds, at most ten minutes: a fault that lasts is not retried in a tight loop.
            let wait = (1i64 << job.attempts.clamp(1, 10)).min(MAX_RETRY_SECS);
            tracing::error!(game = job.game.0, ply = job.ply, error = %e, "the computer's move failed");
            let retry_at = env.clock.now() + Duration::seconds(wait);
            db::computer::failed(&env.pool, job.game, job.ply, &e.to_string(), retry_at).await?;
        }
    }
    Ok(true)
}
