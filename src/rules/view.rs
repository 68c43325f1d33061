//! What one seat, or a spectator, may know of a game. A `View` is built only here, from the knowledge rules;
//! its pieces carry an identity only where the viewer may see it, so whatever is drawn from a view is safe.

use super::battle::Removed;
use super::board::{Dims, Square};
use super::game::{Game, MoveReport, PieceState};
use super::outcome::Outcome;
use super::piece::{Kind, Numbering, Seat};
use super::preset::Variant;

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer {
    Player(Seat),
    Spectator,
}

/// A piece as the viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SeenPiece {
    square: Square,
    start: Square,
    owner: Seat,
    identity: Option<Kind>,
    moved: bool,
    revealed: bool,
}

impl SeenPiece {
    pub fn square(&self) -> Square {
        self.square
    }

    pub fn owner(&self) -> Seat {
        self.owner
    }

    /// The square the piece stood on when play began: how a player tells one hidden piece from another.
    pub fn start(&self) -> Square {
        self.start
    }

    /// The piece's kind, or `None` when it is hidden from this viewer.
    pub fn identity(&self) -> Option<Kind> {
        self.identity
    }

    /// What a drawing of the board shows on its square (`label_of` its identity).
    pub fn label(&self, numbering: Numbering) -> String {
        label_of(self.identity, numbering)
    }

    /// Every player sees which pieces have ever moved.
    pub fn moved(&self) -> bool {
        self.moved
    }

    /// The piece's opponent is known to this viewer to know what it is.
    pub fn revealed(&self) -> bool {
        self.revealed
    }
}

/// A removed piece as the viewer knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeenRemoved {
    pub owner: Seat,
    identity: Option<Kind>,
}

impl SeenRemoved {
    pub fn identity(&self) -> Option<Kind> {
        self.identity
    }
}

/// One move as the viewer may know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeenMove {
    pub ply: u32,
    pub seat: Seat,
    pub from: Square,
    pub to: Square,
    mover: Option<Kind>,
    battle: Option<SeenBattle>,
}

impl SeenMove {
    /// The moving piece's kind, where the viewer knows it.
    pub fn mover(&self) -> Option<Kind> {
        self.mover
    }

    pub fn battle(&self) -> Option<SeenBattle> {
        self.battle
    }
}

/// A battle as the viewer may know it: who was removed is public, identities only where known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeenBattle {
    pub removed: Removed,
    defender: Option<Kind>,
}

impl SeenBattle {
    pub fn defender(&self) -> Option<Kind> {
        self.defender
    }
}

/// A game as one viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct View {
    viewer: Viewer,
    variant: Variant,
    ply: u32,
    to_move: Option<Seat>,
    outcome: Option<Outcome>,
    terrain: Vec<Square>,
    pieces: Vec<SeenPiece>,
    removed: Vec<SeenRemoved>,
}

impl View {
    pub fn viewer(&self) -> Viewer {
        self.viewer
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn dims(&self) -> Dims {
        self.variant.dims()
    }

    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn to_move(&self) -> Option<Seat> {
        self.to_move
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn terrain(&self) -> &[Square] {
        &self.terrain
    }

    /// The pieces on the board, in square order (`a1 b1 … `).
    pub fn pieces(&self) -> &[SeenPiece] {
        &self.pieces
    }

    /// Found by halving, as the pieces are in square order: a board drawn from a view asks for every square.
    pub fn piece_at(&self, sq: Square) -> Option<&SeenPiece> {
        let i = self.pieces.binary_search_by_key(&sq, |p| p.square).ok()?;
        Some(&self.pieces[i])
    }

    /// The pieces removed so far, each with its identity where the viewer knows it.
    pub fn removed(&self) -> &[SeenRemoved] {
        &self.removed
    }
}

fn see(viewer: Viewer, finished: bool, p: &PieceState) -> (Option<Kind>, bool) {
    let k = p.known;
    let (visible, revealed) = match viewer {
        Viewer::Player(seat) if seat == p.owner => (true, k.to_opponent && k.owner_aware),
        Viewer::Player(_) => (k.to_opponent, k.to_opponent),
        Viewer::Spectator => (k.public, k.to_opponent && k.owner_aware),
    };
    ((visible || finished).then_some(p.kind), revealed)
}

impl Game {
    /// What `viewer` may know of the game as it stands. After the end everything is visible to everyone.
    pub fn view_for(&self, viewer: Viewer) -> View {
        self.build_view(viewer, self.outcome().is_some())
    }

    /// An earlier position of a game that has ended (`end`), with everything shown, for stepping through a
    /// finished game. `None` unless `end` is over and `self` can be one of its positions.
    pub fn view_in_hindsight(&self, viewer: Viewer, end: &Game) -> Option<View> {
        let same_game = end.variant() == self.variant() && self.ply() <= end.ply();
        (end.outcome().is_some() && same_game).then(|| self.build_view(viewer, true))
    }

    fn build_view(&self, viewer: Viewer, finished: bool) -> View {
        let mut pieces: Vec<SeenPiece> = self
            .pieces()
            .iter()
            .filter_map(|p| {
                let square = p.square?;
                let (identity, revealed) = see(viewer, finished, p);
                Some(SeenPiece {
                    square,
                    start: p.start,
                    owner: p.owner,
                    identity,
                    moved: p.moved,
                    revealed,
                })
            })
            .collect();
        pieces.sort_by_key(|p| p.square);
        let removed = self
            .pieces()
            .iter()
            .filter(|p| p.square.is_none())
            .map(|p| SeenRemoved {
                owner: p.owner,
                identity: see(viewer, finished, p).0,
            })
            .collect();
        View {
            viewer,
            variant: self.variant(),
            ply: self.ply(),
            to_move: self.to_move(),
            outcome: self.outcome(),
            terrain: self.terrain().squares().to_vec(),
            pieces,
            removed,
        }
    }

    /// The enemy pieces the viewer's own Spies saw for the first time after `report`'s move, with the squares
    /// they stand on now (a piece removed since is left out). Nothing for a spectator: a Spy's look is its
    /// owner's secret.
    pub fn spied(&self, report: &MoveReport, viewer: Viewer) -> Vec<(Square, Kind)> {
        let Viewer::Player(me) = viewer else {
            return Vec::new();
        };
        let finished = self.outcome().is_some();
        report
            .spied
            .iter()
            .filter_map(|id| {
                let p = &self.pieces()[usize::from(id)];
                let kind = see(viewer, finished, p).0?;
                (p.owner != me).then_some((p.square?, kind))
            })
            .collect()
    }

    /// A move of this game (`report` from playing it) as `viewer` may know it now.
    pub fn describe(&self, report: &MoveReport, viewer: Viewer) -> SeenMove {
        let finished = self.outcome().is_some();
        let identity = |id: u8| see(viewer, finished, &self.pieces()[usize::from(id)]).0;
        SeenMove {
            ply: report.ply,
            seat: report.seat,
            from: report.mv.from,
            to: report.mv.to,
            mover: identity(report.piece),
            battle: report.battle.zip(report.target).map(|(b, target)| SeenBattle {
                removed: b.removed,
                defender: identity(target),
            }),
        }
    }
}

/// What a drawing of the board shows for a piece seen as `identity`: the rank in `numbering`, a code, or `?`
/// when hidden.
pub fn label_of(identity: Option<Kind>, numbering: Numbering) -> String {
    identity.map_or_else(|| "?".to_string(), |k| k.label(numbering))
}
