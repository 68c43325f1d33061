//! The `outbox` table: mail queued in the transaction of the event that caused it, claimed by workers.

use chrono::{DateTime, Utc};
use sqlx::PgExecutor;

use super::{GameId, TournamentId, UserId};

/// The kinds of mail, as the `kind` column and unsubscribe links name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MailKind {
    YourTurn,
    Challenge,
    GameStarted,
    GameOver,
    Reminder,
    /// The opponent wrote in a game's conversation, and no turn mail carries it.
    Message,
    /// An event one plays in started, paired a round, ended or was called off.
    Tournament,
    /// The day's one mail instead of turn mails.
    Digest,
    Verify,
    Reset,
    EmailChange,
    /// To the account's address: its password was changed.
    PasswordChanged,
    /// To the old address: the account's address was changed.
    EmailChanged,
    /// To an address in use: another account asked for it.
    AddressInUse,
    /// The answer to a reply that was not played: why, and the position.
    ReplyRefused,
    /// The answer to a reply that was played, when the player asked for one or their turn goes on.
    ReplyPlayed,
}

impl MailKind {
    /// The kinds a player can turn off, in the order the account page lists them.
    pub const OPTIONAL: [MailKind; 7] = [
        MailKind::YourTurn,
        MailKind::Challenge,
        MailKind::GameStarted,
        MailKind::GameOver,
        MailKind::Reminder,
        MailKind::Message,
        MailKind::Tournament,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::YourTurn => "your_turn",
            MailKind::Challenge => "challenge",
            MailKind::GameStarted => "game_started",
            MailKind::GameOver => "game_over",
            MailKind::Reminder => "reminder",
            MailKind::Message => "message",
            MailKind::Tournament => "tournament",
            MailKind::Digest => "digest",
            MailKind::Verify => "verify",
            MailKind::Reset => "reset",
            MailKind::EmailChange => "email_change",
            MailKind::PasswordChanged => "password_changed",
            MailKind::EmailChanged => "email_changed",
            MailKind::AddressInUse => "address_in_use",
            MailKind::ReplyRefused => "reply_refused",
            MailKind::ReplyPlayed => "reply_played",
        }
    }

    pub const ALL: [MailKind; 16] = [
        MailKind::YourTurn,
        MailKind::Challenge,
        MailKind::GameStarted,
        MailKind::GameOver,
        MailKind::Reminder,
        MailKind::Message,
        MailKind::Tournament,
        MailKind::Digest,
        MailKind::Verify,
        MailKind::Reset,
        MailKind::EmailChange,
        MailKind::PasswordChanged,
        MailKind::EmailChanged,
        MailKind::AddressInUse,
        MailKind::ReplyRefused,
        MailKind::ReplyPlayed,
    ];

    pub fn parse(name: &str) -> Option<MailKind> {
        MailKind::ALL.into_iter().find(|k| k.as_str() == name)
    }

    /// One of the kinds a player can turn off, by its name.
    pub fn optional(name: &str) -> Option<MailKind> {
        MailKind::OPTIONAL.into_iter().find(|k| k.as_str() == name)
    }

    /// The preference that decides whether this mail goes out: a digest stands in for turn mails, so it follows
    /// theirs; mails about the account itself always go.
    pub fn preference(self) -> Option<MailKind> {
        match self {
            MailKind::Digest => Some(MailKind::YourTurn),
            k if MailKind::OPTIONAL.contains(&k) => Some(k),
            _ => None,
        }
    }
}

/// What one mail is about. It names the mail's kind and game, and makes its idempotency key: the same event
/// can never queue the same mail to the same player twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailAbout {
    YourTurn {
        game: GameId,
        ply: u32,
    },
    Challenge {
        game: GameId,
    },
    GameStarted {
        game: GameId,
    },
    GameOver {
        game: GameId,
    },
    /// `turn` tells the turns of a game apart: the ply, or -1 during setup.
    Reminder {
        game: GameId,
        turn: i32,
    },
    /// `message` is the newest message the mail carries.
    Message {
        game: GameId,
        message: i64,
    },
    /// `event` tells an event's mails apart: `started`, `round-2`, `over`, `cancelled`.
    Tournament {
        tournament: TournamentId,
        event: String,
    },
    Digest {
        day: chrono::NaiveDate,
    },
    /// An account link; `token_start` is the first characters of its token.
    Account {
        kind: MailKind,
        token_start: String,
    },
    /// A notice that something about the account changed, at `at`.
    Notice {
        kind: MailKind,
        at: chrono::DateTime<chrono::Utc>,
    },
    /// The answer to a reply by mail: `played` or not, `message` names the reply (a hash of its key).
    Reply {
        game: GameId,
        played: bool,
        message: String,
    },
}

