//! Swiss pairing, one round at a time, from the entry list and every result so far.
//!
//! The field is ranked by points, then seed. Players are paired within their score group, top group first;
//! a group that cannot be paired whole sends its lowest-ranked players down to the next one, as few as
//! possible. Within a group the top half meets the bottom half (first against first), with the next
//! arrangements tried in the order of the Dutch system's transpositions, and players whose seats lean the
//! same way kept apart where possible. Every choice is first checked against a matching of everyone still to
//! pair (`matching`), so no choice strands a player later: the search never backtracks, and a repeat-free
//! pairing, if one exists, is always found.
//!
//! What is hard and what gives way, strongest first: nobody meets an opponent twice; nobody has a second bye;
//! the bye goes to the lowest-ranked player without one whose absence leaves a pairable field; the colour
//! limits (`colour`) hold; then the score groups and the seats are as good as the search can make them. If
//! the score-group method runs past its budget, the whole field is paired top-down instead, each player
//! taking the nearest score still possible.

use std::cmp::Reverse;
use std::hash::Hash;

use super::colour::{self, Seats};
use super::field::{Field, FieldError};
use super::matching::perfectly_pairable;
use super::points::Points;
use super::record::{Entrant, Pairing, Record};
use crate::rules::Seat;

/// How many sets of players sent down the score-group method may weigh in one round before the round goes
/// to the whole-field search. Counted rather than timed, so that a round pairs the same on every machine.
const SCORE_GROUP_BUDGET: usize = 2_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundPairing<P> {
    pub round: u32,
    /// Board by board, the highest scores first.
    pub games: Vec<Pairing<P>>,
    /// The odd player out, who scores a win without a game.
    pub bye: Option<P>,
    pub method: Method,
    /// False only when no repeat-free pairing (with this bye) keeps the colour limits: the round is then
    /// paired without them, and the seats still lean back towards balance.
    pub colour_limits_kept: bool,
}

/// How the round was found, for the event's log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    ScoreGroups,
    /// The score-group method ran past its budget: the whole field paired top-down by nearest score.
    WholeField,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    #[error(transparent)]
    Field(#[from] FieldError),
    #[error("a Swiss event needs at least four entrants")]
    TooFewEntrants,
    #[error("fewer than two players are left in the event")]
    TooFewActive,
    #[error("round {0} is not the next round to pair")]
    RoundOutOfOrder(u32),
    #[error("every pairing of this round would repeat a game or give someone a second bye")]
    NoPairing,
}

/// The next round's pairing. `results` are every game and bye of the earlier rounds, in the order played
/// (each player's seats are read in that order); `round` counts from 1, and no player may already have that
/// many results.
pub fn pair_round<P: Copy + Eq + Hash>(
    entrants: &[Entrant<P>],
    results: &[Record<P>],
    round: u32,
) -> Result<RoundPairing<P>, PairingError> {
    pair_within_budget(entrants, results, round, SCORE_GROUP_BUDGET)
}

pub(super) fn pair_within_budget<P: Copy + Eq + Hash>(
    entrants: &[Entrant<P>],
    results: &[Record<P>],
    round: u32,
    budget: usize,
) -> Result<RoundPairing<P>, PairingError> {
    if entrants.len() < 4 {
        return Err(PairingError::TooFewEntrants);
    }
    let field = Field::new(entrants, results)?;
    let table = Table::new(&field, round)?;
    if table.ranked.len() < 2 {
        return Err(PairingError::TooFewActive);
    }
    let byes: Vec<Option<usize>> = if table.ranked.len().is_multiple_of(2) {
        vec![None]
    } else {
        table
            .ranked
            .iter()
            .rev()
            .filter(|&&p| !table.had_bye[p])
            .map(|&p| Some(p))
            .collect()
    };
    for bye in byes {
        let players: Vec<usize> = table.ranked.iter().copied().filter(|&p| Some(p) != bye).collect();
        for limits in [true, false] {
            let search = Search { table: &table, limits };
            if !search.pairable(&players) {
                continue;
            }
            let found = match search.score_groups(&players, budget) {
                Some(pairs) => Some((pairs, Method::ScoreGroups)),
                None => search.whole_field(&players).map(|pairs| (pairs, Method::WholeField)),
            };
            debug_assert!(found.is_some(), "a pairable field is always paired");
            if let Some((pairs, method)) = found {
                let name = |p: usize| entrants[p].player;
                return Ok(RoundPairing {
                    round,
                    games: table.boards(pairs).into_iter().map(|g| g.map(name)).collect(),
                    bye: bye.map(name),
                    method,
                    colour_limits_kept: limits,
                });
            }
        }
    }
    Err(PairingError::NoPairing)
}

