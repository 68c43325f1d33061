//! Which mails an event causes, and their words. Each is queued in the outbox inside the event's own
//! transaction, under an idempotency key, and speaks only from the recipient's own view of the game.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use super::Env;
use super::games::{LoadedGame, player_id};
use super::words::{describe, result_words};
use crate::db::outbox::{self, NewMail};
use crate::db::users::{self, Numbering as NumberingPref, Recipient};
use crate::db::{GameId, UserId};
use crate::error::AppResult;
use crate::i18n::{self, Lang, Msg};
use crate::mail::MailContent;
use crate::rules::game::MoveReport;
use crate::rules::view::Viewer;
use crate::rules::{Game, Numbering, Seat};

/// The kinds of game mail a player can turn off, with the message that names them on the account page.
pub const OPTIONAL: [(&str, &str); 5] = [
    ("your_turn", "mail-kind-your-turn"),
    ("challenge", "mail-kind-challenge"),
    ("game_started", "mail-kind-game-started"),
    ("game_over", "mail-kind-game-over"),
    ("reminder", "mail-kind-reminder"),
];

/// A player counts as on the site (so no turn mail) for this long after their last request.
const ACTIVE_MINUTES: i64 = 10;

fn is_off(r: &Recipient, kind: &str) -> bool {
    r.mail_off.get(kind).and_then(|v| v.as_bool()) == Some(false)
}

fn numbering(r: &Recipient) -> Numbering {
    match r.numbering {
        NumberingPref::Modern => Numbering::Modern,
        NumberingPref::Classic => Numbering::Classic,
    }
}

fn unsubscribe_url(env: &Env, r: &Recipient, kind: &str) -> String {
    let kind = if OPTIONAL.iter().any(|(k, _)| *k == kind) {
        kind
    } else {
        "all"
    };
    format!("{}/unsubscribe/{}?kind={kind}", env.base_url, r.unsubscribe_secret)
}

/// Queues one mail, unless the recipient turned its kind off.
async fn queue(
    tx: &mut PgConnection,
    env: &Env,
    r: &Recipient,
    kind: &'static str,
    key: String,
    game: Option<GameId>,
    mut content: MailContent,
) -> AppResult<()> {
    if OPTIONAL.iter().any(|(k, _)| *k == kind) && is_off(r, kind) {
        return Ok(());
    }
    let unsubscribe = unsubscribe_url(env, r, kind);
    content.unsubscribe_url = Some(unsubscribe.clone());
    let (text, html) = content.render()?;
    let mail = NewMail {
        key,
        kind,
        user: Some(r.id),
        game,
        to: r.email.clone(),
        subject: content.subject,
        text,
        html,
        unsubscribe_url: Some(unsubscribe),
    };
    outbox::enqueue(&mut *tx, &mail, env.clock.now()).await?;
    Ok(())
}

fn game_link(env: &Env, id: GameId) -> String {
    format!("{}/games/{id}", env.base_url)
}

fn names(game: &LoadedGame) -> [String; 2] {
    Seat::BOTH.map(|s| game.player_name(s).unwrap_or("?").to_string())
}

fn deadline_words(lang: Lang, deadline: Option<DateTime<Utc>>) -> String {
    lang.msg(&match deadline {
        Some(d) => Msg::new("mail-deadline").with("deadline", lang.datetime(d)),
        None => Msg::new("mail-clock-stopped"),
    })
}

fn lang_of(r: &Recipient) -> Lang {
    r.lang.unwrap_or_default()
}

fn greeting(lang: Lang, r: &Recipient) -> String {
    lang.msg(&Msg::new("mail-greeting").with("name", &r.username))
}

