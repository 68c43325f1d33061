//! The analysis after a game: asked for by a reader of a finished game's page, worked out by the workers a part at
//! a time (each move judged from its mover's view then, `bot::analysis`), and read back for the page. Never
//! before the game ends: a judgement made from a player's view would tell the other what that player knew.

use serde::{Deserialize, Serialize};

use crate::app::Env;
use crate::app::game::loaded;
use crate::bot::analysis::{self, Judged};
use crate::db::games::GameStatus;
use crate::db::{self, GameId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Moves a worker judges in one step: a few seconds of one core at the default budget, well inside the lease
/// (`jobs::game_analyses`).
const PLIES_PER_STEP: usize = 20;

/// A loss (in the evaluation's units: a Captain is 55) from which a move is marked as a mistake.
pub const MISTAKE: i64 = 60;
/// A loss from which a move is marked as a blunder.
pub const BLUNDER: i64 = 200;

/// One move as stored: the move `expert` would have chosen, and what it and the move played were worth to the
/// mover.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JudgedPly {
    pub best: String,
    pub best_value: i64,
    pub played_value: i64,
}

impl JudgedPly {
    fn of(judged: &Judged) -> JudgedPly {
        JudgedPly {
            best: judged.best.to_string(),
            best_value: judged.best_value,
            played_value: judged.played_value,
        }
    }

    pub fn loss(&self) -> i64 {
        (self.best_value - self.played_value).max(0)
    }

    /// How the move is marked.
    pub fn mark(&self) -> Option<Mark> {
        match self.loss() {
            loss if loss >= BLUNDER => Some(Mark::Blunder),
            loss if loss >= MISTAKE => Some(Mark::Mistake),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Mistake,
    Blunder,
}

/// A game's analysis as a reader finds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Analysis {
    /// Asked for: `judged` of the game's moves are judged so far.
    Working { judged: usize },
    /// Every move, in order (`None` where a move could not be judged).
    Done(Vec<Option<JudgedPly>>),
}

/// Asks for the analysis of `game` (any signed-in reader may see a finished game, and so ask). A game not over,
/// or over before its first move, is refused; asking again changes nothing.
pub async fn request(env: &Env, id: GameId) -> AppResult<()> {
    let game = loaded::load(&env.pool, id).await?;
    if game.row.status != GameStatus::Finished {
        return Err(AppError::Conflict(Msg::new("error-analysis-not-over")));
    }
    if game.row.moves.is_empty() {
        return Err(AppError::Conflict(Msg::new("error-analysis-no-moves")));
    }
    db::analyses::request(&env.pool, game.id(), env.clock.now()).await?;
    Ok(())
}

/// A finished game's analysis as the API reads it: the game's number of moves and the analysis, if asked for. A
/// game not over is refused, as asking for its analysis is.
pub async fn of_finished_game(env: &Env, id: GameId) -> AppResult<(usize, Option<Analysis>)> {
    let game = loaded::load(&env.pool, id).await?;
    if game.row.status != GameStatus::Finished {
        return Err(AppError::Conflict(Msg::new("error-analysis-not-over")));
    }
    Ok((game.row.moves.len(), of_game(env, id).await?))
}

/// The analysis of `game`, if one was asked for.
pub async fn of_game(env: &Env, game: GameId) -> AppResult<Option<Analysis>> {
    let Some(row) = db::analyses::of_game(&env.pool, game).await? else {
        return Ok(None);
    };
    let plies: Vec<Option<JudgedPly>> = serde_json::from_value(row.plies).map_err(anyhow::Error::from)?;
    Ok(Some(if row.finished {
        Analysis::Done(plies)
    } else {
        Analysis::Working { judged: plies.len() }
    }))
}

/// Judges the next moves of the analysis a worker has claimed, and adds them to it (the last of them finishes it).
pub async fn judge_step(env: &Env, job: db::analyses::Claimed) -> AppResult<()> {
    let game = loaded::load(&env.pool, job.game).await?;
    let record = game.valid_record_after_end()?;
    let from = usize::try_from(job.judged).unwrap_or(0).min(record.moves.len());
    let to = (from + PLIES_PER_STEP).min(record.moves.len());
    let (seed, nodes) = (job.game.0 as u64, env.analysis_nodes);
    let judged = tokio::task::spawn_blocking(move || analysis::judge_plies(&record, from..to, seed, nodes))
        .await
        .map_err(anyhow::Error::from)?
        .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} holds an illegal move: {e}", job.game)))?;
    let stored: Vec<Option<JudgedPly>> = judged.iter().map(|j| j.as_ref().map(JudgedPly::of)).collect();
    let finished = (to == game.row.moves.len()).then(|| env.clock.now());
    let plies = serde_json::to_value(stored).map_err(anyhow::Error::from)?;
    db::analyses::add_judged(&env.pool, job.game, job.judged, plies, finished).await?;
    Ok(())
}
