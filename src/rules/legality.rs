//! Legality: what the board allows a piece (geometry, terrain, blocking), what the history rules allow
//! (two-squares, more-squares, no immediate return, two pieces a turn), and the legal moves of the side to
//! move. Every refusal is a `PlayError` that speaks only of what the mover may know.

use super::battle::{self, Removed};
use super::board::{Dir, Square, SquareSet};
use super::game::{Game, square_key};
use super::notation::Move;
use super::piece::{Family, Kind, PieceId, Seat};
use super::repetition::Series;

/// Why a move was refused. The messages speak only of what the mover may know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("the game is over")]
    GameOver,
    #[error("'{0}' is not a move: write it as two squares of the board, like e4-e5")]
    NotAMove(String),
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the piece on {0} is not yours")]
    NotYours(Square),
    #[error("a {0} never moves")]
    Immobile(Kind),
    #[error("{0} is not in a straight line from {1}")]
    NotInLine(Square, Square),
    #[error("pieces move orthogonally (up, down, left or right)")]
    Diagonal,
    #[error("a diagonal step goes one square")]
    LongDiagonal,
    #[error("attacks are orthogonal only; a diagonal step must end on an empty square")]
    DiagonalAttack,
    #[error("only a Scout moves more than one square")]
    TooFar,
    #[error("the way is blocked at {0}")]
    Blocked(Square),
    #[error("nothing may enter {0}: it is a {1}")]
    Terrain(Square, &'static str),
    #[error("{0} holds one of your own pieces")]
    OwnPiece(Square),
    #[error("under these rules a Scout may not move and attack in the same turn")]
    NoScoutStrike,
    #[error("a turn is two moves by two different pieces: this piece has already moved this turn")]
    SamePieceTwice,
    #[error("no immediate return: this piece left {0} on your previous turn")]
    ImmediateReturn(Square),
    #[error(
        "two-squares rule: a piece may not move back and forth between the same squares more than {0} times in a row"
    )]
    TwoSquares(u8),
    #[error("more-squares rule: this chasing move would repeat a position of the chase")]
    MoreSquares,
}

/// The geometry of a move that passed the board checks.
#[derive(Debug, Clone, Copy)]
pub(super) struct Step {
    pub(super) piece: PieceId,
    pub(super) dir: Dir,
    pub(super) cover: SquareSet,
    pub(super) target: Option<PieceId>,
}

impl Game {
    /// Checks what the board alone decides about `mv` for the side to move.
    pub(super) fn check_step(&self, mv: Move) -> Result<Step, PlayError> {
        let (piece, p) = self.piece_at(mv.from).ok_or(PlayError::NoPiece(mv.from))?;
        if p.owner != self.to_move {
            return Err(PlayError::NotYours(mv.from));
        }
        if !p.kind.is_movable() {
            return Err(PlayError::Immobile(p.kind));
        }
        let (dir, dist) = mv.from.line_to(mv.to).ok_or(PlayError::NotInLine(mv.to, mv.from))?;
        let czech = self.variant.is_czech();
        if !dir.is_orthogonal() {
            if !czech {
                return Err(PlayError::Diagonal);
            }
            if dist > 1 {
                return Err(PlayError::LongDiagonal);
            }
        }
        let scout = p.kind == Kind::Scout;
        if dist > 1 && !scout {
            return Err(PlayError::TooFar);
        }
        let mut cover = SquareSet::default();
        cover.insert(self.dims.index(mv.from));
        for k in 1..dist {
            let sq = self
                .dims
                .step(mv.from, dir, k)
                .expect("squares between two board squares");
            // A run over a lake is refused as a step into it is: "blocked" would read as a piece in the way.
            if self.is_terrain(sq) {
                return Err(PlayError::Terrain(sq, self.terrain_name()));
            }
            if self.occupant(sq).is_some() {
                return Err(PlayError::Blocked(sq));
            }
            cover.insert(self.dims.index(sq));
        }
        cover.insert(self.dims.index(mv.to));
        if self.is_terrain(mv.to) {
            return Err(PlayError::Terrain(mv.to, self.terrain_name()));
        }
        let target = self.board[self.dims.index(mv.to)];
        if let Some(t) = target {
            if self.pieces[usize::from(t)].owner == self.to_move {
                return Err(PlayError::OwnPiece(mv.to));
            }
            if !dir.is_orthogonal() {
                return Err(PlayError::DiagonalAttack);
            }
            if dist > 1 && !self.options.scout_strike {
                return Err(PlayError::NoScoutStrike);
            }
        }
        Ok(Step {
            piece,
            dir,
            cover,
            target,
        })
    }