/// "It is your turn", with what the opponent did in words the recipient may know. Not sent while the
/// player is on the site, nor to players who take a daily digest instead.
pub async fn your_turn(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    engine: &Game,
    reports: &[MoveReport],
    seat: Seat,
    deadline: Option<DateTime<Utc>>,
) -> AppResult<()> {
    let Some(user) = player_id(game, seat) else {
        return Ok(());
    };
    let r = users::recipient(&mut *tx, user).await?;
    let now = env.clock.now();
    let active = r
        .last_active_at
        .is_some_and(|t| now - t < chrono::Duration::minutes(ACTIVE_MINUTES));
    if r.daily_digest || active {
        return Ok(());
    }
    let lang = lang_of(&r);
    let names = names(game);
    let since = reports.iter().rposition(|m| m.seat == seat).map_or(0, |i| i + 1);
    let moves = reports[since..].iter().map(|m| {
        let seen = engine.describe(m, Viewer::Player(seat));
        lang.msg(&describe(game.variant, &seen, Some(seat), &names, numbering(&r)))
    });
    let opponent = &names[seat.other().index()];
    let intro = Msg::new("mail-turn-intro")
        .with("preset", i18n::variant(game.variant))
        .with("opponent", opponent);
    let content = MailContent {
        lang,
        subject: lang.msg(
            &Msg::new("mail-turn-subject")
                .with("opponent", opponent)
                .with("id", game.id().0),
        ),
        greeting: greeting(lang, &r),
        paragraphs: std::iter::once(lang.msg(&intro))
            .chain(moves)
            .chain(std::iter::once(deadline_words(lang, deadline)))
            .collect(),
        action: Some((lang.t("mail-open-game"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let key = format!("your_turn:{}:{}:{}", user.0, game.id(), engine.ply());
    queue(tx, env, &r, "your_turn", key, Some(game.id()), content).await
}

pub async fn challenge(tx: &mut PgConnection, env: &Env, game: &LoadedGame, invitee: UserId) -> AppResult<()> {
    let r = users::recipient(&mut *tx, invitee).await?;
    let lang = lang_of(&r);
    let words = |id: &'static str| {
        lang.msg(
            &Msg::new(id)
                .with("name", &game.row.creator_name)
                .with("preset", i18n::variant(game.variant)),
        )
    };
    let content = MailContent {
        lang,
        subject: words("mail-challenge-subject"),
        greeting: greeting(lang, &r),
        paragraphs: vec![words("mail-challenge-text")],
        action: Some((lang.t("mail-see-challenge"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let key = format!("challenge:{}:{}", invitee.0, game.id());
    queue(tx, env, &r, "challenge", key, Some(game.id()), content).await
}

/// Both players: the game has begun (setups to arrange).
pub async fn game_started(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    deadline: Option<DateTime<Utc>>,
) -> AppResult<()> {
    let names = names(game);
    for seat in Seat::BOTH {
        let Some(user) = player_id(game, seat) else { continue };
        let r = users::recipient(&mut *tx, user).await?;
        let lang = lang_of(&r);
        let opponent = &names[seat.other().index()];
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
                        .with("preset", i18n::variant(game.variant))
                        .with("opponent", opponent)
                        .with("seat", i18n::seat(game.variant.family(), seat)),
                ),
                deadline_words(lang, deadline),
            ],
            action: Some((lang.t("mail-arrange-army"), game_link(env, game.id()))),
            unsubscribe_url: None,
        };
        let key = format!("game_started:{}:{}", user.0, game.id());
        queue(tx, env, &r, "game_started", key, Some(game.id()), content).await?;
    }
    Ok(())
}

/// Both players: the result.
pub async fn game_over(
    tx: &mut PgConnection,
    env: &Env,
    game: &LoadedGame,
    winner: Option<Seat>,
    reason: &str,
) -> AppResult<()> {
    let names = names(game);
    for seat in Seat::BOTH {
        let Some(user) = player_id(game, seat) else { continue };
        let r = users::recipient(&mut *tx, user).await?;
        let lang = lang_of(&r);
        let content = MailContent {
            lang,
            subject: lang.msg(
                &Msg::new("mail-over-subject")
                    .with("id", game.id().0)
                    .with("opponent", &names[seat.other().index()]),
            ),
            greeting: greeting(lang, &r),
            paragraphs: vec![
                lang.msg(&result_words(game.variant, winner, reason, Some(seat), &names)),
                lang.t("mail-over-replay"),
            ],
            action: Some((lang.t("mail-see-game"), game_link(env, game.id()))),
            unsubscribe_url: None,
        };
        let key = format!("game_over:{}:{}", user.0, game.id());
        queue(tx, env, &r, "game_over", key, Some(game.id()), content).await?;
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
    let r = users::recipient(&mut *tx, user).await?;
    let lang = lang_of(&r);
    let content = MailContent {
        lang,
        subject: lang.msg(&Msg::new("mail-reminder-subject").with("id", game.id().0)),
        greeting: greeting(lang, &r),
        paragraphs: vec![
            lang.msg(
                &Msg::new("mail-reminder-text")
                    .with("preset", i18n::variant(game.variant))
                    .with("id", game.id().0),
            ),
            format!(
                "{} {}",
                deadline_words(lang, Some(deadline)),
                lang.t("mail-reminder-lost")
            ),
        ],
        action: Some((lang.t("mail-open-game"), game_link(env, game.id()))),
        unsubscribe_url: None,
    };
    let key = format!("reminder:{}:{}:{turn}", user.0, game.id());
    queue(tx, env, &r, "reminder", key, Some(game.id()), content).await
}

/// The day's one mail for a player who asked for a digest: the games waiting for them.
pub async fn digest(tx: &mut PgConnection, env: &Env, user: UserId, games: &[GameId]) -> AppResult<()> {
    let r = users::recipient(&mut *tx, user).await?;
    let lang = lang_of(&r);
    let day = env.clock.now().format("%Y-%m-%d");
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
        action: Some((lang.t("mail-see-games"), format!("{}/games", env.base_url))),
        unsubscribe_url: None,
    };
    queue(
        tx,
        env,
        &r,
        "your_turn",
        format!("digest:{}:{day}", user.0),
        None,
        content,
    )
    .await
}

/// Account mails: a link with a single-use token. `purpose` is verify, reset or email_change.
pub async fn account_link(
    tx: &mut PgConnection,
    env: &Env,
    user: UserId,
    to: Option<&str>,
    purpose: &'static str,
    token: &str,
) -> AppResult<()> {
    let mut r = users::recipient(&mut *tx, user).await?;
    if let Some(address) = to {
        r.email = address.to_string();
    }
    let lang = lang_of(&r);
    let ([subject, text, action], path) = match purpose {
        "verify" => (
            ["mail-verify-subject", "mail-verify-text", "mail-verify-action"],
            "verify",
        ),
        "reset" => (["mail-reset-subject", "mail-reset-text", "mail-reset-action"], "reset"),
        _ => (
            [
                "mail-email-change-subject",
                "mail-email-change-text",
                "mail-email-change-action",
            ],
            "email/confirm",
        ),
    };
    let content = MailContent {
        lang,
        subject: lang.t(subject),
        greeting: greeting(lang, &r),
        paragraphs: vec![lang.t(text)],
        action: Some((lang.t(action), format!("{}/{path}/{token}", env.base_url))),
        unsubscribe_url: None,
    };
    let key = format!("{purpose}:{}:{}", user.0, &token[..16]);
    queue(tx, env, &r, purpose, key, None, content).await
}
