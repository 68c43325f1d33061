//! Import of games from the Gravon archive.

use quick_xml::events::{BytesStart, Event};
use quick_xml::reader::Reader;
use serde_json::Value;

use super::super::board::Square;
use super::super::piece::{Family, Kind, Seat};
use super::super::preset::{OptionOverrides, Variant};
use super::super::record::{End, EndKind, Record};
use super::super::setup;
use super::{
    BOARD, COLUMNS, EMPTY, END, END_BY, EXTRA, Extra, GAME_TYPES, GRAVON_ORDER, LAKE, ROWS, VARIANT, first_letter,
    game_type, seat_of_player,
};

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GravonError {
    #[error("not readable XML: {0}")]
    Xml(String),
    #[error("no <game> element")]
    NoGame,
    #[error("game type '{0}' is not a game Fieldpost plays (classic, barrage and duell are)")]
    UnsupportedType(String),
    #[error("<field> is missing")]
    NoField,
    #[error("<field> has {0} characters, expected 100")]
    FieldLength(usize),
    #[error("<field> has '{0}' at index {1}, which is not a Gravon piece code")]
    FieldCode(char, usize),
    #[error("'{0}' is not a Gravon square")]
    Square(String),
    #[error("<{0}> lacks the attribute '{1}'")]
    MissingAttribute(&'static str, &'static str),
    #[error("<fieldpost>: {0}")]
    Extra(String),
}

fn field_cell(c: char, index: usize) -> Result<Option<(Seat, Kind)>, GravonError> {
    if c == EMPTY || c == LAKE {
        return Ok(None);
    }
    Seat::BOTH
        .into_iter()
        .find_map(|seat| {
            let offset = (c as usize).checked_sub(usize::from(first_letter(seat)))?;
            GRAVON_ORDER.get(offset).map(|&kind| (seat, kind))
        })
        .map(Some)
        .ok_or(GravonError::FieldCode(c, index))
}

/// `F4` → f4, `K4` → j4, `A:` → a10.
fn square(text: &str) -> Result<Square, GravonError> {
    let bad = || GravonError::Square(text.to_string());
    let &[col, row] = text.as_bytes() else {
        return Err(bad());
    };
    let col = COLUMNS.iter().position(|&c| c == col).ok_or_else(bad)?;
    let row = ROWS.iter().position(|&r| r == row).ok_or_else(bad)?;
    Ok(Square::new(col as u8, row as u8))
}

fn attributes<'a>(e: &'a BytesStart<'a>) -> impl Iterator<Item = Result<(String, String), GravonError>> + 'a {
    let xml = |err: &dyn std::fmt::Display| GravonError::Xml(err.to_string());
    e.attributes().map(move |a| {
        let a = a.map_err(|err| xml(&err))?;
        let value = a.unescape_value().map_err(|err| xml(&err))?;
        Ok((String::from_utf8_lossy(a.key.as_ref()).into_owned(), value.into_owned()))
    })
}

fn attribute(e: &BytesStart, element: &'static str, name: &'static str) -> Result<String, GravonError> {
    for a in attributes(e) {
        let (key, value) = a?;
        if key == name {
            return Ok(value);
        }
    }
    Err(GravonError::MissingAttribute(element, name))
}

impl Extra {
    fn read(e: &BytesStart) -> Result<Extra, GravonError> {
        let (mut variant, mut end, mut by) = (None, None, None);
        let mut options = serde_json::Map::new();
        for a in attributes(e) {
            let (key, value) = a?;
            match key.as_str() {
                VARIANT => variant = Some(value),
                END => end = Some(value),
                END_BY => by = Some(value),
                _ => {
                    options.insert(key, scalar(value));
                }
            }
        }
        let variant = variant.ok_or(GravonError::MissingAttribute(EXTRA, VARIANT))?;
        let variant =
            Variant::parse(&variant).ok_or_else(|| GravonError::Extra(format!("unknown variant '{variant}'")))?;
        let options = serde_json::from_value(Value::Object(options)).map_err(|e| GravonError::Extra(e.to_string()))?;
        let end = match (end, by) {
            (None, None) => None,
            (None, Some(_)) => return Err(GravonError::MissingAttribute(EXTRA, END)),
            (Some(kind), by) => Some(End {
                kind: serde_json::from_value(Value::String(kind)).map_err(|e| GravonError::Extra(e.to_string()))?,
                by,
            }),
        };
        Ok(Extra { variant, options, end })
    }
}

/// An option's value as the record's JSON has it: the options are numbers and yes-or-no.
fn scalar(text: String) -> Value {
    match text.as_str() {
        "true" => Value::Bool(true),
        "false" => Value::Bool(false),
        _ => text.parse::<u64>().map_or(Value::String(text), Value::from),
    }
}

fn variant_of(game_type: &str) -> Result<Variant, GravonError> {
    GAME_TYPES
        .iter()
        .find(|(name, _)| *name == game_type)
        .map(|&(_, variant)| variant)
        .ok_or_else(|| GravonError::UnsupportedType(game_type.to_string()))
}

