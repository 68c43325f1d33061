//! An event's rows as the tournament core reads them: the entry list, each finished game's result, the byes;
//! and what the core makes of them, the table. The pairing, the final mails and the event's page all read the
//! results through here, so they cannot disagree.

use sqlx::{PgConnection, PgPool};

use crate::db::games::GameStatus;
use crate::db::tournaments::{EntrantRow, TournamentGame};
use crate::db::{self, TournamentId, UserId};
use crate::error::AppResult;
use crate::rules::GameEnd;
use crate::tournament::standings::{self, Standing};
use crate::tournament::{Entrant, GameResult, Pairing, Record};

/// Everything of an event that decides its table and its next round.
pub struct EventResults {
    pub entrants: Vec<EntrantRow>,
    pub games: Vec<TournamentGame>,
    pub byes: Vec<(i32, UserId)>,
}

impl EventResults {
    pub async fn load(db: &mut PgConnection, id: TournamentId) -> AppResult<EventResults> {
        Ok(EventResults {
            entrants: db::tournaments::entrants(&mut *db, id).await?,
            games: db::tournaments::games(&mut *db, id).await?,
            byes: db::tournaments::byes(&mut *db, id).await?,
        })
    }

    /// The same, read outside a transaction (for a page).
    pub async fn read(db: &PgPool, id: TournamentId) -> AppResult<EventResults> {
        let (entrants, games, byes) = tokio::try_join!(
            db::tournaments::entrants(db, id),
            db::tournaments::games(db, id),
            db::tournaments::byes(db, id)
        )?;
        Ok(EventResults { entrants, games, byes })
    }

    /// The entry list in seed order.
    pub fn entry_list(&self) -> Vec<Entrant<UserId>> {
        self.entrants
            .iter()
            .map(|e| Entrant {
                player: e.user_id,
                withdrawn: e.withdrawn,
            })
            .collect()
    }

    /// Every result so far, round by round (a round's games, then its bye), which is the order the core reads
    /// seats in.
    pub fn records(&self) -> Vec<Record<UserId>> {
        let last_round = self
            .games
            .iter()
            .map(|g| g.round)
            .chain(self.byes.iter().map(|b| b.0))
            .max();
        let mut records = Vec::with_capacity(self.games.len() + self.byes.len());
        for round in 0..=last_round.unwrap_or(0) {
            records.extend(self.games.iter().filter(|g| g.round == round).filter_map(record));
            records.extend(self.byes.iter().filter(|b| b.0 == round).map(|b| Record::Bye(b.1)));
        }
        records
    }

    /// Whether any game of the event is still being played.
    pub fn in_play(&self) -> bool {
        self.games
            .iter()
            .any(|g| matches!(g.status, GameStatus::Setup | GameStatus::Playing))
    }

    /// The table, best first.
    pub fn standings(&self) -> AppResult<Vec<Standing<UserId>>> {
        standings::compute(&self.entry_list(), &self.records())
            .map_err(|e| anyhow::anyhow!("an event's results do not add up: {e}").into())
    }

    pub fn name_of(&self, user: UserId) -> &str {
        self.entrants
            .iter()
            .find(|e| e.user_id == user)
            .map_or("", |e| e.username.as_str())
    }
}

/// How a game counts in its event: a finished game's result (a game an admin stopped without one is void);
/// nothing yet for a game still in play.
pub fn result_of(game: &TournamentGame) -> Option<GameResult> {
    if game.status != GameStatus::Finished {
        return None;
    }
    Some(match (game.winner, game.result_reason) {
        (Some(winner), Some(GameEnd::Forfeit)) => GameResult::Forfeited(winner.other()),
        (Some(winner), _) => GameResult::Won(winner),
        (None, Some(GameEnd::Aborted)) => GameResult::Void,
        (None, _) => GameResult::Draw,
    })
}

fn record(game: &TournamentGame) -> Option<Record<UserId>> {
    Some(Record::Game {
        pairing: Pairing {
            first: game.first_id,
            second: game.second_id,
        },
        result: result_of(game)?,
    })
}
