//! A real SMTP server for the tests: Debian's aiosmtpd, storing what it receives in a Maildir.

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fieldpost::mail::Transport;
use lettre::message::Mailbox;

pub struct SmtpServer {
    pub port: u16,
    dir: PathBuf,
    child: Option<Child>,
    tls: Option<SmtpTls>,
}

/// How a server with TLS offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpTls {
    /// STARTTLS, required before any mail (`smtp://…?tls=required`).
    StartTls,
    /// TLS from the first byte (`smtps://`).
    Implicit,
}

/// A mail as it arrived.
#[derive(Debug, Clone)]
pub struct Received {
    pub message_id: String,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub unsubscribe: Option<String>,
    pub one_click: bool,
    pub reply_to: Option<String>,
    /// The envelope sender, as aiosmtpd wrote it in `X-MailFrom`.
    pub return_path: Option<String>,
}

impl Received {
    /// The first link of the text part that starts with `base`.
    pub fn link(&self, base: &str) -> String {
        let at = self
            .text
            .find(base)
            .unwrap_or_else(|| panic!("a link in {}", self.text));
        self.text[at..].split_whitespace().next().unwrap().to_string()
    }
}

impl SmtpServer {
    /// A server on a free port, not started yet.
    pub fn new() -> SmtpServer {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let dir = std::env::temp_dir().join(format!("fieldpost-smtp-{port}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        SmtpServer {
            port,
            dir,
            child: None,
            tls: None,
        }
    }

    /// A started server with TLS, its certificate signed by an authority of its own (`ca_file`).
    pub fn started_with_tls(tls: SmtpTls) -> SmtpServer {
        let mut s = SmtpServer::new();
        s.tls = Some(tls);
        s.make_certificates();
        s.start();
        s
    }

    fn tls_dir(&self) -> PathBuf {
        self.dir.with_extension("tls")
    }

    /// The authority's certificate, which a client must be told to trust.
    pub fn ca_file(&self) -> PathBuf {
        self.tls_dir().join("ca.pem")
    }

    /// An authority and a certificate for `localhost` signed by it (a self-signed server certificate would be
    /// refused as an authority used as a server).
    fn make_certificates(&self) {
        let dir = self.tls_dir();
        std::fs::create_dir_all(&dir).unwrap();
        let openssl = |args: &[&str]| {
            let out = Command::new("openssl")
                .args(args)
                .current_dir(&dir)
                .output()
                .expect("openssl");
            assert!(
                out.status.success(),
                "openssl {args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        };
        openssl(&[
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=Test mail CA",
            "-keyout",
            "ca.key",
            "-out",
            "ca.pem",
        ]);
        openssl(&[
            "req",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-subj",
            "/CN=localhost",
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
        ]);
        std::fs::write(
            dir.join("server.ext"),
            "subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
        )
        .unwrap();
        openssl(&[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            "server.ext",
            "-out",
            "server.pem",
        ]);
    }

    pub fn started() -> SmtpServer {
        let mut s = SmtpServer::new();
        s.start();
        s
    }

    pub fn start(&mut self) {
        let (cert, key) = (self.tls_dir().join("server.pem"), self.tls_dir().join("server.key"));
        let tls_args = match self.tls {
            None => Vec::new(),
            Some(SmtpTls::StartTls) => vec!["--tlscert".into(), cert, "--tlskey".into(), key],
            Some(SmtpTls::Implicit) => vec!["--smtpscert".into(), cert, "--smtpskey".into(), key],
        };
        let child = Command::new("/usr/bin/python3")
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{}", self.port)])
            .args(tls_args)
            .args(["-c", "aiosmtpd.handlers.Mailbox"])
            .arg(&self.dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("aiosmtpd must be installed (scripts/test installs Debian's python3-aiosmtpd)");
        self.child = Some(child);
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", self.port)).is_ok() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("aiosmtpd did not start");
    }

    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    /// A transport to this server, trusting its authority.
    pub fn transport(&self) -> (Transport, Mailbox) {
        self.transport_trusting(self.tls.map(|_| self.ca_file()).as_deref())
    }

    /// A transport to this server that trusts `ca_file` besides the system's authorities.
    pub fn transport_trusting(&self, ca_file: Option<&std::path::Path>) -> (Transport, Mailbox) {
        let url = match self.tls {
            None => format!("smtp://127.0.0.1:{}", self.port),
            Some(SmtpTls::StartTls) => format!("smtp://localhost:{}?tls=required", self.port),
            Some(SmtpTls::Implicit) => format!("smtps://localhost:{}", self.port),
        };
        let transport = Transport::from_settings(
            Some(&url),
            ca_file,
            fieldpost::mail::transport::DEFAULT_CONNECTIONS,
            self.dir.clone(),
        )
        .unwrap();
        (transport, "Fieldpost <fieldpost@example.org>".parse().unwrap())
    }

    /// Every mail received so far, in the order they were queued (a worker sends several at once, so they may
    /// arrive in another).
    pub fn received(&self) -> Vec<Received> {
        let Ok(entries) = std::fs::read_dir(self.dir.join("new")) else {
            return Vec::new();
        };
        let mut files: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
        files.sort_by_key(|p| std::fs::metadata(p).unwrap().modified().unwrap());
        let mut mails = files
            .iter()
            .map(|path| {
                let raw = std::fs::read(path).unwrap();
                let parsed = mailparse::parse_mail(&raw).unwrap();
                let header = |name: &str| {
                    use mailparse::MailHeaderMap;
                    parsed.headers.get_first_value(name)
                };
                let part = |mime: &str| {
                    parsed
                        .subparts
                        .iter()
                        .find(|p| p.ctype.mimetype == mime)
                        .map(|p| p.get_body().unwrap())
                        .unwrap_or_default()
                };
                Received {
                    message_id: header("Message-ID").unwrap_or_default(),
                    to: header("To").unwrap_or_default(),
                    subject: header("Subject").unwrap_or_default(),
                    text: part("text/plain"),
                    html: part("text/html"),
                    unsubscribe: header("List-Unsubscribe").map(|v| v.trim_matches(['<', '>']).to_string()),
                    one_click: header("List-Unsubscribe-Post").as_deref() == Some("List-Unsubscribe=One-Click"),
                    reply_to: header("Reply-To").map(|v| v.trim().trim_matches(['<', '>']).to_string()),
                    return_path: header("X-MailFrom").map(|v| v.trim().trim_matches(['<', '>']).to_string()),
                }
            })
            .collect::<Vec<_>>();
        // The outbox number in the Message-ID (`<fieldpost.ID.TIME@…>`); the sort keeps arrival order among equals.
        mails.sort_by_key(|m| {
            m.message_id
                .split('.')
                .nth(1)
                .and_then(|id| id.parse::<i64>().ok())
                .unwrap_or(i64::MAX)
        });
        mails
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_dir_all(&self.dir);
        let _ = std::fs::remove_dir_all(self.tls_dir());
    }
}
