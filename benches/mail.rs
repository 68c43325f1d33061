//! Mail delivery rate: mails queued in the outbox and sent into a local SMTP server (Debian's aiosmtpd, which
//! throws away what it receives) by one worker, then by two workers at once, as `fieldpost worker` runs them;
//! and, in the same run, what the server takes from plain clients (Python's `smtplib`, one process per
//! connection) over as many connections as one worker keeps, mails of the same size: the rate the worker is
//! measured against.
//!
//! `cargo bench --bench mail` (aiosmtpd: `apt install python3-aiosmtpd`). Options after `--`: `--mails N`
//! (3000 per run), `--connections N` (SMTP connections per worker, as `SMTP_CONNECTIONS`; default 8).

#[path = "common/smtp_sink.rs"]
mod smtp_sink;
#[path = "common/support.rs"]
mod support;

use std::process::{Command, Stdio};
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

/// Queues `count` turn-sized mails to one account.
async fn queue(env: &Env, user: fieldpost::db::UserId, count: usize) {
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
        outbox::enqueue(&env.pool, &mail, now).await.unwrap();
    }
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
/// the server and `smtplib.sendmail` in a loop, all starting at one moment once connected. Returns mails a
/// second.
fn plain_clients(port: u16, connections: usize, mails: usize, message: &[u8]) -> f64 {
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
        + 2.0;
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
    (each * connections) as f64 / slowest
}

fn main() {
    support::measure(run);
}

async fn run() {
    let mails = support::arg("--mails", 3000) as usize;
    let connections = support::arg("--connections", fieldpost::mail::transport::DEFAULT_CONNECTIONS.into()) as u32;
    let admin_url = support::admin_url();
    let admin = sqlx::PgPool::connect(&admin_url).await.unwrap();
    support::describe_server(&admin).await;
    let name = support::new_database(&admin, "mail").await;
    let pool = fieldpost::db::connect(&support::with_database(&admin_url, &name), 20)
        .await
        .unwrap();
    let env = Env::new(
        pool.clone(),
        fieldpost::clock::Clock::System,
        "http://localhost".to_string(),
    );
    let (user, _) = fieldpost::db::seed::insert_users(&pool, 1, "not a hash", env.clock.now())
        .await
        .unwrap();
    let sink = smtp_sink::SmtpSink::start();
    let from: lettre::message::Mailbox = "Fieldpost <fieldpost@example.org>".parse().unwrap();
    println!("{mails} mails per run, {} at a time in each worker", connections);
    println!();
    println!("| sender | mails | seconds | mails/s |");
    println!("| --- | --- | --- | --- |");
    let mut one_worker = 0.0;
    for workers in [1, 2] {
        queue(&env, user, mails).await;
        let start = Instant::now();
        let mut running = Vec::new();
        for _ in 0..workers {
            // Each worker its own transport, as each `fieldpost worker` process has.
            let url = format!("smtp://127.0.0.1:{}", sink.port);
            let transport = Transport::from_settings(Some(&url), None, connections, std::env::temp_dir()).unwrap();
            let (env, from) = (env.clone(), from.clone());
            running.push(tokio::spawn(async move {
                mail_delivery::drain(&env, &transport, &from).await.unwrap()
            }));
        }
        let mut sent = 0;
        for r in running {
            sent += r.await.unwrap();
        }
        let elapsed = start.elapsed().as_secs_f64();
        assert_eq!(sent, mails, "every mail sent once");
        let rate = sent as f64 / elapsed;
        if workers == 1 {
            one_worker = rate;
        }
        println!("| {workers} worker(s) | {sent} | {elapsed:.2} | {rate:.0} |");
    }
    let plain = plain_clients(sink.port, connections as usize, mails, &one_mail(&from));
    println!(
        "| {connections} smtplib clients | {mails} | {:.2} | {plain:.0} |",
        mails as f64 / plain
    );
    println!();
    println!(
        "one worker / plain clients over {connections} connections: {:.2}",
        one_worker / plain
    );
    pool.close().await;
    support::drop_database(&admin, &name).await;
}
