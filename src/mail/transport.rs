//! How mail leaves: SMTP (lettre, async, rustls), or files in a mailbox folder when no SMTP is configured.

use std::path::PathBuf;

use lettre::message::header::{HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart};
use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

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

/// SMTP connections a transport keeps open unless told otherwise, each carrying one mail after another. Several
/// are needed: lettre writes a mail's closing dot in a write of its own, which waits for the server's delayed
/// acknowledgement of the body (about 40 ms on Linux), so one connection carries only some 20 mails a second.
/// Not many more: a worker killed outright may have sent each connection's mail without marking it, and those
/// are sent again (with the same Message-ID) once their leases run out.
pub const DEFAULT_CONNECTIONS: u32 = 8;

#[derive(Clone)]
pub enum Transport {
    /// A pool of at most `connections` SMTP connections.
    Smtp {
        smtp: AsyncSmtpTransport<Tokio1Executor>,
        connections: u32,
    },
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
    /// `smtp://user:pass@host:port` or `smtps://…` (lettre's URL form); with no URL, the folder.
    pub fn from_settings(smtp_url: Option<&str>, connections: u32, folder: PathBuf) -> anyhow::Result<Transport> {
        match smtp_url {
            Some(url) => Ok(Transport::Smtp {
                smtp: AsyncSmtpTransport::<Tokio1Executor>::from_url(url)?
                    .timeout(Some(std::time::Duration::from_secs(20)))
                    .pool_config(PoolConfig::new().max_size(connections))
                    .build(),
                connections,
            }),
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
            Transport::Smtp { smtp, .. } => smtp.send(message).await.map(|_| ()).map_err(|e| SendError {
                permanent: e.is_permanent(),
                refused_by_server: e.is_permanent(),
                message: e.to_string(),
            }),
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
