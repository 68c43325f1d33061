//! Every game of the Gravon archive in the tests' data replays move by move, ending as the archive says where the board decided it.

use fieldpost::rules::gravon;

use crate::{archive_games, data};

#[test]
fn every_archive_game_replays_with_the_archive_result() {
    let (mut replayed, mut decided) = (0, 0);
    for (name, xml, limit) in &archive_games() {
        let record = match gravon::import(xml, *limit) {
            Ok(r) => r,
            Err(gravon::GravonError::UnsupportedType(t)) => {
                assert!(t == "classicfree" || t == "ultimate lightning", "{name}: {t}");
                continue;
            }
            Err(e) => panic!("{name}: {e}"),
        };
        let valid = record.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
        let replay = valid.replay(None).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(replay.game.ply() as usize, record.moves.len(), "{name}");
        replayed += 1;
        let outcome = replay.game.outcome();
        match gravon::board_result(xml) {
            Some((winner, reason)) => {
                decided += 1;
                let outcome = outcome.unwrap_or_else(|| panic!("{name}: the board should have decided"));
                assert_eq!(outcome.reason.as_str(), reason, "{name}");
                assert_eq!(outcome.winner.map(|s| s.name(replay.game.family())), winner, "{name}");
            }
            None => {
                // Resigned, agreed or timed out: the board had not decided, so the record's end did.
                if let Some(o) = outcome {
                    assert!(
                        matches!(o.reason.as_str(), "resign" | "draw_agreed" | "timeout"),
                        "{name}: {o:?}"
                    );
                }
            }
        }
    }
    assert_eq!(replayed, 148);
    assert_eq!(decided, 75);
}

#[test]
fn archive_setups_are_legal() {
    for (file, variant) in [("classic.txt", "stratego"), ("barrage.txt", "barrage")] {
        let text = std::fs::read_to_string(data().join("setups").join(file)).unwrap();
        let variant = fieldpost::rules::Variant::parse(variant).unwrap();
        for line in text.lines() {
            for seat in fieldpost::rules::Seat::BOTH {
                fieldpost::rules::Setup::from_first_seat_text(variant, seat, line)
                    .unwrap_or_else(|e| panic!("{file}: {line}: {e}"));
            }
        }
    }
}
