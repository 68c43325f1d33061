//! Seats, families, the kinds of piece with their codes and names, and the identity of a piece in a game.

use std::fmt;

/// A piece's index in its game; it stays the same while the piece moves.
pub type PieceId = u8;

/// The two families of games: they differ in pieces, seat names and battles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    Stratego,
    Espionage,
}

impl Family {
    /// The family as messages select on it and pages name it in their markup.
    pub fn id(self) -> &'static str {
        match self {
            Family::Stratego => "stratego",
            Family::Espionage => "espionage",
        }
    }
}

/// The first seat moves first: `red` in the Stratego family, `white` in the Espionage family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self, family: Family) -> &'static str {
        match (family, self) {
            (Family::Stratego, Seat::First) => "red",
            (Family::Stratego, Seat::Second) => "blue",
            (Family::Espionage, Seat::First) => "white",
            (Family::Espionage, Seat::Second) => "black",
        }
    }

    pub fn parse(family: Family, name: &str) -> Option<Seat> {
        Seat::BOTH.into_iter().find(|s| s.name(family) == name)
    }
}

/// Every kind of piece of both families. Which kinds a game uses follows from its family.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    // Stratego family, strongest first.
    Marshal,
    General,
    Colonel,
    Major,
    Captain,
    Lieutenant,
    Sergeant,
    Miner,
    Scout,
    /// The Spy of either family; what it does depends on the family.
    Spy,
    Bomb,
    Flag,
    // Espionage family.
    /// A soldier of strength 1 (Corporal) to 5 (General).
    Soldier(u8),
    Minesweeper,
    Mine,
    Headquarters,
}

const STRATEGO_KINDS: [Kind; 12] = [
    Kind::Marshal,
    Kind::General,
    Kind::Colonel,
    Kind::Major,
    Kind::Captain,
    Kind::Lieutenant,
    Kind::Sergeant,
    Kind::Miner,
    Kind::Scout,
    Kind::Spy,
    Kind::Bomb,
    Kind::Flag,
];

const ESPIONAGE_KINDS: [Kind; 9] = [
    Kind::Soldier(5),
    Kind::Soldier(4),
    Kind::Soldier(3),
    Kind::Soldier(2),
    Kind::Soldier(1),
    Kind::Spy,
    Kind::Minesweeper,
    Kind::Mine,
    Kind::Headquarters,
];

// Each family's kinds by their codes (all ASCII): a game page parses both setups a character at a time, and looking
// each code up among the family's kinds was most of parsing a setup.
const STRATEGO_BY_CODE: [Option<Kind>; 128] = by_code(&STRATEGO_KINDS);
const ESPIONAGE_BY_CODE: [Option<Kind>; 128] = by_code(&ESPIONAGE_KINDS);

const fn by_code(kinds: &[Kind]) -> [Option<Kind>; 128] {
    let mut table = [None; 128];
    let mut i = 0;
    while i < kinds.len() {
        table[kinds[i].code() as usize] = Some(kinds[i]);
        i += 1;
    }
    table
}

/// How a player wants Stratego ranks numbered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Numbering {
    /// 10 = Marshal … 2 = Scout, 1 = Spy (newer editions).
    #[default]
    Modern,
    /// 1 = Marshal … 9 = Scout (the original edition).
    Classic,
}

