//! The field: the entry list checked and the records restated with seeds (positions in the entry list) for
//! players, which is what the pairing and the standings compute with.

use std::collections::HashMap;
use std::hash::Hash;

use super::points::Points;
use super::record::{Entrant, Pairing, Record};
use crate::rules::Seat;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    #[error("a player is entered twice")]
    DuplicateEntrant,
    #[error("a result names a player who is not an entrant")]
    UnknownPlayer,
    #[error("a game pairs a player with themselves")]
    SelfGame,
}

pub(super) struct Field {
    pub withdrawn: Vec<bool>,
    pub records: Vec<Record<usize>>,
}

impl Field {
    pub fn new<P: Copy + Eq + Hash>(entrants: &[Entrant<P>], records: &[Record<P>]) -> Result<Field, FieldError> {
        let mut seed = HashMap::with_capacity(entrants.len());
        for (i, e) in entrants.iter().enumerate() {
            if seed.insert(e.player, i).is_some() {
                return Err(FieldError::DuplicateEntrant);
            }
        }
        let find = |p: P| seed.get(&p).copied().ok_or(FieldError::UnknownPlayer);
        let records = records
            .iter()
            .map(|r| match *r {
                Record::Game { pairing, result } => {
                    let pairing = Pairing {
                        first: find(pairing.first)?,
                        second: find(pairing.second)?,
                    };
                    if pairing.first == pairing.second {
                        return Err(FieldError::SelfGame);
                    }
                    Ok(Record::Game { pairing, result })
                }
                Record::Bye(p) => Ok(Record::Bye(find(p)?)),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Field {
            withdrawn: entrants.iter().map(|e| e.withdrawn).collect(),
            records,
        })
    }

    pub fn len(&self) -> usize {
        self.withdrawn.len()
    }

    /// Each seed's points: a result's points, a full point for a bye.
    pub fn points(&self) -> Vec<Points> {
        let mut points = vec![Points::ZERO; self.len()];
        for record in &self.records {
            match *record {
                Record::Game { pairing, result } => {
                    for seat in Seat::BOTH {
                        points[*pairing.player(seat)] += result.points(seat);
                    }
                }
                Record::Bye(p) => points[p] += Points::ONE,
            }
        }
        points
    }
}
