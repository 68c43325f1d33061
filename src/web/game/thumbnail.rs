//! A game's position as a small picture for lists (My games): which squares hold the player's pieces, which the
//! enemy's, and where the lakes or volcanoes are, drawn from the player's own `View`. It shows no rank at all,
//! so it can tell nothing the board does not.

use crate::rules::view::{View, Viewer};
use crate::rules::{Family, Seat};

/// The side of one square's drawing, in squares.
const SQUARE: u16 = 10;

pub struct Thumbnail {
    /// The drawing's side, and one square's, in the SVG's units.
    pub side: u16,
    pub square: u16,
    pub squares: Vec<DrawnSquare>,
}

/// A square with something on it, at (`x`, `y`) in the SVG's units: `class` names a side's colour (`red`,
/// `blue`, `white`, `black`) or the terrain (`lake`, `volcano`), and `mine` marks the viewer's own pieces.
pub struct DrawnSquare {
    pub x: u16,
    pub y: u16,
    pub class: &'static str,
    pub mine: bool,
}

impl Thumbnail {
    /// The picture of a player's `view` with `bottom`'s home rows at the bottom; `None` for a spectator's view.
    pub fn of(view: &View, bottom: Seat) -> Option<Thumbnail> {
        let Viewer::Player(me) = view.viewer() else {
            return None;
        };
        let family = view.variant().family();
        let terrain = match family {
            Family::Stratego => "lake",
            Family::Espionage => "volcano",
        };
        let grid = view.dims().drawing_order(bottom);
        let mut squares = Vec::new();
        for (y, line) in grid.iter().enumerate() {
            for (x, &sq) in line.iter().enumerate() {
                let at = |class, mine| DrawnSquare {
                    x: x as u16 * SQUARE,
                    y: y as u16 * SQUARE,
                    class,
                    mine,
                };
                if let Some(p) = view.piece_at(sq) {
                    squares.push(at(p.owner().name(family), p.owner() == me));
                } else if view.terrain().contains(&sq) {
                    squares.push(at(terrain, false));
                }
            }
        }
        Some(Thumbnail {
            side: grid.len() as u16 * SQUARE,
            square: SQUARE,
            squares,
        })
    }
}
