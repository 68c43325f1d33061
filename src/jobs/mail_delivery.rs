//! Mail delivery as a job: claims due mail with `FOR UPDATE SKIP LOCKED` under a lease, sends it, marks it
//! sent; retries temporary failures with growing delays and parks the rest as failed. Any number may run at
//! once.

use chrono::{DateTime, Duration, Utc};
use lettre::message::Mailbox;
use tokio::sync::{mpsc, watch};
use tracing::Instrument;

use crate::app::{Env, mail::bounces, secrets};
use crate::db::UserId;
use crate::db::outbox::{self, ClaimedMail, SentMail};
use crate::mail::addresses;
use crate::mail::transport::SendError;
use crate::mail::{OutgoingMail, Transport};

/// What one step of the worker did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Sent,
    /// A temporary failure: the mail waits for its next attempt.
    Retry,
    /// A permanent failure, or too many attempts: the mail is parked as failed.
    Parked,
    /// Nothing was due.
    Idle,
}

pub const MAX_ATTEMPTS: i32 = 8;
/// How long a claimed mail stays with its worker; after that another worker may take it.
pub const LEASE_SECS: f64 = 120.0;

fn backoff(attempts: i32) -> Duration {
    let secs = 30i64 << (attempts.clamp(1, 10) - 1);
    Duration::seconds(secs.min(6 * 3600))
}

/// Mails claimed at once. Finding several due mails costs one statement, about what finding one does, and each
/// statement's commit waits for the disk. Not many more: a worker that dies leaves its claimed mails waiting for
/// their leases to run out (this batch and those claimed ahead, at most one more for each connection).
const CLAIM_BATCH: i64 = 8;

/// Sent mails marked in one statement at most, and how many may wait to be marked before the senders wait too:
/// a mail sent and not yet marked is sent again if the worker dies, so the marking must not fall far behind.
pub const MARK_GROUP: usize = 32;
/// How long the marking gathers sent mails before it writes them. Writing as soon as one came made a statement
/// of two or three mails, a commit each; five milliseconds gather about twenty at a thousand mails a second.
const MARK_WAIT: std::time::Duration = std::time::Duration::from_millis(5);

const LEASE_LOST: &str = "the lease on this mail ran out while sending it: left as another worker or an admin set it";

/// Claims and sends at most one due mail.
pub async fn try_send_one(env: &Env, transport: &Transport, from: &Mailbox) -> anyhow::Result<Outcome> {
    let token = crate::app::account::accounts::random_token();
    let claimed = outbox::claim(&env.pool, env.clock.now(), LEASE_SECS, &token, 1).await?;
    match claimed.into_iter().next() {
        Some(mail) => deliver(env, transport, from, mail).await,
        None => Ok(Outcome::Idle),
    }
}

/// A claimed mail on its way to a sender, and when it was claimed.
struct Claimed {
    mail: ClaimedMail,
    at: std::time::Instant,
}

/// Claims due mails a batch at a time, ahead of the senders, until nothing more is due or `stop` turns: while
/// they send, the next mails are already claimed. When each sender claimed its own, a tenth of its time went
/// waiting for claims, and the claims of eight senders at once contended for the same rows. What it holds when
/// `stop` turns, or when every sender has gone, is given back untried.
async fn claim_ahead(env: Env, mut stop: watch::Receiver<bool>, ahead: mpsc::Sender<Claimed>) -> anyhow::Result<()> {
    while !*stop.borrow() {
        let token = crate::app::account::accounts::random_token();
        let at = std::time::Instant::now();
        let mails = outbox::claim(&env.pool, env.clock.now(), LEASE_SECS, &token, CLAIM_BATCH).await?;
        if mails.is_empty() {
            break;
        }
        let mut mails = mails.into_iter();
        while let Some(mail) = mails.next() {
            let room = tokio::select! {
                biased;
                _ = stop_turns(&mut stop) => None,
                room = ahead.reserve() => room.ok(),
            };
            let Some(room) = room else {
                let untried: Vec<i64> = std::iter::once(mail.id).chain(mails.map(|m| m.id)).collect();
                persist(|| outbox::release(&env.pool, &untried, &token)).await?;
                return Ok(());
            };
            room.send(Claimed { mail, at });
        }
    }
    Ok(())
}

