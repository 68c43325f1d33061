//! Which mails an event causes, and their words. Each is queued in the outbox inside the event's own
//! transaction, under an idempotency key, and speaks only from the recipient's own view of the game.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::app::Env;
use crate::app::game::loaded::LoadedGame;
use crate::app::game::time_control::TimeControl;
use crate::app::mail::mailing::{deadline_words, greeting, is_off, lang_of, queue, queue_answerable, reply_address};
use crate::db::games::GameStatus;
use crate::db::mail_settings::{self, Recipient};
use crate::db::outbox::{MailAbout, MailKind};
use crate::db::tokens::TokenPurpose;
use crate::db::{self, GameId, UserId};
use crate::error::AppResult;
use crate::i18n::move_words::{describe, result_words};
use crate::i18n::{self, Lang, Msg};
use crate::mail::addresses::Turn;
use crate::mail::{MailBoard, MailContent};
use crate::rules::game::MoveReport;
use crate::rules::view::{SeenMove, Viewer};
use crate::rules::{Game, GameEnd, Numbering, Seat, Variant};

/// A player counts as on the site (so no turn mail) for this long after their last request.
const ACTIVE_MINUTES: i64 = 10;

fn numbering(r: &Recipient) -> Numbering {
    r.numbering.into()
}

pub(in crate::app) fn game_link(env: &Env, id: GameId) -> String {
    format!("{}/games/{id}", env.base_url)
}

fn on_site(env: &Env, r: &Recipient) -> bool {
    r.last_active_at
        .is_some_and(|t| env.clock.now() - t < chrono::Duration::minutes(ACTIVE_MINUTES))
}

/// The line a game's own mails carry when the game belongs to an event: they name it (and the round).
fn event_line(lang: Lang, game: &LoadedGame) -> Option<String> {
    let name = game.row.tournament_name.as_deref()?;
    Some(
        lang.msg(&match game.row.tournament_round {
            Some(round) if round > 0 => Msg::new("mail-tournament-game-of-round")
                .with("name", name)
                .with("round", round),
            _ => Msg::new("mail-tournament-game-of").with("name", name),
        }),
    )
}

/// What `author` wrote in `game` that no mail carried yet, taken for a mail to `recipient`. `None` when there is
/// nothing, or when the recipient muted the author: what was written during a mute is taken too, so that it
/// never arrives after an unmute.
async fn unmailed(
    tx: &mut PgConnection,
    env: &Env,
    (game, author, recipient): (GameId, UserId, UserId),
    alone: bool,
) -> AppResult<Option<(i64, Vec<String>)>> {
    let muted = db::messages::is_muted(&mut *tx, game, recipient).await?;
    let taken = db::messages::take_unmailed(&mut *tx, game, author, env.clock.now(), alone).await?;
    let newest = taken.last().map(|(id, _)| *id).filter(|_| !muted);
    Ok(newest.map(|id| (id, taken.into_iter().map(|(_, body)| body).collect())))
}

/// The deadline, or that the game has none.
fn clock_words(r: &Recipient, game: &LoadedGame, deadline: Option<DateTime<Utc>>) -> String {
    match TimeControl::from_row(&game.row.time_control) {
        TimeControl::Untimed { .. } => lang_of(r).t("mail-no-clock"),
        _ => deadline_words(r, deadline),
    }
}

/// The opponent's words, quoted for a mail.
fn quoted(lang: Lang, author: &str, bodies: Vec<String>) -> impl Iterator<Item = String> {
    let heading = lang.msg(&Msg::new("mail-message-intro").with("name", author));
    let quote = move |text: String| lang.msg(&Msg::new("mail-message-quote").with("text", text));
    std::iter::once(heading).chain(bodies.into_iter().map(quote))
}

