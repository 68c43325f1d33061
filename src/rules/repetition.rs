//! The Stratego family's limits on repeating moves: the two-squares rule and the ISF more-squares rule.

use super::board::{Dir, SquareSet};
use super::piece::{PieceId, Seat};

/// A run of moves by one piece back and forth along one line (two-squares rule, docs/rules.md §9.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Series {
    piece: PieceId,
    /// The squares the first move of the series covered: start, squares passed, end.
    first_cover: SquareSet,
    last_dir: Dir,
    count: u8,
}

impl Series {
    /// How many moves the series will count if `piece` makes a move in `dir` covering `cover` next.
    pub fn count_after(previous: Option<&Series>, piece: PieceId, dir: Dir, cover: SquareSet) -> u8 {
        match previous {
            Some(s) if s.continues_with(piece, dir, cover) => s.count.saturating_add(1),
            _ => 1,
        }
    }

    fn continues_with(&self, piece: PieceId, dir: Dir, cover: SquareSet) -> bool {
        self.piece == piece && dir == self.last_dir.reversed() && cover.intersects(self.first_cover)
    }

    /// The series after the player moved `piece`.
    pub fn after(previous: Option<&Series>, piece: PieceId, dir: Dir, cover: SquareSet) -> Series {
        match previous {
            Some(s) if s.continues_with(piece, dir, cover) => Series {
                last_dir: dir,
                count: s.count.saturating_add(1),
                ..*s
            },
            _ => Series {
                piece,
                first_cover: cover,
                last_dir: dir,
                count: 1,
            },
        }
    }
}

/// A chase under the more-squares rule (docs/rules.md §9.2): one side keeps threatening, the other keeps evading.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Chase {
    pub chaser: Seat,
    /// The pieces the chaser's last move threatened.
    pub threatened: Vec<PieceId>,
    /// The chased pieces that have evaded during the chase.
    pub evaded: Vec<PieceId>,
    /// Hashes of the positions that followed the chaser's moves in this chase, the first threat included.
    pub positions: Vec<u64>,
}

impl Chase {
    /// A chasing move threatens a piece that has evaded during the chase.
    pub fn is_chasing(&self, threatens: &[PieceId]) -> bool {
        threatens.iter().any(|p| self.evaded.contains(p))
    }
}