impl Kind {
    /// The kinds of a family, strongest first.
    pub fn of_family(family: Family) -> &'static [Kind] {
        match family {
            Family::Stratego => &STRATEGO_KINDS,
            Family::Espionage => &ESPIONAGE_KINDS,
        }
    }

    /// The one-character code used in records and setups (docs/rules.md §4).
    pub const fn code(self) -> char {
        match self {
            Kind::Marshal => 'X',
            Kind::General => '9',
            Kind::Colonel => '8',
            Kind::Major => '7',
            Kind::Captain => '6',
            Kind::Lieutenant => '5',
            Kind::Sergeant => '4',
            Kind::Miner => '3',
            Kind::Scout => '2',
            Kind::Spy => 'S',
            Kind::Bomb => 'B',
            Kind::Flag => 'F',
            Kind::Soldier(n) => (b'0' + n) as char,
            Kind::Minesweeper => 'P',
            Kind::Mine => 'M',
            Kind::Headquarters => 'H',
        }
    }

    pub fn from_code(family: Family, code: char) -> Option<Kind> {
        let by_code = match family {
            Family::Stratego => &STRATEGO_BY_CODE,
            Family::Espionage => &ESPIONAGE_BY_CODE,
        };
        by_code.get(code as usize).copied().flatten()
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Marshal => "Marshal",
            Kind::General | Kind::Soldier(5) => "General",
            Kind::Colonel | Kind::Soldier(4) => "Colonel",
            Kind::Major => "Major",
            Kind::Captain | Kind::Soldier(3) => "Captain",
            Kind::Lieutenant | Kind::Soldier(2) => "Lieutenant",
            Kind::Sergeant => "Sergeant",
            Kind::Miner => "Miner",
            Kind::Scout => "Scout",
            Kind::Spy => "Spy",
            Kind::Bomb => "Bomb",
            Kind::Flag => "Flag",
            Kind::Soldier(_) => "Corporal",
            Kind::Minesweeper => "Minesweeper",
            Kind::Mine => "Mine",
            Kind::Headquarters => "Headquarters",
        }
    }

    /// Plural name, for messages such as "2 Bombs missing".
    pub fn plural(self) -> String {
        match self {
            Kind::Headquarters => "Headquarters".to_string(),
            k => format!("{}s", k.name()),
        }
    }

    /// Flag, Bomb, Mine and Headquarters never move.
    pub fn is_movable(self) -> bool {
        !matches!(self, Kind::Bomb | Kind::Flag | Kind::Mine | Kind::Headquarters)
    }

    /// The piece whose capture wins the game.
    pub fn is_goal(self) -> bool {
        matches!(self, Kind::Flag | Kind::Headquarters)
    }

    /// Stratego strength: Marshal 10 … Scout 2, Spy 1; Espionage soldiers 1–5. Others have none.
    /// (The Espionage Spy has no strength; its battles never ask for one.)
    pub fn strength(self) -> Option<u8> {
        Some(match self {
            Kind::Marshal => 10,
            Kind::General => 9,
            Kind::Colonel => 8,
            Kind::Major => 7,
            Kind::Captain => 6,
            Kind::Lieutenant => 5,
            Kind::Sergeant => 4,
            Kind::Miner => 3,
            Kind::Scout => 2,
            Kind::Spy => 1,
            Kind::Soldier(n) => n,
            _ => return None,
        })
    }

    /// The rank a player sees, in the numbering the player chose (Stratego family); Espionage shows codes.
    pub fn label(self, numbering: Numbering) -> String {
        match (self, self.strength()) {
            (Kind::Soldier(_) | Kind::Spy, _) | (_, None) => self.code().to_string(),
            (_, Some(s)) => match numbering {
                Numbering::Modern => s.to_string(),
                Numbering::Classic => (11 - s).to_string(),
            },
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_per_family() {
        for family in [Family::Stratego, Family::Espionage] {
            for &k in Kind::of_family(family) {
                assert_eq!(Kind::from_code(family, k.code()), Some(k));
            }
        }
        assert_eq!(Kind::from_code(Family::Stratego, '5'), Some(Kind::Lieutenant));
        assert_eq!(Kind::from_code(Family::Espionage, '5'), Some(Kind::Soldier(5)));
        assert_eq!(Kind::from_code(Family::Espionage, 'X'), None);
        for stranger in ['.', ' ', '\0', 'x', 'É', '\u{10FFFF}'] {
            assert_eq!(Kind::from_code(Family::Stratego, stranger), None, "{stranger:?}");
        }
    }

    #[test]
    fn numbering() {
        assert_eq!(Kind::Marshal.label(Numbering::Modern), "10");
        assert_eq!(Kind::Marshal.label(Numbering::Classic), "1");
        assert_eq!(Kind::Scout.label(Numbering::Classic), "9");
        assert_eq!(Kind::Scout.label(Numbering::Modern), "2");
        assert_eq!(Kind::Spy.label(Numbering::Classic), "S");
        assert_eq!(Kind::Bomb.label(Numbering::Modern), "B");
        assert_eq!(Kind::Soldier(3).label(Numbering::Classic), "3");
    }
}
