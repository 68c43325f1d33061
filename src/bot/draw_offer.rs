//! The computer's answer to a draw offer: it judges the position from its own seat's view, over guessed games
//! that agree with what it knows, and takes the draw only when it stands clearly worse.

use crate::rules::SeatView;
use crate::rules::rng::SeededRng;

use super::evaluate::score;
use super::sampling::{Leanings, determinize};
use super::tracking::Tracked;

/// Guessed games the answer is averaged over.
const GUESSES: usize = 24;
/// How far behind (in the evaluation's units: a Captain is 55, a Colonel 140) the computer must stand on
/// average before a draw is better than playing on.
const BEHIND: i64 = 120;

/// Whether the computer whose view is `sv` accepts a draw now. Deterministic for a seed.
pub fn accepts_draw(sv: &SeatView, seed: u64) -> bool {
    let tracked = Tracked::follow(sv);
    let mut rng = SeededRng::new(seed);
    let me = sv.seat();
    let scores: Vec<i64> = (0..GUESSES)
        .filter_map(|_| determinize(sv, &tracked, &Leanings::none(), &mut rng))
        .map(|game| i64::from(score(&game, me)))
        .collect();
    // With no guess to judge by, the computer plays on.
    !scores.is_empty() && scores.iter().sum::<i64>() / scores.len() as i64 <= -BEHIND
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::rules::playout::random_start;

    /// Over random positions, the computer takes a draw where it is far behind and never where it is far
    /// ahead (judged with everything in view, which it does not have).
    #[test]
    fn a_draw_is_taken_when_far_behind_and_refused_when_far_ahead() {
        let (mut behind, mut taken_behind, mut ahead) = (0, 0, 0);
        for seed in 0..150 {
            let (setups, _, mut game) = random_start(Variant::Stratego, seed);
            let mut rng = SeededRng::new(seed);
            let mut reports = Vec::new();
            while game.ply() < 300 && game.outcome().is_none() {
                let legal = game.legal_moves();
                reports.push(game.play(legal[rng.below(legal.len())]).unwrap());
            }
            let Some(seat) = game.to_move().filter(|_| game.outcome().is_none()) else {
                continue;
            };
            let truth = score(&game, seat);
            let sv = SeatView::new([&setups[0], &setups[1]], &game, &reports, seat);
            let takes = accepts_draw(&sv, seed);
            if truth <= -250 {
                behind += 1;
                taken_behind += usize::from(takes);
            }
            if truth >= 250 {
                ahead += 1;
                assert!(!takes, "seed {seed}: took a draw {truth} ahead");
            }
        }
        assert!(
            behind >= 5 && ahead >= 5,
            "the positions cover both sides: {behind} behind, {ahead} ahead"
        );
        assert!(
            taken_behind * 10 >= behind * 8,
            "took {taken_behind} of {behind} draws far behind"
        );
    }
}
