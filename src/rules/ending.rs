//! The end of a game: the checks at the end of every turn, whether a side can still reach the enemy's goal,
//! and the ways a game ends off the board.

use super::board::{Dir, SquareSet};
use super::game::Game;
use super::legality::PlayError;
use super::outcome::{Outcome, Reason};
use super::piece::{Kind, Seat};

impl Game {
    pub(super) fn judge_turn_end(&self, mover: Seat) -> Option<Outcome> {
        let other = mover.other();
        if !self.has_legal_move() {
            if !self.can_step(mover) {
                return Some(Outcome {
                    winner: None,
                    reason: Reason::BothNoMoves,
                });
            }
            return Some(self.cannot_move_loses(other));
        }
        if !self.can_step(mover) {
            return Some(self.cannot_move_loses(mover));
        }
        if self.variant.is_czech() && self.flag_unreachable() {
            return Some(Outcome {
                winner: None,
                reason: Reason::FlagUnreachable,
            });
        }
        if self.quiet_plies >= self.options.quiet_plies_limit {
            return Some(Outcome {
                winner: None,
                reason: Reason::MoveLimit,
            });
        }
        None
    }

    /// A side that cannot move loses, except in Maršál a špión, where it is a draw.
    pub(super) fn cannot_move_loses(&self, seat: Seat) -> Outcome {
        if self.variant.is_czech() {
            Outcome {
                winner: None,
                reason: Reason::NoMovablePieces,
            }
        } else {
            Outcome {
                winner: Some(seat.other()),
                reason: Reason::NoMoves,
            }
        }
    }

    pub(super) fn flag_unreachable(&self) -> bool {
        !Seat::BOTH.into_iter().any(|s| self.can_capture_goal(s))
    }

    /// Whether `seat` could still capture the enemy Flag or Headquarters: one of its movable pieces has a path
    /// to a square orthogonally next to it over empty squares and movable pieces of either side; a Miner or
    /// Minesweeper may also pass the enemy's Bombs or Mines (docs/rules.md §10.3).
    pub fn can_capture_goal(&self, seat: Seat) -> bool {
        // One pass over the pieces: where the goal stands, where the seat's pieces start, and what blocks them.
        let (mut goal, mut movers, mut clearers) = (None, SquareSet::default(), SquareSet::default());
        let (mut standing, mut walls) = (SquareSet::default(), SquareSet::default());
        for p in &self.pieces {
            let Some(sq) = p.square else { continue };
            let index = self.dims.index(sq);
            if p.kind.is_movable() {
                if p.owner == seat {
                    movers.insert(index);
                    if matches!(p.kind, Kind::Miner | Kind::Minesweeper) {
                        clearers.insert(index);
                    }
                }
            } else {
                standing.insert(index);
                if p.owner != seat && p.kind.is_goal() {
                    goal = Some(sq);
                } else if p.owner != seat && matches!(p.kind, Kind::Bomb | Kind::Mine) {
                    walls.insert(index);
                }
            }
        }
        let Some(goal) = goal else {
            return false;
        };
        let mut targets = SquareSet::default();
        for d in Dir::ORTHOGONAL {
            if let Some(n) = self.dims.step(goal, d, 1) {
                targets.insert(self.dims.index(n));
            }
        }
        let dirs: &[Dir] = if self.variant.is_czech() {
            &Dir::KING
        } else {
            &Dir::ORTHOGONAL
        };
        let open = SquareSet::all(self.dims).without(self.terrain.set()).without(standing);
        let reaches =
            |starts: SquareSet, open: SquareSet| starts.spread(self.dims, dirs, open, targets).intersects(targets);
        // The Miners first: most goals are walled in, and a search that fails spreads over every square it can.
        reaches(clearers, open.with(walls)) || reaches(movers, open)
    }

    fn end_off_board(&mut self, outcome: Outcome) -> Result<Outcome, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    pub fn resign(&mut self, seat: Seat) -> Result<Outcome, PlayError> {
        self.end_off_board(Outcome {
            winner: Some(seat.other()),
            reason: Reason::Resign,
        })
    }