impl MailAbout {
    pub fn kind(&self) -> MailKind {
        match self {
            MailAbout::YourTurn { .. } => MailKind::YourTurn,
            MailAbout::Challenge { .. } => MailKind::Challenge,
            MailAbout::GameStarted { .. } => MailKind::GameStarted,
            MailAbout::GameOver { .. } => MailKind::GameOver,
            MailAbout::Reminder { .. } => MailKind::Reminder,
            MailAbout::Message { .. } => MailKind::Message,
            MailAbout::Tournament { .. } => MailKind::Tournament,
            MailAbout::Digest { .. } => MailKind::Digest,
            MailAbout::Account { kind, .. } | MailAbout::Notice { kind, .. } => *kind,
            MailAbout::Reply { played: true, .. } => MailKind::ReplyPlayed,
            MailAbout::Reply { played: false, .. } => MailKind::ReplyRefused,
        }
    }

    pub fn game(&self) -> Option<GameId> {
        match self {
            MailAbout::YourTurn { game, .. }
            | MailAbout::Challenge { game }
            | MailAbout::GameStarted { game }
            | MailAbout::GameOver { game }
            | MailAbout::Reminder { game, .. }
            | MailAbout::Message { game, .. }
            | MailAbout::Reply { game, .. } => Some(*game),
            MailAbout::Tournament { .. }
            | MailAbout::Digest { .. }
            | MailAbout::Account { .. }
            | MailAbout::Notice { .. } => None,
        }
    }

    pub fn idempotency_key(&self, to: UserId) -> String {
        let kind = self.kind().as_str();
        let user = to.0;
        match self {
            MailAbout::YourTurn { game, ply } => format!("{kind}:{user}:{game}:{ply}"),
            MailAbout::Reminder { game, turn } => format!("{kind}:{user}:{game}:{turn}"),
            MailAbout::Message { game, message } => format!("{kind}:{user}:{game}:{message}"),
            MailAbout::Challenge { game } | MailAbout::GameStarted { game } | MailAbout::GameOver { game } => {
                format!("{kind}:{user}:{game}")
            }
            MailAbout::Tournament { tournament, event } => format!("{kind}:{user}:{tournament}:{event}"),
            MailAbout::Digest { day } => format!("{kind}:{user}:{day}"),
            MailAbout::Account { token_start, .. } => format!("{kind}:{user}:{token_start}"),
            MailAbout::Notice { at, .. } => format!("{kind}:{user}:{}", at.timestamp_micros()),
            MailAbout::Reply { game, message, .. } => format!("{kind}:{user}:{game}:{message}"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::Type)]
#[sqlx(type_name = "mail_state", rename_all = "snake_case")]
pub enum MailState {
    Pending,
    Sent,
    Failed,
}

impl MailState {
    /// The message that names the state to a reader.
    pub fn message_id(self) -> &'static str {
        match self {
            MailState::Pending => "mailbox-queued",
            MailState::Sent => "mailbox-delivered",
            MailState::Failed => "mailbox-failed",
        }
    }

    /// The state as the admin's counts select on it (`admin-mail-count`): a count needs the plural a single
    /// mail's label does not have (Latvian *piegādātas: 31*).
    pub fn code(self) -> &'static str {
        match self {
            MailState::Pending => "pending",
            MailState::Sent => "sent",
            MailState::Failed => "failed",
        }
    }
}

/// A mail ready to queue.
#[derive(Debug, Clone)]
pub struct NewMail {
    pub about: MailAbout,
    pub user: UserId,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    pub unsubscribe_url: Option<String>,
    /// Where a reply goes (a turn mail's reply address).
    pub reply_to: Option<String>,
}

