//! A game in progress: the position, whose turn it is and what each side knows. The rules that move it on are
//! in `legality` (what may be played), `play` (playing it) and `ending` (how it ends).

use super::battle::Removed;
use super::board::{Dims, Square};
use super::notation::Move;
use super::outcome::{Outcome, Reason};
use super::piece::{Family, Kind, PieceId, Seat};
use super::preset::{Options, Variant};
use super::repetition::{Chase, Series};
use super::rng::mix;
use super::setup::Setup;
use super::terrain::Terrain;

/// What the opponent of a piece's owner knows about its identity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Knowledge {
    /// The owner's opponent knows what the piece is.
    pub to_opponent: bool,
    /// The owner knows that the opponent knows (not so for an Espionage Spy's secret look).
    pub owner_aware: bool,
    /// Both players learned it together, so spectators see it too.
    pub public: bool,
}

impl Knowledge {
    pub(super) const PUBLIC: Knowledge = Knowledge {
        to_opponent: true,
        owner_aware: true,
        public: true,
    };
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PieceState {
    pub owner: Seat,
    pub kind: Kind,
    /// `None` once the piece has been removed.
    pub square: Option<Square>,
    /// Where it stood when play began: every player saw that and every move since, so this tells the piece
    /// apart without telling what it is.
    pub start: Square,
    pub moved: bool,
    pub known: Knowledge,
}

/// A battle as the engine fought it (full identities: callers show it only through a view).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Battle {
    pub attacker: Kind,
    pub defender: Kind,
    pub removed: Removed,
}

/// What one applied move did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MoveReport {
    /// 1-based number of this single move in the game.
    pub ply: u32,
    pub seat: Seat,
    pub mv: Move,
    pub piece: PieceId,
    /// The piece attacked, if the move was an attack.
    pub target: Option<PieceId>,
    pub battle: Option<Battle>,
    /// The mover's turn is over (always so outside two-move variants, and when the game ends).
    pub turn_over: bool,
    /// Enemy pieces that an Espionage Spy showed its owner for the first time after this move (either side's
    /// Spies: a move can bring a piece next to an enemy Spy).
    pub spied: PieceSet,
}

/// A set of a game's pieces (a game has fewer than 128).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PieceSet(u128);

impl PieceSet {
    pub fn insert(&mut self, id: PieceId) {
        self.0 |= 1 << id;
    }

    pub fn contains(self, id: PieceId) -> bool {
        self.0 & (1 << id) != 0
    }

    pub fn iter(self) -> impl Iterator<Item = PieceId> {
        (0..128u8).filter(move |&id| self.contains(id))
    }
}

/// The squares pieces left during one turn (at most two moves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub(super) struct TurnLeavings([Option<(PieceId, Square)>; 2]);

impl TurnLeavings {
    pub(super) fn push(&mut self, piece: PieceId, from: Square) {
        let slot = self
            .0
            .iter_mut()
            .find(|s| s.is_none())
            .expect("a turn has at most two moves");
        *slot = Some((piece, from));
    }

