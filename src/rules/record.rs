//! Game records in the JSON format of docs/rules.md §12: parsing with clear errors, replaying, writing.

use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::game::{Battle, Game, MoveReport};
use super::piece::Seat;
use super::preset::{OptionOverrides, Options, Variant};
use super::setup::{Setup, SetupError};
use super::terrain::{Terrain, TerrainError};
use super::{Move, Outcome, PlayError};

/// A record as it is written: everything as text, checked by [`Record::validate`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub variant: String,
    #[serde(default, skip_serializing_if = "OptionOverrides::is_empty")]
    pub options: OptionOverrides,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain: Option<Vec<String>>,
    #[serde(serialize_with = "setups_in_order", deserialize_with = "setups_any_order")]
    pub setup: Vec<(String, String)>,
    pub moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<End>,
}

/// How a game ended off the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct End {
    pub kind: EndKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndKind {
    Resign,
    DrawAgreed,
    Timeout,
}

fn setups_in_order<S: Serializer>(setups: &[(String, String)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(setups.len()))?;
    for (seat, text) in setups {
        map.serialize_entry(seat, text)?;
    }
    map.end()
}

fn setups_any_order<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(String, String)>, D::Error> {
    let map = std::collections::BTreeMap::<String, String>::deserialize(d)?;
    let mut setups: Vec<(String, String)> = map.into_iter().collect();
    // Written back first seat first, as people read them.
    setups.sort_by_key(|(seat, _)| !matches!(seat.as_str(), "red" | "white"));
    Ok(setups)
}

