//! Settings, read from the environment. Every setting has a default that works on a newcomer's machine.

use std::path::PathBuf;

/// What `fieldpost serve` needs to know.
#[derive(Debug, Clone)]
pub struct Settings {
    /// PostgreSQL to use; `None` starts a private server in `data_dir`.
    pub database_url: Option<String>,
    /// Address and port to listen on.
    pub bind: String,
    /// The address players reach the service at; its origin is the only one forms are accepted from.
    pub base_url: String,
    /// Where the private PostgreSQL keeps its data, and mail goes when no SMTP server is set.
    pub data_dir: PathBuf,
    /// `smtp://user:pass@host:port` or `smtps://…`; `None` delivers to the mailbox folder.
    pub smtp_url: Option<String>,
    /// The sender of every mail.
    pub mail_from: String,
}

/// The settings `fieldpost serve --help` lists, with their environment variables.
pub const ENVIRONMENT_HELP: &str = "\
Environment:
  DATABASE_URL        PostgreSQL to use, e.g. postgres://user@host/db. Unset: a private PostgreSQL is started
                      from this machine's PostgreSQL binaries, in FIELDPOST_DATA_DIR/postgres.
  BIND                address to listen on (default 127.0.0.1:8080)
  BASE_URL            the address players use (default http://BIND); forms from other origins are refused,
                      and cookies are Secure when it starts with https://
  FIELDPOST_DATA_DIR  data folder (default ./fieldpost-data)
  SMTP_URL            mail server, smtp://user:password@host:port (STARTTLS with ?tls=required) or
                      smtps://user:password@host:port. Unset: mail is written to FIELDPOST_DATA_DIR/mailbox and
                      players read theirs at /mailbox.
  MAIL_FROM           sender of the mails (default \"Fieldpost <fieldpost@localhost>\")
  RUST_LOG            log filter (default info)";

impl Settings {
    pub fn from_env() -> Settings {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        let bind = var("BIND").unwrap_or_else(|| "127.0.0.1:8080".to_string());
        let base_url = var("BASE_URL").unwrap_or_else(|| format!("http://{bind}"));
        Settings {
            database_url: var("DATABASE_URL"),
            base_url: base_url.trim_end_matches('/').to_string(),
            bind,
            data_dir: var("FIELDPOST_DATA_DIR").map_or_else(|| PathBuf::from("fieldpost-data"), PathBuf::from),
            smtp_url: var("SMTP_URL"),
            mail_from: var("MAIL_FROM").unwrap_or_else(|| "Fieldpost <fieldpost@localhost>".to_string()),
        }
    }

    /// The folder mail is written to when no SMTP server is configured.
    pub fn mailbox_dir(&self) -> PathBuf {
        self.data_dir.join("mailbox")
    }
}
