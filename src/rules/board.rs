//! Squares, board sizes and sets of squares.

use std::fmt;

use super::piece::Seat;

/// The size of a board: both families play on square boards (10×10 or 8×8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dims {
    size: u8,
}

impl Dims {
    pub const TEN: Dims = Dims { size: 10 };
    pub const EIGHT: Dims = Dims { size: 8 };

    pub fn size(self) -> u8 {
        self.size
    }

    pub fn squares(self) -> usize {
        usize::from(self.size) * usize::from(self.size)
    }

    /// Every square of the board, `a1 b1 … a2 …`.
    pub fn all(self) -> impl Iterator<Item = Square> {
        (0..self.size).flat_map(move |row| (0..self.size).map(move |col| Square { col, row }))
    }

    pub fn contains(self, col: i8, row: i8) -> bool {
        (0..self.size as i8).contains(&col) && (0..self.size as i8).contains(&row)
    }

    pub fn index(self, sq: Square) -> usize {
        usize::from(sq.row) * usize::from(self.size) + usize::from(sq.col)
    }

    pub fn square_at(self, index: usize) -> Square {
        let size = usize::from(self.size);
        Square {
            col: (index % size) as u8,
            row: (index / size) as u8,
        }
    }

    /// The squares as a diagram draws them, top row first, so that `bottom` sees its own home rows at the
    /// bottom and the board from its side (the second seat's `a` file is on its right).
    pub fn drawing_order(self, bottom: Seat) -> Vec<Vec<Square>> {
        let n = self.size;
        let flip = |i: u8| if bottom == Seat::First { i } else { n - 1 - i };
        (0..n)
            .map(|line| {
                let row = flip(n - 1 - line);
                (0..n).map(|c| Square { col: flip(c), row }).collect()
            })
            .collect()
    }

    /// The square `steps` steps from `sq` in direction `dir`, if it is on the board.
    pub fn step(self, sq: Square, dir: Dir, steps: i8) -> Option<Square> {
        let col = sq.col as i8 + dir.dc * steps;
        let row = sq.row as i8 + dir.dr * steps;
        self.contains(col, row).then_some(Square {
            col: col as u8,
            row: row as u8,
        })
    }

    /// Parses `e4`, `j10`: a column letter and a row number that lie on this board.
    pub fn parse_square(self, text: &str) -> Result<Square, SquareError> {
        let bad = || SquareError(text.to_string(), self.size);
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?;
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let row: u32 = digits.parse().map_err(|_| bad())?;
        let col = letter as u32 - 'a' as u32;
        if col >= u32::from(self.size) || row == 0 || row > u32::from(self.size) {
            return Err(bad());
        }
        Ok(Square {
            col: col as u8,
            row: (row - 1) as u8,
        })
    }
}

/// A square's name as a player writes it (`e4`, `j10`): a column letter and a row number, checked for that shape
/// only. Which squares exist depends on the game's board, so it becomes a `Square` with `on`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(try_from = "String")]
pub struct SquareName(String);

impl TryFrom<String> for SquareName {
    type Error = SquareError;

    fn try_from(text: String) -> Result<SquareName, SquareError> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter_ok = chars.next().is_some_and(|c| c.is_ascii_lowercase());
        let digits = chars.as_str();
        let digits_ok =
            (1..=2).contains(&digits.len()) && !digits.starts_with('0') && digits.bytes().all(|b| b.is_ascii_digit());
        if letter_ok && digits_ok {
            Ok(SquareName(text.to_string()))
        } else {
            Err(SquareError(text.chars().take(12).collect(), 0))
        }
    }
}

impl From<Square> for SquareName {
    fn from(sq: Square) -> SquareName {
        SquareName(sq.to_string())
    }
}

impl SquareName {
    /// The square of that name on this board.
    pub fn on(&self, dims: Dims) -> Result<Square, SquareError> {
        dims.parse_square(&self.0)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A square of the board, from the first seat's point of view: column 0 is `a`, row 0 is `1`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    row: u8,
    col: u8,
}

impl Square {
    /// A square from zero-based column and row; the caller's `Dims` decides whether it is on the board.
    pub const fn new(col: u8, row: u8) -> Square {
        Square { col, row }
    }

    pub fn col(self) -> u8 {
        self.col
    }

    pub fn row(self) -> u8 {
        self.row
    }

