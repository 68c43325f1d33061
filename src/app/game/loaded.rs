//! A game as the use-cases work with it: its row (players, setups, moves, clock) read in one statement, and
//! what the engine makes of it (its record and its replay).

use std::hash::{Hash, Hasher};

use serde::Deserialize;
use sqlx::{PgConnection, PgPool};

use crate::db::games::{ClockRow, GameRow, GameState, GameStatus};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{Lang, Msg};
use crate::rules::record::{End, EndKind, Record, Replay, ValidRecord};
use crate::rules::{Family, GameEnd, OptionOverrides, Reason, Seat, SeatView, Setup, Terrain, Variant};

/// A loaded game.
#[derive(Debug, Clone)]
pub struct LoadedGame {
    pub row: GameRow,
}

/// A game's row as one viewer may see it, to be hashed into a page's tag and nothing else: it can only be made by
/// `LoadedGame::row_seen_by`, and hashes as the row without the setups the viewer may not see. It borrows the
/// row: a page's tag is made on every view, a 304 included, and a copy of the row would copy every move.
pub struct RowAsSeen<'a> {
    row: &'a GameRow,
    viewer: Option<Seat>,
}

impl<'a> Hash for RowAsSeen<'a> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // Every field named, none left to `..`: a column added to the row cannot be left out of the tag unnoticed.
        let GameRow {
            id,
            variant,
            options,
            terrain,
            creator_id,
            creator_name,
            creator_seat,
            invitee_id,
            invitee_name,
            first_id,
            first_name,
            second_id,
            second_name,
            status,
            ply,
            to_move,
            winner,
            result_reason,
            draw_offer_by,
            created_at,
            updated_at,
            time_control,
            clock_secs,
            turn_started_at,
            deadline,
            paused_secs,
            reminded_ply,
            first_on_vacation,
            second_on_vacation,
            first_disabled,
            second_disabled,
            rated,
            first_setup,
            first_submitted,
            second_setup,
            second_submitted,
            moves,
            tournament_id,
            tournament_name,
            tournament_round,
        } = self.row;
        let seen = |setup: &'a Option<String>, seat: Seat| setup.as_ref().filter(|_| self.viewer == Some(seat));
        (
            id,
            variant,
            options,
            terrain,
            creator_id,
            creator_name,
            creator_seat,
            invitee_id,
            invitee_name,
        )
            .hash(state);
        (
            first_id,
            first_name,
            second_id,
            second_name,
            status,
            ply,
            to_move,
            winner,
            result_reason,
        )
            .hash(state);
        (
            draw_offer_by,
            created_at,
            updated_at,
            time_control,
            clock_secs,
            turn_started_at,
            deadline,
        )
            .hash(state);
        (
            paused_secs,
            reminded_ply,
            first_on_vacation,
            second_on_vacation,
            first_disabled,
            second_disabled,
        )
            .hash(state);
        (rated, seen(first_setup, Seat::First), first_submitted).hash(state);
        (seen(second_setup, Seat::Second), second_submitted, moves).hash(state);
        (tournament_id, tournament_name, tournament_round).hash(state);
    }
}

/// Reads a game.
pub async fn load(pool: &PgPool, id: GameId) -> AppResult<LoadedGame> {
    let row = db::games::load(pool, id).await?.ok_or(AppError::NotFound)?;
    Ok(LoadedGame { row })
}

/// Reads a game and takes its row lock for the rest of the transaction, in one statement: whoever comes second
/// waits, then reads the first one's change.
pub async fn load_locked(tx: &mut PgConnection, id: GameId) -> AppResult<LoadedGame> {
    let row = db::games::load_for_update(tx, id).await?.ok_or(AppError::NotFound)?;
    Ok(LoadedGame { row })
}

impl LoadedGame {
    pub fn id(&self) -> GameId {
        self.row.id
    }

    pub fn variant(&self) -> Variant {
        self.row.variant
    }

