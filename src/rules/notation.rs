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
    /// and the API write the hyphen a player can type. Put together without `fmt`: a move list words every move
    /// on every view of the page.
    pub fn worded(self) -> String {
        let (from, to) = (self.from.name(), self.to.name());
        let mut text = String::with_capacity(from.len() + '–'.len_utf8() + to.len());
        text.push_str(from);
        text.push('–');
        text.push_str(to);
        text
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::{Dims, Move};

    #[test]
    fn a_move_is_recorded_with_a_hyphen_and_worded_with_an_en_dash() {
        let mv = Move::parse(Dims::TEN, "j10-j9").unwrap();
        assert_eq!(mv.to_string(), "j10-j9");
        assert_eq!(mv.worded(), "j10–j9");
    }
}