/// What the pairing knows of each seed.
struct Table {
    points: Vec<Points>,
    met: Vec<Vec<bool>>,
    seats: Vec<Seats>,
    had_bye: Vec<bool>,
    /// The players to pair, best first: by points, then seed.
    ranked: Vec<usize>,
    /// Each ranked player's place in `ranked`.
    rank: Vec<usize>,
}

impl Table {
    fn new(field: &Field, round: u32) -> Result<Table, PairingError> {
        let n = field.len();
        let mut met = vec![vec![false; n]; n];
        let mut seats = vec![Seats::default(); n];
        let mut had_bye = vec![false; n];
        let mut results = vec![0u32; n];
        for record in &field.records {
            match *record {
                Record::Game { pairing, .. } => {
                    let (a, b) = (pairing.first, pairing.second);
                    met[a][b] = true;
                    met[b][a] = true;
                    seats[a].push(Seat::First);
                    seats[b].push(Seat::Second);
                    results[a] += 1;
                    results[b] += 1;
                }
                Record::Bye(p) => {
                    had_bye[p] = true;
                    results[p] += 1;
                }
            }
        }
        if round == 0 || results.iter().any(|&r| r >= round) {
            return Err(PairingError::RoundOutOfOrder(round));
        }
        let points = field.points();
        let mut ranked: Vec<usize> = (0..n).filter(|&p| !field.withdrawn[p]).collect();
        ranked.sort_by_key(|&p| (Reverse(points[p]), p));
        let mut rank = vec![usize::MAX; n];
        for (i, &p) in ranked.iter().enumerate() {
            rank[p] = i;
        }
        Ok(Table {
            points,
            met,
            seats,
            had_bye,
            ranked,
            rank,
        })
    }

    /// The games on their boards, highest scores first, each with its seats.
    fn boards(&self, pairs: Vec<(usize, usize)>) -> Vec<Pairing<usize>> {
        let mut pairs: Vec<(usize, usize)> = pairs
            .into_iter()
            .map(|(a, b)| if self.rank[a] < self.rank[b] { (a, b) } else { (b, a) })
            .collect();
        pairs.sort_by_key(|&(a, b)| (Reverse(self.points[a]), Reverse(self.points[b]), self.rank[a]));
        pairs
            .into_iter()
            .enumerate()
            .map(
                |(i, (a, b))| match colour::seat_of_higher(&self.seats[a], &self.seats[b], i + 1) {
                    Seat::First => Pairing { first: a, second: b },
                    Seat::Second => Pairing { first: b, second: a },
                },
            )
            .collect()
    }
}

struct Search<'a> {
    table: &'a Table,
    /// Whether the colour limits are kept.
    limits: bool,
}

