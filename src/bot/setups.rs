//! Setups for the computer players, and the setup editor's suggestions: the goal (Flag or Headquarters) on or
//! near the back row, never on the front row, and mostly walled
//! by Bombs or Mines, the rest placed where real players tend to put each piece, drawn anew from a seed for
//! every game.

use crate::rules::rng::SeededRng;
use crate::rules::{Family, Kind, Seat, Setup, Square, Variant};

use super::setup_stats;

/// How much likelier a Bomb or Mine is on a square next to the goal than its square's own weight says.
const GUARD_BOOST: f64 = 8.0;

/// How closely a setup keeps its goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guarding {
    /// As real players tend to: mostly walled by Bombs or Mines, on or near the back row.
    Usual,
    /// On the back row, every square beside it that the army's Bombs or Mines can fill filled: an enemy that
    /// raids unmoved pieces in search of the goal must first find a Miner (or a Minesweeper) for it.
    Walled,
}

/// A setup for `seat` in `variant`.
pub fn draw(variant: Variant, seat: Seat, seed: u64, guarding: Guarding) -> Setup {
    let rows = usize::from(variant.setup_rows());
    let cols = usize::from(variant.dims().size());
    let mut rng = SeededRng::new(seed ^ 0x5E7_0B07);
    let mut cells: Vec<Option<Kind>> = vec![None; rows * cols];
    // The goal first, then what guards it, then the rarest pieces while the most squares are free.
    let mut order: Vec<(Kind, u8)> = variant.army().to_vec();
    order.sort_by_key(|&(kind, count)| (!kind.is_goal(), !is_guard(kind), count));
    let mut goal = None;
    let walled = guarding == Guarding::Walled;
    for (kind, count) in order {
        for _ in 0..count {
            let open_beside_goal =
                goal.is_some_and(|g| (0..cells.len()).any(|i| cells[i].is_none() && neighbours(g, i, cols)));
            let weights: Vec<f64> = (0..cells.len())
                .map(|i| match cells[i] {
                    Some(_) => 0.0,
                    // The front row is the first thing the enemy reaches: no player leaves the goal there.
                    None if kind.is_goal() && i / cols == rows - 1 => 0.0,
                    None if kind.is_goal() && walled && i / cols != 0 => 0.0,
                    None if is_guard(kind)
                        && walled
                        && open_beside_goal
                        && !goal.is_some_and(|g| neighbours(g, i, cols)) =>
                    {
                        0.0
                    }
                    None => {
                        let beside_goal = goal.is_some_and(|g| neighbours(g, i, cols));
                        let boost = if is_guard(kind) && beside_goal {
                            GUARD_BOOST
                        } else {
                            1.0
                        };
                        (weight(variant, kind, i, cols, rows) + 0.5) * boost
                    }
                })
                .collect();
            let at = pick(&weights, &mut rng);
            cells[at] = Some(kind);
            if kind.is_goal() {
                goal = Some(at);
            }
        }
    }
    let text: String = cells.iter().map(|c| c.map_or('.', Kind::code)).collect();
    Setup::from_first_seat_text(variant, seat, &text).expect("a drawn setup holds the variant's army in its area")
}

fn is_guard(kind: Kind) -> bool {
    matches!(kind, Kind::Bomb | Kind::Mine)
}

/// Whether cells `a` and `b` of the area (first seat's order) are orthogonal neighbours.
fn neighbours(a: usize, b: usize, cols: usize) -> bool {
    let (ac, ar, bc, br) = (a % cols, a / cols, b % cols, b / cols);
    ac.abs_diff(bc) + ar.abs_diff(br) == 1
}

/// How much likelier `kind` is on `sq` of `seat`'s setup area than on a square where real players never put it:
/// the weight a setup is drawn with, from the statistics of real setups. A guess at the enemy's pieces leans on
/// it, so that a piece that never moved from a back corner is guessed the Flag as often as real players put it
/// there.
pub(super) fn placement_weight(variant: Variant, seat: Seat, sq: Square, kind: Kind) -> f64 {
    let cols = usize::from(variant.dims().size());
    let rows = usize::from(variant.setup_rows());
    let row = usize::from(sq.row());
    // The cell in the first seat's order, as the statistics and `draw` count it: the second seat's area is
    // written turned round.
    let i = match seat {
        Seat::First if row < rows => row * cols + usize::from(sq.col()),
        Seat::Second if row >= cols - rows => (cols - 1 - row) * cols + (cols - 1 - usize::from(sq.col())),
        _ => return 1.0,
    };
    weight(variant, kind, i, cols, rows) + 0.5
}

/// How much a kind belongs on cell `i` (row 0 is the back row).
fn weight(variant: Variant, kind: Kind, i: usize, cols: usize, rows: usize) -> f64 {
    match variant.family() {
        Family::Stratego => {
            let table = match variant {
                Variant::Barrage | Variant::Duel => &setup_stats::BARRAGE,
                _ => &setup_stats::CLASSIC,
            };
            let column = setup_stats::KINDS.find(kind.code()).expect("a Stratego kind");
            f64::from(table[i][column])
        }
        Family::Espionage => {
            // From the back row to the front: the Headquarters and the Mines behind, the strong soldiers in the
            // middle, Corporals and Minesweepers in front; Spies anywhere.
            let row = i / cols;
            let by_row: [f64; 3] = match kind {
                Kind::Headquarters => [1000.0, 40.0, 0.0],
                Kind::Mine => [500.0, 250.0, 80.0],
                Kind::Soldier(5) | Kind::Soldier(4) => [150.0, 400.0, 300.0],
                Kind::Soldier(3) | Kind::Soldier(2) => [200.0, 300.0, 350.0],
                Kind::Soldier(_) | Kind::Minesweeper => [150.0, 300.0, 400.0],
                _ => [300.0, 300.0, 300.0],
            };
            by_row[row.min(rows - 1).min(2)]
        }
    }
}

