//! The computer players. Pure like the rules engine, which is all they call: a player is a function of one
//! seat's knowledge (`SeatView`, which holds no enemy identity the seat has not seen) and a seed, so the same
//! knowledge and seed give the same move however the hidden pieces really stand.

mod draw_offer;
mod evaluate;
mod heuristic;
mod sampling;
mod search;
mod setup_stats;
mod setups;
mod tracking;

pub use draw_offer::accepts_draw;

use crate::rules::rng::{SeededRng, mix};
use crate::rules::{Kind, Move, Seat, SeatView, Setup, Square, Variant};

/// How well a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any legal move, uniformly: for tests and measurement.
    Random,
    /// Takes what it has seen to be weaker, probes with small pieces.
    Easy,
    /// Weighs what each hidden piece can still be; guards its pieces; hunts pieces that never moved.
    Medium,
    /// Guesses the hidden pieces many times and searches each guess.
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn parse(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}

/// How much thinking one move may take. The node count ends a search and keeps it deterministic; `stop` is
/// asked between guesses and lets a caller with a clock cut it short (the move then depends on the clock).
pub struct Budget<'a> {
    pub nodes: u64,
    pub stop: Option<&'a dyn Fn() -> bool>,
}

impl Budget<'_> {
    /// Positions `hard` searches for one move when nothing else is said: well under a second of one core.
    pub const DEFAULT_NODES: u64 = 60_000;

    fn interrupted(&self) -> bool {
        self.stop.is_some_and(|stop| stop())
    }
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget {
            nodes: Budget::DEFAULT_NODES,
            stop: None,
        }
    }
}

/// What each enemy piece on the board can still be, by everything `sv`'s seat has seen (its moves, its battles,
/// what was shown of it): the square it stands on and the kinds, in the army's order. Only the seat's own
/// knowledge goes in, so a player may be shown it.
pub fn still_possible(sv: &SeatView) -> Vec<(Square, Vec<Kind>)> {
    let tracked = tracking::Tracked::follow(sv);
    let army = sv.variant().army();
    tracked
        .tokens
        .iter()
        .filter_map(|t| {
            let kinds = (0..army.len())
                .filter(|&i| t.kinds.contains(i))
                .map(|i| army[i].0)
                .collect();
            Some((t.square?, kinds))
        })
        .collect()
}

/// The move `level` plays, or `None` when the seat is not to move.
pub fn choose_move(sv: &SeatView, level: Level, seed: u64, budget: &Budget) -> Option<Move> {
    let legal = sv.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let mut rng = SeededRng::new(seed ^ mix(u64::from(sv.view().ply()) + 1));
    Some(match level {
        Level::Random => legal[rng.below(legal.len())],
        Level::Easy => heuristic::easy(sv, &mut rng),
        Level::Medium => heuristic::medium(sv, &mut rng),
        Level::Hard => search::choose(sv, &mut rng, budget).unwrap_or_else(|| heuristic::medium(sv, &mut rng)),
    })
}

/// The setup `level` plays: a random one for `random`, one a player would choose for the others.
pub fn choose_setup(variant: Variant, seat: Seat, level: Level, seed: u64) -> Setup {
    match level {
        Level::Random => Setup::random(variant, seat, seed),
        _ => suggest_setup(variant, seat, seed),
    }
}

/// A setup such as a player would choose, drawn from where real players put each piece: what the computer
/// players above `random` play, and what the setup editor offers a person to start from.
pub fn suggest_setup(variant: Variant, seat: Seat, seed: u64) -> Setup {
    setups::draw(variant, seat, seed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::playout::random_start;

    /// What a player is told an enemy piece can still be does not change when two enemy pieces the player knows
    /// nothing of change places in the enemy's setup: it comes from the player's own view alone.
    #[test]
    fn what_a_piece_can_still_be_follows_from_the_seats_view_alone() {
        let mut compared = 0;
        for seed in 0..60 {
            let variant = if seed % 2 == 0 {
                Variant::Stratego
            } else {
                Variant::Espionage
            };
            let (setups, terrain, mut game) = random_start(variant, seed);
            let mut rng = SeededRng::new(seed);
            let mut moves = Vec::new();
            while game.ply() < 40 && game.outcome().is_none() {
                let legal = game.legal_moves();
                let mv = legal[rng.below(legal.len())];
                game.play(mv).unwrap();
                moves.push(mv);
            }
            let untouched: Vec<_> = game
                .pieces()
                .iter()
                .filter(|p| p.owner == Seat::Second && !p.moved && p.square == Some(p.start) && !p.known.to_opponent)
                .collect();
            let Some(b) = untouched.iter().find(|p| p.kind != untouched[0].kind) else {
                continue;
            };
            let redealt = setups[1].swapped(untouched[0].start, b.start).unwrap();
            let mut other = Game::new(
                variant,
                variant.default_options(),
                terrain.clone(),
                [&setups[0], &redealt],
            )
            .unwrap();
            let (mut reports, mut other_reports) = (Vec::new(), Vec::new());
            let mut replayed = random_start(variant, seed).2;
            for &mv in &moves {
                reports.push(replayed.play(mv).unwrap());
                let Ok(r) = other.play(mv) else { break };
                other_reports.push(r);
            }
            // Once a game is over every piece is shown, and notes are closed.
            if other_reports.len() < moves.len() || replayed.outcome().is_some() || other.outcome().is_some() {
                continue;
            }
            let seen = SeatView::new([&setups[0], &setups[1]], &replayed, &reports, Seat::First);
            let redealt_seen = SeatView::new([&setups[0], &redealt], &other, &other_reports, Seat::First);
            assert_eq!(still_possible(&seen), still_possible(&redealt_seen), "seed {seed}");
            compared += 1;
        }
        assert!(compared >= 30, "{compared} positions compared");
    }
}
