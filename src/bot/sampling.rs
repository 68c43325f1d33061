//! Guessing the hidden enemy pieces: a whole game, with an identity for every enemy piece, that agrees with
//! everything the seat has seen. Identities are drawn piece by piece from what each piece can still be and what
//! of the army is left, leaning towards what its behaviour suggests; the guess is then played through from the
//! start, and kept only if the seat's view of it is the view it has.

use std::collections::BTreeMap;

use crate::rules::battle::{Removed, fight};
use crate::rules::rng::SeededRng;
use crate::rules::{Game, Kind, Move, SeatView, Setup, Square, Viewer};

use super::setups::placement_weight;
use super::tracking::Tracked;

/// How many guesses are tried for one sample before giving up on it.
const TRIES: usize = 24;

/// How much likelier a kind is for a piece that sought out a known piece of ours that this kind does not lose to.
const BOLDNESS: f64 = 3.0;

/// How much likelier a kind that clears walls is for an enemy piece near our goal (`Leanings::with_raiders`),
/// and how near (in king's steps) that is.
const RAIDER: f64 = 4.0;
const RAID_STEPS: u8 = 3;

/// How much likelier each enemy piece is to be each kind of the army, from where it stood when play began:
/// `[token][army index]`, nothing (every kind as likely anywhere) when empty.
pub struct Leanings(Vec<Vec<f64>>);

impl Leanings {
    /// Where a piece started says nothing (as `hard` guesses).
    pub fn none() -> Leanings {
        Leanings(Vec::new())
    }

    /// Pieces are where real players put them (`setups::placement_weight`).
    pub fn of_real_setups(sv: &SeatView, tracked: &Tracked) -> Leanings {
        let variant = tracked.variant;
        let enemy = sv.seat().other();
        Leanings(
            tracked
                .tokens
                .iter()
                .map(|t| {
                    variant
                        .army()
                        .iter()
                        .map(|&(kind, _)| placement_weight(variant, enemy, t.start, kind))
                        .collect()
                })
                .collect(),
        )
    }

    /// These leanings with one more: an enemy piece that has walked within `RAID_STEPS` of our goal is likelier to
    /// be one that clears its wall. A piece that comes that far alone is a Miner sent for the Flag more often than
    /// the army's share of Miners says, and a guess that makes it one lets the search see the raid while a defender
    /// can still be brought.
    pub fn with_raiders(self, sv: &SeatView, tracked: &Tracked, clears_walls: impl Fn(Kind) -> bool) -> Leanings {
        let variant = tracked.variant;
        let Some(goal) = sv
            .own_setup()
            .pieces()
            .find(|(_, kind)| kind.is_goal())
            .map(|(sq, _)| sq)
        else {
            return self;
        };
        let near = |sq: Square| sq.col().abs_diff(goal.col()).max(sq.row().abs_diff(goal.row())) <= RAID_STEPS;
        Leanings(
            tracked
                .tokens
                .iter()
                .enumerate()
                .map(|(t, token)| {
                    let raider = token.moved && token.square.is_some_and(near);
                    variant
                        .army()
                        .iter()
                        .enumerate()
                        .map(|(i, &(kind, _))| {
                            let raids = if raider && clears_walls(kind) { RAIDER } else { 1.0 };
                            self.of(t, i) * raids
                        })
                        .collect()
                })
                .collect(),
        )
    }

    fn of(&self, token: usize, kind: usize) -> f64 {
        self.0.get(token).map_or(1.0, |kinds| kinds[kind])
    }
}

/// A full game consistent with the seat's knowledge, or `None` when the tries ran out.
pub fn determinize(sv: &SeatView, tracked: &Tracked, leanings: &Leanings, rng: &mut SeededRng) -> Option<Game> {
    (0..TRIES).find_map(|_| {
        let kinds = guess(tracked, leanings, rng)?;
        replay(sv, tracked, &kinds)
    })
}

/// The identities of all enemy pieces, in token order.
fn guess(tracked: &Tracked, leanings: &Leanings, rng: &mut SeededRng) -> Option<Vec<Kind>> {
    let variant = tracked.variant;
    let family = variant.family();
    let army = variant.army();
    let mut left: Vec<u8> = army.iter().map(|&(_, n)| n).collect();
    let mut order: Vec<usize> = (0..tracked.tokens.len()).collect();
    rng.shuffle(&mut order);
    // The most constrained first, so that a kind is not used up by a piece that could have been anything.
    order.sort_by_key(|&t| tracked.tokens[t].kinds.len());
    let mut kinds = vec![None; tracked.tokens.len()];
    for t in order {
        let token = &tracked.tokens[t];
        let weights: Vec<f64> = army
            .iter()
            .enumerate()
            .map(|(i, &(kind, _))| {
                if !token.kinds.contains(i) || left[i] == 0 {
                    return 0.0;
                }
                let bold = token
                    .approached
                    .iter()
                    .filter(|&&mine| kind.is_movable() && fight(family, kind, mine) != Removed::Attacker)
                    .count();
                f64::from(left[i]) * BOLDNESS.powi(bold as i32) * leanings.of(t, i)
            })
            .collect();
        let total: f64 = weights.iter().sum();
        if total <= 0.0 {
            return None;
        }
        let mut at = (rng.next_u64() as f64 / u64::MAX as f64) * total;
        let i = weights
            .iter()
            .position(|&w| {
                at -= w;
                w > 0.0 && at < 0.0
            })
            .unwrap_or_else(|| weights.iter().rposition(|&w| w > 0.0).expect("a weight is positive"));
        left[i] -= 1;
        kinds[t] = Some(army[i].0);
    }
    kinds.into_iter().collect()
}

