//! What a mail says: its words, rendered into a text part and an HTML part from the askama templates.

use super::board::MailBoard;
use crate::i18n::Lang;
use askama::Template;

/// The words of one mail, rendered into its text and HTML parts.
pub struct MailContent {
    /// The recipient's language, for the words the mail's frame adds.
    pub lang: Lang,
    pub subject: String,
    pub greeting: String,
    pub paragraphs: Vec<String>,
    /// The position as the recipient sees it, drawn after `paragraphs`.
    pub board: Option<MailBoard>,
    /// The paragraphs after the board: what to do by when.
    pub closing: Vec<String>,
    /// The one thing to do, as a label and a link.
    pub action: Option<(String, String)>,
    pub unsubscribe_url: Option<String>,
}

#[derive(Template)]
#[template(path = "mail/mail.txt", escape = "none")]
struct TextPart<'a> {
    lang: Lang,
    greeting: &'a str,
    paragraphs: &'a [String],
    board: &'a Option<MailBoard>,
    closing: &'a [String],
    action: &'a Option<(String, String)>,
    unsubscribe_url: &'a Option<String>,
}

#[derive(Template)]
#[template(path = "mail/mail.html")]
struct HtmlPart<'a> {
    lang: Lang,
    greeting: &'a str,
    paragraphs: &'a [String],
    board: &'a Option<MailBoard>,
    closing: &'a [String],
    action: &'a Option<(String, String)>,
    unsubscribe_url: &'a Option<String>,
}

impl MailContent {
    /// The text and HTML parts.
    pub fn render(&self) -> anyhow::Result<(String, String)> {
        let text = TextPart {
            lang: self.lang,
            greeting: &self.greeting,
            paragraphs: &self.paragraphs,
            board: &self.board,
            closing: &self.closing,
            action: &self.action,
            unsubscribe_url: &self.unsubscribe_url,
        }
        .render()?;
        let html = HtmlPart {
            lang: self.lang,
            greeting: &self.greeting,
            paragraphs: &self.paragraphs,
            board: &self.board,
            closing: &self.closing,
            action: &self.action,
            unsubscribe_url: &self.unsubscribe_url,
        }
        .render()?;
        Ok((text, html))
    }
}