/// Reads one archive game. `two_squares_limit` is the limit the server enforced when the game was played
/// (5 in 2005–06, 3 from 2013 on); the archive's XML does not say. A file that `export` wrote says it, and
/// its preset and end, itself: then the limit given here is not used.
pub fn import(xml: &str, two_squares_limit: u8) -> Result<Record, GravonError> {
    let mut reader = Reader::from_str(xml);
    let mut archived = None;
    let mut extra = None;
    let mut field = None;
    let mut moves = Vec::new();
    let mut result = None;
    loop {
        let event = reader.read_event().map_err(|e| GravonError::Xml(e.to_string()))?;
        let e = match &event {
            Event::Start(e) | Event::Empty(e) => e,
            Event::Eof => break,
            _ => continue,
        };
        match e.name().as_ref() {
            b"game" => {
                let kind = attribute(e, "game", "type")?;
                archived = Some(variant_of(&kind)?);
            }
            b"field" => field = Some(attribute(e, "field", "content")?),
            name if name == EXTRA.as_bytes() => extra = Some(Extra::read(e)?),
            b"move" => {
                let from = square(&attribute(e, "move", "source")?)?;
                let to = square(&attribute(e, "move", "target")?)?;
                moves.push(format!("{from}-{to}"));
            }
            b"result" => result = Some((attribute(e, "result", "type")?, attribute(e, "result", "winner")?)),
            _ => {}
        }
    }
    let archived = archived.ok_or(GravonError::NoGame)?;
    let Extra { variant, options, end } = match extra {
        Some(x) if game_type(x.variant) != game_type(archived) => {
            return Err(GravonError::Extra(format!(
                "{} is not a game of type {}",
                x.variant.id(),
                game_type(archived).unwrap_or_default()
            )));
        }
        Some(x) => x,
        None => Extra {
            variant: archived,
            options: OptionOverrides {
                two_squares_limit: Some(two_squares_limit),
                // The server never enforced a chasing rule.
                more_squares_rule: (archived == Variant::Stratego).then_some(false),
                ..Default::default()
            },
            end: result.and_then(|(kind, winner)| end_of(&kind, &winner)),
        },
    };
    let field: Vec<char> = field.ok_or(GravonError::NoField)?.chars().collect();
    if field.len() != BOARD.squares() {
        return Err(GravonError::FieldLength(field.len()));
    }
    let mut setups = [String::new(), String::new()];
    for seat in Seat::BOTH {
        for sq in setup::area(variant, seat) {
            let i = BOARD.index(sq);
            let code = match field_cell(field[i], i)? {
                Some((owner, kind)) if owner == seat => kind.code(),
                _ => '.',
            };
            setups[seat.index()].push(code);
        }
    }
    Ok(Record {
        variant: variant.id().to_string(),
        options,
        terrain: None,
        setup: Seat::BOTH
            .into_iter()
            .map(|s| (s.name(Family::Stratego).to_string(), setups[s.index()].clone()))
            .collect(),
        moves,
        end,
    })
}

/// The record's `end` for results the board does not decide: resignation, agreed draw, time.
fn end_of(kind: &str, winner: &str) -> Option<End> {
    let loser = seat_of_player(winner).map(|s| s.other().name(Family::Stratego));
    let (kind, by) = match kind.parse::<u32>().ok()? {
        3 => (EndKind::Resign, loser?),
        // One archive game says "draw agreed" with a winner; the agreement is what the type records.
        4 => {
            return Some(End {
                kind: EndKind::DrawAgreed,
                by: None,
            });
        }
        // A clock ran out or a player went missing; with no winner the archive does not say who.
        10..=14 => (EndKind::Timeout, loser?),
        _ => return None,
    };
    Some(End {
        kind,
        by: Some(by.to_string()),
    })
}

/// What the archive says the board decided (result types 0, 1 and 2), as (winner, reason).
pub fn board_result(xml: &str) -> Option<(Option<&'static str>, &'static str)> {
    let start = xml.find("<result")?;
    let tag = &xml[start..start + xml[start..].find('>')?];
    let value = |name: &str| {
        let at = tag.find(&format!("{name}=\""))? + name.len() + 2;
        tag[at..].split('"').next()
    };
    let winner = seat_of_player(value("winner")?).map(|s| s.name(Family::Stratego));
    match value("type")? {
        "0" => Some((winner, "no_moves")),
        "1" => Some((winner, "flag_captured")),
        "2" => Some((None, "both_no_moves")),
        _ => None,
    }
}

/// The two-squares limit the Gravon server enforced in a given year.
pub fn two_squares_limit_for_year(year: u32) -> u8 {
    if year <= 2006 { 5 } else { 3 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_convert() {
        assert_eq!(square("F4").unwrap().to_string(), "f4");
        assert_eq!(square("K4").unwrap().to_string(), "j4");
        assert_eq!(square("A:").unwrap().to_string(), "a10");
        assert!(square("J4").is_err());
        assert!(square("A0").is_err());
        assert!(square("A10").is_err());
    }

    #[test]
    fn reads_a_small_game() {
        let field = format!(
            "{}{}{}",
            "LMA".to_string() + &"A".repeat(37),
            "AA__AA__AA".repeat(2),
            "A".repeat(38) + "YX"
        );
        let xml = format!(
            r#"<?xml version="1.0"?><stratego><game type="classic"><field content="{field}"/>
            <move id="1" source="A1" target="A2"/><result type="3" winner="1"/></game></stratego>"#
        );
        let r = import(&xml, 3).unwrap();
        assert_eq!(r.variant, "stratego");
        assert_eq!(r.setup[0].1, format!("XF{}", ".".repeat(38)));
        assert_eq!(r.setup[1].1, format!("{}FX", ".".repeat(38)));
        assert_eq!(r.moves, vec!["a1-a2"]);
        assert_eq!(r.end.unwrap().by.as_deref(), Some("blue"));
        assert!(import(&xml.replace("classic", "ultimate_lightning"), 3).is_err());
        assert!(import("<stratego><game", 3).is_err());
    }
}
