//! Every statement the service runs reads through an index: its cost follows the rows it touches, not the size of
//! its tables. The statements are the compile-checked ones in `.sqlx/` (all of the service's SQL but the
//! creation of a database); each is planned as a generic prepared statement with sequential scans priced out
//! (`enable_seqscan = off`), so that even on a test's small tables the planner takes an index wherever one can
//! serve. A statement that reads a whole table on purpose (the admin console's searches) says so in its SQL with
//! `/* cold: why */`.

use std::collections::HashSet;

use serde_json::Value;
use sqlx::Connection;

use crate::helpers::spawn_app;

const COLD: &str = "/* cold:";

/// The service's statements, from the offline data sqlx keeps beside the code: the SQL and how many
/// parameters it takes.
fn statements() -> Vec<(String, usize)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".sqlx");
    let mut found: Vec<(String, usize)> = std::fs::read_dir(&dir)
        .expect("the .sqlx folder")
        .map(|entry| {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            let data: Value = serde_json::from_str(&text).unwrap();
            let sql = data["query"].as_str().unwrap().to_string();
            let params = data["describe"]["parameters"]["Left"].as_array().map_or(0, Vec::len);
            (sql, params)
        })
        .collect();
    found.sort();
    found
}

/// What in a plan reads more than an index lets it: a sequential scan, or an index read from end to end (no
/// condition, not directly under a `LIMIT` that stops it, and not a partial index that holds only the rows
/// wanted). What it cannot see: a condition on a column of few values (a state) that still matches much of a
/// table; the load bench's seeded database is the check for those.
fn whole_reads(plan: &Value, under_limit: bool, partial: &HashSet<String>, found: &mut Vec<String>) {
    let node = plan["Node Type"].as_str().unwrap_or_default();
    let relation = plan["Relation Name"].as_str().unwrap_or_default();
    match node {
        "Seq Scan" => found.push(format!("a sequential scan of {relation}")),
        "Index Scan" | "Index Only Scan" | "Bitmap Index Scan" => {
            let index = plan["Index Name"].as_str().unwrap_or_default();
            let bounded = plan.get("Index Cond").is_some() || under_limit || partial.contains(index);
            if !bounded {
                found.push(format!("every entry of the index {index}"));
            }
        }
        _ => {}
    }
    // Only the scan a `LIMIT` reads from is stopped by it; a sort or a join in between reads everything first.
    let under_limit = node == "Limit";
    for child in plan["Plans"].as_array().into_iter().flatten() {
        whole_reads(child, under_limit, partial, found);
    }
}

#[tokio::test]
async fn every_statement_on_a_hot_path_is_served_by_an_index() {
    let app = spawn_app().await;
    let mut conn = sqlx::PgConnection::connect(&app.database_url).await.unwrap();
    for setting in ["SET enable_seqscan = off", "SET plan_cache_mode = force_generic_plan"] {
        sqlx::raw_sql(setting).execute(&mut conn).await.unwrap();
    }
    let partial: HashSet<String> =
        sqlx::query_scalar("SELECT indexrelid::regclass::text FROM pg_index WHERE indpred IS NOT NULL")
            .fetch_all(&mut conn)
            .await
            .unwrap()
            .into_iter()
            .collect();

    let mut checked = 0;
    let mut failures = Vec::new();
    for (sql, params) in statements() {
        if sql.contains(COLD) {
            continue;
        }
        sqlx::raw_sql(&format!("PREPARE hot AS {sql}"))
            .execute(&mut conn)
            .await
            .unwrap();
        // A generic plan does not depend on the values, so NULL stands for each.
        let args = if params == 0 {
            String::new()
        } else {
            format!("({})", vec!["NULL"; params].join(", "))
        };
        let plan: Value = sqlx::query_scalar(&format!("EXPLAIN (FORMAT JSON) EXECUTE hot{args}"))
            .fetch_one(&mut conn)
            .await
            .unwrap();
        sqlx::raw_sql("DEALLOCATE hot").execute(&mut conn).await.unwrap();
        let mut found = Vec::new();
        whole_reads(&plan[0]["Plan"], false, &partial, &mut found);
        if !found.is_empty() {
            failures.push(format!("{}\n  reads {}", sql.trim(), found.join(", ")));
        }
        checked += 1;
    }
    assert!(checked > 60, "only {checked} statements were found in .sqlx");
    assert!(
        failures.is_empty(),
        "statements that read more than an index lets them:\n\n{}",
        failures.join("\n\n")
    );
}

/// The check sees both kinds of whole read: a filter no index serves, and a count of every row.
#[tokio::test]
async fn the_check_sees_a_whole_read() {
    let app = spawn_app().await;
    let mut conn = sqlx::PgConnection::connect(&app.database_url).await.unwrap();
    sqlx::raw_sql("SET enable_seqscan = off")
        .execute(&mut conn)
        .await
        .unwrap();
    for sql in [
        "SELECT id FROM users WHERE username ILIKE '%x%'",
        "SELECT count(*) FROM users",
    ] {
        let plan: Value = sqlx::query_scalar(&format!("EXPLAIN (FORMAT JSON) {sql}"))
            .fetch_one(&mut conn)
            .await
            .unwrap();
        let mut found = Vec::new();
        whole_reads(&plan[0]["Plan"], false, &HashSet::new(), &mut found);
        assert!(!found.is_empty(), "{sql} was not seen to read a whole table");
    }
}
