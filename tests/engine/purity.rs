//! The rules engine stays pure: nothing in `src/rules/` may reach for IO, async, the database, the web or the
//! rest of Fieldpost.

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

fn check_dir(dir: &Path, offenders: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            check_dir(&path, offenders);
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap();
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
    check_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules"), &mut offenders);
    assert!(
        offenders.is_empty(),
        "the engine must stay pure:\n{}",
        offenders.join("\n")
    );
}
