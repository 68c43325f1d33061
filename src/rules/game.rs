//! A game in progress: the position, whose turn it is, what each side knows, and the rules that move it on.

use std::fmt;

use super::battle::{self, Removed};
use super::board::{Dims, Dir, Square, SquareError, SquareSet};
use super::piece::{Family, Kind, Seat};
use super::preset::{Options, Variant};
use super::repetition::{Chase, Series};
use super::rng::mix;
use super::setup::Setup;
use super::terrain::Terrain;

/// A piece's index in the game; it stays the same while the piece moves.
pub type PieceId = u8;

/// A move, `from-to`; attacks are written the same way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub fn parse(dims: Dims, text: &str) -> Result<Move, SquareError> {
        let (from, to) = text
            .split_once('-')
            .ok_or_else(|| SquareError(text.to_string(), dims.size()))?;
        Ok(Move {
            from: dims.parse_square(from)?,
            to: dims.parse_square(to)?,
        })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

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
    const PUBLIC: Knowledge = Knowledge {
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
    pub moved: bool,
    pub known: Knowledge,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    FlagCaptured,
    HqCaptured,
    NoMoves,
    BothNoMoves,
    NoMovablePieces,
    FlagUnreachable,
    MoveLimit,
    Resign,
    DrawAgreed,
    Timeout,
    /// Decided off the board by the service's administrators (not a rule of the game).
    Adjudicated,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::FlagCaptured => "flag_captured",
            Reason::HqCaptured => "hq_captured",
            Reason::NoMoves => "no_moves",
            Reason::BothNoMoves => "both_no_moves",
            Reason::NoMovablePieces => "no_movable_pieces",
            Reason::FlagUnreachable => "flag_unreachable",
            Reason::MoveLimit => "move_limit",
            Reason::Resign => "resign",
            Reason::DrawAgreed => "draw_agreed",
            Reason::Timeout => "timeout",
            Reason::Adjudicated => "adjudicated",
        }
    }

    pub fn parse(text: &str) -> Option<Reason> {
        [
            Reason::FlagCaptured,
            Reason::HqCaptured,
            Reason::NoMoves,
            Reason::BothNoMoves,
            Reason::NoMovablePieces,
            Reason::FlagUnreachable,
            Reason::MoveLimit,
            Reason::Resign,
            Reason::DrawAgreed,
            Reason::Timeout,
            Reason::Adjudicated,
        ]
        .into_iter()
        .find(|r| r.as_str() == text)
    }
}

/// How a game ended: the winner (none for a draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Seat>,
    pub reason: Reason,
}

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
}

/// The squares pieces left during one turn (at most two moves).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
struct TurnLeavings([Option<(PieceId, Square)>; 2]);

impl TurnLeavings {
    fn push(&mut self, piece: PieceId, from: Square) {
        let slot = self
            .0
            .iter_mut()
            .find(|s| s.is_none())
            .expect("a turn has at most two moves");
        *slot = Some((piece, from));
    }

    fn contains(&self, piece: PieceId, square: Square) -> bool {
        self.0.contains(&Some((piece, square)))
    }
}

