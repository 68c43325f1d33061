//! Settings, read from the environment. Every setting has a default that works on a newcomer's machine.

use std::net::IpAddr;
use std::ops::RangeInclusive;
use std::path::PathBuf;

/// What `fieldpost serve` and `fieldpost worker` need to know. Its `Debug` hides passwords.
#[derive(Clone)]
pub struct Settings {
    /// PostgreSQL to use; `None` starts a private server in `data_dir`.
    pub database_url: Option<String>,
    /// The most connections to PostgreSQL this process opens.
    pub database_connections: u32,
    /// Address and port to listen on.
    pub bind: String,
    /// The address players reach the service at; its origin is the only one forms are accepted from.
    pub base_url: String,
    /// Where the private PostgreSQL keeps its data, and mail goes when no SMTP server is set.
    pub data_dir: PathBuf,
    /// FIELDPOST_DATA_DIR chose `data_dir`, so it is used as it is, even where PostgreSQL cannot reach it.
    pub data_dir_chosen: bool,
    /// `smtp://user:pass@host:port` or `smtps://…`; `None` delivers to the mailbox folder.
    pub smtp_url: Option<String>,
    /// A PEM file of certificates to trust for the mail server besides the system's.
    pub smtp_ca_file: Option<PathBuf>,
    /// The sender of every mail.
    pub mail_from: String,
    /// SMTP connections each worker keeps open, one mail in flight on each.
    pub smtp_connections: u32,
    /// Where `/metrics` is served, apart from the players' address; `None` serves no metrics.
    pub metrics_bind: Option<String>,
    /// Log lines as JSON objects instead of text.
    pub json_logs: bool,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpAddr>,
    /// Rated games need a confirmed address.
    pub rated_needs_verified: bool,
    /// The most wall-clock time the computer player takes over a move.
    pub computer_think: std::time::Duration,
    /// The domain of reply and bounce addresses; `None` turns moves by mail and bounce handling off.
    pub inbound_domain: Option<String>,
    /// The authserv-id of the installation's own mail server in `Authentication-Results`.
    pub inbound_authserv_id: Option<String>,
    /// Where the LMTP listener listens; `None` runs none (`fieldpost mail-in` still takes mail).
    pub inbound_lmtp_bind: Option<String>,
    /// The largest inbound message taken, in bytes.
    pub inbound_max_bytes: usize,
}