/// An index drawn with probability proportional to its weight.
fn pick(weights: &[f64], rng: &mut SeededRng) -> usize {
    let total: f64 = weights.iter().sum();
    let mut left = (rng.next_u64() as f64 / u64::MAX as f64) * total;
    for (i, &w) in weights.iter().enumerate() {
        if w > 0.0 && left < w {
            return i;
        }
        left -= w;
    }
    weights.iter().rposition(|&w| w > 0.0).expect("a free square is left")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_gets_a_valid_varied_setup_with_a_guarded_goal() {
        for variant in Variant::ALL {
            let mut seen = std::collections::BTreeSet::new();
            let mut guarded = 0;
            for seed in 0..40 {
                for seat in Seat::BOTH {
                    let setup = draw(variant, seat, seed, Guarding::Usual);
                    assert_eq!(setup.seat(), seat);
                    seen.insert(setup.to_first_seat_text());
                    let goal = setup.pieces().find(|(_, k)| k.is_goal()).unwrap().0;
                    let beside = setup.pieces().any(|(sq, k)| {
                        is_guard(k) && sq.col().abs_diff(goal.col()) + sq.row().abs_diff(goal.row()) == 1
                    });
                    guarded += usize::from(beside);
                }
            }
            // A seed gives one arrangement, turned round for the second seat.
            assert!(
                seen.len() > 35,
                "{variant:?}: only {} different setups from 40 seeds",
                seen.len()
            );
            // A full army has Bombs or Mines to spare for the goal; Barrage has one Bomb, Duel two.
            let guards: u8 = variant
                .army()
                .iter()
                .filter(|(k, _)| is_guard(*k))
                .map(|(_, n)| n)
                .sum();
            let wanted = if guards >= 4 { 64 } else { 20 };
            assert!(
                guarded >= wanted,
                "{variant:?}: the goal was guarded in {guarded} of 80 setups"
            );
        }
    }

    /// A walled goal stands on the back row, and the army's Bombs or Mines fill the squares beside it, as many
    /// as there are.
    #[test]
    fn a_walled_goal_is_on_the_back_row_with_its_guards_beside_it() {
        for variant in Variant::ALL {
            let guards: usize = variant
                .army()
                .iter()
                .filter(|(k, _)| is_guard(*k))
                .map(|&(_, n)| usize::from(n))
                .sum();
            for seed in 0..200 {
                let seat = Seat::BOTH[usize::try_from(seed % 2).unwrap()];
                let setup = draw(variant, seat, seed, Guarding::Walled);
                let area = crate::rules::setup::area(variant, seat);
                let back = match seat {
                    Seat::First => area.first(),
                    Seat::Second => area.last(),
                }
                .unwrap()
                .row();
                let goal = setup.pieces().find(|(_, k)| k.is_goal()).unwrap().0;
                assert_eq!(goal.row(), back, "{variant:?} seed {seed}: {setup}");
                let beside: Vec<Square> = area
                    .iter()
                    .copied()
                    .filter(|sq| sq.col().abs_diff(goal.col()) + sq.row().abs_diff(goal.row()) == 1)
                    .collect();
                let walled = setup
                    .pieces()
                    .filter(|(sq, k)| is_guard(*k) && beside.contains(sq))
                    .count();
                assert_eq!(walled, beside.len().min(guards), "{variant:?} seed {seed}: {setup}");
            }
        }
    }

    /// A guess leans on the statistics of the very cell a setup was drawn on, for either seat.
    #[test]
    fn placement_weights_read_the_cell_a_setup_was_drawn_on() {
        for variant in Variant::ALL {
            let (cols, rows) = (usize::from(variant.dims().size()), usize::from(variant.setup_rows()));
            for seat in Seat::BOTH {
                let text = draw(variant, seat, 11, Guarding::Usual).to_first_seat_text();
                let setup = Setup::from_first_seat_text(variant, seat, &text).unwrap();
                for (sq, kind) in setup.pieces() {
                    let cells = text.char_indices().filter(|&(_, c)| c == kind.code());
                    let drawn: Vec<f64> = cells.map(|(i, _)| weight(variant, kind, i, cols, rows) + 0.5).collect();
                    let weight = placement_weight(variant, seat, sq, kind);
                    assert!(drawn.contains(&weight), "{variant:?} {seat:?} {sq:?} {kind:?}");
                }
            }
        }
    }

    fn front_row(setup: &Setup, sq: crate::rules::Square) -> bool {
        let area = crate::rules::setup::area(setup.variant(), setup.seat());
        let nearest_the_enemy = match setup.seat() {
            Seat::First => area.last(),
            Seat::Second => area.first(),
        };
        nearest_the_enemy.is_some_and(|f| f.row() == sq.row())
    }

    #[test]
    fn the_goal_is_never_drawn_on_the_front_row() {
        for variant in Variant::ALL {
            for seed in 0..2000 {
                let seat = Seat::BOTH[usize::try_from(seed % 2).unwrap()];
                let guarding = [Guarding::Usual, Guarding::Walled][usize::try_from(seed / 2 % 2).unwrap()];
                let setup = draw(variant, seat, seed, guarding);
                let goal = setup.pieces().find(|(_, k)| k.is_goal()).unwrap().0;
                assert!(!front_row(&setup, goal), "{variant:?} seed {seed}: {setup}");
            }
        }
    }
}
