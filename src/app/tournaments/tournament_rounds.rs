//! An event moving on, one step at a time, as a worker's job: starting the games when the event is full (or
//! its entries closed, or its creator started it), pairing the next Swiss round when the last game of a round
//! has ended, and closing the table when nothing is left to play.
//!
//! A step is one transaction under the event's row lock, and is decided afresh from the database each time:
//! the event's state, and whether any of its games is still in play. A second worker finds the event locked
//! (and passes it by) or, after the first committed, finds nothing left to do; so no round is paired twice.

use sqlx::PgConnection;
use tracing::Instrument;

use crate::app::Env;
use crate::app::game::games::{self, GameForm};
use crate::app::game::time_control::TimeControl;
use crate::app::tournaments::entries::{self, minimum};
use crate::app::tournaments::tournament_mail::{self, Assignment};
use crate::app::tournaments::tournament_results::EventResults;
use crate::db::games::SeatChoice;
use crate::db::tournaments::{Format, TournamentRow, TournamentStatus};
use crate::db::{self, TournamentId, UserId};
use crate::error::AppResult;
use crate::tournament::swiss::{self, PairingError};
use crate::tournament::{Pairing, round_robin};

/// Moves on the event that is due first, if any. Says which one; a step that failed is recorded on the event
/// (tried again later) and returned as the error.
pub async fn advance_due(env: &Env) -> AppResult<Option<TournamentId>> {
    let now = env.clock.now();
    let mut tx = env.pool.begin().await?;
    let Some(id) = db::tournaments::claim_due(&mut *tx, now).await? else {
        return Ok(None);
    };
    let span = tracing::info_span!("tournament_step", tournament = id.0);
    match advance(&mut tx, env, id).instrument(span).await {
        Ok(()) => {
            tx.commit().await?;
            Ok(Some(id))
        }
        Err(e) => {
            // Released before the failure is written, which needs the event's row.
            tx.rollback().await?;
            db::tournaments::failed(&env.pool, id, &e.to_string(), now).await?;
            Err(e)
        }
    }
}

async fn advance(tx: &mut PgConnection, env: &Env, id: TournamentId) -> AppResult<()> {
    let t = entries::locked(tx, id).await?;
    let closed = t.closes_at.is_some_and(|at| at <= env.clock.now());
    if t.status == TournamentStatus::Open && !closed {
        return Ok(());
    }
    let mut results = EventResults::load(tx, id).await?;
    if matches!(t.status, TournamentStatus::Open | TournamentStatus::Starting) {
        // An account disabled or deleted since it entered starts no games.
        for gone in results.entrants.iter().filter(|e| e.gone) {
            db::tournaments::leave(&mut *tx, id, gone.user_id).await?;
        }
        results.entrants.retain(|e| !e.gone);
    }
    match t.status {
        TournamentStatus::Open | TournamentStatus::Starting => {
            if (results.entrants.len() as i64) < minimum(t.format) {
                entries::call_off(tx, env, &t).await
            } else {
                start(tx, env, &t, &results).await
            }
        }
        TournamentStatus::Running if results.in_play() => Ok(()),
        TournamentStatus::Running => match t.format {
            Format::Swiss if t.current_round < t.rounds.unwrap_or(0) => next_round(tx, env, &t, &results).await,
            _ => finish(tx, env, &t, &results).await,
        },
        TournamentStatus::Finished | TournamentStatus::Cancelled => Ok(()),
    }
}

/// The games of every event are played with the event's preset, clock and rating flag; the seats are the
/// pairing's.
fn game_form(t: &TournamentRow) -> GameForm<'static> {
    GameForm {
        variant: t.variant,
        seat: SeatChoice::First,
        time_control: TimeControl::from_row(&t.time_control),
        rated: t.rated,
        opponent: None,
        options: Default::default(),
    }
}

/// Starts `pairings` as games of `round`, records the bye, and returns what each player was given.
async fn start_round(
    tx: &mut PgConnection,
    env: &Env,
    t: &TournamentRow,
    (pairings, bye): (Vec<Pairing<UserId>>, Option<UserId>),
    round: i32,
) -> AppResult<Vec<Assignment>> {
    let form = game_form(t);
    let mut given = Vec::with_capacity(pairings.len() * 2 + 1);
    for pairing in pairings {
        let (game, deadline) = games::start_paired(tx, env, &form, pairing, (t.id, round)).await?;
        given.push(Assignment::game(pairing, game, deadline));
    }
    if let Some(player) = bye {
        db::tournaments::insert_bye(&mut *tx, t.id, round, player).await?;
        given.push(Assignment::Bye { player });
    }
    Ok(given)
}

async fn start(tx: &mut PgConnection, env: &Env, t: &TournamentRow, results: &EventResults) -> AppResult<()> {
    let players: Vec<UserId> = results.entrants.iter().map(|e| e.user_id).collect();
    // A section's games all start at once: they belong to no round (0). A Swiss event starts with round 1.
    let (round, pairings) = match t.format {
        Format::RoundRobin => {
            let games = round_robin::schedule(players.len());
            (0, (games.into_iter().map(|g| g.map(|i| players[i])).collect(), None))
        }
        Format::Swiss => {
            let first = swiss::pair_round(&results.entry_list(), &[], 1).map_err(anyhow::Error::from)?;
            (1, (first.games, first.bye))
        }
    };
    let given = start_round(tx, env, t, pairings, round).await?;
    db::tournaments::set_status(&mut *tx, t.id, TournamentStatus::Running, env.clock.now()).await?;
    db::tournaments::set_round(&mut *tx, t.id, round).await?;
    tournament_mail::started(tx, env, t, round, &given, results).await
}

async fn next_round(tx: &mut PgConnection, env: &Env, t: &TournamentRow, results: &EventResults) -> AppResult<()> {
    let round = t.current_round + 1;
    let paired = match swiss::pair_round(&results.entry_list(), &results.records(), round as u32) {
        Ok(paired) => paired,
        // Too few players left to pair, or no round without a repeat: the event ends here.
        Err(PairingError::TooFewActive | PairingError::NoPairing) => {
            tracing::info!(round, "no further round can be paired; the event ends");
            return finish(tx, env, t, results).await;
        }
        Err(e) => return Err(anyhow::Error::from(e).into()),
    };
    let given = start_round(tx, env, t, (paired.games, paired.bye), round).await?;
    db::tournaments::set_round(&mut *tx, t.id, round).await?;
    tournament_mail::round_started(tx, env, t, round, &given, results).await
}

async fn finish(tx: &mut PgConnection, env: &Env, t: &TournamentRow, results: &EventResults) -> AppResult<()> {
    let table = results.standings()?;
    db::tournaments::set_status(&mut *tx, t.id, TournamentStatus::Finished, env.clock.now()).await?;
    tournament_mail::over(tx, env, t, &table, results).await
}
