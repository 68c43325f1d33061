//! The time zone a player reads dates in: an IANA name ("Europe/Helsinki") the account chose, UTC until then.
//! Pages and mails write every moment in the reader's zone and name the zone, so that a deadline reads the same
//! to two players an ocean apart.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

/// A known IANA time zone. Made only from a name the zone database knows, so a stored zone always converts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Zone(Tz);

impl Zone {
    pub const UTC: Zone = Zone(Tz::UTC);

    /// The zone of an IANA name, exactly as the database spells it; `None` for anything else.
    pub fn parse(name: &str) -> Option<Zone> {
        name.trim().parse::<Tz>().ok().map(Zone)
    }

    /// The IANA name ("America/New_York").
    pub fn name(self) -> &'static str {
        self.0.name()
    }

    /// The names a form offers: the zones of places ("Europe/Helsinki") and UTC, without the database's
    /// older aliases ("US/Eastern", "Etc/GMT+3"), which it still takes when typed.
    pub fn choices() -> Vec<&'static str> {
        let place = |n: &&str| {
            n.contains('/')
                && !["Etc/", "US/", "SystemV/", "Canada/", "Brazil/", "Chile/", "Mexico/"]
                    .iter()
                    .any(|p| n.starts_with(p))
        };
        let mut names: Vec<&'static str> = chrono_tz::TZ_VARIANTS.iter().map(|z| z.name()).filter(place).collect();
        names.push("UTC");
        names
    }

    /// `at` as a wall clock in this zone, with the zone's abbreviation for that moment ("EET", "EEST", or an
    /// offset such as "+03" where the zone has no letters).
    pub(super) fn local(self, at: DateTime<Utc>) -> (DateTime<Tz>, String) {
        let local = at.with_timezone(&self.0);
        let abbreviation = local.format("%Z").to_string();
        (local, abbreviation)
    }
}

impl<'de> serde::Deserialize<'de> for Zone {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        Zone::parse(&name).ok_or_else(|| serde::de::Error::custom(format!("unknown time zone {name}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_the_zone_database_knows_are_zones() {
        assert_eq!(Zone::parse("Europe/Helsinki").map(Zone::name), Some("Europe/Helsinki"));
        assert_eq!(Zone::parse("Mars/Olympus"), None);
        assert_eq!(Zone::parse(""), None);
        assert_eq!(Zone::default(), Zone::UTC);
    }

    #[test]
    fn the_abbreviation_follows_daylight_saving() {
        let helsinki = Zone::parse("Europe/Helsinki").unwrap();
        let winter = "2026-01-10T12:00:00Z".parse::<DateTime<Utc>>().unwrap();
        let summer = "2026-07-10T12:00:00Z".parse::<DateTime<Utc>>().unwrap();
        assert_eq!(helsinki.local(winter).1, "EET");
        assert_eq!(helsinki.local(summer).1, "EEST");
    }
}
