//! The ten presets (docs/rules.md §2) and the options a game can set (§11).

use serde::{Deserialize, Serialize};

use super::board::Dims;
use super::piece::{Family, Kind};

/// A preset: a variant id with its fixed properties. Options may change some rules within it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    Stratego,
    StrategoOriginal,
    Barrage,
    Duel,
    MarsalASpion,
    Espionage,
    EspionageSmall,
    EspionageFast,
    EspionageOpenFast,
    EspionageSmallFast,
}

const STRATEGO_ARMY: &[(Kind, u8)] = &[
    (Kind::Marshal, 1),
    (Kind::General, 1),
    (Kind::Colonel, 2),
    (Kind::Major, 3),
    (Kind::Captain, 4),
    (Kind::Lieutenant, 4),
    (Kind::Sergeant, 4),
    (Kind::Miner, 5),
    (Kind::Scout, 8),
    (Kind::Spy, 1),
    (Kind::Bomb, 6),
    (Kind::Flag, 1),
];
const BARRAGE_ARMY: &[(Kind, u8)] = &[
    (Kind::Marshal, 1),
    (Kind::General, 1),
    (Kind::Miner, 1),
    (Kind::Scout, 2),
    (Kind::Spy, 1),
    (Kind::Bomb, 1),
    (Kind::Flag, 1),
];
const DUEL_ARMY: &[(Kind, u8)] = &[
    (Kind::Marshal, 1),
    (Kind::General, 1),
    (Kind::Miner, 2),
    (Kind::Scout, 2),
    (Kind::Spy, 1),
    (Kind::Bomb, 2),
    (Kind::Flag, 1),
];
const ESPIONAGE_ARMY: &[(Kind, u8)] = &[
    (Kind::Soldier(5), 2),
    (Kind::Soldier(4), 2),
    (Kind::Soldier(3), 3),
    (Kind::Soldier(2), 4),
    (Kind::Soldier(1), 5),
    (Kind::Spy, 5),
    (Kind::Minesweeper, 4),
    (Kind::Mine, 4),
    (Kind::Headquarters, 1),
];
const SMALL_ESPIONAGE_ARMY: &[(Kind, u8)] = &[
    (Kind::Soldier(5), 1),
    (Kind::Soldier(4), 2),
    (Kind::Soldier(3), 2),
    (Kind::Soldier(2), 3),
    (Kind::Soldier(1), 4),
    (Kind::Spy, 4),
    (Kind::Minesweeper, 3),
    (Kind::Mine, 4),
    (Kind::Headquarters, 1),
];

impl Variant {
    pub const ALL: [Variant; 10] = [
        Variant::Stratego,
        Variant::StrategoOriginal,
        Variant::Barrage,
        Variant::Duel,
        Variant::MarsalASpion,
        Variant::Espionage,
        Variant::EspionageSmall,
        Variant::EspionageFast,
        Variant::EspionageOpenFast,
        Variant::EspionageSmallFast,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Variant::Stratego => "stratego",
            Variant::StrategoOriginal => "stratego-original",
            Variant::Barrage => "barrage",
            Variant::Duel => "duel",
            Variant::MarsalASpion => "marsal-a-spion",
            Variant::Espionage => "espionage",
            Variant::EspionageSmall => "espionage-small",
            Variant::EspionageFast => "espionage-fast",
            Variant::EspionageOpenFast => "espionage-open-fast",
            Variant::EspionageSmallFast => "espionage-small-fast",
        }
    }

    pub fn parse(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }

    pub fn family(self) -> Family {
        match self {
            Variant::Stratego
            | Variant::StrategoOriginal
            | Variant::Barrage
            | Variant::Duel
            | Variant::MarsalASpion => Family::Stratego,
            _ => Family::Espionage,
        }
    }

    pub fn dims(self) -> Dims {
        match self {
            Variant::EspionageSmall | Variant::EspionageSmallFast => Dims::EIGHT,
            _ => Dims::TEN,
        }
    }

    /// How many rows at each end of the board a seat sets up on.
    pub fn setup_rows(self) -> u8 {
        match self.family() {
            Family::Stratego => 4,
            Family::Espionage => 3,
        }
    }

    /// The army of one seat: each kind with its count.
    pub fn army(self) -> &'static [(Kind, u8)] {
        match self {
            Variant::Stratego | Variant::StrategoOriginal | Variant::MarsalASpion => STRATEGO_ARMY,
            Variant::Barrage => BARRAGE_ARMY,
            Variant::Duel => DUEL_ARMY,
            Variant::Espionage | Variant::EspionageFast | Variant::EspionageOpenFast => ESPIONAGE_ARMY,
            Variant::EspionageSmall | Variant::EspionageSmallFast => SMALL_ESPIONAGE_ARMY,
        }
    }

    /// Moves by different pieces that make one turn.
    pub fn moves_per_turn(self) -> u8 {
        match self {
            Variant::Espionage | Variant::EspionageSmall => 2,
            _ => 1,
        }
    }

    /// Open Fast Espionage shows every piece to both players.
    pub fn is_open(self) -> bool {
        self == Variant::EspionageOpenFast
    }

    /// Maršál a špión: eight-direction steps, attacker-only reveals, the Czech draws.
    pub fn is_czech(self) -> bool {
        self == Variant::MarsalASpion
    }

    pub fn default_options(self) -> Options {
        Options {
            scout_strike: self != Variant::StrategoOriginal,
            two_squares_limit: 3,
            more_squares_rule: self == Variant::Stratego,
            quiet_plies_limit: 300,
        }
    }
}