    /// The file's letter, as squares are named.
    pub fn file(self) -> char {
        (b'a' + self.col) as char
    }

    /// The rank's number, as squares are named (from 1).
    pub fn rank(self) -> u8 {
        self.row + 1
    }

    /// Shaded in a drawing: `a1` is dark, as on a chessboard.
    pub fn is_dark(self) -> bool {
        (self.col + self.row).is_multiple_of(2)
    }

    /// The direction and distance from `self` to `to`, when they lie on one line (orthogonal or diagonal).
    pub fn line_to(self, to: Square) -> Option<(Dir, i8)> {
        let dc = to.col as i8 - self.col as i8;
        let dr = to.row as i8 - self.row as i8;
        if (dc, dr) == (0, 0) || (dc != 0 && dr != 0 && dc.abs() != dr.abs()) {
            return None;
        }
        let dist = dc.abs().max(dr.abs());
        Some((
            Dir {
                dc: dc.signum(),
                dr: dr.signum(),
            },
            dist,
        ))
    }
}

/// The names of the squares of every board a square can be named on (at most 26 files and ranks), made once:
/// a page names its squares hundreds of times.
static SQUARE_NAMES: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    (0..26u8)
        .flat_map(|row| (0..26u8).map(move |col| format!("{}{}", (b'a' + col) as char, row + 1)))
        .collect()
});

impl Square {
    /// The square's name ("e4").
    pub fn name(self) -> &'static str {
        &SQUARE_NAMES[usize::from(self.row) * 26 + usize::from(self.col)]
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a square of the {1}×{1} board")]
pub struct SquareError(pub String, pub u8);

/// A unit step: orthogonal or diagonal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dir {
    pub dc: i8,
    pub dr: i8,
}

impl Dir {
    pub const ORTHOGONAL: [Dir; 4] = [
        Dir { dc: 0, dr: 1 },
        Dir { dc: 0, dr: -1 },
        Dir { dc: 1, dr: 0 },
        Dir { dc: -1, dr: 0 },
    ];
    pub const DIAGONAL: [Dir; 4] = [
        Dir { dc: 1, dr: 1 },
        Dir { dc: 1, dr: -1 },
        Dir { dc: -1, dr: 1 },
        Dir { dc: -1, dr: -1 },
    ];
    /// All eight neighbours' directions, orthogonal first: a king's steps.
    pub const KING: [Dir; 8] = [
        Dir::ORTHOGONAL[0],
        Dir::ORTHOGONAL[1],
        Dir::ORTHOGONAL[2],
        Dir::ORTHOGONAL[3],
        Dir::DIAGONAL[0],
        Dir::DIAGONAL[1],
        Dir::DIAGONAL[2],
        Dir::DIAGONAL[3],
    ];

    pub fn is_orthogonal(self) -> bool {
        self.dc == 0 || self.dr == 0
    }

    pub fn reversed(self) -> Dir {
        Dir {
            dc: -self.dc,
            dr: -self.dr,
        }
    }

    /// All eight neighbours' directions.
    pub fn all() -> impl Iterator<Item = Dir> {
        Dir::KING.into_iter()
    }
}

/// A set of squares of a board of at most 128 squares, by index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet(u128);

impl SquareSet {
    pub fn insert(&mut self, index: usize) {
        self.0 |= 1u128 << index;
    }

    pub fn contains(self, index: usize) -> bool {
        self.0 & (1u128 << index) != 0
    }

    pub fn intersects(self, other: SquareSet) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn indices(self) -> impl Iterator<Item = usize> {
        let bits = self.0;
        (0..128).filter(move |i| bits & (1u128 << i) != 0)
    }

    /// Every square of a board of `dims`.
    pub fn all(dims: Dims) -> SquareSet {
        SquareSet((1u128 << dims.squares()) - 1)
    }

