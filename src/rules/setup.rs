//! Setups: where one seat places its army before play, as a string or as squares, validated against the preset.

use std::collections::BTreeMap;
use std::fmt;

use super::board::Square;
use super::piece::{Kind, Seat};
use super::preset::Variant;
use super::rng::SeededRng;

/// A validated setup: every piece of the seat's army on a square of its setup rows.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    variant: Variant,
    seat: Seat,
    /// One entry per square of the setup area, in record order.
    cells: Vec<Option<Kind>>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("the setup has {given} characters; {variant} needs {expected}, one per square of rows {rows}")]
    Length {
        given: usize,
        expected: usize,
        variant: &'static str,
        rows: String,
    },
    #[error("'{code}' at {square} is not a piece code of {variant}")]
    UnknownCode {
        code: char,
        square: Square,
        variant: &'static str,
    },
    #[error("{0} is outside your setup rows")]
    OutsideArea(Square),
    /// The army placed is not the variant's: what is missing, what is one too many, what does not belong.
    #[error("{}", army_words(.missing, .excess, .foreign))]
    Army {
        missing: Vec<(Kind, u8)>,
        excess: Vec<(Kind, u8)>,
        foreign: Vec<(Kind, u8)>,
    },
}

/// "2 Bombs missing, 1 Scout too many, 1 × Mine is not part of this army".
fn army_words(missing: &[(Kind, u8)], excess: &[(Kind, u8)], foreign: &[(Kind, u8)]) -> String {
    let name = |kind: Kind, n: u8| if n == 1 { kind.name().to_string() } else { kind.plural() };
    let missing = missing.iter().map(|&(k, n)| format!("{n} {} missing", name(k, n)));
    let excess = excess.iter().map(|&(k, n)| format!("{n} {} too many", name(k, n)));
    let foreign = foreign
        .iter()
        .map(|&(k, n)| format!("{n} × {} is not part of this army", k.name()));
    missing.chain(excess).chain(foreign).collect::<Vec<_>>().join(", ")
}

/// The squares a seat sets up on, in record order (`a1 b1 … j1 a2 …`, rows ascending for both seats).
pub fn area(variant: Variant, seat: Seat) -> Vec<Square> {
    let n = variant.dims().size();
    let k = variant.setup_rows();
    let rows = match seat {
        Seat::First => 0..k,
        Seat::Second => n - k..n,
    };
    rows.flat_map(|r| (0..n).map(move |c| Square::new(c, r))).collect()
}

fn rows_text(variant: Variant, seat: Seat) -> String {
    let a = area(variant, seat);
    format!("{}–{}", a[0].row() + 1, a[a.len() - 1].row() + 1)
}

