//! Move notation: a move is two squares, written `from-to` (attacks too).

use std::fmt;

use super::board::{Dims, Square, SquareError};

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

    /// The move as a sentence or a move list shows it, with an en dash ("e4–e5"); the record, the reply mails
    /// and the API write the hyphen a player can type.
    pub fn worded(self) -> String {
        format!("{}–{}", self.from, self.to)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}