/// Queues a mail; a mail with the same key already queued makes this a no-op. Returns whether it was new.
pub async fn enqueue(db: impl PgExecutor<'_>, mail: &NewMail, now: DateTime<Utc>) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        r#"INSERT INTO outbox (idempotency_key, kind, user_id, game_id, to_address, subject, text_body, html_body,
                               unsubscribe_url, next_attempt_at, created_at, reply_to)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)
           ON CONFLICT (idempotency_key) DO NOTHING"#,
        mail.about.idempotency_key(mail.user),
        mail.about.kind() as MailKind,
        mail.user.0,
        mail.about.game().map(|g| g.0),
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        mail.unsubscribe_url,
        now,
        mail.reply_to
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, Clone)]
pub struct ClaimedMail {
    pub id: i64,
    /// The lease this claim holds: only it may mark the mail.
    pub lease_token: String,
    pub created_at: DateTime<Utc>,
    pub to_address: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub unsubscribe_url: Option<String>,
    pub reply_to: Option<String>,
    /// The account it was queued for: a refusal of its address counts against that account.
    pub user_id: Option<i64>,
    pub attempts: i32,
}

/// Claims up to `limit` due mails, the oldest first, for `lease` seconds, in its own short statement: a worker
/// that dies holding them lets the lease run out and another worker takes them. `token` names this claim.
pub async fn claim(
    db: impl PgExecutor<'_>,
    now: DateTime<Utc>,
    lease_secs: f64,
    token: &str,
    limit: i64,
) -> Result<Vec<ClaimedMail>, sqlx::Error> {
    sqlx::query_as!(
        ClaimedMail,
        r#"UPDATE outbox SET locked_until = $1 + make_interval(secs => $2), attempts = attempts + 1, lease_token = $3
           WHERE id IN (SELECT id FROM outbox
                        WHERE state = 'pending' AND next_attempt_at <= $1
                          AND (locked_until IS NULL OR locked_until <= $1)
                        ORDER BY next_attempt_at, id
                        FOR UPDATE SKIP LOCKED
                        LIMIT $4)
           RETURNING id, lease_token AS "lease_token!", created_at, to_address, subject, text_body, html_body,
                     unsubscribe_url, reply_to, user_id, attempts"#,
        now,
        lease_secs,
        token,
        limit
    )
    .fetch_all(db)
    .await
}

/// Gives back claimed mails that were not tried, for any worker to take at once; the claim did not count as an
/// attempt. Mails whose lease was lost meanwhile are left alone.
pub async fn release(db: impl PgExecutor<'_>, ids: &[i64], token: &str) -> Result<(), sqlx::Error> {
    sqlx::query!(
        r#"UPDATE outbox SET locked_until = NULL, lease_token = NULL, attempts = attempts - 1
           WHERE id = ANY($1) AND lease_token = $2 AND state = 'pending'"#,
        ids,
        token
    )
    .execute(db)
    .await?;
    Ok(())
}

/// A claimed mail that went out, waiting to be marked sent.
#[derive(Debug, Clone)]
pub struct SentMail {
    pub id: i64,
    pub lease_token: String,
    pub sent_at: DateTime<Utc>,
}

impl SentMail {
    pub fn of(mail: &ClaimedMail, sent_at: DateTime<Utc>) -> SentMail {
        SentMail {
            id: mail.id,
            lease_token: mail.lease_token.clone(),
            sent_at,
        }
    }
}

/// Marks claimed mails sent, in one statement: each commit waits for the disk, and a commit a mail was what held
/// a worker below the mail server's pace. Returns the ids of those whose lease was lost (another worker has the
/// mail, or an admin put it back): they are left unchanged.
pub async fn mark_sent(db: impl PgExecutor<'_>, sent: &[SentMail]) -> Result<Vec<i64>, sqlx::Error> {
    let ids: Vec<i64> = sent.iter().map(|m| m.id).collect();
    let tokens: Vec<String> = sent.iter().map(|m| m.lease_token.clone()).collect();
    let times: Vec<DateTime<Utc>> = sent.iter().map(|m| m.sent_at).collect();
    let marked = sqlx::query_scalar!(
        r#"UPDATE outbox SET state = 'sent', sent_at = m.sent_at, locked_until = NULL, lease_token = NULL,
                  last_error = NULL
           FROM unnest($1::bigint[], $2::text[], $3::timestamptz[]) AS m(id, token, sent_at)
           WHERE outbox.id = m.id AND outbox.lease_token = m.token AND outbox.state = 'pending'
           RETURNING outbox.id"#,
        &ids,
        &tokens,
        &times
    )
    .fetch_all(db)
    .await?;
    Ok(ids.into_iter().filter(|id| !marked.contains(id)).collect())
}

