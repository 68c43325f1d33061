//! An event's results as the page shows them: the standings with their tie-breaks, the crosstable of a round
//! robin (each cell a player's score in their games against one opponent, linked), the rounds and pairings of a
//! Swiss event. Built from the same results the pairing reads (`app::tournaments::tournament_results`); only who played
//! whom and how games ended, which every spectator may know.

use crate::app::tournaments::tournament_results::{EventResults, result_of};
use crate::db::games::GameStatus;
use crate::db::tournaments::{Format, TournamentGame, TournamentRow};
use crate::db::{GameId, UserId};
use crate::error::AppResult;
use crate::i18n::{self, Lang, Msg};
use crate::rules::Seat;
use crate::tournament::GameResult;
use crate::tournament::standings::Standing;

pub struct StandingRow {
    pub rank: usize,
    pub name: String,
    pub points: String,
    pub sonneborn_berger: String,
    pub direct: String,
    pub wins: u32,
    pub withdrawn: bool,
}

/// One game in a crosstable cell: the row player's score, and the same in words.
pub struct CrossCell {
    pub game: GameId,
    /// The row player's side (`red`, `blue`, …), which the cell underlines in its colour.
    pub side: &'static str,
    pub score: String,
    /// Still being played: drawn as a button-like mark rather than a score.
    pub playing: bool,
    pub words: String,
}

pub struct CrossRow {
    pub number: usize,
    pub name: String,
    /// Against each player of the table in order; the row's own cell is empty.
    pub cells: Vec<Vec<CrossCell>>,
    pub points: String,
}

pub struct Pairing {
    pub game: GameId,
    pub first: String,
    pub second: String,
    pub result: String,
}

pub struct RoundView {
    pub number: i32,
    pub games: Vec<Pairing>,
    pub bye: Option<String>,
}

#[derive(Default)]
pub struct EventTable {
    pub standings: Vec<StandingRow>,
    pub crosstable: Vec<CrossRow>,
    pub rounds: Vec<RoundView>,
}

/// A player's score in one game as a table prints it: `1`, `½`, `0`; `…` while it is played, `–` when it was
/// stopped without a result.
fn score(game: &TournamentGame, seat: Seat) -> String {
    match result_of(game) {
        Some(GameResult::Void) => "–".to_string(),
        Some(result) => result.points(seat).to_string(),
        None if matches!(game.status, GameStatus::Setup | GameStatus::Playing) => "…".to_string(),
        None => "–".to_string(),
    }
}

fn seat_in(game: &TournamentGame, user: UserId) -> Option<Seat> {
    if game.first_id == user {
        Some(Seat::First)
    } else if game.second_id == user {
        Some(Seat::Second)
    } else {
        None
    }
}

pub fn build(t: &TournamentRow, results: &EventResults, lang: Lang) -> AppResult<EventTable> {
    // Before the start, and for an event called off before it, there is no table: the entry list says it all.
    if results.games.is_empty() && results.byes.is_empty() {
        return Ok(EventTable::default());
    }
    let table = results.standings()?;
    let standings = table
        .iter()
        .map(|s| StandingRow {
            rank: s.rank,
            name: results.name_of(s.player).to_string(),
            points: s.points.to_string(),
            sonneborn_berger: s.sonneborn_berger.to_string(),
            direct: s.direct_encounter.map(|p| p.to_string()).unwrap_or_default(),
            wins: s.wins,
            withdrawn: s.withdrawn,
        })
        .collect();
    let (crosstable, rounds) = match t.format {
        Format::RoundRobin => (crosstable(t, results, &table, lang), Vec::new()),
        Format::Swiss => (Vec::new(), rounds(results)),
    };
    Ok(EventTable {
        standings,
        crosstable,
        rounds,
    })
}

/// The crosstable in the order of the standings, rows and columns alike.
fn crosstable(t: &TournamentRow, results: &EventResults, table: &[Standing<UserId>], lang: Lang) -> Vec<CrossRow> {
    let family = t.variant.family();
    table
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let player = row.player;
            let cells = table
                .iter()
                .map(|column| {
                    let opponent = column.player;
                    if opponent == player {
                        return Vec::new();
                    }
                    results
                        .games
                        .iter()
                        .filter(|g| seat_in(g, opponent).is_some())
                        .filter_map(|g| Some((g, seat_in(g, player)?)))
                        .map(|(g, seat)| {
                            let score = score(g, seat);
                            // A game still being played has no score to read out: its cell says so.
                            let playing = matches!(g.status, GameStatus::Setup | GameStatus::Playing);
                            let words = match playing {
                                true => Msg::new("tournament-cell-playing"),
                                false => Msg::new("tournament-cell").with("score", score.as_str()),
                            }
                            .with("seat", i18n::seat(family, seat))
                            .with("opponent", results.name_of(opponent));
                            CrossCell {
                                game: g.id,
                                playing,
                                side: seat.name(family),
                                words: lang.msg(&words),
                                score,
                            }
                        })
                        .collect()
                })
                .collect();
            CrossRow {
                number: i + 1,
                name: results.name_of(player).to_string(),
                cells,
                points: row.points.to_string(),
            }
        })
        .collect()
}

fn rounds(results: &EventResults) -> Vec<RoundView> {
    let last = results.games.iter().map(|g| g.round).max().unwrap_or(0);
    (1..=last)
        .map(|number| RoundView {
            number,
            games: results
                .games
                .iter()
                .filter(|g| g.round == number)
                .map(|g| Pairing {
                    game: g.id,
                    first: g.first_name.clone(),
                    second: g.second_name.clone(),
                    result: format!("{}–{}", score(g, Seat::First), score(g, Seat::Second)),
                })
                .collect(),
            bye: results
                .byes
                .iter()
                .find(|b| b.0 == number)
                .map(|b| results.name_of(b.1).to_string()),
        })
        .collect()
}
