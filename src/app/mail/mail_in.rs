//! Mail arriving on the inbound domain, from either entrance (`fieldpost mail-in`, the LMTP listener): a reply to
//! a turn mail is played as the web form plays it, in one transaction with the note that makes a second delivery
//! of the same message a no-op; a bounce counts against the address it came back from.
//!
//! Who may move: the reply address binds game, turn and player (its MAC), and the sender must be that player's
//! confirmed address, not failed by the installation's own DMARC/DKIM check. Anything else is dropped without an
//! answer, so that a forged sender is never mailed (no backscatter); a refusal for the player goes to the
//! account's own address, a few an hour at most.

use sha2::{Digest, Sha256};
use sqlx::{Acquire, PgConnection};
use tracing::Instrument;

use crate::app::game::loaded::{self, LoadedGame};
use crate::app::game::play::{self, DrawAction, Mover};
use crate::app::game::setups::{self, Chosen};
use crate::app::mail::mailing::{greeting, lang_of, queue_answerable, reply_address};
use crate::app::mail::notify::{board, game_link, reply_hint, since_last_move};
use crate::app::{Env, Inbound, game::messages, game::sweep, mail::bounces, secrets};
use crate::db::games::GameStatus;
use crate::db::mail_settings::{self, Recipient};
use crate::db::outbox::{self, MailAbout, MailKind};
use crate::db::{self, GameId, UserId};
use crate::error::{AppError, AppResult};
use crate::i18n::{Lang, Msg};
use crate::mail::MailContent;
use crate::mail::addresses::{self, Turn};
use crate::mail::inbound::{self, Incoming, Unreadable};
use crate::mail::reply::{self, Command, NotUnderstood};
use crate::rules::Seat;

/// What became of a message, as a mail server needs to know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivered {
    /// Taken: played, refused with an answer, counted as a bounce, or dropped on purpose (automatic mail, a
    /// forged sender). The mail server must not bounce it.
    Taken,
    /// No such address here: the mail server bounces it to its sender.
    UnknownAddress,
}

