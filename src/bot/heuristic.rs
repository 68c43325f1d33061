//! The `easy` and `medium` players: each legal move is scored by itself, from the seat's own view, and the best
//! is played. `easy` trusts only identities it has seen; `medium` weighs what each hidden piece can still be,
//! keeps its pieces away from those likely to beat them, and closes in on the pieces that never moved.

use crate::rules::battle::{Removed, fight};
use crate::rules::rng::SeededRng;
use crate::rules::{Family, Kind, Move, Seat, SeatView, Square};

use super::evaluate::value;
use super::tracking::Tracked;

/// What each enemy piece on the board may be, with probabilities, by square.
struct Beliefs {
    family: Family,
    by_square: Vec<(Square, Vec<(Kind, f64)>)>,
}

impl Beliefs {
    fn of(sv: &SeatView) -> Beliefs {
        let tracked = Tracked::follow(sv);
        let army = sv.variant().army();
        // What is left of the army once the pieces known for certain are counted out.
        let mut left: Vec<f64> = army.iter().map(|&(_, n)| f64::from(n)).collect();
        for token in &tracked.tokens {
            if token.kinds.len() == 1 {
                let i = (0..army.len()).find(|&i| token.kinds.contains(i)).expect("one kind");
                left[i] = (left[i] - 1.0).max(0.0);
            }
        }
        let by_square = tracked
            .tokens
            .iter()
            .filter_map(|token| {
                let sq = token.square?;
                let weights: Vec<(Kind, f64)> = army
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| token.kinds.contains(i))
                    .map(|(i, &(kind, _))| (kind, if token.kinds.len() == 1 { 1.0 } else { left[i] }))
                    .collect();
                let total: f64 = weights.iter().map(|(_, w)| w).sum();
                let odds = if total > 0.0 {
                    weights.into_iter().map(|(k, w)| (k, w / total)).collect()
                } else {
                    Vec::new()
                };
                Some((sq, odds))
            })
            .collect();
        Beliefs {
            family: sv.variant().family(),
            by_square,
        }
    }

    fn at(&self, sq: Square) -> &[(Kind, f64)] {
        self.by_square
            .iter()
            .find(|(s, _)| *s == sq)
            .map_or(&[], |(_, odds)| odds.as_slice())
    }

    /// The expected worth of `mine` attacking the piece on `sq`.
    /// The expected worth of `mine` attacking the piece on `sq`.
    fn attack(&self, mine: Kind, sq: Square) -> f64 {
        self.at(sq)
            .iter()
            .map(|&(theirs, p)| p * outcome(self.family, mine, theirs))
            .sum()
    }

    /// How likely the piece on `sq` beats `mine` if it attacks it.
    fn threat(&self, sq: Square, mine: Kind) -> f64 {
        self.at(sq)
            .iter()
            .filter(|(theirs, _)| theirs.is_movable() && fight(self.family, *theirs, mine) != Removed::Attacker)
            .map(|(_, p)| p)
            .sum()
    }
}

/// The worth of taking the goal for a move scored by itself: high, but not so high that a slim chance of it
/// outweighs a likely loss of the attacker.
const GOAL: f64 = 1500.0;

/// Moves without a battle after which `medium` starts to force one.
const RESTLESS_AFTER: f64 = 80.0;

/// Worth of a step nearer the closest enemy piece that never moved (where the goal must be), growing in a long
/// quiet spell.
const HUNT: f64 = 3.0;

/// The worth of a battle to the attacker.
fn outcome(family: Family, mine: Kind, theirs: Kind) -> f64 {
    if theirs.is_goal() {
        return GOAL;
    }
    f64::from(match fight(family, mine, theirs) {
        Removed::Defender => value(theirs),
        Removed::Attacker => -value(mine),
        Removed::Both => value(theirs) - value(mine),
    })
}

/// Steps towards the enemy's side of the board.
fn forward(seat: Seat, mv: Move) -> i32 {
    let d = i32::from(mv.to.row()) - i32::from(mv.from.row());
    if seat == Seat::First { d } else { -d }
}

fn own_kind(sv: &SeatView, sq: Square) -> Kind {
    sv.view()
        .piece_at(sq)
        .and_then(|p| p.identity())
        .expect("a seat sees its own pieces")
}

pub fn easy(sv: &SeatView, rng: &mut SeededRng) -> Move {
    let family = sv.variant().family();
    best_of(sv, rng, |mv| {
        let mine = own_kind(sv, mv.from);
        match sv.view().piece_at(mv.to) {
            None => f64::from(forward(sv.seat(), mv).signum() * 2),
            Some(p) => match p.identity() {
                Some(theirs) => outcome(family, mine, theirs),
                None if value(mine) <= 35 => 10.0,
                None => -20.0,
            },
        }
    })
}

