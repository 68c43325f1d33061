//! A game's time control, chosen at creation: a fixed time for every turn, a Fischer clock, or (against the
//! computer only) none.

use serde::{Deserialize, Serialize};

use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

pub(in crate::app) const DAY: i64 = 86_400;

/// A game's time control, chosen at creation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TimeControl {
    /// A Fischer clock: days at the start, days added after each turn, never more than the cap.
    Fischer {
        initial_days: i64,
        increment_days: i64,
        cap_days: i64,
    },
    /// A fixed number of days for every turn (and for the setup).
    PerMove { per_move_days: i64 },
    /// No clock: stored as `{"untimed": true}`. Only a game against the computer may have it, since the
    /// computer never waits on anyone and a person who lets such a game rest keeps no one else waiting.
    Untimed { untimed: bool },
}

impl Default for TimeControl {
    fn default() -> TimeControl {
        TimeControl::PerMove { per_move_days: 3 }
    }
}

impl TimeControl {
    pub const UNTIMED: TimeControl = TimeControl::Untimed { untimed: true };

    /// The time control of a game between people: a game without a clock could hold its opponent forever.
    pub fn validate(self) -> AppResult<TimeControl> {
        match self {
            TimeControl::Untimed { .. } => Err(AppError::Refused(Msg::new("error-time-control"))),
            tc => tc.validate_against_computer(),
        }
    }

    /// The time control of a game against the computer, which may have none.
    pub fn validate_against_computer(self) -> AppResult<TimeControl> {
        let ok = match self {
            TimeControl::Untimed { untimed } => untimed,
            TimeControl::PerMove { per_move_days } => (1..=14).contains(&per_move_days),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days,
            } => {
                (1..=30).contains(&initial_days)
                    && (0..=14).contains(&increment_days)
                    && (initial_days..=60).contains(&cap_days)
            }
        };
        if ok {
            Ok(self)
        } else {
            Err(AppError::Refused(Msg::new("error-time-control")))
        }
    }

    /// The time control a row stores (the default for one no shape fits). Read field by field, in the order
    /// serde's untagged enum tries the shapes: that tried each through a buffered copy of the value and built an
    /// error for every shape that missed, and every game page, lobby row and clock sweep reads one.
    pub fn from_row(value: &serde_json::Value) -> TimeControl {
        let days = |key| value.get(key).and_then(serde_json::Value::as_i64);
        if let (Some(initial_days), Some(increment_days), Some(cap_days)) =
            (days("initial_days"), days("increment_days"), days("cap_days"))
        {
            return TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days,
            };
        }
        if let Some(per_move_days) = days("per_move_days") {
            return TimeControl::PerMove { per_move_days };
        }
        match value.get("untimed").and_then(serde_json::Value::as_bool) {
            Some(untimed) => TimeControl::Untimed { untimed },
            None => TimeControl::default(),
        }
    }

    pub fn describe(self) -> Msg {
        match self {
            TimeControl::Untimed { .. } => Msg::new("clock-none"),
            TimeControl::PerMove { per_move_days } => Msg::new("clock-per-move").with("days", per_move_days),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days,
            } => Msg::new("clock-fischer")
                .with("days", initial_days)
                .with("increment", increment_days)
                .with("cap", cap_days),
        }
    }

    /// The time for a turn (for the whole game, under Fischer); `None` without a clock.
    pub(in crate::app) fn initial_secs(self) -> Option<i64> {
        Some(match self {
            TimeControl::Untimed { .. } => return None,
            TimeControl::PerMove { per_move_days } => per_move_days * DAY,
            TimeControl::Fischer { initial_days, .. } => initial_days * DAY,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_game_against_the_computer_may_go_without_a_clock() {
        assert!(TimeControl::UNTIMED.validate().is_err());
        assert_eq!(
            TimeControl::UNTIMED.validate_against_computer().ok(),
            Some(TimeControl::UNTIMED)
        );
        assert!(
            TimeControl::Untimed { untimed: false }
                .validate_against_computer()
                .is_err()
        );
        let stored = serde_json::to_value(TimeControl::UNTIMED).unwrap();
        assert_eq!(stored, serde_json::json!({"untimed": true}));
        assert_eq!(TimeControl::from_row(&stored), TimeControl::UNTIMED);
        assert_eq!(TimeControl::UNTIMED.initial_secs(), None);
    }

    #[test]
    fn a_row_reads_back_as_serde_wrote_it() {
        let shapes = [
            TimeControl::Fischer {
                initial_days: 7,
                increment_days: 2,
                cap_days: 14,
            },
            TimeControl::PerMove { per_move_days: 3 },
            TimeControl::UNTIMED,
            TimeControl::Untimed { untimed: false },
        ];
        for tc in shapes {
            let stored = serde_json::to_value(tc).unwrap();
            assert_eq!(TimeControl::from_row(&stored), tc, "{stored}");
            assert_eq!(serde_json::from_value::<TimeControl>(stored).unwrap(), tc);
        }
        // A Fischer clock missing a field is not one; what no shape fits reads as the default.
        let partial = serde_json::json!({"initial_days": 7, "per_move_days": 2});
        assert_eq!(
            TimeControl::from_row(&partial),
            TimeControl::PerMove { per_move_days: 2 }
        );
        assert_eq!(TimeControl::from_row(&serde_json::json!({})), TimeControl::default());
        assert_eq!(
            TimeControl::from_row(&serde_json::json!("three")),
            TimeControl::default()
        );
    }
}
