//! The computer players. Pure like the rules engine, which is all they call: a player is a function of one
//! seat's knowledge (`SeatView`, which holds no enemy identity the seat has not seen) and a seed, so the same
//! knowledge and seed give the same move however the hidden pieces really stand.

pub mod analysis;
mod draw_offer;
mod enemy_belief;
mod evaluate;
mod expert;
mod heuristic;
mod sampling;
mod search;
mod setup_stats;
mod setups;
mod tracking;

pub use draw_offer::accepts_draw;
pub use tracking::Fact;

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
    /// Guesses the hidden pieces many times and searches each guess. Kept as it is (`hard-v1` in the arena), so
    /// that every later player is measured against it.
    Hard,
    /// Guesses and searches for as long as its budget allows, a move deeper than `hard`, and judges positions
    /// over the whole game: its movable army and its Flag's safety beside the material.
    Expert,
}

impl Level {
    pub const ALL: [Level; 5] = [Level::Random, Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    pub fn parse(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }

    /// The level's rating on the players' scale, to the nearest 50, from the last `fieldpost rate-levels` run
    /// kept in `level_ratings.json` (a round robin of the levels in Stratego, `random` held at 500); `None` for a
    /// level that run did not rate.
    pub fn rating(self) -> Option<u32> {
        static RATED: std::sync::OnceLock<serde_json::Value> = std::sync::OnceLock::new();
        let rated = RATED.get_or_init(|| {
            serde_json::from_str(include_str!("level_ratings.json")).expect("level_ratings.json is JSON")
        });
        let rating = rated["levels"][self.id()]["rating"].as_f64()?;
        Some(((rating / 50.0).round() * 50.0) as u32)
    }

    /// A level as the arena names it: also `hard-v1`, the fixed name of today's `hard` that later players are
    /// measured against.
    pub fn parse_arena(id: &str) -> Option<Level> {
        match id {
            "hard-v1" => Some(Level::Hard),
            _ => Level::parse(id),
        }
    }
}

/// How much thinking one move may take. The node count ends a search and keeps it deterministic; `clock`, asked
/// between guesses, tells the share of a caller's time already used (1 or more: time is up) and lets it cut the
/// search short (the move then depends on the clock).
pub struct Budget<'a> {
    pub nodes: u64,
    pub clock: Option<&'a dyn Fn() -> f64>,
}

impl Budget<'_> {
    /// Positions `hard` searches for one move when nothing else is said: well under a second of one core.
    pub const DEFAULT_NODES: u64 = 60_000;

    /// The positions `level` may search when a clock stops it: `expert` thinks until the clock stops it (this
    /// many positions take well over the ten seconds a game may give it), the others stop at their own count.
    pub fn nodes_under_clock(level: Level) -> u64 {
        match level {
            Level::Expert => 200_000_000,
            _ => Budget::DEFAULT_NODES,
        }
    }

    fn interrupted(&self) -> bool {
        self.time_used().is_some_and(|share| share >= 1.0)
    }

    /// The share of `allowed` that `used` is, for a clock: an allowance of nothing is used up at once.
    pub fn share(used: core::time::Duration, allowed: core::time::Duration) -> f64 {
        used.as_secs_f64() / allowed.as_secs_f64().max(f64::MIN_POSITIVE)
    }

    /// The share of the clock's time used so far, when there is a clock.
    fn time_used(&self) -> Option<f64> {
        self.clock.map(|clock| clock())
    }
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget {
            nodes: Budget::DEFAULT_NODES,
            clock: None,
        }
    }
}

/// What an enemy piece can still be, as its seat worked it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StillPossible {
    pub square: Square,
    /// In the army's order.
    pub kinds: Vec<Kind>,
    /// What the seat saw the piece do, each with the kinds that alone leaves possible, in the order seen.
    pub reasons: Vec<(Fact, Vec<Kind>)>,
}

/// What each enemy piece on the board can still be, by everything `sv`'s seat has seen (its moves, its battles,
/// what was shown of it, and which kinds it has seen all of), and why. Only the seat's own knowledge goes in, so
/// a player may be shown it.
pub fn still_possible(sv: &SeatView) -> Vec<StillPossible> {
    let variant = sv.variant();
    tracking::Tracked::follow(sv)
        .counted()
        .tokens
        .into_iter()
        .filter_map(|t| {
            Some(StillPossible {
                square: t.square?,
                kinds: t.kinds.of(variant),
                reasons: t.reasons.iter().map(|r| (r.fact, r.allows.of(variant))).collect(),
            })
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
        Level::Expert => expert::choose(sv, &mut rng, budget).unwrap_or_else(|| heuristic::medium(sv, &mut rng)),
    })
}