pub fn medium(sv: &SeatView, rng: &mut SeededRng) -> Move {
    let beliefs = Beliefs::of(sv);
    let view = sv.view();
    let me = sv.seat();
    let dims = sv.variant().dims();
    let neighbours = |sq: Square| {
        [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)]
            .into_iter()
            .filter_map(move |(dc, dr)| {
                let (c, r) = (sq.col() as i8 + dc, sq.row() as i8 + dr);
                dims.contains(c, r).then(|| Square::new(c as u8, r as u8))
            })
    };
    let danger = |sq: Square, mine: Kind| -> f64 {
        neighbours(sq)
            .filter(|&n| view.piece_at(n).is_some_and(|p| p.owner() != me))
            .map(|n| beliefs.threat(n, mine))
            .fold(0.0, f64::max)
    };
    // The goal is among the pieces that never moved; once every piece has moved, any enemy piece will do.
    let enemy = || view.pieces().iter().filter(|p| p.owner() != me);
    let mut targets: Vec<Square> = enemy().filter(|p| !p.moved()).map(|p| p.square()).collect();
    if targets.is_empty() {
        targets = enemy().map(|p| p.square()).collect();
    }
    let distance = |sq: Square| {
        targets
            .iter()
            .map(|u| i32::from(u.col().abs_diff(sq.col()) + u.row().abs_diff(sq.row())))
            .min()
            .unwrap_or(0)
    };
    // A long quiet spell heads for a draw by the move limit: attacking grows more attractive as it lasts.
    let quiet = sv.moves().iter().rev().take_while(|m| m.battle().is_none()).count() as f64;
    let restless = (quiet - RESTLESS_AFTER).max(0.0);
    best_of(sv, rng, |mv| {
        let mine = own_kind(sv, mv.from);
        let worth = f64::from(value(mine));
        let mut score = match view.piece_at(mv.to) {
            Some(_) => beliefs.attack(mine, mv.to) + restless,
            None => f64::from(forward(me, mv).signum()),
        };
        // Out of reach of what threatens it now, into reach of what might beat it.
        score += worth * 0.6 * (danger(mv.from, mine) - danger(mv.to, mine));
        score += HUNT * (1.0 + restless / 50.0) * f64::from(distance(mv.from) - distance(mv.to));
        score -= GOAL * exposure(sv, &beliefs, mv);
        score
    })
}

/// How likely an enemy piece can take our goal on its next move once `mv` is played: one standing next to it
/// (if it can move), or one that may be a Scout at the end of an open line to it (where Scouts strike from afar).
fn exposure(sv: &SeatView, beliefs: &Beliefs, mv: Move) -> f64 {
    let view = sv.view();
    let me = sv.seat();
    let Some(goal) = view
        .pieces()
        .iter()
        .find(|p| p.owner() == me && p.identity().is_some_and(Kind::is_goal))
        .map(|p| p.square())
    else {
        return 0.0;
    };
    let dims = sv.variant().dims();
    let strikes = sv.variant().family() == Family::Stratego && sv.options().scout_strike;
    let lakes = sv.terrain().squares();
    let mut danger: f64 = 0.0;
    for (dc, dr) in [(0i8, 1i8), (0, -1), (1, 0), (-1, 0)] {
        let (mut c, mut r) = (goal.col() as i8, goal.row() as i8);
        for step in 1.. {
            (c, r) = (c + dc, r + dr);
            if !dims.contains(c, r) {
                break;
            }
            let sq = Square::new(c as u8, r as u8);
            if sq == mv.to || lakes.contains(&sq) {
                break;
            }
            let Some(p) = view.piece_at(sq).filter(|_| sq != mv.from) else {
                continue;
            };
            if p.owner() != me {
                let odds = beliefs.at(sq);
                let can = |k: Kind| k.is_movable() && (step == 1 || (strikes && k == Kind::Scout));
                danger = danger.max(odds.iter().filter(|(k, _)| can(*k)).map(|(_, p)| p).sum());
            }
            break;
        }
    }
    danger
}

/// The legal move with the highest score, ties broken at random.
fn best_of(sv: &SeatView, rng: &mut SeededRng, score: impl Fn(Move) -> f64) -> Move {
    let legal = sv.legal_moves();
    let scores: Vec<f64> = legal
        .iter()
        .map(|&mv| score(mv) + rng.below(100) as f64 / 100.0)
        .collect();
    let best = (0..legal.len())
        .max_by(|&a, &b| scores[a].total_cmp(&scores[b]))
        .expect("a seat to move has a legal move");
    legal[best]
}
