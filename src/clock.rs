//! The time the service goes by: the system clock, or a clock that tests set and advance.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Duration, Utc};

#[derive(Debug, Clone, Default)]
pub enum Clock {
    #[default]
    System,
    Manual(Arc<Mutex<DateTime<Utc>>>),
}

impl Clock {
    pub fn manual(start: DateTime<Utc>) -> Clock {
        Clock::Manual(Arc::new(Mutex::new(start)))
    }

    pub fn now(&self) -> DateTime<Utc> {
        match self {
            Clock::System => Utc::now(),
            Clock::Manual(t) => *t.lock().expect("the clock's lock is never poisoned"),
        }
    }

    /// Moves a manual clock on; the system clock cannot be moved.
    pub fn advance(&self, by: Duration) {
        if let Clock::Manual(t) = self {
            *t.lock().expect("the clock's lock is never poisoned") += by;
        }
    }
}
