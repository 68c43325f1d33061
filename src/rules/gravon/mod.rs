//! Gravon's archive format, StraDoS2 XML (described in the corpus README): games of the archive come in, and
//! games of the Stratego family go out in the same shape. The tables here serve both directions, so that what
//! the export writes is by construction what the import reads.

mod export;
mod import;

pub use export::{ExportError, export};
pub use import::{GravonError, board_result, import, two_squares_limit_for_year};

use super::board::Dims;
use super::piece::{Kind, Seat};
use super::preset::{OptionOverrides, Variant};
use super::record::End;

/// The archive's letters, in its order: Bomb, Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel,
/// General, Marshal, Flag (red `B`–`M`, blue `N`–`Y`).
const GRAVON_ORDER: [Kind; 12] = [
    Kind::Bomb,
    Kind::Spy,
    Kind::Scout,
    Kind::Miner,
    Kind::Sergeant,
    Kind::Lieutenant,
    Kind::Captain,
    Kind::Major,
    Kind::Colonel,
    Kind::General,
    Kind::Marshal,
    Kind::Flag,
];

/// A square of `<field>` with no piece on it; the lakes are written `LAKE`.
const EMPTY: char = 'A';
const LAKE: char = '_';

/// The letter of a seat's Bomb, the first of its twelve letters.
fn first_letter(seat: Seat) -> u8 {
    match seat {
        Seat::First => b'B',
        Seat::Second => b'N',
    }
}

/// Gravon has no column J and writes row 10 as `:`.
const COLUMNS: &[u8; 10] = b"ABCDEFGHIK";
const ROWS: &[u8; 10] = b"123456789:";

/// The board Gravon's `<field>` and squares describe, square by square as `Dims::index` counts them.
const BOARD: Dims = Dims::TEN;

/// The archive's game types, each with the preset its games are read as.
const GAME_TYPES: [(&str, Variant); 3] = [
    ("classic", Variant::Stratego),
    ("barrage", Variant::Barrage),
    ("duell", Variant::Duel),
];

/// The Gravon game type a preset is written as, `None` for the Espionage family. Gravon's types differ only in
/// their armies, so a preset goes under the type whose army it plays (Maršál a špión and the original rules are
/// `classic`); the rules that set it apart travel in the `<fieldpost>` element.
pub fn game_type(variant: Variant) -> Option<&'static str> {
    GAME_TYPES
        .iter()
        .find(|(_, preset)| preset.army() == variant.army())
        .map(|(name, _)| *name)
}

/// How `<result winner>` names a seat; `NO_WINNER` is a draw or an unknown winner.
fn player(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "1",
        Seat::Second => "2",
    }
}

const NO_WINNER: &str = "3";

fn seat_of_player(text: &str) -> Option<Seat> {
    Seat::BOTH.into_iter().find(|&s| player(s) == text)
}

/// What a file Fieldpost wrote says beyond the archive's format, in a `<fieldpost>` element that archive tools
/// pass over: the preset (a game type can stand for several), the options the record sets (the archive's files
/// leave them to the server of their year) and the end off the board (an archive result cannot always say it:
/// a loss on time can turn into a draw, and an end the board had already overtaken is kept in the record).
/// When the element is there, the import takes these from it and nothing from the server's year.
struct Extra {
    variant: Variant,
    options: OptionOverrides,
    end: Option<End>,
}

/// The element and its attributes besides the options, which keep their names from the record.
const EXTRA: &str = "fieldpost";
const VARIANT: &str = "variant";
const END: &str = "end";
const END_BY: &str = "end_by";
