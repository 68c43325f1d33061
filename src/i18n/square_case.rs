//! A square's name in the case a sentence puts it in. Only Turkish changes it: a case ending is joined to
//! the name with an apostrophe and follows the sound of the rank as it is spoken ("g8’den g7’ye": *sekiz*,
//! *yedi*), as Turkish chess writing does. Other languages place the name as it is.

use super::Lang;

/// The cases a message may ask for (`SQUARE($to, "dat")`): from, to, at, the object, of.
pub(super) const CASES: [&str; 5] = ["abl", "dat", "loc", "acc", "gen"];

impl Lang {
    /// `square` ("g8", "j10") in `case`, one of `CASES`; `None` for any other case, so that a typo in a
    /// message shows as an error in the tests instead of a bare name.
    pub(super) fn square_in_case(self, square: &str, case: &str) -> Option<String> {
        let case = CASES.into_iter().find(|c| *c == case)?;
        Some(match self {
            Lang::Tr => format!("{square}’{}", turkish_ending(square, case)),
            _ => square.to_string(),
        })
    }
}

/// The ending of `case` after a square whose rank is read as a Turkish number word: the last vowel decides
/// between e/a and i/ı/u/ü (vowel harmony), a final voiceless consonant hardens d to t, and a final vowel
/// takes a buffer y or n.
fn turkish_ending(square: &str, case: &str) -> &'static str {
    let rank = square.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    // bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz, on
    let (abl, dat, loc, acc, of) = match rank {
        "1" | "8" => ("den", "e", "de", "i", "in"),
        "2" | "7" => ("den", "ye", "de", "yi", "nin"),
        "3" | "4" => ("ten", "e", "te", "ü", "ün"),
        "5" => ("ten", "e", "te", "i", "in"),
        "6" => ("dan", "ya", "da", "yı", "nın"),
        _ => ("dan", "a", "da", "u", "un"), // 9 dokuz, 10 on
    };
    match case {
        "abl" => abl,
        "dat" => dat,
        "loc" => loc,
        "acc" => acc,
        _ => of,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turkish_endings_follow_the_spoken_rank() {
        let cases = |square| CASES.map(|case| Lang::Tr.square_in_case(square, case).unwrap());
        assert_eq!(cases("a1"), ["a1’den", "a1’e", "a1’de", "a1’i", "a1’in"]);
        assert_eq!(cases("b2"), ["b2’den", "b2’ye", "b2’de", "b2’yi", "b2’nin"]);
        assert_eq!(cases("c3"), ["c3’ten", "c3’e", "c3’te", "c3’ü", "c3’ün"]);
        assert_eq!(cases("d4"), ["d4’ten", "d4’e", "d4’te", "d4’ü", "d4’ün"]);
        assert_eq!(cases("e5"), ["e5’ten", "e5’e", "e5’te", "e5’i", "e5’in"]);
        assert_eq!(cases("f6"), ["f6’dan", "f6’ya", "f6’da", "f6’yı", "f6’nın"]);
        assert_eq!(cases("g7"), ["g7’den", "g7’ye", "g7’de", "g7’yi", "g7’nin"]);
        assert_eq!(cases("h8"), ["h8’den", "h8’e", "h8’de", "h8’i", "h8’in"]);
        assert_eq!(cases("i9"), ["i9’dan", "i9’a", "i9’da", "i9’u", "i9’un"]);
        assert_eq!(cases("j10"), ["j10’dan", "j10’a", "j10’da", "j10’u", "j10’un"]);
    }

    #[test]
    fn other_languages_place_the_name_as_it_is_and_no_language_takes_an_unknown_case() {
        for lang in Lang::ALL {
            assert_eq!(lang.square_in_case("e4", "nom"), None);
            if lang != Lang::Tr {
                assert_eq!(lang.square_in_case("e4", "abl").as_deref(), Some("e4"));
            }
        }
    }
}