    /// The seat `user` plays, if any.
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|&s| self.player(s) == Some(user))
    }

    /// The account playing `seat`.
    pub fn player(&self, seat: Seat) -> Option<UserId> {
        match seat {
            Seat::First => self.row.first_id,
            Seat::Second => self.row.second_id,
        }
    }

    pub fn player_name(&self, seat: Seat) -> Option<&str> {
        match seat {
            Seat::First => self.row.first_name.as_deref(),
            Seat::Second => self.row.second_name.as_deref(),
        }
    }

    /// Both players' names by seat as `lang` shows them (the computer by its level in words; "?" for a seat
    /// nobody holds yet).
    pub fn names(&self, lang: Lang) -> [String; 2] {
        Seat::BOTH.map(|s| {
            self.player_name(s)
                .map_or_else(|| "?".to_string(), |n| lang.player_name(n))
        })
    }

    pub fn setup_text(&self, seat: Seat) -> Option<&str> {
        match seat {
            Seat::First => self.row.first_setup.as_deref(),
            Seat::Second => self.row.second_setup.as_deref(),
        }
    }

    /// The row without what `viewer` may not see (the other seat's setup, and both for a spectator): what a page
    /// made for them may be told apart by.
    pub fn row_seen_by(&self, viewer: Option<Seat>) -> RowAsSeen<'_> {
        RowAsSeen { row: &self.row, viewer }
    }

    pub fn submitted(&self, seat: Seat) -> bool {
        match seat {
            Seat::First => self.row.first_submitted,
            Seat::Second => self.row.second_submitted,
        }
    }

    /// The player of `seat` cannot act now: on vacation, or the account is disabled.
    pub fn away(&self, seat: Seat) -> bool {
        match seat {
            Seat::First => self.row.first_on_vacation || self.row.first_disabled,
            Seat::Second => self.row.second_on_vacation || self.row.second_disabled,
        }
    }

    /// The game is under way (setup or play).
    pub fn running(&self) -> bool {
        matches!(self.row.status, GameStatus::Setup | GameStatus::Playing)
    }

    /// The seats that must act now: those still arranging their setup, or the side to move.
    pub fn acting_seats(&self) -> Vec<Seat> {
        match self.row.status {
            GameStatus::Setup => Seat::BOTH.into_iter().filter(|&s| !self.submitted(s)).collect(),
            GameStatus::Playing => self.row.to_move.into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// The state part of the row.
    pub fn state(&self) -> GameState {
        GameState {
            ply: self.row.ply,
            to_move: self.row.to_move,
            status: self.row.status,
            winner: self.row.winner,
            result_reason: self.row.result_reason,
            draw_offer_by: self.row.draw_offer_by,
        }
    }

    /// Takes a new state in memory (the caller writes it), so that what follows sees the game as it now is.
    pub fn set_state(&mut self, s: GameState) {
        self.row.ply = s.ply;
        self.row.to_move = s.to_move;
        self.row.status = s.status;
        self.row.winner = s.winner;
        self.row.result_reason = s.result_reason;
        self.row.draw_offer_by = s.draw_offer_by;
    }

    pub fn clock(&self) -> ClockRow {
        ClockRow {
            clock_secs: self.row.clock_secs.clone(),
            turn_started_at: self.row.turn_started_at,
            deadline: self.row.deadline,
            paused_secs: self.row.paused_secs,
        }
    }

    /// Takes a new clock in memory (the caller writes it).
    pub fn set_clock(&mut self, c: ClockRow) {
        self.row.clock_secs = c.clock_secs;
        self.row.turn_started_at = c.turn_started_at;
        self.row.deadline = c.deadline;
        self.row.paused_secs = c.paused_secs;
    }

    pub fn terrain(&self) -> AppResult<Terrain> {
        let dims = self.variant().dims();
        let squares = self
            .row
            .terrain
            .iter()
            .map(|s| dims.parse_square(s))
            .collect::<Result<Vec<_>, _>>()
            .map_err(anyhow::Error::from)?;
        Ok(Terrain::validate(self.variant(), squares).map_err(anyhow::Error::from)?)
    }

    /// The game's record once it is over, setups and all; before the end it would show what the players hide.
    pub fn record_after_end(&self) -> AppResult<Record> {
        if self.row.status != GameStatus::Finished {
            return Err(AppError::Forbidden(Msg::new("error-record-after-end")));
        }
        self.record()
    }

    /// `record_after_end`, checked and ready to replay.
    pub fn valid_record_after_end(&self) -> AppResult<ValidRecord> {
        self.record_after_end()?;
        self.valid_record()
    }

    /// The game as a record of the rules' record format (both setups must be in).
    pub fn record(&self) -> AppResult<Record> {
        let family = self.variant().family();
        let setups = Seat::BOTH.map(|s| self.setup_text(s).filter(|_| self.submitted(s)));
        let winner = self.row.winner;
        let end = match self.row.result_reason {
            // A player who left the game reads as that player's resignation.
            Some(GameEnd::Rules(Reason::Resign) | GameEnd::Forfeit) => winner.map(|w| End {
                kind: EndKind::Resign,
                by: Some(w.other().name(family).to_string()),
            }),
            Some(GameEnd::Rules(Reason::DrawAgreed)) => Some(End {
                kind: EndKind::DrawAgreed,
                by: None,
            }),
            Some(GameEnd::Rules(Reason::Timeout)) => winner.map(Seat::other).or(self.row.to_move).map(|late| End {
                kind: EndKind::Timeout,
                by: Some(late.name(family).to_string()),
            }),
            _ => None,
        };
        let mut record = record_of(
            self.variant(),
            &self.row.options,
            &self.row.terrain,
            setups,
            self.row.moves.clone(),
        )?;
        record.end = end;
        Ok(record)
    }

    fn valid_record(&self) -> AppResult<ValidRecord> {
        self.record()?
            .into_valid()
            .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} is stored malformed: {e}", self.id())))
    }

    /// What `seat` knows of the game, all of it and nothing more: what a computer player thinks with, and what
    /// a player is told their enemy's pieces can still be.
    pub fn seat_view(&self, seat: Seat) -> AppResult<SeatView> {
        let replay = self.replay(None)?;
        let setups = Seat::BOTH.map(|s| {
            Setup::parse(self.variant(), s, self.setup_text(s).unwrap_or_default())
                .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} holds a malformed setup: {e}", self.id())))
        });
        let [first, second] = setups;
        let (first, second) = (first?, second?);
        Ok(SeatView::new([&first, &second], &replay.game, &replay.reports, seat))
    }

    /// Replays the first `upto` moves (all when `None`). A game the service ended in a way no record can say
    /// (an admin's decision) is ended the same way in the replay, so that everything shows.
    pub fn replay(&self, upto: Option<usize>) -> AppResult<Replay> {
        let mut replay = self
            .valid_record()?
            .replay(upto)
            .map_err(|e| AppError::Internal(anyhow::anyhow!("game {} holds an illegal move: {e}", self.id())))?;
        if upto.is_none() && self.row.status == GameStatus::Finished && replay.game.outcome().is_none() {
            let _ = replay.game.adjudicate(self.row.winner);
        }
        Ok(replay)
    }
}

/// The record, not yet ended, of a game of `variant` from what its row stores: its options, its terrain, each
/// seat's submitted setup (both must be in) and its moves.
pub fn record_of(
    variant: Variant,
    options: &serde_json::Value,
    terrain: &[String],
    setups: [Option<&str>; 2],
    moves: Vec<String>,
) -> AppResult<Record> {
    let family = variant.family();
    let setup = Seat::BOTH
        .into_iter()
        .zip(setups)
        .map(|(s, text)| {
            let text = text.ok_or_else(|| AppError::Conflict(Msg::new("error-not-started")))?;
            Ok((s.name(family).to_string(), text.to_string()))
        })
        .collect::<AppResult<Vec<_>>>()?;
    let options = OptionOverrides::deserialize(options).map_err(anyhow::Error::from)?;
    Ok(Record {
        variant: variant.id().to_string(),
        options,
        terrain: (family == Family::Espionage).then(|| terrain.to_vec()),
        setup,
        moves,
        end: None,
    })
}
