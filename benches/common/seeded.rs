//! The seeded database the load benches share: `fieldpost admin seed-load`'s million accounts, made once as
//! `fieldpost_load_seeded` on the benches' server and kept for later runs.

use fieldpost::app::Env;
use fieldpost::app::seed_load::{self, SeedSize};

use super::support;

/// The seeded database's URL, seeding it first when it is new, sized by `--users` (1,000,000), `--playing`
/// (100,000) and `--finished` (20,000).
pub async fn database(admin: &str) -> String {
    let name = "fieldpost_load_seeded";
    let url = support::with_database(admin, name);
    fieldpost::db::ensure_database(admin, name).await.unwrap();
    let pool = fieldpost::db::connect(&url, 4).await.unwrap();
    let env = Env::new(pool.clone(), fieldpost::clock::Clock::System, String::new());
    let size = SeedSize {
        users: support::arg("--users", 1_000_000) as i64,
        playing: support::arg("--playing", 100_000) as i64,
        finished: support::arg("--finished", 20_000) as i64,
    };
    let count = || async {
        let counts: (i64, i64, i64) = sqlx::query_as(
            "SELECT (SELECT count(*) FROM users), (SELECT count(*) FROM games), (SELECT count(*) FROM moves)",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        counts
    };
    let before = count().await;
    // New but for the computer players' accounts, which a migration makes.
    if fieldpost::db::seed::is_new(&pool).await.unwrap() {
        let seeded = seed_load::seed(&env, size).await.unwrap();
        println!("\nseeded {name}: {}", serde_json::to_string(&seeded).unwrap());
    } else {
        // Each run adds its own players and games; an interrupted seeding would leave far fewer.
        assert!(
            before.0 >= size.users && before.1 >= size.playing + size.finished,
            "{name} holds less than asked for (an interrupted seeding?): drop it and run again"
        );
        println!("\nusing {name} as an earlier run seeded it");
    }
    let counts = count().await;
    pool.close().await;
    println!("{} accounts, {} games, {} moves:", counts.0, counts.1, counts.2);
    url
}

/// A tag for this run's players, so that runs on one seeded database do not collide.
pub fn run_tag() -> String {
    let run = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    format!("run{}x", run % 1_000_000)
}
