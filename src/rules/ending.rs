//! The end of a game: the checks at the end of every turn, whether a side can still reach the enemy's goal,
//! and the ways a game ends off the board.

use super::board::{Dir, Square, SquareSet};
use super::game::{Game, PieceState};
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
        let Some(goal) = self
            .pieces
            .iter()
            .find(|p| p.owner != seat && p.kind.is_goal())
            .and_then(|p| p.square)
        else {
            return false;
        };
        let mut targets = SquareSet::default();
        for d in Dir::ORTHOGONAL {
            if let Some(n) = self.dims.step(goal, d, 1) {
                targets.insert(self.dims.index(n));
            }
        }
        let clearer = |k: Kind| matches!(k, Kind::Miner | Kind::Minesweeper);
        let obstacle = |k: Kind| matches!(k, Kind::Bomb | Kind::Mine);
        let own_movable: Vec<(Square, Kind)> = self
            .pieces
            .iter()
            .filter(|p| p.owner == seat && p.kind.is_movable())
            .filter_map(|p| p.square.map(|sq| (sq, p.kind)))
            .collect();
        [false, true].into_iter().any(|clearing| {
            let starts: Vec<Square> = own_movable
                .iter()
                .filter(|(_, k)| !clearing || clearer(*k))
                .map(|&(sq, _)| sq)
                .collect();
            self.reaches(&starts, targets, |p: &PieceState| {
                p.kind.is_movable() || (clearing && p.owner != seat && obstacle(p.kind))
            })
        })
    }

    /// Breadth-first search from `starts` over empty squares and pieces that `passable` allows.
    fn reaches(&self, starts: &[Square], targets: SquareSet, passable: impl Fn(&PieceState) -> bool) -> bool {
        let dirs: &[Dir] = if self.variant.is_czech() {
            &[Dir::ORTHOGONAL, Dir::DIAGONAL].concat()
        } else {
            &Dir::ORTHOGONAL
        };
        let mut seen = SquareSet::default();
        let mut queue: Vec<Square> = starts.to_vec();
        for &s in starts {
            seen.insert(self.dims.index(s));
        }
        while let Some(sq) = queue.pop() {
            if targets.contains(self.dims.index(sq)) {
                return true;
            }
            for &d in dirs {
                let Some(n) = self.dims.step(sq, d, 1) else {
                    continue;
                };
                let i = self.dims.index(n);
                if seen.contains(i) || self.is_terrain(n) {
                    continue;
                }
                if self.occupant(n).is_none_or(&passable) {
                    seen.insert(i);
                    queue.push(n);
                }
            }
        }
        false
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