/// Why a record cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("not a game record: {0}")]
    Json(String),
    #[error(
        "unknown variant '{0}' (known: stratego, stratego-original, barrage, duel, marsal-a-spion, espionage, espionage-small, espionage-fast, espionage-open-fast, espionage-small-fast)"
    )]
    UnknownVariant(String),
    #[error(transparent)]
    Option(#[from] super::preset::OptionError),
    #[error("terrain: {0}")]
    TerrainSquare(String),
    #[error(transparent)]
    Terrain(#[from] TerrainError),
    #[error("terrain is required for {0}: its volcanoes are drawn per game")]
    TerrainMissing(&'static str),
    #[error("setup has a key '{0}', which is not a seat of this game")]
    UnknownSeat(String),
    #[error("the setup of {0} is missing")]
    MissingSetup(&'static str),
    #[error("setup of {seat}: {error}")]
    Setup { seat: &'static str, error: SetupError },
    #[error("end: {0}")]
    End(String),
}

/// A record whose every part has been checked, ready to replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidRecord {
    pub variant: Variant,
    pub overrides: OptionOverrides,
    pub options: Options,
    pub terrain: Terrain,
    pub setups: [Setup; 2],
    pub moves: Vec<String>,
    pub end: Option<(EndKind, Option<Seat>)>,
}

/// A move the replay refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply} ({mv}): {error}")]
pub struct IllegalMove {
    pub ply: u32,
    pub mv: String,
    pub error: PlayError,
}

/// A record played through.
#[derive(Debug, Clone)]
pub struct Replay {
    pub game: Game,
    pub reports: Vec<MoveReport>,
}

impl Replay {
    pub fn battles(&self) -> impl Iterator<Item = (u32, Battle)> + '_ {
        self.reports.iter().filter_map(|r| r.battle.map(|b| (r.ply, b)))
    }
}

impl Record {
    /// The record of a game of `variant` with its default options, played on `terrain` from `setups` (the first
    /// seat's first) with `moves`: what a program that plays games itself writes down.
    pub fn of_play(variant: Variant, terrain: &Terrain, setups: [&Setup; 2], moves: &[Move]) -> Record {
        let family = variant.family();
        Record {
            variant: variant.id().to_string(),
            options: OptionOverrides::default(),
            terrain: (family == super::piece::Family::Espionage)
                .then(|| terrain.squares().iter().map(|s| s.to_string()).collect()),
            setup: Seat::BOTH
                .into_iter()
                .zip(setups)
                .map(|(seat, s)| (seat.name(family).to_string(), s.to_string()))
                .collect(),
            moves: moves.iter().map(Move::to_string).collect(),
            end: None,
        }
    }

    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// Checks variant, options, terrain, setups and end; moves are checked by replaying.
    pub fn validate(&self) -> Result<ValidRecord, RecordError> {
        self.validate_keeping(self.moves.clone())
    }

    /// `validate`, handing the record's moves on rather than a copy of them: a game page validates the record it
    /// has just made from its row, on every view.
    pub fn into_valid(mut self) -> Result<ValidRecord, RecordError> {
        let moves = std::mem::take(&mut self.moves);
        self.validate_keeping(moves)
    }

    /// `validate`, with `moves` standing for the record's own.
    fn validate_keeping(&self, moves: Vec<String>) -> Result<ValidRecord, RecordError> {
        let variant = Variant::parse(&self.variant).ok_or_else(|| RecordError::UnknownVariant(self.variant.clone()))?;
        let family = variant.family();
        let options = self.options.resolve(variant)?;
        let dims = variant.dims();
        let terrain = match &self.terrain {
            None if family == super::piece::Family::Espionage => {
                return Err(RecordError::TerrainMissing(variant.id()));
            }
            None => Terrain::lakes(),
            Some(list) => {
                let squares = list
                    .iter()
                    .map(|s| {
                        dims.parse_square(s)
                            .map_err(|e| RecordError::TerrainSquare(e.to_string()))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Terrain::validate(variant, squares)?
            }
        };
        if let Some((key, _)) = self.setup.iter().find(|(k, _)| Seat::parse(family, k).is_none()) {
            return Err(RecordError::UnknownSeat(key.clone()));
        }
        let setup_of = |seat: Seat| {
            let name = seat.name(family);
            let (_, text) = self
                .setup
                .iter()
                .find(|(k, _)| k == name)
                .ok_or(RecordError::MissingSetup(name))?;
            Setup::parse(variant, seat, text).map_err(|error| RecordError::Setup { seat: name, error })
        };
        let setups = [setup_of(Seat::First)?, setup_of(Seat::Second)?];
        let end = match &self.end {
            None => None,
            Some(End { kind, by }) => {
                let by = match by {
                    None if *kind == EndKind::DrawAgreed => None,
                    None => {
                        return Err(RecordError::End(format!(
                            "{kind:?} needs \"by\", the seat it happened to"
                        )));
                    }
                    Some(name) => Some(
                        Seat::parse(family, name)
                            .ok_or_else(|| RecordError::End(format!("'{name}' is not a seat of this game")))?,
                    ),
                };
                Some((*kind, by))
            }
        };
        Ok(ValidRecord {
            variant,
            overrides: self.options,
            options,
            terrain,
            setups,
            moves,
            end,
        })
    }
}

impl ValidRecord {
    /// The game before any move.
    pub fn start(&self) -> Game {
        Game::new(
            self.variant,
            self.options,
            self.terrain.clone(),
            [&self.setups[0], &self.setups[1]],
        )
        .expect("validated setups and terrain fit their variant")
    }

    /// Plays the first `upto` moves (all when `None`); with all moves played, applies the record's `end` unless
    /// the board has already decided the game.
    pub fn replay(&self, upto: Option<usize>) -> Result<Replay, IllegalMove> {
        self.replay_watched(upto, |_, _, _| {})
    }

    /// `replay`, showing `before_move` each move with the game and the reports as they stand just before it.
    pub fn replay_watched(
        &self,
        upto: Option<usize>,
        mut before_move: impl FnMut(Move, &Game, &[MoveReport]),
    ) -> Result<Replay, IllegalMove> {
        let mut game = self.start();
        let count = upto.unwrap_or(self.moves.len()).min(self.moves.len());
        let mut reports = Vec::with_capacity(count);
        for (i, text) in self.moves[..count].iter().enumerate() {
            let illegal = |error| IllegalMove {
                ply: i as u32 + 1,
                mv: text.clone(),
                error,
            };
            let mv = Move::parse(game.dims(), text).map_err(|_| illegal(PlayError::NotAMove(text.clone())))?;
            before_move(mv, &game, &reports);
            reports.push(game.play(mv).map_err(illegal)?);
        }
        if count == self.moves.len()
            && game.outcome().is_none()
            && let Some((kind, by)) = self.end
        {
            apply_end(&mut game, kind, by);
        }
        Ok(Replay { game, reports })
    }
}

/// Ends a game off the board. The game must still be running.
pub fn apply_end(game: &mut Game, kind: EndKind, by: Option<Seat>) -> Option<Outcome> {
    let by = by.unwrap_or(Seat::First);
    match kind {
        EndKind::Resign => game.resign(by),
        EndKind::DrawAgreed => game.agree_draw(),
        EndKind::Timeout => game.time_out(by),
    }
    .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(json: &str) -> Result<ValidRecord, RecordError> {
        Record::from_json(json)?.validate()
    }

    const RED: &str = "F3859BS7642B3B3236B4B52355X48722222647B6";

    #[test]
    fn malformed_records_say_why() {
        let ok = format!(r#"{{"variant":"stratego","setup":{{"red":"{RED}","blue":"{RED}"}},"moves":[]}}"#);
        assert!(record(&ok).is_ok());
        let cases = [
            (ok.replace("\"stratego\"", "\"chess\""), "unknown variant 'chess'"),
            (ok.replace("\"moves\":[]", "\"moves\":[42]"), "not a game record"),
            (
                ok.replace(&format!("\"blue\":\"{RED}\""), &format!("\"blue\":\"{}\"", &RED[1..])),
                "39 characters",
            ),
            (ok.replace("\"blue\"", "\"black\""), "'black'"),
            (
                ok.replace("\"moves\":[]", "\"moves\":[],\"terrain\":[\"c5\",\"z9\"]"),
                "z9",
            ),
            (
                ok.replace("\"moves\":[]", "\"moves\":[],\"options\":{\"fog\":true}"),
                "unknown field `fog`",
            ),
            (
                ok.replace("\"moves\":[]", "\"moves\":[],\"end\":{\"kind\":\"resign\"}"),
                "needs \"by\"",
            ),
        ];
        for (json, expected) in cases {
            let err = record(&json).unwrap_err().to_string();
            assert!(err.contains(expected), "{err} should mention {expected}");
        }
    }

    #[test]
    fn records_round_trip() {
        let json = format!(
            r#"{{"variant":"barrage","options":{{"two_squares_limit":5}},"setup":{{"red":"{b}","blue":"{b}"}},"moves":["a1-a2"],"end":{{"kind":"resign","by":"blue"}}}}"#,
            b = "XF.......932SB2........................."
        );
        let r = Record::from_json(&json).unwrap();
        let again = Record::from_json(&r.to_json()).unwrap();
        assert_eq!(r, again);
        let text = r.to_json();
        assert!(text.find("\"red\"").unwrap() < text.find("\"blue\"").unwrap());
    }
}
