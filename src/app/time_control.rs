//! A game's time control, chosen at creation: a fixed time for every turn, or a Fischer clock.

use serde::{Deserialize, Serialize};

use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

pub(super) const DAY: i64 = 86_400;

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
}

impl Default for TimeControl {
    fn default() -> TimeControl {
        TimeControl::PerMove { per_move_days: 3 }
    }
}

impl TimeControl {
    pub fn validate(self) -> AppResult<TimeControl> {
        let ok = match self {
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

    pub fn from_row(value: &serde_json::Value) -> TimeControl {
        serde_json::from_value(value.clone()).unwrap_or_default()
    }

    pub fn describe(self) -> Msg {
        match self {
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

    pub(super) fn initial_secs(self) -> i64 {
        match self {
            TimeControl::PerMove { per_move_days } => per_move_days * DAY,
            TimeControl::Fischer { initial_days, .. } => initial_days * DAY,
        }
    }
}