/// The rules a game's options can change. Only the Stratego family has the first three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Options {
    pub scout_strike: bool,
    pub two_squares_limit: u8,
    pub more_squares_rule: bool,
    pub quiet_plies_limit: u32,
}

/// Options as a record or a game form gives them: only those that differ from the preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionOverrides {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scout_strike: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub two_squares_limit: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub more_squares_rule: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet_plies_limit: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("option {0} is not an option of the {1} family")]
    WrongFamily(&'static str, &'static str),
    #[error("option {0} must be at least 1")]
    TooSmall(&'static str),
}

impl OptionOverrides {
    pub fn is_empty(&self) -> bool {
        *self == OptionOverrides::default()
    }

    /// The options of `variant` with these overrides applied, refusing options of the other family.
    pub fn resolve(&self, variant: Variant) -> Result<Options, OptionError> {
        let mut options = variant.default_options();
        if variant.family() == Family::Espionage {
            let stratego_only = [
                ("scout_strike", self.scout_strike.is_some()),
                ("two_squares_limit", self.two_squares_limit.is_some()),
                ("more_squares_rule", self.more_squares_rule.is_some()),
            ];
            if let Some((name, _)) = stratego_only.iter().find(|(_, set)| *set) {
                return Err(OptionError::WrongFamily(name, "Espionage"));
            }
        }
        if let Some(v) = self.scout_strike {
            options.scout_strike = v;
        }
        if let Some(v) = self.two_squares_limit {
            if v == 0 {
                return Err(OptionError::TooSmall("two_squares_limit"));
            }
            options.two_squares_limit = v;
        }
        if let Some(v) = self.more_squares_rule {
            options.more_squares_rule = v;
        }
        if let Some(v) = self.quiet_plies_limit {
            if v == 0 {
                return Err(OptionError::TooSmall("quiet_plies_limit"));
            }
            options.quiet_plies_limit = v;
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn armies_fill_their_areas() {
        for v in Variant::ALL {
            let area = usize::from(v.setup_rows()) * usize::from(v.dims().size());
            let army: usize = v.army().iter().map(|&(_, n)| usize::from(n)).sum();
            let expected = match v {
                Variant::Barrage => 8,
                Variant::Duel => 10,
                _ => area,
            };
            assert_eq!(army, expected, "{}", v.id());
            assert_eq!(Variant::parse(v.id()), Some(v));
            assert!(v.army().iter().all(|(k, _)| Kind::of_family(v.family()).contains(k)));
        }
    }

    #[test]
    fn options_of_the_other_family_are_refused() {
        let o = OptionOverrides {
            two_squares_limit: Some(5),
            ..Default::default()
        };
        assert!(o.resolve(Variant::Espionage).is_err());
        assert_eq!(o.resolve(Variant::Barrage).unwrap().two_squares_limit, 5);
        assert!(!Variant::StrategoOriginal.default_options().scout_strike);
        assert!(Variant::Stratego.default_options().more_squares_rule);
        assert!(!Variant::Duel.default_options().more_squares_rule);
    }
}
