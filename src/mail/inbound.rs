//! A message that arrived on the inbound domain, read with a MIME parser (`mail-parser`): who sent it, whether
//! a program sent it on its own, what the installation's mail server found of its authentication, its text, and,
//! for a bounce, the delivery status it reports.

use mail_parser::{MessageParser, MimeHeaders};
use sha2::{Digest, Sha256};

/// What the installation needs of one inbound message.
#[derive(Debug, Clone)]
pub struct Incoming {
    /// Tells deliveries of one message apart from other messages: its `Message-ID`, or a hash of the whole
    /// message when it has none.
    pub key: String,
    /// The address in `From`, lower-cased.
    pub from: Option<String>,
    /// Sent by a program on its own (RFC 3834 `Auto-Submitted`, `Precedence: bulk/junk/list`, an auto-responder's
    /// marks, a bounce): never answered.
    pub automatic: bool,
    /// The installation's own mail server found the sender's DMARC or DKIM failing.
    pub authentication_failed: bool,
    /// The text: the plain part, or the HTML part turned into text when there is no plain one.
    pub text: String,
    /// A delivery status notification (RFC 3464): what it reports.
    pub delivery_status: Option<DeliveryStatus>,
}

/// What a delivery status notification says of the mail it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryStatus {
    /// The delivery failed for good (`Action: failed`, a `5.x.x` status).
    pub permanent: bool,
    /// The status and diagnostic, for the player and the admins.
    pub detail: String,
}

/// Why a message could not be read at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    #[error("not an Internet message (no header fields, or no sender)")]
    NotAMessage,
}

fn header_text(message: &mail_parser::Message<'_>, name: &str) -> Vec<String> {
    message
        .header_values(name)
        .filter_map(|v| match v {
            mail_parser::HeaderValue::Text(t) => Some(t.to_string()),
            mail_parser::HeaderValue::TextList(l) => Some(l.join(", ")),
            _ => None,
        })
        .collect()
}

/// Whether a program sent the message on its own, by the marks RFC 3834 and common auto-responders leave.
fn is_automatic(message: &mail_parser::Message<'_>) -> bool {
    let first = |name: &str| {
        header_text(message, name)
            .into_iter()
            .next()
            .map(|v| v.trim().to_lowercase())
    };
    let auto_submitted = first("Auto-Submitted").is_some_and(|v| v != "no");
    let bulk = first("Precedence").is_some_and(|v| ["bulk", "junk", "list", "auto_reply"].contains(&v.as_str()));
    let responder = ["X-Autoreply", "X-Autorespond"].iter().any(|h| first(h).is_some());
    let list = first("List-Id").is_some();
    // Read raw: the parser takes `<>` for no value at all. The first field is the one the final delivery wrote.
    let null_sender = message
        .header_raw("Return-Path")
        .is_some_and(|v| v.trim().trim_matches(['<', '>', ' ']).is_empty());
    auto_submitted || bulk || responder || list || null_sender
}

/// DMARC or DKIM failing, by the `Authentication-Results` fields of the installation's own mail server (named by
/// its authserv-id): fields any other server wrote may be the sender's own forgery, and are not read.
fn authentication_failed(message: &mail_parser::Message<'_>, authserv_id: Option<&str>) -> bool {
    let Some(id) = authserv_id else { return false };
    header_text(message, "Authentication-Results").iter().any(|field| {
        let field = field.to_lowercase();
        let (server, results) = field.split_once(';').unwrap_or((field.as_str(), ""));
        server.split_whitespace().next() == Some(&id.to_lowercase())
            && results.split(';').any(|r| {
                ["dmarc=fail", "dkim=fail"]
                    .iter()
                    .any(|f| r.trim_start().starts_with(f))
            })
    })
}

/// The delivery status of a `multipart/report; report-type=delivery-status` message.
fn delivery_status(message: &mail_parser::Message<'_>) -> Option<DeliveryStatus> {
    let part = message.parts.iter().find(|p| {
        p.content_type().is_some_and(|ct| {
            ct.ctype().eq_ignore_ascii_case("message")
                && ct.subtype().is_some_and(|s| s.eq_ignore_ascii_case("delivery-status"))
        })
    })?;
    let raw = message
        .raw_message()
        .get(part.raw_body_offset() as usize..part.raw_end_offset() as usize)?;
    let fields = String::from_utf8_lossy(raw);
    let value = |name: &str| {
        fields.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.trim().eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    };
    let action = value("Action").unwrap_or_default().to_lowercase();
    let status = value("Status").unwrap_or_default();
    let permanent = action == "failed" || status.starts_with('5');
    let detail = [Some(status), value("Diagnostic-Code")]
        .into_iter()
        .flatten()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Some(DeliveryStatus { permanent, detail })
}

/// Reads one message. `authserv_id` names the installation's mail server in `Authentication-Results`.
pub fn read(raw: &[u8], authserv_id: Option<&str>) -> Result<Incoming, Unreadable> {
    let message = MessageParser::default().parse(raw).ok_or(Unreadable::NotAMessage)?;
    if message.headers().is_empty() {
        return Err(Unreadable::NotAMessage);
    }
    let from = message
        .from()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(|a| a.trim().to_lowercase())
        .filter(|a| a.contains('@'));
    let delivery_status = delivery_status(&message);
    if from.is_none() && delivery_status.is_none() {
        return Err(Unreadable::NotAMessage);
    }
    let key = match message.message_id() {
        Some(id) if !id.trim().is_empty() => format!("id:{}", id.trim()),
        _ => format!("sha256:{}", hex::encode(Sha256::digest(raw))),
    };
    let text = message.body_text(0).map(|t| t.into_owned()).unwrap_or_default();
    Ok(Incoming {
        key,
        from,
        automatic: is_automatic(&message) || delivery_status.is_some(),
        authentication_failed: authentication_failed(&message, authserv_id),
        text,
        delivery_status,
    })
}
