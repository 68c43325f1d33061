//! The clock sweep as a job: ends games and vacations whose time ran out, queues reminders and digests, and
//! forgets the notes of inbound mail taken long ago and the API's old account events.

use tracing::Instrument;

use crate::app::Env;
use crate::app::game::sweep::{self, Swept};
use crate::error::AppResult;

/// How often the sweep runs.
pub const EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// One sweep.
pub async fn sweep_once(env: &Env) -> AppResult<Swept> {
    let swept = sweep::sweep(env).instrument(tracing::info_span!("clock_sweep")).await?;
    // The notes of inbound mail long taken go with the same round.
    let forgotten = crate::app::mail::mail_in::forget_old(env).await?;
    if forgotten > 0 {
        tracing::info!(forgotten, "notes of inbound mail forgotten");
    }
    let forgotten = crate::app::account::account_events::forget_old(env).await?;
    if forgotten > 0 {
        tracing::info!(forgotten, "old account events forgotten");
    }
    if swept != Swept::default() {
        tracing::info!(?swept, "clocks swept");
    }
    Ok(swept)
}