/// A failed attempt of a claimed mail: try again at `retry_at`, or park it as failed when `retry_at` is `None`.
/// Returns false, changing nothing, when the claim's lease was lost.
pub async fn mark_failed(
    db: impl PgExecutor<'_>,
    mail: &ClaimedMail,
    error: &str,
    retry_at: Option<DateTime<Utc>>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query!(
        r#"UPDATE outbox SET locked_until = NULL, lease_token = NULL, last_error = $3,
                  state = CASE WHEN $4::timestamptz IS NULL THEN 'failed'::mail_state ELSE state END,
                  next_attempt_at = COALESCE($4, next_attempt_at)
           WHERE id = $1 AND lease_token = $2 AND state = 'pending'"#,
        mail.id,
        mail.lease_token,
        error,
        retry_at
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A mail as the player's mailbox page lists it.
#[derive(Debug, Clone)]
pub struct ListedMail {
    pub id: i64,
    pub subject: String,
    pub text_body: String,
    pub created_at: DateTime<Utc>,
    pub state: MailState,
}

/// How many mails are in each state.
pub async fn counts(db: impl PgExecutor<'_>) -> Result<Vec<(MailState, i64)>, sqlx::Error> {
    let rows = sqlx::query!(
        r#"/* cold: the admin console counts every mail ever queued */
            SELECT state AS "state!: MailState", count(*) AS "n!" FROM outbox GROUP BY state ORDER BY 1"#
    )
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.state, r.n)).collect())
}

#[derive(Debug, Clone)]
pub struct FailedMail {
    pub id: i64,
    pub kind: MailKind,
    pub to_address: String,
    pub subject: String,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// Parked mails, and mails that failed at least once and wait for another attempt.
pub async fn troubled(db: impl PgExecutor<'_>) -> Result<Vec<FailedMail>, sqlx::Error> {
    sqlx::query_as!(
        FailedMail,
        r#"SELECT id, kind AS "kind: MailKind", to_address, subject, attempts, last_error, created_at FROM outbox
           WHERE state = 'failed' OR (state = 'pending' AND last_error IS NOT NULL)
           ORDER BY id DESC LIMIT 200"#
    )
    .fetch_all(db)
    .await
}

/// The mails queued for one account, newest first (its mailbox page, the admin's account page).
pub async fn sent_to(db: impl PgExecutor<'_>, user: UserId) -> Result<Vec<ListedMail>, sqlx::Error> {
    sqlx::query_as!(
        ListedMail,
        r#"SELECT id, subject, text_body, created_at, state AS "state: MailState"
           FROM outbox WHERE user_id = $1 ORDER BY id DESC LIMIT 50"#,
        user.0
    )
    .fetch_all(db)
    .await
}

/// The HTML part of one of the account's mails.
pub async fn html_of(db: impl PgExecutor<'_>, id: i64, user: UserId) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT html_body FROM outbox WHERE id = $1 AND user_id = $2",
        id,
        user.0
    )
    .fetch_optional(db)
    .await
}

/// Puts a mail back in the queue, due now, with its attempts forgotten. A mail a worker is sending right now
/// (its lease still running) is left to that worker. Returns the subject of the mail put back.
pub async fn retry(db: impl PgExecutor<'_>, id: i64, now: DateTime<Utc>) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!(
        r#"UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = $2, locked_until = NULL,
                  lease_token = NULL
           WHERE id = $1 AND state <> 'sent' AND (locked_until IS NULL OR locked_until <= $2)
           RETURNING subject"#,
        id,
        now
    )
    .fetch_optional(db)
    .await
}

/// Removes a mail that was not sent and that no worker is sending right now.
pub async fn discard(db: impl PgExecutor<'_>, id: i64, now: DateTime<Utc>) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar!(
        "DELETE FROM outbox WHERE id = $1 AND state <> 'sent' AND (locked_until IS NULL OR locked_until <= $2)
         RETURNING subject",
        id,
        now
    )
    .fetch_optional(db)
    .await
}

/// How many mails of `kind` were queued for `user` since `since`.
pub async fn queued_since(
    db: impl PgExecutor<'_>,
    user: UserId,
    kind: MailKind,
    since: DateTime<Utc>,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM outbox WHERE user_id = $1 AND kind = $2 AND created_at > $3"#,
        user.0,
        kind as MailKind,
        since
    )
    .fetch_one(db)
    .await
}

/// The account and the address a mail was queued for.
pub async fn addressee(db: impl PgExecutor<'_>, id: i64) -> Result<Option<(Option<UserId>, String)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT user_id AS "user: UserId", to_address FROM outbox WHERE id = $1"#,
        id
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.user, r.to_address)))
}
