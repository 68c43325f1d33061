//! The `fieldpost` command line's JSON answers and exit codes.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

use crate::data;

struct Run {
    code: i32,
    json: Value,
    stderr: String,
}

fn fieldpost(args: &[&str], stdin: Option<&str>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fieldpost"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(text) = stdin {
        child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    Run {
        code: out.status.code().unwrap(),
        json: serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("one JSON object expected: {e}: {stdout}")),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

const RED: &str = "F3859BS7642B3B3236B4B52355X48722222647B6";

fn record(moves: &[&str]) -> String {
    serde_json::json!({
        "variant": "stratego",
        "setup": {"red": RED, "blue": RED},
        "moves": moves,
    })
    .to_string()
}

#[test]
fn replay_reports_result_and_battles() {
    let xml = data().join("gravon/classic-2013.10-1807.xml");
    let imported = fieldpost(&["import-gravon", xml.to_str().unwrap()], None);
    assert_eq!(imported.code, 0);
    assert_eq!(imported.json["options"]["two_squares_limit"], 3);
    let run = fieldpost(&["replay", "-"], Some(&imported.json.to_string()));
    assert_eq!(run.code, 0, "{}", run.json);
    assert_eq!(run.json["ok"], true);
    assert_eq!(
        run.json["plies"].as_u64().unwrap() as usize,
        imported.json["moves"].as_array().unwrap().len()
    );
    let battles = run.json["battles"].as_array().unwrap();
    assert!(!battles.is_empty());
    for b in battles {
        assert!(["attacker", "defender", "both"].contains(&b["outcome"].as_str().unwrap()));
        assert!(b["ply"].as_u64().unwrap() >= 1);
    }
}

#[test]
fn an_ongoing_game_says_who_is_to_move() {
    // f4 is a Captain in this setup (rows from a1: F3859BS764 2B3B3236B4 B52355X487 22222647B6).
    let run = fieldpost(&["replay", "-"], Some(&record(&["f4-f5"])));
    assert_eq!(run.code, 0, "{}", run.json);
    assert_eq!(run.json["status"], "ongoing");
    assert_eq!(run.json["to_move"], "blue");
    assert_eq!(run.json["winner"], Value::Null);
    assert_eq!(run.json["reason"], Value::Null);
}

#[test]
fn an_illegal_move_exits_1_with_its_ply() {
    let run = fieldpost(&["replay", "-"], Some(&record(&["f4-f5", "e7-e5"])));
    assert_eq!(run.code, 1);
    assert_eq!(run.json["ok"], false);
    assert_eq!(run.json["ply"], 2);
    assert_eq!(run.json["move"], "e7-e5");
    assert!(run.json["error"].as_str().unwrap().contains("Scout"), "{}", run.json);
    assert!(!run.stderr.is_empty());
    let run = fieldpost(&["replay", "-"], Some(&record(&["f4-f5", "x1-f6"])));
    assert_eq!((run.code, run.json["ply"].as_u64()), (1, Some(2)));
}

#[test]
fn a_malformed_record_exits_2() {
    for bad in [
        record(&[]).replace("stratego", "stratego-deluxe"),
        record(&[]).replace(RED, &RED[1..]),
        r#"{"variant":"stratego","moves":[1]}"#.to_string(),
        "not json".to_string(),
    ] {
        let run = fieldpost(&["replay", "-"], Some(&bad));
        assert_eq!(run.code, 2, "{bad}");
        assert_eq!(run.json["ok"], false);
        assert!(run.json["error"].as_str().is_some());
        assert!(run.stderr.contains("fieldpost:"));
    }
    let run = fieldpost(&["replay", "/nonexistent/record.json"], None);
    assert_eq!(run.code, 2);
}

#[test]
fn view_hides_what_the_seat_does_not_know() {
    // Red's Captain walks to f6; Blue's General (e7) takes it, and is known to both from then on.
    let rec = record(&["f4-f5", "e7-e6", "f5-f6", "e6-f6"]);
    let red = fieldpost(&["view", "-", "--as", "red"], Some(&rec));
    assert_eq!(red.code, 0, "{}", red.json);
    assert_eq!(red.json["seat"], "red");
    assert_eq!(red.json["ply"], 4);
    assert_eq!(red.json["status"], "ongoing");
    assert_eq!(red.json["to_move"], "red");
    assert_eq!(red.json["terrain"].as_array().unwrap().len(), 8);
    let pieces = &red.json["pieces"];
    assert_eq!(pieces["a1"]["code"], "F");
    assert_eq!(pieces["a1"]["owner"], "red");
    assert_eq!(pieces["j10"]["code"], Value::Null);
    assert_eq!(pieces["f6"]["owner"], "blue");
    assert_eq!(pieces["f6"]["code"], "9");
    assert_eq!(pieces["f6"]["moved"], true);
    assert_eq!(pieces["f6"]["revealed"], true);
    assert_eq!(pieces["e8"]["moved"], false);
    let blue = fieldpost(&["view", "-", "--as", "blue"], Some(&rec));
    assert_eq!(blue.json["pieces"]["f6"]["code"], "9");
    assert_eq!(blue.json["pieces"]["f6"]["revealed"], true);
    assert_eq!(blue.json["pieces"]["a1"]["code"], Value::Null);
    let watching = fieldpost(&["view", "-", "--as", "spectator"], Some(&rec));
    assert_eq!(watching.json["pieces"]["f6"]["code"], "9");
    assert_eq!(watching.json["pieces"]["a1"]["code"], Value::Null);
    let spectator = fieldpost(&["view", "-", "--as", "spectator", "--ply", "0"], Some(&rec));
    assert_eq!(spectator.json["ply"], 0);
    assert!(
        spectator.json["pieces"]
            .as_object()
            .unwrap()
            .values()
            .all(|p| p["code"].is_null())
    );
    let bad = fieldpost(&["view", "-", "--as", "white"], Some(&rec));
    assert_eq!(bad.code, 2);
    let past = fieldpost(&["view", "-", "--as", "red", "--ply", "9"], Some(&rec));
    assert_eq!(past.code, 2);
}

#[test]
fn random_games_replay() {
    for variant in ["stratego", "marsal-a-spion", "espionage", "espionage-small-fast"] {
        let game = fieldpost(
            &["random-game", "--variant", variant, "--seed", "7", "--max-plies", "120"],
            None,
        );
        assert_eq!(game.code, 0);
        let again = fieldpost(
            &["random-game", "--variant", variant, "--seed", "7", "--max-plies", "120"],
            None,
        );
        assert_eq!(game.json, again.json, "the same seed gives the same game");
        let run = fieldpost(&["replay", "-"], Some(&game.json.to_string()));
        assert_eq!(run.code, 0, "{variant}: {}", run.json);
    }
    let bad = fieldpost(&["random-game", "--variant", "chess", "--seed", "1"], None);
    assert_eq!(bad.code, 2);
}

#[test]
fn an_exported_game_imports_back_on_the_command_line() {
    use fieldpost::rules::{Variant, gravon, playout};
    let (record, _) = playout::random_game(Variant::StrategoOriginal, 3, 3000);
    let dir = std::env::temp_dir().join(format!("fieldpost-cli-gravon-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A name with a year of the five-squares server: the file's own options win over the year.
    let path = dir.join("classic-2006.1-1.xml");
    std::fs::write(&path, gravon::export(&record).unwrap()).unwrap();
    let imported = fieldpost(&["import-gravon", path.to_str().unwrap()], None);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(imported.code, 0, "{}", imported.stderr);
    assert_eq!(imported.json, serde_json::to_value(&record).unwrap());
}

/// Every setting `fieldpost serve --help` lists has a row in the README's table and in the deployment guide's.
#[test]
fn every_setting_is_explained_where_an_admin_looks() {
    let is_name = |w: &&str| !w.is_empty() && w.chars().all(|c| c.is_ascii_uppercase() || c == '_');
    let listed: Vec<&str> = fieldpost::config::ENVIRONMENT_HELP
        .lines()
        .filter_map(|l| l.strip_prefix("  ")?.split_whitespace().next())
        .filter(is_name)
        .collect();
    assert!(listed.len() > 10, "{listed:?}");
    for doc in ["README.md", "docs/deploy.md"] {
        let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(doc)).unwrap();
        let rows: Vec<&str> = text
            .lines()
            .filter_map(|l| Some(l.strip_prefix("| `")?.split_once('`')?.0))
            .filter(is_name)
            .collect();
        for name in &listed {
            assert!(rows.contains(name), "{doc} has no row for {name}");
        }
    }
}
