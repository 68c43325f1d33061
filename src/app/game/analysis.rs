//! The analysis after a game: asked for by a reader of a finished game's page, worked out by the workers a part at
//! a time (each move judged from its mover's view then, `bot::analysis`), and read back for the page. Never
//! before the game ends: a judgement made from a player's view would tell the other what that player knew.

use serde::{Deserialize, Serialize};

use crate::app::Env;
use crate::app::game::loaded;
use crate::bot::analysis::{self, Judged};
use crate::db::games::GameStatus;
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Moves a worker judges in one step at least: a few seconds of one core at the default budget, well inside the
/// lease (`jobs::game_analyses`). A long game takes longer steps at a smaller budget a move, so that no game
/// takes more than `STEPS` of them.
const PLIES_PER_STEP: usize = 20;
const STEPS: usize = 25;

/// The moves judged at the full budget a move (`Env::analysis_nodes`); a longer game shares the budget of this
/// many moves among all of its own, so that the work one request asks of the workers has a bound.
const PLIES_AT_FULL_BUDGET: u64 = 400;

/// Analyses an account may have waiting or under way at once.
pub const MAX_WAITING: i64 = 3;

/// Steps tried for one part before the analysis gives up on the moves not yet judged (a stored game the replay
/// refuses, or a step that brings its worker down, would otherwise be tried for ever).
pub const MAX_ATTEMPTS: i32 = 5;

/// A loss (in the evaluation's units: a Captain is 55) from which a move is marked as a mistake.
pub const MISTAKE: i64 = 60;
/// A loss from which a move is marked as a blunder.
pub const BLUNDER: i64 = 200;

/// One move as stored: the move `expert` would have chosen, and what it and the move played were worth to the
/// mover.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Analysis {
    /// Asked for: `judged` of the game's moves are judged so far.
    Working { judged: usize },
    /// Every move, in order (`None` where a move could not be judged).
    Done(Vec<Option<JudgedPly>>),
}

/// Asks for the analysis of `game` on behalf of `user` (any signed-in reader may see a finished game, and so
/// ask). A game not over, or over before its first move, is refused, and so is a fourth request of one account
/// while three of its own wait; asking again for the same game changes nothing. Returns the game's number of
/// moves, so that a caller can show the analysis without loading the game again.
pub async fn request(env: &Env, user: UserId, id: GameId) -> AppResult<usize> {
    let game = loaded::load(&env.pool, id).await?;
    if game.row.status != GameStatus::Finished {
        return Err(AppError::Conflict(Msg::new("error-analysis-not-over")));
    }
    if game.row.moves.is_empty() {
        return Err(AppError::Conflict(Msg::new("error-analysis-no-moves")));
    }
    let moves = game.row.moves.len();
    if db::analyses::asked_for(&env.pool, id).await? {
        return Ok(moves);
    }
    let mut tx = env.pool.begin().await?;
    // One request at a time per account, so the cap holds against parallel requests.
    db::users::lock(&mut *tx, user).await?;
    if db::analyses::waiting_by(&mut *tx, user).await? >= MAX_WAITING {
        return Err(AppError::Refused(
            Msg::new("error-analysis-too-many").with("n", MAX_WAITING),
        ));
    }
    db::analyses::request(&mut *tx, id, user, env.clock.now()).await?;
    tx.commit().await?;
    Ok(moves)
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
    Ok(Some(match row.plies {
        Some(plies) if row.finished => Analysis::Done(serde_json::from_value(plies).map_err(anyhow::Error::from)?),
        _ => Analysis::Working {
            judged: usize::try_from(row.judged).unwrap_or(0),
        },
    }))
}

/// Judges the next moves of the analysis a worker has claimed, and adds them to it (the last of them finishes it).
/// After `MAX_ATTEMPTS` tries of one part, the moves not yet judged are given up on ("could not be judged") and
/// the analysis ends with what it has.
pub async fn judge_step(env: &Env, job: db::analyses::Claimed) -> AppResult<()> {
    let game = loaded::load(&env.pool, job.game).await?;
    let total = game.row.moves.len();
    let from = usize::try_from(job.judged).unwrap_or(0).min(total);
    let stored: Vec<Option<JudgedPly>> = if job.attempts > MAX_ATTEMPTS {
        tracing::warn!(
            game = job.game.0,
            judged = from,
            "the analysis gives up on the moves left"
        );
        vec![None; total - from]
    } else {
        let record = game.valid_record_after_end()?;
        let to = (from + PLIES_PER_STEP.max(total.div_ceil(STEPS))).min(total);
        let nodes = (env.analysis_nodes * PLIES_AT_FULL_BUDGET / total.max(1) as u64).min(env.analysis_nodes);
        let seed = job.game.0 as u64;
        let judged = tokio::task::spawn_blocking(move || analysis::judge_plies(&record, from..to, seed, nodes))
            .await
            .map_err(anyhow::Error::from)?
            .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} holds an illegal move: {e}", job.game)))?;
        judged.iter().map(|j| j.as_ref().map(JudgedPly::of)).collect()
    };
    let finished = (from + stored.len() == total).then(|| env.clock.now());
    let plies = serde_json::to_value(stored).map_err(anyhow::Error::from)?;
    if !db::analyses::add_judged(&env.pool, &job, plies, finished).await? {
        tracing::info!(
            game = job.game.0,
            "another worker took this part over after the lease ran out"
        );
    }
    Ok(())
}
