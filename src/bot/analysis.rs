//! The analysis after a game: each move judged from its mover's view at that moment (what that player had seen
//! then, never the truth the end revealed), by `expert`'s weighing of every move it could have made.

use std::ops::Range;

use crate::rules::record::{IllegalMove, ValidRecord};
use crate::rules::rng::{SeededRng, mix};
use crate::rules::{Move, SeatView};

use super::expert;

/// Positions weighed for one move when nothing else is said: a few tenths of a second of one core.
pub const NODES_PER_PLY: u64 = 100_000;

/// What a won game is worth in the analysis (a lost one its negation): more than any army's material, so that a
/// value this high says every guess ends in a win.
pub const DECISIVE: i64 = 3000;

/// One move, as its mover could have judged it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judged {
    /// The move `expert` would have chosen.
    pub best: Move,
    /// What the best move was worth to the mover, in the evaluation's units (a Captain is 55).
    pub best_value: i64,
    /// What the move played was worth.
    pub played_value: i64,
}

/// `played`, judged from `sv`, the view of the seat that played it. `None` when the view offers no move (or no
/// guess agreed with it). Deterministic for a seed, and depends on the view alone.
pub fn judge(sv: &SeatView, played: Move, seed: u64, nodes: u64) -> Option<Judged> {
    let legal = sv.legal_moves();
    let mut rng = SeededRng::new(seed ^ mix(u64::from(sv.view().ply()) + 1));
    let values = expert::weigh(sv, &mut rng, nodes, DECISIVE)?;
    // The first of equal moves: the same answer every time.
    let (best, best_value) =
        legal
            .iter()
            .zip(&values)
            .fold(None, |best: Option<(Move, i64)>, (&mv, &value)| match best {
                Some((_, v)) if v >= value => best,
                _ => Some((mv, value)),
            })?;
    let played_value = legal.iter().position(|&m| m == played).map(|i| values[i])?;
    Some(Judged {
        best,
        best_value,
        played_value,
    })
}

/// The moves of `record` numbered `plies` (0 is the first move), each judged from its mover's view then; `None`
/// for a move that could not be judged.
pub fn judge_plies(
    record: &ValidRecord,
    plies: Range<usize>,
    seed: u64,
    nodes: u64,
) -> Result<Vec<Option<Judged>>, IllegalMove> {
    let mut judged = Vec::with_capacity(plies.len());
    record.replay_watched(Some(plies.end), |mv, game, reports| {
        if plies.contains(&reports.len()) {
            judged.push(game.to_move().and_then(|seat| {
                let sv = SeatView::new([&record.setups[0], &record.setups[1]], game, reports, seat);
                judge(&sv, mv, seed, nodes)
            }));
        }
    })?;
    Ok(judged)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;
    use crate::rules::playout;

    /// Each move is judged against the best the mover had, and a move equal to the best gives nothing away.
    #[test]
    fn every_move_of_a_game_is_judged_and_the_best_loses_nothing() {
        let (record, _) = playout::random_game(Variant::Barrage, 5, 24);
        let valid = record.validate().unwrap();
        let judged = judge_plies(&valid, 0..valid.moves.len(), 1, 2_000).unwrap();
        assert_eq!(judged.len(), valid.moves.len());
        for (text, j) in valid.moves.iter().zip(&judged) {
            let j = j.expect("every move of a running game is judged");
            assert!(j.best_value >= j.played_value, "{text}: {j:?}");
            if j.best.to_string() == *text {
                assert_eq!(j.best_value - j.played_value, 0);
            }
        }
        assert!(
            judged.iter().flatten().any(|j| j.best_value > j.played_value),
            "random moves are not all the best"
        );
        assert_eq!(
            judge_plies(&valid, 3..6, 1, 2_000).unwrap(),
            judged[3..6],
            "a part is judged as in the whole"
        );
    }
}