/// The game the guess makes, if its moves are all legal in it and the seat would see it as it does.
fn replay(sv: &SeatView, tracked: &Tracked, kinds: &[Kind]) -> Option<Game> {
    let variant = tracked.variant;
    let seat = sv.seat();
    let placement: BTreeMap<_, _> = tracked
        .tokens
        .iter()
        .map(|t| t.start)
        .zip(kinds.iter().copied())
        .collect();
    let enemy = Setup::from_placement(variant, seat.other(), &placement).ok()?;
    let mut setups = [sv.own_setup(), &enemy];
    if seat.index() == 1 {
        setups.swap(0, 1);
    }
    let mut game = Game::new(variant, sv.options(), sv.terrain().clone(), setups).ok()?;
    for seen in sv.moves() {
        game.play(Move {
            from: seen.from,
            to: seen.to,
        })
        .ok()?;
    }
    (game.view_for(Viewer::Player(seat)) == *sv.view()).then_some(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    /// A random position of `variant` after `plies` random moves, as the seat to move knows it.
    pub(crate) fn position(variant: Variant, seed: u64, plies: u32) -> Option<SeatView> {
        let (setups, game, reports) = crate::bot::tests::played_randomly(variant, seed, plies);
        let seat = game.to_move().filter(|_| game.outcome().is_none())?;
        Some(SeatView::new([&setups[0], &setups[1]], &game, &reports, seat))
    }

    /// A moved enemy piece standing near the own Flag is guessed to be a Miner more often with `with_raiders` than
    /// without, and a piece elsewhere is guessed as before.
    #[test]
    fn a_piece_that_walked_up_to_the_flag_is_guessed_a_miner_more_often() {
        let variant = Variant::MarsalASpion;
        let miner = variant.army().iter().position(|&(k, _)| k == Kind::Miner).unwrap();
        let clears = |k: Kind| k == Kind::Miner;
        for seed in 0..400 {
            let Some(sv) = position(variant, seed, 120) else {
                continue;
            };
            let tracked = Tracked::follow(&sv);
            let goal = sv.own_setup().pieces().find(|(_, k)| k.is_goal()).unwrap().0;
            let near = |sq: Square| sq.col().abs_diff(goal.col()).max(sq.row().abs_diff(goal.row())) <= RAID_STEPS;
            let Some(raider) = tracked
                .tokens
                .iter()
                .position(|t| t.moved && t.square.is_some_and(near) && t.kinds.contains(miner) && t.kinds.len() > 1)
            else {
                continue;
            };
            let setups = Leanings::of_real_setups(&sv, &tracked);
            let leanings = Leanings::of_real_setups(&sv, &tracked).with_raiders(&sv, &tracked, clears);
            for (t, token) in tracked.tokens.iter().enumerate() {
                let raids = token.moved && token.square.is_some_and(near);
                for (i, &(kind, _)) in variant.army().iter().enumerate() {
                    let expected = if raids && clears(kind) { RAIDER } else { 1.0 };
                    assert_eq!(
                        leanings.of(t, i),
                        setups.of(t, i) * expected,
                        "seed {seed}, piece from {:?}",
                        token.start
                    );
                }
            }
            let miners = |leanings: &Leanings| {
                let mut rng = SeededRng::new(seed);
                (0..200)
                    .filter_map(|_| guess(&tracked, leanings, &mut rng))
                    .filter(|kinds| kinds[raider] == Kind::Miner)
                    .count()
            };
            let (leaning, plain) = (miners(&leanings), miners(&setups));
            assert!(
                leaning > plain * 2,
                "seed {seed}: a Miner in {leaning} guesses with the leaning, {plain} without"
            );
            return;
        }
        panic!("no game put an enemy piece near the Flag");
    }

    #[test]
    fn guesses_agree_with_what_the_seat_saw() {
        for variant in Variant::ALL {
            let (mut tried, mut found) = (0, 0);
            for seed in 0..30 {
                let Some(sv) = position(variant, seed, 20 + (seed as u32 * 13) % 160) else {
                    continue;
                };
                let tracked = Tracked::follow(&sv);
                let mut rng = SeededRng::new(seed);
                tried += 1;
                if let Some(game) = determinize(&sv, &tracked, &Leanings::none(), &mut rng) {
                    found += 1;
                    assert_eq!(game.view_for(Viewer::Player(sv.seat())), *sv.view());
                    assert_eq!(game.to_move(), Some(sv.seat()));
                }
            }
            assert!(
                found * 10 >= tried * 9,
                "{variant:?}: {found} of {tried} positions could be guessed"
            );
        }
    }
}