/// The player of `author_seat` wrote and no turn mail will carry it soon: a mail of its own, unless the
/// recipient is on the site (they read it there) or turned these mails off.
pub async fn messages(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    author_seat: Seat,
    recipient: UserId,
) -> AppResult<()> {
    let r = mail_settings::recipient(&mut *tx, recipient).await?;
    let Some(author) = game.player(author_seat) else {
        return Ok(());
    };
    if r.is_computer || on_site(env, &r) || is_off(&r, MailKind::Message) {
        return Ok(());
    }
    // One mail of words between two visits of the recipient's: later messages wait for the next turn mail or the
    // next visit, so that no one's inbox can be filled from a conversation.
    let since = r.last_active_at.unwrap_or(chrono::DateTime::<Utc>::MIN_UTC);
    if db::messages::mailed_since(&mut *tx, game.id(), author, since).await? {
        return Ok(());
    }
    let Some((newest, bodies)) = unmailed(tx, env, (game.id(), author, recipient), true).await? else {
        return Ok(());
    };
    let lang = lang_of(&r);
    let name = &game.names(lang)[author_seat.index()];
    let content = MailContent {
        lang,
        subject: lang.msg(
            &Msg::new("mail-message-subject")
                .with("name", name)
                .with("id", game.id().0),
        ),
        greeting: greeting(lang, &r),
        paragraphs: quoted(lang, name, bodies).collect(),
        board: None,
        closing: Vec::new(),
        action: Some((lang.t("mail-open-game"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let about = MailAbout::Message {
        game: game.id(),
        message: newest,
    };
    queue(tx, env, &r, about, content).await
}

/// The opponent's moves since `seat`'s last move (all of them before `seat` has moved), as `seat` may know them.
pub(in crate::app) fn since_last_move(engine: &Game, reports: &[MoveReport], seat: Seat) -> Vec<SeenMove> {
    let since = reports.iter().rposition(|m| m.seat == seat).map_or(0, |i| i + 1);
    reports[since..]
        .iter()
        .map(|m| engine.describe(m, Viewer::Player(seat)))
        .collect()
}

/// The position as `seat` sees it, with the squares of `moves` marked.
pub(in crate::app) fn board(engine: &Game, moves: &[SeenMove], seat: Seat, r: &Recipient) -> Option<MailBoard> {
    let recent: Vec<_> = moves.iter().flat_map(|m| [m.from, m.to]).collect();
    MailBoard::new(&engine.view_for(Viewer::Player(seat)), &recent, numbering(r))
}

/// "It is your turn", with what the opponent did in words the recipient may know. Not sent while the
/// player is on the site, nor to players who take a daily digest instead.
pub async fn your_turn(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    game: &LoadedGame,
    engine: &Game,
    reports: &[MoveReport],
    seat: Seat,
) -> AppResult<()> {
    // Decided before the opponent's messages are taken for this mail, so none is marked as mailed in vain. A
    // player who takes no turn mails still gets the opponent's words, in a mail of their own.
    if on_site(env, r) {
        return Ok(());
    }
    if r.daily_digest || is_off(r, MailKind::YourTurn) {
        return messages(tx, env, game, seat.other(), r.id).await;
    }
    let lang = lang_of(r);
    let names = game.names(lang);
    let seen = since_last_move(engine, reports, seat);
    let moves = seen
        .iter()
        .map(|m| lang.msg(&describe(game.variant(), m, Some(seat), &names, numbering(r))));
    let opponent = &names[seat.other().index()];
    let chat = match game.player(seat.other()) {
        Some(author) => unmailed(tx, env, (game.id(), author, r.id), false).await?,
        None => None,
    };
    let chat = chat.into_iter().flat_map(|(_, bodies)| quoted(lang, opponent, bodies));
    let intro = Msg::new("mail-turn-intro")
        .with("preset", i18n::variant(game.variant()))
        .with("opponent", opponent);
    let reply_to = reply_address(env, r, game.id(), Turn::Ply(engine.ply() as i32)).await?;
    let content = MailContent {
        lang,
        subject: lang.msg(
            &Msg::new("mail-turn-subject")
                .with("opponent", opponent)
                .with("id", game.id().0),
        ),
        greeting: greeting(lang, r),
        paragraphs: std::iter::once(lang.msg(&intro))
            .chain(event_line(lang, game))
            .chain(moves)
            .chain(chat)
            .collect(),
        board: board(engine, &seen, seat, r),
        closing: std::iter::once(clock_words(r, game, game.row.deadline))
            .chain(reply_hint(lang, game, reply_to.is_some()))
            .collect(),
        action: Some((lang.t("mail-open-game"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let about = MailAbout::YourTurn {
        game: game.id(),
        ply: engine.ply(),
    };
    queue_answerable(tx, env, r, about, content, reply_to).await
}

/// How to answer a mail that has a reply address: with the move (or, during setup, the setup).
pub(in crate::app) fn reply_hint(lang: Lang, game: &LoadedGame, answerable: bool) -> Option<String> {
    let id = match game.row.status {
        _ if !answerable => return None,
        GameStatus::Setup => "mail-reply-hint-setup",
        _ if game.variant().moves_per_turn() > 1 => "mail-reply-hint-two",
        _ => "mail-reply-hint",
    };
    Some(lang.t(id))
}

/// The invited player: a challenge from `creator`.
pub async fn challenge(
    tx: &mut PgConnection,
    env: &Env,
    game: GameId,
    variant: Variant,
    creator: &str,
    invitee: UserId,
    rematch: bool,
) -> AppResult<()> {
    let r = mail_settings::recipient(&mut *tx, invitee).await?;
    let lang = lang_of(&r);
    let words = |id: &'static str| {
        lang.msg(
            &Msg::new(id)
                .with("name", creator)
                .with("preset", i18n::variant(variant)),
        )
    };
    let (subject, text) = match rematch {
        true => ("mail-rematch-subject", "mail-rematch-text"),
        false => ("mail-challenge-subject", "mail-challenge-text"),
    };
    let content = MailContent {
        lang,
        subject: words(subject),
        greeting: greeting(lang, &r),
        paragraphs: vec![words(text)],
        board: None,
        closing: Vec::new(),
        action: Some((lang.t("mail-see-challenge"), game_link(env, game))),
        unsubscribe_url: None,
    };
    queue(tx, env, &r, MailAbout::Challenge { game }, content).await
}

/// Both players: the game has begun (setups to arrange).
pub async fn game_started(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    deadline: Option<DateTime<Utc>>,
) -> AppResult<()> {
    for seat in Seat::BOTH {
        let Some(user) = game.player(seat) else { continue };
        let r = mail_settings::recipient(&mut *tx, user).await?;
        let lang = lang_of(&r);
        let opponent = &game.names(lang)[seat.other().index()];
        let reply_to = reply_address(env, &r, game.id(), Turn::Setup).await?;
        let content = MailContent {
            lang,
            subject: lang.msg(
                &Msg::new("mail-started-subject")
                    .with("id", game.id().0)
                    .with("opponent", opponent),
            ),
            greeting: greeting(lang, &r),
            paragraphs: vec![
                lang.msg(
                    &Msg::new("mail-started-text")
                        .with("preset", i18n::variant(game.variant()))
                        .with("opponent", opponent)
                        .with("seat", i18n::seat(game.variant().family(), seat)),
                ),
                clock_words(&r, game, deadline),
            ],
            board: None,
            closing: reply_hint(lang, game, reply_to.is_some()).into_iter().collect(),
            action: Some((lang.t("mail-arrange-army"), game_link(env, game.id()))),
            unsubscribe_url: None,
        };
        let about = MailAbout::GameStarted { game: game.id() };
        queue_answerable(tx, env, &r, about, content, reply_to).await?;
    }
    Ok(())
}

/// Both players: the result.
pub async fn game_over(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    end: GameEnd,
) -> AppResult<()> {
    for seat in Seat::BOTH {
        let Some(user) = game.player(seat) else { continue };
        let r = mail_settings::recipient(&mut *tx, user).await?;
        let lang = lang_of(&r);
        let names = game.names(lang);
        let opponent = &names[seat.other().index()];
        // The last words before the end, which no turn mail will carry now.
        let chat = match game.player(seat.other()) {
            Some(author) if !is_off(&r, MailKind::GameOver) => {
                unmailed(tx, env, (game.id(), author, user), false).await?
            }
            _ => None,
        };
        let result = lang.msg(&result_words(game.variant(), winner, end, Some(seat), &names));
        let content = MailContent {
            lang,
            subject: lang.msg(
                &Msg::new("mail-over-subject")
                    .with("id", game.id().0)
                    .with("opponent", opponent),
            ),
            greeting: greeting(lang, &r),
            paragraphs: std::iter::once(result)
                .chain(event_line(lang, game))
                .chain(chat.into_iter().flat_map(|(_, bodies)| quoted(lang, opponent, bodies)))
                .chain([lang.t("mail-over-replay")])
                // An event's game is not rematched: the event goes on.
                .chain(game.row.tournament_id.is_none().then(|| lang.t("mail-over-rematch")))
                .collect(),
            board: None,
            closing: Vec::new(),
            // The page opens at its rematch button: one click there offers it, or accepts the opponent's offer.
            action: Some((
                lang.t("mail-see-game"),
                format!("{}#rematch", game_link(env, game.id())),
            )),
            unsubscribe_url: None,
        };
        queue(tx, env, &r, MailAbout::GameOver { game: game.id() }, content).await?;
    }
    Ok(())
}

/// The deadline is near. `turn` tells the turns apart (the ply, or -1 during setup).
pub async fn reminder(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    user: UserId,
    turn: i32,
    deadline: DateTime<Utc>,
) -> AppResult<()> {
    let r = mail_settings::recipient(&mut *tx, user).await?;
    let lang = lang_of(&r);
    let reply_turn = match game.row.status {
        GameStatus::Playing => Turn::Ply(game.row.ply),
        _ => Turn::Setup,
    };
    let reply_to = reply_address(env, &r, game.id(), reply_turn).await?;
    // During setup there is no position yet, only the player's own draft.
    let position = match game.seat_of(user) {
        Some(seat) if game.row.status == GameStatus::Playing => {
            let replay = game.replay(None)?;
            board(
                &replay.game,
                &since_last_move(&replay.game, &replay.reports, seat),
                seat,
                &r,
            )
        }
        _ => None,
    };
    let content = MailContent {
        lang,
        subject: lang.msg(&Msg::new("mail-reminder-subject").with("id", game.id().0)),
        greeting: greeting(lang, &r),
        paragraphs: std::iter::once(
            lang.msg(
                &Msg::new("mail-reminder-text")
                    .with("preset", i18n::variant(game.variant()))
                    .with("id", game.id().0),
            ),
        )
        .chain(event_line(lang, game))
        .collect(),
        board: position,
        closing: std::iter::once(format!(
            "{} {}",
            deadline_words(&r, Some(deadline)),
            lang.t("mail-reminder-lost")
        ))
        .chain(reply_hint(lang, game, reply_to.is_some()))
        .collect(),
        action: Some((lang.t("mail-open-game"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let about = MailAbout::Reminder { game: game.id(), turn };
    queue_answerable(tx, env, &r, about, content, reply_to).await
}

/// The day's one mail for a player who asked for a digest: the games waiting for them.
pub async fn digest(tx: &mut PgConnection, env: &Env, user: UserId, games: &[GameId]) -> AppResult<()> {
    let r = mail_settings::recipient(&mut *tx, user).await?;
    let lang = lang_of(&r);
    let day = env.clock.now().date_naive();
    let content = MailContent {
        lang,
        subject: lang.msg(&Msg::new("mail-digest-subject").with("n", games.len())),
        greeting: greeting(lang, &r),
        paragraphs: games
            .iter()
            .map(|&id| {
                let line = Msg::new("mail-digest-line")
                    .with("id", id.0)
                    .with("link", game_link(env, id));
                lang.msg(&line)
            })
            .collect(),
        board: None,
        closing: Vec::new(),
        action: Some((lang.t("mail-see-games"), format!("{}/games", env.base_url))),
        unsubscribe_url: None,
    };
    queue(tx, env, &r, MailAbout::Digest { day }, content).await
}

/// Account mails: a link with a single-use token, to the account's address or to `to`.
pub async fn account_link(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    to: Option<&str>,
    purpose: TokenPurpose,
    token: &str,
) -> AppResult<()> {
    let mut r = mail_settings::recipient(&mut *tx, user).await?;
    if let Some(address) = to {
        r.email = address.to_string();
    }
    let lang = lang_of(&r);
    let ([subject, text, action], path, kind) = match purpose {
        TokenPurpose::Verify => (
            ["mail-verify-subject", "mail-verify-text", "mail-verify-action"],
            "verify",
            MailKind::Verify,
        ),
        TokenPurpose::Reset => (
            ["mail-reset-subject", "mail-reset-text", "mail-reset-action"],
            "reset",
            MailKind::Reset,
        ),
        TokenPurpose::EmailChange => (
            [
                "mail-email-change-subject",
                "mail-email-change-text",
                "mail-email-change-action",
            ],
            "email/confirm",
            MailKind::EmailChange,
        ),
    };
    let content = MailContent {
        lang,
        subject: lang.t(subject),
        greeting: greeting(lang, &r),
        paragraphs: vec![lang.t(text)],
        board: None,
        closing: Vec::new(),
        action: Some((lang.t(action), format!("{}/{path}/{token}", env.base_url))),
        unsubscribe_url: None,
    };
    let about = MailAbout::Account {
        kind,
        token_start: token[..16].to_string(),
    };
    queue(tx, env, &r, about, content).await
}

/// A notice to `to` (an address the account has or had): its password or its address changed, or another
/// account asked for its address; with the way back for an owner who did not do it.
pub async fn account_notice(tx: &mut PgConnection, env: &Env, user: UserId, to: &str, kind: MailKind) -> AppResult<()> {
    let mut r = mail_settings::recipient(&mut *tx, user).await?;
    r.email = to.to_string();
    let lang = lang_of(&r);
    let [subject, text] = match kind {
        MailKind::EmailChanged => ["mail-email-changed-subject", "mail-email-changed-text"],
        MailKind::AddressInUse => ["mail-address-in-use-subject", "mail-address-in-use-text"],
        _ => ["mail-password-changed-subject", "mail-password-changed-text"],
    };
    let content = MailContent {
        lang,
        subject: lang.t(subject),
        greeting: greeting(lang, &r),
        paragraphs: vec![lang.t(text)],
        board: None,
        closing: Vec::new(),
        action: Some((lang.t("mail-notice-action"), format!("{}/reset", env.base_url))),
        unsubscribe_url: None,
    };
    let about = MailAbout::Notice {
        kind,
        at: env.clock.now(),
    };
    queue(tx, env, &r, about, content).await
}