impl Setup {
    /// Parses and validates a setup string (`.` for an empty square).
    pub fn parse(variant: Variant, seat: Seat, text: &str) -> Result<Setup, SetupError> {
        let squares = area(variant, seat);
        let given = text.chars().count();
        if given != squares.len() {
            return Err(SetupError::Length {
                given,
                expected: squares.len(),
                variant: variant.id(),
                rows: rows_text(variant, seat),
            });
        }
        let cells = squares
            .iter()
            .zip(text.chars())
            .map(|(&square, code)| match code {
                '.' => Ok(None),
                _ => Kind::from_code(variant.family(), code)
                    .map(Some)
                    .ok_or(SetupError::UnknownCode {
                        code,
                        square,
                        variant: variant.id(),
                    }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Setup::from_cells(variant, seat, cells)
    }

    /// Validates a placement of pieces on squares, such as the setup editor submits.
    pub fn from_placement(
        variant: Variant,
        seat: Seat,
        placement: &BTreeMap<Square, Kind>,
    ) -> Result<Setup, SetupError> {
        let squares = area(variant, seat);
        if let Some(&outside) = placement.keys().find(|sq| !squares.contains(sq)) {
            return Err(SetupError::OutsideArea(outside));
        }
        let cells = squares.iter().map(|sq| placement.get(sq).copied()).collect();
        Setup::from_cells(variant, seat, cells)
    }

    /// Validates one entry per square of the setup area, in record order, against the preset's army. Every
    /// game page replays both setups through here, so the army is counted in a small list, not a map.
    fn from_cells(variant: Variant, seat: Seat, cells: Vec<Option<Kind>>) -> Result<Setup, SetupError> {
        let (mut missing, mut excess) = (Vec::new(), Vec::new());
        let mut counts: Vec<(Kind, u8)> = Vec::with_capacity(variant.army().len());
        for kind in cells.iter().flatten() {
            match counts.iter_mut().find(|(k, _)| k == kind) {
                Some((_, n)) => *n += 1,
                None => counts.push((*kind, 1)),
            }
        }
        for &(kind, wanted) in variant.army() {
            let have = match counts.iter().position(|(k, _)| *k == kind) {
                Some(i) => counts.swap_remove(i).1,
                None => 0,
            };
            if have < wanted {
                missing.push((kind, wanted - have));
            } else if have > wanted {
                excess.push((kind, have - wanted));
            }
        }
        let mut foreign = counts;
        foreign.sort();
        if !(missing.is_empty() && excess.is_empty() && foreign.is_empty()) {
            return Err(SetupError::Army {
                missing,
                excess,
                foreign,
            });
        }
        Ok(Setup { variant, seat, cells })
    }

    /// A random legal setup drawn from `seed`.
    pub fn random(variant: Variant, seat: Seat, seed: u64) -> Setup {
        let squares = area(variant, seat);
        let mut cells: Vec<Option<Kind>> = variant
            .army()
            .iter()
            .flat_map(|&(k, n)| std::iter::repeat_n(Some(k), usize::from(n)))
            .collect();
        cells.resize(squares.len(), None);
        SeededRng::new(seed ^ (seat.index() as u64) << 63).shuffle(&mut cells);
        Setup { variant, seat, cells }
    }

    /// A real Stratego-style setup written for the first seat, placed for `seat` as that seat would see it:
    /// for the second seat the board turns half round.
    pub fn from_first_seat_text(variant: Variant, seat: Seat, text: &str) -> Result<Setup, SetupError> {
        match seat {
            Seat::First => Setup::parse(variant, seat, text),
            Seat::Second => Setup::parse(variant, seat, &text.chars().rev().collect::<String>()),
        }
    }

    /// The arrangement as the first seat would write it: the inverse of `from_first_seat_text`, so that a setup
    /// kept from one game fits either seat of the next.
    pub fn to_first_seat_text(&self) -> String {
        let text = self.to_string();
        match self.seat {
            Seat::First => text,
            Seat::Second => text.chars().rev().collect(),
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Every occupied square with its piece.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Kind)> + '_ {
        area(self.variant, self.seat)
            .into_iter()
            .zip(self.cells.iter())
            .filter_map(|(sq, k)| k.map(|k| (sq, k)))
    }

    /// The same setup with the pieces on two squares of the area exchanged (the setup editor's one step).
    pub fn swapped(&self, a: Square, b: Square) -> Result<Setup, SetupError> {
        let squares = area(self.variant, self.seat);
        let pos = |sq: Square| squares.iter().position(|&s| s == sq).ok_or(SetupError::OutsideArea(sq));
        let (i, j) = (pos(a)?, pos(b)?);
        let mut cells = self.cells.clone();
        cells.swap(i, j);
        Ok(Setup { cells, ..self.clone() })
    }

    /// The same setup reflected left to right, each row's files in the opposite order.
    pub fn mirrored(&self) -> Setup {
        let cols = usize::from(self.variant.dims().size());
        let cells = self
            .cells
            .chunks(cols)
            .flat_map(|row| row.iter().rev().copied())
            .collect();
        Setup { cells, ..self.clone() }
    }
}

impl SetupError {
    /// The pieces still to place, when nothing is wrong with a setup but that some of the army is not on the
    /// board yet: the setup editor's tray is not empty.
    pub fn still_to_place(&self) -> Option<&[(Kind, u8)]> {
        match self {
            SetupError::Army {
                missing,
                excess,
                foreign,
            } if excess.is_empty() && foreign.is_empty() => Some(missing),
            _ => None,
        }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in &self.cells {
            write!(f, "{}", cell.map_or('.', Kind::code))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str = "F3859BS7642B3B3236B4B52355X48722222647B6";

    #[test]
    fn parses_and_writes_a_stratego_setup() {
        let s = Setup::parse(Variant::Stratego, Seat::First, CLASSIC).unwrap();
        assert_eq!(s.to_string(), CLASSIC);
        assert_eq!(s.pieces().count(), 40);
        let blue = Setup::parse(Variant::Stratego, Seat::Second, CLASSIC).unwrap();
        assert_eq!(blue.pieces().next().unwrap().0.to_string(), "a7");
    }

    #[test]
    fn explains_what_is_wrong() {
        let short = Setup::parse(Variant::Stratego, Seat::First, &CLASSIC[1..]).unwrap_err();
        assert!(short.to_string().contains("39 characters"), "{short}");
        let two_bombs_missing = CLASSIC.replacen('B', "2", 2);
        let err = Setup::parse(Variant::Stratego, Seat::First, &two_bombs_missing).unwrap_err();
        assert_eq!(err.to_string(), "2 Bombs missing, 2 Scouts too many");
        let bad_code = CLASSIC.replacen('F', "Z", 1);
        let err = Setup::parse(Variant::Stratego, Seat::First, &bad_code).unwrap_err();
        assert_eq!(err.to_string(), "'Z' at a1 is not a piece code of stratego");
        let mut placement: BTreeMap<Square, Kind> = Setup::parse(
            Variant::Barrage,
            Seat::First,
            "XF.......932SB2.........................",
        )
        .unwrap()
        .pieces()
        .collect();
        placement.insert(Square::new(4, 4), Kind::Scout);
        let err = Setup::from_placement(Variant::Barrage, Seat::First, &placement).unwrap_err();
        assert_eq!(err.to_string(), "e5 is outside your setup rows");
    }

    #[test]
    fn random_setups_are_legal_and_repeatable() {
        for v in Variant::ALL {
            for seat in Seat::BOTH {
                let s = Setup::random(v, seat, 42);
                assert_eq!(Setup::parse(v, seat, &s.to_string()), Ok(s.clone()));
                assert_eq!(s, Setup::random(v, seat, 42));
            }
        }
    }

    #[test]
    fn mirroring_reverses_each_row_and_twice_is_nothing() {
        let s = Setup::parse(Variant::Stratego, Seat::Second, CLASSIC).unwrap();
        let m = s.mirrored();
        assert_eq!(&m.to_string()[..10], "467SB9583F");
        assert_eq!(&m.to_string()[30..], "6B74622222");
        assert_eq!(m.mirrored(), s);
    }

    #[test]
    fn only_missing_pieces_are_still_to_place() {
        let three_short = format!("...{}", &CLASSIC[3..]);
        let err = Setup::parse(Variant::Stratego, Seat::First, &three_short).unwrap_err();
        assert_eq!(
            err.still_to_place(),
            Some(&[(Kind::Colonel, 1), (Kind::Miner, 1), (Kind::Flag, 1)][..])
        );
        let wrong = Setup::parse(Variant::Stratego, Seat::First, &CLASSIC.replacen('F', "3", 1)).unwrap_err();
        assert_eq!(wrong.still_to_place(), None, "a Miner too many is no tray");
    }

    #[test]
    fn first_seat_text_turns_for_the_second_seat() {
        let blue = Setup::from_first_seat_text(Variant::Stratego, Seat::Second, CLASSIC).unwrap();
        // Red's a1 (the Flag) is blue's j10 after the half-turn.
        assert!(blue.pieces().any(|(sq, k)| sq.to_string() == "j10" && k == Kind::Flag));
    }
}
