//! Export to Gravon's archive format and import back give the record that went out: for every archive game of
//! the tests' data, and for random games of every Stratego-family preset, ended on the board and off it.

use fieldpost::rules::gravon::{self, GravonError};
use fieldpost::rules::record::{End, EndKind};
use fieldpost::rules::{Family, OptionOverrides, Record, Seat, Variant, playout};

use crate::archive_games;

/// The record read back from its export; the limit given to the import must not matter.
fn read_back(record: &Record, what: &str) -> String {
    let xml = gravon::export(record).unwrap_or_else(|e| panic!("{what}: {e}"));
    for limit in [1, 5] {
        let again = gravon::import(&xml, limit).unwrap_or_else(|e| panic!("{what}: {e}\n{xml}"));
        assert_eq!(&again, record, "{what}");
    }
    xml
}

#[test]
fn every_archive_game_reads_back_from_its_export() {
    let mut read = 0;
    for (name, xml, limit) in &archive_games() {
        let record = match gravon::import(xml, *limit) {
            Ok(r) => r,
            Err(GravonError::UnsupportedType(_)) => continue,
            Err(e) => panic!("{name}: {e}"),
        };
        let exported = read_back(&record, name);
        // Archive tools see the result the archive has wherever the board decided it.
        if let Some(result) = gravon::board_result(xml) {
            assert_eq!(gravon::board_result(&exported), Some(result), "{name}");
        }
        read += 1;
    }
    assert_eq!(read, 148);
}

fn stratego_presets() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().filter(|v| v.family() == Family::Stratego)
}

#[test]
fn random_games_of_every_stratego_preset_read_back() {
    for variant in stratego_presets() {
        for seed in 0..8 {
            let what = format!("{} seed {seed}", variant.id());
            let (mut record, game) = playout::random_game(variant, seed, 3000);
            assert!(game.outcome().is_some(), "{what}: the game should end");
            read_back(&record, &what);

            // The same options written out: not the same record as options left to the preset.
            let defaults = variant.default_options();
            record.options = OptionOverrides {
                scout_strike: Some(defaults.scout_strike),
                two_squares_limit: Some(defaults.two_squares_limit),
                more_squares_rule: Some(defaults.more_squares_rule),
                quiet_plies_limit: Some(defaults.quiet_plies_limit),
            };
            read_back(&record, &what);

            // An end the board had already overtaken stays in the record.
            record.end = Some(End {
                kind: EndKind::Resign,
                by: Some("blue".to_string()),
            });
            read_back(&record, &what);

            // Ended off the board part-way: resigned, agreed or on time (which may turn into a draw).
            let seat = Seat::BOTH[seed as usize % 2].name(Family::Stratego).to_string();
            let (kind, by) = match seed % 3 {
                0 => (EndKind::Resign, Some(seat)),
                1 => (EndKind::DrawAgreed, None),
                _ => (EndKind::Timeout, Some(seat)),
            };
            record.moves.truncate((seed as usize * 7) % record.moves.len());
            record.end = Some(End { kind, by });
            let xml = read_back(&record, &what);
            assert!(xml.contains("<result "), "{what}: the end is a result");
        }
    }
}

#[test]
fn the_import_checks_what_the_fieldpost_element_says() {
    let (record, _) = playout::random_game(Variant::Barrage, 1, 10);
    let xml = gravon::export(&record).unwrap();
    assert!(xml.contains(r#"<game type="barrage">"#));
    for (from, to, expected) in [
        (
            r#"variant="barrage""#,
            r#"variant="duel""#,
            "duel is not a game of type barrage",
        ),
        (r#"variant="barrage""#, r#"variant="chess""#, "unknown variant 'chess'"),
        (
            r#"variant="barrage""#,
            r#"variant="barrage" fog="true""#,
            "unknown field `fog`",
        ),
        (
            r#"variant="barrage""#,
            r#"variant="barrage" end="lost""#,
            "unknown variant `lost`",
        ),
        (
            r#"variant="barrage""#,
            r#"variant="barrage" end_by="red""#,
            "lacks the attribute 'end'",
        ),
        (r#" variant="barrage""#, "", "lacks the attribute 'variant'"),
    ] {
        let err = gravon::import(&xml.replace(from, to), 3).unwrap_err().to_string();
        assert!(err.contains(expected), "{to}: {err}");
    }
    // Without the element the file reads as an archive file: the preset of its type, the server's options.
    let start = xml.find("<fieldpost").unwrap();
    let end = start + xml[start..].find("/>").unwrap() + 2;
    let archived = gravon::import(&format!("{}{}", &xml[..start], &xml[end..]), 5).unwrap();
    assert_eq!(archived.options.two_squares_limit, Some(5));
    assert_eq!((archived.setup, archived.moves), (record.setup, record.moves));
}