    pub fn agree_draw(&mut self) -> Result<Outcome, PlayError> {
        self.end_off_board(Outcome {
            winner: None,
            reason: Reason::DrawAgreed,
        })
    }

    /// The game is ended by a decision off the board (an administrator's), with this winner or a draw.
    pub fn adjudicate(&mut self, winner: Option<Seat>) -> Result<Outcome, PlayError> {
        self.end_off_board(Outcome {
            winner,
            reason: Reason::Adjudicated,
        })
    }

    /// `seat` ran out of time: it loses, unless its opponent could no longer win on the board (a draw then).
    pub fn time_out(&mut self, seat: Seat) -> Result<Outcome, PlayError> {
        let winner = self.can_capture_goal(seat.other()).then_some(seat.other());
        self.end_off_board(Outcome {
            winner,
            reason: Reason::Timeout,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::Square;
    use super::super::playout::random_start;
    use super::super::preset::Variant;
    use super::super::rng::SeededRng;
    use super::*;

    /// `can_capture_goal` as first written: a search square by square, which the flood fill replaced.
    fn can_capture_goal_square_by_square(game: &Game, seat: Seat) -> bool {
        let Some(goal) = game
            .pieces
            .iter()
            .find(|p| p.owner != seat && p.kind.is_goal())
            .and_then(|p| p.square)
        else {
            return false;
        };
        let targets: Vec<Square> = Dir::ORTHOGONAL
            .iter()
            .filter_map(|&d| game.dims.step(goal, d, 1))
            .collect();
        let dirs: &[Dir] = if game.variant.is_czech() {
            &Dir::KING
        } else {
            &Dir::ORTHOGONAL
        };
        [false, true].into_iter().any(|clearing| {
            let mut queue: Vec<Square> = game
                .pieces
                .iter()
                .filter(|p| p.owner == seat && p.kind.is_movable())
                .filter(|p| !clearing || matches!(p.kind, Kind::Miner | Kind::Minesweeper))
                .filter_map(|p| p.square)
                .collect();
            let mut seen: Vec<Square> = queue.clone();
            while let Some(sq) = queue.pop() {
                if targets.contains(&sq) {
                    return true;
                }
                for &d in dirs {
                    let Some(n) = game.dims.step(sq, d, 1) else { continue };
                    let passable = game.occupant(n).is_none_or(|p| {
                        p.kind.is_movable()
                            || (clearing && p.owner != seat && matches!(p.kind, Kind::Bomb | Kind::Mine))
                    });
                    if !seen.contains(&n) && !game.is_terrain(n) && passable {
                        seen.push(n);
                        queue.push(n);
                    }
                }
            }
            false
        })
    }

    /// The flood fill answers as the square-by-square search did, in every variant, on positions of random games
    /// and on the same positions thinned to a few movable pieces a side, where goals become unreachable.
    #[test]
    fn the_flood_fill_finds_the_goal_as_the_search_square_by_square_did() {
        for variant in Variant::ALL {
            let mut answers = [0usize; 2];
            for seed in 0..6 {
                let (_, _, mut game) = random_start(variant, seed);
                let mut rng = SeededRng::new(seed);
                while game.outcome().is_none() && game.ply() < 300 {
                    let mut thinned = game.clone();
                    for (id, p) in game.pieces.iter().enumerate() {
                        if let Some(sq) = p.square
                            && p.kind.is_movable()
                            && rng.below(4) != 0
                        {
                            thinned.board[game.dims.index(sq)] = None;
                            thinned.pieces[id].square = None;
                        }
                    }
                    for position in [&game, &thinned] {
                        for seat in Seat::BOTH {
                            let expected = can_capture_goal_square_by_square(position, seat);
                            assert_eq!(
                                position.can_capture_goal(seat),
                                expected,
                                "{variant:?} ply {}",
                                game.ply()
                            );
                            answers[usize::from(expected)] += 1;
                        }
                    }
                    let legal = game.legal_moves();
                    game.play(legal[rng.below(legal.len())]).unwrap();
                }
            }
            assert!(answers.iter().all(|&n| n > 0), "{variant:?}: answers {answers:?}");
        }
    }
}
