//! Mail delivery rate: mails queued in the outbox and sent into a local SMTP server (Debian's aiosmtpd, which
//! throws away what it receives) by one worker, then by two workers at once, as `fieldpost worker` runs them;
//! and, in the same run, what the server takes from plain clients (Python's `smtplib`, one process per
//! connection) over as many connections as one worker keeps, mails of the same size: the rate the worker is
//! measured against.
//!
//! `cargo bench --bench mail` (aiosmtpd: `apt install python3-aiosmtpd`). Options after `--`: `--mails N`
//! (3000 for each sender), `--rounds N` (5: the senders take turns, each sending its share of the mails in every
//! round, so that a change in the machine's speed during the run slows them alike), `--connections N` (SMTP
//! connections per worker, as `SMTP_CONNECTIONS`; default 8).

#[path = "common/smtp_sink.rs"]
mod smtp_sink;
#[path = "common/support.rs"]
mod support;

use std::process::{Command, Stdio};
use std::sync::{Arc, Barrier};
use std::time::Instant;

use fieldpost::app::Env;
use fieldpost::db::outbox::{self, MailAbout, MailKind, NewMail};
use fieldpost::jobs::mail_delivery;
use fieldpost::mail::Transport;

const SUBJECT: &str = "It is your move";

fn text() -> String {
    "Your opponent moved. It is your move.\n".repeat(20)
}

fn html() -> String {
    "<p>Your opponent moved. It is your move.</p>\n".repeat(20)
}

/// Queues `count` turn-sized mails to one account, due at `due`.
async fn queue(env: &Env, user: fieldpost::db::UserId, count: usize, due: chrono::DateTime<chrono::Utc>) {
    let now = env.clock.now();
    for i in 0..count {
        let mail = NewMail {
            about: MailAbout::Notice {
                kind: MailKind::PasswordChanged,
                at: now + chrono::Duration::microseconds(i as i64),
            },
            user,
            to: "player1@example.org".to_string(),
            subject: SUBJECT.to_string(),
            text: text(),
            html: html(),
            unsubscribe_url: None,
            reply_to: None,
        };
        outbox::enqueue(&env.pool, &mail, due).await.unwrap();
    }
}

/// One worker as `fieldpost worker` runs it: a thread of its own with a single-threaded runtime (actix's
/// `System`), its own pool and its own transport. It connects, waits at `start` with the others, drains the
/// outbox and returns how many mails it sent. On the bench's multi-threaded runtime instead, a fifth of the
/// worker's processor time went into waking its threads for one another.
fn worker(
    database_url: &str,
    smtp_url: &str,
    connections: u32,
    from: &lettre::message::Mailbox,
    start: Arc<Barrier>,
) -> std::thread::JoinHandle<usize> {
    let (database_url, smtp_url, from) = (database_url.to_string(), smtp_url.to_string(), from.clone());
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let pool = fieldpost::db::connect(&database_url, 20).await.unwrap();
            let env = Env::new(pool, fieldpost::clock::Clock::System, "http://localhost".to_string());
            let transport = Transport::from_settings(Some(&smtp_url), None, connections, std::env::temp_dir()).unwrap();
            start.wait();
            mail_delivery::drain(&env, &transport, &from).await.unwrap()
        })
    })
}

/// The bytes a worker sends for one of the queued mails, as lettre formats it.
fn one_mail(from: &lettre::message::Mailbox) -> Vec<u8> {
    lettre::Message::builder()
        .from(from.clone())
        .to("player1@example.org".parse().unwrap())
        .subject(SUBJECT)
        .multipart(lettre::message::MultiPart::alternative_plain_html(text(), html()))
        .unwrap()
        .formatted()
}

