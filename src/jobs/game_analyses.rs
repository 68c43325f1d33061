//! The analyses of finished games as a job: lease the analysis asked for longest ago, judge its next moves, add
//! them, let it go. A step whose lease runs out (a worker stopped mid-step) is taken up by any worker; the lease
//! and the count of moves judged, checked when adding, keep a part from being added twice.

use chrono::Duration;
use tracing::Instrument;

use crate::app::{Env, game::analysis};
use crate::db;

/// How long a worker holds an analysis: well beyond one step.
const LEASE_SECS: i64 = 120;

/// The longest wait before a failed step is tried again.
const MAX_RETRY_SECS: i64 = 600;

/// Takes one step of a waiting analysis, if there is one. Says whether there was.
pub async fn judge_one(env: &Env) -> anyhow::Result<bool> {
    let now = env.clock.now();
    let Some(job) = db::analyses::claim(&env.pool, now, now + Duration::seconds(LEASE_SECS)).await? else {
        return Ok(false);
    };
    let span = tracing::info_span!("analysis", game = job.game.0, judged = job.judged);
    if let Err(e) = analysis::judge_step(env, job).instrument(span).await {
        // 2, 4, 8 … seconds, at most ten minutes: a fault that lasts is not retried in a tight loop.
        let wait = (1i64 << job.attempts.clamp(1, 10)).min(MAX_RETRY_SECS);
        tracing::error!(game = job.game.0, error = %e, "the analysis failed");
        let retry_at = env.clock.now() + Duration::seconds(wait);
        db::analyses::failed(&env.pool, &job, &e.to_string(), retry_at).await?;
    }
    Ok(true)
}