    pub(super) fn contains(&self, piece: PieceId, square: Square) -> bool {
        self.0.contains(&Some((piece, square)))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Game {
    pub(super) variant: Variant,
    pub(super) options: Options,
    pub(super) dims: Dims,
    pub(super) terrain: Terrain,
    pub(super) board: Vec<Option<PieceId>>,
    pub(super) pieces: Vec<PieceState>,
    pub(super) to_move: Seat,
    pub(super) ply: u32,
    /// The piece that made the first move of the current turn (two-move variants).
    pub(super) first_of_turn: Option<PieceId>,
    /// Espionage's no-immediate-return: pieces and the squares they left in each seat's previous turn.
    pub(super) left_last_turn: [TurnLeavings; 2],
    pub(super) left_this_turn: TurnLeavings,
    pub(super) series: [Option<Series>; 2],
    pub(super) last_move: [Option<(PieceId, Move)>; 2],
    pub(super) chase: Option<Chase>,
    pub(super) quiet_plies: u32,
    pub(super) hash: u64,
    pub(super) outcome: Option<Outcome>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the setup given for {0} is not a setup of that seat in this variant")]
    SetupMismatch(&'static str),
    #[error("the terrain does not belong to this variant")]
    TerrainMismatch,
}

/// A piece standing on a square, for the position hash. Positions tell pieces apart by themselves, not by
/// kind: whether two positions are the same must never depend on identities the opponent cannot see.
pub(super) fn square_key(index: usize, piece: PieceId) -> u64 {
    mix((index as u64) << 16 | u64::from(piece))
}

impl Game {
    /// Starts a game from two validated setups; the first seat is to move.
    pub fn new(variant: Variant, options: Options, terrain: Terrain, setups: [&Setup; 2]) -> Result<Game, GameError> {
        for (seat, setup) in Seat::BOTH.into_iter().zip(setups) {
            if setup.variant() != variant || setup.seat() != seat {
                return Err(GameError::SetupMismatch(seat.name(variant.family())));
            }
        }
        if Terrain::validate(variant, terrain.squares().to_vec()).is_err() {
            return Err(GameError::TerrainMismatch);
        }
        let placed = setups
            .into_iter()
            .flat_map(|s| s.pieces().map(move |(sq, kind)| (sq, s.seat(), kind)));
        Ok(Game::from_placed(variant, options, terrain, placed))
    }

    /// A game from any placement of pieces, for tests of single rules.
    #[cfg(test)]
    pub(crate) fn from_pieces(variant: Variant, options: Options, pieces: &[(Square, Seat, Kind)]) -> Game {
        let terrain = Terrain::draw(variant, 0);
        Game::from_placed(variant, options, terrain, pieces.iter().copied())
    }

    fn from_placed(
        variant: Variant,
        options: Options,
        terrain: Terrain,
        placed: impl Iterator<Item = (Square, Seat, Kind)>,
    ) -> Game {
        let dims = variant.dims();
        let mut board = vec![None; dims.squares()];
        let mut pieces = Vec::new();
        let mut hash = 0;
        let known = if variant.is_open() {
            Knowledge::PUBLIC
        } else {
            Knowledge::default()
        };
        for (square, owner, kind) in placed {
            let index = dims.index(square);
            board[index] = Some(pieces.len() as PieceId);
            hash ^= square_key(index, pieces.len() as PieceId);
            pieces.push(PieceState {
                owner,
                kind,
                square: Some(square),
                start: square,
                moved: false,
                known,
            });
        }
        let mut game = Game {
            variant,
            options,
            dims,
            terrain,
            board,
            pieces,
            to_move: Seat::First,
            ply: 0,
            first_of_turn: None,
            left_last_turn: [TurnLeavings::default(); 2],
            left_this_turn: TurnLeavings::default(),
            series: [None, None],
            last_move: [None, None],
            chase: None,
            quiet_plies: 0,
            hash,
            outcome: None,
        };
        if !game.has_legal_move() {
            game.outcome = Some(game.cannot_move_loses(Seat::First));
        } else if variant.is_czech() && game.flag_unreachable() {
            game.outcome = Some(Outcome {
                winner: None,
                reason: Reason::FlagUnreachable,
            });
        }
        game
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn options(&self) -> Options {
        self.options
    }

    pub fn dims(&self) -> Dims {
        self.dims
    }

    pub fn family(&self) -> Family {
        self.variant.family()
    }

    pub fn terrain(&self) -> &Terrain {
        &self.terrain
    }

    /// Single moves played so far.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The seat to move, or `None` once the game is over.
    pub fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.to_move)
    }

    /// In a two-move variant, whether the side to move has already made the first move of its turn.
    pub fn mid_turn(&self) -> bool {
        self.first_of_turn.is_some()
    }

    pub fn pieces(&self) -> &[PieceState] {
        &self.pieces
    }

    /// The same game with the pieces `identities` names given other kinds: what a player believes the game to
    /// be, for a computer player's guess of that belief. The caller keeps it a game the rules allow (a piece that
    /// has moved stays one that can).
    pub fn with_identities(&self, identities: impl IntoIterator<Item = (PieceId, Kind)>) -> Game {
        let mut game = self.clone();
        for (id, kind) in identities {
            game.pieces[usize::from(id)].kind = kind;
        }
        game
    }

    pub fn piece_at(&self, sq: Square) -> Option<(PieceId, &PieceState)> {
        self.board[self.dims.index(sq)].map(|id| (id, &self.pieces[usize::from(id)]))
    }

    pub(super) fn occupant(&self, sq: Square) -> Option<&PieceState> {
        self.piece_at(sq).map(|(_, p)| p)
    }

    pub(super) fn is_terrain(&self, sq: Square) -> bool {
        self.terrain.set().contains(self.dims.index(sq))
    }

    pub(super) fn terrain_name(&self) -> &'static str {
        match self.family() {
            Family::Stratego => "lake",
            Family::Espionage => "volcano",
        }
    }
}