impl Search<'_> {
    fn may_meet(&self, a: usize, b: usize) -> bool {
        let t = self.table;
        !t.met[a][b] && (!self.limits || colour::may_meet(&t.seats[a], &t.seats[b]))
    }

    fn pairable(&self, players: &[usize]) -> bool {
        perfectly_pairable(players, |a, b| self.may_meet(a, b))
    }

    fn pairable_without_clash(&self, players: &[usize]) -> bool {
        perfectly_pairable(players, |a, b| self.may_meet(a, b) && !self.clash(a, b))
    }

    /// Score groups from the top; `None` when the budget runs out.
    fn score_groups(&self, players: &[usize], mut budget: usize) -> Option<Vec<(usize, usize)>> {
        let points = &self.table.points;
        let mut pairs = Vec::with_capacity(players.len() / 2);
        let mut floaters = Vec::new();
        let mut start = 0;
        while start < players.len() {
            let score = points[players[start]];
            let end = start + players[start..].iter().take_while(|&&p| points[p] == score).count();
            let bracket: Vec<usize> = floaters.iter().chain(&players[start..end]).copied().collect();
            let down = self.sent_down(&bracket, &players[end..], &mut budget)?;
            let stay: Vec<usize> = bracket.iter().copied().filter(|p| !down.contains(p)).collect();
            pairs.extend(self.pair_bracket(&stay)?);
            floaters = down;
            start = end;
        }
        Some(pairs)
    }

    /// The fewest players of a bracket to send down, the lowest-ranked first, such that both the rest of
    /// the bracket and everyone below can still be paired.
    fn sent_down(&self, bracket: &[usize], below: &[usize], budget: &mut usize) -> Option<Vec<usize>> {
        let g = bracket.len();
        let most = if below.is_empty() { 0 } else { g };
        for size in (g % 2..=most).step_by(2) {
            // Positions counted from the bottom of the bracket, in lexicographic order.
            let mut from_bottom: Vec<usize> = (0..size).collect();
            loop {
                *budget = budget.checked_sub(1)?;
                // In the bracket's order, which is the ranking, so that the next bracket stays ranked.
                let down: Vec<usize> = from_bottom.iter().rev().map(|&i| bracket[g - 1 - i]).collect();
                let stay: Vec<usize> = bracket.iter().copied().filter(|p| !down.contains(p)).collect();
                let on: Vec<usize> = down.iter().chain(below).copied().collect();
                if self.pairable(&stay) && self.pairable(&on) {
                    return Some(down);
                }
                if !next_combination(&mut from_bottom, g) {
                    break;
                }
            }
        }
        None
    }

    /// Pairs a pairable bracket: its top player takes the first opponent, in the order of the Dutch
    /// transpositions (the bottom half from its top, then the top half from its bottom) with seat clashes
    /// last, who leaves the rest pairable; and so on down.
    fn pair_bracket(&self, stay: &[usize]) -> Option<Vec<(usize, usize)>> {
        self.pair_down(stay, true, |left| {
            let half = left.len() / 2;
            let mut order: Vec<usize> = (half..left.len()).chain((1..half).rev()).collect();
            order.sort_by_key(|&i| self.clash(left[0], left[i]));
            order
        })
    }

    /// Pairs the whole field top-down, each player taking the nearest score that leaves the rest pairable,
    /// then the opponent whose seat does not clash, then the highest-ranked.
    fn whole_field(&self, players: &[usize]) -> Option<Vec<(usize, usize)>> {
        let points = &self.table.points;
        self.pair_down(players, false, |left| {
            let top = points[left[0]].quarters();
            let mut order: Vec<usize> = (1..left.len()).collect();
            order.sort_by_key(|&i| {
                (
                    top.abs_diff(points[left[i]].quarters()),
                    self.clash(left[0], left[i]),
                    i,
                )
            });
            order
        })
    }

    /// Pairs `players` from the top: the top player meets the first of `order` (positions in what is left)
    /// who may meet them and leaves the others pairable. With `avoid_clashes`, as soon as what is left can be
    /// paired without a single seat clash it is, so that the pairing itself pushes nobody further from even than it must.
    fn pair_down(
        &self,
        players: &[usize],
        avoid_clashes: bool,
        order: impl Fn(&[usize]) -> Vec<usize>,
    ) -> Option<Vec<(usize, usize)>> {
        let mut left = players.to_vec();
        let mut pairs = Vec::with_capacity(players.len() / 2);
        while !left.is_empty() {
            let top = left[0];
            let clash_free = avoid_clashes && self.pairable_without_clash(&left);
            let pick = order(&left).into_iter().find(|&i| {
                let other = left[i];
                self.may_meet(top, other) && !(clash_free && self.clash(top, other)) && {
                    let rest: Vec<usize> = (1..left.len()).filter(|&j| j != i).map(|j| left[j]).collect();
                    if clash_free {
                        self.pairable_without_clash(&rest)
                    } else {
                        self.pairable(&rest)
                    }
                }
            })?;
            pairs.push((top, left[pick]));
            left.remove(pick);
            left.remove(0);
        }
        Some(pairs)
    }

    fn clash(&self, a: usize, b: usize) -> bool {
        colour::clash(&self.table.seats[a], &self.table.seats[b])
    }
}

/// Steps `c`, a sorted choice of `c.len()` positions out of `0..n`, to the next in lexicographic order;
/// false after the last.
fn next_combination(c: &mut [usize], n: usize) -> bool {
    let k = c.len();
    for i in (0..k).rev() {
        if c[i] < n - k + i {
            c[i] += 1;
            for j in i + 1..k {
                c[j] = c[j - 1] + 1;
            }
            return true;
        }
    }
    false
}
