//! SMTP connections we open ourselves and hand to lettre, kept open between mails.
//!
//! lettre writes a mail's closing dot in a write of its own. On a socket that waits to gather small writes
//! (Nagle's algorithm) that dot waits for the server's delayed acknowledgement of the body, about 40 ms on Linux,
//! which held one connection to some 20 mails a second. lettre's own connections cannot be told otherwise, so we
//! connect, set `TCP_NODELAY`, add TLS where the address asks for it, and let lettre speak SMTP over the stream.
//! lettre does not pipeline its commands (RFC 2920), so each mail still waits for a reply to MAIL, RCPT and DATA:
//! three round trips, short on the networks a worker and its relay share.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use lettre::address::Envelope;
use lettre::transport::smtp::authentication::{Credentials, DEFAULT_MECHANISMS};
use lettre::transport::smtp::client::{AsyncSmtpConnection, AsyncTokioStream, Certificate, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use rustls::pki_types::pem::PemObject;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// How long connecting, greeting and signing in may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(20);
/// How long one mail's conversation may take before the connection is given up (the mail is tried again later).
const SEND_TIMEOUT: Duration = Duration::from_secs(60);
/// A connection unused this long is closed rather than reused: servers drop idle clients after some minutes
/// (Postfix after 300 s), and a mail sent into a connection the server has just closed would fail.
const IDLE_LIMIT: Duration = Duration::from_secs(60);
/// A connection idle this long is asked whether it is still there (NOOP) before it carries a mail. Between mails
/// sent one after another the question would only add a round trip.
const CHECK_AFTER: Duration = Duration::from_secs(1);

/// How the conversation is protected, from the address's scheme and `?tls=`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Security {
    /// `smtp://host` (a relay on the same machine or network).
    Plain,
    /// `smtp://host?tls=required` (STARTTLS or nothing) or `?tls=opportunistic` (STARTTLS where offered).
    StartTls { required: bool },
    /// `smtps://host`: TLS from the first byte.
    Implicit,
}

/// A mail server as `SMTP_URL` names it: `smtp://user:password@host:port/hello-name?tls=…` or `smtps://…`, the
/// forms lettre's own URLs take.
#[derive(Clone)]
pub struct SmtpServer {
    host: String,
    port: u16,
    security: Security,
    hello: ClientId,
    credentials: Option<Credentials>,
    /// Certificates trusted besides the system's, for a relay whose certificate a private authority signed.
    extra_roots: Vec<Certificate>,
    /// The TLS settings for `smtps://`, made once.
    implicit_tls: Option<tokio_rustls::TlsConnector>,
}

impl std::fmt::Debug for SmtpServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the password.
        write!(f, "{:?} {}:{}", self.security, self.host, self.port)
    }
}

impl SmtpServer {
    /// Reads the address; `ca_pem` is a PEM file's content of further certificates to trust.
    pub fn from_url(url: &str, ca_pem: Option<&[u8]>) -> anyhow::Result<SmtpServer> {
        let parsed = url::Url::parse(url).map_err(|e| anyhow::anyhow!("SMTP_URL is not an address: {e}"))?;
        let host = parsed
            .host_str()
            .ok_or_else(|| anyhow::anyhow!("SMTP_URL names no host"))?
            .trim_matches(['[', ']'])
            .to_string();
        let tls = parsed
            .query_pairs()
            .find(|(k, _)| k == "tls")
            .map(|(_, v)| v.into_owned());
        let (security, default_port) = match (parsed.scheme(), tls.as_deref()) {
            ("smtp", None) => (Security::Plain, 25),
            ("smtp", Some("required")) => (Security::StartTls { required: true }, 587),
            ("smtp", Some("opportunistic")) => (Security::StartTls { required: false }, 587),
            ("smtps", None) => (Security::Implicit, 465),
            (scheme, tls) => anyhow::bail!(
                "SMTP_URL: {scheme}:// with tls={tls:?} is not a form we know (smtp://, smtp://…?tls=required, smtp://…?tls=opportunistic, smtps://)"
            ),
        };
        let hello = match parsed.path().trim_matches('/') {
            "" => ClientId::default(),
            name => ClientId::Domain(name.to_string()),
        };
        let decode = |s: &str| -> anyhow::Result<String> {
            Ok(percent_encoding::percent_decode_str(s).decode_utf8()?.into_owned())
        };
        let credentials = match parsed.password() {
            Some(password) => Some(Credentials::new(decode(parsed.username())?, decode(password)?)),
            None => None,
        };
        let extra_roots = match ca_pem {
            Some(pem) => split_pem(pem)
                .into_iter()
                .map(|one| Certificate::from_pem(one.as_bytes()))
                .collect::<Result<Vec<_>, _>>()?,
            None => Vec::new(),
        };
        let implicit_tls = match security {
            Security::Implicit => Some(implicit_tls_connector(ca_pem)?),
            _ => None,
        };
        Ok(SmtpServer {
            port: parsed.port().unwrap_or(default_port),
            host,
            security,
            hello,
            credentials,
            extra_roots,
            implicit_tls,
        })
    }

    fn tls_parameters(&self) -> Result<TlsParameters, lettre::transport::smtp::Error> {
        self.extra_roots
            .iter()
            .cloned()
            .fold(TlsParameters::builder(self.host.clone()), |b, cert| {
                b.add_root_certificate(cert)
            })
            .build_rustls()
    }

