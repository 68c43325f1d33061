//! The rules engine stays pure: nothing in `src/rules/` may reach for IO, async, the database, the web or the
//! rest of Fieldpost. The computer players in `src/bot/` are held to the same, except that they call the engine;
//! the tournament core in `src/tournament/` too, except that it names the engine's seats.

use std::path::Path;

const FORBIDDEN: [&str; 10] = [
    "tokio",
    "sqlx",
    "actix",
    "lettre",
    "askama",
    "std::fs",
    "std::net",
    "std::process",
    "std::time",
    "crate::",
];

/// Lines of `dir` that use a forbidden word; `allowed` are words that may hold one (the engine's path).
fn check_dir(dir: &Path, allowed: &[&str], offenders: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            check_dir(&path, allowed, offenders);
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let mut code = line.split("//").next().unwrap().to_string();
            for word in allowed {
                code = code.replace(word, "");
            }
            for word in FORBIDDEN {
                if code.contains(word) {
                    offenders.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
                }
            }
        }
    }
}

#[test]
fn the_engine_does_no_io_and_imports_nothing_of_ours() {
    let mut offenders = Vec::new();
    check_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules"),
        &[],
        &mut offenders,
    );
    assert!(
        offenders.is_empty(),
        "the engine must stay pure:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_computer_players_do_no_io_and_use_only_the_engine() {
    let mut offenders = Vec::new();
    check_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot"),
        &["crate::rules", "crate::bot"],
        &mut offenders,
    );
    assert!(
        offenders.is_empty(),
        "the computer players must stay pure:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_tournament_core_does_no_io_and_uses_only_the_seats() {
    let mut offenders = Vec::new();
    check_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tournament"),
        &["crate::rules::Seat"],
        &mut offenders,
    );
    assert!(
        offenders.is_empty(),
        "the tournament core must stay pure:\n{}",
        offenders.join("\n")
    );
}