    pub fn with(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 | other.0)
    }

    pub fn without(self, other: SquareSet) -> SquareSet {
        SquareSet(self.0 & !other.0)
    }

    /// These squares and every square reached from them by single steps in `dirs`, each step onto a square of
    /// `open`; or fewer, once they meet `until`. A flood fill a whole set at a time, each step in a direction one
    /// shift of the bits: far cheaper than a search square by square, which checked the end of every turn of
    /// Maršál a špión.
    pub fn spread(self, dims: Dims, dirs: &[Dir], open: SquareSet, until: SquareSet) -> SquareSet {
        let size = i32::from(dims.size());
        let column = |col: i32| (0..size).fold(0u128, |set, row| set | 1u128 << (row * size + col));
        // A step east from the last column (or west from the first) would wrap onto the next row.
        let (first, last) = (column(0), column(size - 1));
        let open = open.0 & SquareSet::all(dims).0;
        let mut reached = self.0;
        if reached & until.0 != 0 {
            return self;
        }
        loop {
            let mut stepped = 0u128;
            for dir in dirs {
                let from = match dir.dc {
                    1 => reached & !last,
                    -1 => reached & !first,
                    _ => reached,
                };
                let shift = i32::from(dir.dr) * size + i32::from(dir.dc);
                stepped |= if shift >= 0 { from << shift } else { from >> -shift };
            }
            let grown = reached | (stepped & open);
            if grown == reached || grown & until.0 != 0 {
                return SquareSet(grown);
            }
            reached = grown;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A flood fill keeps to the board: no step off an edge comes back on the far side or past the last row.
    #[test]
    fn a_spread_never_wraps_around_the_board() {
        for dims in [Dims::TEN, Dims::EIGHT] {
            let size = usize::from(dims.size());
            let set = |squares: &mut dyn Iterator<Item = usize>| {
                squares.fold(SquareSet::default(), |mut set, i| {
                    set.insert(i);
                    set
                })
            };
            let first = set(&mut (0..size).map(|row| row * size));
            let last = set(&mut (0..size).map(|row| row * size + size - 1));
            let edges = set(&mut first.indices().chain(last.indices()));
            for dirs in [&Dir::ORTHOGONAL[..], &Dir::KING[..]] {
                for column in [first, last] {
                    let corner = set(&mut column.indices().take(1));
                    assert_eq!(
                        corner.spread(dims, dirs, edges, SquareSet::default()),
                        column,
                        "{size}: from one edge column"
                    );
                }
                let top_right = set(&mut std::iter::once(size * size - 1));
                assert_eq!(
                    top_right.spread(dims, dirs, SquareSet(u128::MAX), SquareSet::default()),
                    SquareSet::all(dims)
                );
                assert_eq!(SquareSet::all(dims).len(), size * size);
            }
        }
    }

    #[test]
    fn squares_parse_and_print() {
        let d = Dims::TEN;
        for (text, col, row) in [("a1", 0, 0), ("e4", 4, 3), ("j10", 9, 9)] {
            let sq = d.parse_square(text).unwrap();
            assert_eq!((sq.col(), sq.row()), (col, row));
            assert_eq!(sq.to_string(), text);
        }
        for bad in ["", "k1", "a0", "a11", "A1", "a01", "e", "4e", "a1 "] {
            assert!(d.parse_square(bad).is_err(), "{bad}");
        }
        assert!(Dims::EIGHT.parse_square("i1").is_err());
        assert!(Dims::EIGHT.parse_square("h9").is_err());
        assert!(Dims::EIGHT.parse_square("h8").is_ok());
    }

    #[test]
    fn each_seat_draws_its_own_home_rows_at_the_bottom() {
        let d = Dims::EIGHT;
        let names = |bottom| -> Vec<String> {
            d.drawing_order(bottom)
                .iter()
                .map(|row| row.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" "))
                .collect()
        };
        let first = names(Seat::First);
        assert_eq!(first[0], "a8 b8 c8 d8 e8 f8 g8 h8");
        assert_eq!(first[7], "a1 b1 c1 d1 e1 f1 g1 h1");
        let second = names(Seat::Second);
        assert_eq!(second[0], "h1 g1 f1 e1 d1 c1 b1 a1");
        assert_eq!(second[7], "h8 g8 f8 e8 d8 c8 b8 a8");
    }

    #[test]
    fn lines_between_squares() {
        let d = Dims::TEN;
        let sq = |s| d.parse_square(s).unwrap();
        assert_eq!(sq("a1").line_to(sq("a5")), Some((Dir { dc: 0, dr: 1 }, 4)));
        assert_eq!(sq("c3").line_to(sq("b2")), Some((Dir { dc: -1, dr: -1 }, 1)));
        assert_eq!(sq("a1").line_to(sq("b3")), None);
        assert_eq!(sq("a1").line_to(sq("a1")), None);
    }
}
