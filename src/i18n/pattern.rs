//! A message worded once with stand-ins for its arguments, then filled in as often as a page needs it: a board
//! words each of its hundred squares the same way around the square's name and what stands there, and wording
//! that through Fluent a hundred times was a sixth of the game page's time in the service.

use super::square_case::CASES;
use super::{Lang, Msg};

// Private-use characters: no translation may hold them (tested below), so a stand-in is never mistaken for words.
const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

enum Part {
    Text(String),
    /// An argument's index, and the case a square filled in there is put in (`SQUARE($to, "dat")`).
    Arg(usize, Option<&'static str>),
}

pub struct Pattern {
    lang: Lang,
    parts: Vec<Part>,
}

impl Pattern {
    /// Message `id` in `lang` with its arguments `names` left open. Only for a message that places these
    /// arguments as they are: one that chooses its words by an argument (a plural, a selector) would be worded
    /// for the stand-in.
    pub fn new(lang: Lang, id: &'static str, names: &[&'static str]) -> Pattern {
        let msg = names
            .iter()
            .enumerate()
            .fold(Msg::new(id), |m, (i, name)| m.with(name, Pattern::stand_in(i)));
        Pattern::of(lang, &msg)
    }

    /// What stands for the `i`th value in a message given to `of`.
    pub fn stand_in(i: usize) -> String {
        format!("{OPEN}{i}{CLOSE}")
    }

    /// `msg` in `lang`, whose arguments may hold stand-ins (`stand_in`) left open; the same caveat as `new`.
    pub fn of(lang: Lang, msg: &Msg) -> Pattern {
        let text = lang.msg(msg);
        let mut parts = Vec::new();
        let mut rest = text.as_str();
        while let Some((before, after)) = rest.split_once(OPEN) {
            let (inside, after) = after.split_once(CLOSE).expect("a stand-in is closed");
            if !before.is_empty() {
                parts.push(Part::Text(before.to_string()));
            }
            let (index, case) = match inside.split_once(':') {
                Some((index, case)) => (index, CASES.into_iter().find(|c| *c == case)),
                None => (inside, None),
            };
            parts.push(Part::Arg(
                index.parse().expect("a stand-in holds its argument's index"),
                case,
            ));
            rest = after;
        }
        if !rest.is_empty() {
            parts.push(Part::Text(rest.to_string()));
        }
        Pattern { lang, parts }
    }

    /// The same message with `change` applied to its words (not to what will be filled in).
    pub fn map_text(self, change: impl Fn(&str) -> String) -> Pattern {
        let parts = self
            .parts
            .into_iter()
            .map(|part| match part {
                Part::Text(t) => Part::Text(change(&t)),
                arg => arg,
            })
            .collect();
        Pattern { lang: self.lang, parts }
    }

    /// The message with `values` in the order of the names it was made with.
    pub fn fill(&self, values: &[impl AsRef<str>]) -> String {
        let length = self
            .parts
            .iter()
            .map(|part| match part {
                Part::Text(t) => t.len(),
                Part::Arg(i, _) => values[*i].as_ref().len(),
            })
            .sum();
        let mut text = String::with_capacity(length);
        for part in &self.parts {
            match part {
                Part::Text(t) => text.push_str(t),
                Part::Arg(i, None) => text.push_str(values[*i].as_ref()),
                Part::Arg(i, Some(case)) => {
                    let square = values[*i].as_ref();
                    let placed = self.lang.square_in_case(square, case);
                    text.push_str(placed.as_deref().unwrap_or(square));
                }
            }
        }
        text
    }
}

/// `text`'s stand-in marked to be put in `case` (one of `CASES`) when it is filled in; `None` when `text` is not
/// a stand-in or the case is unknown.
pub(super) fn with_case(text: &str, case: &str) -> Option<String> {
    let index = text.strip_prefix(OPEN)?.strip_suffix(CLOSE)?;
    let one_stand_in = !index.is_empty() && index.bytes().all(|b| b.is_ascii_digit());
    (one_stand_in && CASES.contains(&case)).then(|| format!("{OPEN}{index}:{case}{CLOSE}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_translation_holds_the_characters_that_mark_a_stand_in() {
        for (lang, source) in crate::i18n::SOURCES {
            assert!(
                !source.contains([OPEN, CLOSE]),
                "{}.ftl holds U+E000 or U+E001",
                lang.code()
            );
        }
    }

    #[test]
    fn only_a_single_stand_in_takes_a_case() {
        let one = Pattern::stand_in(1);
        assert_eq!(with_case(&one, "dat"), Some(format!("{OPEN}1:dat{CLOSE}")));
        assert_eq!(with_case(&one, "nom"), None);
        assert_eq!(with_case(&format!("{OPEN}{CLOSE}"), "dat"), None);
        let two = format!("{}: {}", Pattern::stand_in(0), Pattern::stand_in(1));
        assert_eq!(with_case(&two, "dat"), None);
        assert_eq!(with_case("e4", "dat"), None);
    }

    #[test]
    fn a_filled_pattern_reads_as_the_message_worded_whole() {
        for lang in Lang::ALL {
            let pattern = Pattern::new(lang, "aria-square", &["square", "what"]);
            for (square, what) in [("e4", "red Marshal (10), has moved"), ("c5", ""), ("j10", "{ $x } ∅")] {
                let whole = Msg::new("aria-square").with("square", square).with("what", what);
                assert_eq!(pattern.fill(&[square, what]), lang.msg(&whole), "{lang:?}");
            }
            // A square put in a case keeps it when filled in later (Turkish "d5’e", "j10’a").
            for square in ["d5", "j10", "a1"] {
                let whole = Msg::new("refused-lake").with("square", square);
                assert_eq!(
                    Pattern::new(lang, "refused-lake", &["square"]).fill(&[square]),
                    lang.msg(&whole)
                );
            }
            for id in ["play-move-to", "play-choose-to-move", "notes-write-on"] {
                let whole = Msg::new(id).with("square", "e4: red Scout (2)");
                assert_eq!(
                    Pattern::new(lang, id, &["square"]).fill(&["e4: red Scout (2)"]),
                    lang.msg(&whole)
                );
            }
        }
    }
}
