//! Points as exact numbers: results are whole and half points, and Sonneborn–Berger halves those again, so
//! points are kept in quarters and compare without rounding.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(u32);

impl Points {
    pub const ZERO: Points = Points(0);
    pub const HALF: Points = Points(2);
    pub const ONE: Points = Points(4);

    pub const fn from_quarters(quarters: u32) -> Points {
        Points(quarters)
    }

    pub const fn quarters(self) -> u32 {
        self.0
    }

    /// Half of a score made of whole and half points, which is still exact in quarters.
    pub(super) fn half_of_score(self) -> Points {
        debug_assert!(self.0.is_multiple_of(2), "a score is made of half points");
        Points(self.0 / 2)
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

/// As a table prints them: `3½`, `¾`, `0`.
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, quarters) = (self.0 / 4, self.0 % 4);
        let fraction = ["", "¼", "½", "¾"][quarters as usize];
        match (whole, quarters) {
            (0, 0) => f.write_str("0"),
            (0, _) => f.write_str(fraction),
            _ => write!(f, "{whole}{fraction}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_as_a_table_does() {
        let shown: Vec<String> = [0, 1, 2, 3, 4, 6, 13]
            .map(|q| Points::from_quarters(q).to_string())
            .into();
        assert_eq!(shown, ["0", "¼", "½", "¾", "1", "1½", "3¼"]);
    }
}
