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
use crate::rules::{Move, Seat, SeatView, Setup, Variant};

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
