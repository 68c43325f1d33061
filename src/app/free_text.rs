//! Free text one person writes and others read: messages, notes, tournament names and descriptions, the names
//! of saved setups and tokens. One rule for all of it: no character that cannot be seen or that turns the
//! direction of the text around it (which could make words read other than they are), and no control
//! characters but the line breaks a field of several lines may hold.

use std::ops::RangeInclusive;

use crate::error::{AppError, AppResult};
use crate::i18n::Msg;

/// Invisible and direction-changing characters (Unicode's format characters, but the zero-width joiner that
/// emoji are made of), line and paragraph separators, and the tag characters.
fn hidden(c: char) -> bool {
    matches!(c,
        '\u{00ad}' | '\u{061c}' | '\u{180e}' | '\u{200b}' | '\u{200c}' | '\u{200e}' | '\u{200f}'
        | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{206f}' | '\u{feff}'
        | '\u{fff9}'..='\u{fffb}' | '\u{1d173}'..='\u{1d17a}' | '\u{e0000}'..='\u{e007f}')
}

/// Whether `c` may stand in free text; `lines` allows line breaks.
pub fn allowed(c: char, lines: bool) -> bool {
    let line_break = lines && (c == '\n' || c == '\r');
    line_break || !(c.is_control() || hidden(c))
}

/// `text` trimmed, if its length in characters is within `chars` (else `length`, the field's own words) and
/// every character is allowed (else one message for every field).
pub fn check(text: &str, chars: RangeInclusive<usize>, lines: bool, length: Msg) -> AppResult<&str> {
    let text = text.trim();
    if !text.chars().all(|c| allowed(c, lines)) {
        return Err(AppError::Refused(Msg::new("error-text-hidden-characters")));
    }
    if !chars.contains(&text.chars().count()) {
        return Err(AppError::Refused(length));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_and_reordering_characters_are_refused_everywhere_and_said_so() {
        for bad in [
            "a\u{200b}b",
            "a\u{200e}b",
            "a\u{202e}b",
            "a\u{2067}b",
            "a\u{0085}b",
            "a\u{feff}b",
            "flag\u{e0067}",
            "a\u{2028}b",
        ] {
            let refused = check(bad, 1..=100, true, Msg::new("error-message-length")).unwrap_err();
            assert_eq!(
                refused.message().unwrap().id(),
                "error-text-hidden-characters",
                "{bad:?}"
            );
        }
        assert_eq!(
            check(" two\nlines ", 1..=100, true, Msg::new("x")).unwrap(),
            "two\nlines"
        );
        assert!(check("two\nlines", 1..=100, false, Msg::new("x")).is_err());
        assert_eq!(check("Čau 👨‍👩‍👧 ☺️", 1..=100, false, Msg::new("x")).unwrap(), "Čau 👨‍👩‍👧 ☺️");
        let long = check("abcd", 1..=3, false, Msg::new("error-message-length")).unwrap_err();
        assert_eq!(long.message().unwrap().id(), "error-message-length");
    }
}
