//! The clock sweep as a job: ends games and vacations whose time ran out, queues reminders and digests.

use tracing::Instrument;

use crate::app::Env;
use crate::app::sweep::{self, Swept};
use crate::error::AppResult;

/// How often the sweep runs.
pub const EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// One sweep.
pub async fn sweep_once(env: &Env) -> AppResult<Swept> {
    let swept = sweep::sweep(env).instrument(tracing::info_span!("clock_sweep")).await?;
    if swept != Swept::default() {
        tracing::info!(?swept, "clocks swept");
    }
    Ok(swept)
}
