//! Terrain: the fixed lakes of the Stratego family and the volcanoes of Espionage, drawn per game.

use super::board::{Dims, Square, SquareSet};
use super::piece::Family;
use super::preset::Variant;
use super::rng::SeededRng;

/// The squares nothing may enter. A game stores them, so it always replays on the board it was played on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Terrain {
    squares: Vec<Square>,
    set: SquareSet,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("terrain {given} does not fit {variant}: {why}")]
pub struct TerrainError {
    given: String,
    variant: &'static str,
    why: &'static str,
}

const LAKES: [Square; 8] = [
    Square::new(2, 4),
    Square::new(3, 4),
    Square::new(6, 4),
    Square::new(7, 4),
    Square::new(2, 5),
    Square::new(3, 5),
    Square::new(6, 5),
    Square::new(7, 5),
];

impl Terrain {
    fn from_squares(dims: Dims, mut squares: Vec<Square>) -> Terrain {
        squares.sort();
        squares.dedup();
        let mut set = SquareSet::default();
        for &sq in &squares {
            set.insert(dims.index(sq));
        }
        Terrain { squares, set }
    }

    /// The terrain every game of a Stratego-family variant has.
    pub fn lakes() -> Terrain {
        Terrain::from_squares(Dims::TEN, LAKES.to_vec())
    }

    /// Volcanoes for an Espionage-family game, drawn from `seed` by the placement rule of docs/rules.md §3.2.
    /// For the Stratego family this is the fixed lakes.
    pub fn draw(variant: Variant, seed: u64) -> Terrain {
        if variant.family() == Family::Stratego {
            return Terrain::lakes();
        }
        let dims = variant.dims();
        let n = dims.size();
        let mut rng = SeededRng::new(seed);
        let low_row = n / 2 - 1;
        let low_row_cols: Vec<u8> = if n == 10 {
            // One volcano in a–e and one in f–j.
            vec![rng.below(5) as u8, 5 + rng.below(5) as u8]
        } else {
            vec![rng.below(usize::from(n)) as u8]
        };
        let squares = low_row_cols
            .iter()
            .flat_map(|&c| [Square::new(c, low_row), mirror(dims, Square::new(c, low_row))])
            .collect();
        Terrain::from_squares(dims, squares)
    }

    /// Checks a stored or submitted terrain against the placement rule of the variant.
    pub fn validate(variant: Variant, squares: Vec<Square>) -> Result<Terrain, TerrainError> {
        let dims = variant.dims();
        let given = squares.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" ");
        let fail = |why| TerrainError {
            given: given.clone(),
            variant: variant.id(),
            why,
        };
        let terrain = Terrain::from_squares(dims, squares.clone());
        if terrain.squares.len() != squares.len() {
            return Err(fail("a square is listed twice"));
        }
        if variant.family() == Family::Stratego {
            return if terrain == Terrain::lakes() {
                Ok(terrain)
            } else {
                Err(fail("the Stratego family has the fixed lakes c5 d5 g5 h5 c6 d6 g6 h6"))
            };
        }
        let n = dims.size();
        let low_row = n / 2 - 1;
        let low: Vec<Square> = terrain.squares.iter().copied().filter(|s| s.row() == low_row).collect();
        let expected_count = if n == 10 { 4 } else { 2 };
        if terrain.squares.len() != expected_count {
            return Err(fail(if n == 10 {
                "Espionage has four volcanoes"
            } else {
                "Small Espionage has two volcanoes"
            }));
        }
        if terrain
            .squares
            .iter()
            .any(|s| s.row() != low_row && s.row() != low_row + 1)
        {
            return Err(fail("volcanoes stand in the two middle rows"));
        }
        if terrain
            .squares
            .iter()
            .any(|&s| !terrain.squares.contains(&mirror(dims, s)))
        {
            return Err(fail("volcanoes must be symmetric under a half-turn of the board"));
        }
        if n == 10 && !(low.len() == 2 && low[0].col() < 5 && low[1].col() >= 5) {
            return Err(fail("row 5 needs one volcano in columns a–e and one in f–j"));
        }
        Ok(terrain)
    }

    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    pub fn set(&self) -> SquareSet {
        self.set
    }
}

/// The square a half-turn of the board puts `sq` on.
fn mirror(dims: Dims, sq: Square) -> Square {
    let n = dims.size();
    Square::new(n - 1 - sq.col(), n - 1 - sq.row())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawn_volcanoes_follow_the_placement_rule() {
        for variant in [Variant::Espionage, Variant::EspionageSmall, Variant::EspionageSmallFast] {
            for seed in 0..200 {
                let t = Terrain::draw(variant, seed);
                assert_eq!(Terrain::validate(variant, t.squares().to_vec()), Ok(t.clone()));
            }
        }
        assert_eq!(
            Terrain::draw(Variant::Espionage, 9),
            Terrain::draw(Variant::Espionage, 9)
        );
    }

    #[test]
    fn bad_terrain_is_refused() {
        let d = Dims::TEN;
        let sqs = |list: &[&str]| list.iter().map(|s| d.parse_square(s).unwrap()).collect::<Vec<_>>();
        assert!(Terrain::validate(Variant::Espionage, sqs(&["c5", "h5", "c6", "h6"])).is_ok());
        // Both row-5 volcanoes on the same half.
        assert!(Terrain::validate(Variant::Espionage, sqs(&["a5", "b5", "i6", "j6"])).is_err());
        // Not mirrored.
        assert!(Terrain::validate(Variant::Espionage, sqs(&["c5", "h5", "c6", "g6"])).is_err());
        assert!(Terrain::validate(Variant::Espionage, sqs(&["c5", "h6"])).is_err());
        assert!(Terrain::validate(Variant::Stratego, sqs(&["c5", "h5", "c6", "h6"])).is_err());
        assert!(Terrain::validate(Variant::Stratego, LAKES.to_vec()).is_ok());
        let small = |list: &[&str]| {
            list.iter()
                .map(|s| Dims::EIGHT.parse_square(s).unwrap())
                .collect::<Vec<_>>()
        };
        assert!(Terrain::validate(Variant::EspionageSmall, small(&["b4", "g5"])).is_ok());
        assert!(Terrain::validate(Variant::EspionageSmall, small(&["b4", "b5"])).is_err());
    }
}
