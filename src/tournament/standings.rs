//! The table of an event: points, then Sonneborn–Berger, then direct encounter, then wins, then seed.
//!
//! Choices where custom varies, and why:
//! - A bye scores a win (a full point, and it counts among the wins) but adds nothing to Sonneborn–Berger:
//!   there was no opponent whose strength it could measure.
//! - A forfeit counts everywhere as the opponent's win (see `GameResult::Forfeited`); a game stopped without a
//!   result counts nothing for either player (`GameResult::Void`).
//! - Direct encounter compares exactly the players still tied on points and Sonneborn–Berger, by their
//!   points in the games among them. It applies only when it separates them, and only when every two of them
//!   have met: in a Swiss event tied players often have not, and a player would otherwise lose the tie for
//!   a game they never had. It is applied once; players it leaves level go on to wins.
//! - Withdrawn players keep their place by their points; `withdrawn` lets the table mark them.

use std::cmp::Reverse;
use std::hash::Hash;

use super::field::{Field, FieldError};
use super::points::Points;
use super::record::{Entrant, GameResult, Record};
use crate::rules::Seat;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing<P> {
    pub player: P,
    /// From 1. Players equal in everything but their seed share a rank, and the next rank skips: 1, 2, 2, 4.
    pub rank: usize,
    pub points: Points,
    pub sonneborn_berger: Points,
    /// Points in the games among the players tied with this one, where direct encounter was applied.
    pub direct_encounter: Option<Points>,
    /// Won games, forfeits won and byes.
    pub wins: u32,
    pub withdrawn: bool,
}

/// The table, best first. `results` are the finished games and the byes.
pub fn compute<P: Copy + Eq + Hash>(
    entrants: &[Entrant<P>],
    results: &[Record<P>],
) -> Result<Vec<Standing<P>>, FieldError> {
    let field = Field::new(entrants, results)?;
    let n = field.len();
    let points = field.points();
    let mut sb = vec![Points::ZERO; n];
    let mut wins = vec![0u32; n];
    for record in &field.records {
        match *record {
            Record::Game { pairing, result } => {
                for seat in Seat::BOTH {
                    let (me, them) = (*pairing.player(seat), *pairing.player(seat.other()));
                    match result.winner() {
                        Some(w) if w == seat => {
                            sb[me] += points[them];
                            wins[me] += 1;
                        }
                        None if result == GameResult::Draw => sb[me] += points[them].half_of_score(),
                        _ => {}
                    }
                }
            }
            Record::Bye(p) => wins[p] += 1,
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&p| (Reverse(points[p]), Reverse(sb[p]), p));
    let mut direct = vec![None; n];
    let mut start = 0;
    while start < n {
        let first = order[start];
        let len = order[start..]
            .iter()
            .take_while(|&&p| (points[p], sb[p]) == (points[first], sb[first]))
            .count();
        let tied = &mut order[start..start + len];
        if len > 1
            && let Some(among) = direct_encounter(&field, tied)
        {
            for (&p, &d) in tied.iter().zip(&among) {
                direct[p] = Some(d);
            }
        }
        tied.sort_by_key(|&p| (Reverse(direct[p]), Reverse(wins[p]), p));
        start += len;
    }
    let key = |p: usize| (points[p], sb[p], direct[p], wins[p]);
    let mut table: Vec<Standing<P>> = Vec::with_capacity(n);
    for (i, &p) in order.iter().enumerate() {
        let rank = match table.last() {
            Some(prev) if key(order[i - 1]) == key(p) => prev.rank,
            _ => i + 1,
        };
        table.push(Standing {
            player: entrants[p].player,
            rank,
            points: points[p],
            sonneborn_berger: sb[p],
            direct_encounter: direct[p],
            wins: wins[p],
            withdrawn: entrants[p].withdrawn,
        });
    }
    Ok(table)
}

/// Each tied player's points in the games among `tied`, if every two of them met and the points differ.
fn direct_encounter(field: &Field, tied: &[usize]) -> Option<Vec<Points>> {
    let at = |p: usize| tied.iter().position(|&t| t == p);
    let mut among = vec![Points::ZERO; tied.len()];
    let mut met = vec![vec![false; tied.len()]; tied.len()];
    for record in &field.records {
        let Record::Game { pairing, result } = *record else {
            continue;
        };
        let (Some(a), Some(b)) = (at(pairing.first), at(pairing.second)) else {
            continue;
        };
        met[a][b] = true;
        met[b][a] = true;
        among[a] += result.points(Seat::First);
        among[b] += result.points(Seat::Second);
    }
    let all_met = (0..tied.len()).all(|a| (0..tied.len()).all(|b| a == b || met[a][b]));
    let separates = among.iter().any(|&d| d != among[0]);
    (all_met && separates).then_some(among)
}