    /// A new connection, greeted, protected as the address asks, and signed in.
    async fn connect(&self) -> anyhow::Result<AsyncSmtpConnection> {
        let tcp = TcpStream::connect((self.host.as_str(), self.port)).await?;
        tcp.set_nodelay(true)?;
        let stream: Box<dyn AsyncTokioStream> = match &self.implicit_tls {
            Some(connector) => {
                let name = rustls::pki_types::ServerName::try_from(self.host.clone())?;
                Box::new(Tls(connector.connect(name, tcp).await?))
            }
            None => Box::new(tcp),
        };
        let mut conn = AsyncSmtpConnection::connect_with_transport(stream, &self.hello).await?;
        if let Security::StartTls { required } = self.security {
            if conn.can_starttls() {
                conn.starttls(self.tls_parameters()?, &self.hello).await?;
            } else if required {
                anyhow::bail!("the mail server does not offer STARTTLS, which SMTP_URL requires");
            }
        }
        if let Some(credentials) = &self.credentials {
            conn.auth(DEFAULT_MECHANISMS, credentials).await?;
        }
        Ok(conn)
    }
}

/// The PEM blocks of a file, one certificate each (lettre reads one at a time).
fn split_pem(pem: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(pem);
    let end = "-----END CERTIFICATE-----";
    text.split_inclusive(end)
        .filter(|block| block.contains("-----BEGIN CERTIFICATE-----"))
        .map(|block| block.trim_start().to_string())
        .collect()
}

fn implicit_tls_connector(ca_pem: Option<&[u8]>) -> anyhow::Result<tokio_rustls::TlsConnector> {
    let mut roots = rustls::RootCertStore::empty();
    roots.add_parsable_certificates(rustls_native_certs::load_native_certs().certs);
    if let Some(pem) = ca_pem {
        for block in split_pem(pem) {
            let der = rustls::pki_types::CertificateDer::from_pem_slice(block.as_bytes())
                .map_err(|e| anyhow::anyhow!("SMTP_CA_FILE: {e}"))?;
            roots.add(der)?;
        }
    }
    let config = rustls::ClientConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(tokio_rustls::TlsConnector::from(Arc::new(config)))
}

/// A TLS stream as lettre takes one (its trait is not implemented for tokio-rustls's type).
#[derive(Debug)]
struct Tls(tokio_rustls::client::TlsStream<TcpStream>);

impl AsyncTokioStream for Tls {
    fn peer_addr(&self) -> io::Result<SocketAddr> {
        self.0.get_ref().0.peer_addr()
    }
}

impl AsyncRead for Tls {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl AsyncWrite for Tls {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

/// Why a mail did not go through a connection.
#[derive(Debug, thiserror::Error)]
pub enum SmtpError {
    /// The server answered no: `permanent` for a 5xx reply (the address counts as bouncing).
    #[error("{source}")]
    Refused {
        permanent: bool,
        source: lettre::transport::smtp::Error,
    },
    /// No connection, or it broke or stalled: worth trying again later.
    #[error("{0}")]
    Unreachable(String),
}

/// The connections of one transport that are open and idle. How many are in use at once is the caller's to
/// limit (the mail worker sends `SMTP_CONNECTIONS` mails at a time); at most that many are kept.
pub struct SmtpPool {
    server: SmtpServer,
    keep: usize,
    idle: Mutex<Vec<(AsyncSmtpConnection, Instant)>>,
}

impl SmtpPool {
    pub fn new(server: SmtpServer, keep: usize) -> SmtpPool {
        SmtpPool {
            server,
            keep,
            idle: Mutex::new(Vec::new()),
        }
    }

    fn idle(&self) -> std::sync::MutexGuard<'_, Vec<(AsyncSmtpConnection, Instant)>> {
        self.idle.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// An idle connection that still answers, else a new one.
    async fn take(&self) -> Result<AsyncSmtpConnection, SmtpError> {
        loop {
            let reusable = {
                let mut idle = self.idle();
                idle.retain(|(_, since)| since.elapsed() < IDLE_LIMIT);
                idle.pop()
            };
            let Some((mut conn, since)) = reusable else { break };
            if since.elapsed() < CHECK_AFTER || conn.test_connected().await {
                return Ok(conn);
            }
            conn.abort().await;
        }
        match tokio::time::timeout(CONNECT_TIMEOUT, self.server.connect()).await {
            Ok(Ok(conn)) => Ok(conn),
            Ok(Err(e)) => Err(SmtpError::Unreachable(format!(
                "connecting to {:?}: {e:#}",
                self.server
            ))),
            Err(_) => Err(SmtpError::Unreachable(format!(
                "connecting to {:?} timed out",
                self.server
            ))),
        }
    }

    /// Sends one mail. A connection that carried it is kept for the next; one that failed is closed.
    pub async fn send(&self, envelope: &Envelope, message: &[u8]) -> Result<(), SmtpError> {
        let mut conn = self.take().await?;
        match tokio::time::timeout(SEND_TIMEOUT, conn.send(envelope, message)).await {
            Ok(Ok(_)) => {
                let mut idle = self.idle();
                if idle.len() < self.keep && !conn.has_broken() {
                    idle.push((conn, Instant::now()));
                }
                Ok(())
            }
            Ok(Err(e)) if e.is_permanent() || e.is_transient() => Err(SmtpError::Refused {
                permanent: e.is_permanent(),
                source: e,
            }),
            broken => {
                // The server went away or stalled: the other idle connections to it are likely dead too, and
                // each would cost a mail one more failed attempt.
                self.idle().clear();
                Err(SmtpError::Unreachable(match broken {
                    Ok(Err(e)) => e.to_string(),
                    _ => format!("{:?} did not answer within {} s", self.server, SEND_TIMEOUT.as_secs()),
                }))
            }
        }
    }
}
