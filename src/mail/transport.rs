//! How mail leaves: SMTP (lettre over connections of our own, `smtp.rs`), or files in a mailbox folder when no
//! SMTP is configured.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use lettre::Message;
use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};

use super::smtp::{SmtpError, SmtpPool, SmtpServer};

/// One mail on its way out.
#[derive(Debug, Clone)]
pub struct OutgoingMail {
    /// The outbox's number for it: names the file in a mailbox folder, and with `queued_at` makes the
    /// Message-ID, so that a mail sent twice (delivery is at least once) is the same message to its reader.
    pub id: i64,
    pub queued_at: chrono::DateTime<chrono::Utc>,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub unsubscribe_url: Option<String>,
    /// Where a reply goes (a turn mail's reply address).
    pub reply_to: Option<String>,
    /// The envelope sender, where bounces go (a VERP address naming this mail); `None` uses the From address.
    pub bounce_to: Option<String>,
}

/// SMTP connections a transport keeps open unless told otherwise, each carrying one mail after another. Each
/// mail waits for the server's replies, so a few connections keep a worker busy while one waits. Not many more:
/// a worker killed outright may have sent each connection's mail without marking it (and the mails of the last
/// few milliseconds, which are marked together), and those are sent again (with the same Message-ID) once their
/// leases run out.
pub const DEFAULT_CONNECTIONS: u32 = 8;

#[derive(Clone)]
pub enum Transport {
    /// At most `connections` SMTP connections, kept open between mails.
    Smtp { pool: Arc<SmtpPool>, connections: u32 },
    /// Each mail becomes an `.eml` file in this folder.
    Folder(PathBuf),
}

/// Why a mail did not go out, and whether trying again later may help.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct SendError {
    pub permanent: bool,
    /// The mail server refused the mail for good (a 5xx answer): the address counts as bouncing.
    pub refused_by_server: bool,
    pub message: String,
}

impl Transport {
    /// `smtp://user:pass@host:port` or `smtps://…` (lettre's URL form), trusting the certificates of
    /// `smtp_ca_file` too; with no URL, the folder.
    pub fn from_settings(
        smtp_url: Option<&str>,
        smtp_ca_file: Option<&Path>,
        connections: u32,
        folder: PathBuf,
    ) -> anyhow::Result<Transport> {
        match smtp_url {
            Some(url) => {
                let ca = match smtp_ca_file {
                    Some(path) => {
                        Some(std::fs::read(path).map_err(|e| anyhow::anyhow!("SMTP_CA_FILE {}: {e}", path.display()))?)
                    }
                    None => None,
                };
                let server = SmtpServer::from_url(url, ca.as_deref())?;
                Ok(Transport::Smtp {
                    pool: Arc::new(SmtpPool::new(server, connections as usize)),
                    connections,
                })
            }
            None => {
                std::fs::create_dir_all(&folder)?;
                Ok(Transport::Folder(folder))
            }
        }
    }

    /// How many mails may be on their way at once.
    pub fn connections(&self) -> usize {
        match self {
            Transport::Smtp { connections, .. } => *connections as usize,
            Transport::Folder(_) => DEFAULT_CONNECTIONS as usize,
        }
    }

    pub fn describe(&self) -> String {
        match self {
            Transport::Smtp { .. } => "SMTP".to_string(),
            Transport::Folder(dir) => format!("the mailbox folder {}", dir.display()),
        }
    }

    pub async fn send(&self, from: &Mailbox, mail: &OutgoingMail) -> Result<(), SendError> {
        let message = build(from, mail).map_err(|e| SendError {
            permanent: true,
            refused_by_server: false,
            message: format!("the mail could not be built: {e}"),
        })?;
        match self {
            Transport::Smtp { pool, .. } => {
                pool.send(message.envelope(), &message.formatted())
                    .await
                    .map_err(|e| SendError {
                        permanent: matches!(e, SmtpError::Refused { permanent: true, .. }),
                        refused_by_server: matches!(e, SmtpError::Refused { permanent: true, .. }),
                        message: e.to_string(),
                    })
            }
            Transport::Folder(dir) => {
                let path = dir.join(format!("{:08}.eml", mail.id));
                tokio::fs::write(&path, message.formatted())
                    .await
                    .map_err(|e| SendError {
                        permanent: false,
                        refused_by_server: false,
                        message: format!("writing {}: {e}", path.display()),
                    })
            }
        }
    }
}

fn build(from: &Mailbox, mail: &OutgoingMail) -> anyhow::Result<Message> {
    let domain = from.email.domain();
    let mut builder = Message::builder()
        .message_id(Some(format!(
            "<fieldpost.{}.{}@{domain}>",
            mail.id,
            mail.queued_at.timestamp()
        )))
        .from(from.clone())
        .to(mail.to.parse()?)
        .subject(mail.subject.clone());
    if let Some(reply_to) = &mail.reply_to {
        builder = builder.reply_to(reply_to.parse()?);
    }
    if let Some(bounce_to) = &mail.bounce_to {
        let to: lettre::Address = mail.to.parse()?;
        builder = builder.envelope(lettre::address::Envelope::new(Some(bounce_to.parse()?), vec![to])?);
    }
    if let Some(url) = &mail.unsubscribe_url {
        // RFC 8058 one-click unsubscribe.
        builder = builder.raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe"),
            format!("<{url}>"),
        ));
        builder = builder.raw_header(HeaderValue::new(
            HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
            "List-Unsubscribe=One-Click".to_string(),
        ));
    }
    Ok(builder.multipart(MultiPart::alternative_plain_html(mail.text.clone(), mail.html.clone()))?)
}