/// Waits for `stop` to turn true; a `stop` whose sender is gone never turns.
async fn stop_turns(stop: &mut watch::Receiver<bool>) {
    if stop.wait_for(|s| *s).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// Sends the claimed mails one after another, handing each one sent to `marks`, until none is left or `stop`
/// turns. Returns how many it handled. A mail whose lease is half gone (past it, another worker may have taken
/// it and sent it too) is given back untried.
async fn send_claimed(
    env: &Env,
    transport: &Transport,
    from: &Mailbox,
    stop: &watch::Receiver<bool>,
    ahead: &tokio::sync::Mutex<mpsc::Receiver<Claimed>>,
    marks: &mpsc::Sender<SentMail>,
) -> anyhow::Result<usize> {
    let mut handled = 0;
    while !*stop.borrow() {
        let Some(Claimed { mail, at }) = ahead.lock().await.recv().await else {
            break;
        };
        if at.elapsed().as_secs_f64() > LEASE_SECS / 2.0 {
            let untried = [mail.id];
            persist(|| outbox::release(&env.pool, &untried, &mail.lease_token)).await?;
            continue;
        }
        let span = span_of(&mail);
        let now = env.clock.now();
        match send(env, transport, from, &mail).instrument(span.clone()).await? {
            Ok(()) => {
                span.in_scope(|| tracing::info!("sent"));
                marks
                    .send(SentMail::of(&mail, now))
                    .await
                    .map_err(|_| anyhow::anyhow!("the marking of sent mails stopped"))?;
            }
            Err(e) => {
                record(env, &mail, Err(e), now).instrument(span).await?;
            }
        }
        handled += 1;
    }
    Ok(handled)
}

/// Gives back the claimed mails no sender took (the channel closed), each claim's under its own lease.
async fn give_back(env: &Env, ahead: &mut mpsc::Receiver<Claimed>) -> Result<(), sqlx::Error> {
    let mut by_lease: std::collections::BTreeMap<String, Vec<i64>> = std::collections::BTreeMap::new();
    while let Ok(Claimed { mail, .. }) = ahead.try_recv() {
        by_lease.entry(mail.lease_token).or_default().push(mail.id);
    }
    for (token, ids) in by_lease {
        persist(|| outbox::release(&env.pool, &ids, &token)).await?;
    }
    Ok(())
}

/// Marks the mails the senders hand over as sent, those that came within `MARK_WAIT` of the first in one
/// statement: one commit's wait for the disk is shared by many mails, while a mail is still marked within a few
/// milliseconds of going out. Returns when every sender has dropped its end.
async fn mark_sent_in_groups(env: Env, mut sent: mpsc::Receiver<SentMail>) -> anyhow::Result<()> {
    let mut group = Vec::with_capacity(MARK_GROUP);
    while sent.recv_many(&mut group, MARK_GROUP).await > 0 {
        let deadline = tokio::time::Instant::now() + MARK_WAIT;
        while group.len() < MARK_GROUP {
            let room = MARK_GROUP - group.len();
            match tokio::time::timeout_at(deadline, sent.recv_many(&mut group, room)).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
        for id in persist(|| outbox::mark_sent(&env.pool, &group)).await? {
            tracing::warn!(mail_id = id, "{LEASE_LOST}");
        }
        group.clear();
    }
    Ok(())
}

fn span_of(mail: &ClaimedMail) -> tracing::Span {
    tracing::info_span!("send_mail", mail_id = mail.id, attempt = mail.attempts)
}

/// Sends one claimed mail and writes what became of it.
async fn deliver(env: &Env, transport: &Transport, from: &Mailbox, mail: ClaimedMail) -> anyhow::Result<Outcome> {
    async {
        let now = env.clock.now();
        let sent = send(env, transport, from, &mail).await?;
        record(env, &mail, sent, now).await
    }
    .instrument(span_of(&mail))
    .await
}

/// Hands a claimed mail to the transport. The outer error is ours (the database), the inner the transport's.
async fn send(
    env: &Env,
    transport: &Transport,
    from: &Mailbox,
    mail: &ClaimedMail,
) -> anyhow::Result<Result<(), SendError>> {
    let bounce_to = bounce_address(env, mail.id).await?;
    Ok(transport.send(from, &outgoing(mail, bounce_to)).await)
}

/// Writes what became of a mail sent at `now`: sent, to be tried again, or parked.
async fn record(
    env: &Env,
    mail: &ClaimedMail,
    sent: Result<(), SendError>,
    now: DateTime<Utc>,
) -> anyhow::Result<Outcome> {
    let (outcome, marked) = match sent {
        Ok(()) => {
            let sent = [SentMail::of(mail, now)];
            let lost = persist(|| outbox::mark_sent(&env.pool, &sent)).await?;
            tracing::info!("sent");
            (Outcome::Sent, lost.is_empty())
        }
        Err(e) if e.permanent || mail.attempts >= MAX_ATTEMPTS => {
            tracing::warn!(error = %e, "parked as failed");
            if let (true, Some(user)) = (e.refused_by_server, mail.user_id) {
                bounces::refused_by_server(env, UserId(user), &mail.to_address, &e.message).await?;
            }
            let marked = persist(|| outbox::mark_failed(&env.pool, mail, &e.message, None)).await?;
            (Outcome::Parked, marked)
        }
        Err(e) => {
            let at = now + backoff(mail.attempts);
            tracing::info!(error = %e, retry_at = %at, "will retry");
            let marked = persist(|| outbox::mark_failed(&env.pool, mail, &e.message, Some(at))).await?;
            (Outcome::Retry, marked)
        }
    };
    if !marked {
        tracing::warn!("{LEASE_LOST}");
    }
    Ok(outcome)
}

/// Writes what became of a mail, trying again while the database is away, for most of the lease: a mail that
/// went out but was never marked would be sent again when its lease runs out.
async fn persist<T, F, Fut>(mark: F) -> Result<T, sqlx::Error>
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Result<T, sqlx::Error>>,
{
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs_f64(LEASE_SECS * 0.8);
    loop {
        match mark().await {
            Err(e) if crate::db::is_unreachable(&e) && std::time::Instant::now() < give_up => {
                tokio::time::sleep(std::time::Duration::from_millis(500)).await;
            }
            result => return result,
        }
    }
}

/// Sends until nothing is due. Returns how many mails it handled.
pub async fn drain(env: &Env, transport: &Transport, from: &Mailbox) -> anyhow::Result<usize> {
    drain_until(env, transport, from, &watch::channel(false).1).await
}

/// Sends until nothing is due or `stop` turns true, as many mails at a time as the transport keeps connections
/// open, the mails claimed ahead of the senders (so the rate is bounded by the mail server rather than by waits on
/// the way). A mail being sent when `stop` turns is sent and marked. Returns how many mails it handled.
pub async fn drain_until(
    env: &Env,
    transport: &Transport,
    from: &Mailbox,
    stop: &watch::Receiver<bool>,
) -> anyhow::Result<usize> {
    let (marks, sent) = mpsc::channel(MARK_GROUP);
    let marking = tokio::spawn(mark_sent_in_groups(env.clone(), sent).in_current_span());
    let (claims, ahead) = mpsc::channel(transport.connections());
    let claiming = tokio::spawn(claim_ahead(env.clone(), stop.clone(), claims).in_current_span());
    let ahead = std::sync::Arc::new(tokio::sync::Mutex::new(ahead));
    let mut senders = tokio::task::JoinSet::new();
    for _ in 0..transport.connections() {
        let (env, transport, from, stop, ahead, marks) = (
            env.clone(),
            transport.clone(),
            from.clone(),
            stop.clone(),
            ahead.clone(),
            marks.clone(),
        );
        senders.spawn(async move { send_claimed(&env, &transport, &from, &stop, &ahead, &marks).await });
    }
    drop(marks);
    // Every sender is waited for, even after one failed: another may be between sending a mail and handing it
    // over to be marked. Then the claiming, told that no one takes its mails any more (it gives back what it
    // holds), and what it claimed that no sender took is given back; and then the marking, which ends when the
    // senders have.
    let mut handled = 0;
    let mut failed = None;
    while let Some(sender) = senders.join_next().await {
        match sender.map_err(anyhow::Error::from).and_then(|r| r) {
            Ok(n) => handled += n,
            Err(e) => {
                failed.get_or_insert(e);
            }
        }
    }
    let mut ahead = ahead.lock().await;
    ahead.close();
    let claimed = claiming.await.map_err(anyhow::Error::from).and_then(|r| r);
    let given_back = give_back(env, &mut ahead).await;
    // The marking's own failure first: a sender's "marking stopped" only follows from it.
    marking.await??;
    claimed?;
    given_back?;
    failed.map_or(Ok(handled), Err)
}

/// The mail's envelope sender on the inbound domain, so that a bounce names the mail; none without the domain.
async fn bounce_address(env: &Env, id: i64) -> anyhow::Result<Option<String>> {
    let Some(inbound) = &env.inbound else { return Ok(None) };
    let keys = secrets::mail_keys(env, false).await?;
    Ok(Some(addresses::bounce_address(&keys.current, &inbound.domain, id)))
}

fn outgoing(mail: &ClaimedMail, bounce_to: Option<String>) -> OutgoingMail {
    OutgoingMail {
        id: mail.id,
        queued_at: mail.created_at,
        to: mail.to_address.clone(),
        subject: mail.subject.clone(),
        text: mail.text_body.clone(),
        html: mail.html_body.clone(),
        unsubscribe_url: mail.unsubscribe_url.clone(),
        reply_to: mail.reply_to.clone(),
        bounce_to,
    }
}
