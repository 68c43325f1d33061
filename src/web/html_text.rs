//! Text escaped for HTML once, when it is made, and then written into pages as it stands. A board's hundred
//! labels and its every legal move's question are filled in from a few phrases worded once per thread; escaping
//! each of them again, byte by byte, on every page was a tenth of drawing the game page.

use std::borrow::Cow;
use std::fmt;

use askama::filters::{Escaper, Html};

use crate::i18n::Pattern;
use crate::rules::Square;

/// Text that may stand in an element or a quoted attribute as it is: every `& < > " '` of what it was made from
/// is escaped. Only this module makes one, so a value of this type is escaped whatever path made it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HtmlText(Cow<'static, str>);

impl HtmlText {
    pub fn escape(text: &str) -> HtmlText {
        let mut escaped = HtmlText::default();
        escaped.push_escaped(text);
        escaped
    }

    /// A square's name: letters and digits, nothing to escape and nothing to copy.
    pub fn square(square: Square) -> HtmlText {
        HtmlText(Cow::Borrowed(square.name()))
    }

    /// What one of our HTML templates writes: askama escapes every value it fills into an `.html` template.
    pub fn rendered(template: &impl askama::Template) -> HtmlText {
        HtmlText(Cow::Owned(
            template.render().expect("a template is written into a String"),
        ))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `text` escaped, after what is here.
    pub fn push_escaped(&mut self, text: &str) {
        Html.write_escaped_str(self.0.to_mut(), text)
            .expect("writing into a String cannot fail");
    }

    pub fn push(&mut self, html: &HtmlText) {
        self.0.to_mut().push_str(html.as_str());
    }
}

impl AsRef<str> for HtmlText {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for HtmlText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl askama::filters::HtmlSafe for HtmlText {}

impl askama::FastWritable for HtmlText {
    fn write_into(&self, dest: &mut dyn fmt::Write, _: &dyn askama::Values) -> askama::Result<()> {
        Ok(dest.write_str(self.as_str())?)
    }
}

/// A message worded once with its arguments open (`i18n::Pattern`), its words escaped, and filled only with
/// escaped text: what it makes is escaped too.
pub struct HtmlPattern(Pattern);

impl HtmlPattern {
    pub fn new(pattern: Pattern) -> HtmlPattern {
        HtmlPattern(pattern.map_text(|text| HtmlText::escape(text).as_str().to_owned()))
    }

    /// The message with `values` in the order of the arguments it was made with.
    pub fn fill(&self, values: &[&HtmlText]) -> HtmlText {
        HtmlText(Cow::Owned(self.0.fill(values)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Msg};

    #[test]
    fn escaped_text_is_what_the_templates_would_have_written() {
        let text = r#"Tom & "Jerry" <b>'s</b>"#;
        let mut askama = String::new();
        Html.write_escaped_str(&mut askama, text).unwrap();
        assert_eq!(HtmlText::escape(text).as_str(), askama);
    }

    #[test]
    fn a_filled_pattern_is_the_whole_message_escaped() {
        for lang in Lang::ALL {
            let pattern = HtmlPattern::new(Pattern::new(lang, "play-move-to", &["square"]));
            let what = r#"e4: "<Scout>" & co"#;
            let whole = lang.msg(&Msg::new("play-move-to").with("square", what));
            assert_eq!(
                pattern.fill(&[&HtmlText::escape(what)]),
                HtmlText::escape(&whole),
                "{lang:?}"
            );
        }
    }
}