/// The settings `fieldpost serve --help` lists, with their environment variables.
pub const ENVIRONMENT_HELP: &str = "\
Environment:
  DATABASE_URL        PostgreSQL to use, e.g. postgres://user@host/db. Unset: a private PostgreSQL is started
                      from this machine's PostgreSQL binaries, in FIELDPOST_DATA_DIR/postgres (durable, reachable
                      only through a socket folder of the user running Fieldpost).
  DATABASE_CONNECTIONS  the most connections to PostgreSQL the web server opens (shared out between its
                      workers) and a worker opens, 4 to 500 (default: 4 for each core of this machine, at least
                      8 and at most 20); the jobs serve runs beside its web server open a quarter as many again,
                      at least 4
  BIND                address to listen on (default 127.0.0.1:8080)
  BASE_URL            the address players use (default http://BIND); forms from other origins are refused,
                      and cookies are Secure when it starts with https://
  FIELDPOST_DATA_DIR  data folder (default ./fieldpost-data; for root, when the user that runs the private
                      PostgreSQL cannot enter ./fieldpost-data, /var/lib/fieldpost, made for the purpose)
  SMTP_URL            mail server, smtp://user:password@host:port (STARTTLS with ?tls=required) or
                      smtps://user:password@host:port. Unset: mail is written to FIELDPOST_DATA_DIR/mailbox and
                      players read theirs at /mailbox.
  SMTP_CA_FILE        PEM file of certificates to trust for the mail server's TLS besides the system's (a relay
                      whose certificate a private authority signed). Unset: the system's alone.
  MAIL_FROM           sender of the mails (default \"Fieldpost <fieldpost@localhost>\")
  SMTP_CONNECTIONS    SMTP connections each worker keeps open and sends over at once, 1 to 64 (default 8)
  METRICS_BIND        address for GET /metrics (Prometheus text), e.g. 127.0.0.1:9100. Unset: no metrics.
  TRUSTED_PROXIES     comma-separated addresses of reverse proxies whose X-Forwarded-For names the client
                      (default: none; the peer address is the client)
  RATED_NEEDS_VERIFIED  false lets players whose address is not confirmed play rated games (default true)
  COMPUTER_MOVE_MS    the most milliseconds (wall-clock) the computer player thinks over a move, 10 to 10000
                      (default 1000; it usually needs far less)
  INBOUND_DOMAIN      the domain whose mail Fieldpost takes in, e.g. play.example.org: turn mails then carry a
                      reply address there (a reply is a move), and every mail's envelope sender is a bounce
                      address there. Unset: no moves by mail, and bounces go to MAIL_FROM. (docs/deploy.md)
  INBOUND_LMTP_BIND   address for the LMTP listener the mail server hands that domain's mail to, e.g.
                      127.0.0.1:2424 (run by serve and by worker). Unset: none; `fieldpost mail-in` reads one
                      message on standard input instead.
  INBOUND_AUTHSERV_ID the name your mail server writes in Authentication-Results: a DMARC or DKIM fail there
                      refuses a reply. Unset: those fields are not read.
  INBOUND_MAX_KB      the largest inbound message taken, 64 to 65536 (default 1024)
  LOG_FORMAT          json for one JSON object per log line (default: text, coloured only on a terminal)
  RUST_LOG            log filter (default info,sqlx=warn)";

impl Settings {
    pub fn from_env() -> anyhow::Result<Settings> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let bind = var("BIND").unwrap_or_else(|| "127.0.0.1:8080".to_string());
        let base_url = var("BASE_URL").unwrap_or_else(|| format!("http://{bind}"));
        let trusted_proxies = var("TRUSTED_PROXIES")
            .unwrap_or_default()
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| {
                p.parse()
                    .map_err(|_| anyhow::anyhow!("TRUSTED_PROXIES: {p:?} is not an IP address"))
            })
            .collect::<anyhow::Result<_>>()?;
        let json_logs = match var("LOG_FORMAT").as_deref() {
            None | Some("text") => false,
            Some("json") => true,
            Some(other) => anyhow::bail!("LOG_FORMAT: {other:?} is neither text nor json"),
        };
        let rated_needs_verified = match var("RATED_NEEDS_VERIFIED").as_deref() {
            None | Some("true") => true,
            Some("false") => false,
            Some(other) => anyhow::bail!("RATED_NEEDS_VERIFIED: {other:?} is neither true nor false"),
        };
        let smtp_connections = number_in(
            var("SMTP_CONNECTIONS"),
            "SMTP_CONNECTIONS",
            1..=64,
            crate::mail::transport::DEFAULT_CONNECTIONS,
        )?;
        let computer_think = number_in(var("COMPUTER_MOVE_MS"), "COMPUTER_MOVE_MS", 10..=10_000, 1000)?;
        let data_dir = var("FIELDPOST_DATA_DIR");
        let inbound_domain = var("INBOUND_DOMAIN").map(|d| d.trim().to_lowercase());
        let inbound_lmtp_bind = var("INBOUND_LMTP_BIND");
        if inbound_lmtp_bind.is_some() && inbound_domain.is_none() {
            anyhow::bail!("INBOUND_LMTP_BIND is set but INBOUND_DOMAIN is not: the listener would know no address");
        }
        let inbound_max_kb = number_in(var("INBOUND_MAX_KB"), "INBOUND_MAX_KB", 64..=65536, 1024)?;
        Ok(Settings {
            database_url: var("DATABASE_URL"),
            database_connections: number_in(
                var("DATABASE_CONNECTIONS"),
                "DATABASE_CONNECTIONS",
                4..=500,
                default_database_connections(),
            )?,
            base_url: base_url.trim_end_matches('/').to_string(),
            bind,
            data_dir_chosen: data_dir.is_some(),
            data_dir: data_dir.map_or_else(|| PathBuf::from("fieldpost-data"), PathBuf::from),
            smtp_url: var("SMTP_URL"),
            smtp_ca_file: var("SMTP_CA_FILE").map(PathBuf::from),
            mail_from: var("MAIL_FROM").unwrap_or_else(|| "Fieldpost <fieldpost@localhost>".to_string()),
            smtp_connections,
            metrics_bind: var("METRICS_BIND"),
            json_logs,
            trusted_proxies,
            rated_needs_verified,
            computer_think: std::time::Duration::from_millis(computer_think.into()),
            inbound_domain,
            inbound_authserv_id: var("INBOUND_AUTHSERV_ID"),
            inbound_lmtp_bind,
            inbound_max_bytes: inbound_max_kb as usize * 1024,
        })
    }

    /// The folder mail is written to when no SMTP server is configured.
    pub fn mailbox_dir(&self) -> PathBuf {
        self.data_dir.join("mailbox")
    }
}