/// The client the worker is measured against: `connections` Python processes, each with one connection to
/// the server and `smtplib.sendmail` in a loop, all starting at one moment once connected. Returns how many
/// mails they sent and how long the slowest took, in seconds.
fn plain_clients(port: u16, connections: usize, mails: usize, message: &[u8]) -> (usize, f64) {
    const CLIENT: &str = r#"
import smtplib, sys, time
port, count, start, path = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
message = open(path, "rb").read()
client = smtplib.SMTP("127.0.0.1", port)
client.ehlo()
while time.time() < start:
    time.sleep(0.001)
for _ in range(count):
    client.sendmail("fieldpost@example.org", ["player1@example.org"], message)
print(time.time() - start)
client.quit()
"#;
    let path = std::env::temp_dir().join(format!("fieldpost-bench-mail-{}.eml", std::process::id()));
    std::fs::write(&path, message).unwrap();
    let start = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
        + 1.0;
    let each = mails / connections;
    let clients: Vec<_> = (0..connections)
        .map(|_| {
            Command::new("/usr/bin/python3")
                .args(["-c", CLIENT, &port.to_string(), &each.to_string(), &start.to_string()])
                .arg(&path)
                .stdout(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    let slowest = clients
        .into_iter()
        .map(|c| {
            let out = c.wait_with_output().unwrap();
            assert!(out.status.success(), "the plain client failed");
            String::from_utf8_lossy(&out.stdout).trim().parse::<f64>().unwrap()
        })
        .fold(0.0, f64::max);
    let _ = std::fs::remove_file(&path);
    (each * connections, slowest)
}

/// Processor seconds so far: aiosmtpd's, and this process's (the workers', while they run: the bench waits).
fn processor_seconds(sink: &smtp_sink::SmtpSink) -> [Option<f64>; 2] {
    [sink.processor_seconds(), smtp_sink::processor_seconds("self")]
}

/// What one sender did over the rounds: mails, seconds, and the processor seconds of aiosmtpd and of the
/// workers meanwhile.
#[derive(Default)]
struct Sent {
    mails: usize,
    seconds: f64,
    processor: [Option<f64>; 2],
}

impl Sent {
    fn add(&mut self, mails: usize, seconds: f64, before: [Option<f64>; 2], after: [Option<f64>; 2]) {
        self.mails += mails;
        self.seconds += seconds;
        for (i, used) in self.processor.iter_mut().enumerate() {
            *used = match (before[i], after[i]) {
                (Some(b), Some(a)) => Some(used.unwrap_or(0.0) + a - b),
                _ => None,
            };
        }
    }

    fn rate(&self) -> f64 {
        self.mails as f64 / self.seconds
    }

    /// Processor time a mail, of aiosmtpd (what the sender's conversation costs the server, whatever the
    /// machine's speed at the time) or of the workers.
    fn per_mail(&self, whose: usize) -> String {
        self.processor[whose].map_or("—".to_string(), |s| format!("{:.0} µs", s * 1e6 / self.mails as f64))
    }
}

/// Makes `count` more of the queued mails due now, the oldest first.
async fn make_due(pool: &sqlx::PgPool, count: usize) {
    sqlx::query(
        "UPDATE outbox SET next_attempt_at = now() WHERE id IN
           (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at > now() ORDER BY id LIMIT $1)",
    )
    .bind(count as i64)
    .execute(pool)
    .await
    .unwrap();
}

fn main() {
    support::measure(run);
}

async fn run() {
    let mails = support::arg("--mails", 3000) as usize;
    let rounds = support::arg("--rounds", 5).max(1) as usize;
    let connections = support::arg("--connections", fieldpost::mail::transport::DEFAULT_CONNECTIONS.into()) as u32;
    let admin_url = support::admin_url();
    let admin = sqlx::PgPool::connect(&admin_url).await.unwrap();
    support::describe_server(&admin).await;
    let name = support::new_database(&admin, "mail").await;
    let database_url = support::with_database(&admin_url, &name);
    let pool = fieldpost::db::connect(&database_url, 20).await.unwrap();
    let env = Env::new(
        pool.clone(),
        fieldpost::clock::Clock::System,
        "http://localhost".to_string(),
    );
    let (user, _) = fieldpost::db::seed::insert_users(&pool, 1, "not a hash", env.clock.now())
        .await
        .unwrap();
    // Every mail both worker runs send is queued first, due later; each round makes its share due. The queue is
    // as deep as the whole run's, and queueing is no part of any round.
    queue(&env, user, 2 * mails, env.clock.now() + chrono::Duration::days(1)).await;
    let sink = smtp_sink::SmtpSink::start();
    let url = format!("smtp://127.0.0.1:{}", sink.port);
    let from: lettre::message::Mailbox = "Fieldpost <fieldpost@example.org>".parse().unwrap();
    let message = one_mail(&from);
    let (mut one, mut two, mut plain) = (Sent::default(), Sent::default(), Sent::default());
    let mut shares = Vec::new();
    for round in 0..rounds {
        let share = mails / rounds + usize::from(round < mails % rounds);
        let mut rates = [0.0; 2];
        for (workers, sent) in [(1, &mut one), (2, &mut two)] {
            make_due(&pool, share).await;
            let before = processor_seconds(&sink);
            let start_together = Arc::new(Barrier::new(workers + 1));
            let running: Vec<_> = (0..workers)
                .map(|_| worker(&database_url, &url, connections, &from, start_together.clone()))
                .collect();
            let (seconds, handled) = tokio::task::block_in_place(|| {
                start_together.wait();
                let start = Instant::now();
                let handled: usize = running.into_iter().map(|w| w.join().unwrap()).sum();
                (start.elapsed().as_secs_f64(), handled)
            });
            assert_eq!(handled, share, "every mail sent once");
            sent.add(handled, seconds, before, processor_seconds(&sink));
            rates[workers - 1] = handled as f64 / seconds;
        }
        let before = processor_seconds(&sink);
        let (handled, seconds) = plain_clients(sink.port, connections as usize, share, &message);
        // The clients are processes of their own: this one's time is none of theirs.
        let [server, _] = processor_seconds(&sink);
        plain.add(handled, seconds, before, [server, None]);
        shares.push(rates[0] / (handled as f64 / seconds));
    }
    println!("{mails} mails for each sender in {rounds} rounds, taking turns; {connections} connections a worker");
    println!();
    println!("| sender | mails | seconds | mails/s | processor time a mail: aiosmtpd | the workers |");
    println!("| --- | --- | --- | --- | --- | --- |");
    for (label, sent) in [
        ("1 worker".to_string(), &one),
        ("2 workers".to_string(), &two),
        (format!("{connections} smtplib clients"), &plain),
    ] {
        println!(
            "| {label} | {} | {:.2} | {:.0} | {} | {} |",
            sent.mails,
            sent.seconds,
            sent.rate(),
            sent.per_mail(0),
            sent.per_mail(1)
        );
    }
    println!();
    let each: Vec<String> = shares.iter().map(|s| format!("{s:.2}")).collect();
    println!(
        "one worker / plain clients over {connections} connections: {:.2} (the rounds: {})",
        one.rate() / plain.rate(),
        each.join(", ")
    );
    pool.close().await;
    support::drop_database(&admin, &name).await;
}