/// The setup `level` plays: a random one for `random`, one a player would choose for the others, and for
/// `expert` one whose goal is walled in on the back row.
pub fn choose_setup(variant: Variant, seat: Seat, level: Level, seed: u64) -> Setup {
    match level {
        Level::Random => Setup::random(variant, seat, seed),
        Level::Expert => setups::draw(variant, seat, seed, setups::Guarding::Walled),
        _ => suggest_setup(variant, seat, seed),
    }
}

/// A setup such as a player would choose, drawn from where real players put each piece: what the computer
/// players above `random` play, and what the setup editor offers a person to start from.
pub fn suggest_setup(variant: Variant, seat: Seat, seed: u64) -> Setup {
    setups::draw(variant, seat, seed, setups::Guarding::Usual)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Game;
    use crate::rules::game::MoveReport;
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

    /// A game of random moves from random setups, up to `plies`, with what each move reported.
    pub(super) fn played_randomly(variant: Variant, seed: u64, plies: u32) -> ([Setup; 2], Game, Vec<MoveReport>) {
        let (setups, _, mut game) = random_start(variant, seed);
        let mut rng = SeededRng::new(seed);
        let mut reports = Vec::new();
        while game.ply() < plies && game.outcome().is_none() {
            let legal = game.legal_moves();
            reports.push(game.play(legal[rng.below(legal.len())]).unwrap());
        }
        (setups, game, reports)
    }

    /// Each reason a player is given holds of the real piece: its kind is among what the reason leaves, and
    /// what the piece can still be lies within every reason.
    #[test]
    fn every_reason_for_what_a_piece_can_be_holds_of_the_real_piece() {
        let mut beats = 0;
        for seed in 0..40 {
            let variant = if seed % 2 == 0 {
                Variant::Stratego
            } else {
                Variant::Espionage
            };
            let (setups, game, reports) = played_randomly(variant, seed, 150);
            for seat in Seat::BOTH {
                let sv = SeatView::new([&setups[0], &setups[1]], &game, &reports, seat);
                for p in still_possible(&sv) {
                    let (_, piece) = game.piece_at(p.square).unwrap();
                    assert!(p.kinds.contains(&piece.kind), "seed {seed}: {}", p.square);
                    for (fact, allows) in &p.reasons {
                        assert!(allows.contains(&piece.kind), "seed {seed}: {fact:?} of {}", p.square);
                        assert!(p.kinds.iter().all(|k| allows.contains(k)), "seed {seed}: {fact:?}");
                        beats += usize::from(matches!(fact, Fact::Beat(_)));
                    }
                }
            }
        }
        assert!(beats > 0, "some piece was seen to win a battle");
    }

    /// Once every piece of a kind has been identified (the one Marshal shown in a battle, say), no other piece is
    /// offered as possibly being one.
    #[test]
    fn a_kind_seen_all_of_is_no_longer_possible_for_the_other_pieces() {
        let mut struck = 0;
        for seed in 0..30 {
            let variant = Variant::Stratego;
            let (setups, game, reports) = played_randomly(variant, seed, 300);
            let sv = SeatView::new([&setups[0], &setups[1]], &game, &reports, Seat::First);
            let followed = tracking::Tracked::follow(&sv);
            let possible = still_possible(&sv);
            let open: Vec<_> = possible.iter().filter(|p| p.kinds.len() > 1).collect();
            for (i, &(kind, count)) in variant.army().iter().enumerate() {
                let identified = followed.tokens.iter().filter(|t| t.kinds.of(variant) == [kind]).count();
                if identified < usize::from(count) {
                    continue;
                }
                assert!(open.iter().all(|p| !p.kinds.contains(&kind)), "seed {seed}: {kind:?}");
                // and a piece it was struck from says why.
                for p in &possible {
                    let was_open = followed
                        .tokens
                        .iter()
                        .any(|t| t.square == Some(p.square) && t.kinds.len() > 1 && t.kinds.contains(i));
                    if was_open && p.kinds != [kind] {
                        assert!(
                            p.reasons
                                .iter()
                                .any(|(f, allows)| *f == Fact::Counted && !allows.contains(&kind))
                        );
                    }
                }
                struck += followed
                    .tokens
                    .iter()
                    .filter(|t| t.square.is_some() && t.kinds.len() > 1 && t.kinds.contains(i))
                    .count();
            }
        }
        assert!(
            struck > 0,
            "some kind was seen all of while other pieces could still have been it"
        );
    }
}