    /// Calls `f` with every move the board allows the piece on `from` (no history rules), until `f` says stop.
    pub(super) fn for_each_step(&self, from: Square, mut f: impl FnMut(Move) -> bool) -> bool {
        let Some(p) = self.occupant(from) else {
            return false;
        };
        if !p.kind.is_movable() {
            return false;
        }
        let owner = p.owner;
        let slides = p.kind == Kind::Scout && self.family() == Family::Stratego;
        for dir in Dir::ORTHOGONAL {
            let mut k = 1;
            while let Some(to) = self.dims.step(from, dir, k) {
                if self.is_terrain(to) {
                    break;
                }
                match self.occupant(to) {
                    None => {
                        if f(Move { from, to }) {
                            return true;
                        }
                    }
                    Some(t) => {
                        if t.owner != owner && (k == 1 || self.options.scout_strike) && f(Move { from, to }) {
                            return true;
                        }
                        break;
                    }
                }
                if !slides {
                    break;
                }
                k += 1;
            }
        }
        if self.variant.is_czech() {
            for dir in Dir::DIAGONAL {
                if let Some(to) = self.dims.step(from, dir, 1)
                    && !self.is_terrain(to)
                    && self.occupant(to).is_none()
                    && f(Move { from, to })
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `seat` could move any piece at all as the board stands, whatever the history rules say.
    pub fn can_step(&self, seat: Seat) -> bool {
        self.last_moved_first(seat).any(|sq| self.for_each_step(sq, |_| true))
    }

    // ----- History rules -------------------------------------------------------------------------------------

    pub(super) fn check_history(&self, mv: Move, step: &Step) -> Result<(), PlayError> {
        let seat = self.to_move;
        if self.first_of_turn == Some(step.piece) {
            return Err(PlayError::SamePieceTwice);
        }
        if self.family() == Family::Espionage {
            if self.left_last_turn[seat.index()].contains(step.piece, mv.to) {
                return Err(PlayError::ImmediateReturn(mv.to));
            }
            return Ok(());
        }
        let limit = self.options.two_squares_limit;
        if Series::count_after(self.series[seat.index()].as_ref(), step.piece, step.dir, step.cover) > limit {
            return Err(PlayError::TwoSquares(limit));
        }
        if let Some(chase) = self.chase.as_ref().filter(|c| c.chaser == seat) {
            let (survives, removed) = self.battle_result(step);
            let threatens = if survives {
                self.threatened_from(mv.to, seat, removed)
            } else {
                Vec::new()
            };
            if chase.is_chasing(&threatens) {
                let returns =
                    self.last_move[seat.index()].is_some_and(|(p, last)| p == step.piece && last.from == mv.to);
                if !returns && chase.positions.contains(&self.hash_after(mv, step)) {
                    return Err(PlayError::MoreSquares);
                }
            }
        }
        Ok(())
    }

    /// Whether the moving piece survives the move, and which defender (if any) it removes.
    pub(super) fn battle_result(&self, step: &Step) -> (bool, Option<PieceId>) {
        match step.target {
            None => (true, None),
            Some(t) => {
                let attacker = self.pieces[usize::from(step.piece)].kind;
                let defender = self.pieces[usize::from(t)].kind;
                match battle::fight(self.family(), attacker, defender) {
                    Removed::Defender => (true, Some(t)),
                    Removed::Attacker | Removed::Both => (false, None),
                }
            }
        }
    }

    /// The enemy pieces orthogonally next to `sq`, for a piece of `seat` standing there (ignoring `removed`).
    pub(super) fn threatened_from(&self, sq: Square, seat: Seat, removed: Option<PieceId>) -> Vec<PieceId> {
        Dir::ORTHOGONAL
            .into_iter()
            .filter_map(|d| self.dims.step(sq, d, 1))
            .filter_map(|s| self.board[self.dims.index(s)])
            .filter(|&id| Some(id) != removed && self.pieces[usize::from(id)].owner != seat)
            .collect()
    }

    /// The position hash after `mv`, without playing it.
    pub(super) fn hash_after(&self, mv: Move, step: &Step) -> u64 {
        let p = &self.pieces[usize::from(step.piece)];
        let (from, to) = (self.dims.index(mv.from), self.dims.index(mv.to));
        let mut h = self.hash ^ square_key(from, step.piece);
        let (survives, _) = self.battle_result(step);
        if let Some(t) = step.target {
            let d = &self.pieces[usize::from(t)];
            let removed = battle::fight(self.family(), p.kind, d.kind);
            if removed != Removed::Attacker {
                h ^= square_key(to, t);
            }
        }
        if survives {
            h ^= square_key(to, step.piece);
        }
        h
    }

    // ----- Legal moves ---------------------------------------------------------------------------------------

    /// Checks a move for the side to move without playing it.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let step = self.check_step(mv)?;
        self.check_history(mv, &step)
    }

    /// Every legal move of the side to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.outcome.is_some() {
            return moves;
        }
        for sq in self.own_squares(self.to_move) {
            self.for_each_step(sq, |mv| {
                if self.check(mv).is_ok() {
                    moves.push(mv);
                }
                false
            });
        }
        moves
    }

    pub(super) fn own_squares(&self, seat: Seat) -> impl Iterator<Item = Square> + '_ {
        self.pieces
            .iter()
            .filter(move |p| p.owner == seat)
            .filter_map(|p| p.square)
    }

    /// `seat`'s squares, the one of the piece it moved last first (the Stratego family keeps it): a piece that
    /// has just moved can nearly always move again, so "can it move at all?", asked at the end of every turn,
    /// is answered at once instead of after the boxed-in pieces of the back rows.
    fn last_moved_first(&self, seat: Seat) -> impl Iterator<Item = Square> + '_ {
        let last = self.last_move[seat.index()].and_then(|(id, _)| self.pieces[usize::from(id)].square);
        last.into_iter().chain(self.own_squares(seat))
    }

    pub(super) fn has_legal_move(&self) -> bool {
        self.last_moved_first(self.to_move).any(|sq| {
            self.for_each_step(sq, |mv| match self.check_step(mv) {
                Ok(step) => self.check_history(mv, &step).is_ok(),
                Err(_) => false,
            })
        })
    }
}
