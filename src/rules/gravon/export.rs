//! Export of Stratego-family records in the archive's format, so that players can open Fieldpost's games in
//! the tools they use for Gravon's.

use serde_json::Value;

use super::super::board::Square;
use super::super::notation::Move;
use super::super::outcome::{Outcome, Reason};
use super::super::piece::{Kind, Seat};
use super::super::record::{IllegalMove, Record, RecordError};
use super::super::setup::Setup;
use super::super::terrain::Terrain;
use super::{
    BOARD, COLUMNS, EMPTY, END, END_BY, EXTRA, Extra, GRAVON_ORDER, LAKE, NO_WINNER, ROWS, VARIANT, first_letter,
    game_type, player,
};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportError {
    #[error("{0} is a game of the Espionage family; Gravon's format holds only Stratego, Barrage and Duel")]
    Espionage(&'static str),
    #[error(transparent)]
    Record(#[from] RecordError),
    #[error(transparent)]
    Move(#[from] IllegalMove),
}

/// Writes a record as StraDoS2 XML laid out as the archive's files are: game type, field, moves and, when the
/// game is over, the result. What the format cannot say (which preset of a type, the options, an end off the
/// board) goes in a `<fieldpost>` element, which archive tools pass over and `import` reads, so the file reads
/// back to this very record. Records carry no player names, so there is no `<player>`; and a Stratego-family
/// record that lists its lakes reads back without the list, since every such game has the same lakes.
pub fn export(record: &Record) -> Result<String, ExportError> {
    let valid = record.validate()?;
    let game_type = game_type(valid.variant).ok_or(ExportError::Espionage(valid.variant.id()))?;
    let outcome = valid.replay(None)?.game.outcome();
    let extra = Extra {
        variant: valid.variant,
        options: valid.overrides,
        end: record.end.clone(),
    };
    let mut lines = vec![
        r#"<?xml version="1.0" encoding="UTF-8"?>"#.to_string(),
        "<stratego>".to_string(),
        format!(r#" <game type="{game_type}">"#),
        format!("  {}", extra.element()),
        format!(r#"  <field content="{}"/>"#, field(&valid.terrain, &valid.setups)),
    ];
    for (i, text) in valid.moves.iter().enumerate() {
        let mv = Move::parse(BOARD, text).expect("the replay has read every move");
        lines.push(format!(
            r#"  <move id="{}" source="{}" target="{}"/>"#,
            i + 1,
            square(mv.from),
            square(mv.to)
        ));
    }
    if let Some(outcome) = outcome {
        let (kind, winner) = result(outcome);
        lines.push(format!(r#"  <result type="{kind}" winner="{winner}"/>"#));
    }
    lines.extend([" </game>", "</stratego>", ""].map(String::from));
    Ok(lines.join("\n"))
}

impl Extra {
    /// The `<fieldpost>` element. Every value comes from a validated record (a preset id, numbers, true or
    /// false, an end kind, a seat name), so none needs escaping.
    fn element(&self) -> String {
        let mut attributes = vec![(VARIANT.to_string(), self.variant.id().to_string())];
        // The options are named as the record names them, so a new option needs nothing here.
        if let Value::Object(options) = serde_json::to_value(self.options).expect("options serialise") {
            attributes.extend(options.into_iter().map(|(name, value)| (name, value.to_string())));
        }
        if let Some(end) = &self.end {
            let kind = serde_json::to_value(end.kind).expect("an end kind serialises");
            attributes.push((END.to_string(), kind.as_str().unwrap_or_default().to_string()));
            if let Some(by) = &end.by {
                attributes.push((END_BY.to_string(), by.clone()));
            }
        }
        let attributes: String = attributes
            .iter()
            .map(|(name, value)| format!(r#" {name}="{value}""#))
            .collect();
        format!("<{EXTRA}{attributes}/>")
    }
}

/// The hundred letters of `<field>`, rows from 1, each from column a.
fn field(terrain: &Terrain, setups: &[Setup; 2]) -> String {
    let mut cells = vec![EMPTY; BOARD.squares()];
    for &sq in terrain.squares() {
        cells[BOARD.index(sq)] = LAKE;
    }
    for setup in setups {
        for (sq, kind) in setup.pieces() {
            cells[BOARD.index(sq)] = letter(setup.seat(), kind);
        }
    }
    cells.into_iter().collect()
}

fn letter(seat: Seat, kind: Kind) -> char {
    let offset = GRAVON_ORDER
        .iter()
        .position(|&k| k == kind)
        .expect("a Stratego-family piece has a Gravon letter");
    char::from(first_letter(seat) + offset as u8)
}

fn square(sq: Square) -> String {
    let (col, row) = (COLUMNS[usize::from(sq.col())], ROWS[usize::from(sq.row())]);
    format!("{}{}", char::from(col), char::from(row))
}

/// `<result>`'s type and winner. The archive's types: 0 the loser could not move, 1 the Flag was taken, 2 a draw
/// on the board, 3 resigned, 4 a draw agreed, 10–14 time or absence (10 here; the import reads them alike).
fn result(outcome: Outcome) -> (u8, &'static str) {
    let kind = match (outcome.reason, outcome.winner) {
        (Reason::Resign, _) => 3,
        (Reason::DrawAgreed, _) => 4,
        (Reason::Timeout, _) => 10,
        (Reason::FlagCaptured, Some(_)) => 1,
        (_, Some(_)) => 0,
        (_, None) => 2,
    };
    (kind, outcome.winner.map_or(NO_WINNER, player))
}

#[cfg(test)]
mod tests {
    use super::super::super::preset::{OptionOverrides, Variant};
    use super::super::super::record::{End, EndKind};
    use super::super::import;
    use super::*;

    const RED: &str = "F3859BS7642B3B3236B4B52355X48722222647B6";

    fn record(variant: &str) -> Record {
        Record {
            variant: variant.to_string(),
            options: OptionOverrides::default(),
            terrain: None,
            setup: vec![
                ("red".to_string(), RED.to_string()),
                ("blue".to_string(), RED.to_string()),
            ],
            moves: vec!["f4-f5".to_string()],
            end: None,
        }
    }

    #[test]
    fn writes_the_archive_layout() {
        let xml = export(&record("stratego")).unwrap();
        let lines: Vec<&str> = xml.lines().collect();
        assert_eq!(lines[2], r#" <game type="classic">"#);
        assert_eq!(lines[3], r#"  <fieldpost variant="stratego"/>"#);
        // Row 1 is red's F3859BS764, in red's letters; the lakes sit in rows 5 and 6; blue's a7 is its Flag.
        let field = lines[4].split('"').nth(1).unwrap();
        assert_eq!(&field[..10], "MEJGKBCIHF");
        assert_eq!(&field[40..60], "AA__AA__AAAA__AA__AA");
        assert_eq!(&field[60..61], "Y");
        assert_eq!(lines[5], r#"  <move id="1" source="F4" target="F5"/>"#);
        assert!(!xml.contains("<result"), "a game under way has no result yet");
    }

    #[test]
    fn a_preset_its_options_and_its_end_read_back() {
        let mut r = record("stratego-original");
        r.options = OptionOverrides {
            scout_strike: Some(true),
            quiet_plies_limit: Some(100),
            ..Default::default()
        };
        r.end = Some(End {
            kind: EndKind::Resign,
            by: Some("blue".to_string()),
        });
        let xml = export(&r).unwrap();
        assert!(xml.contains(r#"<game type="classic">"#));
        assert!(xml.contains(r#"<result type="3" winner="1"/>"#));
        assert_eq!(import(&xml, 5).unwrap(), r);
        r.variant = "marsal-a-spion".to_string();
        assert_eq!(import(&export(&r).unwrap(), 5).unwrap(), r);
    }

    #[test]
    fn espionage_and_broken_records_are_refused() {
        let (r, _) = super::super::super::playout::random_game(Variant::EspionageFast, 1, 4);
        match export(&r) {
            Err(ExportError::Espionage(id)) => assert_eq!(id, "espionage-fast"),
            other => panic!("{other:?}"),
        }
        let mut r = record("duel");
        r.moves.clear();
        assert!(matches!(export(&r), Err(ExportError::Record(_))));
        let mut r = record("stratego");
        r.moves = vec!["a1-a2".to_string()];
        assert!(matches!(export(&r), Err(ExportError::Move(_))));
    }
}