/// Why a message was not taken.
#[derive(Debug, thiserror::Error)]
pub enum NotTaken {
    #[error("the message cannot be read: {0}")]
    Unreadable(#[from] Unreadable),
    /// The database is away, or something failed on our side: the mail server should try again later.
    #[error("try again later: {0}")]
    TryLater(String),
}

impl From<AppError> for NotTaken {
    fn from(e: AppError) -> NotTaken {
        if !matches!(e, AppError::Unavailable) {
            tracing::error!(error = %e, "an inbound message failed");
        }
        NotTaken::TryLater(e.to_string())
    }
}

impl From<sqlx::Error> for NotTaken {
    fn from(e: sqlx::Error) -> NotTaken {
        AppError::from(e).into()
    }
}

/// Refusals mailed to one player in an hour at most: a mail loop or a confused mail program cannot fill their
/// inbox.
pub const REFUSALS_PER_HOUR: i64 = 5;

/// Takes one message addressed to `recipient`.
pub async fn deliver(env: &Env, recipient: &str, raw: &[u8]) -> Result<Delivered, NotTaken> {
    let Some(inbound) = &env.inbound else {
        return Ok(Delivered::UnknownAddress);
    };
    let span = tracing::info_span!("inbound_mail", recipient = %recipient);
    async {
        match addresses::read(recipient, &inbound.domain) {
            None => Ok(Delivered::UnknownAddress),
            Some(addresses::Inbound::Play { game, turn, mac }) => {
                reply(env, inbound, recipient, (GameId(game), turn, &mac), raw).await
            }
            Some(addresses::Inbound::Bounce { outbox, mac }) => {
                bounce(env, inbound, recipient, (outbox, &mac), raw).await
            }
        }
    }
    .instrument(span)
    .await
}

/// Whether `recipient` is an address the entrances take mail for (its form only: the MAC is checked with the
/// message).
pub fn is_ours(env: &Env, recipient: &str) -> bool {
    env.inbound
        .as_ref()
        .is_some_and(|i| addresses::read(recipient, &i.domain).is_some())
}

/// A key that names one message to one of our addresses.
fn message_key(recipient: &str, incoming: &Incoming) -> String {
    let digest = Sha256::digest(format!("{}\n{}", recipient.trim().to_lowercase(), incoming.key));
    hex::encode(&digest[..16])
}

/// Checks `matches` against the keys a process holds, then against the stored ones (another process may have
/// just rotated them).
async fn signed(env: &Env, matches: impl Fn(&[u8]) -> bool) -> AppResult<bool> {
    for fresh in [false, true] {
        if secrets::mail_keys(env, fresh).await?.accepted().any(|k| matches(k)) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The player a reply address was given to.
async fn addressee(env: &Env, game: &LoadedGame, turn: Turn, mac: &str) -> AppResult<Option<UserId>> {
    for user in Seat::BOTH.into_iter().filter_map(|s| game.player(s)) {
        if signed(env, |k| addresses::play_mac_matches(k, game.id().0, turn, user.0, mac)).await? {
            return Ok(Some(user));
        }
    }
    Ok(None)
}

/// Whether the message may speak for the player; if not, why it is dropped (for the log only).
fn stranger(incoming: &Incoming, r: &Recipient) -> Option<&'static str> {
    if incoming.automatic {
        Some("sent automatically")
    } else if incoming.authentication_failed {
        Some("DMARC or DKIM failed")
    } else if incoming.from.as_deref() != Some(r.email.to_lowercase().as_str()) || !r.email_verified {
        Some("the sender is not the player's confirmed address")
    } else {
        None
    }
}

async fn reply(
    env: &Env,
    inbound: &Inbound,
    recipient: &str,
    (id, turn, mac): (GameId, Turn, &str),
    raw: &[u8],
) -> Result<Delivered, NotTaken> {
    let game = match loaded::load(&env.pool, id).await {
        Ok(game) => game,
        Err(AppError::NotFound) => return Ok(Delivered::UnknownAddress),
        Err(e) => return Err(e.into()),
    };
    let Some(user) = addressee(env, &game, turn, mac).await? else {
        return Ok(Delivered::UnknownAddress);
    };
    let incoming = inbound::read(raw, inbound.authserv_id.as_deref())?;
    let r = mail_settings::recipient(&env.pool, user).await?;
    if let Some(why) = stranger(&incoming, &r) {
        tracing::info!(game = id.0, why, "a reply was dropped without an answer");
        return Ok(Delivered::Taken);
    }
    let key = message_key(recipient, &incoming);
    let mut tx = env.pool.begin().await?;
    if !db::inbound_mail::note(&mut *tx, &key, env.clock.now(), Some(user), Some(id)).await? {
        tracing::info!(game = id.0, "a message delivered again: taken once already");
        return Ok(Delivered::Taken);
    }
    let lang = lang_of(&r);
    let answer = answer(&mut tx, env, &r, (id, turn), &incoming.text, lang).await?;
    let outcome = if answer.played { "played" } else { "refused" };
    db::inbound_mail::set_outcome(&mut *tx, &key, outcome).await?;
    send_answer(&mut tx, env, &r, id, &key, answer).await?;
    tx.commit().await?;
    tracing::info!(game = id.0, outcome, "a reply by mail was taken");
    Ok(Delivered::Taken)
}

/// What to tell the player after their reply.
struct Answer {
    played: bool,
    /// What to say; nothing after a move played, unless something is worth saying.
    lines: Vec<String>,
}

impl Answer {
    fn refused(lang: Lang, why: &Msg) -> Answer {
        Answer {
            played: false,
            lines: vec![lang.msg(why)],
        }
    }
}

/// The turn the game waits for now.
fn current_turn(game: &LoadedGame) -> Option<Turn> {
    match game.row.status {
        GameStatus::Setup => Some(Turn::Setup),
        GameStatus::Playing => Some(Turn::Ply(game.row.ply)),
        _ => None,
    }
}

/// Reads the reply and acts on it, inside `tx`: the command and the words after it change the game together or
/// not at all.
async fn answer(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    (id, turn): (GameId, Turn),
    text: &str,
    lang: Lang,
) -> AppResult<Answer> {
    if !r.mail_moves {
        return Ok(Answer::refused(lang, &Msg::new("reply-moves-off")));
    }
    let game = loaded::load_locked(&mut *tx, id).await?;
    let parsed = match reply::parse(text, lang, usize::from(game.variant().moves_per_turn())) {
        Ok(parsed) => parsed,
        Err(NotUnderstood::Empty) => return Ok(Answer::refused(lang, &Msg::new("reply-empty"))),
        Err(NotUnderstood::Line(line)) => {
            let line: String = line.chars().take(60).collect();
            return Ok(Answer::refused(
                lang,
                &Msg::new("reply-not-understood").with("line", line),
            ));
        }
    };
    match current_turn(&game) {
        None => return Ok(Answer::refused(lang, &Msg::new("error-game-over"))),
        Some(now) if now != turn => return Ok(Answer::refused(lang, &Msg::new("reply-moved-on"))),
        Some(_) => {}
    }
    if sweep::decide_if_late(&mut *tx, env, &game).await? {
        // As on the web: the game is decided on time (committed with the answer), and the reply changes nothing.
        return Ok(Answer::refused(lang, &Msg::new("error-time-ran-out")));
    }
    let mut step = tx.begin().await?;
    let mut lines = Vec::new();
    if let Some(words) = &parsed.message {
        // Written before the move, so that the turn mail the move causes carries them.
        let mut writing = step.begin().await?;
        match messages::post_in(&mut writing, env, r.id, id, words).await {
            Ok(()) => writing.commit().await?,
            Err(e) => match e.message() {
                Some(why) if !matches!(e, AppError::Unavailable) => {
                    writing.rollback().await?;
                    lines.push(lang.msg(&Msg::new("reply-words-not-posted").with("why", lang.msg(&why))));
                }
                _ => return Err(e),
            },
        }
    }
    let acted = act(&mut step, env, r.id, (id, turn), &parsed.command).await;
    match acted {
        Ok(Some(said)) => {
            step.commit().await?;
            lines.insert(0, lang.msg(&said));
            Ok(Answer { played: true, lines })
        }
        Ok(None) => {
            step.commit().await?;
            Ok(Answer { played: true, lines })
        }
        Err(e) => match e.message() {
            Some(why) if !matches!(e, AppError::Unavailable) => {
                step.rollback().await?;
                Ok(Answer::refused(lang, &why))
            }
            _ => Err(e),
        },
    }
}

/// Carries out a command; says something when the player should hear more than "played".
async fn act(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    (id, turn): (GameId, Turn),
    command: &Command,
) -> AppResult<Option<Msg>> {
    match (command, turn) {
        (Command::Moves(moves), Turn::Ply(ply)) => {
            let moves: Vec<_> = moves.iter().map(|(a, b)| (a, b)).collect();
            // Never late here: `answer` decided a late game first, under the same lock.
            play::play_turn_in(tx, env, Mover::Account(user), id, &moves, ply)
                .await?
                .into_result()
                .map(|()| None)
        }
        (Command::Resign, _) => play::resign_in(tx, env, user, id).await.map(|()| None),
        (Command::Draw, _) => {
            // "draw" accepts the opponent's offer, or makes one.
            let game = loaded::load_locked(&mut *tx, id).await?;
            let action = match game.seat_of(user) {
                Some(seat) if game.row.draw_offer_by == Some(seat.other()) => DrawAction::Accept,
                _ => DrawAction::Offer,
            };
            let outcome = play::draw_in(tx, env, user, id, action).await?;
            Ok(Some(match outcome {
                play::DrawOutcome::Offered => Msg::new("reply-draw-offered"),
                play::DrawOutcome::Drawn => Msg::new("reply-draw-agreed"),
                play::DrawOutcome::Declined => Msg::new("reply-draw-declined"),
            }))
        }
        (Command::SetupRandom, Turn::Setup) => setups::submit_in(tx, env, user, id, Chosen::Suggested)
            .await
            .map(|()| None),
        (Command::SetupNamed(name), Turn::Setup) => setups::submit_in(tx, env, user, id, Chosen::Saved(name))
            .await
            .map(|()| None),
        (Command::Moves(_), Turn::Setup) => Err(AppError::Conflict(Msg::new("reply-setup-first"))),
        (Command::SetupRandom | Command::SetupNamed(_), Turn::Ply(_)) => {
            Err(AppError::Conflict(Msg::new("error-setup-closed")))
        }
    }
}

/// Mails the answer: always after a refusal (a few an hour at most); after a move played when the player asked
/// for one, when their turn goes on (the second move of a two-move turn), or when there is more to say.
async fn send_answer(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    id: GameId,
    key: &str,
    answer: Answer,
) -> AppResult<()> {
    let game = loaded::load_locked(&mut *tx, id).await?;
    let lang = lang_of(r);
    let mut lines = answer.lines;
    if answer.played {
        let turn_goes_on =
            game.row.status == GameStatus::Playing && game.seat_of(r.id).is_some_and(|s| game.row.to_move == Some(s));
        if turn_goes_on {
            lines.push(lang.t("reply-turn-goes-on"));
        }
        if !turn_goes_on && lines.is_empty() && !r.mail_move_receipts {
            return Ok(());
        }
        lines.insert(0, lang.t("reply-played"));
    } else {
        let since = env.clock.now() - chrono::Duration::hours(1);
        if outbox::queued_since(&mut *tx, r.id, MailKind::ReplyRefused, since).await? >= REFUSALS_PER_HOUR {
            tracing::info!(
                user = r.id.0,
                "refusals by mail are at their limit this hour: none sent"
            );
            return Ok(());
        }
        lines.insert(0, lang.t("reply-refused"));
    }
    let about = MailAbout::Reply {
        game: id,
        played: answer.played,
        message: key.to_string(),
    };
    reply_answer(tx, env, r, &game, about, lines).await
}

/// The answer to a reply by mail: why it was not played, or that it was (when the player asked for that, or
/// their turn goes on), with the position as they see it now and, while it is their turn, a reply address for
/// it, so that they can simply answer again.
async fn reply_answer(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    game: &LoadedGame,
    about: MailAbout,
    lines: Vec<String>,
) -> AppResult<()> {
    let lang = lang_of(r);
    let Some(seat) = game.seat_of(r.id) else { return Ok(()) };
    let played = matches!(about, MailAbout::Reply { played: true, .. });
    let (position, turn) = match game.row.status {
        GameStatus::Playing => {
            let replay = game.replay(None)?;
            // After their own move a player sees it marked; after a refusal, what the opponent did last.
            let marked = if played { seat.other() } else { seat };
            let seen = since_last_move(&replay.game, &replay.reports, marked);
            (board(&replay.game, &seen, seat, r), Some(Turn::Ply(game.row.ply)))
        }
        GameStatus::Setup if !game.submitted(seat) => (None, Some(Turn::Setup)),
        _ => (None, None),
    };
    let my_turn = match turn {
        Some(Turn::Ply(_)) => game.row.to_move == Some(seat),
        Some(Turn::Setup) => true,
        None => false,
    };
    let reply_to = match turn.filter(|_| my_turn) {
        Some(turn) => reply_address(env, r, game.id(), turn).await?,
        None => None,
    };
    let subject = if played {
        "mail-reply-played-subject"
    } else {
        "mail-reply-refused-subject"
    };
    let content = MailContent {
        lang,
        subject: lang.msg(&Msg::new(subject).with("id", game.id().0)),
        greeting: greeting(lang, r),
        paragraphs: lines,
        board: position,
        closing: reply_hint(lang, game, reply_to.is_some()).into_iter().collect(),
        action: Some((lang.t("mail-open-game"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    queue_answerable(tx, env, r, about, content, reply_to).await
}

async fn bounce(
    env: &Env,
    inbound: &Inbound,
    recipient: &str,
    (outbox_id, mac): (i64, &str),
    raw: &[u8],
) -> Result<Delivered, NotTaken> {
    if !signed(env, |k| addresses::bounce_mac_matches(k, outbox_id, mac)).await? {
        return Ok(Delivered::UnknownAddress);
    }
    let incoming = inbound::read(raw, inbound.authserv_id.as_deref())?;
    let detail = match &incoming.delivery_status {
        Some(status) if status.permanent => status.detail.clone(),
        // A delay, or a success reported: the mail may yet arrive.
        Some(_) => return Ok(Delivered::Taken),
        // An out-of-office answer sent to the envelope sender is no bounce.
        None if incoming.automatic && !looks_like_bounce(&incoming) => return Ok(Delivered::Taken),
        None => incoming
            .text
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("")
            .to_string(),
    };
    let Some((Some(user), address)) = outbox::addressee(&env.pool, outbox_id).await? else {
        return Ok(Delivered::Taken);
    };
    let key = message_key(recipient, &incoming);
    let mut tx = env.pool.begin().await?;
    if db::inbound_mail::note(&mut *tx, &key, env.clock.now(), Some(user), None).await? {
        db::inbound_mail::set_outcome(&mut *tx, &key, "bounce").await?;
        bounces::record(&mut tx, env, user, &address, &detail).await?;
    }
    tx.commit().await?;
    Ok(Delivered::Taken)
}

/// A plain bounce (no delivery status part) from a mail server: its sender is the mail system.
fn looks_like_bounce(incoming: &Incoming) -> bool {
    incoming.from.as_deref().is_some_and(|f| {
        let local = f.split('@').next().unwrap_or("");
        local.eq_ignore_ascii_case("mailer-daemon") || local.eq_ignore_ascii_case("postmaster")
    })
}

/// Mail the entrances took more than this long ago is forgotten: mail servers give up redelivering within days.
pub const KEEP_TAKEN_DAYS: i64 = 30;

/// Forgets the messages taken long ago (the sweep calls it).
pub async fn forget_old(env: &Env) -> AppResult<u64> {
    let before = env.clock.now() - chrono::Duration::days(KEEP_TAKEN_DAYS);
    Ok(db::inbound_mail::forget_before(&env.pool, before).await?)
}
