//! Tournaments moving on as a job: start an event's games, pair its next round, or close its table, whichever
//! is due. The step decides from the database alone (`app::tournaments::tournament_rounds`), under the event's row lock,
//! so any number of workers can run it and nothing needs queueing that could be lost.

use crate::app::{Env, tournaments::tournament_rounds};

/// Moves on one due event, if there is one. Says whether there was; a failed step is logged and recorded on
/// its event, which is tried again later, and the loop goes on with the others.
pub async fn advance_one(env: &Env) -> anyhow::Result<bool> {
    match tournament_rounds::advance_due(env).await {
        Ok(moved) => Ok(moved.is_some()),
        Err(crate::error::AppError::Unavailable) => Err(anyhow::anyhow!("the database cannot be reached")),
        Err(e) => {
            tracing::error!(error = %e, "a tournament step failed; it is tried again later");
            Ok(true)
        }
    }
}