/// The geometry of a move that passed the board checks.
#[derive(Debug, Clone, Copy)]
struct Step {
    piece: PieceId,
    dir: Dir,
    cover: SquareSet,
    target: Option<PieceId>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Game {
    variant: Variant,
    options: Options,
    dims: Dims,
    terrain: Terrain,
    board: Vec<Option<PieceId>>,
    pieces: Vec<PieceState>,
    to_move: Seat,
    ply: u32,
    /// The piece that made the first move of the current turn (two-move variants).
    first_of_turn: Option<PieceId>,
    /// Espionage's no-immediate-return: pieces and the squares they left in each seat's previous turn.
    left_last_turn: [TurnLeavings; 2],
    left_this_turn: TurnLeavings,
    series: [Option<Series>; 2],
    last_move: [Option<(PieceId, Move)>; 2],
    chase: Option<Chase>,
    quiet_plies: u32,
    hash: u64,
    outcome: Option<Outcome>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the setup given for {0} is not a setup of that seat in this variant")]
    SetupMismatch(&'static str),
    #[error("the terrain does not belong to this variant")]
    TerrainMismatch,
}

fn square_key(index: usize, owner: Seat, kind: Kind) -> u64 {
    let kind_code = kind.code() as u64;
    mix((index as u64) << 16 | (owner.index() as u64) << 8 | kind_code)
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
            hash ^= square_key(index, owner, kind);
            pieces.push(PieceState {
                owner,
                kind,
                square: Some(square),
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

    pub fn piece_at(&self, sq: Square) -> Option<(PieceId, &PieceState)> {
        self.board[self.dims.index(sq)].map(|id| (id, &self.pieces[usize::from(id)]))
    }

    fn occupant(&self, sq: Square) -> Option<&PieceState> {
        self.piece_at(sq).map(|(_, p)| p)
    }

    fn is_terrain(&self, sq: Square) -> bool {
        self.terrain.set().contains(self.dims.index(sq))
    }

    fn terrain_name(&self) -> &'static str {
        match self.family() {
            Family::Stratego => "lake",
            Family::Espionage => "volcano",
        }
    }

    // ----- Move geometry -------------------------------------------------------------------------------------

    /// Checks what the board alone decides about `mv` for the side to move.
    fn check_step(&self, mv: Move) -> Result<Step, PlayError> {
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
            if self.is_terrain(sq) || self.occupant(sq).is_some() {
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
    fn for_each_step(&self, from: Square, mut f: impl FnMut(Move) -> bool) -> bool {
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
    fn can_step(&self, seat: Seat) -> bool {
        self.own_squares(seat).any(|sq| self.for_each_step(sq, |_| true))
    }

    // ----- History rules -------------------------------------------------------------------------------------

    fn check_history(&self, mv: Move, step: &Step) -> Result<(), PlayError> {
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
    fn battle_result(&self, step: &Step) -> (bool, Option<PieceId>) {
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
    fn threatened_from(&self, sq: Square, seat: Seat, removed: Option<PieceId>) -> Vec<PieceId> {
        Dir::ORTHOGONAL
            .into_iter()
            .filter_map(|d| self.dims.step(sq, d, 1))
            .filter_map(|s| self.board[self.dims.index(s)])
            .filter(|&id| Some(id) != removed && self.pieces[usize::from(id)].owner != seat)
            .collect()
    }

    /// The position hash after `mv`, without playing it.
    fn hash_after(&self, mv: Move, step: &Step) -> u64 {
        let p = &self.pieces[usize::from(step.piece)];
        let (from, to) = (self.dims.index(mv.from), self.dims.index(mv.to));
        let mut h = self.hash ^ square_key(from, p.owner, p.kind);
        let (survives, _) = self.battle_result(step);
        if let Some(t) = step.target {
            let d = &self.pieces[usize::from(t)];
            let removed = battle::fight(self.family(), p.kind, d.kind);
            if removed != Removed::Attacker {
                h ^= square_key(to, d.owner, d.kind);
            }
        }
        if survives {
            h ^= square_key(to, p.owner, p.kind);
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

    fn own_squares(&self, seat: Seat) -> impl Iterator<Item = Square> + '_ {
        self.pieces
            .iter()
            .filter(move |p| p.owner == seat)
            .filter_map(|p| p.square)
    }

    fn has_legal_move(&self) -> bool {
        self.own_squares(self.to_move).any(|sq| {
            self.for_each_step(sq, |mv| match self.check_step(mv) {
                Ok(step) => self.check_history(mv, &step).is_ok(),
                Err(_) => false,
            })
        })
    }

    // ----- Playing -------------------------------------------------------------------------------------------

    /// Plays one single move of the side to move. On an error nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        let step = self.check_step(mv)?;
        self.check_history(mv, &step)?;
        let seat = self.to_move;
        let (survives, _) = self.battle_result(&step);
        let hash_after = self.hash_after(mv, &step);
        let threatens = if self.options.more_squares_rule && self.family() == Family::Stratego && survives {
            let removed = step.target.filter(|_| survives);
            self.threatened_from(mv.to, seat, removed)
        } else {
            Vec::new()
        };

        let battle = self.apply(mv, &step);
        self.hash = hash_after;
        self.ply += 1;
        self.quiet_plies = if battle.is_some() { 0 } else { self.quiet_plies + 1 };
        if self.family() == Family::Stratego {
            let idx = seat.index();
            self.series[idx] = Some(Series::after(
                self.series[idx].as_ref(),
                step.piece,
                step.dir,
                step.cover,
            ));
            if self.options.more_squares_rule {
                self.update_chase(seat, step.piece, threatens);
            }
            self.last_move[idx] = Some((step.piece, mv));
        } else {
            self.left_this_turn.push(step.piece, mv.from);
            self.spies_look();
        }

        if let Some(b) = battle
            && b.defender.is_goal()
            && b.removed == Removed::Defender
        {
            let reason = if b.defender == Kind::Flag {
                Reason::FlagCaptured
            } else {
                Reason::HqCaptured
            };
            self.outcome = Some(Outcome {
                winner: Some(seat),
                reason,
            });
        }

        let mut turn_over = true;
        if self.outcome.is_none() {
            if self.first_of_turn.is_none() && self.variant.moves_per_turn() == 2 {
                self.first_of_turn = Some(step.piece);
                // The turn is one move when no other piece can make the second (ours).
                turn_over = !self.has_legal_move();
            }
            if turn_over {
                self.end_turn();
            }
        }
        Ok(MoveReport {
            ply: self.ply,
            seat,
            mv,
            piece: step.piece,
            target: step.target,
            battle,
            turn_over,
        })
    }

    /// Moves the piece, fights the battle and updates what each side knows.
    fn apply(&mut self, mv: Move, step: &Step) -> Option<Battle> {
        let (from, to) = (self.dims.index(mv.from), self.dims.index(mv.to));
        let attacker_id = usize::from(step.piece);
        self.board[from] = None;
        let mover = &mut self.pieces[attacker_id];
        mover.moved = true;
        let long_scout_move = mover.kind == Kind::Scout && mv.from.line_to(mv.to).is_some_and(|(_, d)| d > 1);
        if long_scout_move {
            mover.known = Knowledge::PUBLIC;
        }
        let Some(defender_id) = step.target.map(usize::from) else {
            self.board[to] = Some(step.piece);
            self.pieces[attacker_id].square = Some(mv.to);
            return None;
        };
        let attacker = self.pieces[attacker_id].kind;
        let defender = self.pieces[defender_id].kind;
        let removed = battle::fight(self.family(), attacker, defender);
        match (self.family(), self.variant.is_czech()) {
            (Family::Stratego, false) => {
                self.pieces[attacker_id].known = Knowledge::PUBLIC;
                self.pieces[defender_id].known = Knowledge::PUBLIC;
            }
            (Family::Stratego, true) => {
                // Only the attacker sees the defender; its owner knows it was seen.
                let k = &mut self.pieces[defender_id].known;
                k.to_opponent = true;
                k.owner_aware = true;
            }
            (Family::Espionage, _) => {}
        }
        if matches!(removed, Removed::Attacker | Removed::Both) {
            self.pieces[attacker_id].square = None;
        }
        if matches!(removed, Removed::Defender | Removed::Both) {
            self.pieces[defender_id].square = None;
            self.board[to] = None;
        }
        if removed == Removed::Defender {
            self.board[to] = Some(step.piece);
            self.pieces[attacker_id].square = Some(mv.to);
        }
        Some(Battle {
            attacker,
            defender,
            removed,
        })
    }

    fn update_chase(&mut self, seat: Seat, piece: PieceId, threatens: Vec<PieceId>) {
        let hash = self.hash;
        let start = |threatens: Vec<PieceId>| {
            (!threatens.is_empty()).then(|| Chase {
                chaser: seat,
                threatened: threatens,
                evaded: Vec::new(),
                positions: vec![hash],
            })
        };
        self.chase = match self.chase.take() {
            Some(mut c) if c.chaser == seat => (!threatens.is_empty()).then(|| {
                c.threatened = threatens;
                c.positions.push(hash);
                c
            }),
            Some(mut c) if c.threatened.contains(&piece) => {
                if !c.evaded.contains(&piece) {
                    c.evaded.push(piece);
                }
                Some(c)
            }
            _ => start(threatens),
        };
    }

    /// Each Espionage Spy shows its owner every enemy piece on the eight squares around it.
    fn spies_look(&mut self) {
        if self.variant.is_open() {
            return;
        }
        let dims = self.dims;
        for i in 0..self.pieces.len() {
            let (owner, sq) = match &self.pieces[i] {
                PieceState {
                    kind: Kind::Spy,
                    square: Some(sq),
                    owner,
                    ..
                } => (*owner, *sq),
                _ => continue,
            };
            for dir in Dir::all() {
                if let Some(n) = dims.step(sq, dir, 1)
                    && let Some(id) = self.board[dims.index(n)]
                {
                    let p = &mut self.pieces[usize::from(id)];
                    if p.owner != owner {
                        p.known.to_opponent = true;
                    }
                }
            }
        }
    }

    /// Passes the turn and applies the end-of-game steps 2–5 of RULES.md §1.
    fn end_turn(&mut self) {
        let mover = self.to_move;
        self.left_last_turn[mover.index()] = std::mem::take(&mut self.left_this_turn);
        self.first_of_turn = None;
        self.to_move = mover.other();
        self.outcome = self.judge_turn_end(mover);
    }

    fn judge_turn_end(&self, mover: Seat) -> Option<Outcome> {
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
    fn cannot_move_loses(&self, seat: Seat) -> Outcome {
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

    // ----- Reaching the goal ---------------------------------------------------------------------------------

    fn flag_unreachable(&self) -> bool {
        !Seat::BOTH.into_iter().any(|s| self.can_capture_goal(s))
    }

    /// Whether `seat` could still capture the enemy Flag or Headquarters: one of its movable pieces has a path
    /// to a square orthogonally next to it over empty squares and movable pieces of either side; a Miner or
    /// Minesweeper may also pass the enemy's Bombs or Mines (RULES.md §2, Maršál a špión).
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

    // ----- Ends off the board --------------------------------------------------------------------------------

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