/// Connections to PostgreSQL when `DATABASE_CONNECTIONS` is unset: four for each core this process may run on,
/// at least 8 and at most 20. The default installation runs its private PostgreSQL on the same cores, and more
/// connections than those cores can serve only queue inside the database: on two cores, 8 served every page and
/// move as fast as 20 did, and their slowest answers came sooner (BENCHMARKS.md).
pub fn default_database_connections() -> u32 {
    connections_for_cores(std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// The connections `serve` opens for what it runs beside its web server (the jobs, `/metrics`), in a pool apart from
/// the web server's: a quarter of `total`, at least 4, as a worker alone needs (one is held for `LISTEN`).
pub fn connections_beside_web(total: u32) -> u32 {
    (total / 4).max(4)
}

fn connections_for_cores(cores: usize) -> u32 {
    u32::try_from(cores.saturating_mul(4).clamp(8, 20)).unwrap_or(20)
}

/// A whole-number setting, which must lie in `range`; `default` when unset.
fn number_in(value: Option<String>, name: &str, range: RangeInclusive<u32>, default: u32) -> anyhow::Result<u32> {
    let Some(text) = value else { return Ok(default) };
    text.trim().parse().ok().filter(|n| range.contains(n)).ok_or_else(|| {
        anyhow::anyhow!(
            "{name}: {text:?} is not a number from {} to {}",
            range.start(),
            range.end()
        )
    })
}

/// A URL with its password (if any) replaced, for logs and `Debug`.
pub fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some((credentials, host)) = rest.rsplit_once('@') else {
        return url.to_string();
    };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

impl std::fmt::Debug for Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Settings")
            .field("database_url", &self.database_url.as_deref().map(redacted))
            .field("database_connections", &self.database_connections)
            .field("bind", &self.bind)
            .field("base_url", &self.base_url)
            .field("data_dir", &self.data_dir)
            .field("data_dir_chosen", &self.data_dir_chosen)
            .field("smtp_url", &self.smtp_url.as_deref().map(redacted))
            .field("smtp_ca_file", &self.smtp_ca_file)
            .field("mail_from", &self.mail_from)
            .field("smtp_connections", &self.smtp_connections)
            .field("metrics_bind", &self.metrics_bind)
            .field("json_logs", &self.json_logs)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("rated_needs_verified", &self.rated_needs_verified)
            .field("computer_think", &self.computer_think)
            .field("inbound_domain", &self.inbound_domain)
            .field("inbound_authserv_id", &self.inbound_authserv_id)
            .field("inbound_lmtp_bind", &self.inbound_lmtp_bind)
            .field("inbound_max_bytes", &self.inbound_max_bytes)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::{connections_beside_web, connections_for_cores, number_in, redacted};

    #[test]
    fn connections_follow_the_cores_within_bounds() {
        let by_cores: Vec<u32> = [1, 2, 3, 4, 5, 64].into_iter().map(connections_for_cores).collect();
        assert_eq!(by_cores, [8, 8, 12, 16, 20, 20]);
    }

    #[test]
    fn the_jobs_beside_the_web_server_get_a_quarter_and_never_fewer_than_a_worker_needs() {
        let beside: Vec<u32> = [4, 8, 20, 40, 500].into_iter().map(connections_beside_web).collect();
        assert_eq!(beside, [4, 4, 5, 10, 125]);
    }

    #[test]
    fn numbers_outside_their_range_are_refused_by_name() {
        assert_eq!(number_in(None, "N", 1..=64, 8).unwrap(), 8);
        assert_eq!(number_in(Some(" 12 ".into()), "N", 1..=64, 8).unwrap(), 12);
        for bad in ["0", "65", "-1", "eight", "1.5"] {
            let refused = number_in(Some(bad.into()), "N", 1..=64, 8).unwrap_err().to_string();
            assert_eq!(refused, format!("N: {bad:?} is not a number from 1 to 64"));
        }
    }

    #[test]
    fn passwords_never_show() {
        assert_eq!(
            redacted("smtp://mailer:s3cret@mail.example:587"),
            "smtp://mailer:***@mail.example:587"
        );
        assert_eq!(
            redacted("postgres://u:p@db/x?host=/run"),
            "postgres://u:***@db/x?host=/run"
        );
        assert_eq!(redacted("smtp://mail.example:25"), "smtp://mail.example:25");
        assert_eq!(redacted("postgres://u@db/x"), "postgres://u@db/x");
    }
}
