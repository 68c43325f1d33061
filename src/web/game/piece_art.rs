//! The piece art: which drawing of `static/pieces.svg` a square shows. The drawing is chosen from the identity
//! the viewer has seen, so a hidden piece can only ever point at its family's back.

use std::sync::OnceLock;

use foldhash::HashMap;

use crate::rules::{Family, Kind};
use crate::web::assets;
use crate::web::html_text::HtmlText;

/// The sprite's symbol for a piece as its viewer sees it. Kinds that share a name share a drawing: an
/// Espionage Lieutenant wears the bars of a Stratego Lieutenant.
fn symbol(family: Family, seen: Option<Kind>) -> String {
    match (seen, family) {
        (Some(kind), _) => kind.name().to_ascii_lowercase(),
        (None, Family::Stratego) => "back-stratego".to_string(),
        (None, Family::Espionage) => "back-espionage".to_string(),
    }
}

/// Every (family, seen identity) a board can ask about: each family's back, and every kind of either family
/// with each family (a kind's drawing does not depend on the family, and no pairing is left for a lookup to miss).
fn looks() -> impl Iterator<Item = (Family, Option<Kind>)> {
    const FAMILIES: [Family; 2] = [Family::Stratego, Family::Espionage];
    let kinds = FAMILIES
        .into_iter()
        .flat_map(|f| Kind::of_family(f).iter().copied().map(Some));
    FAMILIES
        .into_iter()
        .flat_map(move |f| kinds.clone().chain([None]).map(move |k| (f, k)))
}

/// The address a board's `<use>` points at: the sprite under its hashed name, and the symbol. A board asks for
/// one per piece, so every address is made (and escaped) once, when first asked for.
pub fn href(family: Family, seen: Option<Kind>) -> &'static HtmlText {
    static HREFS: OnceLock<HashMap<(Family, Option<Kind>), HtmlText>> = OnceLock::new();
    // foldhash, not the standard SipHash: a board asks a hundred times a page, and no key comes from outside.
    &HREFS.get_or_init(|| {
        let sprite = assets::url("pieces.svg");
        looks()
            .map(|(f, k)| ((f, k), HtmlText::escape(&format!("{sprite}#{}", symbol(f, k)))))
            .collect()
    })[&(family, seen)]
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    const SPRITE: &str = include_str!("../../../static/pieces.svg");

    fn symbols_in_sprite() -> BTreeSet<&'static str> {
        SPRITE
            .split("<symbol id=\"")
            .skip(1)
            .map(|rest| &rest[..rest.find('"').unwrap()])
            .collect()
    }

    fn symbols_drawn() -> BTreeSet<String> {
        looks().map(|(f, k)| symbol(f, k)).collect()
    }

    #[test]
    fn every_kind_and_back_has_a_drawing_and_every_drawing_is_used() {
        let sprite = symbols_in_sprite();
        let drawn = symbols_drawn();
        assert_eq!(sprite.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>(), drawn);
        assert_eq!(sprite.len(), SPRITE.matches("<symbol ").count(), "no symbol twice");
    }

    #[test]
    fn a_hidden_piece_shows_only_its_familys_back() {
        for family in [Family::Stratego, Family::Espionage] {
            let back = symbol(family, None);
            assert!(back.starts_with("back-"));
            for &k in Kind::of_family(family) {
                assert_ne!(symbol(family, Some(k)), back);
            }
        }
    }

    /// The side's colour comes from the stylesheet through `currentColor`: a colour written into the sprite
    /// would paint both sides alike.
    #[test]
    fn the_drawings_paint_in_the_sides_colour_only() {
        for attr in ["fill=\"", "stroke=\""] {
            for value in SPRITE.split(attr).skip(1).map(|rest| &rest[..rest.find('"').unwrap()]) {
                assert!(["currentColor", "none"].contains(&value), "{attr}{value}\"");
            }
        }
        for inline in ["style=", "<style"] {
            assert!(
                !SPRITE.contains(inline),
                "the sprite is served under a policy without inline style"
            );
        }
    }
}
