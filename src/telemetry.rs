//! What the running process has seen, for `/metrics`: requests by route and status with their latency, and
//! when each job loop last finished a step without error. Kept in memory, per process; a scraper reads every
//! process (web and worker) on its own.

use std::collections::BTreeMap;
use std::sync::{LazyLock, Mutex};
use std::time::Duration;

use chrono::{DateTime, Utc};

/// Upper bounds of the latency histogram's buckets, in seconds.
pub const BUCKETS: [f64; 10] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0];

/// The requests of one route and status.
#[derive(Debug, Clone, Default)]
pub struct RequestStats {
    /// Requests at or under each bound of `BUCKETS`.
    pub buckets: [u64; BUCKETS.len()],
    pub count: u64,
    pub seconds: f64,
}

static REQUESTS: LazyLock<Mutex<BTreeMap<(String, u16), RequestStats>>> = LazyLock::new(Default::default);
static JOBS: LazyLock<Mutex<BTreeMap<&'static str, DateTime<Utc>>>> = LazyLock::new(Default::default);

/// Counts one answered request. `route` is the route's pattern (`/games/{id}`), never the path itself, so
/// that the set of series stays small and holds no identifiers.
pub fn request(route: &str, status: u16, took: Duration) {
    let secs = took.as_secs_f64();
    let mut all = REQUESTS.lock().expect("the metrics lock is never poisoned");
    let stats = all.entry((route.to_string(), status)).or_default();
    stats.count += 1;
    stats.seconds += secs;
    for (bound, n) in BUCKETS.iter().zip(stats.buckets.iter_mut()) {
        if secs <= *bound {
            *n += 1;
        }
    }
}

/// Notes that a job loop finished a step without error.
pub fn job_succeeded(job: &'static str, at: DateTime<Utc>) {
    JOBS.lock().expect("the metrics lock is never poisoned").insert(job, at);
}

pub fn requests() -> BTreeMap<(String, u16), RequestStats> {
    REQUESTS.lock().expect("the metrics lock is never poisoned").clone()
}

pub fn jobs() -> BTreeMap<&'static str, DateTime<Utc>> {
    JOBS.lock().expect("the metrics lock is never poisoned").clone()
}
