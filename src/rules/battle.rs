//! The battle tables of both families (docs/rules.md §7).

use super::piece::{Family, Kind};

/// Which pieces a battle removes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Removed {
    /// The attacker won: the defender is removed and the attacker takes its square.
    Defender,
    /// The attacker lost and is removed; the defender stays.
    Attacker,
    /// An exchange: both are removed.
    Both,
}

impl Removed {
    pub fn as_str(self) -> &'static str {
        match self {
            Removed::Defender => "defender",
            Removed::Attacker => "attacker",
            Removed::Both => "both",
        }
    }
}

/// Fights a battle. The attacker is always a movable piece. Capturing a Flag or Headquarters is `Defender`
/// (the game decides that this wins).
pub fn fight(family: Family, attacker: Kind, defender: Kind) -> Removed {
    match family {
        Family::Stratego => stratego(attacker, defender),
        Family::Espionage => espionage(attacker, defender),
    }
}

fn stratego(attacker: Kind, defender: Kind) -> Removed {
    match (attacker, defender) {
        (_, Kind::Flag) => Removed::Defender,
        (Kind::Miner, Kind::Bomb) => Removed::Defender,
        (_, Kind::Bomb) => Removed::Attacker,
        (Kind::Spy, Kind::Marshal) => Removed::Defender,
        _ => by_strength(attacker, defender),
    }
}

fn by_strength(attacker: Kind, defender: Kind) -> Removed {
    let (a, d) = (attacker.strength(), defender.strength());
    match a.cmp(&d) {
        std::cmp::Ordering::Greater => Removed::Defender,
        std::cmp::Ordering::Equal => Removed::Both,
        std::cmp::Ordering::Less => Removed::Attacker,
    }
}

fn espionage(attacker: Kind, defender: Kind) -> Removed {
    match (attacker, defender) {
        (_, Kind::Headquarters) => Removed::Defender,
        (Kind::Minesweeper, Kind::Mine) => Removed::Defender,
        (_, Kind::Mine) => Removed::Attacker,
        (_, Kind::Spy | Kind::Minesweeper) => Removed::Defender,
        (Kind::Soldier(a), Kind::Soldier(d)) if a >= d => Removed::Defender,
        (Kind::Minesweeper, Kind::Soldier(5)) => Removed::Defender,
        // A Spy or Minesweeper against any other soldier, or a weaker soldier.
        _ => Removed::Attacker,
    }
}

#[cfg(test)]
mod tests {
    use super::Removed::*;
    use super::*;
    use Kind::*;

    #[test]
    fn stratego_table() {
        assert_eq!(fight(Family::Stratego, Marshal, General), Defender);
        assert_eq!(fight(Family::Stratego, Scout, Scout), Both);
        assert_eq!(fight(Family::Stratego, Scout, Miner), Attacker);
        assert_eq!(fight(Family::Stratego, Marshal, Bomb), Attacker);
        assert_eq!(fight(Family::Stratego, Miner, Bomb), Defender);
        assert_eq!(fight(Family::Stratego, Scout, Flag), Defender);
        assert_eq!(fight(Family::Stratego, Spy, Marshal), Defender);
        assert_eq!(fight(Family::Stratego, Marshal, Spy), Defender);
        assert_eq!(fight(Family::Stratego, Scout, Spy), Defender);
        assert_eq!(fight(Family::Stratego, Spy, Spy), Both);
        assert_eq!(fight(Family::Stratego, Spy, General), Attacker);
        assert_eq!(fight(Family::Stratego, Spy, Scout), Attacker);
        assert_eq!(fight(Family::Stratego, Spy, Flag), Defender);
        assert_eq!(fight(Family::Stratego, Spy, Bomb), Attacker);
    }

    #[test]
    fn espionage_table() {
        assert_eq!(fight(Family::Espionage, Soldier(3), Soldier(3)), Defender);
        assert_eq!(fight(Family::Espionage, Soldier(1), Soldier(2)), Attacker);
        assert_eq!(fight(Family::Espionage, Soldier(1), Spy), Defender);
        assert_eq!(fight(Family::Espionage, Soldier(1), Minesweeper), Defender);
        assert_eq!(fight(Family::Espionage, Soldier(5), Minesweeper), Defender);
        assert_eq!(fight(Family::Espionage, Soldier(5), Mine), Attacker);
        assert_eq!(fight(Family::Espionage, Soldier(1), Headquarters), Defender);
        assert_eq!(fight(Family::Espionage, Spy, Soldier(1)), Attacker);
        assert_eq!(fight(Family::Espionage, Spy, Spy), Defender);
        assert_eq!(fight(Family::Espionage, Spy, Minesweeper), Defender);
        assert_eq!(fight(Family::Espionage, Spy, Mine), Attacker);
        assert_eq!(fight(Family::Espionage, Spy, Headquarters), Defender);
        assert_eq!(fight(Family::Espionage, Minesweeper, Soldier(5)), Defender);
        assert_eq!(fight(Family::Espionage, Minesweeper, Soldier(4)), Attacker);
        assert_eq!(fight(Family::Espionage, Minesweeper, Soldier(1)), Attacker);
        assert_eq!(fight(Family::Espionage, Minesweeper, Spy), Defender);
        assert_eq!(fight(Family::Espionage, Minesweeper, Minesweeper), Defender);
        assert_eq!(fight(Family::Espionage, Minesweeper, Mine), Defender);
        assert_eq!(fight(Family::Espionage, Minesweeper, Headquarters), Defender);
    }
}
